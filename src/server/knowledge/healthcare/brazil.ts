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
};
