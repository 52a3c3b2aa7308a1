/**
 * Austria: official bodies found in the search store. The immigration entry is the Upper Austria state government page
 * on the Niederlassungsbewilligung (permits are issued by the district authorities of the intended residence). No page
 * of the Kammer der Steuerberater und Wirtschaftsprüfer was stored, so tax advisers have no entry. The tax authority
 * entry is the Federal Ministry of Finance's own English "Living in Austria" page (english.bmf.gv.at). Movers point
 * to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const austriaDirectory: CountryDirectory = {
  country: "austria",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Land Oberösterreich",
      use: "Explains the settlement permits for non-EEA nationals, including 'Niederlassungsbewilligung – ausgenommen Erwerbstätigkeit' (no work), quotas and fees; the district authority of your intended residence is competent.",
      url: "https://land-oberoesterreich.gv.at/208948.htm",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Österreichischer Rechtsanwaltskammertag (ÖRAK)",
      use: "Umbrella body of the nine regional bars; each regional bar keeps the list of lawyers registered in its federal state.",
      url: "https://oerak.at/kammer/oerak/organisation-aufbau",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Bundesministerium für Finanzen (BMF, Federal Ministry of Finance)",
      use: "The ministry's English extracts from its Tax Book for people living in Austria: who has unlimited tax liability (a home used long-term, or a stay of more than six months, whatever the nationality) and how foreign earnings, family allowance and childcare costs are treated.",
      url: "https://english.bmf.gv.at/living-in-austria.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
    },
    {
      category: "health-insurance",
      name: "Österreichische Gesundheitskasse (ÖGK)",
      use: "If you are not covered through work, you can insure yourself voluntarily with the public health insurer when your residence is in Austria (monthly contribution EUR 495.58 in 2024).",
      url: "https://www.gesundheitskasse.at/cdscontent/?contentid=10007.867315&portal=oegkportal",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "FIDI Global Alliance",
      use: "International federation of quality-certified (FAIM) moving companies; ask a mover whether it is a FIDI Affiliate.",
      url: "https://www.fidi.org/governance",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
  ],
};
