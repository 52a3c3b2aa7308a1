// Days per visit a US tourist passport holder may stay without a visa obtained in advance
// (visa-free entry, free visa on arrival, or an electronic travel authorisation that is not a visa).
// 0 = a visa or e-visa must be obtained before travel. Values were read in stored copies of public
// pages (URL per value); the few marked "From the published edition" are remembered from the US
// State Department country pages. Schengen countries cite the State Department's Schengen page; pages
// run by others name their owner in `via`.
import type { Citation } from "@server/facts/citation";
import type { IndicatorDataset } from "../dataset.schema";

const STATE = "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages";
const SCHENGEN_URL = "https://travel.state.gov/content/travel/en/international-travel/before-you-go/travelers-with-special-considerations/schengen.html";
/** Where the 90/180 rule was first read; the State Department's own Schengen page now replaces it. */
const SCHENGEN_RESEARCH = "Earlier read on https://secretnyc.co/europe-schengen-area-90-180-day-rule/; the link is now the State Department's Schengen page (Traveling in Europe), whose stored copy states the three months allowed to visa-free visitors; the 180-day window was read on the secretnyc.co page.";
const SCHENGEN_NOTE = "Schengen area: 90 days within any 180-day period, shared across all Schengen states; the EU ETIAS authorisation was not yet required in 2025.";

const STATE_SCHENGEN: Citation = {
  publisher: "US Department of State",
  title: "Traveling in Europe (Schengen area)",
  url: SCHENGEN_URL,
  asOf: "2025",
  reviewedOn: "2026-11-25",
  research: SCHENGEN_RESEARCH,
};

export const usVisaFreeDays: IndicatorDataset<number> = {
  id: "us-visa-free-days",
  source: {
    publisher: "US Department of State",
    title: "International Travel Country Information pages",
    url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages.html",
    asOf: "2025",
    reviewedOn: "2026-11-21",
  },
  unit: "days per visit without a visa obtained in advance (0 = visa or e-visa required beforehand)",
  values: {
    portugal: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    spain: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    mexico: {
      value: 180,
      source: {
        publisher: "Instituto Nacional de Migración (Mexico)",
        title: "Entry rules for US visitors",
        url: "https://mlszihuatanejo.com/news/visitors-permits-and-time-allowed-in-mexico",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "MLS Zihuatanejo",
      },
      note: "Maximum 180 days on the FMM visitor permit; the immigration officer decides how many days to grant and may give fewer.",
    },
    "costa-rica": {
      value: 180,
      source: {
        publisher: "Dirección General de Migración y Extranjería (Costa Rica)",
        title: "Entry rules for US visitors",
        url: "https://qcostarica.com/tourists-to-costa-rica-will-now-be-able-to-stay-for-up-to-180-days/",
        asOf: "2023-09",
        reviewedOn: "2026-11-25",
        via: "Q Costa Rica",
      },
      note: "Maximum raised from 90 to 180 days in September 2023 for visa-exempt nationals including the US; the officer sets the days granted.",
    },
    panama: {
      value: 180,
      source: {
        publisher: "Servicio Nacional de Migración (Panama)",
        title: "Entry rules for US visitors",
        url: "https://thevisaexperts.com/americas/panama/entry-exit-requirements",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "The Visa Experts",
      },
      note: "US tourists may stay 180 days without a formal visa.",
    },
    ecuador: {
      value: 90,
      source: {
        publisher: "Ministerio de Relaciones Exteriores y Movilidad Humana (Ecuador)",
        title: "Entry rules for US visitors",
        url: "https://avenuemia.com/guides/904130/stay-authorization-for-tourists/how-the-stay-authorization-works?view=topic",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "Avenuemia",
      },
      note: "90 visa-free days within the 365 days from first entry.",
    },
    colombia: {
      value: 90,
      source: {
        publisher: "Migración Colombia",
        title: "Entry rules for US visitors",
        url: "https://theflatbkny.com/central-and-south-america/how-long-can-a-us-citizen-stay-in-colombia",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "The Flat Brooklyn",
      },
      note: "90 days, extendable by up to 90 more from Migración Colombia (maximum 180 days per calendar year).",
    },
    brazil: {
      value: 0,
      source: {
        publisher: "Ministério das Relações Exteriores (Brazil)",
        title: "Entry rules for US visitors",
        url: "https://corporateimmigrationpartners.com/brazil-visitor-visa-rules-reinstated-for-select-countries",
        asOf: "2025-04-10",
        reviewedOn: "2026-11-25",
        via: "Corporate Immigration Partners",
      },
      note: "Brazil reinstated visas for US citizens on 10 April 2025; an e-visa (up to 90 days per visit) must be obtained before travel.",
    },
    argentina: {
      value: 90,
      source: {
        publisher: "US Department of State",
        title: "Argentina International Travel Information",
        url: `${STATE}/Argentina.html`,
        asOf: "2025",
        reviewedOn: "2026-11-25",
      },
      note: "Up to 90 days per visit without a visa.",
      research: "From the State Department's published country page; the page was not read in a stored copy.",
    },
    chile: {
      value: 90,
      source: {
        publisher: "US Department of State",
        title: "Chile International Travel Information",
        url: `${STATE}/Chile.html`,
        asOf: "2025",
        reviewedOn: "2026-11-25",
      },
      note: "Up to 90 days per visit without a visa.",
      research: "From the State Department's published country page; the page was not read in a stored copy.",
    },
    uruguay: {
      value: 90,
      source: {
        publisher: "US Department of State",
        title: "Uruguay International Travel Information",
        url: `${STATE}/Uruguay.html`,
        asOf: "2025",
        reviewedOn: "2026-11-25",
      },
      note: "Up to 90 days per visit without a visa.",
      research: "From the State Department's published country page; the page was not read in a stored copy.",
    },
    thailand: {
      value: 60,
      source: {
        publisher: "Immigration Bureau (Thailand)",
        title: "Entry rules for US visitors",
        url: "https://www.pattayamail.com/thailandnews/60-day-visa-free-stay-for-tourists-and-business-visitors-from-93-countries-and-territories-worldwide-in-effect-465720",
        asOf: "2024-07-15",
        reviewedOn: "2026-11-25",
        via: "Pattaya Mail",
      },
      note: "60-day visa exemption in effect since 15 July 2024 (extendable by 30 days); a cut back to 30 days was under review in October 2025 but not decided.",
    },
    malaysia: {
      value: 90,
      source: {
        publisher: "Immigration Department of Malaysia",
        title: "Entry rules for US visitors",
        url: "https://www.us-passport-service-guide.com/malaysia-entry-requirements.html",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "US Passport Service Guide",
      },
      note: "Visa-free up to 90 days; the Malaysia Digital Arrival Card (not a visa) must be completed before arrival.",
    },
    philippines: {
      value: 30,
      source: {
        publisher: "Bureau of Immigration (Philippines)",
        title: "Entry rules for US visitors",
        url: "https://www.travelvisapro.com/visa/philippines",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "TravelVisaPro",
      },
      note: "30 days stamped on arrival with a return or onward ticket; longer stays need an extension from the Bureau of Immigration.",
    },
    vietnam: {
      value: 0,
      source: {
        publisher: "Immigration Department (Vietnam)",
        title: "Entry rules for US visitors",
        url: "https://www.adamandlinds.com/blog/vietnam-visa-requirements-2025-guide",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "Adam and Linds",
      },
      note: "US citizens are not on Vietnam's visa-exemption list; an e-visa (valid up to 90 days) must be obtained before travel.",
    },
    japan: {
      value: 90,
      source: {
        publisher: "US Department of State",
        title: "Japan International Travel Information",
        url: `${STATE}/Japan.html`,
        asOf: "2025",
        reviewedOn: "2026-11-25",
      },
      note: "Up to 90 days per visit without a visa.",
      research: "From the State Department's published country page; the page was not read in a stored copy.",
    },
    "south-korea": {
      value: 90,
      source: {
        publisher: "Ministry of Justice (South Korea)",
        title: "Entry rules for US visitors",
        url: "https://visasnews.com/en/south-korea-extends-k-eta-exemption-until-end-of-2025",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "VisasNews",
      },
      note: "90 days visa-free; the K-ETA electronic travel authorisation (not a visa) is temporarily waived for US citizens until 31 December 2025.",
    },
    singapore: {
      value: 90,
      source: {
        publisher: "Immigration & Checkpoints Authority (Singapore)",
        title: "Entry rules for US visitors",
        url: "https://legalclarity.org/singapore-visa-for-us-citizens-entry-requirements",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "LegalClarity",
      },
      note: "Up to 90 days visa-exempt (officers may grant a shorter visit pass); the SG Arrival Card (not a visa) is required.",
    },
    australia: {
      value: 90,
      source: {
        publisher: "Department of Home Affairs (Australia)",
        title: "Entry rules for US visitors",
        url: "https://migrationempire.com/visa/electronic-travel-authority-eta-subclass-601",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "Migration Empire",
      },
      note: "Electronic Travel Authority (subclass 601): legally a visa, but granted online via the ETA app; up to 3 months per visit, multiple visits within 12 months.",
    },
    "new-zealand": {
      value: 90,
      source: {
        publisher: "Immigration New Zealand",
        title: "Entry rules for US visitors",
        url: "https://www.nzetapermit.com/visa-requirements/us-citizens",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "NZeTA Permit",
      },
      note: "Visa waiver up to 90 days; the NZeTA electronic travel authority (not a visa) is required before travel since 1 October 2019.",
    },
    canada: {
      value: 180,
      source: {
        publisher: "Immigration, Refugees and Citizenship Canada",
        title: "Entry rules for US visitors",
        url: "https://expirebuddy.com/?p=114",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "ExpireBuddy",
      },
      note: "Up to six months, set by the border officer; US citizens are exempt from Canada's eTA.",
    },
    "united-kingdom": {
      value: 180,
      source: {
        publisher: "UK Home Office",
        title: "Entry rules for US visitors",
        url: "https://time.com/7202127/americans-traveling-to-uk-in-2025-must-do-this/",
        asOf: "2024-12-15",
        reviewedOn: "2026-11-25",
        via: "TIME",
      },
      note: "Up to six months per visit; a UK ETA (electronic travel authorisation, not a visa) is required for US citizens since 8 January 2025.",
    },
    ireland: {
      value: 90,
      source: {
        publisher: "US Department of State",
        title: "Ireland International Travel Information",
        url: `${STATE}/Ireland.html`,
        asOf: "2025",
        reviewedOn: "2026-11-25",
      },
      note: "Not in the Schengen area; visitors are normally admitted for up to 90 days",
      research: "From the State Department's published country page; the page was not read in a stored copy.",
    },
    germany: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    france: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    italy: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    netherlands: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    denmark: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    sweden: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    norway: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    finland: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    switzerland: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    austria: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    belgium: {
      value: 90,
      source: STATE_SCHENGEN,
      note: SCHENGEN_NOTE,
    },
    ghana: {
      value: 0,
      source: {
        publisher: "US Department of State",
        title: "Ghana International Travel Information",
        url: `${STATE}/Ghana.html`,
        asOf: "2025",
        reviewedOn: "2026-11-25",
      },
      note: "A visa must be obtained before travel",
      research: "From the State Department's published country page; the page was not read in a stored copy.",
    },
    liberia: {
      value: 0,
      source: {
        publisher: "Liberia Immigration Service",
        title: "Entry rules for US visitors",
        url: "https://visasnews.com/en/liberia-activates-its-electronic-visa-on-arrival-service",
        asOf: "2025-03",
        reviewedOn: "2026-11-25",
        via: "VisasNews",
      },
      note: "A visa must be obtained before travel; the e-visa-on-arrival launched on 11 March 2025 is not open to nationals of countries with a Liberian embassy, including the US.",
    },
    nigeria: {
      value: 0,
      source: {
        publisher: "Nigeria Immigration Service",
        title: "Entry rules for US visitors",
        url: "https://www.visaverge.com/visa/nigeria-ends-visa-on-arrival-shifts-to-evisa-system-from-may-2025",
        asOf: "2025-05",
        reviewedOn: "2026-11-25",
        via: "VisaVerge",
      },
      note: "Visa on arrival ended on 1 May 2025; an e-visa must be obtained online before travel.",
    },
    morocco: {
      value: 90,
      source: {
        publisher: "Direction Générale de la Sûreté Nationale (Morocco)",
        title: "Entry rules for US visitors",
        url: "https://www.uscisguide.com/international/international-travel-requirements-for-u-s-citizens-in-morocco",
        asOf: "2025",
        reviewedOn: "2026-11-25",
        via: "USCIS Guide",
      },
      note: "No visa required for US citizens for tourism or business stays of up to 90 days.",
    },
  },
};
