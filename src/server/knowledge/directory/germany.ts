/**
 * Germany: official bodies found in the search store. No page of the Bundesrechtsanwaltskammer (BRAK) or the
 * Bundessteuerberaterkammer itself was stored (only third-party copies of their statutes), so lawyers have no entry;
 * tax advisers point to one regional Steuerberaterkammer (Nürnberg), whose own site was stored. The immigration entry is a German Foreign Office mission page (Canada) that states the rule for
 * US citizens.
 */
import type { CountryDirectory } from "./directory.schema";

export const germanyDirectory: CountryDirectory = {
  country: "germany",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Federal Foreign Office (Auswärtiges Amt)",
      use: "US citizens may enter without a visa and apply for a residence permit at the local immigration office (Ausländerbehörde); a visa is needed first to work immediately on arrival.",
      url: "https://canada.diplo.de/ca-en/consular-services/visa/long-term/2678656-2678656",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Steuerberaterkammer Nürnberg",
      use: "Steuerberater are appointed by and are members of their regional Steuerberaterkammer, a public-law body; ask the chamber of your region to confirm an adviser's registration. The link opens the home page of the Nuremberg chamber (northern Bavaria); other regions have their own.",
      url: "https://stbk-nbg.de/",
      asOf: "2026-11",
      reviewedOn: "2026-11-29",
    },
    {
      category: "tax-authority",
      name: "Bundeszentralamt für Steuern (BZSt, Federal Central Tax Office)",
      use: "Your tax ID (IdNr) is issued automatically after you first register your address in Germany; ask the BZSt if it has not arrived after three months.",
      url: "https://bzst.de/DE/Privatpersonen/SteuerlicheIdentifikationsnummer/FAQ/faq_node.html?lv2=90806",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "gesund.bund.de (Federal Ministry of Health)",
      use: "Health insurance is compulsory for everyone living in Germany; explains statutory funds (Krankenkassen) versus private health insurance.",
      url: "https://gesund.bund.de/en/health-insurance",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "Bundesverband Möbelspedition und Logistik (AMÖ)",
      use: "National association of German removal firms (around 800 members); it certifies 'anerkannter AMÖ-Fachbetrieb' movers.",
      url: "https://amoe.de/woher-kommen-wir/",
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
