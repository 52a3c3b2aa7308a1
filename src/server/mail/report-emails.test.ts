/**
 * The report e-mails link the buyer's hub (issue 27.8): `{PUBLIC_URL}/my-hub`, with how it opens in plain words, in the
 * text and the HTML parts; the free hub keeps its link and says what it is.
 */
import { describe, expect, it } from "vitest";
import { machineryIn } from "../../../tests/support/plain-words";
import { escapeHtml, reportLinkResentEmail, reportReadyEmail } from "./report-emails";

const PUBLIC_URL = "https://newshores.example";

const ready = reportReadyEmail({
  country: "Portugal",
  city: "Porto",
  score: 82,
  downloadUrl: `${PUBLIC_URL}/api/reports/download/abc`,
  expiresAt: new Date("2026-11-30T10:00:00Z"),
  hubUrl: `${PUBLIC_URL}/relocation-hub/1`,
  buyerHubUrl: `${PUBLIC_URL}/my-hub`,
  hubAccessUntil: new Date("2028-11-23T10:00:00Z"),
});
const resent = reportLinkResentEmail({ country: "Portugal", downloadUrl: `${PUBLIC_URL}/api/reports/download/def`, expiresAt: new Date("2026-11-30T10:00:00Z"), buyerHubUrl: `${PUBLIC_URL}/my-hub` });

const opensAtOnce = "On the browser you bought the report in, it opens at once.";
const otherDevice = "On any other device, enter this e-mail address on that page to get a one-time sign-in link.";

describe("the report e-mails and the buyer's hub", () => {
  it("the report-ready e-mail links the buyer's hub with its end date and says how it opens, in text and HTML", () => {
    expect(ready.text).toContain(`Your buyer's hub stays open to you until November 23, 2028: ${PUBLIC_URL}/my-hub`);
    expect(ready.html).toContain(`<a href="${PUBLIC_URL}/my-hub"`);
    expect(ready.html).toContain(escapeHtml("open your buyer's hub"));
    for (const part of [ready.text, ready.html]) {
      expect(part).toContain(opensAtOnce);
      expect(part).toContain(otherDevice);
    }
  });

  it("keeps the free hub's link and says what it is", () => {
    expect(ready.text).toContain(
      `The free relocation hub for this assessment (videos, communities and directories of professional help; open to anyone with its link): ${PUBLIC_URL}/relocation-hub/1`,
    );
    expect(ready.html).toContain(`<a href="${PUBLIC_URL}/relocation-hub/1"`);
    expect(ready.html).toContain("The free relocation hub for this assessment");
  });

  it("the re-sent link e-mail links the buyer's hub and says how it opens, in text and HTML", () => {
    expect(resent.text).toContain(`Your buyer's hub gives you a fresh link whenever you need one: ${PUBLIC_URL}/my-hub`);
    expect(resent.html).toContain(`<a href="${PUBLIC_URL}/my-hub"`);
    for (const part of [resent.text, resent.html]) {
      expect(part).toContain(opensAtOnce);
      expect(part).toContain(otherDevice);
    }
  });

  it("speaks plainly", () => {
    for (const email of [ready, resent]) expect(machineryIn(`${email.subject} ${email.text} ${email.html}`)).toEqual([]);
  });
});
