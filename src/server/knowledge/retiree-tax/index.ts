/** How a US retiree's income is taxed, per country (issue 19.4). */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryRetireeTax } from "./retiree-tax.schema";
import { argentinaRetireeTax } from "./argentina";
import { australiaRetireeTax } from "./australia";
import { austriaRetireeTax } from "./austria";
import { belgiumRetireeTax } from "./belgium";
import { brazilRetireeTax } from "./brazil";
import { canadaRetireeTax } from "./canada";
import { chileRetireeTax } from "./chile";
import { colombiaRetireeTax } from "./colombia";
import { costaRicaRetireeTax } from "./costa-rica";
import { denmarkRetireeTax } from "./denmark";
import { ecuadorRetireeTax } from "./ecuador";
import { finlandRetireeTax } from "./finland";
import { franceRetireeTax } from "./france";
import { germanyRetireeTax } from "./germany";
import { ghanaRetireeTax } from "./ghana";
import { irelandRetireeTax } from "./ireland";
import { italyRetireeTax } from "./italy";
import { japanRetireeTax } from "./japan";
import { liberiaRetireeTax } from "./liberia";
import { malaysiaRetireeTax } from "./malaysia";
import { mexicoRetireeTax } from "./mexico";
import { moroccoRetireeTax } from "./morocco";
import { netherlandsRetireeTax } from "./netherlands";
import { newZealandRetireeTax } from "./new-zealand";
import { nigeriaRetireeTax } from "./nigeria";
import { norwayRetireeTax } from "./norway";
import { panamaRetireeTax } from "./panama";
import { philippinesRetireeTax } from "./philippines";
import { portugalRetireeTax } from "./portugal";
import { singaporeRetireeTax } from "./singapore";
import { southKoreaRetireeTax } from "./south-korea";
import { spainRetireeTax } from "./spain";
import { swedenRetireeTax } from "./sweden";
import { switzerlandRetireeTax } from "./switzerland";
import { thailandRetireeTax } from "./thailand";
import { unitedKingdomRetireeTax } from "./united-kingdom";
import { uruguayRetireeTax } from "./uruguay";
import { vietnamRetireeTax } from "./vietnam";

export const retireeTaxByCountry: Record<CountrySlug, CountryRetireeTax | Unknown> = researchedOr<CountryRetireeTax>(
  "Not yet researched for this country.",
  {
    argentina: argentinaRetireeTax,
    australia: australiaRetireeTax,
    austria: austriaRetireeTax,
    belgium: belgiumRetireeTax,
    brazil: brazilRetireeTax,
    canada: canadaRetireeTax,
    chile: chileRetireeTax,
    colombia: colombiaRetireeTax,
    "costa-rica": costaRicaRetireeTax,
    denmark: denmarkRetireeTax,
    ecuador: ecuadorRetireeTax,
    finland: finlandRetireeTax,
    france: franceRetireeTax,
    germany: germanyRetireeTax,
    ghana: ghanaRetireeTax,
    ireland: irelandRetireeTax,
    italy: italyRetireeTax,
    japan: japanRetireeTax,
    liberia: liberiaRetireeTax,
    malaysia: malaysiaRetireeTax,
    mexico: mexicoRetireeTax,
    morocco: moroccoRetireeTax,
    netherlands: netherlandsRetireeTax,
    "new-zealand": newZealandRetireeTax,
    nigeria: nigeriaRetireeTax,
    norway: norwayRetireeTax,
    panama: panamaRetireeTax,
    philippines: philippinesRetireeTax,
    portugal: portugalRetireeTax,
    singapore: singaporeRetireeTax,
    "south-korea": southKoreaRetireeTax,
    spain: spainRetireeTax,
    sweden: swedenRetireeTax,
    switzerland: switzerlandRetireeTax,
    thailand: thailandRetireeTax,
    "united-kingdom": unitedKingdomRetireeTax,
    uruguay: uruguayRetireeTax,
    vietnam: vietnamRetireeTax,
  },
);
