import { BRAND_NAME, CONTACT_EMAIL } from "@shared/constants";
import { LegalPage } from "./legal-page";

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>Your assessment answers: age, occupation, monthly housing budget, destination, climate and location preferences and your ratings. We need them to compute and show your score.</li>
          <li>If you buy a report: the e-mail address you give us, to send your download link, and the payment's reference. Card details go directly to our card payment provider; we never see or store them.</li>
          <li>Technical logs (such as IP address and time of a request) kept briefly to run and protect the service.</li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>Only to provide the assessment, the report and the relocation hub, to prevent abuse, and to fix problems. We do not sell your data and do not use advertising trackers.</p>
      </section>
      <section>
        <h2>Who can see your results</h2>
        <p>There are no accounts. Anyone who has the link to your results can view them, so share it only with people you trust. Results links contain a long random number that cannot be guessed.</p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>The public site does not set tracking cookies. The operator area uses one session cookie for signed-in operators.</p>
      </section>
      <section>
        <h2>Age</h2>
        <p>{BRAND_NAME} is for people aged 18 or older. We do not knowingly collect data from anyone younger.</p>
      </section>
      <section>
        <h2>Your rights and contact</h2>
        <p>You can ask us to see or delete the data linked to your assessment or purchase by writing to {CONTACT_EMAIL}, quoting your results link.</p>
      </section>
    </LegalPage>
  );
}
