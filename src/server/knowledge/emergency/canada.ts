/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Canada. 911 from the Government of New Brunswick's 911 page (the CRTC's decisions describe 9-1-1 as the
 * emergency number across Canada). The embassy phone comes from the State Department's OSAC Country Security
 * Report for Canada (osac.gov, August 16, 2024). The Toronto consulate phone is from the mission's own page. No
 * dated State Department advisory page for Canada was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const canadaEmergency: CountryEmergency = {
  country: "canada",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    source: smartravellerLocalContacts({
      country: "Canada",
      officialUrl: "https://www.smartraveller.gov.au/destinations/americas/canada",
      updated: "2025-07-31",
      reads: "Call 911. Call 911. Call 911. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "911",
    crossCheck: {
      source: {
        publisher: "Government of New Brunswick",
        title: "911",
        url: "https://www.gnb.ca/en/topic/laws-safety/community-safety/911.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The page says the 911 operator answers and, depending on the emergency, transfers the caller to the police, fire department, ambulance or poison control dispatcher. 911 is the number across Canada (CRTC Telecom Decision 2018-188, crtc.gc.ca, describes how 9-1-1 calls are routed in Canada; municipal pages such as Brampton's say the same). No federal canada.ca page stating the numbers was found in the search store. Month read used as the date.",
      },
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Ottawa",
      phone: "+1 613 688 5335",
      url: "https://ca.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Overseas Security Advisory Council: Canada Country Security Report (August 16, 2024)",
        url: "https://www.osac.gov/Country/Canada/Content/Detail/Report/4be52f76-38b8-4823-b386-1d745f50f8da",
        asOf: "2024-08-16",
        reviewedOn: "2026-11-25",
        research:
          "OSAC (Bureau of Diplomatic Security, US Department of State) report, 'Embassy & Consulate Contact Information': U.S. Embassy Ottawa, 490 Sussex Drive, 'Tel: +1 (613) 688-5335', 'After-Hours Emergency: +1 (613) 688-5249', hours 0830-1700 Monday-Friday; the same block gives Toronto +1 (416) 595-1700. Replaces LegalClarity's guide (https://legalclarity.org/u-s-embassy-ottawa-services-and-contact-information), which gives the same main number but +1 613 238 5335 after hours, as does a third-party copy of the travel.state.gov Canada page (2024). The after-hours line differs between sources, so only the main number is given.",
      },
    },
    {
      kind: "consulate",
      city: "Toronto",
      phone: "+1 416 595 1700",
      url: "https://ca.usembassy.gov/",
      source: {
        publisher: "US Embassy and Consulates in Canada",
        title: "U.S. Consulate General Toronto: Business Hours",
        url: "https://ca.usembassy.gov/embassy-consulates/toronto/business-hours/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research: "General-inquiries switchboard (416-595-1700). The consulates in Halifax, Quebec City, Montreal, Calgary, Vancouver and Winnipeg are not listed because no official page with their phones was found.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Canada",
    file: "canada",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-06-05",
    reads: "Exercise normal precaution in Canada. Canada is generally a safe destination for travelers. ##### Crime Petty crime is common, especially in popular tourist locations. Stay aware o",
  }),
};
