/**
 * Germany: healthcare for a resident foreigner.
 * Source notes:
 * - Official (statutory insurer): Techniker Krankenkasse (TK) page on how the contribution is composed, January 2025 rates.
 * - Secondary: Personio (HR software) help article summarising the insurance duty under § 5 SGB V (undated; asOf 2026
 *   is the year the stored copy was read); VersicherungsJournal report of the PKV-Verband (private insurers'
 *   association) average premium for 2024.
 * - The average supplementary rate cited is the 2025 figure (2.5%); it is reset every year by the Ministry of Health.
 * - Gap: no page read gives the 2025/2026 income threshold for leaving statutory insurance.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const germanyHealthcare: CountryHealthcare = {
  country: "germany",
  checked: "2026-11",
  system: {
    text: "Since 1 January 2009 health insurance has been mandatory for everyone living in Germany (§ 5 SGB V). There are three forms: compulsory statutory insurance, voluntary statutory insurance and private insurance; employees earning below the annual income limit are compulsorily insured in the statutory system.",
    source: {
      publisher: "Personio",
      title: "Help centre: Health insurance in general",
      url: "https://support.personio.de/hc/en-us/articles/7436881924125-Health-insurance-in-general",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Statutory health insurance costs a set percentage of income: a general contribution rate that is the same at every fund (14.6% with sick-pay entitlement, a reduced rate without) plus a supplementary rate set by each fund. The average supplementary rate, set by the Ministry of Health each year, was 2.5% for 2025 (TK charged 2.45%); pensioners also pay the general rate on their pensions.",
    source: {
      publisher: "Techniker Krankenkasse",
      title: "Composition of the health insurance contribution",
      url: "https://tk.de/en/become-a-member/join-tk/composition-health-insurance-contribution-2188034",
      asOf: "2025-01",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 559,
    currency: "EUR",
    period: "month",
    basis: "Average monthly premium for comprehensive private health insurance paid by adults without state allowance (Beihilfe), such as employees and the self-employed, in 2024, per the PKV-Verband; an average over all adult ages.",
    source: {
      publisher: "PKV-Verband",
      title: "So viele Privatversicherte zahlten 2024 mehr als 1.000 Euro Monatsbeitrag",
      via: "VersicherungsJournal",
      url: "https://www.versicherungsjournal.de/versicherungen-und-finanzen/so-viele-privatversicherte-zahlten-2024-mehr-als-1-000-euro-monatsbeitrag-154114.php",
      asOf: "2025-09-26",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "income-based",
    text: "Statutory health insurance contributions are a share of gross pay, whatever the age, sex or health of the insured; private insurance (PKV) is priced by age at entry.",
    source: {
      publisher: "Bundeszentrale für politische Bildung",
      title: "Bruttolohnbezogene Beiträge von Arbeitnehmern und Arbeitgebern",
      url: "https://bpb.de/themen/gesundheit/gesundheitspolitik/252484/bruttolohnbezogene-beitraege-von-arbeitnehmern-und-arbeitgebern",
      asOf: "2016",
      reviewedOn: "2026-11-26",
      research: "statement read: Das Alter, das Geschlecht, Vorerkrankungen, das persönliche Krankheitsrisiko des Versicherten oder die Anzahl der Mitversicherten spielen für die Berechnung der Beträge keine Rolle. Vom Bruttoarbeitseinkommen wird ein bundeseinheitlicher Prozentsatz – im Jahr 2016 betrug dieser 14,6 Prozent – an den",
    }
  },
  premiumsByAge: [],
};
