/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Ecuador. 9-1-1 from the official ECU 911 service site. Embassy phone from the CIA World Factbook's "Travel Facts"
 * page for Ecuador (U.S. government). The Guayaquil consulate's phone comes from a U.S. Embassy security alert
 * (ec.usembassy.gov, November 2022) that lists it for day and after-hours assistance. No current State Department
 * advisory page was found. Phones written in international form without brackets.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const ecuadorEmergency: CountryEmergency = {
  country: "ecuador",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    said: { police: "911 in Quito and Ibarra; 112 in Guayaquil, Cuenca and Loja; 101 elsewhere", ambulance: "911 in Quito and Ibarra; 112 in Guayaquil, Cuenca and Loja; 101 elsewhere", fire: "911 in Quito and Ibarra; 112 in Guayaquil, Cuenca and Loja; 101 elsewhere" },
    note: "For help in English, use the ECU 911 smartphone app.",
    source: smartravellerLocalContacts({
      country: "Ecuador",
      officialUrl: "https://www.smartraveller.gov.au/destinations/americas/ecuador",
      updated: "2025-07-25",
      reads: "You can request emergency help in English from your smartphone. Use the application ECU 911. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    crossCheck: {
      source: {
        publisher: "Servicio Integrado de Seguridad ECU 911",
        title: "¿Por qué debemos llamar como 'nueve uno uno' (9-1-1)?",
        url: "https://www.ecu911.gob.ec/5447-2/",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research: "ECU 911's page explains 9-1-1 as the single emergency line for all emergency services.",
      },
      differs: "911 for every service in the whole country",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Quito",
      phone: "+593 2 398 5000",
      url: "https://ec.usembassy.gov/",
      source: {
        publisher: "Central Intelligence Agency",
        title: "The World Factbook: Ecuador, Travel Facts",
        url: "https://cia.gov/the-world-factbook/countries/ecuador/travel-facts",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research:
          "US Embassy/Consulate: '[593] (2) 398-5000; US Embassy Quito, E12-170 Avigiras Ave. and Eloy Alfaro Ave., Quito, Ecuador'. The 2023 archive edition (https://cia.gov/the-world-factbook/about/archives/2023/countries/ecuador/travel-facts) gives the same number. Both editions list the local emergency phones as 'Ambulance: 131; Fire: 102; Police: 101' (older service numbers); 911, the single line ECU 911 answers, is kept from ECU 911's own page. Replaces LegalClarity (https://legalclarity.org/us-embassy-in-ecuador-services-and-contact-information), which gives the same switchboard and says it also serves after-hours emergencies. Month read used as the date.",
      },
    },
    {
      kind: "consulate",
      city: "Guayaquil",
      phone: "+593 4 371 7000",
      url: "https://ec.usembassy.gov/",
      source: {
        publisher: "US Embassy in Ecuador",
        title: "Security Alert – U.S. Consulate General Guayaquil, Ecuador",
        url: "https://ec.usembassy.gov/security-alert-u-s-consulate-general-guayaquil-ecuador-4/",
        asOf: "2022-11",
        reviewedOn: "2026-11-25",
        research:
          "The embassy's security alert on the November 1, 2022 attacks in Guayaquil, Esmeraldas, Santo Domingo and Durán (state of emergency under executive order 588) lists under assistance 'U.S. Consulate General Guayaquil, Ecuador +(593)(4) 371-7000' and the same number after hours. The embassy's October 17, 2019 demonstration update (https://ec.usembassy.gov/es/msg191017-es/) gives the same number for day and after hours. Replaces LegalClarity (https://legalclarity.org/us-consulate-guayaquil-services-hours-and-appointments), which gives (+593) 4-371-7000. No current ec.usembassy.gov consulate contact page was found in the search store; the consulate's older site (guayaquil.usconsulate.gov/service.html, http only) gives the same 371-7000 number.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Ecuador",
    file: "ecuador",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-10-14",
    areas: "Do Not Travel to Guayaquil south of Portete de Tarqui Avenue, Huaquillas and Arenillas (El Oro), Quevedo, Quinsaloma and Pueblo Viejo (Los Ríos), the canton of Durán (Guayas), or Esmeraldas City and the area north of it to the Colombian border and east to Carchi; Reconsider Travel to the rest of Guayaquil, El Oro and Los Ríos, southern Esmeraldas province, and Sucumbíos, Manabí, Santa Elena and Santo Domingo provinces; both due to terrorism and crime.",
    reads: "There was no change to the advisory level. The \"terrorism\" risk indicator was added. Advisory summary was updated. Exercise increased caution in Ecuador due to risk of crime , terr",
  }),
};
