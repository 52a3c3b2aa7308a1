/** Healthcare for a resident foreigner, per country. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryHealthcare } from "./healthcare.schema";
import { portugalHealthcare } from "./portugal";
import { spainHealthcare } from "./spain";
import { mexicoHealthcare } from "./mexico";
import { costaRicaHealthcare } from "./costa-rica";
import { panamaHealthcare } from "./panama";
import { ecuadorHealthcare } from "./ecuador";
import { colombiaHealthcare } from "./colombia";
import { brazilHealthcare } from "./brazil";
import { argentinaHealthcare } from "./argentina";
import { chileHealthcare } from "./chile";
import { uruguayHealthcare } from "./uruguay";
import { thailandHealthcare } from "./thailand";
import { malaysiaHealthcare } from "./malaysia";
import { philippinesHealthcare } from "./philippines";
import { vietnamHealthcare } from "./vietnam";
import { japanHealthcare } from "./japan";
import { southKoreaHealthcare } from "./south-korea";
import { singaporeHealthcare } from "./singapore";
import { australiaHealthcare } from "./australia";
import { newZealandHealthcare } from "./new-zealand";
import { canadaHealthcare } from "./canada";
import { unitedKingdomHealthcare } from "./united-kingdom";
import { irelandHealthcare } from "./ireland";
import { germanyHealthcare } from "./germany";
import { franceHealthcare } from "./france";
import { italyHealthcare } from "./italy";
import { netherlandsHealthcare } from "./netherlands";
import { denmarkHealthcare } from "./denmark";
import { swedenHealthcare } from "./sweden";
import { norwayHealthcare } from "./norway";
import { finlandHealthcare } from "./finland";
import { switzerlandHealthcare } from "./switzerland";
import { austriaHealthcare } from "./austria";
import { belgiumHealthcare } from "./belgium";
import { ghanaHealthcare } from "./ghana";
import { liberiaHealthcare } from "./liberia";
import { nigeriaHealthcare } from "./nigeria";
import { moroccoHealthcare } from "./morocco";

export const healthcareByCountry: Record<CountrySlug, CountryHealthcare | Unknown> = researchedOr(
  "How this country's health system treats a resident foreigner, and what cover costs, is not in the NewShores knowledge base yet.",
  {
    portugal: portugalHealthcare,
    spain: spainHealthcare,
    mexico: mexicoHealthcare,
    "costa-rica": costaRicaHealthcare,
    panama: panamaHealthcare,
    ecuador: ecuadorHealthcare,
    colombia: colombiaHealthcare,
    brazil: brazilHealthcare,
    argentina: argentinaHealthcare,
    chile: chileHealthcare,
    uruguay: uruguayHealthcare,
    thailand: thailandHealthcare,
    malaysia: malaysiaHealthcare,
    philippines: philippinesHealthcare,
    vietnam: vietnamHealthcare,
    japan: japanHealthcare,
    "south-korea": southKoreaHealthcare,
    singapore: singaporeHealthcare,
    australia: australiaHealthcare,
    "new-zealand": newZealandHealthcare,
    canada: canadaHealthcare,
    "united-kingdom": unitedKingdomHealthcare,
    ireland: irelandHealthcare,
    germany: germanyHealthcare,
    france: franceHealthcare,
    italy: italyHealthcare,
    netherlands: netherlandsHealthcare,
    denmark: denmarkHealthcare,
    sweden: swedenHealthcare,
    norway: norwayHealthcare,
    finland: finlandHealthcare,
    switzerland: switzerlandHealthcare,
    austria: austriaHealthcare,
    belgium: belgiumHealthcare,
    ghana: ghanaHealthcare,
    liberia: liberiaHealthcare,
    nigeria: nigeriaHealthcare,
    morocco: moroccoHealthcare,
  },
);
