import { BRAND_NAME, REPORT_PRICE_USD } from "@shared/constants";
import { DemoNotice } from "@web/features/payment/demo-notice";
import { LegalPage } from "./legal-page";

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <section>
        <h2>Who may use {BRAND_NAME}</h2>
        <p>You must be 18 or older to use the service or buy a report.</p>
      </section>
      <section>
        <h2>General guidance only</h2>
        <p>
          Scores, reports, city guides and the relocation hub are general information, not legal, tax, financial or
          immigration advice. Rules and figures change; each figure we show carries its source and date. Confirm
          everything with official government sources and qualified professionals before you act.
        </p>
      </section>
      <section>
        <h2>Reports and payment</h2>
        <DemoNotice className="mb-2 inline-block" />
        <ul>
          <li>A personalised report costs ${REPORT_PRICE_USD} (USD), paid by card through our payment provider.</li>
          <li>The download link is valid for 7 days; purchases include two years of access to the relocation hub.</li>
          <li>All sales are final and non-refundable.</li>
          <li>If a technical failure on our side means you do not receive your report within 24 hours of payment, we provide a service credit equal to the purchase amount.</li>
        </ul>
      </section>
      <section>
        <h2>Acceptable use</h2>
        <p>Do not attempt to disrupt the service, access other people's results by guessing links, or resell reports.</p>
      </section>
      <section>
        <h2>Liability</h2>
        <p>To the extent the law allows, {BRAND_NAME} is not liable for decisions made on the basis of its general information.</p>
      </section>
    </LegalPage>
  );
}
