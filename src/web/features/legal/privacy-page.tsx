import { BRAND_NAME, CONTACT_EMAIL } from "@shared/constants";
import { LegalPage } from "./legal-page";

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            Your assessment answers: age, occupation, monthly housing budget, destination, climate and location preferences and your ratings, and, if you
            give them, your monthly income and its kind, your savings and who is moving with you. We need them to compute and show your score.
          </li>
          <li>
            If you buy a report: the e-mail address you give us, to send your download link and hub sign-in links, and the payment's reference, amount
            and date. Card details go directly to our card payment provider; we never see or store them.
          </li>
          <li>Your report (the PDF made for you), the e-mails we send you, and your relocation plan in the hub (the start date you choose and the steps you tick).</li>
          <li>
            With your report, the list of facts it printed (each figure's value, date and source, and which residence routes suit you) and the changes
            we find since, so your hub can tell you when a visa floor, a fee, an emergency number or another fact of your report changes. We
            e-mail you about those changes at most once a week (at once for an important one); every such e-mail has a link that stops them
            without signing in, and we keep that choice until you delete your data.
          </li>
          <li>Technical data to run and protect the service: counts of requests per network address for a short time, and error logs.</li>
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
        <h2>How long we keep your data</h2>
        <ul>
          <li>Your assessment and your report: for as long as you keep them. If you bought a report, you can delete them yourself at any time (see below).</li>
          <li>Download links work for 7 days and hub sign-in links for 60 minutes, once; we keep only a scrambled form of each link, never the link itself.</li>
          <li>Your hub stays open for two years from your purchase. Your plan, the e-mails we sent you and your hub sign-ins are kept until you delete your data.</li>
          <li>
            The facts your report printed and the changes found since: until you delete your data. We compare them with the sources' current figures only
            while your hub is open, two years from your purchase.
          </li>
          <li>
            When you delete your data, we keep only what our accounts need: the payment's amount, currency, date, status and payment reference (and a
            refund's, if there was one), for as long as tax law asks businesses to keep records of sales (usually seven years). They no longer say who you are or what
            you answered.
          </li>
          <li>Counts of requests per network address are deleted within 24 hours. Error logs are kept only as long as our hosting keeps them.</li>
          <li>
            Our card payment provider keeps its own record of your payment (including the e-mail address given for the receipt) under its own privacy
            policy; deleting your data with us does not delete it there.
          </li>
          <li>
            Today we do not yet delete anything automatically after a set time: an assessment that was never bought, and the e-mails we sent, stay until
            someone asks us to delete them. Write to us and we will.
          </li>
        </ul>
      </section>
      <section>
        <h2>Delete or download your data</h2>
        <p>
          If you bought a report, you can do both yourself in your hub. Open it from the hub link in your report or in the e-mail that came with it, or
          ask for a sign-in link on the hub's page: it is sent to the e-mail address you bought with.
        </p>
        <p>
          What proves a report is yours: the browser you paid in opens the report it paid for (and any other it pays for later). Any other device needs a
          one-time sign-in link sent to the e-mail address of the purchase: opening it proves you read that inbox, and then the hub holds the reports
          bought with that address up to the moment the link was sent. Typing an address when paying proves nothing, so a purchase made with your address
          by someone else never shows your reports to them, and joins your hub only when you sign in again with a new link.
        </p>
        <ul>
          <li>
            Download my data gives you a file with everything we hold about your purchase: your answers and score, your order, your report's details and
            the facts it printed, the changes found since, your plan, the e-mails we sent you and your sign-ins.
          </li>
          <li>
            Delete my data removes, in one confirmed step, your assessment, your report and the facts it printed, the changes found since, your e-mail
            address, your plan, the e-mails we sent you, your download and sign-in links and your hub sign-ins. Only the accounting record above stays. It cannot be undone, so download your report and
            your data first if you want to keep them.
          </li>
          <li>
            Deleting acts at once, everywhere we run: from the moment you see that your data has been deleted, your results page, your free hub and your
            report's links no longer open, and nothing more is written or sent about that purchase (an e-mail that was already on its way is sent before
            the deletion finishes).
          </li>
          <li>While your report is still being made, deleting is possible again once it is ready, a few minutes later.</li>
          <li>
            Download and Delete act on the reports your hub holds (see above). If someone else bought a report giving your address, it is not yours to
            see in their browser, and they cannot see or delete yours.
          </li>
        </ul>
        <p>
          For an assessment you did not buy, or a purchase whose two years of hub access have ended, write to {CONTACT_EMAIL} with your results link and we
          will send you your data or delete it.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          The site sets no tracking or advertising cookies. It uses only cookies that make the service work: one remembering the assessments you made in
          this browser (for a year), one letting the browser you paid with download your report (for 7 days), one keeping you signed in to your hub (until
          your hub access ends, or until you sign out), and one session cookie for signed-in operators.
        </p>
      </section>
      <section>
        <h2>Age</h2>
        <p>{BRAND_NAME} is for people aged 18 or older. We do not knowingly collect data from anyone younger.</p>
      </section>
      <section>
        <h2>Your rights and contact</h2>
        <p>You can also ask us to see or delete the data linked to your assessment or purchase by writing to {CONTACT_EMAIL}, quoting your results link.</p>
      </section>
    </LegalPage>
  );
}
