import type { CountrySlug } from "../dataset.schema";
import type { Citation } from "@server/facts/citation";

/**
 * Numbeo's Rent Index by city, 2025 edition (New York City = 100): "an estimation of prices of renting apartments in
 * the city compared to New York City". Used only to estimate a city's 1-bedroom rent where no source gives one from
 * the last 24 months (rent-estimates.ts), never shown as a rent someone published. Every city of our 38 countries in
 * the index is listed, under the name the index gives it, so a country's median can stand in for its other cities.
 */
export type RentIndexDataset = { source: Citation; cities: Partial<Record<CountrySlug, Record<string, number>>> };

export const numbeoRentIndex2025: RentIndexDataset = {
  source: {
    publisher: "Numbeo",
    title: "Cost of Living Index by City 2025: Rent Index (New York City = 100)",
    via: "GitHub (IntroStats7e/IntroStats7e.github.io repository)",
    url: "https://github.com/IntroStats7e/IntroStats7e.github.io/blob/d7d99ac5c46d5b2ad978541c0cf1af01df35288a/Cost_of_living_2025/Cost_of_living_2025.txt",
    asOf: "2025",
    reviewedOn: "2026-11-28",
    research:
      "A textbook site's tab-separated copy of Numbeo's 2025 city ranking (columns Rank, City, Cost of Living Index, Rent Index, Cost of Living Plus Rent Index, Groceries Index, Restaurant Price Index, Local Purchasing Power Index; New York, NY = 100 in every column; 329 cities). Its readme defines the indices in Numbeo's words (cpi_explained.jsp) and names a wrong source URL (an NIAAA file), a copy-paste slip; the values are Numbeo's. Numbeo's own stored ranking page (numbeo.com/cost-of-living/rankings.jsp) is the 2024 edition (Zurich rent 64.4, Lisbon ...), older than 24 months, so the 2025 copy is used. Values copied by hand for every city of the 38 countries, November 2026.",
  },
  cities: {
    portugal: { Braga: 17.4, Lisbon: 33.4, Porto: 25.4 },
    spain: { Barcelona: 29.6, Madrid: 30.8, Malaga: 24.5, "Seville (Sevilla)": 19, Valencia: 23.7 },
    mexico: { Guadalajara: 14.3, Merida: 13.1, "Mexico City": 22, Monterrey: 19.8, "Queretaro (Santiago de Querétaro)": 13.4 },
    "costa-rica": { "San Jose": 18.7 },
    panama: { "Panama City": 27.7 },
    ecuador: { Cuenca: 8.9, Quito: 10.8 },
    colombia: { Bogota: 9.6, Medellin: 10.6 },
    brazil: { "Belo Horizonte": 7.8, Brasilia: 9.4, Campinas: 8.3, Curitiba: 7.3, Florianopolis: 10.2, "Porto Alegre": 7.6, "Rio de Janeiro": 10, "Sao Paulo": 12.4 },
    argentina: { "Buenos Aires": 13.2 },
    chile: { Santiago: 13.1 },
    uruguay: { Montevideo: 12.6 },
    thailand: { Bangkok: 16.3, "Chiang Mai": 8.8, Pattaya: 12.6, Phuket: 20.5 },
    malaysia: { "Kuala Lumpur": 11.7 },
    philippines: { Manila: 15.5 },
    vietnam: { Hanoi: 9.6, "Ho Chi Minh City": 12.2 },
    japan: { Tokyo: 26.4 },
    "south-korea": { Seoul: 24.8 },
    singapore: { Singapore: 67 },
    australia: { Adelaide: 26.9, Brisbane: 32.5, Canberra: 35.2, Melbourne: 33.6, Perth: 30, Sydney: 47.9 },
    "new-zealand": { Auckland: 29.4, Christchurch: 27.4, Wellington: 28.8 },
    canada: {
      Calgary: 31.6, Edmonton: 25.6, Halifax: 32.6, Kelowna: 31.1, London: 32.1, Mississauga: 39.2, Montreal: 27.1,
      Ottawa: 31.5, "Quebec City": 20.4, Surrey: 39.1, Toronto: 40.7, Vancouver: 45.8, Victoria: 38, Winnipeg: 22.2,
    },
    "united-kingdom": {
      Aberdeen: 20.7, Belfast: 24.7, Birmingham: 28.7, Brighton: 41.4, Bristol: 37.2, Edinburgh: 36.2, Glasgow: 29.9,
      Leeds: 28.3, Liverpool: 24.3, London: 66.1, Manchester: 32.9, Sheffield: 24.8,
    },
    ireland: { Cork: 38, Dublin: 50.7 },
    germany: {
      Aachen: 17.9, Berlin: 30.4, Bremen: 18.4, Cologne: 24.8, Dresden: 18.2, Dusseldorf: 26.3, Essen: 16.8, Frankfurt: 30,
      Hamburg: 27.5, Hanover: 20, Karlsruhe: 23.4, Leipzig: 17.8, Mannheim: 20.7, Munich: 37.7, Nuremberg: 21, Stuttgart: 27.4,
    },
    france: { Lyon: 22, Montpellier: 16.7, Paris: 36.9, Toulouse: 19.3 },
    italy: { Bologna: 23.4, Milan: 35.3, Naples: 20, Padova: 21.5, Rome: 27.3, Turin: 16.2, Verona: 20.1 },
    netherlands: { Amsterdam: 49.5, Eindhoven: 30.4, Groningen: 21.6, Haarlem: 33.3, Rotterdam: 34.7, "The Hague (Den Haag)": 34.9, Utrecht: 34.7 },
    denmark: { Aarhus: 27.3, Copenhagen: 39.6 },
    sweden: { Gothenburg: 20.8, Malmo: 19.8, Stockholm: 32.1 },
    norway: { Bergen: 25.4, Oslo: 32.4, Trondheim: 27.6 },
    finland: { Helsinki: 24.9, Tampere: 19.3 },
    switzerland: { Basel: 43.1, Bern: 33.2, Geneva: 56.4, Lausanne: 42.9, Zurich: 59.3 },
    austria: { Graz: 19.2, Vienna: 26.2 },
    belgium: { Antwerp: 21, Brussels: 28.2, Gent: 19.7 },
    ghana: { Accra: 12 },
    nigeria: { Lagos: 24.3 },
    morocco: { Casablanca: 10.8, Marrakech: 7.2, Rabat: 11 },
  },
};
