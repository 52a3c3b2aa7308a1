/** Language and everyday practicalities, per country. */
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { Unknown } from "../knowledge.schema";
import { researchedOr } from "../not-researched";
import type { CountryCulture } from "./culture.schema";
import { portugalCulture } from "./portugal";
import { spainCulture } from "./spain";
import { mexicoCulture } from "./mexico";
import { costaRicaCulture } from "./costa-rica";
import { panamaCulture } from "./panama";
import { ecuadorCulture } from "./ecuador";
import { colombiaCulture } from "./colombia";
import { brazilCulture } from "./brazil";
import { argentinaCulture } from "./argentina";
import { chileCulture } from "./chile";
import { uruguayCulture } from "./uruguay";
import { thailandCulture } from "./thailand";
import { malaysiaCulture } from "./malaysia";
import { philippinesCulture } from "./philippines";
import { vietnamCulture } from "./vietnam";
import { japanCulture } from "./japan";
import { southKoreaCulture } from "./south-korea";
import { singaporeCulture } from "./singapore";
import { australiaCulture } from "./australia";
import { newZealandCulture } from "./new-zealand";
import { canadaCulture } from "./canada";
import { unitedKingdomCulture } from "./united-kingdom";
import { irelandCulture } from "./ireland";
import { germanyCulture } from "./germany";
import { franceCulture } from "./france";
import { italyCulture } from "./italy";
import { netherlandsCulture } from "./netherlands";
import { denmarkCulture } from "./denmark";
import { swedenCulture } from "./sweden";
import { norwayCulture } from "./norway";
import { finlandCulture } from "./finland";
import { switzerlandCulture } from "./switzerland";
import { austriaCulture } from "./austria";
import { belgiumCulture } from "./belgium";
import { ghanaCulture } from "./ghana";
import { liberiaCulture } from "./liberia";
import { nigeriaCulture } from "./nigeria";
import { moroccoCulture } from "./morocco";

export const cultureByCountry: Record<CountrySlug, CountryCulture | Unknown> = researchedOr(
  "This country's languages and everyday practicalities are not in the NewShores knowledge base yet.",
  {
    portugal: portugalCulture,
    spain: spainCulture,
    mexico: mexicoCulture,
    "costa-rica": costaRicaCulture,
    panama: panamaCulture,
    ecuador: ecuadorCulture,
    colombia: colombiaCulture,
    brazil: brazilCulture,
    argentina: argentinaCulture,
    chile: chileCulture,
    uruguay: uruguayCulture,
    thailand: thailandCulture,
    malaysia: malaysiaCulture,
    philippines: philippinesCulture,
    vietnam: vietnamCulture,
    japan: japanCulture,
    "south-korea": southKoreaCulture,
    singapore: singaporeCulture,
    australia: australiaCulture,
    "new-zealand": newZealandCulture,
    canada: canadaCulture,
    "united-kingdom": unitedKingdomCulture,
    ireland: irelandCulture,
    germany: germanyCulture,
    france: franceCulture,
    italy: italyCulture,
    netherlands: netherlandsCulture,
    denmark: denmarkCulture,
    sweden: swedenCulture,
    norway: norwayCulture,
    finland: finlandCulture,
    switzerland: switzerlandCulture,
    austria: austriaCulture,
    belgium: belgiumCulture,
    ghana: ghanaCulture,
    liberia: liberiaCulture,
    nigeria: nigeriaCulture,
    morocco: moroccoCulture,
  },
);
