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

export function reportReadyEmail(input: {
  country: string;
  city: string | null;
  score: number;
  downloadUrl: string;
  expiresAt: Date;
  hubUrl: string;
  hubAccessUntil: Date;
}): EmailContent {
  const place = input.city ? `${input.city}, ${input.country}` : input.country;
  const until = formatLongDate(input.expiresAt);
  const hubUntil = formatLongDate(input.hubAccessUntil);
  const subject = `Your ${BRAND_NAME} relocation report for ${place} is ready`;
  const text = [
    `Thank you for your purchase. Your personalised relocation report for ${place} (your score: ${input.score} out of 100) is ready.`,
    `Download it here: ${input.downloadUrl}`,
    `This link works until ${until} (7 days). After that, ask for a new link on your results page.`,
    `Your relocation hub stays open to you until ${hubUntil}: ${input.hubUrl}`,
    `${BRAND_NAME} gives general guidance only. Check official government sources and consult licensed professionals before making decisions.`,
  ].join("\n\n");
  const html = layout(subject, [
    `Thank you for your purchase. Your personalised relocation report for <strong>${escapeHtml(place)}</strong> (your score: ${input.score} out of 100) is ready.`,
    link(input.downloadUrl, "Download your report (PDF)"),
    `This link works until <strong>${escapeHtml(until)}</strong> (7 days). After that, ask for a new link on your results page.`,
    `Your relocation hub stays open to you until ${escapeHtml(hubUntil)}: ${link(input.hubUrl, "open your relocation hub")}.`,
  ]);
  return { subject, text, html };
}

export function reportLinkResentEmail(input: { country: string; downloadUrl: string; expiresAt: Date }): EmailContent {
  const until = formatLongDate(input.expiresAt);
  const subject = `A new download link for your ${BRAND_NAME} report on ${input.country}`;
  const text = [
    `You (or someone with your results link) asked for a new link to your ${input.country} relocation report.`,
    `Download it here: ${input.downloadUrl}`,
    `This link works until ${until} (7 days).`,
    `If you did not ask for it, you can ignore this message: the link only ever goes to this address.`,
  ].join("\n\n");
  const html = layout(subject, [
    `You (or someone with your results link) asked for a new link to your ${escapeHtml(input.country)} relocation report.`,
    link(input.downloadUrl, "Download your report (PDF)"),
    `This link works until <strong>${escapeHtml(until)}</strong> (7 days).`,
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
