/** Official registers and public bodies for professional help, per country. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryDirectory } from "./directory.schema";
import { portugalDirectory } from "./portugal";
import { spainDirectory } from "./spain";
import { mexicoDirectory } from "./mexico";
import { costaRicaDirectory } from "./costa-rica";
import { panamaDirectory } from "./panama";
import { ecuadorDirectory } from "./ecuador";
import { colombiaDirectory } from "./colombia";
import { brazilDirectory } from "./brazil";
import { argentinaDirectory } from "./argentina";
import { chileDirectory } from "./chile";
import { uruguayDirectory } from "./uruguay";
import { thailandDirectory } from "./thailand";
import { malaysiaDirectory } from "./malaysia";
import { philippinesDirectory } from "./philippines";
import { vietnamDirectory } from "./vietnam";
import { japanDirectory } from "./japan";
import { southKoreaDirectory } from "./south-korea";
import { singaporeDirectory } from "./singapore";
import { australiaDirectory } from "./australia";
import { newZealandDirectory } from "./new-zealand";
import { canadaDirectory } from "./canada";
import { unitedKingdomDirectory } from "./united-kingdom";
import { irelandDirectory } from "./ireland";
import { germanyDirectory } from "./germany";
import { franceDirectory } from "./france";
import { italyDirectory } from "./italy";
import { netherlandsDirectory } from "./netherlands";
import { denmarkDirectory } from "./denmark";
import { swedenDirectory } from "./sweden";
import { norwayDirectory } from "./norway";
import { finlandDirectory } from "./finland";
import { switzerlandDirectory } from "./switzerland";
import { austriaDirectory } from "./austria";
import { belgiumDirectory } from "./belgium";
import { ghanaDirectory } from "./ghana";
import { liberiaDirectory } from "./liberia";
import { nigeriaDirectory } from "./nigeria";
import { moroccoDirectory } from "./morocco";

export const directoryByCountry: Record<CountrySlug, CountryDirectory | Unknown> = researchedOr(
  "The official registers for lawyers, tax advisers, movers and insurers in this country are not in the NewShores knowledge base yet.",
  {
    portugal: portugalDirectory,
    spain: spainDirectory,
    mexico: mexicoDirectory,
    "costa-rica": costaRicaDirectory,
    panama: panamaDirectory,
    ecuador: ecuadorDirectory,
    colombia: colombiaDirectory,
    brazil: brazilDirectory,
    argentina: argentinaDirectory,
    chile: chileDirectory,
    uruguay: uruguayDirectory,
    thailand: thailandDirectory,
    malaysia: malaysiaDirectory,
    philippines: philippinesDirectory,
    vietnam: vietnamDirectory,
    japan: japanDirectory,
    "south-korea": southKoreaDirectory,
    singapore: singaporeDirectory,
    australia: australiaDirectory,
    "new-zealand": newZealandDirectory,
    canada: canadaDirectory,
    "united-kingdom": unitedKingdomDirectory,
    ireland: irelandDirectory,
    germany: germanyDirectory,
    france: franceDirectory,
    italy: italyDirectory,
    netherlands: netherlandsDirectory,
    denmark: denmarkDirectory,
    sweden: swedenDirectory,
    norway: norwayDirectory,
    finland: finlandDirectory,
    switzerland: switzerlandDirectory,
    austria: austriaDirectory,
    belgium: belgiumDirectory,
    ghana: ghanaDirectory,
    liberia: liberiaDirectory,
    nigeria: nigeriaDirectory,
    morocco: moroccoDirectory,
  },
);
