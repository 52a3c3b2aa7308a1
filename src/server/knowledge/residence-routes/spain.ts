import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Spain's long-stay routes for a US citizen, read in November 2026 in the pages named in each `source`: the
// consulate's own page for the non-lucrative visa's money rule, and law-firm and relocation guides quoting the
// Spanish rules elsewhere (cited with `via`; no official page giving those figures was found).
const BAYAT_2026 = {
  publisher: "Government of Spain",
  title: "Spain's residency options for foreign nationals in 2026",
  via: "Bayat Group",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-searched (November 2026 pass) for the highly-qualified salary floor: 'Unidad de Grandes Empresas y Colectivos Estratégicos profesional altamente cualificado requisitos salario Ley 14/2013'. The official pages found (one.gob.es 'Solicitud de residencia de profesionales altamente cualificados', prie.comercio.gob.es 'Profesional Altamente Cualificado') describe the permit (3 years, UGE-CE, 20 working days) but give no salary figure; law firms say the UGE-CE judges pay case by case.",
  url: "https://bayatgroup.com/spains-residency-options-for-foreign-nationals-in-2026",
  asOf: "2026",
};

const PERMANENT_RESIDENCE: SourcedYears = {
  years: 5,
  note: "Long-term residence (larga duración) after five years of continuous legal residence.",
  source: { publisher: "Government of Spain", title: "Major migration reform in Spain", via: "Global Relocate", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://global-relocate.com/news/major-migration-reform-in-spain", asOf: "2024-11" },
};

const CITIZENSHIP: SourcedYears = {
  years: 10,
  note: "Ten years of legal, continuous residence; the two-year rule covers Ibero-American countries, Andorra, the Philippines, Equatorial Guinea and Portugal, not the United States.",
  source: { publisher: "Government of Spain", title: "Minimum residence period for Spanish nationality", via: "Immigration Opportunity", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://immigrationopportunity.com/2025/02/minimum-residence-period-for-spanish.html", asOf: "2025-02" },
};

export const spainRoutes: CountryRoutesData = {
  country: "spain",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Non-lucrative residence visa (residencia no lucrativa)",
      whoFor: "Retirees and people with pensions, rents, dividends or savings who will not work in Spain.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "spain.iprem", times: 4 },
        period: "month",
        basis: "400% of {base}, for the main applicant, plus 100% of it per family member",
        household: { perAdditionalAdult: 0.25, perChild: 0.25 },
        source: {
          publisher: "Spanish Ministry of Foreign Affairs",
          title: "Consular services in the United States: non-lucrative residence visa (visado de residencia no lucrativa)",
          url: "https://www.exteriores.gob.es/es/ServiciosAlCiudadano/Paginas/Servicios-consulares.aspx?scco=Estados+Unidos&scd=180&scca=Visados&scs=Visados+Nacionales+-+Visado+de+residencia+no+lucrativa",
          asOf: "2026",
          research: "Official consular page (undated; asOf is the year it was read) states the minimum as 400% of the IPREM plus 100% of the IPREM per dependent family member, without a euro amount. The IPREM of EUR 600 a month comes from Heaven Beach Properties, The Spanish visa landscape (https://heaven-beach-properties.com/the-spanish-visa-landscape-options-for-britons-and-non-eu-nationals, 2024), the page cited before.",
        },
      },
      fee: { value: null, note: "No consular fee for US applicants is stated in the sources used for this report; ask the consulate when you book." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "The first residence card is usually valid for one year; it is renewed for longer periods while you still meet the requirements.",
        source: { publisher: "Government of Spain", title: "How can you move to Spain in 2026? 3 legal residency pathways", via: "Savory & Partners", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.savoryandpartners.com/blog/investing-in-eu-residency-through-real-estate-in-the-wake-of-covid-19", asOf: "2026-01-16" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.exteriores.gob.es/",
    },
    {
      kind: "remote-work",
      name: "Visa for international remote work (digital nomad visa)",
      whoFor: "Employees and freelancers working remotely for companies outside Spain (at most 20% of income from Spanish clients).",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "spain.minimum-wage", times: 2 },
        period: "year",
        basis: "200% of {base}",
        source: { publisher: "Government of Spain", title: "Spain Digital Nomad Visa requirements 2026: income calculation based on SMI", via: "VissumLex", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-searched (November 2026 pass): 'exteriores.gob.es visado para teletrabajo de carácter internacional 200% salario mínimo interprofesional', 'Consulado General de España visado de teletrabajo ... 200 % del SMI'. Consulate pages for this visa are stored (exteriores.gob.es/Consulados/miami/en/ServiciosConsulares/Paginas/TELEWORK-VISA.aspx, Beijing and Muscat equivalents), but the stored text read stopped before the economic-means requirement, so none was cited for the 200% rule.", url: "https://www.vissumlex.com/en/post/spain-digital-nomad-visa-requirements-2026-income-calculation-based-on-smi", asOf: "2026-03" },
      },
      fee: { value: null, note: "No fee is stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The permit's length and renewal terms are not stated in a dated source used for this report." },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.exteriores.gob.es/",
    },
    {
      kind: "work",
      name: "Highly qualified professional residence permit (PAC) / EU Blue Card",
      whoFor: "Graduates, or professionals with at least three years' relevant experience, hired by a Spanish employer for a specialised role.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 40000,
        currency: "EUR",
        period: "year",
        basis: "the low end of the salary thresholds the source gives (about EUR 40,000-56,000 a year, varying by role and collective agreement)",
        source: BAYAT_2026,
      },
      fee: { value: null, note: "No fee is stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The permit's length and renewal terms are not stated in a dated source used for this report." },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.exteriores.gob.es/",
    },
  ],
  absent: [
    {
      kind: "investment",
      status: "not-offered",
      note: "Spain closed its Golden Visa (residence by investment) programme in 2025; no investment route is open to new applicants.",
      source: BAYAT_2026,
    },
  ],
};
