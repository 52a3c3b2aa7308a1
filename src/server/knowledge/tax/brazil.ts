/**
 * Brazil tax facts. No Receita Federal page was in the search store. Residence: ZS Advogados (Brazilian law
 * firm, citing IN SRF 208/2002 art. 2). Monthly table: Rotinas Contábeis (accounting reference site citing
 * MP 1.294/2025); a note from Contabilidade TL (https://contabilidadetl.com.br/blog/categoria/noticia/pagina/3,
 * 2026-01-22) says the table is unchanged for 2026 and a separate reduction mechanism makes income up to
 * BRL 5,000 a month effectively tax-free. Newcomer general rule: Conliance (accounting firm) summarising the
 * Receita Federal rules. Social security: Deloitte Brazil; the self-employed 20% follows The Brazil Business
 * (http://thebrazilbusiness.com/article/inss-as-a-tax). Treaty flag: Bloomberg Tax reporting the US Treasury.
 * Totalization: SSA POMS (official). The ZS and Conliance pages are undated; their asOf is the year of the
 * rule they describe (IN SRF 208/2002).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const brazilTax: CountryTax = {
  country: "brazil",
  checked: "2026-11",
  residenceRule: {
    text:
      "A foreigner arriving with permanent status is tax resident from the day of arrival. On a temporary visa you become resident on arrival if you come to work under a Brazilian employment contract; otherwise on the day you complete 184 days in Brazil (cumulative, not necessarily consecutive) within any 12-month period, or earlier if you obtain permanent status or an employment contract first. Residence is not backdated to your first entry.",
    source: {
      publisher: "ZS Advogados",
      title: "The 183-Day Rule: When You Become a Brazilian Tax Resident (IN SRF 208/2002 art. 2)",
      url: "https://zsassociados.com/blog/when-brazilian-tax-resident-183-day-rule/",
      asOf: "2002",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025-2026 (monthly table in force since May 2025)",
    currency: "BRL",
    period: "month",
    bands: [
      { from: 0, upTo: 2428.8, ratePercent: 0 },
      { from: 2428.8, upTo: 2826.65, ratePercent: 7.5 },
      { from: 2826.65, upTo: 3751.05, ratePercent: 15 },
      { from: 3751.05, upTo: 4664.68, ratePercent: 22.5 },
      { from: 4664.68, upTo: null, ratePercent: 27.5 },
    ],
    topRatePercent: 27.5,
    note:
      "These are MONTHLY brackets of the federal income tax on a monthly taxable base (Brazil has no state or municipal income tax). From 2026 a separate reduction mechanism lowers the tax on monthly income up to about BRL 5,000 to zero and phases out above that; the bracket table itself did not change. Capital gains and financial investments are taxed under separate rules.",
    source: {
      publisher: "Rotinas Contábeis",
      title: "IR Fonte - Tabela Progressiva Mensal desde maio/2025 (Medida Provisória 1.294/2025)",
      url: "https://rotinascontab.com.br/?p=1166",
      asOf: "2025-05",
      reviewedOn: "2026-11-23",
      research:
        "Searched November 2026 for an official page (gov.br/receitafederal 'tabelas' / 'tabela progressiva mensal', planalto.gov.br MP 1.294/2025 and Lei 15.191/2025, Câmara/Agência Senado news): none in the search store. MP 1.294 was revoked and replaced by Lei nº 15.191 of 11 August 2025, which writes the same table into art. 1, XII of Lei 11.482/2007 (up to 2,428.80 zero; 2,428.81-2,826.65 7.5%; 2,826.66-3,751.05 15%; 3,751.06-4,664.68 22.5%; above 4,664.68 27.5%); the law's text was found only on Normas Legais (https://www.normaslegais.com.br/legislacao/lei-15191-2025.htm), not on planalto.gov.br. The bracket values here match it.",
    },
    crossCheck: {
      source: {
        publisher: "Government of Brazil",
        title: "Atualização da tabela progressiva mensal do IRPF (Medida Provisória nº 1.294/2025)",
        via: "Guerra Batista Advogados",
        url: "https://guerrabatista.com.br/publicacoes/atualizacao-da-tabela-progressiva-mensal-do-irpf",
        asOf: "2025-05",
        reviewedOn: "2026-11-29",
        research:
          "Brazilian law firm's note on MP 1.294 of 11 April 2025, found with the search tool (pages) for 'nova tabela imposto de renda maio 2025 isenção até R$ 2.428,80 Medida Provisória 1.294 alíquotas' (November 2026): 'Nova tabela progressiva a partir de maio de 2025': 'Até R$ 2.428,80 | alíquota de 0%'; 'De R$ 2.428,81 até R$ 2.826,65 | 7,5%'; 'De R$ 2.826,66 até R$ 3.751,05 | 15%'; 'De R$ 3.751,06 até R$ 4.664,68 | 22,5%'; 'Acima de R$ 4.664,68 | 27,5%'. Same brackets as the data. PwC's Worldwide Tax Summaries page (taxsummaries.pwc.com/brazil/individual/taxes-on-personal-income) still shows the February 2024 table (exempt up to BRL 2,259.20, the other limits unchanged).",
      },
    },
  },
  newcomerRegime: {
    text:
      "No special tax regime for newcomers was found. Once you are tax resident you must file the annual Brazilian return (IRPF) covering worldwide income, declare assets held abroad, and convert foreign income into reais.",
    source: {
      publisher: "Conliance",
      title: "When Do You Become a Tax Resident in Brazil - And What Does That Mean for Your Taxes?",
      url: "https://conliance.com/when-do-you-become-a-tax-resident-in-brazil-and-what-does-that-mean-for-your-taxes",
      asOf: "2002",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay INSS contributions at progressive rates from 7.5% to 14% of pay, with the employee contribution capped at a monthly ceiling; employers pay usually 26.8% to 28.8% with no cap. Self-employed people pay 20% of their earnings to the INSS.",
    source: {
      publisher: "Deloitte",
      title: "Social security and pensions in Brazil (Deloitte Brazil)",
      url: "https://www.deloitte.com/br/en/services/consulting/perspectives/social-security-pensions-brazil.html",
      asOf: "2022",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "No US-Brazil income tax treaty. When the US-Chile treaty entered into force in December 2023 it was only the second US comprehensive tax treaty in force with a South American country (the other is Venezuela).",
    source: {
      publisher: "Bloomberg Tax",
      title: "US-Chile Treaty Builds Tax Certainty for MNEs With MAPs and APAs",
      url: "https://news.bloombergtax.com/tax-management-international/us-chile-treaty-builds-tax-certainty-for-mnes-with-maps-and-apas-1",
      asOf: "2023-12",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Brazil totalization agreement effective 1 October 2018.",
    source: SSA_TOTALIZATION,
  },
};
