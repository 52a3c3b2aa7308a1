/**
 * Australia: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Renting law is made by each state and territory. The deposit (bond) is given for each state the report's cities
 *   are in: New South Wales (Sydney), Victoria (Melbourne), Queensland (Brisbane), Western Australia (Perth) and
 *   South Australia (Adelaide), each from the state bond authority's own page where one was stored (NSW Fair Trading,
 *   Queensland's RTA, WA Consumer Protection), else from a state-funded legal page: Tenants Victoria (the Consumer
 *   Affairs Victoria pages stored still give the pre-2021 AUD 350 threshold) and the Legal Services Commission of South
 *   Australia's Law Handbook (the stored sa.gov.au bond pages predate the 1 April 2023 AUD 800 threshold).
 * - Contract length and agency fees are for New South Wales only: Shearer Property, a NSW real-estate agency guide
 *   (undated; asOf = year read). Neither page states who pays the letting agent's fee.
 * - Foreign buyers: Australian Taxation Office (official, updated 2025-03-27). The ban on established dwellings runs from
 *   1 April 2025 to 31 March 2027, with a review due on whether to extend it.
 */
import type { CountryHousing } from "./housing.schema";

const SHEARER_NSW = {
  publisher: "Shearer Property",
  title: "Guide to renting",
  url: "https://www.shearerproperty.com.au/renting/guide-to-renting/",
  asOf: "2026",
  reviewedOn: "2026-11-23",
  research: "NSW real-estate agency (secondary source).",
};

export const australiaHousing: CountryHousing = {
  country: "australia",
  checked: "2026-11",
  deposit: {
    byRegion: [
      {
        region: "New South Wales",
        cities: ["Sydney"],
        text: "In New South Wales (Sydney) the bond can be at most 4 weeks' rent, for any rental property, furnished or not, and no top-ups can be asked for during the tenancy. The landlord or agent must lodge it with NSW Fair Trading, which holds it; bonds are lodged and refunded online through Fair Trading's Rental Bonds Online.",
        source: {
          publisher: "NSW Fair Trading",
          title: "Taking a bond: information for landlords",
          url: "https://www.fairtrading.nsw.gov.au/ftw/Tenants_and_home_owners/Being_a_landlord/Starting_a_tenancy/Taking_a_bond.page",
          asOf: "2017",
          reviewedOn: "2026-11-28",
          research:
            "Found with the search tool (pages) for 'Rental bonds NSW Fair Trading The maximum bond landlord cannot ask for more than 4 weeks rent'. The stored address is http://fairtrading.nsw.gov.au/ftw/Tenants_and_home_owners/Being_a_landlord/Starting_a_tenancy/Taking_a_bond.page?; the https form is used here. Quoted: 'a rental bond: cannot be an amount more than 4 weeks' rent. This is paid at the start of the tenancy and applies to all NSW rental properties, whether furnished or unfurnished ... you cannot request or receive additional bond payments ('top-ups') during the tenancy'; 'All bonds must be lodged with Fair Trading'; it names the 30 January 2017 Rental Bonds Online requirement, hence asOf 2017. The rule is unchanged in later copies: NSW Fair Trading's own newsletter ('The rental bond cannot be more than the amount of 4 weeks' rent and must be lodged with NSW Fair Trading', services.enews.fairtrading.nsw.gov.au) and the State Library of NSW's Legal Answers copy of the Tenants' Rights Manual ('no more than four weeks' rent: section 159(1)'). No current nsw.gov.au bond page was in the store (November 2026).",
        },
      },
      {
        region: "Victoria",
        cities: ["Melbourne"],
        text: "In Victoria (Melbourne) the bond is usually one month's rent, and the landlord (rental provider) cannot ask for more if the rent is AUD 900 a week or less. The bond is held by the Residential Tenancies Bond Authority (RTBA), not the landlord, until you leave.",
        source: {
          publisher: "Tenants Victoria",
          title: "Bonds: private rental",
          url: "https://tenantsvic.org.au/explore-topics/starting-your-tenancy/bonds/private-rental",
          asOf: "2026",
          reviewedOn: "2026-11-28",
          research:
            "Found with the search tool (pages) for 'rentalbonds.vic.gov.au RTBA bond held in trust renters maximum bond'. Tenants Victoria is the state's tenant advice service, not the bond authority. Quoted: 'When you move into a new place, you are usually asked to pay a bond of one month's rent. Your landlord (officially called the rental provider) can't ask for more than this if your rent is $900 a week or less' and 'The Residential Tenancies Bond Authority (RTBA) holds your bond until you leave.' Undated (it mentions Rental Dispute Resolution Victoria); asOf is the year read. The Consumer Affairs Victoria bond pages in the store still give the old AUD 350 threshold, so they were not used; the Fitzroy Legal Service Law Handbook 2024 gives the same AUD 900 threshold (s 31 RT Act, Residential Tenancies Regulations 2021).",
        },
      },
      {
        region: "Queensland",
        cities: ["Brisbane"],
        text: "In Queensland (Brisbane) the bond can be at most 4 weeks' rent for a general tenancy, whatever the rent (since 30 September 2024), counting every bond taken, a pet bond included. The property manager or owner must give a receipt and lodge it with the Residential Tenancies Authority (RTA) within 10 days.",
        source: {
          publisher: "Residential Tenancies Authority",
          title: "Rental bond",
          url: "https://rta.qld.gov.au/Renting/Starting-a-tenancy/Rental-bond.html",
          asOf: "2024-09",
          reviewedOn: "2026-11-28",
          research:
            "Found with the search tool (pages) for 'Queensland rental bond Residential Tenancies Authority maximum bond four weeks rent'. Quoted: 'From 30 September 2024, the maximum bond allowed to be taken is equivalent to 4 weeks' rent for general tenancies ... regardless of the weekly rent amount'; 'The maximum amounts stated in the Act apply to all bonds, no matter what they are called (e.g. pet bond) or how many bonds are taken'; 'If the property manager/owner takes a bond, they must give the tenant a receipt and lodge it with the RTA within 10 days.' Undated; asOf is the rule's start month.",
        },
      },
      {
        region: "Western Australia",
        cities: ["Perth"],
        text: "In Western Australia (Perth) the bond cannot be more than 4 weeks' rent unless the rent is over AUD 1,200 a week. It must be lodged within 14 days with Bonds Administration (the state's bond administrator at Consumer Protection), which holds it until the tenancy ends.",
        source: {
          publisher: "Consumer Protection (Western Australia)",
          title: "Rental bonds",
          url: "https://commerce.wa.gov.au/consumer-protection/rental-bonds",
          asOf: "2026",
          reviewedOn: "2026-11-28",
          research:
            "Found with the search tool (pages) for 'Western Australia security bond Bond Administrator four weeks rent tenancy'. Quoted: 'The bond must not be more than four times the weekly rent unless the weekly rent is more than $1200 per week'; 'Bonds must be lodged with Bonds Administration within 14 days of being paid. Bonds Administration holds the bond money until the end of the tenancy'; 'Bond money must be lodged with Bonds Administration (Consumer Protection).' Undated; asOf is the year read. The page's pet bond (up to AUD 260) is left out: Landager says it rose to AUD 350 in 2026, and no official page with the new figure was stored.",
        },
      },
      {
        region: "South Australia",
        cities: ["Adelaide"],
        text: "In South Australia (Adelaide) the bond can be at most 4 weeks' rent if the rent is AUD 800 a week or less, and 6 weeks' rent above that (for agreements made from 1 April 2023). The landlord must lodge it within 2 weeks (an agent within 4) with the Commissioner for Consumer Affairs at Consumer and Business Services (CBS), which holds it.",
        source: {
          publisher: "Legal Services Commission of South Australia",
          title: "Law Handbook: Bond",
          url: "https://lawhandbook.sa.gov.au/ch23s01s05s01.php?enlarge_text=true",
          asOf: "2024-07",
          reviewedOn: "2026-11-28",
          research:
            "Found with the search tool (pages) for 'sa.gov.au bond maximum four weeks rent weekly rent $800 or less six weeks rent more than $800'; the copy at this address carries the current text (the copy without the query string is older). Quoted: 'From 1 April 2023, where the rent does not exceed $800 per week, the maximum bond is the equivalent of four weeks rent. However, where the weekly rent is more than $800, the maximum bond is the equivalent of six weeks rent'; 'All bonds paid in relation to premises in South Australia must be lodged with, and are held by, the Commissioner for Consumer Affairs [s 62]'; 'lodge the security bond with the Commissioner within 2 weeks (registered agents have up to 4 weeks)'; it mentions a 1 July 2024 change, hence asOf. sa.gov.au's 'Managing a bond' page says 'Residential bonds are held by Consumer and Business Services (CBS)'. The sa.gov.au bond pages in the store predate the AUD 800 threshold.",
        },
      },
    ],
  },
  contractLength: {
    text: "In New South Wales, a tenant who wants to leave when a fixed-term lease ends must give at least 14 days' written notice, which may be given up to the last day of the term. Once the fixed term has ended, the tenant must give at least 21 days' notice.",
    source: SHEARER_NSW,
  },
  agencyFees: {
    text: "In New South Wales a tenant is not charged for preparing the lease or for the first set of keys and security devices. The guide does not say who pays the agent's letting fee.",
    source: SHEARER_NSW,
  },
  foreignBuyers: {
    text: "From 1 April 2025 to 31 March 2027, foreign persons, including temporary residents and foreign-owned companies, cannot buy an established home in Australia unless an exception applies. The exceptions include investments that significantly increase housing supply; permanent residents, New Zealand citizens and spouses of Australians buying as joint tenants remain exempt.",
    source: {
      publisher: "Australian Taxation Office",
      title: "Banning foreign purchases of established dwellings",
      url: "https://ato.gov.au/about-ato/new-legislation/in-detail/international/banning-foreign-purchases-of-established-dwellings",
      asOf: "2025-03-27",
      reviewedOn: "2026-11-23",
    },
  },
};
