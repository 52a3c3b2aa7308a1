/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Argentina. Police 911, ambulance 107 and fire 100 from the Australian government's Smartraveller advice for
 * Argentina (the numbers Smartraveller lists for Argentina; which service each is for is corroborated by the Buenos
 * Aires City government and Ombudsman, the Buenos Aires Province 911 service and travel guides: see the research
 * note). Numbers are set province by province; 911 reaches police (and dispatches other services) in Buenos Aires
 * City and Province. Embassy phone from the State Department's judicial-assistance page for Argentina
 * (travel.state.gov), which gives the Buenos Aires embassy's main line and after-hours line. No State Department
 * advisory page for Argentina was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { stateDepartmentAdvisory } from "./sources";

export const argentinaEmergency: CountryEmergency = {
  country: "argentina",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "107",
    fire: "100",
    said: { ambulance: "107 or 911", fire: "100 or 911" },
    note: "911 answers in English only in the city of Buenos Aires.",
    general: "911",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Argentina travel advice (Smartraveller): local emergency contacts",
      url: "https://www.smartraveller.gov.au/destinations/americas/argentina",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "The stored copy of Smartraveller's Argentina page lists the local emergency numbers 100, 107 and 911 and the tourist police line (0800 999 5000, English-speaking help in Buenos Aires), but the copy lost the headings that say which service each number is for. Smartraveller's country pages list fire and rescue, then medical, then police (e.g. Chile: 'Police - Call 133', 'Medical - Call 131', 'Fire and Rescue - Call 132'), which reads as fire 100, medical 107, police 911 or the tourist police. That mapping is corroborated by: the Buenos Aires City Ombudsman's 2006 resolution on the 911 system (alimena.org copy, http only: '100 Bomberos', '107 S.A.M.E. (Sistema de Atención Médica de Emergencias)', '103 Emergencias en la ciudad / Defensa Civil'); the Buenos Aires City government's weather advice reported by the press ('llamar al 103 o 911 por emergencias en la vía pública o al 107 por el SAME'); the city tourism site (turismo.buenosaires.gob.ar, health-and-safety pages, whose stored copies stop before the phone list); Buenos Aires Province's 911 FAQ (http://emergencias911.mseg.gba.gov.ar/preguntas, http only: 911 dispatches police, ambulance, fire, civil defence and coast guard in the Province); Frommer's Argentina fast facts (https://www.frommers.com/destinations/argentina/fast-facts: 'For an ambulance, call tel. 107; in case of fire, call tel. 100; for police assistance, call tel. 101'); and a telecom dialing reference (DIDWW: 911 general, 100 firefighters, 101 police, 107 ambulance). Police is entered as 911 rather than the older federal line 101 because 911 is the police emergency number of both Buenos Aires City (Policía de la Ciudad) and Buenos Aires Province. Searched without finding an official page whose stored copy states all three (November 2026): gov.uk Argentina travel advice (only third-party reproductions), travel.gc.ca Argentina (current and Library and Archives Canada copies, e.g. https://webarchiveweb.wayback.bac-lac.canada.ca/web/20170505155849/https://travel.gc.ca/destinations/argentina: the stored text stops before the emergency section), Ireland's DFA Argentina page (same), um.fi, argentina.gob.ar, buenosaires.gob.ar, ar.usembassy.gov and CIA World Factbook Travel Facts for Argentina. The page shows no issue date, so the month read is used.",
    },
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
        reviewedOn: "2026-11-23",
        research:
          "The page gives the U.S. Embassy, 'Av. Colombia 4300 (C1425GMN) Buenos Aires; Telephone: +(54)(11) 5777-4533; Emergency After-Hours Telephone: +(54)(11) 5777-4354; BuenosAires-ACS@state.gov'. The State Department's Argentina child-abduction page gives the same contact block. The copy read was stored under the host 'travel.state.gov.' (trailing dot); the link uses the normal host. The embassy's own services page (https://ar.usembassy.gov/services/) gives only the e-mail address. Month read used as the date.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Argentina",
    file: "argentina",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-07-10",
    reads: "Exercise normal precaution in Argentina. Argentina is generally a safe destination for travelers. The U.S. Centers for Disease Control (CDC) has issued a Level 1 Travelers’ Health ",
  }),
};
