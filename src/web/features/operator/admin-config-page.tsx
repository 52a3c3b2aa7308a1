/**
 * /admin/config, runtime configuration (operator spec section 2): which Stripe secret key is in force,
 * the key entry with its test and update, the test card, the optional former price (decision 0011), and
 * links to the report test and the key diagnostic.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { REPORT_PRICE_USD } from "@shared/constants";
import { TEST_CARD_NUMBER, type StripeKeyStatusResponse } from "@shared/contracts/operator";
import { FormerPriceForm } from "./former-price-form";
import { keyInForceText } from "./key-rules";
import { OperatorPage } from "./operator-page";
import { ErrorBox, Panel, textLink } from "./operator-ui";
import { fetchKeyStatus } from "./payment-key-calls";
import { StripeKeyForm } from "./stripe-key-form";

export default function AdminConfigPage() {
  return (
    <OperatorPage title="Runtime Configuration">
      <AdminConfig />
    </OperatorPage>
  );
}

function AdminConfig() {
  const [status, setStatus] = useState<StripeKeyStatusResponse | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void fetchKeyStatus(controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.kind === "ok") {
        setStatus(outcome.data);
        setStatusError(null);
      } else setStatusError(outcome.message);
    });
    return () => controller.abort();
  }, [reload]);

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Runtime Configuration</h1>
        <p className="mt-2 text-slate-700">Enter or replace the Stripe secret key the product uses for payments, and test it.</p>
      </div>

      <Panel title="Key in force" id="key-in-force-heading">
        <div role="status">
          {status && <p>{keyInForceText(status.status.inForce)}</p>}
          {!status && !statusError && <p className="text-slate-600">Loading the key status...</p>}
        </div>
        <ErrorBox message={statusError && `Error: ${statusError}`} />
      </Panel>

      <Panel title="Enter a key" id="secret-key-heading">
        <StripeKeyForm onSaved={() => setReload((value) => value + 1)} />
      </Panel>

      <Panel title="Test a purchase" id="test-card-heading">
        <p>
          With a test key, pay with the test card <strong className="font-mono">{TEST_CARD_NUMBER}</strong>, any future expiry date
          and any three-digit security code. The report costs ${REPORT_PRICE_USD}.
        </p>
      </Panel>

      <Panel title="Former price" id="former-price-heading">
        <FormerPriceForm />
      </Panel>

      <Panel title="More tools" id="more-tools-heading">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <Link to="/test-reports" className={textLink}>
              Generate and preview a test report
            </Link>
          </li>
          <li>
            <Link to="/stripe-diagnostic" className={textLink}>
              Open the Stripe key emergency diagnostic
            </Link>
          </li>
          <li>
            <Link to="/email-test" className={textLink}>
              Send a test e-mail
            </Link>
          </li>
        </ul>
      </Panel>
    </>
  );
}
