/**
 * Finland: official bodies found in the search store (Migri, Finnish Bar Association, Ministry of Justice legal aid
 * pages, InfoFinland, Kela's national contact point choosehealthcare.fi). The Migri page stored is a 2020 customer
 * bulletin on submitting applications; no more recent general Migri page was stored. No page of a tax-adviser body was
 * stored. The tax-card entry is InfoFinland's page (named as InfoFinland, not Vero, since InfoFinland runs it).
 * Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const finlandDirectory: CountryDirectory = {
  country: "finland",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Finnish Immigration Service (Migri)",
      use: "Decides residence permits; most applications are submitted in the Enter Finland online service, then you prove your identity at a Migri service point or Finnish mission.",
      url: "https://migri.fi/en/article/-/asset_publisher/haetko-oleskelulupaa-suomessa-muutoksia-hakemuksen-vireillepanossa-ja-palvelupisteiden-toiminnassa",
      asOf: "2020-03",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Finnish Bar Association (Suomen Asianajajaliitto)",
      use: "Public corporation that admits and supervises attorneys-at-law; only its members may use the title 'asianajaja'. Complaints go to its Disciplinary Board free of charge.",
      url: "https://asianajajaliitto.fi/en/finnish-bar-association/who-we-are/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Ministry of Justice, Finland (oikeus.fi)",
      use: "Explains the difference between advocates (Bar members), public legal aid attorneys and licensed attorneys approved by the Licensed Attorneys Board.",
      url: "https://oikeus.fi/en/index/esitteet/oikeusapu/kukakukinon.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "InfoFinland",
      use: "You need a tax card (verokortti) from the Finnish Tax Administration (Vero), at a tax office or in MyTax; without one your employer withholds 60% of your salary.",
      url: "https://www.infofinland.fi/en/living-in-finland/work-and-enterprise/taxation/tax-card",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Kela (National Contact Point for Cross-Border Healthcare)",
      use: "Anyone permanently residing in Finland with a municipality of residence may use public healthcare; request Finnish health insurance from Kela after notifying your move.",
      url: "https://www.choosehealthcare.fi/healthcare-in-finland/your-right-to-treatment-in-finland/residence-in-finland/",
      asOf: "2026-11",
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
