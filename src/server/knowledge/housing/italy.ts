/**
 * Italy: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official: Gazzetta Ufficiale text of Law 392/1978, article 11 (deposit).
 * - Secondary: sfrattielocazioni.it (tenancy-law site, 2023) on 4+4 and 3+2 contracts; BusinessOnline.it (2024) on
 *   agency commissions; notaio Bissi (Italian notary's site, 2012) on the reciprocity rule for foreigners. A US law
 *   firm page (Berti Law Firm, https://beitalylawfirm.com/purchasing-property-in-italy-legal-guide, undated) states
 *   that the reciprocity condition is met for US citizens; it is not used as the cited source because it is undated.
 * - No gaps. Doubt: agency commissions are market practice, not law.
 */
import type { CountryHousing } from "./housing.schema";

export const italyHousing: CountryHousing = {
  country: "italy",
  checked: "2026-11",
  deposit: {
    text: "The security deposit (deposito cauzionale) may not exceed three months' rent and earns statutory interest, which must be paid to the tenant at the end of each year (Law 392/1978, article 11).",
    source: {
      publisher: "Gazzetta Ufficiale",
      title: "Legge 27 luglio 1978 n. 392, art. 11 (Deposito cauzionale)",
      url: "https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.versione=1&art.idGruppo=1&art.flagTipoArticolo=0&art.codiceRedazionale=078U0392&art.idArticolo=11&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.dataPubblicazioneGazzetta=1978-07-29&art.progressivo=0",
      asOf: "1978-07-29",
      reviewedOn: "2026-11-23",
    },
  },
  contractLength: {
    text: "Under Law 431/1998 the free-rent ('canone libero') contract lasts four years, renewed automatically for four more (4+4) unless notice is given by registered letter six months before expiry; a shorter term is void. The alternative 'canone concordato' contract runs 3+2 years on terms set by local agreements and carries tax benefits.",
    source: {
      publisher: "sfrattielocazioni.it",
      title: "Il contratto di affitto 4+4",
      url: "https://sfrattielocazioni.it/2023/05/27/il-contratto-di-affitto-44/",
      asOf: "2023-05-27",
      reviewedOn: "2026-11-23",
    },
  },
  agencyFees: {
    text: "The agency commission for a rental is usually between one month's rent and 15% of the annual rent, and is paid partly by the tenant and partly by the landlord unless the contract says otherwise.",
    source: {
      publisher: "BusinessOnline.it",
      title: "Quanto si paga mediamente nel 2024 di provvigione all'Agenzia Immobiliare per affitto casa?",
      url: "https://www.businessonline.it/articoli/quanto-si-paga-mediamente-nel-di-provvigione-allagenzia-immobiliare-per-affitto-casa.html",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  foreignBuyers: {
    text: "Non-EU foreigners holding an Italian permit to stay have the same capacity as Italians to own, buy and sell real estate. Foreigners without a permit to stay may only do what Italian citizens may do in their country (condition of reciprocity).",
    source: {
      publisher: "Notaio Bissi",
      title: "Foreigners in Italy",
      url: "https://notaiobissi.eu/index.php/2012/10/14/foreigners-in-italy/",
      asOf: "2012-10-14",
      reviewedOn: "2026-11-23",
      research: "Italian notary's site.",
    },
  },
};
