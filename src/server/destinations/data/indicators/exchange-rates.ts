// US dollars per one unit of each currency: Federal Reserve G.5A annual release of 1 February 2024
// (calendar-2023 averages of daily noon buying rates in New York), read in a stored copy of the release.
// The release quotes AUD, EUR, NZD and GBP in US dollars per unit (used as published); the other
// currencies are quoted in units per US dollar and are given here as 1 / rate (6 significant digits).
// USD is 1 by definition; PAB is 1 because the Panamanian balboa is fixed at par with the US dollar
// by law (not a G.5A figure). CRC, COP, ARS, CLP, UYU, PHP, VND, GHS, LRD, NGN and MAD are omitted:
// the G.5A table does not cover them and no single-table rate for them was found.
import type { ExchangeRates } from "../dataset.schema";

export const exchangeRates: ExchangeRates = {
  source: {
    name: "Federal Reserve Board, G.5A Foreign Exchange Rates (Annual), 2023 averages (released 2024-02-01)",
    url: "https://federalreserve.gov/releases/g5a/20240201",
    asOf: "2023",
  },
  usdPerUnit: {
    USD: 1,
    PAB: 1,
    EUR: 1.0817,
    GBP: 1.244,
    AUD: 0.6644,
    NZD: 0.6143,
    CAD: 0.74107,
    MXN: 0.0563908,
    BRL: 0.200216,
    JPY: 0.00711743,
    KRW: 0.000765249,
    SGD: 0.744713,
    THB: 0.0287488,
    MYR: 0.219409,
    DKK: 0.145138,
    SEK: 0.0942605,
    NOK: 0.0946441,
    CHF: 1.11309,
  },
};
