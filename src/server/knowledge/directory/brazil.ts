/**
 * Brazil: official gov.br pages found in the search store (Polícia Federal, Ministério da Justiça e Segurança Pública,
 * a Brazilian consulate's CPF page for foreigners, named as the Ministry of Foreign Affairs' consulate page since the
 * Receita Federal does not run it) and a regional accountancy council page (CRC Sergipe, part of the
 * CFC/CRC system). The OAB's Cadastro Nacional dos Advogados was only described on third-party pages, so lawyers
 * have no entry; no Ministry of Health / SUS page for foreign residents was stored. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const brazilDirectory: CountryDirectory = {
  country: "brazil",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Polícia Federal",
      use: "Federal Police service page for applying for, renewing or changing a residence authorisation and getting the Carteira de Registro Nacional Migratório (CRNM).",
      url: "https://gov.br/pf/pt-br/assuntos/carta-de-servicos/migracao/obter-autorizacao-de-residencia",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "immigration-authority",
      name: "Ministério da Justiça e Segurança Pública",
      use: "Ministry page on residence authorisations under the Migration Law (Lei 13.445/2017); work, investment and some other grounds are filed through the MigranteWeb system.",
      url: "https://gov.br/mj/pt-br/assuntos/seus-direitos/migracoes/autorizacao-de-residencia",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Ministério das Relações Exteriores (Consulado-Geral do Brasil no Porto)",
      use: "How foreigners obtain the CPF taxpayer number issued by the Receita Federal through a Brazilian consulate, and how holders living abroad keep it updated via the Receita Federal app.",
      url: "https://www.gov.br/mre/pt-br/consulado-porto/servicos-consulares/cpf/cidadaosestrangeiros",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Conselho Regional de Contabilidade de Sergipe (CRCSE)",
      use: "Accountants must hold a professional registration with their state's Conselho Regional de Contabilidade (CFC/CRC system); this page explains that registration.",
      url: "https://crcse.org.br/registro/informacoes-importantes",
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
