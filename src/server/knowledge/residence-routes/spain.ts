import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";
import type { RouteConditions } from "./route-conditions.schema";
import { salaryOfTheJobOffered } from "./partner-income";

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
  reviewedOn: "2026-11-23",
};

const PERMANENT_RESIDENCE: SourcedYears = {
  years: 5,
  note: "Long-term residence (larga duración) after five years of continuous legal residence.",
  source: { publisher: "Government of Spain", title: "Major migration reform in Spain", via: "Global Relocate", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://global-relocate.com/news/major-migration-reform-in-spain", asOf: "2024-11", reviewedOn: "2026-11-25" },
};

const CITIZENSHIP: SourcedYears = {
  years: 10,
  note: "Ten years of legal, continuous residence; the two-year rule covers Ibero-American countries, Andorra, the Philippines, Equatorial Guinea and Portugal, not the United States.",
  source: { publisher: "Government of Spain", title: "Minimum residence period for Spanish nationality", via: "Immigration Opportunity", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://immigrationopportunity.com/2025/02/minimum-residence-period-for-spanish.html", asOf: "2025-02", reviewedOn: "2026-11-25" },
};

// Conditions (issue 28.1), read in November 2026.
const NLV_CONSULAR_PAGE = {
  publisher: "Spanish Ministry of Foreign Affairs",
  title: "Consular services in the United States: non-lucrative residence visa (visado de residencia no lucrativa)",
  url: "https://www.exteriores.gob.es/es/ServiciosAlCiudadano/Paginas/Servicios-consulares.aspx?scco=Estados+Unidos&scd=180&scca=Visados&scs=Visados+Nacionales+-+Visado+de+residencia+no+lucrativa",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official consular page for the US (undated; read November 2026): the applicant proves either economic means sufficient to cover residence costs for the initial year of the permit, or a periodic source of income not from work ('ingresos periódicos no procedentes de una actividad laboral'); the minimum is 400% of the IPREM plus 100% of the IPREM per dependent family member. So savings covering the first year (12 months of 400% of the IPREM: 48 times the monthly IPREM) are accepted in place of income, and remote-work income is not counted (the visa does not authorise work).",
};
const BLS_WASHINGTON_NLV = {
  publisher: "Consulate General of Spain in Washington, D.C.",
  title: "Visado de residencia no lucrativa (Washington DC)",
  via: "BLS International",
  research:
    "Page of BLS International's Spain visa application centre in Washington, DC, which receives national visa applications for the consulate's jurisdiction (DC, Maryland, Virginia, West Virginia, North Carolina): the visa does not allow any work, even remote (online); the family members who may also obtain the visa are the spouse or de facto partner, and dependent children and dependent ascendants forming part of the family unit; applicants book a 'Cita para Visado Nacional' and submit in person. The exteriores.gob.es page lists the same family members but its stored text was cut at that list (November 2026). Whether a spouse's own income counts toward the family amount (400% of the IPREM plus 100% per family member) was searched in November 2026 ('non-lucrative visa Spain spouse income counts toward financial requirement couple combined', 'residencia no lucrativa medios económicos cónyuge ingresos de ambos', 'NLV joint application both spouses incomes pooled'): no consular page, law text or lawyer's page says either way. Guides state only the amounts (Movingto, The Local, myspanishvisa.com, which speaks of 'combining your finances' without a rule); Costa Difference speaks of 'combined pensions and savings ... €32,300 for a couple'; forum answers disagree (spainguru.es: 'yes the bank account can be on your name' against 'All financial statement should be under the name of applicant'). So no partnerIncome is set.",
  url: "https://usa.blsspainvisa.com/washington/spanish/national-non-working-residence.php",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const BARCELONA_TELEWORK = {
  publisher: "Government of Spain",
  title: "Residencia para nómadas digitales: visado y autorización",
  via: "Ajuntament de Barcelona",
  research:
    "Barcelona City Council's International Welcome page: the law defines an international teleworker as someone working remotely, exclusively by telematic means, for companies outside Spain; employees may only work for companies outside Spain, self-employed people may take up to 20% of their work from Spanish companies; from outside Spain you apply for the teleworking visa, if legally in Spain for the residence authorisation; family members are included. It also says the route needs a qualification or professional experience: Law 14/2013 art. 74 bis accepts a university or vocational higher degree, or three years' professional experience, so no skill level is required of a person with that experience (skill 'any').",
  url: "https://barcelona.cat/internationalwelcome/es/residencia-para-nomadas-digitales-visado-y-autorizacion",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const TELEWORK_FAMILY = {
  publisher: "Government of Spain",
  title: "Spain Digital Nomad Visa for Families and Spouses",
  via: "Immigration Start Guide",
  research:
    "Guide restating Law 14/2013 art. 62 and the UGE-CE's rule on means: the main applicant shows 200% of the SMI, plus 75% of the SMI for the first family member and 25% for each further one; family members who may be included are a spouse or registered partner, children under 18, financially dependent adult children and financially dependent parents. The same formula is in the UGE-CE FAQ as quoted by Move to Spain Guide and Migratalent. No stored UGE-CE or inclusion.gob.es page with the formula was found (searched 'visado para teletrabajo ... 75% salario mínimo interprofesional 25% cada familiar adicional', November 2026). Our household multiplier writes the 75% as the second adult's share and 25% as each child's (0.375 and 0.125 of the 200% amount), exact when the first family member is a spouse or partner.",
  url: "https://immigrationstartguide.com/blog/spain-digital-nomad-visa-family-spouse",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const ONE_PAC_RESIDENCE = {
  publisher: "Oficina Nacional de Emprendimiento (ONE)",
  title: "Application for Residence for Highly Qualified Professionals",
  url: "https://one.gob.es/en/procedures/application-residence-highly-qualified-professionals",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official page of Spain's National Office for Entrepreneurship: the route is for a job offer in a managerial position or an activity requiring a higher education qualification or, exceptionally, three years' equivalent professional experience; the EU Blue Card asks for at least three years of higher education (EQF level 6), the national authorisation for at least level 1 of the Spanish framework for higher education (level 5A, short-cycle tertiary). Short-cycle tertiary corresponds to ISCO-08 skill level 3, hence the minimum of 3.",
};
const ONE_PAC_VISA = {
  publisher: "Oficina Nacional de Emprendimiento (ONE)",
  title: "Application for the Highly Qualified Professionals Visa",
  url: "https://one.gob.es/en/procedures/application-highly-qualified-professionals-visa",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: "Official page: the company first obtains the residence authorisation from the Large Companies and Strategic Groups Unit (UGE-CE); the professional then applies for the national visa at the Spanish consulate in the country of residence, which activates the authorisation; the visa must be collected within one month of the favourable decision.",
};
const MOVINGTO_PAC_FAMILY = {
  publisher: "Government of Spain",
  title: "Spain work visa: the highly qualified professional route",
  via: "Movingto",
  research: "Relocation guide (2026) summarising Law 14/2013: a spouse or partner, minors, dependent adult children and dependent ascendants can be included when conditions are met. No official page listing the Law 14/2013 family members for this route was found in the search store (searched 'Ley 14/2013 artículo 62 cónyuge ... ascendientes a cargo', November 2026).",
  url: "https://movingto.com/es/spain-work-visa",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};

const NLV_CONDITIONS: RouteConditions = {
  incomeKinds: ["pension", "passive"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "You apply in person at the Spanish consulate for your US state of residence (some, like Washington's, receive applications through a BLS visa centre); the residence card is then issued in Spain.", source: BLS_WASHINGTON_NLV },
  dependants: { partner: "spouse-or-partner", children: "dependent", who: "a spouse or de facto partner, and dependent children and dependent parents who are part of the family", source: BLS_WASHINGTON_NLV },
};
const TELEWORK_CONDITIONS: RouteConditions = {
  incomeKinds: ["remote-work"],
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: { via: "consulate", how: "From the US you apply for the visa for international remote work at the Spanish consulate covering where you live; if you are already legally in Spain you can instead apply for the residence authorisation there.", source: BARCELONA_TELEWORK },
  dependants: { partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse or registered partner, children under 18, and financially dependent adult children and parents", source: TELEWORK_FAMILY, childPermit: "Children of 18 or over can come only if they depend on you financially." },
};
const PAC_CONDITIONS: RouteConditions = {
  incomeKinds: ["salary"],
  skill: {
    rule: "skill-level",
    minimum: 3,
    note: "The route is for managerial work or work that needs higher education (for the Blue Card, a three-year degree), or exceptionally three years of equivalent experience.",
    source: ONE_PAC_RESIDENCE,
  },
  maximumAge: null,
  points: null,
  applies: { via: "employer", how: "Your Spanish employer applies for the residence authorisation to the Large Companies and Strategic Groups Unit (UGE-CE); once it is granted, you apply for the visa at the Spanish consulate where you live.", source: ONE_PAC_VISA },
  dependants: { partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse or partner, children under 18, and dependent adult children and parents", source: MOVINGTO_PAC_FAMILY, childPermit: "Children of 18 or over can come only if they depend on you financially.", partnerIncome: salaryOfTheJobOffered(BAYAT_2026) },
};

export const spainRoutes: CountryRoutesData = {
  country: "spain",
  checked: "2026-11",
  routes: [
    {
      id: "non-lucrative",
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
          reviewedOn: "2026-11-25",
          research: "Official consular page (undated; asOf is the year it was read) states the minimum as 400% of the IPREM plus 100% of the IPREM per dependent family member, without a euro amount. The IPREM of EUR 600 a month comes from Heaven Beach Properties, The Spanish visa landscape (https://heaven-beach-properties.com/the-spanish-visa-landscape-options-for-britons-and-non-eu-nationals, 2024), the page cited before.",
        },
      },
      savingsInstead: {
        kind: "savings",
        basedOn: { quantity: "spain.iprem", times: 48 },
        period: "once",
        basis: "means covering the first year: 400% of {base} for each of 12 months, plus 100% of it a month per family member",
        household: { perAdditionalAdult: 0.25, perChild: 0.25 },
        source: NLV_CONSULAR_PAGE,
      },
      fee: { value: null, note: "No consular fee for US applicants is stated in the sources used for this report; ask the consulate when you book." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "The first residence card is usually valid for one year; it is renewed for longer periods while you still meet the requirements.",
        source: { publisher: "Government of Spain", title: "How can you move to Spain in 2026? 3 legal residency pathways", via: "Savory & Partners", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.savoryandpartners.com/blog/investing-in-eu-residency-through-real-estate-in-the-wake-of-covid-19", asOf: "2026-01-16", reviewedOn: "2026-11-25" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.exteriores.gob.es/",
      conditions: NLV_CONDITIONS,
    },
    {
      id: "digital-nomad",
      kind: "remote-work",
      name: "Visa for international remote work (digital nomad visa)",
      whoFor: "Employees and freelancers working remotely for companies outside Spain (at most 20% of income from Spanish clients).",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "spain.minimum-wage", times: 2 },
        period: "year",
        basis: "200% of {base}; plus 75% of the minimum wage for the first family member and 25% for each further one",
        household: { perAdditionalAdult: 0.375, perChild: 0.125 },
        source: { publisher: "Government of Spain", title: "Spain Digital Nomad Visa requirements 2026: income calculation based on SMI", via: "VissumLex", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-searched (November 2026 pass): 'exteriores.gob.es visado para teletrabajo de carácter internacional 200% salario mínimo interprofesional', 'Consulado General de España visado de teletrabajo ... 200 % del SMI'. Consulate pages for this visa are stored (exteriores.gob.es/Consulados/miami/en/ServiciosConsulares/Paginas/TELEWORK-VISA.aspx, Beijing and Muscat equivalents), but the stored text read stopped before the economic-means requirement, so none was cited for the 200% rule. The household shares (75% of the minimum wage for the first family member, 25% for each further one) are from Immigration Start Guide, Spain Digital Nomad Visa for Families and Spouses (immigrationstartguide.com/blog/spain-digital-nomad-visa-family-spouse, 2026), restating the UGE-CE's rule.", url: "https://www.vissumlex.com/en/post/spain-digital-nomad-visa-requirements-2026-income-calculation-based-on-smi", asOf: "2026-03", reviewedOn: "2026-11-28" },
        crossCheck: {
          source: {
            publisher: "Government of Spain",
            title: "Spain Digital Nomad Visa Income Requirements 2026: The €2,849 Rule",
            via: "Housage",
            url: "https://housage.es/articulos/relocation-law-and-taxes/spain-digital-nomad-visa-income-requirements-2026-the-2-849-rule/",
            asOf: "2026-05-28",
            reviewedOn: "2026-11-29",
            research:
              "Relocation firm's article of 28 May 2026 (updated 8 June 2026), read in the search tool (pages, November 2026, query 'Spain digital nomad visa income requirement 200% of SMI 2026'): 'the main applicant must prove income equal to at least 200% of the current SMI'; 'The official 2026 SMI was set by Royal Decree 126/2026 ... €1,221 per month in 14 payments ... €17,094'; '€1,424.50 × 2 = €2,849'. NomadVisa.online and Emigranto give the same 200% rule (with older euro amounts).",
          },
        },
      },
      fee: { value: null, note: "No fee is stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The permit's length and renewal terms are not stated in a dated source used for this report." },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.exteriores.gob.es/",
      conditions: TELEWORK_CONDITIONS,
    },
    {
      id: "highly-qualified",
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
        crossCheck: {
          source: {
            publisher: "Spanish Ministry of Inclusion, Social Security and Migration",
            title: "Contratar trabajadores de fuera de la UE exige un salario mínimo de 36.255 euros",
            via: "Agustí & Asociados",
            url: "https://agusti-asociados.com/noticia/contratar-trabajadores-de-fuera-de-la-ue-exige-un-salario-minimo-de-36-255-euros/",
            asOf: "2024-05",
            reviewedOn: "2026-11-29",
            research:
              "Advisory firm's news item reporting Expansión on the draft ministerial order (2024), read in the search tool (pages, November 2026, query 'profesional altamente cualificado UGE criterio salario mínimo 2026 grupos 1 y 2'): 'el Gobierno ha establecido un salario mínimo de 36.255 euros brutos anuales por trabajador ... 1,4 veces el salario medio bruto de los trabajadores españoles, que es de 25.896,82 euros', for the EU Blue Card (residence card for highly qualified workers hired from outside the EU). The same 1.4 coefficient and 'EUR 29,000' for shortage jobs and recent graduates are in El Economista's report (via gabineteasesorfernandez.com); movingto.com says Order PJC/44/2026 keeps 1.4 times the INE average. It concerns the Blue Card; for the national PAC permit the UGE-CE applies its own salary criteria (average salary of occupation groups 1 and 2, GD Global Mobility), with no amount in the stored text.",
          },
          differs: "EUR 36,255 a year for the EU Blue Card (1.4 times the INE average gross salary of EUR 25,896.82; 2024 draft order)",
        },
      },
      fee: { value: null, note: "No fee is stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The permit's length and renewal terms are not stated in a dated source used for this report." },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.exteriores.gob.es/",
      conditions: PAC_CONDITIONS,
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
