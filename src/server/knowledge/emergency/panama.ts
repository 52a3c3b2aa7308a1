/**
 * Panama. The embassy phone and the 911 advice come from U.S. Embassy alerts as reproduced word for word by
 * local sites (the Vive Boquete news list, October 2023; Newsroom Panama via MENAFN, December 2024); the
 * embassy's own pages for these alerts were not stored. No current State Department advisory page was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const panamaEmergency: CountryEmergency = {
  country: "panama",
  checked: "2026-11",
  numbers: {
    police: "911",
    ambulance: "911",
    fire: "911",
    general: "911",
    source: {
      publisher: "Newsroom Panama via MENAFN – U.S. Embassy alert on a December 24 demonstration ('Contact local authorities (dial 911)')",
      title: "Newsroom Panama via MENAFN – U.S. Embassy alert on a December 24 demonstration ('Contact local authorities (dial 911)')",
      url: "https://menafn.com/1109027905/Alert-Potential-December-24-Demonstration-Near-The-US-Embassy-In-Panama",
      asOf: "2024-12-24",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Panama City",
      phone: "+507 317 5000",
      url: "https://pa.usembassy.gov/",
      source: {
        publisher: "Vive Boquete – Demonstration Alert, U.S. Embassy Panama City (October 22 and 23, 2023)",
        title: "Vive Boquete – Demonstration Alert, U.S. Embassy Panama City (October 22 and 23, 2023)",
        url: "https://vive-boquete.blogspot.com/2023/10/news-boquete-demonstration-alert-panama_23.html",
        asOf: "2023-10-23",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No current State Department travel-advisory page for Panama was found in the search store; only reposts from the COVID-19 period (2020-2022) and an undated Level 2 repost, so no level or date is recorded.",
  },
};
