/**
 * Italy: official bodies found in the search store. The residence-permit entry is Poste Italiane's official page:
 * under an agreement with the Ministry of the Interior, most permesso di soggiorno applications to the Questura are
 * filed at "Sportello Amico" post offices. No page of the Consiglio Nazionale dei Dottori Commercialisti itself was
 * stored, so tax advisers have no entry. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const italyDirectory: CountryDirectory = {
  country: "italy",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Poste Italiane (Sportello Amico)",
      use: "Non-EU citizens staying more than three months must apply for a residence permit (permesso di soggiorno) within 8 days of entry; under an agreement with the Ministry of the Interior, this page lists which permit types (e.g. elective residence) are filed at post offices for the Questura.",
      url: "https://poste.it/prodotti/guida-rilascio-e-rinnovo-permesso-di-soggiorno.html",
      asOf: "2024-05-30",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Consiglio Nazionale Forense (CNF)",
      use: "The national institution of the Italian bar; lawyers are registered (albo) with their local bar council (Consiglio dell'Ordine degli Avvocati).",
      url: "https://www.consiglionazionaleforense.it/it/web/cnf/compiti",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Agenzia delle Entrate",
      use: "The national tax agency; it issues the codice fiscale (tax code) that you need, among other things, to register with the national health service.",
      url: "https://www.agenziaentrate.gov.it/portale/web/guest/iscrizione-al-servizio-sanitario-nazionale?p_p_id=it_sogei_portlet_cookie_portlet_CookieBarWidgetPortlet_INSTANCE_footer_gestione_cookie&p_p_lifecycle=1&p_p_state=normal&p_p_mode=view&_it_sogei_portlet_cookie_portlet_CookieBarWidgetPortlet_INSTANCE_footer_gestione_cookie_javax.portlet.action=notAcceptCoockies&p_auth=sUfUucwT",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "ASST della Valcamonica (Servizio Sanitario Nazionale)",
      use: "Non-EU citizens with a valid residence permit register with the SSN at their local health agency; registration lasts as long as the permit.",
      url: "https://new.asst-valcamonica.it/scheda-ist/iscriversi-al-sistema-sanitario-nazionale",
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
