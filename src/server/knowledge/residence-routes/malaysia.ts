import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";
import { salaryOfTheJobOffered } from "./partner-income";

// Malaysia's long-stay route for a US citizen living on their own means, read in November 2026 in the licensed
// MM2H agent's summary of the June 2024 terms named below (no stored copy of the Ministry of Tourism's own
// MM2H pages was found). Only the Silver tier is shown; Gold and Platinum need larger deposits. Added November 2026:
// the Employment Pass (the Home Ministry's June 2026 salary floors, as reported by Malay Mail), the DE Rantau nomad
// pass run by MDEC (a licensed relocation agent's summary and the press) and the Premium Visa Programme (the Home
// Ministry's 2022 launch, as reported by Malay Mail); no stored imi.gov.my or mdec.my page states these figures.
// Each amount also has a second, independent source (issue 30): an MM2H guide, a law firm, a travel guide, Mondaq.
const MM2H_2024 = {
  publisher: "Malaysian Ministry of Tourism, Arts and Culture",
  title: "MM2H criteria: Silver, Gold, Platinum, SEZ, Sabah and Sarawak",
  via: "MADANI MM2H (licensed agent)",
  research:
    "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again November 2026 with 8 queries ('mm2h.gov.my', 'motac.gov.my MM2H syarat kelayakan Silver USD 150,000 yuran penyertaan RM1,000', 'Kriteria MM2H baharu kategori Platinum Emas Perak simpanan tetap', 'Immigration Department imi.gov.my MM2H pass requirements', MM2H guidelines PDF in the docs corpus, and others): no mm2h.gov.my or motac.gov.my criteria page was stored; imi.gov.my has only the pass-sticker and termination procedure, tourism.gov.my only a 2020 counter-closure notice; the June 2024 tiers appear only in agents' pages and the press (FMT, Malay Mail, Sin Chew).",
  url: "https://www.madani-mm2h.com/MM2H-criteria.html",
  asOf: "2024-06",
  reviewedOn: "2026-11-23",
};

const EP_2026 = {
  publisher: "Malaysian Ministry of Home Affairs",
  title: "Malaysia overhauls expat policy for 2026: higher salaries, time limits and local talent focus",
  via: "Malay Mail",
  url: "https://www.malaymail.com/news/malaysia/2026/01/14/malaysia-overhauls-expat-policy-for-2026-higher-salaries-time-limits-and-local-talent-focus/205415",
  asOf: "2026-01-14",
  reviewedOn: "2026-11-25",
  research:
    "Malay Mail report of 14 January 2026 on the Ministry of Home Affairs' new expatriate employment policy, effective 1 June 2026: Category I minimum salary raised from RM10,000 to RM20,000 a month (maximum 10 years); Category II RM10,000-RM19,999 (was RM5,000-RM9,999; maximum 10 years, subject to a succession plan); Category III RM5,000-RM9,999 (was RM3,000-RM4,999; maximum 5 years, subject to a succession plan; RM7,000 minimum in manufacturing); all three categories may bring dependants. Baker McKenzie (January 2026), Envoy Global, RinggitPlus and Vialto Partners give the same figures. Searched 'Employment Pass Category I II III minimum salary RM10,000 RM5,000 RM3,000 ESD Immigration Malaysia 2026', 'esd.imi.gov.my Employment Pass minimum salary ... 1 June 2026 Ministry of Home Affairs statement' and a Malay-language query for the KDN statement: no esd.imi.gov.my or moha.gov.my page was stored.",
};
const DE_RANTAU = {
  publisher: "Malaysia Digital Economy Corporation",
  title: "Malaysia Digital Nomad Visa (DE Rantau Nomad Pass)",
  via: "ikilinks",
  url: "https://ikilinks.com/en/malaysia-digital-nomad-visa-en/",
  asOf: "2024-12",
  reviewedOn: "2026-11-25",
  research:
    "Relocation agent's summary (updated for the June 2024 expansion; it announces a webinar of 17 December 2024): the DE Rantau Nomad Pass, run by MDEC, is granted for 3 to 12 months and renewable for an additional 12 months; applicants must be 18 or over; annual income 'IT / Digital Talents: USD24,000 and above; Non-IT / Non-Digital Talents: USD60,000 and above'; freelancers' contracts may be with local or foreign companies, remote workers' with a foreign company. The DE Rantau FAQ copied on Scribd (Professional Visit Pass valid 3 to 12 months, renewable for 12 more, 24 months in all; main holder above 18) and movepath.io agree. Searched 'DE Rantau Nomad Pass eligibility annual income USD 24,000 tech USD 60,000 non-tech MDEC', 'mdec.gov.my DE Rantau Nomad Pass Professional Visit Pass ... fee RM1,000', 'MDEC press release DE Rantau expanded non-digital talents': no mdec.my programme page was stored.",
};
const PVIP_LAUNCH = {
  publisher: "Malaysian Ministry of Home Affairs",
  title: "Home Ministry announces Premium Visa Programme for global tycoons",
  via: "Malay Mail",
  url: "https://www.malaymail.com/news/malaysia/2022/09/01/home-ministry-announces-premium-visa-programme-for-global-tycoons/25904",
  asOf: "2022-09-01",
  reviewedOn: "2026-11-25",
  research:
    "Malay Mail report of the Home Minister's launch on 1 September 2022 (applications from 1 October 2022): no age limit; principal applicants need offshore income of at least RM40,000 a month (RM480,000 a year) and a fixed deposit of at least RM1 million, of which 50% may be withdrawn after one year for property, health or education; a one-off participation fee of RM200,000 for the principal and RM100,000 per dependant, plus an annual pass fee of RM2,000. Mondaq, Kensington Trust and ASEAN Briefing give the same terms. Searched 'Premium Visa Programme PVIP Malaysia RM1 million fixed deposit 20 years RM200,000 participation fee Immigration': no imi.gov.my PVIP page was stored, and no later source found changes these 2022 terms.",
};

// Conditions (issue 28.1), read November 2026.
const MM2H_DEPENDANTS = {
  publisher: "Malaysian Ministry of Tourism, Arts and Culture",
  title: "MM2H: inclusion of dependants",
  via: "Alter Domus Malaysia (MM2H agent)",
  url: "https://www.alterdomus.com.my/inclusion-of-dependent",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Licensed MM2H agent's page: 'You can include your dependants such as your spouse, parents, parents-in-law, and children under your MM2H visa', with marriage or birth certificates. An agent's blog (mm2hinsider.com, June 2026) says unmarried children remain dependants until 35; penangmyhome.com repeats the spouse/parents/parents-in-law/children list. No motac.gov.my or mm2h.gov.my page was stored (see MM2H_2024's research). Undated; asOf is the year it was read.",
};
const ESD_EMPLOYER = {
  publisher: "Immigration Department of Malaysia",
  title: "Employment for Dependant Pass holder (Expatriate Services Division announcement)",
  url: "https://esd.imi.gov.my/portal/latest-news/announcement/employment-for-dependent-pass-holder/",
  asOf: "2018-02-01",
  reviewedOn: "2026-11-28",
  research:
    "ESD announcement of 1 February 2018: an Employment Pass is applied for 'through the company via Expatriate Services Division (ESD) online system'; 'Companies that wish to hire expatriates must be registered in the ESD Online System'; once registered, the company submits the expatriate application through the system. The Immigration Department's London office page (jimlondon.net/ekspatriat.html) also says 'All applications related to Pas Expatriate (Expat) must be submitted online via Expatriate Services Division (ESD) portal'.",
};
const EXPATRIATE_POSTS = {
  publisher: "Immigration Department of Malaysia, London office",
  title: "Expatriate",
  url: "https://www.jimlondon.net/ekspatriat.html",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Page of the Immigration Department's office at the Malaysian High Commission in London: expatriates are foreigners qualified for a key post (top managerial), an executive post (professional or middle managerial, with academic qualifications, experience and practical skills) or a non-executive post ('highly skilled', with working experience and technical skills). Elementary work is outside these posts (foreign workers come on the separate temporary-employment visit pass), hence ISCO-08 skill level 2 as the minimum: the page does not tie non-executive technical posts to a level. Undated; asOf is the year it was read.",
};
const EP_DEPENDANTS = {
  publisher: "Immigration Department of Malaysia",
  title: "Malaysia: changes to regulations for dependent family members",
  via: "Peregrine Immigration",
  url: "https://peregrineimmigration.co.uk/newsletter/RBrYZ1f2144",
  asOf: "2014-11",
  reviewedOn: "2026-11-28",
  research:
    "Immigration consultancy newsletter: from 10 November 2014 the Dependant Pass is granted only to spouses of Employment Pass holders and dependent children of at most 17 years; children of 18 or over may get a Long Term Social Visit Pass. The Immigration Department's own page (imi.gov.my/index.php/en/main-services/expatriate/facilities-for-dependants) still says children under 21, the rule before that change; 2025-2026 guides (Maukerja, horizonhubconsulting.com) give spouse and children under 18, and the 2026 policy lets all three categories bring dependants (Malay Mail, 14 January 2026).",
};
const PVIP_DEPENDANTS = {
  publisher: "Malaysian Ministry of Home Affairs",
  title: "Home Minister: Premium Visa Programme receives 20,000 applications on first day",
  via: "Malay Mail",
  url: "https://www.malaymail.com/news/malaysia/2022/09/05/home-minister-premium-visa-programme-receives-20000-applications-on-first-day/26623",
  asOf: "2022-09-05",
  reviewedOn: "2026-11-28",
  research:
    "Malay Mail (Bernama) report of 5 September 2022: the Home Ministry received 20,000 applications 'from agents' on the first day; the Cabinet agreed a one-time fee of RM200,000 per applicant and RM100,000 per dependent. The Malay Mail report of 12 October 2022 adds that agencies and companies appointed by the Immigration Department handle the programme. No source found lists which relatives count as dependants (searched November 2026: 'Premium Visa Programme PVIP dependants spouse children parents domestic helper').",
};

// Second sources for the visa amounts (issue 30), read November 2026.
const MM2H_SILVER_SECOND = {
  source: {
    publisher: "Malaysian Ministry of Tourism, Arts and Culture",
    title: "MM2H Silver Pass",
    via: "Mishu",
    url: "https://mishu.my/blog/visa/mm2h-silver-pass/",
    asOf: "2026",
    reviewedOn: "2026-11-29",
    research:
      "Malaysian business-services firm's guide to the revised MM2H, found with the search tool (pages) for 'MM2H Silver category fixed deposit US$150,000 participation fee RM1,000' (November 2026): 'Fixed Deposit | USD 150,000 in a Malaysian financial institution (50% withdrawal allowed)'; 'Property Purchase | Minimum RM600,000'; 'One-Off Fee | RM1,000 / USD223 for the principal applicant'; 'Renewal Terms | RM1,500 / USD334 for principal and dependents, renewable every 5 years'; 'Dependents do not need to pay a participation fee'. mm2h.info ('Fixed Deposit (USD) ... 150k'; 'Government Participation Fee (RM) ... 1,000') and Malay Mail (15 June 2024, the minister's infographic) agree. Undated; asOf is the year it was read.",
  },
};
const EP_2026_SECOND = {
  source: {
    publisher: "Malaysian Ministry of Home Affairs",
    title: "Malaysia: Expatriate Services Division increases Employment Pass salary",
    via: "Baker McKenzie",
    url: "https://www.bakermckenzie.com/en/insight/publications/2026/01/malaysia-expatriate-services-division-increases-employment-pass-salary",
    asOf: "2026-01",
    reviewedOn: "2026-11-29",
    research:
      "Law firm's client alert of January 2026, found with the search tool (pages) for 'Employment Pass Category III minimum salary RM5,000 from 1 June 2026 ...' (November 2026): revised minimum salaries effective 1 June 2026, 'Category I MYR 10,000 and above -> MYR 20,000 and above, Up to 10 years'; 'Category II MYR 5,000 – MYR 9,999 -> MYR 10,000 – MYR 19,999, Up to 10 years (with a succession plan)'; 'Category III MYR 3,000 –MYR 4,999 -> MYR 5,000 – MYR 9,999 (except for the manufacturing and manufacturing-related services sector: MYR 7,000 – MYR 9,999), Up to five years (with a succession plan)'; 'all new and renewal EP applications submitted on or after 1 June 2026 must comply'. RinggitPlus (15 January 2026) and osadi.com.my give the same figures.",
  },
};
const DE_RANTAU_SECOND = {
  source: {
    publisher: "Malaysia Digital Economy Corporation",
    title: "DE Rantau: Malaysia remote work visa",
    via: "The Jet Lag Chronicles",
    url: "https://thejetlagchronicles.com/malaysia/de-rantau-malaysia-remote-work-visa",
    asOf: "2025-12",
    reviewedOn: "2026-11-29",
    research:
      "Travel writer's guide (December 2025), found with the search tool (pages) for 'MDEC DE Rantau Nomad Pass eligibility annual income USD24,000 ... pass fee RM1,000 dependant RM500' (November 2026): 'Minimum Income: USD 24,000 per year'; 'Fees: RM 1,000 main applicant, RM 500 per dependent, plus processing fees'; 'Application Method: Fully online through MDEC portal'. It does not mention the USD 60,000 floor for non-digital professions (ikilinks and movepath.io give it). altery.com (5 November 2025) also gives 'Minimum annual income of $24,000 USD'. The title above is the page's address; the stored copy opens with its summary table.",
  },
};
const PVIP_SECOND = {
  source: {
    publisher: "Malaysian Ministry of Home Affairs",
    title: "The supplement to MM2H: Premium Visa Programme (PVIP)",
    via: "Mondaq",
    url: "https://www.mondaq.com/work-visas/1235046/the-supplement-to-mm2h-premium-visa-programme-pvip",
    asOf: "2022-09-29",
    reviewedOn: "2026-11-29",
    research:
      "Malaysian law firm's article on Mondaq (29 September 2022), found with the search tool (pages) for 'Premium Visa Programme PVIP Malaysia RM1 million fixed deposit offshore income RM40,000 ...' (November 2026): 'Processing fees | RM200,000 for the main applicant and RM100,000 for a dependent'; 'Bank deposit | RM1m in a Malaysian bank (only permitted for withdrawal of half the deposit after a year for the purposes of purchasing real estate, educational or medical expenses)'; 'Monthly offshore income | At least RM40,000'. Kensington Trust and gsiltd.hk give the same terms.",
  },
};

export const malaysiaRoutes: CountryRoutesData = {
  country: "malaysia",
  checked: "2026-11",
  routes: [
    {
      id: "mm2h-silver",
      kind: "retirement",
      name: "Malaysia My Second Home (MM2H), Silver tier",
      whoFor: "People aged 25 or over who live on their own means, applying through a licensed MM2H agent; a home must be bought after approval (at least MYR 600,000, not to be sold for 10 years).",
      minimumAge: { years: 25, source: MM2H_2024 },
      needsLocalJobOffer: false,
      threshold: {
        kind: "savings",
        amount: 150000,
        currency: "USD",
        period: "once",
        basis: "a fixed deposit in a Malaysian bank after approval, plus the purchase of a home worth at least MYR 600,000",
        source: MM2H_2024,
        crossCheck: MM2H_SILVER_SECOND,
      },
      fee: { amount: 1000, currency: "MYR", what: "one-off government application fee (renewal MYR 1,500)", source: MM2H_2024, crossCheck: MM2H_SILVER_SECOND },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "A 5-year pass, renewable; at least 90 days a year in Malaysia (cumulative).", source: MM2H_2024 },
      permanentResidence: { value: null, note: "The Silver tier does not itself lead to permanent residence." },
      citizenship: { value: null, note: "MM2H does not lead to citizenship." },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply through a licensed MM2H agent, who files the application; after conditional approval you come to Malaysia to place the fixed deposit and have the pass endorsed.",
          source: {
            ...MM2H_2024,
            research:
              "Licensed agent's summary of the June 2024 terms: applications are made through a licensed MM2H agent; the fixed deposit is placed in a Malaysian bank after approval. worldlink.msiaoffice.com (an agent's FAQ) adds that the conditional approval letter is valid three months, within which the pass must be endorsed. No motac.gov.my or mm2h.gov.my page was stored (November 2026).",
          },
        },
        dependants: { partner: "spouse", children: "dependent", who: "a spouse, children, parents and parents-in-law", source: MM2H_DEPENDANTS },
      },
      officialPage: "https://mm2h.gov.my/",
    },
    {
      id: "employment-pass",
      kind: "work",
      name: "Employment Pass (Categories I, II and III)",
      whoFor: "Foreign professionals, managers and skilled specialists hired by a Malaysian employer registered with the Immigration Department's Expatriate Services Division (or with MDEC for digital companies); the category follows the monthly salary.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 5000,
        currency: "MYR",
        period: "month",
        basis:
          "minimum monthly salary for a Category III pass for applications and renewals from 1 June 2026 (MYR 7,000 in manufacturing); Category II needs MYR 10,000 and Category I MYR 20,000. Before June 2026 the floors were MYR 3,000, 5,000 and 10,000",
        source: EP_2026,
        crossCheck: EP_2026_SECOND,
      },
      fee: { value: null, note: "The Immigration Department's Employment Pass fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "From 1 June 2026 an expatriate may hold a Category I or II pass for up to 10 years in all and a Category III pass for up to 5 years; Categories II and III need a succession plan to hand the job to a Malaysian. Holders of all three categories may bring dependants.",
        source: EP_2026,
      },
      permanentResidence: { value: null, note: "Malaysian permanent residence is discretionary and is not earned by the Employment Pass alone; no official source states a dated rule." },
      citizenship: { value: null, note: "No official source used for this report states a dated residence rule for naturalisation." },
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 2,
          note: "The Employment Pass is for expatriates in key, executive (professional or managerial) and highly skilled technical posts, not elementary work.",
          source: EXPATRIATE_POSTS,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Malaysian employer, registered with the Immigration Department's Expatriate Services Division, files the application in the ESD online system; you then have the pass endorsed in your passport.",
          source: ESD_EMPLOYER,
        },
        dependants: { partner: "spouse", children: { underYears: 18 }, childPermit: "Children of 18 or over need a Long Term Social Visit Pass instead of a Dependant Pass.", who: "a spouse and children under 18 on Dependant Passes; children of 18 or over may get a Long Term Social Visit Pass", source: EP_DEPENDANTS,
          partnerIncome: salaryOfTheJobOffered(EP_2026),
        },
      },
      officialPage: "https://esd.imi.gov.my/",
    },
    {
      id: "de-rantau",
      kind: "remote-work",
      name: "DE Rantau Nomad Pass (Professional Visit Pass for digital nomads)",
      whoFor: "Remote employees of foreign companies and freelancers, in digital and (since June 2024) other professions, who earn their income from outside Malaysia; applications go through MDEC.",
      minimumAge: { years: 18, source: DE_RANTAU },
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 24000,
        currency: "USD",
        period: "year",
        basis: "annual income for IT and digital professionals; USD 60,000 a year for other professions",
        source: DE_RANTAU,
        crossCheck: DE_RANTAU_SECOND,
      },
      fee: {
        amount: 1000,
        currency: "MYR",
        what: "pass fee for the main applicant (MYR 500 for each dependant)",
        perDependant: 500,
        source: {
          publisher: "Malaysia Digital Economy Corporation",
          title: "Malaysia luncurkan visa untuk turis digital nomad",
          via: "Tempo",
          url: "https://travel.tempo.co/read/1636676/malaysia-luncurkan-visa-untuk-turis-digital-nomad",
          asOf: "2022-09",
          reviewedOn: "2026-11-25",
          research:
            "Tempo (Indonesia) report at the launch of the DE Rantau Nomad Pass (September 2022): the initial visa fee is 1,000 ringgit and each dependant (spouse or child) costs 500 ringgit more; details on mdec.my. The Jet Lag Chronicles (December 2025) gives the same 'RM 1,000 main applicant, RM 500 per dependent, plus processing fees'. No MDEC fee page was stored.",
        },
        crossCheck: DE_RANTAU_SECOND,
      },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "A pass for 3 to 12 months, renewable once for another 12 months (24 months at most).", source: DE_RANTAU },
      permanentResidence: { value: null, note: "The DE Rantau pass is a visit pass and does not lead to permanent residence." },
      citizenship: { value: null, note: "The DE Rantau pass does not lead to naturalisation." },
      conditions: {
        incomeKinds: ["remote-work"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply online to MDEC through the DE Rantau portal, from abroad or in Malaysia; after approval the pass is endorsed in your passport in Malaysia.",
          source: {
            ...DE_RANTAU,
            research:
              "Relocation agent's summary (see DE_RANTAU): the programme is run by MDEC; visitworld.today adds 'You do not need to be in Malaysia to apply. The application is submitted online', and altery.com (November 2025) describes the online form on the MDEC portal and an in-person visit to affix the pass sticker. No mdec.my page was stored (November 2026).",
          },
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 18 }, childPermit: "Children get a dependant pass of their own, not the Nomad Pass itself.", who: "a spouse or common-law partner, children under 18 (disabled children at any age) and parents, on dependant passes",
          source: {
            ...DE_RANTAU,
            research: "Relocation agent's summary: 'Dependant passes are available for the spouse, common-law partner, parents of the main applicant, and children'; 'Children refers to those under the age of 18 and disabled children (no age limit)'. visitworld.today lists spouse or civil partner, children under 18 and disabled children. No MDEC page was stored (November 2026).",
          },
        },
      },
      officialPage: "https://mdec.my/",
    },
    {
      id: "pvip",
      kind: "investment",
      name: "Premium Visa Programme (PVIP, residency through investment)",
      whoFor: "Wealthy foreigners of any age, applying through an agent appointed by the Immigration Department; unlike MM2H, participants may work, study, invest and run a business in Malaysia, and may bring a spouse, children, parents and a domestic helper.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 1000000,
        currency: "MYR",
        period: "once",
        basis: "fixed deposit in a Malaysian bank (half may be withdrawn after one year for property, health or education); offshore income of at least MYR 40,000 a month is also required",
        source: PVIP_LAUNCH,
        crossCheck: PVIP_SECOND,
      },
      fee: { amount: 200000, currency: "MYR", what: "one-off participation fee for the main applicant (MYR 100,000 per dependant), plus a pass fee of MYR 2,000 a year", perDependant: 100000, source: PVIP_LAUNCH, crossCheck: PVIP_SECOND },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "A pass to live in Malaysia for 20 years.",
        source: {
          publisher: "Immigration Department of Malaysia",
          title: "Govt eyes collecting RM206m from Premium Visa Programme",
          via: "Malay Mail",
          url: "https://malaymail.com/news/malaysia/2022/10/12/govt-eyes-collecting-rm206m-from-premium-visa-programme/33261",
          asOf: "2022-10-12",
          reviewedOn: "2026-11-25",
          research:
            "Malay Mail report of 12 October 2022 on the Immigration director-general's statement: the PVIP was launched 'to attract wealthy foreigners to invest in Malaysia and reside in the country for 20 years'; participants need RM40,000 a month of income and RM1 million in a local fixed deposit; the first phase has a quota of 20,000, after which the RM200,000 participation fee will be reviewed. Kensington Trust and other agents add renewals every five years and an option to extend for another 20 years.",
        },
      },
      permanentResidence: { value: null, note: "The PVIP is a long-term pass, not permanent residence." },
      citizenship: { value: null, note: "The PVIP does not lead to citizenship." },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply through an agent or company the Immigration Department has appointed for the programme, which files the application with the Home Ministry.",
          source: PVIP_DEPENDANTS,
        },
        dependants: { partner: "unstated", children: "unstated", who: "dependants, each with a one-time participation fee of MYR 100,000 (the sources used do not say which relatives count)", source: PVIP_DEPENDANTS },
      },
      officialPage: "https://www.imi.gov.my/",
    },
  ],
  absent: [],
};
