/** Recognition of foreign professional qualifications, per country (issue 19.3). */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryRecognition } from "./recognition.schema";
import { argentinaRecognition } from "./argentina";
import { australiaRecognition } from "./australia";
import { austriaRecognition } from "./austria";
import { belgiumRecognition } from "./belgium";
import { brazilRecognition } from "./brazil";
import { canadaRecognition } from "./canada";
import { chileRecognition } from "./chile";
import { colombiaRecognition } from "./colombia";
import { costaRicaRecognition } from "./costa-rica";
import { denmarkRecognition } from "./denmark";
import { ecuadorRecognition } from "./ecuador";
import { finlandRecognition } from "./finland";
import { franceRecognition } from "./france";
import { germanyRecognition } from "./germany";
import { ghanaRecognition } from "./ghana";
import { irelandRecognition } from "./ireland";
import { italyRecognition } from "./italy";
import { japanRecognition } from "./japan";
import { liberiaRecognition } from "./liberia";
import { malaysiaRecognition } from "./malaysia";
import { mexicoRecognition } from "./mexico";
import { moroccoRecognition } from "./morocco";
import { netherlandsRecognition } from "./netherlands";
import { newZealandRecognition } from "./new-zealand";
import { nigeriaRecognition } from "./nigeria";
import { norwayRecognition } from "./norway";
import { panamaRecognition } from "./panama";
import { philippinesRecognition } from "./philippines";
import { portugalRecognition } from "./portugal";
import { singaporeRecognition } from "./singapore";
import { southKoreaRecognition } from "./south-korea";
import { spainRecognition } from "./spain";
import { swedenRecognition } from "./sweden";
import { switzerlandRecognition } from "./switzerland";
import { thailandRecognition } from "./thailand";
import { unitedKingdomRecognition } from "./united-kingdom";
import { uruguayRecognition } from "./uruguay";
import { vietnamRecognition } from "./vietnam";

export const recognitionByCountry: Record<CountrySlug, CountryRecognition | Unknown> = researchedOr<CountryRecognition>(
  "Not yet researched for this country.",
  {
    argentina: argentinaRecognition,
    australia: australiaRecognition,
    austria: austriaRecognition,
    belgium: belgiumRecognition,
    brazil: brazilRecognition,
    canada: canadaRecognition,
    chile: chileRecognition,
    colombia: colombiaRecognition,
    "costa-rica": costaRicaRecognition,
    denmark: denmarkRecognition,
    ecuador: ecuadorRecognition,
    finland: finlandRecognition,
    france: franceRecognition,
    germany: germanyRecognition,
    ghana: ghanaRecognition,
    ireland: irelandRecognition,
    italy: italyRecognition,
    japan: japanRecognition,
    liberia: liberiaRecognition,
    malaysia: malaysiaRecognition,
    mexico: mexicoRecognition,
    morocco: moroccoRecognition,
    netherlands: netherlandsRecognition,
    "new-zealand": newZealandRecognition,
    nigeria: nigeriaRecognition,
    norway: norwayRecognition,
    panama: panamaRecognition,
    philippines: philippinesRecognition,
    portugal: portugalRecognition,
    singapore: singaporeRecognition,
    "south-korea": southKoreaRecognition,
    spain: spainRecognition,
    sweden: swedenRecognition,
    switzerland: switzerlandRecognition,
    thailand: thailandRecognition,
    "united-kingdom": unitedKingdomRecognition,
    uruguay: uruguayRecognition,
    vietnam: vietnamRecognition,
  },
);
