/**
 * Italy: healthcare for a resident foreigner.
 * Source notes:
 * - Well-known secondary: Commonwealth Fund International Health Care System Profiles, Italy (5 June 2020).
 * - Secondary: BusinessOnline.it (news) on the EUR 2,000 minimum annual contribution for voluntary SSN registration
 *   from 2024; Facile.it (comparison site) for the average individual policy cost. Official regional pages (AUSL Parma,
 *   FVG Welcome Office) confirm the voluntary-registration rules and the EUR 2,000 minimum but were not cited.
 * - Facile.it gives the individual-policy average (EUR 505, range 257–753) right after annual family costs without
 *   restating the period; recorded as per year, treat the period as an inference.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const italyHealthcare: CountryHealthcare = {
  country: "italy",
  checked: "2026-11",
  system: {
    text: "Italy has a national health service (Servizio Sanitario Nazionale) financed by earmarked national taxes, general tax revenue and regional taxes. Primary care visits are free and patients must register with a gatekeeping GP; specialist visits carry a copayment (national rates EUR 20.66 for a first appointment), and about 10% of people buy voluntary complementary cover.",
    source: {
      publisher: "Commonwealth Fund",
      title: "International Health Care System Profiles: Italy",
      url: "https://international.commonwealthfund.org/countries/italy/",
      asOf: "2020-06-05",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Foreign residents who lack the requirements for compulsory registration can register voluntarily with the SSN by paying an annual contribution, now at least EUR 2,000 a year; this includes holders of an elective-residence permit. Reduced amounts apply to students (EUR 700) and au pairs (EUR 1,200) and payment is made with an F24 form.",
    source: {
      publisher: "BusinessOnline.it",
      title: "Quali stranieri devono pagare e quanto per farsi curare dal Sistema Sanitario Nazionale nel 2024",
      url: "https://www.businessonline.it/news/quali-stranieri-devono-pagare-e-quanto-per-farsi-curare-dal-sistema-nazionale-sanitario-nel-2024-con-nuova-legge_n72410.html",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 505,
    currency: "EUR",
    period: "year",
    basis: "Average cost of an individual private health policy (range EUR 257 to 753) as reported by a comparison site in September 2025; age not stated by the source. Taken as yearly, like the other figures given alongside.",
    source: {
      publisher: "Facile.it",
      title: "Assicurazione sanitaria: polizze da 4,60€ al mese con UniSalute a settembre 2025",
      url: "https://www.facile.it/assicurazioni/news/assicurazione-sanitaria-settembre-2025.html",
      asOf: "2025-09-17",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "income-based",
    text: "Voluntary enrolment in the national health service costs a yearly contribution calculated as a percentage of the previous year's income.",
    source: {
      publisher: "ASL1 Liguria",
      title: "Iscrizione SSN extracomunitari residenti e apolidi",
      url: "https://www.asl1.liguria.it/servizi-dalla-a-alla-z/161-iscrizione-ssn-extracomunitari-residenti-e-apolidi.html",
      asOf: "2024",
      reviewedOn: "2026-11-26",
      research: "statement read: Il contributo annuale per l’iscrizione volontaria viene calcolato con gli aggiornamenti introdotti con Legge di Bilancio 2024 (Legge 30/12/2023 n. 213) in percentuale al reddito dell’anno precedente.",
    }
  },
  premiumsByAge: [
    {
      amount: 2000,
      currency: "EUR",
      period: "year",
      basis: "Voluntary enrolment in the national health service (SSN) for non-EU residents: the minimum yearly contribution set by the 2024 budget law (a higher income can mean a higher contribution, and the minimum may be indexed each year)",
      forAges: {
        from: 18,
        to: 99,
      },
      source: {
        publisher: "ANSA",
        title: "Cittadini extracomunitari, 2mila euro per curarsi con Ssn",
        url: "https://www.ansa.it/sito/notizie/economia/2023/10/16/cittadini-extracomunitari-2mila-euro-per-curarsi-con-ssn_6aeaef76-be7a-4aaa-a2b5-85128b239441.html",
        asOf: "2023-10",
        reviewedOn: "2026-11-26",
        research: "figure read: si prevede la possibilità di iscrizione negli elenchi degli aventi diritto alle prestazioni del Ssn, versando un contributo di 2.000 euro annui. The enacted text (Legge 30 dicembre 2023 n. 213, art. 1 c. 240, amending art. 34 c. 3 of the Testo unico immigrazione) sets a contribution that cannot be below EUR 2,000 a year and lets the minimums be updated each year by decree (as quoted by the Comune di Parma's InformaStranieri news of 3 January 2024 and Quotidiano Sanità; read 29 November 2026); no indexation decree for 2025 or 2026 was found.",
      }
    },
  ],
};
