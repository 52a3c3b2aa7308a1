// US Social Security totalization agreements in force, by destination. true = in force.
// Read in a stored copy of SSA POMS GN 01703.001, which lists every agreement and its effective date
// (latest: Iceland, 1 March 2019); a country absent from that list has no agreement in force.
import type { Citation } from "@server/facts/citation";
import type { IndicatorDataset } from "../dataset.schema";

const SSA_TOTALIZATION_LIST: Citation = {
  publisher: "US Social Security Administration",
  title: "Program Operations Manual System, GN 01703.001: totalization agreements in force",
  url: "https://secure.ssa.gov/poms.nSf/lnx/0201703001",
  asOf: "2025",
  reviewedOn: "2026-11-25",
};

export const usTotalizationAgreements: IndicatorDataset<boolean> = {
  id: "us-totalization-agreements",
  source: {
    publisher: "US Social Security Administration",
    title: "International Programs: Totalization Agreements",
    url: "https://www.ssa.gov/international/agreements_overview.html",
    asOf: "2025",
    reviewedOn: "2026-11-21",
  },
  unit: "true when a US Social Security totalization agreement is in force with the country",
  values: {
    portugal: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1989-08-01.",
    },
    spain: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1988-04-01.",
    },
    mexico: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Agreement signed in 2004 but not in force; not on SSA's list of agreements in force.",
    },
    "costa-rica": {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    panama: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    ecuador: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    colombia: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    brazil: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 2018-10-01.",
    },
    argentina: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    chile: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 2001-12-01.",
    },
    uruguay: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 2018-11-01.",
    },
    thailand: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    malaysia: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    philippines: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    vietnam: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    japan: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 2005-10-01.",
    },
    "south-korea": {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 2001-04-01.",
    },
    singapore: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    australia: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 2002-10-01.",
    },
    "new-zealand": {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    canada: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1984-08-01.",
    },
    "united-kingdom": {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1985-01-01 (coverage provisions); benefit provisions since 1988-01-01.",
    },
    ireland: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1993-09-01.",
    },
    germany: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1979-12-01.",
    },
    france: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1988-07-01.",
    },
    italy: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1978-11-01.",
    },
    netherlands: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1990-11-01.",
    },
    denmark: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 2008-10-01.",
    },
    sweden: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1987-01-01.",
    },
    norway: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1984-07-01.",
    },
    finland: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1992-11-01.",
    },
    switzerland: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1980-11-01.",
    },
    austria: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1991-11-01.",
    },
    belgium: {
      value: true,
      source: SSA_TOTALIZATION_LIST,
      note: "In force since 1984-07-01.",
    },
    ghana: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    liberia: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    nigeria: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
    morocco: {
      value: false,
      source: SSA_TOTALIZATION_LIST,
      note: "Not on SSA's list of agreements in force.",
    },
  },
};
