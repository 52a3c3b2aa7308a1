/** How renting works, per country; the rents themselves are the destination data's city costs. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryHousing } from "./housing.schema";
import { portugalHousing } from "./portugal";
import { spainHousing } from "./spain";
import { mexicoHousing } from "./mexico";
import { costaRicaHousing } from "./costa-rica";
import { panamaHousing } from "./panama";
import { ecuadorHousing } from "./ecuador";
import { colombiaHousing } from "./colombia";
import { brazilHousing } from "./brazil";
import { argentinaHousing } from "./argentina";
import { chileHousing } from "./chile";
import { uruguayHousing } from "./uruguay";
import { thailandHousing } from "./thailand";
import { malaysiaHousing } from "./malaysia";
import { philippinesHousing } from "./philippines";
import { vietnamHousing } from "./vietnam";
import { japanHousing } from "./japan";
import { southKoreaHousing } from "./south-korea";
import { singaporeHousing } from "./singapore";
import { australiaHousing } from "./australia";
import { newZealandHousing } from "./new-zealand";
import { canadaHousing } from "./canada";
import { unitedKingdomHousing } from "./united-kingdom";
import { irelandHousing } from "./ireland";
import { germanyHousing } from "./germany";
import { franceHousing } from "./france";
import { italyHousing } from "./italy";
import { netherlandsHousing } from "./netherlands";
import { denmarkHousing } from "./denmark";
import { swedenHousing } from "./sweden";
import { norwayHousing } from "./norway";
import { finlandHousing } from "./finland";
import { switzerlandHousing } from "./switzerland";
import { austriaHousing } from "./austria";
import { belgiumHousing } from "./belgium";
import { ghanaHousing } from "./ghana";
import { liberiaHousing } from "./liberia";
import { nigeriaHousing } from "./nigeria";
import { moroccoHousing } from "./morocco";

export const housingByCountry: Record<CountrySlug, CountryHousing | Unknown> = researchedOr(
  "This country's renting rules (deposits, contract length, agency fees) are not in the NewShores knowledge base yet.",
  {
    portugal: portugalHousing,
    spain: spainHousing,
    mexico: mexicoHousing,
    "costa-rica": costaRicaHousing,
    panama: panamaHousing,
    ecuador: ecuadorHousing,
    colombia: colombiaHousing,
    brazil: brazilHousing,
    argentina: argentinaHousing,
    chile: chileHousing,
    uruguay: uruguayHousing,
    thailand: thailandHousing,
    malaysia: malaysiaHousing,
    philippines: philippinesHousing,
    vietnam: vietnamHousing,
    japan: japanHousing,
    "south-korea": southKoreaHousing,
    singapore: singaporeHousing,
    australia: australiaHousing,
    "new-zealand": newZealandHousing,
    canada: canadaHousing,
    "united-kingdom": unitedKingdomHousing,
    ireland: irelandHousing,
    germany: germanyHousing,
    france: franceHousing,
    italy: italyHousing,
    netherlands: netherlandsHousing,
    denmark: denmarkHousing,
    sweden: swedenHousing,
    norway: norwayHousing,
    finland: finlandHousing,
    switzerland: switzerlandHousing,
    austria: austriaHousing,
    belgium: belgiumHousing,
    ghana: ghanaHousing,
    liberia: liberiaHousing,
    nigeria: nigeriaHousing,
    morocco: moroccoHousing,
  },
);
