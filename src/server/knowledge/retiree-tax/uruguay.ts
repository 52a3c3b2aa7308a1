import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

/**
 * Uruguay. What was read: the IRS treaty list (no US-Uruguay treaty), AméricaEconomía on the tax treatment of
 * foreign pensions (income tax IRPF and the pensions tax IASS reach only Uruguayan-source pensions), the EY note
 * on the tax holiday already cited by tax/uruguay.ts, and Suramérica Abierta (IOM-run migrant guide) on ASSE.
 * No DGI or BPS page was in the page store.
 */
const AMERICA_ECONOMIA = {
  publisher: "AméricaEconomía",
  title: "En Uruguay ser jubilado y extranjero es negocio",
  url: "https://americaeconomia.com/analisis-opinion/en-uruguay-ser-jubilado-y-extranjero-es-negocio",
  asOf: "2013",
  reviewedOn: "2026-11-25",
  research:
    "Opinion column (stored at an http:// address, given here as https; undated, written after the 2012 International Living ranking it cites). It says pensions that foreigners living in Uruguay receive from abroad are not subject to income tax, and that pensions are taxed by IASS instead of IRPF. A 2021 blog (ajupenure.blogspot.com) quotes the IASS law as covering only pensions paid by Uruguayan institutions. No DGI page confirming this was stored.",
} as const;

export const uruguayRetireeTax: CountryRetireeTax = {
  country: "uruguay",
  checked: "2026-11",
  treaty: {
    text:
      "No US income tax treaty: Uruguay is not on the IRS list of US income tax treaties. The US taxes your retirement income as usual, and Uruguay applies its own, largely source-based, law.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    text:
      "Pensions and retirement benefits that a resident receives from abroad are not subject to Uruguayan income tax, so US Social Security is taxed only by the US.",
    source: AMERICA_ECONOMIA,
  },
  governmentPension: {
    text:
      "A US federal, state or military pension is a pension received from abroad, which Uruguay does not tax; the US keeps taxing it.",
    source: AMERICA_ECONOMIA,
  },
  privatePension: {
    text:
      "A US private pension received by a Uruguayan resident is not subject to Uruguayan income tax; only the US taxes it.",
    source: AMERICA_ECONOMIA,
  },
  iraWithdrawals: {
    value: null,
    note: "We found no source saying whether Uruguay treats US IRA or 401(k) withdrawals as an untaxed foreign pension or as foreign investment income (which new residents can shelter under the tax holiday). The US taxes them as usual; ask a Uruguayan tax adviser.",
    research: "Searched (November 2026) for DGI guidance on foreign retirement-account distributions: nothing stored. Foreign capital income of residents is taxed under IRPF unless the tax holiday applies (EY, tax/uruguay.ts).",
  },
  localHealthCover: {
    text:
      "Foreigners can join the State Health Services Administration (ASSE), the public provider: with a residence application in progress and no other cover, membership is free and gives full care at any ASSE facility with no charges; you bring your identity document, proof of entry and proof of the residence application to an ASSE office.",
    source: {
      publisher: "Suramérica Abierta",
      title: "Acceso a la salud en Uruguay: afiliación a ASSE",
      url: "https://suramericaabierta.info/pt-br/node/2564",
      asOf: "2023",
      reviewedOn: "2026-11-25",
      research:
        "Migrant information site run with IOM (page submitted by an iom.int address; Portuguese version, undated, year assumed). No asse.com.uy or msp.gub.uy page was stored. Residents with formal income (including Uruguayan pensioners above a threshold) are covered through FONASA contributions instead (Generalitat de Catalunya's moncat.gencat.cat summary).",
    },
  },
};
