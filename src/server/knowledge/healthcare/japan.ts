/**
 * Japan healthcare.
 *
 * Source notes:
 * - Official: `system` from Minamisatsuma City's English National Health Insurance page (a municipal government
 *   site); `publicAccess` from Juntendo University's guidance for international staff and students. Neither page
 *   shows a date, so asOf 2026 is the year the stored copies were read, not a publication date. Premium levels vary
 *   by municipality and income; no stored page gave a figure for a newcomer.
 * - Gap: `privateInsuranceCost` – no stored page gives a typical private premium.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const japanHealthcare: CountryHealthcare = {
  country: "japan",
  checked: "2026-11",
  system: {
    text:
      "Japan has a universal health-insurance system: everyone living in Japan must enrol in public medical insurance, either a workplace health-insurance plan or National Health Insurance (Kokumin-Kenko-Hoken), which municipal and prefectural governments operate. Foreign nationals registered as residents for more than three months must join National Health Insurance unless they have workplace cover, are in the system for people aged 75 and over, or hold statuses such as Temporary Visitor or Designated Activities for medical care or for tourism and recreation.",
    source: {
      publisher: "Minamisatsuma City",
      title: "National Health Insurance (Kokumin-Kenko-Hoken), English page",
      url: "https://www.city.minamisatsuma.lg.jp/living/kenko-iryo-fukushi/hoken/kokuho/e022327.html",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Mid- to long-term residents staying at least three months apply for National Health Insurance at the municipal office where they registered their address, bringing their passport and residence card, and receive an insurance card. Premiums are set from the previous fiscal year's income (as declared on the tax report) and age, and members pay 30% of medical costs.",
    source: {
      publisher: "Juntendo University",
      title: "Insurance: daily-life guide for international staff and students",
      url: "https://en.juntendo.ac.jp/international-student-life/daily-life/insurance.html",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published typical private health-insurance premium is given here. Everyone living in Japan must hold public insurance, so any private policy comes on top of it.",
    research: "No page read for this entry gives a typical private health-insurance premium, and no dedicated search for one was run within the look-up budget. Everyone living in Japan must hold public insurance, so any private policy comes on top of it.",
  },
  premiumRating: {
    kind: "income-based",
    text: "National Health Insurance premiums are calculated from the previous year's income (members aged 40 to 64 also pay a long-term care component).",
    source: {
      publisher: "Shinagawa City, Tokyo",
      title: "Sending out FY2024 National Health Insurance Premium Notification/Invoices",
      url: "https://merit5.co.jp/gyosei/shinagawa/2406/2406_02.html",
      asOf: "2024-06",
      reviewedOn: "2026-11-26",
      via: "Merit5",
      research: "statement read: Your annual National Health Insurance premiums (April 2024 through March 2025) are calculated based on your total income for 2023.",
    }
  },
  premiumsByAge: [],
};
