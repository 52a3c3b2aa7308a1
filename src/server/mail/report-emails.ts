/** The buyer's e-mails: pure builders of subject, plain text and HTML (escaped, no remote images). */
import { BRAND_NAME } from "@shared/constants";

export type EmailContent = { subject: string; text: string; html: string };

const longDate = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
export const formatLongDate = (date: Date) => longDate.format(date);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string);
}

function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">` +
    `<p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escapeHtml(BRAND_NAME)}</p>${body}` +
    `<p style="font-size:12px;color:#64748b">${escapeHtml(BRAND_NAME)} gives general guidance only. Check official government sources and consult licensed professionals before making decisions.</p>` +
    `</body></html>`;
}

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;

/** How the buyer's hub opens, said the same in every e-mail that links it. */
const HUB_OPENS =
  "On the browser you bought the report in, it opens at once. On any other device, enter this e-mail address on that page " +
  "to get a one-time sign-in link.";

export function reportReadyEmail(input: {
  country: string;
  city: string | null;
  score: number;
  downloadUrl: string;
  expiresAt: Date;
  /** The free hub (`/relocation-hub/{id}`). */
  hubUrl: string;
  /** The buyer's hub (`{PUBLIC_URL}/my-hub`). */
  buyerHubUrl: string;
  hubAccessUntil: Date;
}): EmailContent {
  const place = input.city ? `${input.city}, ${input.country}` : input.country;
  const until = formatLongDate(input.expiresAt);
  const hubUntil = formatLongDate(input.hubAccessUntil);
  const myHub = input.buyerHubUrl;
  const subject = `Your ${BRAND_NAME} relocation report for ${place} is ready`;
  const hubHolds = "It holds your report (with a fresh download link whenever you need one), your relocation plan as a checklist and the official offices to contact.";
  const freeHub = "The free relocation hub for this assessment (videos, communities and directories of professional help; open to anyone with its link)";
  const text = [
    `Thank you for your purchase. Your personalised relocation report for ${place} (your score: ${input.score} out of 100) is ready.`,
    `Download it here: ${input.downloadUrl}`,
    `This link works until ${until} (7 days). After that, ask for a new link on your results page or in your buyer's hub.`,
    `Your buyer's hub stays open to you until ${hubUntil}: ${myHub}`,
    `${hubHolds} ${HUB_OPENS}`,
    `${freeHub}: ${input.hubUrl}`,
    `${BRAND_NAME} gives general guidance only. Check official government sources and consult licensed professionals before making decisions.`,
  ].join("\n\n");
  const html = layout(subject, [
    `Thank you for your purchase. Your personalised relocation report for <strong>${escapeHtml(place)}</strong> (your score: ${input.score} out of 100) is ready.`,
    link(input.downloadUrl, "Download your report (PDF)"),
    `This link works until <strong>${escapeHtml(until)}</strong> (7 days). After that, ask for a new link on your results page or in your buyer's hub.`,
    `Your buyer's hub stays open to you until ${escapeHtml(hubUntil)}: ${link(myHub, "open your buyer's hub")}.`,
    `${escapeHtml(hubHolds)} ${escapeHtml(HUB_OPENS)}`,
    `${escapeHtml(freeHub)}: ${link(input.hubUrl, "open the free relocation hub")}.`,
  ]);
  return { subject, text, html };
}

export function reportLinkResentEmail(input: { country: string; downloadUrl: string; expiresAt: Date; buyerHubUrl: string }): EmailContent {
  const until = formatLongDate(input.expiresAt);
  const myHub = input.buyerHubUrl;
  const subject = `A new download link for your ${BRAND_NAME} report on ${input.country}`;
  const hubGives = "Your buyer's hub gives you a fresh link whenever you need one";
  const text = [
    `You (or someone with your results link) asked for a new link to your ${input.country} relocation report.`,
    `Download it here: ${input.downloadUrl}`,
    `This link works until ${until} (7 days).`,
    `${hubGives}: ${myHub}`,
    HUB_OPENS,
    `If you did not ask for it, you can ignore this message: the link only ever goes to this address.`,
  ].join("\n\n");
  const html = layout(subject, [
    `You (or someone with your results link) asked for a new link to your ${escapeHtml(input.country)} relocation report.`,
    link(input.downloadUrl, "Download your report (PDF)"),
    `This link works until <strong>${escapeHtml(until)}</strong> (7 days).`,
    `${escapeHtml(hubGives)}: ${link(myHub, "open your buyer's hub")}.`,
    escapeHtml(HUB_OPENS),
    "If you did not ask for it, you can ignore this message: the link only ever goes to this address.",
  ]);
  return { subject, text, html };
}

export function hubSignInEmail(input: { signInUrl: string; minutes: number }): EmailContent {
  const subject = `Sign in to your ${BRAND_NAME} hub`;
  const text = [
    `Someone (we hope you) asked to open the ${BRAND_NAME} hub of the reports bought with this address.`,
    `Sign in here: ${input.signInUrl}`,
    `The link works once, within ${input.minutes} minutes. If you did not ask for it, ignore this message: the link only ever goes to this address.`,
  ].join("\n\n");
  const html = layout(subject, [
    `Someone (we hope you) asked to open the ${escapeHtml(BRAND_NAME)} hub of the reports bought with this address.`,
    link(input.signInUrl, "Sign in to your hub"),
    `The link works once, within ${input.minutes} minutes. If you did not ask for it, ignore this message: the link only ever goes to this address.`,
  ]);
  return { subject, text, html };
}

/** One changed fact as the e-mail lists it. */
export type ChangeLine = { country: string; what: string; was: string; now: string; since: string; important: boolean };

/**
 * What changed since the buyer's reports (issue 31): one e-mail per batch, grouped by report, important changes
 * first, with the hub to see them and get an updated edition, and the unsubscribe link (also in its headers).
 */
export function reportChangesEmail(input: { changes: readonly ChangeLine[]; buyerHubUrl: string; unsubscribeUrl: string }): EmailContent {
  const important = input.changes.some((change) => change.important);
  const subject = important ? `Important: a fact in your ${BRAND_NAME} report has changed` : `What changed since your ${BRAND_NAME} report`;
  const ordered = [...input.changes].sort((a, b) => a.country.localeCompare(b.country) || Number(b.important) - Number(a.important));
  const line = (change: ChangeLine) =>
    `${change.important ? "Important: " : ""}${change.what}: your report said ${change.was}; now ${change.now} (since ${formatLongDate(new Date(`${change.since}T00:00:00Z`))}).`;
  const countries = [...new Set(ordered.map((change) => change.country))];
  const intro = `Some facts your relocation ${countries.length === 1 ? "report" : "reports"} printed have changed since. Your hub lists them with their sources, and makes an updated edition of your report with today's facts when you ask.`;
  const cadence = "You get at most one of these e-mails a week, and one at once for an important change (a fee, an emergency number, or a residence route for you).";
  const text = [
    intro,
    ...countries.map((country) => [`Your ${country} report:`, ...ordered.filter((change) => change.country === country).map((change) => `- ${line(change)}`)].join("\n")),
    `See them in your buyer's hub: ${input.buyerHubUrl}\n${HUB_OPENS}`,
    cadence,
    `To stop these e-mails: ${input.unsubscribeUrl}`,
  ].join("\n\n");
  const html = layout(subject, [
    escapeHtml(intro),
    ...countries.map(
      (country) =>
        `<strong>Your ${escapeHtml(country)} report</strong><br>` +
        ordered.filter((change) => change.country === country).map((change) => escapeHtml(line(change))).join("<br>"),
    ),
    `${link(input.buyerHubUrl, "See them in your buyer's hub")}. ${escapeHtml(HUB_OPENS)}`,
    escapeHtml(cadence),
    link(input.unsubscribeUrl, "Stop these e-mails"),
  ]);
  return { subject, text, html };
}
