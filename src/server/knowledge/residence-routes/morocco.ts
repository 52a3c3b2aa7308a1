import type { RouteConditions } from "./route-conditions.schema";
import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";

// Morocco's long-stay routes for a US citizen, read in November 2026. Stays over 90 days need a residence card
// (carte d'immatriculation, later a 10-year carte de résidence) under Law 02-03 and Decree 2-09-607, issued by
// the national police (Sûreté nationale); foreign employment contracts are approved by the Ministry of Labour
// through its TAECHIR platform. The decree text was read on the Ministry of Justice's legal portal; other facts
// come from law firms, a Moroccan legal-aid guide (GADEM), the Moroccan press and relocation guides, as no
// official page stating them was stored.
const IBN_WORK_PERMIT = {
  publisher: "Government of Morocco",
  title: "Morocco work visa guide",
  via: "IBN Immigration Solutions",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Undated page.",
  url: "https://www.ibn.co.za/blog-and-news/morocco-work-visa-guide/",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};
const OMAROC_CARDS = {
  publisher: "Government of Morocco",
  title: "Carte d'immatriculation ou carte de résidence",
  via: "O-Maroc",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Undated page citing Law 02-03.",
  url: "https://o-maroc.com/carte-immatriculation-carte-residence",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};
const LAWZANA_RETIREMENT = {
  publisher: "Government of Morocco",
  title: "Retirement visa law in Tétouan, Morocco",
  via: "Lawzana",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Undated guide.",
  url: "https://lawzana.com/retirement-visa-lawyers/t%C3%A9touan",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const PERMANENT_RESIDENCE: SourcedYears = {
  years: 4,
  note: "A 10-year renewable carte de résidence may be granted after at least four years of uninterrupted, lawful residence (Law 02-03, art. 16); the decision is discretionary and weighs the applicant's means and intention to settle.",
  source: {
    publisher: "Government of Morocco",
    title: "Guide juridique : carte de résidence, le cas de délivrance discrétionnaire",
    via: "GADEM",
    research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
    url: "https://gadem-guide-juridique.info/sejour-territoire/carte-residence/le-cas-de-delivrance-discretionnaire",
    asOf: "2026",
    reviewedOn: "2026-11-23",
  },
};

const CITIZENSHIP: SourcedYears = {
  years: 5,
  note: "Naturalisation (Nationality Code, art. 11): habitual and lawful residence in Morocco for the five years before the application, good conduct, sufficient knowledge of Arabic and sufficient means of support; granted at the government's discretion.",
  source: {
    publisher: "Government of Morocco",
    title: "Naturalisation exceptionnelle : comment devient-on marocain ?",
    via: "TelQuel",
    research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
    url: "https://telquel.ma/2015/12/15/naturalisation-exceptionnelle-comment-devient-on-marocain_1474448",
    asOf: "2015-12-15",
    reviewedOn: "2026-11-23",
  },
};

const CARD_DURATIONS = {
  text: "The carte d'immatriculation is issued for one year at first, then for two or three years at the first renewal, five years at the third and ten years at the fourth; a late renewal sends the holder back to one-year cards.",
  source: OMAROC_CARDS,
};

// Route conditions (issue 28.1), read in November 2026.
const GADEM_VISITOR_AND_FAMILY = {
  publisher: "Government of Morocco",
  title: "Guide juridique : carte d'immatriculation, les cas de délivrance discrétionnaire (visiteur, regroupement familial)",
  via: "GADEM",
  research:
    "Moroccan legal-aid guide restating Law 02-03 (art. 13) and Decree 2-09-607 (arts. 15 and 16) and Arrêté 501-121: for the 'visiteur' card the applicant must prove they can live in Morocco on their own resources and undertake not to exercise any professional activity there, with proof of sufficient means (bank certificates, guarantees from solvent persons); family reunification (decree art. 16) is for 'le conjoint et les enfants mineurs d'un étranger résidant légalement au Maroc', minors receiving a travel document rather than a card. Applications go to the Sûreté nationale (or Gendarmerie) where the foreigner lives (also Expert-Maroc: 'se présenter auprès de la direction de la DGSN dont dépend le domicile'). No DGSN page stating these rules was found in the search store (November 2026).",
  url: "https://gadem-guide-juridique.info/sejour-territoire/carte-immatriculation/conditions-motifs-sejour/les-cas-de-delivrance-discretionnaire/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const OMAROC_WORK_CONTRACT = {
  publisher: "Government of Morocco",
  title: "Contrat de travail au Maroc pour les étrangers",
  via: "O-Maroc",
  research:
    "Undated guide: 'C'est l'employeur qui se charge de l'ensemble de la procédure. Elle se commence obligatoirement à partir du site web dédié, taechir.travail.gov', with an ANAPEC certificate that no Moroccan candidate is available. The rule is article 516 of the Labour Code (Law 65-99): 'Tout employeur désireux de recruter un salarié étranger doit obtenir une autorisation de l'autorité gouvernementale chargée du travail', given as a visa on the contract (DLA Piper alert, August 2017: since 1 June 2017 only applications through TAECHIR are accepted). No Ministry page stating the procedure was found in the search store (November 2026); the TAECHIR platform itself (taechir.travail.gov.ma) is the route's official page.",
  url: "https://o-maroc.com/contrat-travail-maroc",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const SPOUSE_AND_MINOR_CHILDREN: RouteConditions["dependants"] = {
  partner: "spouse", children: { underYears: 18 }, childPermit: "Children under 18 get a travel document rather than a residence card.", who: "a spouse and minor children, by family reunification with a foreigner lawfully resident in Morocco (children under 18 get a travel document rather than a card)",
  source: GADEM_VISITOR_AND_FAMILY,
};

export const moroccoRoutes: CountryRoutesData = {
  country: "morocco",
  checked: "2026-11",
  routes: [
    {
      id: "employment-contract",
      kind: "work",
      name: "Employment contract for a foreigner approved by the Ministry of Labour (visa on the contract), then a residence card",
      whoFor: "Foreign nationals hired by an employer established in Morocco; the employer files the contract on the TAECHIR platform and, for most posts, first gets an ANAPEC certificate that no Moroccan candidate is available.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No minimum salary for a foreign employee's work authorisation is stated in the sources used for this report; the test is the ANAPEC labour-market certificate." },
      fee: { value: null, note: "No fee for the work-contract visa or the residence card is stated in the sources used for this report." },
      processingTime: { text: "The Ministry usually decides the work permit in about one to two weeks, after any ANAPEC certificate has been issued.", source: IBN_WORK_PERMIT },
      durationAndRenewal: CARD_DURATIONS,
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://taechir.travail.gov.ma/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your employer in Morocco files your foreign-worker contract on the Ministry of Labour's TAECHIR platform (with the ANAPEC certificate for most posts); once the contract is approved, you apply for your residence card at the police (Sûreté nationale) where you live.",
          source: OMAROC_WORK_CONTRACT,
        },
        dependants: SPOUSE_AND_MINOR_CHILDREN,
      },
    },
    {
      id: "sufficient-means",
      kind: "retirement",
      name: "Residence card (carte d'immatriculation) on the basis of sufficient means, without professional activity",
      whoFor: "Retirees and others living on a pension or passive income who will not work in Morocco; they enter visa-free and apply to the police in their city of residence within 90 days.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "Morocco sets no published minimum income for this card; applicants show a stable pension or other income, and no official figure is published." },
      fee: { value: null, note: "No fee for the residence card is stated in the sources used for this report." },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time for a Moroccan residence card." },
      durationAndRenewal: {
        text: "The first card is typically valid for one year and renewable; after several years of lawful residence a longer card of up to 10 years can be sought. Work is not allowed on this status.",
        source: LAWZANA_RETIREMENT,
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://adala.justice.gov.ma/reference/html/Fr/164711.htm",
      conditions: {
        incomeKinds: ["pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "in-country",
          how: "You enter Morocco visa-free and apply in person for a 'visiteur' residence card at the police (Sûreté nationale) service where you live, showing that you can live on your own resources and signing an undertaking not to work in Morocco.",
          source: GADEM_VISITOR_AND_FAMILY,
        },
        dependants: SPOUSE_AND_MINOR_CHILDREN,
      },
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Morocco has no visa type for digital nomads; remote workers who stay longer than 90 days have to fit an existing residence category.",
      source: {
        publisher: "Government of Morocco",
        title: "Obtaining residency (carte de séjour) in Morocco: the basics for UK/EU retirees and digital nomads",
        via: "ExitStrategyWorld",
        research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
        url: "https://esw.plat4m.net/articles/obtaining-residency-carte-de-sejour-in-marocco-the-basics-for-ukeu-retirees-and-digital-nomads",
        asOf: "2025-01",
        reviewedOn: "2026-11-23",
      },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Morocco has no golden visa or residence-by-investment programme; investors apply through the ordinary residence categories, where a business or property supports but does not guarantee the application.",
      source: { publisher: "CitizenX", title: "Morocco Golden Visa (Morocco does not offer a Golden Visa program)", url: "https://citizenx.com/insights/morocco-golden-visa", asOf: "2025", reviewedOn: "2026-11-25" },
    },
  ],
};
