/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Brazil. Embassy and consulate phones from the State Department's country information page for Brazil
 * (travel.state.gov, updated May 24, 2017), which lists the Embassy in Brasília and the consulates in Porto Alegre,
 * Recife and Rio de Janeiro; São Paulo's phone from the U.S. Mission's own "Rio 2016" citizen-services page
 * (br.usembassy.gov). Emergency numbers (police 190, ambulance 192, fire 193) from the Australian government's
 * Smartraveller advice for Brazil. No State Department advisory page for Brazil was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { stateDepartmentAdvisory } from "./sources";

const countryPage = {
  publisher: "US Department of State",
  title: "Brazil: Country Information (Embassies and Consulates)",
  url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Brazil.html",
  asOf: "2017-05-24",
  reviewedOn: "2026-11-25",
  research:
    "The page ('Last Updated: May 24, 2017') lists U.S. Embassy Brasilia, Telephone 011-55-61-3312-7000 (after hours 011-55-61-3312-7400); U.S. Consulate Porto Alegre 011-55-51-3345-6000; U.S. Consulate General Recife 011-55-81-3416-3050; U.S. Consulate General Rio de Janeiro 011-55-213823-2000. The State Department's Brazil judicial-assistance page (travel.state.gov/content/travel/en/legal/Judicial-Assistance-Country-Information/Brazil.html) gives the same numbers. Previously the posts were cited from the Mission's Portuguese contact page (https://br.usembassy.gov/pt/u-s-citizen-services-pt/contato-horarios-agendamentos/), which names them without phones.",
};

const rio2016Page = {
  publisher: "US Embassy in Brazil",
  title: "Rio 2016 – Serviços aos Cidadãos dos EUA",
  url: "https://br.usembassy.gov/pt/u-s-citizen-services-pt/rio-2016-servicos-aos-cidadaos-dos-eua/",
  asOf: "2016",
  reviewedOn: "2026-11-25",
  research:
    "The page's 24-hour emergency assistance list gives São Paulo (11) 3250-5000 (7:30 to 16:30) and (11) 3250-5373 after hours, and the same Brasília, Rio de Janeiro and Recife numbers as the State Department's country page.",
};

export const brazilEmergency: CountryEmergency = {
  country: "brazil",
  checked: "2026-11",
  numbers: {
    police: "190",
    ambulance: "192",
    fire: "193",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Brazil travel advice (Smartraveller): local emergency contacts",
      url: "https://www.smartraveller.gov.au/destinations/americas/brazil",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Smartraveller's Brazil page lists 'Fire and rescue services: Call 193', 'Medical emergencies: Call 192 or go to a hospital', 'Police: Call 190 or go to the local police station', under the advice level 'Exercise a high degree of caution in Brazil due to crime and civil unrest'. The page shows no issue date, so the month read is used; an older copy without www (https://smartraveller.gov.au/destinations/americas/brazil) gives the same numbers. Replaces a Brazilian guide (MDBF, 'Quais os Números de Emergência: Guia Completo 2025', https://mdbf.com.br/blog/quais-os-numeros-de-emergencia), which gives the same three numbers. Official pages found give them separately too: the U.S. Mission's Victims of Crime page (https://br.usembassy.gov/u-s-citizen-services/victims-of-crime/) says 'call 190'; UNHCR's Brazil help pages give 190 and 192; the Ministry of Health's traveller page gives SAMU 192; Austrade's Brazil security page (austrade.gov.au) lists police 190, fire 193, ambulance 192.",
    },
  },
  usPosts: [
    { kind: "embassy", city: "Brasília", phone: "+55 61 3312 7000", url: "https://br.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Porto Alegre", phone: "+55 51 3345 6000", url: "https://br.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Recife", phone: "+55 81 3416 3050", url: "https://br.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Rio de Janeiro", phone: "+55 21 3823 2000", url: "https://br.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "São Paulo", phone: "+55 11 3250 5000", url: "https://br.usembassy.gov/", source: rio2016Page },
  ],
  advisory: stateDepartmentAdvisory({
    country: "Brazil",
    file: "brazil",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-29",
    areas: "Do Not Travel within 160 km (100 miles) of Brazil's land borders with Bolivia, Colombia, Guyana, French Guiana, Paraguay, Peru, Suriname and Venezuela (the Foz do Iguaçu and Pantanal national parks excepted), to informal housing developments (favelas, vilas, comunidades) at any time, or to Brasília's satellite cities (Ceilândia, Santa Maria, São Sebastião, Paranoá) at night, due to crime.",
    reads: "Updated to add risk indicator for kidnapping. Exercise increased caution in Brazil due to crime and kidnapping. Some areas have increased risk. Read the entire Travel Advisory. Do ",
  }),
};
