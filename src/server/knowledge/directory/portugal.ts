/**
 * Portugal: official bodies found in the search store. The tax authority entry is the Autoridade Tributária e
 * Aduaneira's own Portal das Finanças page (info.portaldasfinancas.gov.pt) on changing from non-resident to resident.
 * Movers: FIDI's own page.
 */
import type { CountryDirectory } from "./directory.schema";

export const portugalDirectory: CountryDirectory = {
  country: "portugal",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "AIMA – Agência para a Integração, Migrações e Asilo",
      use: "The public agency that handles residence permits, family reunification and renewals for foreign citizens (successor to SEF since October 2023).",
      url: "https://aima.gov.pt/pt/a-aima/sobre-nos",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Ordem dos Advogados (Portuguese Bar Association)",
      use: "The compulsory professional body for lawyers in Portugal; only lawyers registered with it may practise.",
      url: "https://boletim.oa.pt/?p=8873",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Ordem dos Contabilistas Certificados (OCC, Portuguese Chartered Accountants Association)",
      use: "Regulates certified accountants (contabilistas certificados), who prepare and sign tax returns and accounts, and keeps their register.",
      url: "https://antigo.occ.pt/en/institution",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Autoridade Tributária e Aduaneira (AT, Portuguese Tax and Customs Authority)",
      use: "How a foreign citizen becomes a Portuguese tax resident (more than 183 days in 12 months, or a home kept as habitual residence) and must update the tax registration within 60 days, via the Portal das Finanças e-balcão or a tax office, with the documents required.",
      url: "https://info.portaldasfinancas.gov.pt/pt/apoio_ao_contribuinte/Cidadaos/Residir_em_Portugal/Alteracao_nao_residente_para_residente",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
    },
    {
      category: "health-insurance",
      name: "Entidade Reguladora da Saúde (ERS, Health Regulatory Authority)",
      use: "Official FAQ on registering with the national health service (SNS) and getting a national user number for primary care at a health centre.",
      url: "https://www.ers.pt/pt/utentes/perguntas-frequentes/faq/acesso-a-cuidados-de-saude-primarios-centros-de-saude/",
      asOf: "2025-04-09",
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
