/**
 * Spain tax facts. Residence rule and state income-tax scale: Agencia Tributaria (official). Beckham regime: a
 * Spanish tax advisory firm's summary (no official English page in the store). Social security: a Spanish
 * law/advisory firm's summary of Orden PJC/178/2025 (the official BOE order was not in the store); the
 * self-employed sentence follows the Seguridad Social's own page on the 2025 net-returns brackets
 * (https://www.seg-social.es/wps/portal/wss/internet/Inicio?urile=wcm:path:/POIN_Contenidos/Internet/10462/9d2fd4f1-ab0f-42a6-8d10-2e74b378ee24).
 * Treaty: Uría Menéndez (law firm). Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const spainTax: CountryTax = {
  country: "spain",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if you spend more than 183 days in Spain in the calendar year (sporadic absences count unless you prove tax residence elsewhere), or if the main base of your activities or economic interests is in Spain. You are presumed resident if your spouse (not legally separated) and dependent minor children live in Spain. Residence applies to the whole calendar year; there is no split year.",
    source: {
      publisher: "Agencia Tributaria",
      title: "Practical manual Income Tax 2021: Habitual residence in Spanish territory",
      url: "https://sede.agenciatributaria.gob.es/Sede/en_gb/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2021/capitulo-2-impuesto-renta-personas-generales/sujecion-irpf-aspectos-personales/residencia-habitual-territorio-espanol.html",
      asOf: "2021",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2022",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 12450, ratePercent: 9.5 },
      { from: 12450, upTo: 20200, ratePercent: 12 },
      { from: 20200, upTo: 35200, ratePercent: 15 },
      { from: 35200, upTo: 60000, ratePercent: 18.5 },
      { from: 60000, upTo: 300000, ratePercent: 22.5 },
      { from: 300000, upTo: null, ratePercent: 24.5 },
    ],
    topRatePercent: 24.5,
    note:
      "These are only the state half of the tax on the general taxable base (work, business, rental income). Each autonomous community charges its own regional scale on the same base on top, so the combined top rate is 45% to 54% depending on the region. Savings income (interest, dividends, capital gains) is taxed on a separate scale. The scale shown is the state scale in the tax agency's 2022 manual.",
    source: {
      publisher: "Agencia Tributaria",
      title: "Practical manual Income Tax 2022: State lien (general state scale, art. 63.1.1 PIT Law)",
      url: "https://sede.agenciatributaria.gob.es/Sede/en_gb/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2022/c15-calculo-impuesto-determinacion-cuotas-integras/gravamen-base-liquidable-general/gravamen-estatal.html",
      asOf: "2022",
      reviewedOn: "2026-11-23",
    },
    combinedTop: {
      ratePercent: 54,
      what: "State rate of 24.5% plus the regional rate: 54% in the Valencian Community (the highest; 52% in Navarre, 51.5% in La Rioja), down to 45% in the Community of Madrid (the lowest), for 2022.",
      source: {
        publisher: "Consejo General de Economistas (REAF)",
        title: "Panorama de la Fiscalidad Autonómica y Foral 2022: maximum personal income tax rates by autonomous community",
        url: "https://thecorner.eu/news-spain/spain-economy/spain-the-maximum-personal-income-tax-rate-now-exceeds-50-in-three-autonomous-communities/101076/",
        asOf: "2022",
        reviewedOn: "2026-11-25",
        via: "The Corner",
        research: "The Corner's article 'Spain: the maximum personal income tax rate now exceeds 50% in three autonomous communities' reports the CGE study's figures (Valencia 54%, Navarra 52%, La Rioja 51.5%, Madrid 45%). A 2024 table on countryeconomy.com gives the same 45% (Madrid) and 54% (Valencia, Navarre). Re-searched (November 2026 pass) for the Agencia Tributaria's regional scales: 'Agencia Tributaria manual práctico IRPF gravamen autonómico escala Comunitat Valenciana 29,50', 'sede.agenciatributaria.gob.es manual práctico Renta escalas autonómicas'. No stored Agencia Tributaria page with the regional scales came back (only the state-scale page cited for the state rate).",
      },
      crossCheck: {
        source: {
          publisher: "Consejo General de Economistas (REAF)",
          title: "Valencia, La Rioja y Cataluña tienen los impuestos más altos y Madrid los más bajos",
          via: "elEconomista",
          url: "https://www.eleconomista.es/economia/noticias/12187061/03/23/Valencia-La-Rioja-y-Cataluna-tienen-los-impuestos-mas-altos-y-Madrid-los-mas-bajos.html",
          asOf: "2023-03",
          reviewedOn: "2026-11-29",
          research:
            "Newspaper's report of the REAF/CGE 'Panorama Fiscal Autonómico y Foral 2023', read in the search tool (pages, November 2026, query 'tipo marginal máximo IRPF por comunidades autónomas Comunitat Valenciana 54% Madrid 45% REAF'): 'El tipo máximo agregado lo tiene Valencia (54%); seguida de La Rioja (51,5%) ... En el otro extremo, el menor porcentaje se corresponde con Madrid (45%)'. ABC's 2022 chart (source REAF) and Libre Mercado (2023) give the same 54% and 45%. The title is the page's heading as its address gives it.",
        },
      },
    },
  },
  newcomerRegime: {
    text:
      "The special regime for workers posted to Spain ('Beckham Law') lets qualifying newcomers be taxed like non-residents: a flat 24% on employment income up to EUR 600,000, instead of the progressive resident rates. You must not have been resident in Spain in the previous five years. Since Law 28/2022 it also covers remote workers holding the international teleworking (digital nomad) visa, certain company directors, entrepreneurs in innovative activities and highly qualified professionals.",
    source: {
      publisher: "Expatax JDV",
      title: "Developments in the Beckham Law (Law 28/2022)",
      url: "https://expataxjdv.com/news/developments-in-the-beckham-law/",
      asOf: "2023",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees in 2025 pay 4.70% for common contingencies, 0.13% for the intergenerational equity mechanism (MEI) and 1.55% for unemployment on a permanent contract (1.60% fixed-term), up to a maximum contribution base of EUR 4,909.50 a month; a small solidarity contribution applies on pay above that cap. Self-employed people (autónomos) pay a monthly quota on a base they choose within the bracket for their expected net monthly income, regularised later against actual income.",
    source: {
      publisher: "Gómez de la Flor",
      title: "Normas de cotización a la Seguridad Social para 2025 (Orden PJC/178/2025)",
      url: "https://gomezdelaflor.com/normas-de-cotizacion-a-la-seguridad-social-para-2025",
      asOf: "2025-02",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "1990 US-Spain income tax treaty; its 2013 protocol entered into force on 27 November 2019.",
    source: {
      publisher: "Uría Menéndez",
      title: "New Protocol amending the current U.S. - Spain Tax Treaty",
      url: "https://www.uria.com/en/prensa/1220-nuevo-protocolo-que-modifica-el-convenio-para-evitar-la-doble-imposicion-entre-eeuu-y-espana",
      asOf: "2019-09-16",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Spain totalization agreement effective 1 April 1988.",
    source: SSA_TOTALIZATION,
  },
};
