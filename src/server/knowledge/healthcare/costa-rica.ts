/**
 * Costa Rica healthcare.
 *
 * Source notes:
 * - The CCSS's own procedure page for voluntary insurance surfaced in my searches but lists only documents, so it is not
 *   cited. `system` comes from Angloinfo's expat guide (undated; asOf 2010 is the latest date the page refers to,
 *   the 2010 immigration-law change, so the page is at least that recent). `publicAccess` comes from an El
 *   Financiero opinion piece describing the CCSS regulation published on 17 March 2021.
 * - Gap: the contribution rate a pensionado or rentista pays to the CCSS was not given by any stored page.
 * - Gap: `privateInsuranceCost` – only ranges found (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const costaRicaHealthcare: CountryHealthcare = {
  country: "costa-rica",
  checked: "2026-11",
  system: {
    text:
      "Public health care and social security are run by the Caja Costarricense de Seguro Social (CCSS, 'la Caja'). Membership does not depend on nationality and is mandatory for citizens, residents and temporary permit holders, who join as employees (through the employer), self-employed workers or voluntary members; applicants for pensionado, rentista or inversionista residence must show proof of CCSS membership before their residence card is issued, and renewals need proof of payments for the whole term.",
    source: {
      publisher: "Angloinfo",
      title: "Social Security System in Costa Rica",
      url: "https://www.angloinfo.com/how-to/costa-rica/money/social-security",
      asOf: "2010",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Under the CCSS 'Reglamento de Aseguramiento Voluntario y Aseguramiento de Migrantes' (published 17 March 2021), legally resident migrants who are neither employees nor self-employed must join the health and pension (IVM) insurance, while pensionados and rentistas who do no paid work may instead take voluntary insurance. Insured migrants get the same rights as other members except sick-leave and maternity payments, and there is a six-month qualifying period for complex surgery and high-cost congenital or pre-existing conditions.",
    source: {
      publisher: "El Financiero (Costa Rica)",
      title: "Aseguramiento voluntario de migrantes (opinion piece on the 2021 CCSS regulation)",
      url: "https://elfinancierocr.com/opinion/aseguramiento-voluntario-de-migrantes/UC66ESCECNGM3EXCSJOVKIZ47I/story",
      asOf: "2021",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average private premium is available. Expat guides give about USD 60 to 130 a month for INS cover, depending on age and gender.",
    research: "Searched the store for a typical private premium (INS or other insurers): HealthSoul's undated expat page gives only a USD 60–130 a month range for INS cover depending on age and gender, and other pages give personal anecdotes. No average or typical figure was found.",
  },
  premiumRating: {
    kind: "income-based",
    text: "Residents insure with the Caja (CCSS), whose monthly fee is a share of the income reported to it (for a pensionado, the pension), not of age.",
    source: {
      publisher: "Zurcher Odio & Raven",
      title: "The CAJA series: How to calculate your Caja fee",
      url: "https://zurcherodioraven.com/en-us/insights/63-the-caja-series-how-to-calculate-your-caja-fee",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: the way the fee is calculated will be based on the monthly income reported to the Caja. ... a Pensionado resident must report as the monthly income, the pension amount indicated on the pension letter that was submitted to the Immigration Department.",
    }
  },
  premiumsByAge: [],
};
