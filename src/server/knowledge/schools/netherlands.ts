/** netherlands: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const netherlandsSchools: CountrySchools = {
  country: "netherlands",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Dutch"],
    text:
      "Parents pay no school fees for primary education in government-funded schools (public and 'special', e.g. religious or Montessori, schools alike). Schools may ask a voluntary parental contribution for extracurricular activities (trips, celebrations, swimming lessons); a child may not be excluded when it is not paid. Parents pay for lunchtime supervision and out-of-school care. Teaching is in Dutch; newly arrived children who speak little Dutch can join a newcomer class (primary) or an international transition class (ISK, secondary) for one to two years.",
    source: {
      publisher: "Government of the Netherlands",
      title: "Costs of primary school",
      url: "https://www.government.nl/topics/primary-education/costs-of-primary-school",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Read in the pages corpus (government.nl). Newcomer classes: schoolwijzer.amsterdam.nl 'Secondary education for newcomers' and refugeehelp.nl (2023-11). Page undated; asOf is the year it was read as current.",
    },
  },
  compulsoryAges: {
    from: 5,
    to: 18,
    note:
      "Full-time from the first school day of the month after the 5th birthday to the end of the school year the child turns 16; then a qualification duty until 18 unless the young person already holds a HAVO, VWO or MBO level 2 diploma. Most children start primary school at 4.",
    source: {
      publisher: "European Commission",
      title: "Eurydice: Netherlands, Political, social and economic background and trends",
      url: "https://eurydice.eacea.ec.europa.eu/national-education-systems/netherlands/political-social-and-economic-background-and-trends",
      asOf: "2022-06-21",
      reviewedOn: "2026-11-28",
      research: "Eurydice says 'compulsory for all young people aged 5 to 18 to attend school full-time or until they have obtained a basic qualification'. The 16/18 split is from municipal pages (woerden.nl, roerdalen.nl leerplicht pages).",
    },
  },
  enrolment: {
    text:
      "Parents register the child directly with a school of their choice as soon as possible after arrival; there is no central allocation outside the cities that run a lottery. A child of 4-12 goes to primary school; a 12-17-year-old who speaks little or no Dutch can be registered at a secondary school with an international transition class, which invites parents and child to an intake interview before a start date is agreed. Schools ask for the child's citizen service number (BSN) from municipal registration.",
    source: {
      publisher: "City of Amsterdam",
      title: "Schoolwijzer: Secondary education for newcomers",
      url: "https://schoolwijzer.amsterdam.nl/en/secondary-education-for-newcomers",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "The Amsterdam page gives the steps (registration, intake, start, transition after 1-2 years) but lists no documents; the BSN requirement is from rompro.nl (a community guide), so the text says only that schools ask for it. Undated page.",
    },
  },
  schoolYearStarts: {
    month: 8,
    note: "Between mid-August and the first week of September: summer holidays are staggered over three regions (north, central, south), so the start date depends on the region.",
    source: {
      publisher: "Wageningen University & Research",
      title: "Education in the Netherlands",
      url: "https://www.wur.nl/en/show/education-in-the-netherlands.htm",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "No Eurydice or government.nl text with the start date found in the corpus; government.nl/topics/school-holidays confirms the regional staggering only. Undated page.",
    },
  },
  internationalSchools: [
    {
      name: "The British School of Amsterdam",
      city: "Amsterdam",
      fee: {
        amount: 17952,
        currency: "EUR",
        period: "year",
        what: "annual school fee, Reception and Year 1, 2023-24 (plus a one-off enrolment fee of EUR 2,000 for Years 1-12)",
        source: {
          publisher: "The British School of Amsterdam",
          title: "School fees",
          url: "https://www.britams.nl/admissions/school-fees/",
          asOf: "2023-09",
          reviewedOn: "2026-11-28",
        },
      },
    },
    {
      name: "American School of The Hague",
      city: "The Hague",
      fee: {
        amount: 21890,
        currency: "EUR",
        period: "year",
        what: "annual tuition, elementary school (Pre-Kindergarten 2 to grade 4), 2024-25; plus an annual capital fee of EUR 4,410 and a one-time enrolment fee of EUR 6,515",
        source: {
          publisher: "American School of The Hague",
          title: "Tuition & fees",
          url: "https://www.ash.nl/join/admissions/tuition-fees",
          asOf: "2024-09",
          reviewedOn: "2026-11-28",
          research: "Campus in Wassenaar, on the edge of The Hague.",
        },
      },
    },
  ],
};
