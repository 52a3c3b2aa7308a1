/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Malaysia. 999 reaches police, ambulance and fire through the national MERS 999 system, as the government's MERS
 * 999 site (999.gov.my) describes it (the next-generation system went live on November 16, 2025 on the same number);
 * the CIA World Factbook's 2022 page still lists 994 for fire, which is no longer the number to give. Embassy
 * phone from the embassy's own services page (my.usembassy.gov). No State Department advisory page with a date was
 * found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const malaysiaEmergency: CountryEmergency = {
  country: "malaysia",
  checked: "2026-11",
  numbers: {
    police: "999",
    ambulance: "999",
    fire: "999",
    source: smartravellerLocalContacts({
      country: "Malaysia",
      officialUrl: "https://www.smartraveller.gov.au/destinations/asia/malaysia",
      updated: "2025-08-08",
      reads: "Call 999. Call 999. Call 999 or contact the Royal Malaysia Police Operations Centre on +60321 159 999 or Royal Malaysia Headquarters (Bukit Aman) +603 22662 222. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "999",
    crossCheck: {
      source: {
        publisher: "Malaysian Emergency Response Services 999 (MERS 999)",
        title: "Apa itu MERS 999? (What is MERS 999?)",
        url: "https://999.gov.my/mers-999/apa-itu-mers-999/",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The Malaysian government's MERS 999 site says MERS 999 unites Malaysia's emergency numbers into one central number, 999, for the police (Polis), fire and rescue (Bomba), medical services (Hospital), civil defence (Pertahanan Awam) and maritime emergencies (Maritim Malaysia). The page is undated, so the month read is used. The next-generation system (NG MERS 999) went live on November 16, 2025 on the same 999 number: The Star, 'NG MERS 999 system operating normally after isolated incidents' (https://www.thestar.com.my/news/nation/2025/11/18/ng-mers-999-system-operating-normally-after-isolated-incident, November 18, 2025), reports the joint statement of the Communications and Health ministries and Telekom Malaysia that the 999 voice line remains fully operational; that article was the previous citation. A 2015 Star report (republished at https://medicinemalaysia.com/medicine/2015/03/16/emergency-number-is-still-999/) quotes the MERS 999 project director: 112 is an alternative from mobile phones and is redirected to the 999 response centres. The CIA World Factbook 2022 Malaysia Travel Facts page (https://www.cia.gov/the-world-factbook/about/archives/2022/countries/malaysia/travel-facts) still gives fire 994, a number folded into 999 from 2007-2008.",
      },
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Kuala Lumpur",
      phone: "+60 3 2168 5000",
      url: "https://my.usembassy.gov/",
      source: {
        publisher: "US Embassy in Malaysia",
        title: "Important U.S. Citizen Services Information",
        url: "https://my.usembassy.gov/services/important-services-information/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "The page gives 'U.S. Embassy Kuala Lumpur, 376 Jalan Tun Razak, 50400 Kuala Lumpur; Phone: 60-3-2168-5000' (the main line). Previously cited from the CIA World Factbook 2022 page, which gives the same number.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Malaysia",
    file: "malaysia",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-02-22",
    areas: "Exercise Increased Caution on the islands and maritime areas off the coast of eastern Sabah, from Kudat in the north to Tawau in the south, due to the risk of kidnapping.",
    reads: "Exercise normal precaution in Malaysia. Some areas have increased risk. Read the entire Travel Advisory. Malaysia is generally a safe destination for travelers. Exercise increased ",
  }),
};
