/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Panama. Embassy phone from the embassy's own assistance page (pa.usembassy.gov/faq), which gives +507 317-5000
 * for American Citizen Services emergencies. The 911 advice comes from a U.S. Embassy alert (December 2024)
 * republished by MENAFN; the embassy's own copy of the alert was not found. No current State Department advisory
 * page was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const panamaEmergency: CountryEmergency = {
  country: "panama",
  checked: "2026-11",
  numbers: {
    police: "104",
    ambulance: "911",
    fire: "911",
    source: smartravellerLocalContacts({
      country: "Panama",
      officialUrl: "https://www.smartraveller.gov.au/destinations/americas/panama",
      updated: "2025-02-19",
      reads: "Call 911. Call 911 or go to the hospital. Call 104 or go to the nearest police station. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    crossCheck: {
      source: {
        publisher: "US Embassy in Panama",
        title: "Alert: Potential December 24 Demonstration Near the U.S. Embassy in Panama",
        url: "https://menafn.com/1109027905/Alert-Potential-December-24-Demonstration-Near-The-US-Embassy-In-Panama",
        asOf: "2024-12-24",
        reviewedOn: "2026-11-28",
        via: "MENAFN",
        research:
          "MENAFN republishes the alert (originally carried by Newsroom Panama), which advises 'Contact local authorities (dial 911)'. No official Panamanian page or embassy copy stating 911 was found. Searched again (November 2026) for foreign governments' travel advice (Smartraveller: only 2014-2015 copies without emergency numbers; travel.gc.ca/destinations/panama and Spain's exteriores.gob.es Panama page: excerpts do not reach the emergency section; gov.uk: no copy found), OSAC's Panama Country Security Report (https://www.osac.gov/Content/Report/c7575230-2685-4c5d-bd60-1c840cdaf93e, January 2, 2025: excerpt does not reach the police-response section), and Panamanian government pages. Law 70 of 2019 created the Sistema Nacional de Emergencias 9-1-1 to replace police 104, fire 103 and civil protection 335 (Panamá América, March 2020, and La Prensa, August 2019), but the Ministry of Public Security's January 2020 note (https://www.minseg.gob.pa/2020/01/minseg-informa-sobre-avances-en-la-conformacion-del-9-1-1/) describes the integration of police line 104 as progressive. The Ministry of Health (Metro Libre, September 2025) says 9-1-1 is the national emergency number and coordinates fire, SINAPROC, Red Cross and MINSA; SINAPROC lists 911 among its emergency lines (sinaproc.gob.pa). The U.S. Embassy's November 1, 2023 demonstration alert (reposted at https://chiriqui.life/topic/20573-alert-avoid-demonstrations-and-exercise-caution-november-1-2023-update/) says 'Contact local authorities (dial 911)'. Searched again (November 2026, third round) without finding an official page whose stored copy states 911 for police, ambulance and fire: travel.gc.ca/destinations/panama (stored text stops before the emergency section), a general search for foreign governments' Panama travel advice, pa.usembassy.gov alerts (only reposts on blogs), 911.gob.pa, minseg.gob.pa and mingob.gob.pa (a January 2017 Ministry of Government note on SUME 911 ambulances, https://www.mingob.gob.pa/sume-911-inauguro-nuevo-sitio-lanzamiento-pan-azucar, names no police or fire number). Panamá América (March 2020) reports that the police (104) and fire (103) lines were still in use while 911 was being unified; this number set remains a decision for the lead. Searched again (November 2026, fourth round) without finding an official page whose stored copy states 911 for the three services: SafeTravel (https://safetravel.govt.nz/panama, reviewed August 10, 2022: stored text stops before any emergency numbers), Smartraveller (only the 2014-2015 copies at smartraveller.gov.au/countries/panama and the zw-cgi page), Switzerland's EDA Panama travel advice (admin.ch: no numbers), gov.uk (only a 2009 blog reproduction), OSAC Panama reports (2013, 2014, 2019, 2020 and January 2025: excerpts give only embassy lines), pa.usembassy.gov alerts and victims-of-crime pages (only reposts on blogs and Expat Exchange), CIA World Factbook Travel Facts for Panama (no stored copy found) and Panamanian government pages on the Sistema Nacional de Emergencias 9-1-1. A German travel agency page (neue-welt-reisen.de) still lists the older police 104 and fire 103 lines. Searched again (November 2026, fifth round, group B): SUME 9-1-1 pages (the Ministry of Public Security's July 2024 note, https://www.minseg.gob.pa/2024/07/sume-911-respuesta-inmediata-para-salvar-vidas/, describes SUME 911 as the pre-hospital medical emergency line that coordinates with SENAN and SENAFRONT, not as the police and fire number), pa.usembassy.gov emergency-assistance wording, and Policía Nacional / Bomberos pages. In September 2025 the fire service (Benemérito Cuerpo de Bomberos, via Metro Libre) still asked the public to use 103 for fire emergencies, so 911 for fire is not confirmed by an official page.",
      },
      differs: "911 for the police as well",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Panama City",
      phone: "+507 317 5000",
      url: "https://pa.usembassy.gov/",
      source: {
        publisher: "US Embassy in Panama",
        title: "Assistance and Frequently Asked Questions",
        url: "https://pa.usembassy.gov/faq/",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "The page says 'Call +507 317-5000 to reach the American Citizen Services Emergencies'. Replaces an October 2023 embassy alert reposted by the Vive Boquete news list (https://vive-boquete.blogspot.com/2023/10/news-boquete-demonstration-alert-panama_23.html), which gave the same number.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Panama",
    file: "panama",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2026-08-19",
    areas: "Do Not Travel to the Mosquito Gulf or to parts of the Darién Region, due to crime.",
    reads: "There was no change to the advisory level. The unrest indicator was removed. Advisory summary was updated. Exercise increased caution in Panama due to crime. Some areas have increa",
  }),
};
