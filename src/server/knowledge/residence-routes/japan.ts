import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Japan's long-stay option for a US remote worker, checked in November 2026 against the Immigration Services
// Agency's own page for the "Designated Activities (digital nomad)" status (moj.go.jp, cited below).
const ISA_DIGITAL_NOMAD = {
  publisher: "Immigration Services Agency of Japan",
  title: "Status of Residence of \"Designated Activities\" (for Digital Nomad / Spouse or child of Digital Nomad)",
  url: "https://www.moj.go.jp/isa/applications/status/designatedactivities53_00001.html",
  asOf: "2026",
  research: "Official page, undated; asOf is the year it was read. States annual income of at least 10 million yen, private medical insurance, six months with no extension, six months' wait before reapplying, no residence card. Replaces the Travel Voice and VisaMap pages cited before for the threshold and the duration.",
};

export const japanRoutes: CountryRoutesData = {
  country: "japan",
  checked: "2026-11",
  routes: [
    {
      kind: "remote-work",
      name: "Designated Activities (digital nomad) status",
      whoFor: "Remote workers and the self-employed paid by companies or clients outside Japan, from about 50 visa-waiver countries including the United States; no employment with Japanese companies.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 10000000,
        currency: "JPY",
        period: "year",
        basis: "annual income of at least JPY 10 million, shown with a tax or income certificate; private medical insurance of at least JPY 10 million is also required",
        source: ISA_DIGITAL_NOMAD,
      },
      fee: { value: null, note: "The visa fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Up to six months, with no extension: you must leave and wait six months before applying again; no residence card is issued.",
        source: ISA_DIGITAL_NOMAD,
      },
      permanentResidence: { value: null, note: "The digital nomad status does not count towards permanent residence." },
      citizenship: { value: null, note: "The digital nomad status does not count towards naturalisation." },
      officialPage: "https://www.moj.go.jp/isa/applications/status/designatedactivities53_00001.html",
    },
  ],
  absent: [
    { kind: "retirement", status: "not-researched", note: "No retirement or independent-means residence status for Japan is stated in the sources used for this report." },
    { kind: "work", status: "not-researched", note: "Japan's work statuses (Engineer/Specialist in Humanities/International Services, Highly Skilled Professional) need a Japanese employer; this report does not yet cover their terms." },
    { kind: "investment", status: "not-researched", note: "This report does not yet cover Japan's Business Manager status." },
  ],
};
