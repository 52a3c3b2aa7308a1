import type { CountryRoutesData, Unknown } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Thailand's long-stay routes for a US citizen, read in November 2026 in the pages named below. The retirement
// money and insurance amounts are cited from a Royal Thai Embassy page; the other terms from secondary pages
// (no stored copy of the Immigration Bureau's own pages was found).
const RETIREMENT = {
  publisher: "Government of Thailand",
  title: "How to apply for a retirement visa in Thailand (2025)",
  via: "Travel Hotspots in Thailand (blog)",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Royal Thai Consulate-General Chicago has an O-A page (cgchicago.thaiembassy.org/en/page/visa-oaox) but the stored copy does not show the money amounts.",
  url: "https://travelhotspotsinthailand.blogspot.com/2025/01/how-to-apply-for-retirement-visa-in.html",
  asOf: "2025-01",
};
const DTV = {
  publisher: "Government of Thailand",
  title: "Remote worker or a retiree? Thailand has long-term residency options for you",
  via: "WhatNews",
  research:
    "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again November 2026 ('Destination Thailand Visa DTV requirements financial evidence 500,000 baht fee 10,000 baht Royal Thai Embassy', 'thaiembassy.org Destination Thailand Visa (DTV) workcation ... 500,000 THB', 'mfa.go.th DTV Destination Thailand Visa 5 years multiple entry 180 days', 'Royal Thai Embassy Washington D.C. Destination Thailand Visa DTV page', and a Thai-language query 'วีซ่า DTV ... 500,000 บาท ค่าธรรมเนียม 10,000 บาท'): no thaiembassy.org, mfa.go.th or thaievisa.go.th DTV page was stored; the stored embassy pages cover tourist and retirement visas only, and the DTV amounts appear only in guides and law-firm pages.",
  url: "https://whatnews.in/remote-worker-or-a-retiree-thailand-has-long-term-residency-options-for-you",
  asOf: "2024",
};

const NO_PERMANENT: Unknown = {
  value: null,
  note: "Thai permanent residence is granted under a yearly quota and is not earned by this visa alone; no official source states a dated rule.",
};
const NO_CITIZENSHIP: Unknown = {
  value: null,
  note: "Naturalisation generally requires permanent residence first; no official source states a dated rule.",
};

export const thailandRoutes: CountryRoutesData = {
  country: "thailand",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Non-Immigrant O-A (long stay) retirement visa",
      whoFor: "People aged 50 or over who will live on their own pension or savings; working needs a separate work permit.",
      minimumAge: { years: 50, source: RETIREMENT },
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 65000,
        currency: "THB",
        period: "month",
        basis: "monthly income of at least THB 65,000, or instead THB 800,000 in a Thai bank account; health insurance covering THB 40,000 outpatient and THB 400,000 inpatient care is also required",
        source: {
          publisher: "Royal Thai Embassy, Kuala Lumpur",
          title: "Non-Immigrant Visa (O) for retirement",
          url: "https://kualalumpur.thaiembassy.org/en/publicservice/non-immigrant-visa-o-for-retirement?cate=5d7538ea15e39c1e6000342b",
          asOf: "2024-08-20",
          research: "Official embassy page (updated 20 August 2024), read in a stored copy in November 2026: applicants aged 50 or over show a bank statement with at least THB 800,000 or an income certificate with at least THB 65,000 a month, and health insurance with inpatient cover of at least THB 400,000 and outpatient cover of THB 40,000 a year. The page is for the retirement Non-Immigrant O visa; the same money and insurance amounts apply to the O-A long-stay visa. Replaces Travel Hotspots in Thailand (blog), How to apply for a retirement visa in Thailand (2025) (https://travelhotspotsinthailand.blogspot.com/2025/01/how-to-apply-for-retirement-visa-in.html), the page cited before.",
        },
      },
      fee: { value: null, note: "The consular fee for the O-A visa is not stated in a dated source used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "One year, renewable each year while the requirements are met; report your address to immigration every 90 days and get a re-entry permit before travelling.",
        source: RETIREMENT,
      },
      permanentResidence: NO_PERMANENT,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://www.immigration.go.th/",
    },
    {
      kind: "remote-work",
      name: "Destination Thailand Visa (DTV) for remote workers",
      whoFor: "Remote employees and freelancers working for employers or clients outside Thailand (launched 15 July 2024); no right to work for Thai employers.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "savings", amount: 500000, currency: "THB", period: "once", basis: "bank balance shown with statements or payslips", source: DTV },
      fee: { amount: 10000, currency: "THB", what: "visa processing fee per person", source: DTV },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Valid for five years with multiple entries; each stay is up to 180 days, extendable once by 180 days (THB 10,000), after which you must leave and re-enter.",
        source: DTV,
      },
      permanentResidence: { value: null, note: "The DTV does not lead to permanent residence." },
      citizenship: { value: null, note: "The DTV does not lead to naturalisation." },
      officialPage: "https://www.thaievisa.go.th/",
    },
  ],
  absent: [
    {
      kind: "work",
      status: "not-researched",
      note: "Working for a Thai employer needs a Non-Immigrant B visa and a work permit obtained with the employer; this report does not yet cover its salary floors.",
    },
    {
      kind: "investment",
      status: "not-researched",
      note: "Thailand offers investor and wealthy-person options (the Long-Term Resident visa and the paid Thailand Privilege membership); this report does not yet cover their terms.",
    },
  ],
};
