import type { CountryRoutesData, Unknown } from "../knowledge.schema";
import type { RouteConditions } from "./route-conditions.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Mexico's long-stay routes for a US citizen, read in November 2026. The solvency rule is the Mexican consular
// network's own published rule (Embassy of Mexico page below); the 2026 minimum wage it is measured in was read
// in La Razón's report of the CONASAMI decision. Consulates convert the rule to dollars themselves, so the
// dollar figure they ask for can differ a little from the one shown here.
const SOLVENCY_RULE = {
  publisher: "Mexican Ministry of Foreign Affairs",
  title: "Embassy of Mexico: Retirement - Economic Solvency - Investor Temporary Resident visa",
  url: "https://embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124",
  asOf: "2026",
};

// The conditions (issue 28.1). The Embassy in Guatemala's temporary-residence visa page states the consular step,
// the 30-day exchange at the INM, that the visa allows work paid from abroad, and that a Mexican employer first
// obtains the INM's authorisation for a job offer. Who may join is article 52, section VII, of the Ley de Migración.
const TEMPORARY_VISA_GUATEMALA = {
  publisher: "Mexican Ministry of Foreign Affairs",
  title: "Embassy of Mexico in Guatemala: Visa de Residencia Temporal",
  url: "https://embamex.sre.gob.mx/guatemala/index.php/seccion-consular/servicios-extranjeros/101-servicios-consulares/visas2014/740-5-residencia-temporal",
  asOf: "2026",
  research:
    "Official consular page (undated; asOf is the year it was read, November 2026), found with the search tool (pages) for 'sre.gob.mx visa de residencia temporal requisitos solvencia económica': 'Este tipo de visa le permite al extranjero trabajar en nuestro país, siempre y cuando salario que perciba sea pagado en el extranjero'; 'En caso de contar con una oferta de empleo en México y recibir su salario en territorio nacional, la empresa o persona física deberá gestionar, de manera previa, directamente ante el Instituto Nacional de Migración la autorización para la expedición de visa'; grounds include 'Solvencia económica' and 'Inversionista'; 'la persona extranjera deberá tramitar dentro de los siguientes 30 días naturales contados a partir de su ingreso al territorio nacional, la tarjeta de residencia'; appointments through the MiConsulado portal at the embassy or consulate where the person will apply. The Saudi Arabia embassy page cited for the solvency amounts says the solvency test counts 'stable employment or pension' income, and the Guatemala page that work paid from abroad is allowed, so a salary from a foreign employer, remote-work income and a pension all count. Consulates set their own proof: the Consulate in São Paulo's page (consulmex.sre.gob.mx/saopaulo, 'Inversionista (Residencia Temporal)') asks for six months of payslips and says 'Não serão aceitos recibos pro-labore, declaração de imposto de renda ou notas fiscais', so a freelancer paid on invoices should check what the consulate they use accepts (or use the savings test).",
};
const MIGRATION_LAW_FAMILY = {
  publisher: "Diario Oficial de la Federación",
  title: "Decreto por el que se expide la Ley de Migración (25 May 2011), article 52, section VII",
  url: "https://www.dof.gob.mx/avisos/2028/SG250511/SG250511.htm",
  asOf: "2011-05-25",
  research:
    "The Ley de Migración as published in the DOF on 25 May 2011 (official host dof.gob.mx). Article 52, section VII: the temporary resident has the right to family unity and may enter accompanied by, or later request the entry of, their children and the children of their spouse or partner who are minors and unmarried (or under their guardianship), their spouse, their concubine or equivalent partner, and their father or mother. The stored copy's search excerpt shows the decree's opening; the same list for temporary residents and visa applicants is in article 111 of the Reglamento de la Ley de Migración (juristas.mx/en/laws/reglamento-de-la-ley-de-migracion/articulo-111, a private republication). No official source states an extra income per dependant: consular practice reported by Reelo and Expat Forum (100 days of minimum wage or UMA per dependant) varies by consulate and is not on an SRE page found (searched 'Mexican consulate temporary resident economic solvency dependents spouse children additional income per dependent', November 2026), so no household multiplier is set.",
};

const NO_PERMANENT_SOURCE: Unknown = {
  value: null,
  note: "The years of temporary residence before permanent residence are not stated in the sources used for this report; ask the INM.",
};
const NO_CITIZENSHIP_SOURCE: Unknown = {
  value: null,
  note: "The residence period for naturalisation is not stated in the sources used for this report; check with the Secretaría de Relaciones Exteriores.",
};

const CONSULATE_THEN_INM = {
  via: "consulate",
  how: "Book an appointment through MiConsulado and apply in person at a Mexican consulate or embassy; after entering Mexico on the visa, exchange it for the Temporary Resident Card at an INM office within 30 days.",
  source: TEMPORARY_VISA_GUATEMALA,
} as const;
const FAMILY: RouteConditions["dependants"] = {
  partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse or common-law partner, unmarried children under 18 (yours or your partner's) and your father or mother",
  source: MIGRATION_LAW_FAMILY,
};
/** The solvency route's money test: one partner shows the whole amount in their own name (issue 29.6). */
const FAMILY_SOLVENCY: RouteConditions["dependants"] = {
  ...FAMILY,
  partnerIncome: {
    counts: false,
    note: "One partner, as the main applicant, must show the whole income or savings in their own name, plus 100 days of minimum wage more for a partner who comes as a dependant; a partner with enough income of their own can apply separately instead.",
    source: {
      publisher: "Mexican Ministry of Foreign Affairs",
      title: "Mexico: Economic Solvency",
      via: "Reelo",
      url: "https://reelo.me/countries/mexico/tpost/82s1vu70x1-economic-solvency",
      asOf: "2022",
      research:
        "Relocation guide restating Mexican consular practice (figures at 2022 minimum-wage levels), found with the search tool (pages) for 'Mexico temporary residency economic solvency spouse income combined married couple consulate' (November 2026): 'If you're applying for residency as a couple, you do not need to demonstrate double the amounts expressed above. Instead, one spouse/partner will need to demonstrate income or a savings balance in the amounts above (as the principal applicant) plus an additional sum of income or savings balance equivalent to 100x daily minimum wage (MW) or UMA for the dependent spouse/partner.' Mexperience's FAQ on economic solvency ('Do the accounts need to be in my name? Yes. When you use Income or Savings/Investments, the account statements you present must be in the name of the applicant') and Nebraska Digital News (2024, 'the principal applicant must show the income or savings/investment amounts required for qualification, plus an additional 100x Daily Minimum Wage or UMA for the dependent spouse/partner') say the same; residencymexico.com (2026) adds that each spouse may instead qualify on their own income. No SRE page stating the dependant rule was found (the household multiplier is left unset, see MIGRATION_LAW_FAMILY).",
    },
  },
};

export const mexicoRoutes: CountryRoutesData = {
  country: "mexico",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Temporary resident visa by economic solvency (income)",
      whoFor: "Retirees and anyone living on their own income from outside Mexico (pension, salary from a foreign employer, investments), with no paid work in Mexico.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "mexico.minimum-wage", times: 300 },
        period: "month",
        basis: "net monthly income over the last six months above 300 days of {base}",
        source: SOLVENCY_RULE,
      },
      savingsInstead: {
        kind: "savings",
        basedOn: { quantity: "mexico.minimum-wage", times: 5000 },
        period: "once",
        basis: "an average monthly balance in investments or bank accounts over the last twelve months of 5,000 days of {base}",
        source: SOLVENCY_RULE,
      },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: CONSULATE_THEN_INM,
        dependants: FAMILY_SOLVENCY,
      },
      fee: { value: null, note: "The consular and INM card fees are not stated in the sources used for this report." },
      processingTime: { value: null, note: "Consulates set their own appointment waits; no official source publishes a dated figure." },
      durationAndRenewal: {
        text: "A single-entry visa valid up to 180 days, exchanged at the INM within 30 days of arrival for a Temporary Resident Card valid for one year.",
        source: SOLVENCY_RULE,
      },
      permanentResidence: NO_PERMANENT_SOURCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124",
    },
    {
      kind: "investment",
      name: "Temporary resident visa as an investor",
      whoFor: "People investing in a Mexican company or activity, on the same consular visa as economic solvency.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "The consular page does not state the investment amount; ask the consulate." },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: CONSULATE_THEN_INM,
        dependants: FAMILY,
      },
      fee: { value: null, note: "The consular and INM card fees are not stated in the sources used for this report." },
      processingTime: { value: null, note: "Consulates set their own appointment waits; no official source publishes a dated figure." },
      durationAndRenewal: {
        text: "A single-entry visa valid up to 180 days, exchanged at the INM within 30 days of arrival for a Temporary Resident Card valid for one year.",
        source: SOLVENCY_RULE,
      },
      permanentResidence: NO_PERMANENT_SOURCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124",
    },
    {
      kind: "work",
      name: "Temporary resident visa with a job offer",
      whoFor: "People hired by a Mexican employer, who first obtains the work authorisation from the National Migration Institute (INM).",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No salary floor for this route is stated in the sources used for this report." },
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Mexican employer first obtains the visa authorisation from the INM; you then collect the visa at a Mexican consulate and, after entering Mexico, exchange it for the Temporary Resident Card at the INM within 30 days.",
          source: TEMPORARY_VISA_GUATEMALA,
        },
        dependants: FAMILY,
      },
      fee: { value: null, note: "The consular and INM card fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The permit's length and renewal terms for work are not stated in the sources used for this report." },
      permanentResidence: NO_PERMANENT_SOURCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://www.gob.mx/inm",
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Mexico has no separate remote-work visa: remote workers apply for the temporary resident visa by economic solvency above, which allows working remotely for employers abroad.",
      // Cited November 2026 (issue 28.1) from the Embassy in Guatemala's own page, which says the temporary resident
      // visa allows work paid from abroad; CountryToLive (countrytolive.com/residence/mexico-temporary-resident-visa)
      // was cited before.
      source: TEMPORARY_VISA_GUATEMALA,
    },
  ],
};
