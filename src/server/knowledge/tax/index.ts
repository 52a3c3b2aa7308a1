/** Tax per country, and the US rules every US citizen keeps abroad. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryTax, UsTaxRule } from "./tax.schema";
import { portugalTax } from "./portugal";
import { spainTax } from "./spain";
import { mexicoTax } from "./mexico";
import { costaRicaTax } from "./costa-rica";
import { panamaTax } from "./panama";
import { ecuadorTax } from "./ecuador";
import { colombiaTax } from "./colombia";
import { brazilTax } from "./brazil";
import { argentinaTax } from "./argentina";
import { chileTax } from "./chile";
import { uruguayTax } from "./uruguay";
import { thailandTax } from "./thailand";
import { malaysiaTax } from "./malaysia";
import { philippinesTax } from "./philippines";
import { vietnamTax } from "./vietnam";
import { japanTax } from "./japan";
import { southKoreaTax } from "./south-korea";
import { singaporeTax } from "./singapore";
import { australiaTax } from "./australia";
import { newZealandTax } from "./new-zealand";
import { canadaTax } from "./canada";
import { unitedKingdomTax } from "./united-kingdom";
import { irelandTax } from "./ireland";
import { germanyTax } from "./germany";
import { franceTax } from "./france";
import { italyTax } from "./italy";
import { netherlandsTax } from "./netherlands";
import { denmarkTax } from "./denmark";
import { swedenTax } from "./sweden";
import { norwayTax } from "./norway";
import { finlandTax } from "./finland";
import { switzerlandTax } from "./switzerland";
import { austriaTax } from "./austria";
import { belgiumTax } from "./belgium";
import { ghanaTax } from "./ghana";
import { liberiaTax } from "./liberia";
import { nigeriaTax } from "./nigeria";
import { moroccoTax } from "./morocco";
import { usTaxRules as rules } from "./us-rules";

export const taxByCountry: Record<CountrySlug, CountryTax | Unknown> = researchedOr(
  "This country's tax rules (residence test, bands, newcomer regimes, social security) are not in the NewShores knowledge base yet.",
  {
    portugal: portugalTax,
    spain: spainTax,
    mexico: mexicoTax,
    "costa-rica": costaRicaTax,
    panama: panamaTax,
    ecuador: ecuadorTax,
    colombia: colombiaTax,
    brazil: brazilTax,
    argentina: argentinaTax,
    chile: chileTax,
    uruguay: uruguayTax,
    thailand: thailandTax,
    malaysia: malaysiaTax,
    philippines: philippinesTax,
    vietnam: vietnamTax,
    japan: japanTax,
    "south-korea": southKoreaTax,
    singapore: singaporeTax,
    australia: australiaTax,
    "new-zealand": newZealandTax,
    canada: canadaTax,
    "united-kingdom": unitedKingdomTax,
    ireland: irelandTax,
    germany: germanyTax,
    france: franceTax,
    italy: italyTax,
    netherlands: netherlandsTax,
    denmark: denmarkTax,
    sweden: swedenTax,
    norway: norwayTax,
    finland: finlandTax,
    switzerland: switzerlandTax,
    austria: austriaTax,
    belgium: belgiumTax,
    ghana: ghanaTax,
    liberia: liberiaTax,
    nigeria: nigeriaTax,
    morocco: moroccoTax,
  },
);

export const usTaxRules: UsTaxRule[] = rules;
