/**
 * Nigeria: healthcare for a resident foreigner.
 * Source notes:
 * - Secondary: Policy and Legal Advocacy Centre (PLAC, legislative monitoring NGO) summary of the National Health
 *   Insurance Authority Act 2022; MSMEHub explainer on the Act (undated; asOf 2026 is the year the stored copy was
 *   read). The Act's gazette text was only seen on scribd.com and not cited.
 * - Gap: no page read says how a foreign resident enrols outside employment, or what a state scheme charges.
 * - Gap: private premium. HMO pages found give only ranges or "from" prices without dates.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const nigeriaHealthcare: CountryHealthcare = {
  country: "nigeria",
  checked: "2026-11",
  system: {
    text: "The National Health Insurance Authority Act, signed on 19 May 2022, repealed the National Health Insurance Scheme Act and created the National Health Insurance Authority to regulate and integrate health insurance schemes and work towards universal coverage. The Act makes health insurance mandatory for every person resident in Nigeria, including employers and employees in organisations with five or more staff, informal-sector workers and all other residents.",
    source: {
      publisher: "Policy and Legal Advocacy Centre (PLAC)",
      title: "Nigeria gets new National Health Insurance Act",
      url: "https://placng.org/Legist/nigeria-gets-new-national-health-insurance-act",
      asOf: "2022-05",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "The Act requires every state and the Federal Capital Territory to run a health insurance scheme covering all residents, and employers to register themselves and their staff with their state scheme; employers may still buy private HMO plans. In Lagos, employers register with the Lagos State Health Management Authority (LASHMA), and residents need a Lagos State Residents Registration Agency (LASRRA) number before enrolling individually.",
    source: {
      publisher: "MSMEHub",
      title: "Understanding the National Health Insurance Authority Act 2022",
      url: "https://www.msmehub.org/understanding-the-national-health-insurance-authority-act-2022/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No dated typical premium for private health insurance (HMO plans) is available. Published ranges are undated (for example individual plans from NGN 3,500 to 17,750 a month or quarter), and inflation makes them unreliable.",
    research: "Looked for a typical HMO (private health insurance) premium in Nigeria. Pages found give only undated ranges (e.g. monthly and quarterly individual plans from ₦3,500 to ₦17,750) or rankings without prices, and naira inflation makes undated figures unreliable, so no dated typical premium can be stated.",
  },
  premiumRating: {
    kind: "income-based",
    text: "Contributions are earnings-related: in the private sector, 10% of salary from the employer and 5% from the employee.",
    source: {
      publisher: "National Health Insurance Authority (Nigeria)",
      title: "The Formal Sector Social Health Insurance Programme",
      url: "https://www.nhis.gov.ng/formal-sector-social-health-insurance-programmefsship/",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: Contributions are earnings-related. For public (Federal) sector programme, the employer pays 3.5% while the employee pays 1.75% of the employee's consolidated salary. For the private sector programme and other tiers of Government, the employer pays 10% while the employee pays 5% representing 15% of ",
    }
  },
  premiumsByAge: [],
};
