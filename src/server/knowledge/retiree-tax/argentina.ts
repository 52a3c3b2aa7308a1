import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

/**
 * Argentina. What was read: the IRS treaty list (no US-Argentina treaty) and Andhes (Argentine human-rights NGO)
 * on health access under the migration law and the 2025 decree. No ARCA (ex-AFIP) page on foreign pensions
 * received by residents was in the page store: stored pages cover only Argentine pensions paid to people
 * living abroad.
 */
const PENSION_RESEARCH =
  "Searched (November 2026) for ARCA/AFIP or professional guidance on foreign pensions received by Argentine tax residents ('jubilaciones del exterior', 'renta de fuente extranjera'): stored pages (La Nación, blogdelcontador.com.ar, Caja de Jubilaciones de Córdoba) cover only the 35% withholding on Argentine pensions paid to beneficiaries abroad, the opposite case.";

export const argentinaRetireeTax: CountryRetireeTax = {
  country: "argentina",
  checked: "2026-11",
  treaty: {
    text:
      "No US income tax treaty: Argentina is not on the IRS list of US income tax treaties. The US taxes your retirement income as usual, and Argentina applies its own law to its tax residents.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    value: null,
    note: "We found no source saying how Argentina taxes US Social Security received by a resident. The US taxes it under its own rules; ask an Argentine tax adviser.",
    research: PENSION_RESEARCH,
  },
  governmentPension: {
    value: null,
    note: "We found no source saying how Argentina taxes a US federal, state or military pension received by a resident. The US keeps taxing it; ask an Argentine tax adviser.",
    research: PENSION_RESEARCH,
  },
  privatePension: {
    value: null,
    note: "We found no source saying how Argentina taxes a US private pension received by a resident. The US taxes it as usual; ask an Argentine tax adviser.",
    research: PENSION_RESEARCH,
  },
  iraWithdrawals: {
    value: null,
    note: "We found no source saying how Argentina taxes withdrawals from a US IRA or 401(k). The US taxes them as usual; ask an Argentine tax adviser.",
    research: PENSION_RESEARCH,
  },
  localHealthCover: {
    text:
      "Argentina's migration law (Law 25.871, art. 8) says no foreigner may be denied or restricted access to health care, whatever their migration status. A May 2025 emergency decree (DNU 366/2025) amended that law in ways that limit migrants' access to public care, so check the current rule for your residence category before relying on public hospitals.",
    source: {
      publisher: "Andhes",
      title: "Reflexiones entorno a la situación de las personas migrantes: el acceso a la salud en el NOA",
      url: "https://www.andhes.org.ar/contenido/230/reflexiones-entorno-situacion-personas-migrantes-acceso-salud-noa.html",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research:
        "Andhes quotes art. 6 and 8 of Law 25.871 and criticises DNU 366/2025 (published 28 May 2025) for its effects on migrants' health access; the stored excerpt does not give the decree's exact rule (reported elsewhere as charging non-permanent residents). Latfem (2024) reports three provinces enabled charging foreigners in 2024. The Ministry of Health page salud.gob.ar/dels on art. 8 predates the decree.",
    },
  },
};
