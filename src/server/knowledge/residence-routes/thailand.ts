import type { CountryRoutesData, Unknown } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";
import { salaryOfTheJobOffered } from "./partner-income";

// Thailand's long-stay routes for a US citizen, read in November 2026 in the pages named below. The retirement
// money and insurance amounts are cited from a Royal Thai Embassy page; the other terms from secondary pages
// (no stored copy of the Immigration Bureau's own pages was found). Added November 2026: the Non-Immigrant B visa with
// a work permit (a work-permit firm's summary of the Immigration Bureau's salary table) and three Long-Term Resident
// (LTR) visa categories run by the Board of Investment (a relocation agent's copy of the BOI criteria, the Cabinet's
// January 2025 changes as reported by The Nation, and the press for the fee); no stored ltr.boi.go.th page states the
// criteria. Added for issue 28.1: the fourth LTR category, Wealthy Pensioner (the same agent's copy of the BOI
// criteria), and every route's conditions, from Thai embassy and consulate pages, the BOI's LTR visa-issuance page and
// the pages named in each source.
const RETIREMENT = {
  publisher: "Government of Thailand",
  title: "How to apply for a retirement visa in Thailand (2025)",
  via: "Travel Hotspots in Thailand (blog)",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Royal Thai Consulate-General Chicago has an O-A page (cgchicago.thaiembassy.org/en/page/visa-oaox) but the stored copy does not show the money amounts.",
  url: "https://travelhotspotsinthailand.blogspot.com/2025/01/how-to-apply-for-retirement-visa-in.html",
  asOf: "2025-01",
  reviewedOn: "2026-11-23",
};
const DTV = {
  publisher: "Government of Thailand",
  title: "Remote worker or a retiree? Thailand has long-term residency options for you",
  via: "WhatNews",
  research:
    "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again November 2026 ('Destination Thailand Visa DTV requirements financial evidence 500,000 baht fee 10,000 baht Royal Thai Embassy', 'thaiembassy.org Destination Thailand Visa (DTV) workcation ... 500,000 THB', 'mfa.go.th DTV Destination Thailand Visa 5 years multiple entry 180 days', 'Royal Thai Embassy Washington D.C. Destination Thailand Visa DTV page', and a Thai-language query 'วีซ่า DTV ... 500,000 บาท ค่าธรรมเนียม 10,000 บาท'): no thaiembassy.org, mfa.go.th or thaievisa.go.th DTV page was stored; the stored embassy pages cover tourist and retirement visas only, and the DTV amounts appear only in guides and law-firm pages.",
  url: "https://whatnews.in/remote-worker-or-a-retiree-thailand-has-long-term-residency-options-for-you",
  asOf: "2024",
  reviewedOn: "2026-11-23",
};

const NON_B_SALARY = {
  publisher: "Thai Immigration Bureau",
  title: "Minimum salary for foreign employees for work permit and visa extension",
  via: "MSNA Group",
  url: "https://msnagroup.com/tag/minimum-salary-for-foreigner-in-thailand/",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Work-permit firm's summary (undated; asOf is the year it was read, November 2026): a foreigner with a work permit can extend the permission to stay to one year, and the monthly salary the police immigration bureau uses to decide is 'Countries in Europe (except Russia and eastern Europe), Australia, New Zealand, USA, Canada and Japan - Baht 50,000'. This is the table of Immigration Bureau Order 327/2557 (2014), whose English translation is stored on fdocuments.in without the table in its text. One other guide (thaivest.com) gives THB 60,000 for Canada, Japan and the United States and adds the employer conditions (registered capital of THB 2 million and four Thai employees per foreigner). Searched 'Thailand work permit foreigner minimum salary 50,000 baht American nationals Non-Immigrant B visa extension Immigration Bureau order 327/2557' and 'Order of the Immigration Bureau 327/2557 rate of income ... United States Canada Japan': no immigration.go.th page was stored.",
};
const LTR_HIGHLY_SKILLED = {
  publisher: "Thailand Board of Investment",
  title: "LTR visa: Highly-Skilled Professionals",
  via: "Thai Relo Services",
  url: "https://www.thaireloservices.com/highly-skilled-professionals/",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Relocation agent's copy of the BOI criteria (undated; asOf is the year it was read, November 2026): personal income of at least USD 80,000 a year in the past two years, or USD 40,000-80,000 with a master's degree or above in science and technology or special expertise relevant to the job; no minimum income for Thai government agencies; the employer must be a business, higher-education or research institution or government agency in BOI's targeted industries (list at https://ltr.boi.go.th/page/targeted-industries.html); Highly-Skilled Professionals must work for a legal entity in Thailand and may register for a 17% flat personal income tax. The page still lists 5 years of experience, which the Cabinet removed in January 2025 (Pattaya Mail, 21 January 2025). Nishimura & Asahi and Narai Partners give the same income figures. Searched 'ltr.boi.go.th Long-Term Resident visa ...', 'Thailand Board of Investment LTR visa qualifications highly-skilled professionals': no ltr.boi.go.th page was stored. Spouse's income (November 2026 pass): BOI's LTR criteria speak of the applicant's 'personal income' (this copy; The Nation's commentary of 27 October 2022 and BDO's note of August 2022 use the same words, and Harvey Law Group's 2025 table keeps 'Personal Income' for the professional categories); Emerhub's dependant page says dependants 'qualify on the back of the main applicant' with 'no income or asset test for dependents', and Thai Visa Centre (tvc.co.th) that 'Spouses and children do not apply separately under the primary income tests'. No source says a spouse's income may be added; none says in so many words that it may not. BOI's FAQ (ltr.boi.go.th/page/faq.html) is linked from stored repositories but its text is not in the search store (searched 'ltr.boi.go.th FAQ personal income spouse income combined', 'LTR visa husband and wife combine income USD 80,000').",
};
const LTR_WFT = {
  publisher: "Thailand Board of Investment",
  title: "LTR visa: Work-From-Thailand Professionals",
  via: "Thai Relo Services",
  url: "https://www.thaireloservices.com/ltr-visa/work-from-thailand-professionals/",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Relocation agent's copy of the BOI criteria (undated; asOf is the year it was read, November 2026): personal income of at least USD 80,000 a year in the past two years, or USD 40,000-80,000 with a master's degree, intellectual property or Series A funding; the employer must be listed on a stock exchange or have operated for at least three years with combined revenue of at least USD 150 million over three years; the holder may work remotely only and may not hold a Thai work permit. The Nation (14 January 2025) reports the Cabinet lowered the employer revenue requirement to USD 50 million over three years. Spouse's income (November 2026 pass): BOI's LTR criteria speak of the applicant's 'personal income' (this copy; The Nation's commentary of 27 October 2022 and BDO's note of August 2022 use the same words, and Harvey Law Group's 2025 table keeps 'Personal Income' for the professional categories); Emerhub's dependant page says dependants 'qualify on the back of the main applicant' with 'no income or asset test for dependents', and Thai Visa Centre (tvc.co.th) that 'Spouses and children do not apply separately under the primary income tests'. No source says a spouse's income may be added; none says in so many words that it may not. BOI's FAQ (ltr.boi.go.th/page/faq.html) is linked from stored repositories but its text is not in the search store (searched 'ltr.boi.go.th FAQ personal income spouse income combined', 'LTR visa husband and wife combine income USD 80,000').",
};
const LTR_WEALTHY = {
  publisher: "Thailand Board of Investment",
  title: "LTR visa: Wealthy Global Citizens",
  via: "Thai Relo Services",
  url: "https://www.thaireloservices.com/ltr-visa/wealthy-global-citizens/",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Relocation agent's copy of the BOI criteria (undated; asOf is the year it was read, November 2026): at least USD 1 million in assets and an investment of at least USD 500,000 in Thai government bonds, foreign direct investment or Thai property, held for the life of the visa; health insurance of USD 50,000 or a USD 100,000 deposit. The page still lists personal income of USD 80,000 a year, which the Cabinet abolished on 14 January 2025 (The Nation, 'Cabinet eases conditions for long-term resident visas', https://www.nationthailand.com/news/policy/40045152; The Star/Bloomberg, 16 January 2025). Thailand Privilege (formerly Thailand Elite) is a paid membership, not an investment, and is not shown.",
};
const LTR_FEE = {
  publisher: "Government of Thailand",
  title: "Long-term resident visa fee cut by half to 50,000 baht",
  via: "Pattaya One",
  url: "https://pattayaone.news/?p=184286",
  asOf: "2022",
  reviewedOn: "2026-11-25",
  research:
    "Press report (2022; the title above describes the article) of the Cabinet decision cutting the LTR visa fee by half, to THB 50,000, for the four groups, effective 90 days after publication in the Royal Gazette. A holder's forum account (pattaya-addicts.com) describes 'a single payment of 50,000 Thai Baht for a 10-year visa'. No BOI fee page was stored.",
};
const LTR_TERM = {
  text: "A 10-year multiple-entry visa, issued for 5 years and renewable for another 5 while you still qualify, with a digital work permit where the category allows work.",
  source: {
    publisher: "Thailand Board of Investment",
    title: "Thailand Long-Term Residency Visa",
    via: "Thailand Lawyer",
    url: "https://www.thailandlawyer.net/thailand-long-term-residency-visa",
    asOf: "2026",
    reviewedOn: "2026-11-25",
    research:
      "Law-firm summary (undated; asOf is the year it was read, November 2026): issuing authority BOI with the Immigration Bureau; 'Multiple-entry visa valid for up to 10 years (issued in 5-year increments, renewable for another 5 years)'; digital work permit for qualifying categories. Bangkok Solicitor and Samui Solicitor give the same 5 + 5 years and add yearly instead of 90-day address reporting.",
  },
};

const NO_PERMANENT: Unknown = {
  value: null,
  note: "Thai permanent residence is granted under a yearly quota and is not earned by this visa alone; no official source states a dated rule.",
};
const NO_CITIZENSHIP: Unknown = {
  value: null,
  note: "Naturalisation generally requires permanent residence first; no official source states a dated rule.",
};

// Conditions (issue 28.1), read November 2026.
const OA_EMBASSY = {
  publisher: "Royal Thai Embassy, Ankara",
  title: "Non-Immigrant O-A",
  url: "https://ankara.thaiembassy.org/en/publicservice/non-immigrant-o-a?page=5d7717d815e39c2f34004f91&menu=5fe9be9918ae6d2115217f92",
  asOf: "2023-10-11",
  reviewedOn: "2026-11-28",
  research:
    "Royal Thai Embassy page (updated 11 October 2023): the O-A is for foreigners aged 50 and over staying up to a year without working; documents include 'a 6-month bank statement showing a deposit amount not less than 800,000 Baht or an original copy of an income certificate with a monthly income of no less than 65,000 Baht, or a deposit account plus a monthly income totalling no less than 800,000 Baht', and insurance of THB 40,000 outpatient and THB 400,000 inpatient. The Tel Aviv and Hong Kong pages add that the applicant must have the nationality of, or permanent residence in, the country where the application is submitted. No page on family members of an O-A holder was found (November 2026: 'Non-Immigrant O-A spouse under 50 accompanying dependants').",
};
const WORK_VISA_LA = {
  publisher: "Royal Thai Consulate-General, Los Angeles",
  title: "Non-Thai nationals who have a work permit or have been granted permission to work in Thailand including their spouses or children",
  url: "https://thaiconsulatela.thaiembassy.org/en/publicservice/non-thai-nationals-who-have-a-work-permit-or-have-been-granted-permiss",
  asOf: "2022-09-28",
  reviewedOn: "2026-11-28",
  research:
    "Royal Thai Consulate-General in Los Angeles page (updated 28 September 2022): applicants who will work in Thailand, and their spouses or children, apply by completing the online e-Visa application and uploading documents (for working, Non-B). The Royal Thai Embassy in Tehran's Non-B page (tehran.thaiembassy.org/en/publicservice/non-immigrant-b-visa-working, updated 27 November 2023) lists 'an original approval letter from the Department of Employment regarding the WP. 3 form submitted on behalf of the applicant by the employer, or an approval letter from the Office of the Board of Investment'. The Moscow embassy's Non-O page says Non-O visas go to 'dependents of a foreigner currently working or studying full-time in Thailand'.",
};
const RESERVED_OCCUPATIONS = {
  publisher: "Thai Ministry of Labour",
  title: "40 occupations in Thailand restricted, foreigner hiring prohibited",
  via: "Khaosod English",
  url: "https://www.khaosodenglish.com/news/2023/07/05/40-occupations-in-thailand-restricted-foreigner-hiring-prohibited/",
  asOf: "2023-07-05",
  reviewedOn: "2026-11-28",
  research:
    "Khaosod English report of the Ministry of Labour's list (the Notification prescribing prohibited occupations for foreigners, April 2020): 27 occupations completely closed to foreigners, among them hairdressing and beauty salon services, secretarial services and legal services (a law firm's summary of the 2020 notification, businessblog.asia, notes arbitration exceptions for legal work); accounting, engineering and architecture only under agreements between Thailand and other countries; construction, agriculture and others only for skilled or semi-skilled work with an employer; retail sales only for workers under Thailand's labour MoUs. Excluded here: ISCO 5141 (hairdressers), 3343 (administrative and executive secretaries) and 2611 (lawyers). Driving is on the list in a form the report words unclearly ('motorcycle driving, excluding forklift operation'), so drivers are not excluded. The Department of Employment's English translation (doe.go.th/prd/assets/upload/files/alien_en/6e4d2d43525d215fa74a42f2a69f3f25.pdf) was not in the search store (November 2026: 'Notification Ministry of Labour prescription of prohibited occupations for foreigners B.E. 2563').",
};
const DTV_EMBASSY = {
  publisher: "Royal Thai Embassy, Kuala Lumpur",
  title: "Destination Thailand Visa (DTV)",
  url: "https://kualalumpur.thaiembassy.org/en/publicservice/destination-thailand-visa-dtv",
  asOf: "2024-08-01",
  reviewedOn: "2026-11-28",
  research:
    "Royal Thai Embassy page (updated 1 August 2024): purposes of visit 'Workcation (Digital nomad/remote worker/foreign talent/freelancer)', 'Thai soft power related activities' and 'Spouses and children under 20 years old of DTV visa holders'; the workcation documents include a bank statement with a balance of at least THB 500,000, proof of salary or income for six months and a foreign employment contract.",
};
const DTV_ONLINE = {
  publisher: "Thai Ministry of Foreign Affairs",
  title: "Thailand Destination Thailand Visa (DTV) application guide",
  via: "Visafield",
  url: "https://visafield.com/visa/thailand/dtv/visa_guide",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Visa guide citing the Royal Thai Embassies in Washington, Helsinki and Singapore: the DTV is applied for through thaievisa.go.th; categories workcation, Thai soft power, and the spouse and unmarried children under 20 of a DTV holder. The Royal Thai Embassy in Singapore's LTR page (singapore.thaiembassy.org/en/page/long-term-resident-ltr) confirms applications through thaievisa.go.th from 1 January 2025. No thaievisa.go.th DTV page was stored (see DTV's research).",
};
const LTR_APPLY = {
  publisher: "Thailand Board of Investment",
  title: "LTR visa issuance",
  url: "https://ltr.boi.go.th/page/visa-issuance-info.html",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "BOI page (read November 2026): after the Notification of Qualifications Approval, the applicant uploads further documents in the LTR visa system, chooses where to collect the visa (a Royal Thai Embassy or Consulate-General, or the One Stop Service Center in Bangkok) and makes an appointment; the endorsement is valid 60 days. The Royal Thai Consulate-General in Fukuoka (fukuoka.thaiembassy.org/en/page/eltrvisa) says applicants 'must register and submit an application online directly with Thailand Board of Investment ... via https://ltr.boi.go.th/' and then apply for the visa at the consulate.",
};
const LTR_FAMILY = {
  publisher: "Thailand Board of Investment",
  title: "Relaxed rules for rich foreigners",
  via: "The Star (Malaysia)",
  url: "https://thestar.com.my/aseanplus/aseanplus-news/2025/01/16/relaxed-rules-for-rich-foreigners",
  asOf: "2025-01-16",
  reviewedOn: "2026-11-28",
  research:
    "Bloomberg report of 16 January 2025 on the Cabinet's changes to the LTR visa, quoting the BOI, found with the search tool (pages) for 'Thailand cabinet January 2025 LTR visa changes dependents no longer limited to four' (November 2026): 'Long-term resident visa holders will also no longer face any restrictions on the number of dependents they can bring in, the Board of Investment (BOI), which overseas the programme, said yesterday. Parents and other legal dependents can reside with the visa-holders as opposed to just four dependents allowed earlier.' Erickson Insights (eiglaw.com) says the same ('expanded without a limitation on the number of dependents. The rights of the principal LTR holder will now include parents and legal dependents'), as do Harvey Law Group's table of the BOI Announcement No. Por. 3/2568 (hlg-thailandprivilegecard.com: 'Parents, Spouse and legal dependents and no limit on number of dependents') and India TV (21 January 2025); NO&T (noandt.com, 27 May 2025) and Mondaq (28 February 2025) say Announcement No. Por. 3/2568 took effect on 4 February 2025. Which children count comes from the pre-2025 definition, not changed in any source read: the legal spouse and unmarried children under 20 (Siam Legal, siam-legal.com/thailand-visa/ltr-visa-thailand-for-spouses-and-dependents.php; Emerhub; the Thailand Trade and Economic Office in Taipei, tteo.thaiembassy.org, 'Spouse and children under 20 years old of LTR visa holders'). Emerhub's dependant page and Siam Legal still give the old cap of four. No BOI page on dependants was stored (November 2026).",
};

const LTR_PENSIONER = {
  publisher: "Thailand Board of Investment",
  title: "LTR visa: Wealthy Pensioners",
  via: "Thai Relo Services",
  url: "https://www.thaireloservices.com/ltr-visa/wealthy-pensioners/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Relocation agent's copy of the BOI criteria (undated; asOf is the year it was read, November 2026): passive income of at least USD 80,000 a year at the time of application; with passive income of USD 40,000 to 80,000 a year, an investment of at least USD 250,000 in Thai government bonds, foreign direct investment or Thai property; health insurance of at least USD 50,000, social security covering treatment in Thailand, or a USD 100,000 deposit; 'only passive (unearned) income will be counted ... i.e. pension, dividend, interest, rental. Earned income, such as salary, will not be considered'. Emerhub, moneylowdown.com (citing the Royal Thai Government) and Lex Nova Partners give the same figures. No ltr.boi.go.th criteria page was stored (November 2026: 'LTR visa Wealthy Pensioner aged 50 personal income USD 80,000').",
};
const LTR_PENSIONER_AGE = {
  publisher: "Thailand Board of Investment",
  title: "Wealthy pensioner LTR visa Thailand",
  via: "Emerhub",
  url: "https://emerhub.com/thailand/visas-and-residence-permits-in-thailand/long-term-resident-visas-in-thailand/wealthy-pensioner-ltr-visa-thailand/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: "Business-setup firm's page: 'You must be aged 50 or above'; annual pension or stable passive income of at least USD 80,000, or USD 40,000 to 80,000 with an investment of at least USD 250,000. moneylowdown.com ('being a retiree of 50 years of age or older') and Lex Nova Partners agree. Undated; asOf is the year it was read.",
};

// Second sources for the visa amounts (issue 30), read November 2026.
const LTR_FEE_SECOND = {
  source: {
    publisher: "Government of Thailand",
    title: "Cabinet cuts 10 year Long Term Resident visa fee to 50k baht",
    via: "The Thaiger",
    url: "https://thethaiger.com/news/national/cabinet-approves-long-term-resident-visa-to-draw-high-potential-foreigners-to-thailand",
    asOf: "2022",
    reviewedOn: "2026-11-29",
    research:
      "Thaiger report of the Cabinet decision (2022), found with the search tool (pages) for 'Royal Thai Embassy Long-Term Resident (LTR) visa fee 50,000 baht' (November 2026): 'The fee for the LTR visa, which allows you to stay in Thailand for 10 years, has been reduced from 100,000 to 50,000 baht'; 'highly skilled foreigners could apply for the visa and pay a one-time fee of 50,000 baht fee to stay in Thailand for 10 years'. The Nation (14 October 2022: 'Thailand halved the fee for its LTR visa ... from 100,000 baht to 50,000 baht') and a current visa agent's page (provisabangkok.com: 'Visa Fee of THB 50,000') give the same amount.",
  },
};
const LTR_PENSIONER_SECOND = {
  source: {
    ...LTR_PENSIONER_AGE,
    reviewedOn: "2026-11-29",
    research:
      "Business-setup firm's page, read with the search tool (pages) in November 2026: 'Annual pension or stable passive income of at least USD 80,000. Acceptable sources include social security benefits, retirement pensions, and rental income from properties'; 'For income between USD 40,000 and USD 80,000, you can still apply by investing at least USD 250,000 in Thailand'; health insurance of USD 50,000 or a USD 100,000 deposit. moneylowdown.com (citing the Royal Thai Government) and Lex Nova Partners give the same figures. Undated; asOf is the year it was read.",
  },
};
const LTR_WFT_SECOND = {
  source: {
    publisher: "Thailand Board of Investment",
    title: "Introducing Thailand's Long-Term Resident (LTR) Visa",
    via: "tplaw.asia",
    url: "https://tplaw.asia/2024/02/20/introduction-to-thailands-long-term-resident-ltr-visa/",
    asOf: "2024-02-20",
    reviewedOn: "2026-11-29",
    research:
      "Law-firm article (20 February 2024) with a table of the four categories, found with the search tool (pages) for 'emerhub work-from-Thailand professional LTR visa personal income USD 80,000 ...' (November 2026): Work-From-Thailand Professionals, 'Personal income of a minimum of USD 80,000 per year in the two years. Current Employer: Public company on a stock exchange or; Private company in operation for at least three years with combined revenue at least USD 150 million in the last three years.' The revenue rule was lowered in January 2025 (see LTR_WFT); the USD 80,000 floor is unchanged. The Nation (14 October 2022) and WTS (September 2022) give the same USD 80,000.",
  },
};
const LTR_WEALTHY_SECOND = {
  source: {
    publisher: "Thailand Board of Investment",
    title: "Apply long term visa Thailand",
    via: "Thailanding.Co",
    url: "https://thailanding.co/apply-long-term-visa-thailand/",
    asOf: "2023-11-09",
    reviewedOn: "2026-11-29",
    research:
      "Retirement guide's blog post of 9 November 2023, found with the search tool (pages) for 'Royal Thai Embassy Long-Term Resident (LTR) visa fee 50,000 baht ...' (November 2026): Wealthy Global Citizens, 'Minimum USD 1 million in assets'; 'Investment of at least USD 500,000 in Thai government bonds, foreign direct investment, or Thai property'; 'Health insurance with at least USD 50,000 coverage or a deposit of USD 100,000'. It still lists the USD 80,000 income condition the Cabinet abolished in January 2025 (see LTR_WEALTHY). The Nation (14 October 2022: 'They must also invest at least $500,000 in Thailand') agrees on the investment.",
  },
};
const LTR_HIGHLY_SKILLED_SECOND = {
  source: {
    publisher: "Thailand Board of Investment",
    title: "LTR visa Thailand",
    via: "Oscoworks",
    url: "https://www.oscoworks.com/our-services/ltr-visa-thailand",
    asOf: "2026",
    reviewedOn: "2026-11-29",
    research:
      "Business-services firm's summary of the BOI criteria, found with the search tool (pages) for 'Royal Thai Embassy Long-Term Resident (LTR) visa fee 50,000 baht ... Highly-Skilled Professionals' (November 2026): Highly Skilled Professionals, 'Personal Income: A minimum average personal income of USD 80,000 per year for the past 2 years OR An average personal income of at least USD 40,000 per year for the 2 years AND hold a Master's degree or higher in science and technology. No minimum personal income is required for professionals working for Thai government agencies.' Undated; asOf is the year it was read.",
  },
};
const DTV_FUNDS_EMBASSY = {
  ...DTV_EMBASSY,
  reviewedOn: "2026-11-29",
  research:
    "Royal Thai Embassy page (updated 1 August 2024), read again with the search tool (pages) in November 2026: documents for a DTV Workcation include 'A copy of the bank statement for the last 3 months with an ending balance of no less than 500,000 THB or (65,000 MYR)' and 'Proof of salary slip/monthly income for the last 6 months'. The Nation (27 August 2024) notes that other embassies' checklists are shorter but also ask for 500,000 baht. Replaces WhatNews, Remote worker or a retiree? Thailand has long-term residency options for you (https://whatnews.in/remote-worker-or-a-retiree-thailand-has-long-term-residency-options-for-you), the page cited before, now the second source.",
};
const DTV_FEE_SECOND = {
  source: {
    publisher: "Government of Thailand",
    title: "The Destination Thailand Visa (DTV)",
    via: "Lorenz & Partners",
    url: "https://www.lorenz-partners.com/the-destination-thailand-visa-dtv/",
    asOf: "2024",
    reviewedOn: "2026-11-29",
    research:
      "Bangkok law firm's note on the Cabinet's 2024 visa measures, found with the search tool (pages) for 'DTV visa 500,000 baht financial proof fee 10,000 baht' (November 2026): 'The DTV allows stays of up to 180 days with a visa issuance fee of THB 10,000, valid for 5 years on a multiple-entry basis. DTV holders can extend their stay once for an additional 180 days for a fee of THB 1,900'; and a bank statement 'with an ending balance of no less than THB 500,000'. The Nation (27 August 2024: 'The base cost of a DTV is 10,000 baht, but most embassies add an additional surcharge') and Business Standard (July 2025) agree; a Pattaya Mail summary says the Thai embassies in the US charge US$400 in all.",
  },
};
const NON_B_SALARY_SECOND = {
  source: {
    publisher: "Thai Immigration Bureau",
    title: "Mandatory minimum wages for foreigners working in Thailand",
    via: "legal.co.th",
    url: "https://legal.co.th/resources/corporate-and-tax-advisory/thailand-tax-law/mandatory-minimum-wages-foreigners-working-thailand/",
    asOf: "2026",
    reviewedOn: "2026-11-29",
    research:
      "Transcript of a Thai-based lawyer's video on the law firm site legal.co.th, found with the search tool (pages) for 'statrys work permit minimum salary Thailand table nationality United States' (November 2026; the title above is the page's address): 'as an American it's always been my experience that it's is 50000 baht a month for Americans ... the so-called commonwealth countries in the Anglo sphere as well as the EU countries ... almost all of them operate on a Bt 50,000 a month statutory minimum'. Statrys (2025) gives 'THB 25,000-50,000, based on nationality'. Older tables (samuiforsale.com, the 2004 rates; thaivest.com and legalcommercialservices.com) still list THB 60,000 for Canada, Japan and the United States; the basis text warns of that figure. Undated; asOf is the year it was read.",
  },
};

export const thailandRoutes: CountryRoutesData = {
  country: "thailand",
  checked: "2026-11",
  routes: [
    {
      id: "non-o-a",
      kind: "retirement",
      name: "Non-Immigrant O-A (long stay) retirement visa",
      whoFor: "People aged 50 or over who will live on their own pension or savings; working needs a separate work permit.",
      minimumAge: { years: 50, source: OA_EMBASSY },
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
          reviewedOn: "2026-11-25",
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
      savingsInstead: {
        kind: "savings",
        amount: 800000,
        currency: "THB",
        period: "once",
        basis: "a deposit of at least THB 800,000 (shown with bank statements and a bank letter) in place of the monthly income; a deposit plus income totalling THB 800,000 a year is also accepted",
        source: OA_EMBASSY,
      },
      conditions: {
        incomeKinds: ["pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: "You apply to the Royal Thai Embassy or consulate for where you live in the US (O-A visas are issued in the country of your nationality or residence), with the income or bank evidence, a police record, a medical certificate and the insurance.",
          source: OA_EMBASSY,
        },
        dependants: { partner: "unstated", children: "unstated", who: "no family route is stated for the O-A in the sources used; a spouse aged 50 or over can apply for an O-A of their own", source: OA_EMBASSY },
      },
      officialPage: "https://www.immigration.go.th/",
    },
    {
      id: "ltr-wealthy-pensioner",
      kind: "retirement",
      name: "Long-Term Resident (LTR) visa: Wealthy Pensioner",
      whoFor: "People aged 50 or over living on a pension or other passive income (dividends, interest, rent); a salary does not count. The Board of Investment endorses the applicant before the visa is issued.",
      minimumAge: { years: 50, source: LTR_PENSIONER_AGE },
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 80000,
        currency: "USD",
        period: "year",
        basis: "pension or other passive income a year (USD 40,000 to 80,000 is enough if you also invest at least USD 250,000 in Thai government bonds, foreign direct investment or Thai property); health insurance of USD 50,000 or a USD 100,000 deposit is also required",
        source: LTR_PENSIONER,
        crossCheck: LTR_PENSIONER_SECOND,
      },
      conditions: {
        incomeKinds: ["pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply online to the Board of Investment on the LTR portal (ltr.boi.go.th); once your qualifications are endorsed, you collect the visa at a Thai embassy or consulate, or at the One Stop Service Center in Bangkok.",
          source: LTR_APPLY,
        },
        dependants: { partner: "spouse", children: { underYears: 20 }, who: "a spouse and unmarried children under 20; since February 2025 also your parents and other legal dependants, with no limit on their number", source: LTR_FAMILY },
      },
      fee: { amount: 50000, currency: "THB", what: "LTR visa fee", source: LTR_FEE, crossCheck: LTR_FEE_SECOND },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: LTR_TERM,
      permanentResidence: NO_PERMANENT,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://ltr.boi.go.th/",
    },
    {
      id: "dtv",
      kind: "remote-work",
      name: "Destination Thailand Visa (DTV) for remote workers",
      whoFor: "Remote employees and freelancers working for employers or clients outside Thailand (launched 15 July 2024); no right to work for Thai employers.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "savings", amount: 500000, currency: "THB", period: "once", basis: "bank balance of at least THB 500,000 at the end of the last three months' statements, with payslips or proof of income for six months", source: DTV_FUNDS_EMBASSY, crossCheck: { source: DTV } },
      fee: { amount: 10000, currency: "THB", what: "visa processing fee per person", source: DTV, crossCheck: DTV_FEE_SECOND },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Valid for five years with multiple entries; each stay is up to 180 days, extendable once by 180 days at an immigration office (THB 1,900), after which you must leave and re-enter.",
        source: DTV_FEE_SECOND.source,
      },
      permanentResidence: { value: null, note: "The DTV does not lead to permanent residence." },
      citizenship: { value: null, note: "The DTV does not lead to naturalisation." },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply online on Thailand's e-Visa website (thaievisa.go.th), to the Thai embassy or consulate that serves where you live, with the bank statement and proof of your remote work.",
          source: DTV_ONLINE,
        },
        dependants: { partner: "spouse", children: { underYears: 20 }, childPermit: "Each child applies for a DTV of their own.", who: "a spouse and children under 20, each on their own DTV", source: DTV_EMBASSY },
      },
      officialPage: "https://www.thaievisa.go.th/",
    },
    {
      id: "ltr-work-from-thailand",
      kind: "remote-work",
      name: "Long-Term Resident (LTR) visa: Work-from-Thailand Professional",
      whoFor: "Remote employees of established foreign companies (listed, or at least three years old with USD 50 million of revenue over three years since January 2025) who work from Thailand; no Thai work permit or local work.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 80000,
        currency: "USD",
        period: "year",
        basis: "personal income in each of the past two years (USD 40,000 with a master's degree, own intellectual property or Series A funding); health insurance of USD 50,000 or a USD 100,000 deposit is also required",
        source: LTR_WFT,
        crossCheck: LTR_WFT_SECOND,
      },
      fee: { amount: 50000, currency: "THB", what: "LTR visa fee", source: LTR_FEE, crossCheck: LTR_FEE_SECOND },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: LTR_TERM,
      permanentResidence: NO_PERMANENT,
      citizenship: NO_CITIZENSHIP,
      conditions: {
        incomeKinds: ["remote-work"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply online to the Board of Investment on the LTR portal (ltr.boi.go.th); once your qualifications are endorsed, you collect the visa at a Thai embassy or consulate, or at the One Stop Service Center in Bangkok.",
          source: LTR_APPLY,
        },
        dependants: { partner: "spouse", children: { underYears: 20 }, who: "a spouse and unmarried children under 20; since February 2025 also your parents and other legal dependants, with no limit on their number", source: LTR_FAMILY, partnerIncome: { counts: false, note: "The income floor is the main applicant's own personal income; a spouse's income is not added to it.", source: LTR_WFT } },
      },
      officialPage: "https://ltr.boi.go.th/",
    },
    {
      id: "non-b-work-permit",
      kind: "work",
      name: "Non-Immigrant B visa with a work permit",
      whoFor: "People hired by a Thai employer, which applies for the work permit; the employer must also meet capital and Thai-staff conditions for the yearly extension of stay.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 50000,
        currency: "THB",
        period: "month",
        basis:
          "minimum monthly salary for US, Canadian, European, Australian, New Zealand and Japanese nationals to extend their stay for a year on a work permit (one other guide gives THB 60,000 for US nationals: confirm with the employer)",
        source: NON_B_SALARY,
        crossCheck: NON_B_SALARY_SECOND,
      },
      fee: { value: null, note: "The consular fee for the Non-Immigrant B visa and the work-permit fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "You enter on a Non-Immigrant B visa; once the work permit is issued, the stay is extended one year at a time while the job and the salary conditions continue.",
        source: NON_B_SALARY,
      },
      permanentResidence: NO_PERMANENT,
      citizenship: NO_CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 1,
          note: "Thailand reserves some occupations for Thai nationals, among them hairdressing and beauty work, secretarial work and legal services.",
          source: RESERVED_OCCUPATIONS,
          excludes: ["5141", "3343", "2611"],
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Thai employer first gets the Department of Employment's approval for your work permit (form WP3); you then apply for the Non-Immigrant B visa through Thailand's e-Visa website with that approval, and collect the work permit after arriving.",
          source: WORK_VISA_LA,
        },
        dependants: {
          partner: "spouse", children: "dependent", who: "a spouse and children, on Non-Immigrant O visas as dependants of a foreigner working in Thailand", source: WORK_VISA_LA,
          childPermit: "Children come on a Non-Immigrant O visa as your dependants, not on your Non-B visa.",
          partnerIncome: salaryOfTheJobOffered(NON_B_SALARY),
        },
      },
      officialPage: "https://www.immigration.go.th/",
    },
    {
      id: "ltr-highly-skilled",
      kind: "work",
      name: "Long-Term Resident (LTR) visa: Highly-Skilled Professional",
      whoFor: "Professionals employed by a business, university, research institute or government agency in Thailand in the Board of Investment's targeted industries; the visa comes with a digital work permit and a 17% flat income tax option.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 80000,
        currency: "USD",
        period: "year",
        basis: "personal income in each of the past two years (USD 40,000 with a master's degree in science and technology or special expertise for the job; no minimum for Thai government agencies)",
        source: LTR_HIGHLY_SKILLED,
        crossCheck: LTR_HIGHLY_SKILLED_SECOND,
      },
      fee: { amount: 50000, currency: "THB", what: "LTR visa fee", source: LTR_FEE, crossCheck: LTR_FEE_SECOND },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: LTR_TERM,
      permanentResidence: NO_PERMANENT,
      citizenship: NO_CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply online to the Board of Investment on the LTR portal (ltr.boi.go.th) with your employer's documents; once your qualifications are endorsed, you collect the visa and digital work permit at a Thai embassy or consulate, or at the One Stop Service Center in Bangkok.",
          source: LTR_APPLY,
        },
        dependants: { partner: "spouse", children: { underYears: 20 }, who: "a spouse and unmarried children under 20; since February 2025 also your parents and other legal dependants, with no limit on their number", source: LTR_FAMILY, partnerIncome: { counts: false, note: "The income floor is the main applicant's own personal income; a spouse's income is not added to it.", source: LTR_HIGHLY_SKILLED } },
      },
      officialPage: "https://ltr.boi.go.th/",
    },
    {
      id: "ltr-wealthy-global-citizen",
      kind: "investment",
      name: "Long-Term Resident (LTR) visa: Wealthy Global Citizen",
      whoFor: "Wealthy people with at least USD 1 million in assets who invest in Thailand; since January 2025 no minimum income is required.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 500000,
        currency: "USD",
        period: "once",
        basis: "investment in Thai government bonds, foreign direct investment or Thai property, kept for the life of the visa, with at least USD 1 million in assets in all; health insurance of USD 50,000 or a USD 100,000 deposit is also required",
        source: LTR_WEALTHY,
        crossCheck: LTR_WEALTHY_SECOND,
      },
      fee: { amount: 50000, currency: "THB", what: "LTR visa fee", source: LTR_FEE, crossCheck: LTR_FEE_SECOND },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: LTR_TERM,
      permanentResidence: NO_PERMANENT,
      citizenship: NO_CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply online to the Board of Investment on the LTR portal (ltr.boi.go.th); once your qualifications are endorsed, you collect the visa at a Thai embassy or consulate, or at the One Stop Service Center in Bangkok.",
          source: LTR_APPLY,
        },
        dependants: { partner: "spouse", children: { underYears: 20 }, who: "a spouse and unmarried children under 20; since February 2025 also your parents and other legal dependants, with no limit on their number", source: LTR_FAMILY },
      },
      officialPage: "https://ltr.boi.go.th/",
    },
  ],
  absent: [],
};
