/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Colombia. 123, the national single emergency line for police and emergency services, from the US Embassy's
 * Victims of Crime page (co.usembassy.gov). Embassy phone from a U.S. Embassy Bogotá security alert (2023). The
 * U.S. presence outside Bogotá is a consular agency in Barranquilla, not a consulate, so it is not listed. No State
 * Department advisory page for Colombia was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const colombiaEmergency: CountryEmergency = {
  country: "colombia",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "123",
    fire: "123",
    said: { police: "112 or 123" },
    source: smartravellerLocalContacts({
      country: "Colombia",
      officialUrl: "https://www.smartraveller.gov.au/destinations/americas/colombia",
      updated: "2025-07-29",
      reads: "Call 123 Call 123 or go to the hospital. Call 112 or go to the local police station. Always get a police report when you report a crime. You can report any crime online or by calling +57 018 0009 197 48 or 122. Your insurer should have a 24-hour emergency number.",
    }),
    crossCheck: {
      source: {
        publisher: "US Embassy in Colombia",
        title: "Victims of Crime",
        url: "https://co.usembassy.gov/victims-of-crime/",
        asOf: "2018-02-21",
        reviewedOn: "2026-11-28",
        research:
          "The page (dated February 21, 2018) says: 'If you are in imminent danger, you should immediately contact local authorities by dialing 123 from any Colombian telephone for police and emergency services anywhere in Colombia.' The embassy's older emergencies page (http://bogota.usembassy.gov/emergencies.html, http only) lists 'Police / Fire / Medical Emergency: 123' valid throughout Colombia and 123 for ambulances and fire emergencies. Replaces W Radio's article 'Número para llamar a emergencias: ¿es el mismo en toda Colombia?' (https://wradio.com.co/2023/08/25/numero-para-llamar-a-emergencias-es-el-mismo-en-toda-colombia/?outputType=amp, August 25, 2023), which quotes Función Pública: 'El 123 es la línea única de emergencias Nacional'. Australia's Smartraveller Colombia page (https://www.smartraveller.gov.au/destinations/americas/colombia) gives 123 for fire and medical emergencies but 112 for police, so it was not used; 112 is the National Police line and 123 reaches the police too.",
      },
      differs: "123 for the police as well",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Bogotá",
      phone: "+57 601 275 2000",
      url: "https://co.usembassy.gov/",
      source: {
        publisher: "US Embassy in Colombia",
        title: "Security Alert: U.S. Embassy Bogotá (February 7, 2023)",
        url: "https://co.usembassy.gov/security-alert-u-s-embassy-bogota-improvised-explosive-devices-launched-near-universidad-distrital-francisco-jose-de-caldas-in-macarena/",
        asOf: "2023-02-07",
        reviewedOn: "2026-11-23",
        research: "The alert gives the embassy's main number.",
      },
    },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Colombia",
    file: "colombia",
    level: 3,
    label: "Reconsider Travel",
    issued: "2026-03-31",
    areas: "Do Not Travel to the Arauca, Cauca (except Popayán), Valle del Cauca (except Cali) and Norte de Santander departments, due to crime and terrorism, or within 10 km (5 miles) of the border with Venezuela, due to crime, kidnapping, conflict between armed groups and the risk of detention.",
    reads: "Reconsider travel to Colombia due to crime, terrorism, civil unrest, kidnapping, and natural disasters. Some areas have an increased risk. Read the entire Travel Advisory. Violent ",
  }),
};
