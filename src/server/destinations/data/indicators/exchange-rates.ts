/**
 * Exchange rates, one per currency, each exactly as its source publishes it (the code derives US dollars per
 * unit in destinations/exchange-rates.ts). USD needs none; PAB (the Panamanian balboa) is at par with the US
 * dollar by law.
 * Source notes:
 * - 15 currencies: the Federal Reserve's 2025 annual averages (H.10 / G.5A), read in the GitHub mirror
 *   datasets/exchange-rates (annual.csv, which copies FRED; its 2023 rows match the Fed's G.5A 2023 release
 *   exactly). federalreserve.gov's 2025 release is not in the stored copies. The mirror inverts the four
 *   currencies the Fed quotes in USD per unit (EUR, AUD, NZD, GBP): those figures are the mirror's 1/x.
 * - GBP: the mirror has no annual GBP series, so December 2025's monthly average.
 * - The other eleven: a late-2025 (UYU: January 2026) daily rate from a news report quoting the official
 *   source; ARS and CLP are market closes, not the central banks' reference rates; LRD is the level the
 *   Central Bank of Liberia said the rate was hovering around in March–May 2025; MAD is read in a copy of
 *   French Wikipedia (Bank Al-Maghrib's own pages in the store give only percentage changes). Each `what`
 *   says exactly what the figure is.
 */
import type { ExchangeRate, ExchangeRates } from "../dataset.schema";

/** The Panamanian balboa is fixed at par with the US dollar by law. */
const PAB_AT_PAR: ExchangeRate = {
  published: 1,
  quote: "USD per unit",
  what: "Fixed parity: 1 balboa per US dollar.",
  source: { publisher: "Central Intelligence Agency", title: "The World Factbook: Panama, exchange rates (balboa fixed at par with the US dollar)", url: "https://github.com/factbook/factbook.json/blob/master/central-america-n-caribbean/pm.json", asOf: "2026-01", reviewedOn: "2026-11-25", via: "GitHub (factbook/factbook.json repository)", research: "JSON copy of the Factbook in factbook/factbook.json, auto-update of 2026-01-22" },
};

export const exchangeRates: ExchangeRates = {
  EUR: {
    published: 0.8845,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A), in units per US dollar (the Fed publishes it as US dollars per unit).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXUSEU", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXUSEU). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. CAUTION: the Fed and FRED publish this currency as USD per unit (series AEXUSEU). The mirror's script inverts it (round(1/x, 4)), so this 'units per USD' figure was computed by the mirror and not published by the Fed. Prefer taking the Fed/FRED figure directly when it is reachable. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  GBP: {
    published: 0.747,
    quote: "units per USD",
    what: "Monthly average for December 2025 of the Federal Reserve's daily noon buying rates in New York (H.10), in pounds per US dollar.",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5 Foreign Exchange Rates (monthly): December 2025 average, FRED series EXUSUK", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/monthly.csv", asOf: "2025-12", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5 monthly average, December 2025 (FRED series EXUSUK). Details: MONTHLY average for December 2025, not an annual average: the mirror holds no annual GBP series (AEXUSUK is not in its list), and the store has no 2025 G.5A page. This is a different edition from the other Fed rows. CAUTION: the Fed publishes GBP as USD per pound. The mirror inverted it (round(1/x, 4)), so 0.747 pounds per USD was computed by the mirror. SECONDARY source. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/monthly.csv)" },
  },
  AUD: {
    published: 1.5504,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A), in units per US dollar (the Fed publishes it as US dollars per unit).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXUSAL", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXUSAL). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. CAUTION: the Fed and FRED publish this currency as USD per unit (series AEXUSAL). The mirror's script inverts it (round(1/x, 4)), so this 'units per USD' figure was computed by the mirror and not published by the Fed. Prefer taking the Fed/FRED figure directly when it is reachable. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  NZD: {
    published: 1.7176,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A), in units per US dollar (the Fed publishes it as US dollars per unit).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXUSNZ", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXUSNZ). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. CAUTION: the Fed and FRED publish this currency as USD per unit (series AEXUSNZ). The mirror's script inverts it (round(1/x, 4)), so this 'units per USD' figure was computed by the mirror and not published by the Fed. Prefer taking the Fed/FRED figure directly when it is reachable. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  CAD: {
    published: 1.3973,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXCAUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXCAUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  MXN: {
    published: 19.2052,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXMXUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXMXUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  BRL: {
    published: 5.5891,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXBZUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXBZUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  JPY: {
    published: 149.5686,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXJPUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXJPUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  KRW: {
    published: 1421.3963,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXKOUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXKOUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  SGD: {
    published: 1.3065,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXSIUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXSIUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  THB: {
    published: 32.8619,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXTHUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXTHUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  MYR: {
    published: 4.2809,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXMAUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXMAUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  DKK: {
    published: 6.6137,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXDNUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXDNUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  SEK: {
    published: 9.806,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXSDUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXSDUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  NOK: {
    published: 10.3852,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXNOUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXNOUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  CHF: {
    published: 0.8305,
    quote: "units per USD",
    what: "2025 annual average of the Federal Reserve's daily noon buying rates in New York (H.10 / G.5A).",
    source: { publisher: "Board of Governors of the Federal Reserve System", title: "G.5A Foreign Exchange Rates (annual): 2025 average, FRED series AEXSZUS", url: "https://github.com/datasets/exchange-rates/blob/fa7d949956d1db1d21102654b1f40d64d2568677/data/annual.csv", asOf: "2025", reviewedOn: "2026-11-25", via: "GitHub (datasets/exchange-rates repository)", research: "Earlier label: Federal Reserve Board H.10 / G.5A annual average 2025 (FRED annual series AEXSZUS). Details: Annual average of 2025 daily noon buying rates in New York (Fed H.10; the same figures as the Fed's G.5A annual release: this mirror's 2023 rows match G.5A 2023 exactly). SECONDARY: federalreserve.gov's 2025 G.5A release is not in the store, so the figure was read in a GitHub mirror that copies FRED. (commit fa7d949, 2026-07-21; read in the GitHub mirror datasets/exchange-rates data/annual.csv)" },
  },
  ARS: {
    published: 1455,
    quote: "units per USD",
    what: "Closing rate of the official wholesale (mayorista) dollar on 30 December 2025, the last trading day of 2025 (selling).",
    source: { publisher: "La Gaceta (Tucumán)", title: "Dólar blue aumentó $300 en el año y cerró a $1.530 (30 December 2025)", url: "https://www.lagaceta.com.ar/nota/1118849/economia/dolar-blue-aumento-300-ano-cerro-1530.html", asOf: "2025-12-30", reviewedOn: "2026-11-25", research: "Earlier label: La Gaceta (Tucumán), 'Dólar blue aumentó $300 en el año y cerró a $1.530' (2025-12-30), quoting the official wholesale (mayorista) market. Details: DAILY figure: the official wholesale (mayorista) dollar closed at ARS 1,455 (selling) on 2025-12-30, the last trading day of 2025. This is the market close, not BCRA's Comunicación A 3500 reference rate, and the BCRA page is not in the store. SECONDARY (news). The retail Banco Nación rate that day was ARS 1,480 (selling). BCRA changed the A3500 method from 2026-01-01. The peso falls fast, so refresh often." },
  },
  CLP: {
    published: 900.5,
    quote: "units per USD",
    what: "Interbank market closing rate on 30 December 2025, the last session of 2025 (selling).",
    source: { publisher: "El Diario de Santiago", title: "El dólar cierra 2025 con fuerte caída y se instala en $900 (30 December 2025)", url: "https://eldiariodesantiago.cl/2025/12/30/el-dolar-cierra-2025-con-fuerte-caida-y-se-instala-en-900/", asOf: "2025-12-30", reviewedOn: "2026-11-25", research: "Earlier label: El Diario de Santiago, 'El dólar cierra 2025 con fuerte caída y se instala en $900' (2025-12-30). Details: DAILY interbank market CLOSE on 2025-12-30 (CLP 900.5 selling, 900.2 buying), the last session of 2025. This is NOT the Banco Central de Chile 'dólar observado': only BCCh's description page (si3.bcentral.cl, no value) is in the store. SECONDARY (news). Later reports put the rate near CLP 882-888 in mid-January 2026 (Infobae/Dow Jones, La Tercera)." },
  },
  COP: {
    published: 3757.08,
    quote: "units per USD",
    what: "Official representative market rate (TRM) for 31 December 2025.",
    source: { publisher: "Banco de la República (Colombia)", title: "Tasa Representativa del Mercado (TRM) of 31 December 2025, as reported in 'Dólar hoy en Colombia' (31 December 2025)", url: "https://www.noticiascaracol.com/economia/dolar-hoy-en-colombia-cual-es-el-precio-de-la-divisa-en-pesos-este-miercoles-31-de-diciembre-so35", asOf: "2025-12-31", reviewedOn: "2026-11-25", via: "Noticias Caracol", research: "Earlier label: Noticias Caracol, 'Dólar hoy en Colombia ... miércoles 31 de diciembre' (2025-12-31), reporting the TRM. Details: DAILY official TRM (Tasa Representativa del Mercado, certified by the Superintendencia Financiera and published by Banco de la República) for 2025-12-31. SECONDARY (news): no Banco de la República page with a 2025 value is in the store. TRM on 2025-12-16 was 3,817.59 (same outlet)." },
  },
  CRC: {
    published: 499.81,
    quote: "units per USD",
    what: "Weighted-average price on MONEX, the foreign-currency market run by the Banco Central de Costa Rica, on 30 December 2025.",
    source: { publisher: "Banco Central de Costa Rica", title: "MONEX average price of 30 December 2025, as reported in 'Tipo de cambio cierra el año por debajo de ¢500'", url: "https://www.nacion.com/economia/tipo-de-cambio-cierra-el-ano-por-debajo-de-500-por/TGBSDG563REPXEYFSDTE7DF4QY/story/", asOf: "2025-12-30", reviewedOn: "2026-11-25", via: "La Nación (Costa Rica)", research: "Earlier label: La Nación (Costa Rica), 'Tipo de cambio cierra el año por debajo de ¢500' (2025-12-30), citing Banco Central de Costa Rica MONEX data. Details: DAILY weighted-average price on MONEX (the foreign-currency market run by BCCR) on 2025-12-30, the year-end session. This is not BCCR's reference buy/sell rate. SECONDARY (news). A newer figure: Teletica (2026-02-13) reports a BCCR reference selling rate of CRC 487.69 and a MONEX average of 481.78 (https://www.teletica.com/nacional/sigue-la-caida-en-el-dolar-precio-regresa-a-valores-de-hace-20-anos_402254)." },
  },
  GHS: {
    published: 10.6553,
    quote: "units per USD",
    what: "Bank of Ghana interbank selling rate published on 30 December 2025.",
    source: { publisher: "Bank of Ghana", title: "Daily interbank rate of 30 December 2025, as reported in 'Cedi records strong gains as dollar falls to GH¢10.65'", url: "https://www.pulse.com.gh/story/cedi-records-strong-gains-as-dollar-falls-to-ghcent1065-2025123013421152239", asOf: "2025-12-30", reviewedOn: "2026-11-25", via: "Pulse Ghana", research: "Earlier label: Pulse Ghana, 'Cedi records strong gains as dollar falls to GH¢10.65' (2025-12-30), quoting the Bank of Ghana daily interbank rates. Details: DAILY Bank of Ghana interbank rate in the 2025-12-30 update: SELLING 10.6553, buying 10.6447. The article also says the figures are closing rates of 2025-12-29, which is internally inconsistent. SECONDARY (news). The cedi moved sharply in late December: NewsGhana reports about 11.10 on 2025-12-25, and another site reports 11.51 on 2025-12-18. Treat this one as LOW confidence." },
  },
  MAD: {
    published: 8.96,
    quote: "units per USD",
    what: "Spot rate of 24 August 2025 (1 USD = 8.96 MAD).",
    source: { publisher: "Wikipédia (French)", title: "Dirham marocain (article infobox, August 2025 edition)", url: "https://wiki.livda.fr/content/wikipedia_fr_all_nopic_2025-08/Dirham_marocain", asOf: "2025-08-24", reviewedOn: "2026-11-25", via: "Livda (offline Wikipedia mirror)", research: "Earlier label: Wikipédia (French), article 'Dirham marocain', infobox exchange rate (offline snapshot wikipedia_fr_all_nopic_2025-08). Details: Spot rate as of 24 August 2025 from the infobox ('1 USD = 8,96 MAD'). WEAKEST source (tertiary): no Bank Al-Maghrib reference-rate table with a number is in the store. The BAM weekly and monthly notes found give only percentage changes (e.g. the dirham rose 1% against USD from November to December 2025). Replace with BAM's cours de référence." },
  },
  NGN: {
    published: 1435.75,
    quote: "units per USD",
    what: "Official market (NFEM) closing rate on 31 December 2025, per Central Bank of Nigeria data.",
    source: { publisher: "News Agency of Nigeria", title: "Nigeria's naira strengthens against US dollar, closes 2025 at N1,435.75 (31 December 2025)", url: "https://naija247news.com/nigerias-naira-strengthens-against-us-dollar-closes-2025-at-n1435-75/", asOf: "2025-12-31", reviewedOn: "2026-11-25", via: "Naija247news", research: "Earlier label: Naija247news reproducing a News Agency of Nigeria (NAN) report, 'Nigeria's naira strengthens against US dollar, closes 2025 at N1,435.75' (2025-12-31), citing CBN data. Details: DAILY official-market (NFEM) closing rate on 2025-12-31, per CBN data. SECONDARY (news), and sources disagree: Legit.ng gives the CBN NFEM close on 2025-12-29 as 1,442.51, PrimePulse gives 1,429 for 2025-12-31, and The Trumpet gives about 1,450.30. No CBN page is in the store." },
  },
  PHP: {
    published: 59.118,
    quote: "units per USD",
    what: "Bangko Sentral ng Pilipinas reference exchange rate of 16 December 2025.",
    source: { publisher: "Bangko Sentral ng Pilipinas", title: "Reference Exchange Rate Bulletin of 16 December 2025, as reported in 'Peso vs top 15 currencies'", url: "https://www.planetphilippinesuk.com/?fch=e82d9e5b&mid=123697&ns_url=27q8", asOf: "2025-12-16", reviewedOn: "2026-11-25", via: "Planet Philippines UK", research: "Earlier label: Planet Philippines UK, peso vs top 15 currencies, quoting the Bangko Sentral ng Pilipinas Reference Exchange Rate Bulletin of 2025-12-16. Details: DAILY BSP Reference Exchange Rate Bulletin figure (USD to PHP, 59.118) for 2025-12-16. SECONDARY (news site quoting BSP): no bsp.gov.ph page with a 2025 value is in the store. Earlier BSP bulletin figures from the same site: 58.19 (2025-10-14), 58.18 (2025-10-22)." },
  },
  UYU: {
    published: 38.21,
    quote: "units per USD",
    what: "Interbank average rate on 20 January 2026.",
    source: { publisher: "Subrayado (Uruguay)", title: "Baja del dólar en Uruguay; llegó a su menor valor desde marzo de 2024 (22 January 2026)", url: "https://www.subrayado.com.uy/baja-del-dolar-uruguay-llego-su-menor-valor-marzo-2024-n998302", asOf: "2026-01-20", reviewedOn: "2026-11-25", research: "Earlier label: Subrayado (Uruguay), 'Baja del dólar en Uruguay; llegó a su menor valor desde marzo de 2024' (2026-01-22). Details: DAILY interbank average (BEVSA electronic market, the 'dólar interbancario' that BCU also reports) on Tuesday 2026-01-20. No exact end-2025 figure was found: El País says only that the dollar ended 2025 at 'un piso de $39', down 11.4% over the year. SECONDARY (news): no BCU page is in the store. This is the only 2026-dated value in the file." },
  },
  VND: {
    published: 25151,
    quote: "units per USD",
    what: "State Bank of Vietnam central (reference) rate of 18 December 2025, with a trading band of ±5%.",
    source: { publisher: "State Bank of Vietnam", title: "Central exchange rate, as reported in 'Reference exchange rate going up' (Vietnam News Agency, 18 December)", url: "https://www.htsyndication.com/vietnam-news-agency/article/reference-exchange-rate-going-up/95894465", asOf: "2025-12-18", reviewedOn: "2026-11-25", via: "HT Syndication", research: "Earlier label: Vietnam News Agency via HT Syndication, 'Reference exchange rate going up' (Hanoi, Dec. 18). Details: DAILY State Bank of Vietnam central (reference) rate, 25,151 VND/USD, with a ±5% band (ceiling 26,409, floor 23,893). The stored excerpt says only 'Dec. 18' with no year. The year 2025 is INFERRED, not read: the level only fits late 2025 (a sister VNA item gives 25,152 on 'December 8'; in Dec 2024 the rate was about 24,2xx). SECONDARY (news agency). Confirm on sbv.gov.vn." },
  },
  LRD: {
    published: 199.6,
    quote: "units per USD",
    what: "Approximate level, not a fixing: the Central Bank of Liberia said the rate hovered around L$199.6 per US dollar between March and May 2025.",
    source: { publisher: "Central Bank of Liberia", title: "Statement on the exchange rate, as reported in 'Exchange rate stable, CBL warns against rejection of coins'", url: "https://liberianinvestigator.com/business-news/economy/exchange-rate-stable-cbl-warns-rejection-of-coins", asOf: "2025-05", reviewedOn: "2026-11-25", via: "Liberian Investigator", research: "Earlier label: Liberian Investigator, 'Exchange rate stable, CBL warns against rejection of coins', quoting a Central Bank of Liberia statement. Details: APPROXIMATE level, not a fixing: the CBL said the rate was 'hovering around L$199.6 to US$1 between March and May 2025'. SECONDARY (news quoting CBL): no CBL rate page is in the store. Newer figure not found. Older: DN News Liberia (2025-01-13) reports a street range of 194-197." },
  },
  PAB: PAB_AT_PAR,
};
