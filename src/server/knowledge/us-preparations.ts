/**
 * What a US citizen arranges on the US side before moving, wherever they go: the FBI record most residence
 * applications ask for, apostilles, a pet's export papers, and Medicare. Official pages only (FBI CJIS, State
 * Department, USDA APHIS, Medicare). The FBI, State Department and Medicare pages carry no date in the stored
 * copy: their asOf is the year the copy was read, and each citation's `research` says so.
 */
import { z } from "zod";
import { usFactSchema } from "./knowledge.schema";

/** A US fee with what it pays for; its source is the fact's own. */
const usFeeSchema = z.object({ amount: z.number().nonnegative(), currency: z.literal("USD"), per: z.string().min(3) });

export const usPreparationsSchema = z.object({
  criminalRecord: usFactSchema.extend({ fee: usFeeSchema }),
  apostille: usFactSchema,
  pets: usFactSchema,
  medicare: usFactSchema,
});
export type UsPreparations = z.infer<typeof usPreparationsSchema>;

export const usPreparations: UsPreparations = {
  criminalRecord: {
    topic: "FBI record check (Identity History Summary)",
    fee: { amount: 18, currency: "USD", per: "each sealed response" },
    rule: {
      text: "Residence and citizenship applications abroad often ask for a national criminal record check; for a US citizen that is the FBI's Identity History Summary. You request it from the FBI's Criminal Justice Information Services (CJIS) Division with your fingerprints, online or by mail, for the fee below. The FBI does not expedite requests, though FBI-approved channelers may return a faster response.",
      source: {
        publisher: "Federal Bureau of Investigation",
        title: "Criminal Justice Information Services: Identity History Summary Checks, Frequently Asked Questions",
        research: "Undated page; asOf is the year it was read (2026).",
        url: "https://ucr.fbi.gov/identity-history-summary-checks/faqs",
        asOf: "2026",
        reviewedOn: "2026-11-23",
      },
    },
  },
  apostille: {
    topic: "Apostilles for US documents",
    rule: {
      text: "Countries in the 1961 Hague Apostille Convention recognise a US document that carries an apostille. A state-issued document (a birth or marriage certificate) is certified by the state that issued it; the State Department adds the apostille only to federally issued documents (such as the FBI summary), sent by mail with form DS-4194. Do not notarise a federal document: that makes it invalid. Countries outside the Convention need an authentication certificate instead.",
      source: {
        publisher: "US Department of State",
        title: "Travel.State.Gov: Requirements to Get an Apostille",
        research: "Undated page; asOf is the year it was read (2026).",
        url: "https://travel.state.gov/content/travel/en/replace-certify-docs/authenticate-your-document/apostille-requirements.html",
        asOf: "2026",
        reviewedOn: "2026-11-23",
      },
    },
  },
  pets: {
    topic: "Taking a pet",
    rule: {
      text: "The destination country sets the rules for a pet: microchip, vaccinations, tests or treatments. As soon as you decide to move, ask a USDA-accredited veterinarian for the country's requirements; the vet issues the health certificate and, where the country requires it, USDA APHIS endorses it. After the vet signs, you may have a limited time (for example 30 days) to get the endorsement and travel, and the whole process can take a few weeks to many months.",
      source: {
        publisher: "USDA Animal and Plant Health Inspection Service",
        title: "Pet Travel Process Overview",
        research: "Page last modified 23 April 2025.",
        url: "https://www.aphis.usda.gov/pet-travel/us-to-another-country-export/pet-travel-process-overview",
        asOf: "2025-04-23",
        reviewedOn: "2026-11-23",
      },
    },
  },
  medicare: {
    topic: "Medicare when you live abroad",
    rule: {
      text: "If you live outside the US and did not take Medicare Part B when you were first eligible, you can apply for it only from 1 January to 31 March each year and may pay a late-enrolment penalty for as long as you have Part B. If you first become eligible for Part B in the month you return to the US to live, there is no penalty when you enrol within three months of returning. Premium-free Part A can be arranged from abroad through a US Social Security office, embassy or consulate.",
      source: {
        publisher: "Centers for Medicare & Medicaid Services",
        title: "Medicare.gov: I'm outside the U.S.",
        research: "Undated page; asOf is the year it was read (2026).",
        url: "https://www.medicare.gov/manage-your-health/information-for-my-situation/im-outside-the-us",
        asOf: "2026",
        reviewedOn: "2026-11-23",
      },
    },
  },
};
