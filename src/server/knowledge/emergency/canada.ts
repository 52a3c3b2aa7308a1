/**
 * Canada. 911 from the Government of New Brunswick's 911 page (the CRTC's decisions describe 9-1-1 as the
 * emergency number across Canada). The embassy phone comes from LegalClarity's guide: no official page with the
 * Ottawa phone was found in the search store. The Toronto consulate phone is from the mission's own page. No
 * dated State Department advisory page for Canada was found.
 */
import type { CountryEmergency } from "./emergency.schema";

export const canadaEmergency: CountryEmergency = {
  country: "canada",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    general: "911",
    source: {
      publisher: "Government of New Brunswick",
      title: "911",
      url: "https://www.gnb.ca/en/topic/laws-safety/community-safety/911.html",
      asOf: "2026-11",
      research:
        "The page says the 911 operator answers and, depending on the emergency, transfers the caller to the police, fire department, ambulance or poison control dispatcher. 911 is the number across Canada (CRTC Telecom Decision 2018-188, crtc.gc.ca, describes how 9-1-1 calls are routed in Canada; municipal pages such as Brampton's say the same). No federal canada.ca page stating the numbers was found in the search store. Month read used as the date.",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Ottawa",
      phone: "+1 613 688 5335",
      url: "https://ca.usembassy.gov/",
      source: {
        publisher: "LegalClarity",
        title: "U.S. Embassy Ottawa: Services and Contact Information",
        url: "https://legalclarity.org/u-s-embassy-ottawa-services-and-contact-information",
        asOf: "2026-11",
        research:
          "Main switchboard for business hours; the same guide gives +1 613 238 5335 for after-hours emergencies. Searched for an official page with the Ottawa phone (ca.usembassy.gov contact, alerts, 'Answers for U.S. Citizens in Canada' of April 1, 2020, whose contact block was not in the stored excerpt; travel.state.gov Canada page): none found. Replace with the embassy's own page when it can be read.",
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
        research: "General-inquiries switchboard (416-595-1700). The consulates in Halifax, Quebec City, Montreal, Calgary, Vancouver and Winnipeg are not listed because no official page with their phones was found.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Canada at travel.state.gov before you go.",
    research: "No State Department travel-advisory page for Canada was found in the search store.",
  },
};
