/**
 * Brazil healthcare.
 *
 * Source notes:
 * - No Ministry of Health page surfaced in my searches; both text fields come from a Diário do Nordeste explainer (June
 *   2025) that draws on the Ministry of Health.
 * - Gap: `privateInsuranceCost` – the only regulator (ANS) average found is for 2015 and sits on a page served
 *   over plain http, which cannot be cited here (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

const diarioDoNordesteCartaoSus = {
  publisher: "Diário do Nordeste",
  title: "Cartão do SUS: como emitir o documento que garante acesso à saúde pública",
  url: "https://diariodonordeste.verdesmares.com.br/ser-saude/cartao-do-sus-como-emitir-o-documento-que-garante-acesso-a-saude-publica-1.3658053",
  asOf: "2025-06",
  reviewedOn: "2026-11-23",
};

export const brazilHealthcare: CountryHealthcare = {
  country: "brazil",
  checked: "2026-11",
  system: {
    text:
      "Brazil's public Unified Health System (Sistema Único de Saúde, SUS) provides consultations, exams, hospital admission and free or discounted medicines, including through Farmácia Popular pharmacies. Each user is identified by a personal National Health Card (Cartão Nacional de Saúde, 'Cartão do SUS') that records their care at any unit in the country.",
    source: diarioDoNordesteCartaoSus,
  },
  publicAccess: {
    text:
      "Foreigners living legally in Brazil can request the SUS card, as all Brazilian citizens can. It is issued free of charge, usually at a basic health unit (UBS), family health centre or the municipal health department, on presentation of photo ID, CPF (taxpayer number) and recent proof of address; the card is also linked to the CPF and can be consulted online.",
    source: diarioDoNordesteCartaoSus,
  },
  privateInsuranceCost: {
    value: null,
    note: "No recent published average price for private health plans is available. The national regulator (ANS) last reported an average of BRL 610.24 a month for individual and family plans in 2015, which is too old to rely on.",
    research: "Searched the store twice for an ANS (Agência Nacional de Saúde Suplementar) average health-plan price: the only figure found is an ANS average of BRL 610.24 a month for individual/family plans in 2015, on a news page served over plain http, and it is over ten years old; no recent ANS price-panel figure surfaced in my searches.",
  },
  premiumRating: {
    kind: "age-rated",
    text: "Private health plans may be priced in 10 age bands set by the regulator (ANS), the last (59 and over) at most six times the first.",
    source: {
      publisher: "Ministério da Saúde / Agência Nacional de Saúde Suplementar",
      title: "Resolução Normativa ANS nº 563, de 15 de dezembro de 2022",
      url: "https://bvsms.saude.gov.br/bvs/saudelegis/ans/2022/res0563_30_12_2022.html",
      asOf: "2022-12-15",
      reviewedOn: "2026-11-26",
      research: "statement read: Deverão ser adotadas 10 (dez) faixas etárias ... X - cinquenta e nove anos ou mais. ... o valor fixado para a última faixa etária não poderá ser superior a seis vezes o valor da primeira faixa etária",
    }
  },
  premiumsByAge: [
    {
      amount: 320,
      currency: "BRL",
      period: "month",
      basis: "Individual plan, outpatient + hospital with obstetrics, ward, state capitals; approximate average range; the source gives a range of BRL 320 to 480, the lower end shown",
      forAges: {
        from: 30,
        to: 44,
      },
      source: {
        publisher: "Catraca Livre",
        title: "Quanto custa um plano de saúde individual?",
        url: "https://catracalivre.com.br/saude-bem-estar/quanto-custa-um-plano-de-saude-individual",
        asOf: "2025",
        reviewedOn: "2026-11-26",
        research: "figure read: 30 a 44 anos Ambulatorial + hospitalar com obstetrícia Enfermaria Capitais R$ 320 a R$ 480",
      }
    },
  ],
};
