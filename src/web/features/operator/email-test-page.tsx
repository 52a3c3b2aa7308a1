/** /email-test (operator spec section 2): send a test e-mail through the product's mail transport. */
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { emailProblem } from "./email-test-rules";
import { OperatorPage } from "./operator-page";
import { ErrorBox, inputClass, Panel, primaryButton, textLink } from "./operator-ui";
import { sendTestEmail } from "./report-test-calls";

const TRANSPORT_TEXT = {
  smtp: "Handed to the SMTP server (SMTP_URL).",
  outbox: "No SMTP_URL is set: written as an .eml file to the outbox folder in the data directory.",
} as const;

export default function EmailTestPage() {
  return (
    <OperatorPage title="Email Test">
      <EmailTest />
    </OperatorPage>
  );
}

function EmailTest() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ messageId: string; transport: keyof typeof TRANSPORT_TEXT } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const problem = emailProblem(email);
    setError(problem);
    if (problem || sending) return;
    setSending(true);
    const outcome = await sendTestEmail(email);
    setSending(false);
    if (outcome.kind === "sent") setSent({ messageId: outcome.messageId, transport: outcome.transport });
    else setError(outcome.message);
  }

  return (
    <>
      <div>
        <h1 className="text-3xl font-bold">Email Test</h1>
        <p className="mt-2 text-slate-700">Send a test e-mail to check the product's outgoing mail.</p>
      </div>
      <Panel title="Send a test e-mail" id="send-heading">
        <form className="space-y-4" onSubmit={(event) => void send(event)} noValidate>
          <div>
            <label htmlFor={id} className="mb-1 block font-medium">
              Email address
            </label>
            <input
              id={id}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              // The button is disabled while the field is empty, so Enter in an empty field is the one way
              // to ask for a send without an address: say what is missing.
              onKeyDown={(event) => {
                if (event.key === "Enter" && email.trim() === "") setError(emailProblem(email));
              }}
              className={inputClass}
            />
          </div>
          <button type="submit" className={primaryButton} disabled={email === "" || sending}>
            {sending ? "Sending..." : "Send Test Email"}
          </button>
          <ErrorBox message={error} />
          <div role="status">
            {sent && (
              <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
                <p className="font-bold">Test email sent.</p>
                <p className="mt-1 break-all">
                  Message ID: <span className="font-mono">{sent.messageId}</span>
                </p>
                <p className="mt-1">{TRANSPORT_TEXT[sent.transport]}</p>
              </div>
            )}
          </div>
        </form>
      </Panel>
      <p>
        <Link to="/admin/config" className={textLink}>
          Back to Runtime Configuration
        </Link>
      </p>
    </>
  );
}
