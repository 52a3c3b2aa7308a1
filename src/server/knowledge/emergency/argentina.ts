/**
 * Argentina. Embassy phone from the State Department's judicial-assistance page for Argentina (travel.state.gov),
 * which gives the Buenos Aires embassy's main line and after-hours line. Emergency numbers in Argentina are set
 * province by province; the only official page found (Buenos Aires Province 911) is served over http only, so
 * numbers are left unknown. No State Department advisory page for Argentina was found.
 */
import type { CountryEmergency } from "./emergency.schema";

export const argentinaEmergency: CountryEmergency = {
  country: "argentina",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "Emergency numbers in Argentina vary by province: Buenos Aires City and Province use 911, with separate lines such as 107 for ambulances in the City. Ask the US Embassy in Buenos Aires or your province for the numbers where you will live.",
    research:
      "The only official page found (Buenos Aires Province 911) is served over http. A telecom dialing reference (DIDWW) lists 911 general, 100 fire, 101 police, 107 ambulance, but it is not an official page. Searched ar.usembassy.gov and argentina.gob.ar. The Australian government's Smartraveller page for Argentina (https://www.smartraveller.gov.au/destinations/americas/argentina) lists 100, 107 and 911 (English service in Buenos Aires), but the copy read lost the headings saying which service each number is for, so it was not used. Searched again (November 2026): Smartraveller's other pages list fire and rescue, then medical, then police, and read in that order the Argentina copy gives fire 100, medical 107, police via the tourist police (0800 999 5000) or 911, but the mapping is inferred, not stated. Canada's travel advice (travel.gc.ca/destinations/argentina), the OSAC Argentina reports (osac.gov) and Finland's travel bulletin (um.fi) were found, but the stored excerpts do not reach their emergency-number sections. Frommers and a Chinese travel page give police 101, ambulance 107, fire 100, 911 coordination; neither is official. Buenos Aires Province's 911 FAQ (http://emergencias911.mseg.gba.gov.ar/preguntas, http only) says 911 dispatches police, ambulance and fire in the Province.",
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Buenos Aires",
      phone: "+54 11 5777 4533",
      url: "https://ar.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Argentina Judicial Assistance Information",
        url: "https://travel.state.gov/content/travel/en/legal/Judicial-Assistance-Country-Information/Argentina.html",
        asOf: "2026-11",
        research:
          "The page gives the U.S. Embassy, 'Av. Colombia 4300 (C1425GMN) Buenos Aires; Telephone: +(54)(11) 5777-4533; Emergency After-Hours Telephone: +(54)(11) 5777-4354; BuenosAires-ACS@state.gov'. The State Department's Argentina child-abduction page gives the same contact block. The copy read was stored under the host 'travel.state.gov.' (trailing dot); the link uses the normal host. The embassy's own services page (https://ar.usembassy.gov/services/) gives only the e-mail address. Month read used as the date.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Argentina at travel.state.gov before you go.",
    research:
      "No State Department travel-advisory page for Argentina was found. A press report records Level 1 (Exercise Normal Precautions) issued August 18, 2023, with Rosario at Level 2.",
  },
};
