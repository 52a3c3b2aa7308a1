/**
 * The dataset-level citation of the four route datasets (retirement, remote work, investment, skilled work). It is
 * shown only where a country's value has none of its own, and in the method's list of sources. Every value cites its
 * own country's page (and the route data replaces these values with the knowledge base's routes, each with its own
 * official citation), so no one country's page stands for a dataset: the citation is the definition of the residence
 * permit the routes are counted by.
 */
import type { Citation } from "@server/facts/citation";

export const routeDatasetMethod = (routeWords: string): Citation => ({
  publisher: "Eurostat",
  title: "Statistics Explained glossary: Residence permit",
  url: "https://ec.europa.eu/eurostat/statistics-explained/index.php?title=Glossary:Residence_permit",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research: `Methodology citation, not a source of any country's value (${routeWords}). Read in the stored page (search tool, pages, 'European Migration Network Asylum and Migration Glossary residence permit definition authorisation issued by the authorities', November 2026): 'A residence permit is any authorisation valid for at least 3 months issued by the authorities of an EU Member State allowing a third country national to stay legally on its territory.' Replaces the previous dataset-level citation, which linked one country's page (Portugal's visa portal, vistos.mne.gov.pt; the UK's gov.uk/skilled-worker-visa for skilled work) under the title 'the first of the official pages cited country by country', so that a value without its own source (and the passive-income threshold's countries without a figure) appeared to be sourced to that one country's ministry. No page describing the whole 38-country dataset exists: the values come country by country.`,
});
