/** Schools for the children who move, per country (issue 29.4). */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import type { CountrySchools } from "./schools.schema";
import { portugalSchools } from "./portugal";
import { spainSchools } from "./spain";
import { mexicoSchools } from "./mexico";
import { costaRicaSchools } from "./costa-rica";
import { panamaSchools } from "./panama";
import { ecuadorSchools } from "./ecuador";
import { colombiaSchools } from "./colombia";
import { brazilSchools } from "./brazil";
import { argentinaSchools } from "./argentina";
import { chileSchools } from "./chile";
import { uruguaySchools } from "./uruguay";
import { thailandSchools } from "./thailand";
import { malaysiaSchools } from "./malaysia";
import { philippinesSchools } from "./philippines";
import { vietnamSchools } from "./vietnam";
import { japanSchools } from "./japan";
import { southKoreaSchools } from "./south-korea";
import { singaporeSchools } from "./singapore";
import { australiaSchools } from "./australia";
import { newZealandSchools } from "./new-zealand";
import { canadaSchools } from "./canada";
import { unitedKingdomSchools } from "./united-kingdom";
import { irelandSchools } from "./ireland";
import { germanySchools } from "./germany";
import { franceSchools } from "./france";
import { italySchools } from "./italy";
import { netherlandsSchools } from "./netherlands";
import { denmarkSchools } from "./denmark";
import { swedenSchools } from "./sweden";
import { norwaySchools } from "./norway";
import { finlandSchools } from "./finland";
import { switzerlandSchools } from "./switzerland";
import { austriaSchools } from "./austria";
import { belgiumSchools } from "./belgium";
import { ghanaSchools } from "./ghana";
import { liberiaSchools } from "./liberia";
import { nigeriaSchools } from "./nigeria";
import { moroccoSchools } from "./morocco";

export const schoolsByCountry: Record<CountrySlug, CountrySchools | Unknown> = {
  portugal: portugalSchools,
  spain: spainSchools,
  mexico: mexicoSchools,
  "costa-rica": costaRicaSchools,
  panama: panamaSchools,
  ecuador: ecuadorSchools,
  colombia: colombiaSchools,
  brazil: brazilSchools,
  argentina: argentinaSchools,
  chile: chileSchools,
  uruguay: uruguaySchools,
  thailand: thailandSchools,
  malaysia: malaysiaSchools,
  philippines: philippinesSchools,
  vietnam: vietnamSchools,
  japan: japanSchools,
  "south-korea": southKoreaSchools,
  singapore: singaporeSchools,
  australia: australiaSchools,
  "new-zealand": newZealandSchools,
  canada: canadaSchools,
  "united-kingdom": unitedKingdomSchools,
  ireland: irelandSchools,
  germany: germanySchools,
  france: franceSchools,
  italy: italySchools,
  netherlands: netherlandsSchools,
  denmark: denmarkSchools,
  sweden: swedenSchools,
  norway: norwaySchools,
  finland: finlandSchools,
  switzerland: switzerlandSchools,
  austria: austriaSchools,
  belgium: belgiumSchools,
  ghana: ghanaSchools,
  liberia: liberiaSchools,
  nigeria: nigeriaSchools,
  morocco: moroccoSchools,
};
