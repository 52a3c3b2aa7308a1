/** Emergency numbers, US embassy and consulates, and the travel advisory, per country. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryEmergency } from "./emergency.schema";
import { portugalEmergency } from "./portugal";
import { spainEmergency } from "./spain";
import { mexicoEmergency } from "./mexico";
import { costaRicaEmergency } from "./costa-rica";
import { panamaEmergency } from "./panama";
import { ecuadorEmergency } from "./ecuador";
import { colombiaEmergency } from "./colombia";
import { brazilEmergency } from "./brazil";
import { argentinaEmergency } from "./argentina";
import { chileEmergency } from "./chile";
import { uruguayEmergency } from "./uruguay";
import { thailandEmergency } from "./thailand";
import { malaysiaEmergency } from "./malaysia";
import { philippinesEmergency } from "./philippines";
import { vietnamEmergency } from "./vietnam";
import { japanEmergency } from "./japan";
import { southKoreaEmergency } from "./south-korea";
import { singaporeEmergency } from "./singapore";
import { australiaEmergency } from "./australia";
import { newZealandEmergency } from "./new-zealand";
import { canadaEmergency } from "./canada";
import { unitedKingdomEmergency } from "./united-kingdom";
import { irelandEmergency } from "./ireland";
import { germanyEmergency } from "./germany";
import { franceEmergency } from "./france";
import { italyEmergency } from "./italy";
import { netherlandsEmergency } from "./netherlands";
import { denmarkEmergency } from "./denmark";
import { swedenEmergency } from "./sweden";
import { norwayEmergency } from "./norway";
import { finlandEmergency } from "./finland";
import { switzerlandEmergency } from "./switzerland";
import { austriaEmergency } from "./austria";
import { belgiumEmergency } from "./belgium";
import { ghanaEmergency } from "./ghana";
import { liberiaEmergency } from "./liberia";
import { nigeriaEmergency } from "./nigeria";
import { moroccoEmergency } from "./morocco";

export const emergencyByCountry: Record<CountrySlug, CountryEmergency | Unknown> = researchedOr(
  "This country's emergency numbers and US embassy details are not in the NewShores knowledge base yet.",
  {
    portugal: portugalEmergency,
    spain: spainEmergency,
    mexico: mexicoEmergency,
    "costa-rica": costaRicaEmergency,
    panama: panamaEmergency,
    ecuador: ecuadorEmergency,
    colombia: colombiaEmergency,
    brazil: brazilEmergency,
    argentina: argentinaEmergency,
    chile: chileEmergency,
    uruguay: uruguayEmergency,
    thailand: thailandEmergency,
    malaysia: malaysiaEmergency,
    philippines: philippinesEmergency,
    vietnam: vietnamEmergency,
    japan: japanEmergency,
    "south-korea": southKoreaEmergency,
    singapore: singaporeEmergency,
    australia: australiaEmergency,
    "new-zealand": newZealandEmergency,
    canada: canadaEmergency,
    "united-kingdom": unitedKingdomEmergency,
    ireland: irelandEmergency,
    germany: germanyEmergency,
    france: franceEmergency,
    italy: italyEmergency,
    netherlands: netherlandsEmergency,
    denmark: denmarkEmergency,
    sweden: swedenEmergency,
    norway: norwayEmergency,
    finland: finlandEmergency,
    switzerland: switzerlandEmergency,
    austria: austriaEmergency,
    belgium: belgiumEmergency,
    ghana: ghanaEmergency,
    liberia: liberiaEmergency,
    nigeria: nigeriaEmergency,
    morocco: moroccoEmergency,
  },
);
