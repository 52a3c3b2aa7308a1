/**
 * The dated editions of the quantities residence-route thresholds are defined from (decision 0015): a route whose
 * income floor is "four times the minimum wage" reads the edition in force on the day it is shown.
 *
 * Values were checked in November 2026 against the pages cited. No stored copy of the official gazettes (Diário da
 * República, Diario Oficial de la Federación, Diario Oficial de Colombia, Registro Oficial, BOE) or of the labour
 * ministries' own pages could be found for most of these figures, so those editions link to a newspaper (or, for
 * Colombia in 2025, an advisory firm) that reports the decree, with the body that set the figure as publisher and the
 * page's owner as `via`. Spain's IPREM and 2025 minimum wage link to the official page of the State Public Employment
 * Service (SEPE), which states both. Each citation's `research` says what the page states and where else the figure
 * was seen.
 *
 * South Korea's GNI per capita (the Workation visa floor is twice it) links to Korean newspapers reporting each Bank of
 * Korea release, with the Bank as publisher; the day each edition applies from is the day the Ministry of Justice
 * started using it for visa income requirements, which each citation's `research` sources.
 */
import type { BaseQuantity } from "./base-quantity";

export const BASE_QUANTITIES: BaseQuantity[] = [
  {
    id: "portugal.minimum-wage",
    country: "portugal",
    what: "Portugal's national minimum monthly wage (retribuição mínima mensal garantida, mainland Portugal)",
    currency: "EUR",
    period: "month",
    editions: [
      {
        value: 870,
        appliesFrom: "2025-01-01",
        citation: {
          publisher: "Government of Portugal",
          title: "Minimum wage of 870 euros for 2025 published in the Diário da República (Decreto-Lei 112/2024)",
          via: "Diário de Notícias da Madeira",
          url: "https://www.dnoticias.pt/2024/12/19/431527-aumento-do-salario-minimo-para-870-euros-em-2025-publicado-em-diario-da-republica/",
          asOf: "2024-12-19",
          reviewedOn: "2026-11-25",
          research:
            "Lusa report of 19 December 2024 quoting Decreto-Lei 112/2024 of 19 December: 'determina o aumento do valor da RMMG para Euro 870,00, com efeitos a partir de 1 de janeiro de 2025'. The decree's text is also on dre.tretas.org/dre/6009635 (a private mirror of the gazette) and homepagejuridica.pt; no stored copy of diariodarepublica.pt was found (searched November 2026). Replaces the Executive Digest page cited before (https://executivedigest.sapo.pt/noticias/governo-aumenta-salario-minimo-para-870-euros-em-2025), which reports the Council of Ministers' approval of 28 November 2024 but not the date from which it applies. The decree covers mainland Portugal; the Azores and Madeira set their own amounts. Re-searched for an official page in the search tool (pages and docs corpora): 'Decreto-Lei 112/2024 retribuição mínima mensal garantida 870', 'salário mínimo nacional 870 euros 2025 gov.pt', 'diariodarepublica.pt retribuição mínima mensal garantida', 'Presidente da República promulgou diploma retribuição mínima', 'ACT retribuição mínima mensal garantida'. Only mirrors (dre.tretas.org, homepagejuridica.pt), law firms (Cuatrecasas) and press came back; no diariodarepublica.pt, portugal.gov.pt or presidencia.pt page.",
        },
        crossCheck: {
          source: {
            publisher: "Government of Portugal",
            title: "Minimum monthly wage 2025 (Decreto-Lei 112/2024)",
            via: "Cuatrecasas",
            url: "https://cuatrecasas.com/pt/latam/laboral-1/art/retribuicao-minima-mensal-garantida-2025-1",
            asOf: "2024-12-19",
            reviewedOn: "2026-11-29",
            research:
              "Law firm's note of the day the decree was published, read in the search tool (pages; searched 'Decreto-Lei 112/2024 retribuição mínima mensal garantida 870 euros 2025'): 'O Decreto-Lei n.º 112/2024, de 19 de dezembro, publicado hoje no Diário da República, procedeu à fixação do valor da retribuição mínima mensal garantida (RMMG) em 870€, com efeitos a partir de 1 de janeiro de 2025'. Independent of the Lusa report. Same value as the edition.",
          },
        },
      },
      {
        value: 920,
        appliesFrom: "2026-01-01",
        citation: {
          publisher: "Government of Portugal",
          title: "Minimum wage rise to 920 euros in 2026 published in the Diário da República (Decreto-Lei 139/2025)",
          via: "Rádio Renascença",
          url: "https://rr.pt/noticia/economia/2025/12/29/agora-e-oficial-subida-do-salario-minimo-para-920-euros-em-2026-publicada-em-diario-da-republica/453287/",
          asOf: "2025-12-29",
          reviewedOn: "2026-11-25",
          research:
            "Report of 29 December 2025 quoting Decreto-Lei 139/2025 of 29 December: 'determina o aumento da RMMG para Euro 920,00, com efeitos a partir de 1 de janeiro de 2026'. The decree's text is also on dre.tretas.org/dre/6394165 (a private mirror of the gazette); ANTRAL, TOF Advogados, AHRESP and Pplware report the same figure and date. No stored copy of diariodarepublica.pt was found (searched November 2026). Replaces the Dinheiro Vivo page cited before in the sample report (https://dinheirovivo.dn.pt/economia/aumento-do-salrio-mnimo-para-920-euros-em-2016-confirmado-em-dirio-da-repblica), of which no stored copy was found. Re-searched for an official page in the search tool (pages and docs corpora): 'Decreto-Lei 139/2025 retribuição mínima mensal garantida 920 euros', 'Diário da República Decreto-Lei n.º 139/2025 de 29 de dezembro', 'diariodarepublica.pt decreto-lei 139-2025', 'portugal.gov.pt Governo aprova salário mínimo 920 euros', 'Presidente da República promulgou ... 920 euros'. Only dre.tretas.org, ANTRAL, ADCecija, TOF Advogados, AHRESP, PBBR and press came back; no official host.",
        },
        crossCheck: {
          source: {
            publisher: "Government of Portugal",
            title: "Minimum monthly wage for 2026 (Decreto-Lei 139/2025)",
            via: "ADCecija",
            url: "https://adcecija.pt/?p=18984",
            asOf: "2025-12-29",
            reviewedOn: "2026-11-29",
            research:
              "Accounting firm's information note, read in the search tool (pages; searched 'Decreto-Lei n.º 139/2025 retribuição mínima mensal garantida 920 euros'): 'No passado dia 29 de dezembro de 2025 foi publicado o Decreto-Lei n.º 139/2025, que procede à atualização da Retribuição Mínima Mensal Garantida (RMMG) para o ano de 2026. Com esta alteração, o valor da RMMG passa de 870,00€ – em vigor durante o ano de 2025 (nos termos do Decreto-Lei n.º 112/2024, de 19 de dezembro) -, para 920,00€.' Independent of Rádio Renascença. Same value as the edition.",
          },
        },
      },
    ],
  },
  {
    id: "mexico.minimum-wage",
    country: "mexico",
    what: "Mexico's general minimum wage outside the northern border zone (salario mínimo general)",
    currency: "MXN",
    period: "day",
    editions: [
      {
        value: 278.8,
        appliesFrom: "2025-01-01",
        citation: {
          publisher: "Comisión Nacional de los Salarios Mínimos (CONASAMI)",
          title: "The 2025 minimum wage increase comes into force (resolution published in the Diario Oficial de la Federación on 19 December 2024)",
          via: "El Dictamen",
          url: "https://eldictamen.mx/aumento-al-salario-minimo-2025-entra-en-vigor",
          asOf: "2025",
          reviewedOn: "2026-11-25",
          research:
            "Undated news page (published after 1 January 2025): MXN 278.80 a day for most of the country and 419.88 in the northern border free zone, published in the DOF on 19 December and in force from 1 January 2025. The same figures and date are in Rivadeneyra Treviño's note of 23 December 2024 (rivtrev.com/en/incremento-al-salario-minimo-2) and Andrade Abogados' note; no stored copy of the DOF resolution or of gob.mx/conasami was found (searched November 2026). Re-searched for an official page in the search tool: 'RESOLUCIÓN Comisión Nacional de los Salarios Mínimos vigentes a partir del 1o. de enero de 2025 DOF 19/12/2024', 'gob.mx conasami salarios mínimos 2025 278.80 419.88', 'Tabla de salarios mínimos generales y profesionales 2025 CONASAMI'. The only DOF page stored (diariooficial.gob.mx, 6 December 2018) is unrelated; no gob.mx/conasami page came back.",
        },
        crossCheck: {
          source: {
            publisher: "Industrie- und Handelskammer Ulm (IHK Ulm)",
            title: "Mexiko erhöht Mindestlohn (minimum wage from 1 January 2025)",
            url: "https://www.ihk.de/ulm/international/laender-und-maerkte/ordner-mexiko/mexiko-erhoeht-mindestlohn-6389232",
            asOf: "2024-12",
            reviewedOn: "2026-11-29",
            research:
              "The Ulm chamber of commerce's country note (source given as Germany Trade & Invest, 'Stand: Dezember 2024'), read in the search tool (pages; searched 'gtai Rechtsmeldung Mexiko Mindestlohn'): 'Am 4. Dezember 2024 hat die mexikanische Lohnkommission (Comisión Nacional de los Salarios Mínimos - CONASAMI) in einer Resolution eine Erhöhung des Mindestlohns für 2025 festgelegt ... Der allgemeine Mindestlohn (salario mínimo general) wird von 248,93 auf 278,80 mexikanische Pesos ... pro Tag angehoben, während er in der Freihandelszone Nordgrenze ... von 374,89 auf 419,88 ... steigt.' and 'Der neue Mindestlohn gilt ab dem 1. Januar 2025.' Same value as the edition.",
          },
        },
      },
      {
        value: 315.04,
        appliesFrom: "2026-01-01",
        citation: {
          publisher: "Comisión Nacional de los Salarios Mínimos (CONASAMI)",
          title: "Official: the minimum wage will reach 315.04 pesos",
          via: "El Economista",
          url: "https://www.eleconomista.com.mx/capital-humano/oficial-salario-minimo-llegara-315-04-pesos-20251203-789397.html",
          asOf: "2025-12-03",
          reviewedOn: "2026-11-25",
          research:
            "Report of 3 December 2025 on the decision of CONASAMI's Council of Representatives: the general minimum wage rises to MXN 315.04 a day from 1 January 2026 (northern border free zone: 440.87). Informador (15 January 2026) confirms it came into force on 1 January 2026; the routes data read it in La Razón's report before. No stored copy of the DOF resolution or of gob.mx/conasami was found (searched November 2026). Re-searched for an official page in the search tool (pages and docs corpora): 'CONASAMI salario mínimo 2026 315.04 resolución Diario Oficial', 'RESOLUCIÓN del H. Consejo de Representantes ... vigentes a partir del 1o. de enero de 2026', 'gob.mx/conasami prensa incremento salario mínimo 2026'. Only press and codexmx.com (a summary of the resolution: 315.04 general zone, 440.87 northern border, from 1 January 2026) came back; no dof.gob.mx or gob.mx page.",
        },
        crossCheck: {
          source: {
            publisher: "Comisión Nacional de los Salarios Mínimos (CONASAMI)",
            title: "Mexico approves 13% minimum wage increase for 2026",
            via: "Banderas News",
            url: "https://banderasnews.com/mexico-approves-13-minimum-wage-increase-for-2026",
            asOf: "2025-12",
            reviewedOn: "2026-11-29",
            research:
              "Puerto Vallarta newspaper's report of the President's announcement (December 2025), read in the search tool (pages; searched 'Mexico minimum wage 2026 315.04 pesos per day'): 'President Claudia Sheinbaum Pardo announced that Mexico will raise its general minimum wage to 315.04 pesos per day beginning January 1, 2026 ... wages in the Northern Border Free Zone will grow to 440.87 pesos per day'. Independent of El Economista. Same value as the edition. Also seen: codexmx.com's summary of the CONASAMI resolution of 3 December 2025 (315.04 from 1 January 2026).",
          },
        },
      },
    ],
  },
  {
    id: "colombia.minimum-wage",
    country: "colombia",
    what: "Colombia's legal monthly minimum wage (salario mínimo mensual legal vigente)",
    currency: "COP",
    period: "month",
    editions: [
      {
        value: 1423500,
        appliesFrom: "2025-01-01",
        citation: {
          publisher: "Government of Colombia",
          title: "Decrees 1572 and 1573: the minimum wage and the transport allowance for 2025",
          via: "Barrera Palacio",
          url: "https://barrerapalacio.com/index.php/noticias/651-decretos-1572-y-1573-asi-quedan-el-salario-minimo-y-el-auxilio-de-transporte-para-2025",
          asOf: "2025",
          reviewedOn: "2026-11-25",
          research:
            "Advisory firm's news page: Decreto 1572 of 24 December 2024 sets the monthly minimum wage at COP 1,423,500 from 1 January 2025 (transport allowance COP 200,000 by Decreto 1573). Legicol, Cafam and Blu Radio's 2026 report (which gives the 2025 wage as COP 1,423,500) agree. No stored copy of the decree on a gov.co site was found (searched November 2026). Re-searched for an official page in the search tool: 'Decreto 1572 de 2024 fija el salario mínimo mensual legal 1.423.500', 'Decreto 1572 de 2024 Nivel Nacional Gestor Normativo Función Pública'. funcionpublica.gov.co gestor normativo pages are stored, but not this decree; no mintrabajo.gov.co or presidencia.gov.co copy came back.",
        },
        crossCheck: {
          source: {
            publisher: "Government of Colombia",
            title: "Decreto 1572 of December 2024: minimum wage 2025",
            via: "Legicol",
            url: "https://legicol.com/index.php/normatividad/normas-grupo-3/laboral/dcreto-1572-diciembre-2024-salario-minimo-2025",
            asOf: "2024-12",
            reviewedOn: "2026-11-29",
            research:
              "Legal database's summary of the decree, read in the search tool (pages; searched 'Decreto 1572 de 2024 salario mínimo 1.423.500 pesos 2025'): 'Decreto que fija el salario mínimo mensual legal en Colombia a partir del 1 de enero de 2025 en 1.423.500 pesos, lo que representa un aumento del 9.53%.' Independent of Barrera Palacio. Same value as the edition.",
          },
        },
      },
      {
        value: 1750905,
        appliesFrom: "2026-01-01",
        citation: {
          publisher: "Government of Colombia",
          title: "The Government decree that raised the minimum wage to 2,000,000 pesos (Decreto 1469 of 2025)",
          via: "Blu Radio",
          url: "https://www.bluradio.com/economia/finanzas-personales/este-es-el-decreto-del-gobierno-que-subio-el-salario-minimo-a-2-000-000-so35",
          asOf: "2025-12-29",
          reviewedOn: "2026-11-25",
          research:
            "Report of 29 December 2025: Decreto 1469 of 29 December 2025 sets the monthly minimum wage at COP 1,750,905 from 1 January 2026 (COP 2,000,000 with the transport allowance). On 13 February 2026 the Consejo de Estado provisionally suspended Decreto 1469 and ordered a transitional decree; Decreto 0159 of 19 February 2026 kept the same COP 1,750,905 'transitorily', in force from its publication until the court's final ruling (Caracol Radio, 20 February 2026, caracol.com.co/2026/02/20/decreto-0159-del-salario-minimo-2026-que-sigue-ahora-y-que-significa-que-sea-transitorio/; APN Noticias; Acoltes). The figure has therefore applied without interruption since 1 January 2026; re-check it when the Consejo de Estado rules. The decree text is on normograma.legislacionarl.co (not an official host); no stored copy on a gov.co site was found (searched November 2026). Re-searched for an official page in the search tool: 'Decreto 1469 de 2025 salario mínimo 1.750.905', 'funcionpublica.gov.co gestor normativo Decreto 1469 de 2025', 'Decreto 0159 de 2026 salario mínimo transitorio', 'mintrabajo.gov.co salario mínimo 2026 decreto'. Only normograma.legislacionarl.co (the decree's text, not an official host), the Cundinamarca public radio (eldoradoradio.cundinamarca.gov.co, a report of Decreto 0159 keeping COP 1,750,905) and press came back.",
        },
        crossCheck: {
          source: {
            publisher: "Government of Colombia",
            title: "This is how the 2026 minimum wage stands after the Petro decree (Decreto 0159 of 2026)",
            via: "360 Radio",
            url: "https://360radio.com.co/para-que-lo-tenga-claro-asi-quedo-el-salario-minimo-2026-definitivo-tras-decreto-petro/211388/",
            asOf: "2026-02",
            reviewedOn: "2026-11-29",
            research:
              "Radio station's report (February 2026; the stored address ends in '?amp=1', dropped here), read in the search tool (pages; searched 'salario mínimo 2026 Colombia 1.750.905 decreto'): 'A través del Decreto 0159 del 19 de febrero de 2026, el Ejecutivo fijó de manera transitoria la remuneración básica mensual en $1.750.905, cifra que, sumada al auxilio de transporte, completa los $2 millones y que ya se viene aplicando desde el primero de enero.' Independent of Blu Radio. Same value as the edition.",
          },
        },
      },
    ],
  },
  {
    id: "ecuador.basic-salary",
    country: "ecuador",
    what: "Ecuador's unified basic salary (salario básico unificado, SBU)",
    currency: "USD",
    period: "month",
    editions: [
      {
        value: 470,
        appliesFrom: "2025-01-01",
        citation: {
          publisher: "Ecuadorian Ministry of Labour",
          title: "Unified basic salary in Ecuador: how the exact amount is set",
          via: "Expreso",
          url: "https://www.expreso.ec/servicios/salario-basico-unificado-en-ecuador-como-se-determina-el-monto-exacto-262734.html",
          asOf: "2025",
          reviewedOn: "2026-11-25",
          research:
            "Explainer stating that for 2025 the Ministry of Labour set the SBU at USD 470 a month by Acuerdo Ministerial MDT-2024-300, in force from 1 January 2025. BP One, SGF Global and prensa.ec give the same figure, agreement and date; no stored copy of trabajo.gob.ec or of the Registro Oficial was found (searched November 2026). Re-searched for an official page in the search tool: 'trabajo.gob.ec salario básico unificado 2025 470 acuerdo ministerial MDT-2024', 'Ministerio del Trabajo fija el Salario Básico Unificado 2025 en USD 470'. trabajo.gob.ec pages are stored (e.g. the 2026 fixing schedule), but none giving the 2025 amount; BP One, SGF Global and prensa.ec came back.",
        },
        crossCheck: {
          source: {
            publisher: "Germany Trade & Invest (GTAI)",
            title: "Ecuador erhöht Mindestlohn (legal news, 20 December 2024)",
            url: "https://gtai.de/de/trade/ecuador/recht/ecuador-erhoeht-mindestlohn-1850678",
            asOf: "2024-12-20",
            reviewedOn: "2026-11-29",
            research:
              "Legal news of the German federal foreign-trade agency, read in the search tool (pages; searched 'Ecuador minimum wage 2025 USD 470 per month'): 'Am 17. Dezember 2024 hat das ecuadorianische Arbeitsministerium mit dem Ministerialerlass Nr. MDT-2024-300 eine Erhöhung des Mindestlohns (Salario Básico Unificado - SBU) angekündigt. Der neue Mindestlohn in Ecuador beträgt 470,00 US-Dollar pro Monat (rund 453 Euro) und gilt ab 1. Januar 2025.' Independent of Expreso. Same value as the edition.",
          },
        },
      },
      {
        value: 482,
        appliesFrom: "2026-01-01",
        citation: {
          publisher: "Ecuadorian Ministry of Labour",
          title: "Unified basic salary 2026: the Ministry of Labour set the new amount by agreement",
          via: "Expreso",
          url: "https://www.expreso.ec/actualidad/politica/alario-basico-unificado-2026-ministerio-del-trabajo-fijo-el-nuevo-monto-con-acuerdo-267925.html",
          asOf: "2025-12-15",
          reviewedOn: "2026-11-25",
          research:
            "Report of 15 December 2025: the National Labour and Wages Council (government, employers and workers) agreed an SBU of USD 482 for 2026, confirmed by the Ministry of Labour. Blu Radio (EFE) reports the same rise from USD 470 to 482 'a partir de enero de 2026'. The guide cited in the routes data (EcuaAssist) also gives USD 482; one other guide gave USD 486, which no report of the decision supports. No stored copy of the ministerial agreement was found (searched November 2026). Re-searched for an official page in the search tool (pages and docs corpora): 'Acuerdo Ministerial MDT-2025 salario básico unificado 2026 482', 'trabajo.gob.ec Salario Básico Unificado 2026 USD 482 consenso tripartito', 'Ecuador salario básico unificado 2026 acuerdo ministerial'. The only trabajo.gob.ec page found (cronograma para la fijación del SBU 2026, third CNTS session) predates the decision and gives no amount; El Universo confirms USD 482 from 1 January 2026.",
        },
        crossCheck: {
          source: {
            publisher: "Ecuadorian Ministry of Labour",
            title: "Ecuador will raise its basic salary by 12 dollars for 2026",
            via: "Infobae",
            url: "https://www.infobae.com/america/america-latina/2025/12/16/ecuador-incrementara-en-12-dolares-su-salario-basico-para-el-2026/",
            asOf: "2025-12-16",
            reviewedOn: "2026-11-29",
            research:
              "News report of 16 December 2025, read in the search tool (pages; searched 'Ecuador sueldo básico 2026 sube de 470 a 482 dólares'): 'El Salario Básico Unificado (SBU) de Ecuador subirá a USD 482 mensuales en 2026, un incremento de USD 12 frente a los USD 470 vigentes durante 2025. La decisión se tomó este lunes en el Consejo Nacional de Trabajo y Salarios (CNTS) ... y el nuevo monto regirá desde el 1 de enero de 2026.' Independent of Expreso. Same value as the edition; Teleamazonas and El Economista (AFP) give the same.",
          },
        },
      },
    ],
  },
  {
    id: "spain.iprem",
    country: "spain",
    what: "Spain's monthly IPREM public income index (indicador público de renta de efectos múltiples)",
    currency: "EUR",
    period: "month",
    editions: [
      {
        value: 600,
        appliesFrom: "2023-01-01",
        citation: {
          publisher: "Servicio Público de Empleo Estatal (SEPE)",
          title: "Annual amounts: monthly and annual values of the minimum wage (SMI) and the IPREM",
          url: "https://www.sepe.es/HomeSepe/en/prestaciones-desempleo/Cuantias-anuales.html",
          asOf: "2025",
          reviewedOn: "2026-11-25",
          research:
            "Official page of the State Public Employment Service (English version), read in the search tool's stored pages (searched 'SEPE cuantías IPREM SMI', 'IPREM 600 euros SEPE'): 'Indicator of income of multiple effects (IPREM) set at: Law 31/2022, 23 december, in general state budget for the year 2023'; table 'IPREM MONTHLY 600,00 EUR, ANUAL 7.200,00 EUR'. The stored edition is the 2025 one (it cites the 2025 minimum-wage decree); the Galician version of the same page (sepe.es/HomeSepe/gl/Personas/distributiva-prestaciones/Cuantias-anuales.html, 2023 edition) gives the same EUR 600 under Law 31/2022, so the value has not changed since 1 January 2023. That it is still EUR 600 in 2026 (budget extended again) rests on press reports: CLM21, 7 January 2026 (https://www.clm21.es/mvc/amp/noticia/48866), which this citation replaces, ABC and Telemadrid. No stored 2026 edition of the SEPE page or BOE text was found (searched 'SEPE cuantías 2026 Real Decreto 126/2026'). Re-check when a new State Budget is passed.",
        },
      },
    ],
  },
  {
    id: "spain.minimum-wage",
    country: "spain",
    what: "Spain's minimum wage (salario mínimo interprofesional) in annual terms, 14 monthly payments",
    currency: "EUR",
    period: "year",
    editions: [
      {
        value: 16576,
        appliesFrom: "2025-01-01",
        citation: {
          publisher: "Servicio Público de Empleo Estatal (SEPE)",
          title: "Annual amounts: monthly and annual values of the minimum wage (SMI) and the IPREM",
          url: "https://www.sepe.es/HomeSepe/en/prestaciones-desempleo/Cuantias-anuales.html",
          asOf: "2025",
          reviewedOn: "2026-11-25",
          research:
            "Official page of the State Public Employment Service (English version), read in the search tool's stored pages (searched 'SEPE cuantías IPREM SMI'): 'The minimum wage (SMI), in accordance with Royal Decree 87/2025, 11 February ... for 2025. This royal decree will take effect between the 1 january 31 december 2025'; table 'SMI MONTHLY 1.184,00 EUR, ANUAL 16.576,00 EUR (14 you pay)'. Matches Real Decreto 87/2025 (BOE of 12 February 2025: EUR 39.47 a day, EUR 1,184 a month, EUR 16,576 a year, with effect from 1 January 2025). Replaces the Aquí Madrid report (https://aqui.madrid/el-gobierno-fija-el-salario-minimo-en-1184-euros-mensuales) cited before. No stored copy of the BOE text itself was found (searched 'Real Decreto 87/2025 BOE', 'boe.es salario mínimo interprofesional 2025').",
        },
      },
      {
        value: 17094,
        appliesFrom: "2026-01-01",
        citation: {
          publisher: "Government of Spain",
          title: "This is how the minimum wage rises in 2026 (Real Decreto 126/2026)",
          via: "Segre",
          url: "https://www.segre.com/es/economia/260309/asi-sube-salario-minimo-interprofesional-2026_1136772.html",
          asOf: "2026-03-09",
          reviewedOn: "2026-11-25",
          research:
            "Report of 9 March 2026 on Real Decreto 126/2026 of 18 February: EUR 1,221 a month (EUR 40.70 a day), annual reference EUR 17,094, with effect from 1 January 2026. OKDiario, Galiciapress and the HuffPost's Noticias Trabajo (BOE of 19 February 2026) agree. Matches the figure in the routes data (VissumLex). No stored copy of the BOE was found (searched November 2026). Re-searched for an official page in the search tool (pages and docs corpora): 'BOE Real Decreto 126/2026 salario mínimo interprofesional 2026 1.221 euros', 'boe.es Real Decreto 126/2026, de 18 de febrero', 'lamoncloa.gob.es Consejo de Ministros salario mínimo 2026', 'SEPE cuantías IPREM SMI 2026'. The SEPE 'Cuantías anuales' page is stored only in its 2025 (and older) editions; no BOE, La Moncloa or Ministry of Labour page with the 2026 figure came back.",
        },
        crossCheck: {
          source: {
            publisher: "Government of Spain",
            title: "Social Security confirms how much you will be paid after the minimum-wage rise (Real Decreto 126/2026)",
            via: "OKDiario",
            url: "https://okdiario.com/economia/adios-1-134-euros-seguridad-social-confirma-cuanto-vas-cobrar-exactamente-subida-del-smi-16283930",
            asOf: "2026-02",
            reviewedOn: "2026-11-29",
            research:
              "News report (February 2026) quoting article 1 of Real Decreto 126/2026, read in the search tool (pages; searched 'Real Decreto 126/2026 salario mínimo interprofesional 1.221 euros mensuales 17.094 euros anuales'): 'elevando la cuantía hasta los 1.221 euros mensuales en 14 pagas, lo que equivale a 17.094 euros brutos ... La medida, que tiene efectos retroactivos desde el 1 de enero y estará vigente hasta el 31 de diciembre de 2026' and, quoting the decree, 'queda fijado en 40,70 euros/día o 1 221 euros/mes'. Independent of Segre. Same value as the edition.",
          },
        },
      },
    ],
  },
  {
    // Each edition is the Bank of Korea's first (March) figure for the year before, as the Ministry of Justice applies
    // it to visa and stay income floors; the 2022 figure is the June 2023 one the Ministry applied from 1 July 2023.
    // The Bank's base-year revision of June 2024 (and its June revisions since) did not replace the figure in use.
    id: "south-korea.gni-per-capita",
    country: "south-korea",
    what: "South Korea's gross national income per capita for the previous year (the Bank of Korea's figure, as the Ministry of Justice applies it to visa income requirements)",
    currency: "KRW",
    period: "year",
    editions: [
      {
        value: 42487000,
        appliesFrom: "2023-07-01",
        citation: {
          publisher: "Bank of Korea",
          title: "2022 national accounts (preliminary): per capita GNI of USD 32,886, KRW 42.487 million",
          via: "The Korea Economic Daily (Hankyung)",
          url: "https://www.hankyung.com/amp/2023060270631",
          asOf: "2023-06-02",
          reviewedOn: "2026-11-28",
          research:
            "Report of 2 June 2023 on the Bank of Korea's '2022년 국민계정(잠정)', read in the search tool (pages): '원화를 기준으로 한 1인당 GNI는 지난해 4248만7000원으로 2021년(4065만4000원)보다 4.5% 증가했다'. The Bank's first (March) figure for 2022 was KRW 42,203,000 ('4220만3000원', Economist, 7 March 2023, economist.co.kr/article/view/ecn202303070003). Date the immigration rule used it: Open Visa Korea's note 'GNI per Capita Applicable from July 1, 2023' (openvisakorea.com/post/gni-per-capita-applicable-from-july-1-2023, last updated 2 December 2023): 'a GNI per capita of KRW 40,482,000 has been applied since July 1, 2022 and will continue to be applied until June 30, 2023. Starting from July 1, 2023, a new GNI per capita of KRW 42,487,000 will be implemented and remained until March 31, 2024.' So in 2023 the Ministry applied the Bank's June figure from 1 July; the practice of applying the March figure from the first day of the next month (1 April) is the one stated in the HiKorea notice of 26 June 2024 (see the 2023 edition). The Workation (F-1-D) visa started on 1 January 2024 under this edition: the Ministry's card news of 31 December 2023 (immigration.go.kr/bbs/immigration/220/578525/artclView.do) gives '전년도 1인당 국민총소득(GNI) 2배 이상(2022년 기준 연 8,496만원)', i.e. the figure rounded down to KRW 42.48 million ('2022년 한국의 기준 1인당 GNI가 4248만원', the Ministry's release as copied by iaag.co.kr); twice the full figure is KRW 84,974,000, KRW 14,000 above the Ministry's KRW 84.96 million. After its base-year revision of June 2024 the Bank gives 2022 as USD 35,229 (Seoul Shinmun, 10 March 2026); that later revision was never applied to this edition.",
        },
        crossCheck: {
          source: {
            publisher: "Bank of Korea",
            title: "Per capita income last year USD 33,000, down 7.4% (Bank of Korea, 2022 national accounts)",
            via: "The Fact",
            url: "https://m.tf.co.kr/amp/economy/2021783.htm",
            asOf: "2023-06-02",
            reviewedOn: "2026-11-29",
            research:
              "Report on the Bank of Korea's '2022년 국민계정(잠정)' released on 2 June 2023, read in the search tool (pages; searched '1인당 국민총소득 4248만7000원 2022년 국민계정 잠정'): '원화 기준으로 1인당 국민총소득은 4248만7000원으로 전년대비 4.5% 늘었다.' Independent of Hankyung (its TV arm wowtv.co.kr carries Hankyung's own text, so not used). Same value as the edition.",
          },
        },
      },
      {
        value: 44051000,
        appliesFrom: "2024-04-01",
        citation: {
          publisher: "Bank of Korea",
          title: "2023 per capita national income of USD 33,745, up 2.6%: KRW 44.051 million (fourth quarter and annual national income, preliminary)",
          via: "Business Post",
          url: "https://www.businesspost.co.kr/BP?command=article_view&num=344433",
          asOf: "2024-03-05",
          reviewedOn: "2026-11-28",
          research:
            "Report of 5 March 2024 on the Bank of Korea's '2023년 4분기 및 연간 국민소득(잠정)', read in the search tool (pages): '원화 기준으로는 4405만1천 원으로 2022년(4220만3천 원)보다 3.7% 늘어났다'. The same KRW 44,051,000 ('4405만1000원') in Economist (economist.co.kr/article/view/ecn202403050001), KPI News, Metro and the Epoch Times Korea of the same day. This is the figure as published before the Bank's base-year revision (2015 to 2020) of 5 June 2024, which raised 2023 to KRW 47,248,000 ('1년 전(4천724만8천원)', Maeil Shinmun and Pinpoint News, 5 March 2025). The Ministry kept the March figure: the HiKorea notice of 26 June 2024, as quoted in the Ministry's 2025 GNI notice (yoonhjs.com, tag page 'f6'), says '전년도 1인당 국민총소득(GNI)은 한국은행이 전년도 1인당 GNI를 최초 발표하는 3월 수치를 기준으로 발표되는 날의 다음달 첫째 날부터 적용'; guides give the F-1-D floor for 2024-2025 as KRW 88,102,000 (qwanjk.kr, November 2025: 'For 2025 applicants, this figure is consistently cited around KRW 88,102,000') and Korea Travel Post as KRW 88.1 million, i.e. twice this figure. Applies from 1 April 2024: the Bank published it on 5 March 2024, and Open Visa Korea's note (see the 2022 edition) has the previous figure 'remained until March 31, 2024'. No HiKorea notice of 2024 itself was found (searched November 2026: 'GNI 적용기준 매년 4월 1일 하이코리아', '2023년 GNI 44,051,000원 2024년 4월 1일부터 적용', 'GNI 47,248,000 체류 적용').",
        },
        crossCheck: {
          source: {
            publisher: "Bank of Korea",
            title: "Per capita national income rebounds to USD 33,745 (fourth quarter and annual national income 2023, preliminary)",
            via: "CBS NoCut News",
            url: "https://m.nocutnews.co.kr/news/amp/6105598",
            asOf: "2024-03-05",
            reviewedOn: "2026-11-29",
            research:
              "Report on the Bank of Korea's '2023년 4분기 및 연간 국민소득(잠정)' of 5 March 2024, read in the search tool (pages; searched '1인당 국민총소득 4405만1000원 2023년 4분기 및 연간 국민소득'): '원화 기준으로는 4405만 1천원으로 1년 전(4248만 7천원)보다 3.7% 많았다.' Independent of Business Post. Same value as the edition.",
          },
        },
      },
      {
        value: 49955000,
        appliesFrom: "2025-04-01",
        citation: {
          publisher: "Bank of Korea",
          title: "2024 per capita national income of USD 36,624, KRW 49.955 million (fourth quarter and annual national income, preliminary)",
          via: "Electronic Times (etnews)",
          url: "https://m.etnews.com/20250305000020",
          asOf: "2025-03-05",
          reviewedOn: "2026-11-28",
          research:
            "Report of 5 March 2025 on the Bank of Korea's '2024년 4분기 및 연간 국민소득(잠정)', read in the search tool (pages): '원화 기준으로는 4995만5000원으로 전년대비 5.7% 증가했다'. KTV (the government broadcaster, ktv.go.kr), SBS via Daum, Pinpoint News and Maeil Shinmun give the same KRW 49,955,000. The Bank revised it to KRW 50,120,000 on 5 June 2025 ('1인당 GNI는 5012만원', Polinews, 6 June 2025); the Ministry kept the March figure. Date the immigration rule used it: the Ministry's notice after the Bank's release of 5 March 2025, as quoted by yoonhjs.com: '’25. 3. 5. 한국은행의 2024년 1인당 국민총소득(GNI) 발표 관련 ... 발표되는 날의 다음달 첫째 날부터 적용' (the first day of the month after the March release, i.e. 1 April 2025); enterlog.tistory.com (30 June 2025): 'GNI 기준 금액: ₩49,955,000 ... 적용 기간: 2025년 4월 1일 ~ 2026년 3월 31일 ... (하이코리아 공지 기준)'; hotshotplus.tistory.com: '2025년 04월부터, 영주(F-5) 자격변경 및 각 종 체류업무에 적용되는 2024년도 GNI 금액은 49,955,000원'. KLiK's summary of the 2026 notice says E-7 holders keep the previous '₩49,950,000' (sic) until March 2027. No stored copy of the HiKorea notice itself was found (November 2026).",
        },
        crossCheck: {
          source: {
            publisher: "Bank of Korea",
            title: "Per capita national income last year USD 36,600, up 1.2% (fourth quarter and annual national income 2024, preliminary)",
            via: "Pinpoint News",
            url: "https://www.pinpointnews.co.kr/news/articleViewAmp.html?idxno=325679",
            asOf: "2025-03-05",
            reviewedOn: "2026-11-29",
            research:
              "Report of 5 March 2025 on the Bank of Korea's '2024년 4분기 및 연간 국민소득(잠정)', read in the search tool (pages; searched '1인당 국민총소득 4995만5000원 2024년 4분기 및 연간 국민소득 잠정'): '원화 기준으로는 4995만5000원으로, 전년(4724만8000원)보다 5.7% 늘었다.' Independent of etnews. Same value as the edition.",
          },
        },
      },
      {
        value: 52416000,
        appliesFrom: "2026-04-01",
        citation: {
          publisher: "Bank of Korea",
          title: "2025 per capita national income of USD 36,855, KRW 52.416 million (fourth quarter and annual national income, preliminary)",
          via: "Seoul Shinmun",
          url: "https://www.seoul.co.kr/news/economy/2026/03/10/20260310500215",
          asOf: "2026-03-10",
          reviewedOn: "2026-11-28",
          research:
            "Report of 10 March 2026 on the Bank of Korea's '2025년 4분기 및 연간 국민소득(잠정)', read in the search tool (pages): '지난해 1인당 명목 GNI는 3만 6855달러로 2024년(3만 6745달러)보다 0.3% 늘었다. 원화 기준으로는 5241만 6000원으로 1년 전(5012만원)보다 4.6% 많았다'. Asia Economy (asiae.co.kr), Herald Business, SBS and ZDNet Korea give the same KRW 52,416,000. Date the immigration rule uses it: KLiK's post of 8 April 2026 (klik.co.kr/lounge/posts/904), citing the HiKorea notice hikorea.go.kr/board/BoardNtcDetailR.pt?BBS_GB_CD=BS10&BBS_SEQ=1&NTCCTT_SEQ=1935: 'The updated GNI requirement is: ₩52,416,000 per year ... applied during the following period: April 1, 2026 – March 31, 2027 ... This applies to all visa types that require income or financial proof', with E-7 as the one exception. The HiKorea notice itself was not in the search store (searched November 2026: 'hikorea 1인당 국민총소득(GNI) 적용 기준 안내 2026.4.1.', '2025년 GNI 52,416,000원 2026년 4월 1일부터 적용').",
        },
        crossCheck: {
          source: {
            publisher: "Bank of Korea",
            title: "2025 per capita GNI of USD 36,855, KRW 52.416 million (fourth quarter and annual national income, preliminary)",
            via: "Segye Ilbo",
            url: "https://www.segye.com/newsView/20260310508292",
            asOf: "2026-03-10",
            reviewedOn: "2026-11-29",
            research:
              "Report of 10 March 2026 on the Bank of Korea's '2025년 4분기 및 연간 국민소득(잠정)' (the stored address carries an '?OutUrl=google' parameter, dropped here), read in the search tool (pages; searched '1인당 국민총소득 5241만6000원 2025년 3만6855달러'): '원화 기준으로 1인당 명목 GNI는 5241만6000원으로 1년 전(5012만원)보다 4.6% 늘었다.' Independent of Seoul Shinmun. Same value as the edition; ZDNet Korea gives the same.",
          },
        },
      },
    ],
  },
];
