/**
 * Residence routes per country, all 38 researched. The type still allows an explicit null with a note (a
 * country taken out for review, or a test's own knowledge base), which the site and the report say plainly.
 */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { CountryRoutesData, Unknown } from "../knowledge.schema";
import { brazilRoutes } from "./brazil";
import { colombiaRoutes } from "./colombia";
import { costaRicaRoutes } from "./costa-rica";
import { ecuadorRoutes } from "./ecuador";
import { franceRoutes } from "./france";
import { germanyRoutes } from "./germany";
import { irelandRoutes } from "./ireland";
import { italyRoutes } from "./italy";
import { japanRoutes } from "./japan";
import { malaysiaRoutes } from "./malaysia";
import { mexicoRoutes } from "./mexico";
import { netherlandsRoutes } from "./netherlands";
import { panamaRoutes } from "./panama";
import { portugalRoutes } from "./portugal";
import { southKoreaRoutes } from "./south-korea";
import { spainRoutes } from "./spain";
import { thailandRoutes } from "./thailand";
import { swedenRoutes } from "./sweden";
import { norwayRoutes } from "./norway";
import { finlandRoutes } from "./finland";
import { switzerlandRoutes } from "./switzerland";
import { austriaRoutes } from "./austria";
import { belgiumRoutes } from "./belgium";
import { ghanaRoutes } from "./ghana";
import { liberiaRoutes } from "./liberia";
import { nigeriaRoutes } from "./nigeria";
import { moroccoRoutes } from "./morocco";
import { australiaRoutes } from "./australia";
import { newZealandRoutes } from "./new-zealand";
import { canadaRoutes } from "./canada";
import { unitedKingdomRoutes } from "./united-kingdom";
import { denmarkRoutes } from "./denmark";
import { argentinaRoutes } from "./argentina";
import { chileRoutes } from "./chile";
import { philippinesRoutes } from "./philippines";
import { vietnamRoutes } from "./vietnam";
import { singaporeRoutes } from "./singapore";
import { uruguayRoutes } from "./uruguay";

export const residenceRoutes: Record<CountrySlug, CountryRoutesData | Unknown> = {
  portugal: portugalRoutes,
  spain: spainRoutes,
  mexico: mexicoRoutes,
  "costa-rica": costaRicaRoutes,
  panama: panamaRoutes,
  ecuador: ecuadorRoutes,
  colombia: colombiaRoutes,
  brazil: brazilRoutes,
  argentina: argentinaRoutes,
  chile: chileRoutes,
  uruguay: uruguayRoutes,
  thailand: thailandRoutes,
  malaysia: malaysiaRoutes,
  philippines: philippinesRoutes,
  vietnam: vietnamRoutes,
  japan: japanRoutes,
  "south-korea": southKoreaRoutes,
  singapore: singaporeRoutes,
  australia: australiaRoutes,
  "new-zealand": newZealandRoutes,
  canada: canadaRoutes,
  "united-kingdom": unitedKingdomRoutes,
  ireland: irelandRoutes,
  germany: germanyRoutes,
  france: franceRoutes,
  italy: italyRoutes,
  netherlands: netherlandsRoutes,
  denmark: denmarkRoutes,
  sweden: swedenRoutes,
  norway: norwayRoutes,
  finland: finlandRoutes,
  switzerland: switzerlandRoutes,
  austria: austriaRoutes,
  belgium: belgiumRoutes,
  ghana: ghanaRoutes,
  liberia: liberiaRoutes,
  nigeria: nigeriaRoutes,
  morocco: moroccoRoutes,
};
