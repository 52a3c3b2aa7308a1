/**
 * Austria. The embassy phone comes from Learn4Good's embassy directory page, which quotes the embassy's 24-hour
 * emergency line ("(0043 1) 31 339 0"); no https page of the embassy or the State Department with the phone was
 * stored. 112 from the European Commission's Your Europe page (Austria also keeps 133 police, 144 ambulance and
 * 122 fire). No dated State Department advisory page for Austria was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const austriaEmergency: CountryEmergency = {
  country: "austria",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    general: "112",
    source: {
      name: "European Commission, Your Europe – Perguntas frequentes: em caso de emergência (112 works in every EU country; the operator transfers the call to the right emergency service)",
      url: "https://europa.eu/youreurope/citizens/travel/security-and-emergencies/emergency/faq/index_pt.htm",
      asOf: "2026-11",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Vienna",
      phone: "+43 1 31339 0",
      url: "https://at.usembassy.gov/",
      source: {
        name: "Learn4Good – U.S. Embassy for Austria: address and phone number",
        url: "https://www.learn4good.com/travel/usembassy-consulates-austria.htm",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Austria was found in the search store, so the level and its issue date are not recorded.",
  },
};
