/**
 * The buyer's hub as buyers use it (issue 20.4, 20.5): bought on one device, signed in on another from the e-mailed
 * link, the plan's ticks saved on the server and seen on both, the calendar file parses, a stranger with the
 * assessment id sees only the free hub, and the buyer exports then deletes their data.
 */
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { portugalRequest } from "../support/requests";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

/** Buys the report in the browser with the demo card, as on the results page. */
async function buyInBrowser(page: Page, base: string, email: string): Promise<number> {
  const created = await fetch(`${base}/api/assessments`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(portugalRequest) });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`${base}/results/${id}`);
  await page.getByRole("button", { name: "Buy Your Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Your Personalised Report" });
  await dialog.getByLabel("E-mail for your report link").fill(email);
  await dialog.getByLabel("Card number").fill("4242424242424242");
  await dialog.getByLabel("Expiry (MM / YY)").fill("1234");
  await dialog.getByLabel("Security code (CVC)").fill("123");
  await dialog.getByRole("button", { name: "Pay $49.99" }).click();
  await page.getByRole("dialog", { name: "Your Report Is Ready!" }).getByText("Your download link stays active for 7 days.").waitFor({ timeout: 15_000 });
  return id;
}

/** The sign-in link e-mailed to `email`, read from the outbox (.eml, quoted-printable decoded). */
async function signInLinkFromOutbox(email: string): Promise<string> {
  const outbox = path.join(inject("dataDir"), "outbox");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
          const eml = fs.readFileSync(path.join(outbox, name), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          if (!eml.includes(email) || !eml.includes("Sign in to your NewShores hub")) continue;
          link = /https?:\/\/[^\s"<>]+\/my-hub\/sign-in#token=[A-Za-z0-9_-]{43}/.exec(eml)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link as string;
}

describe("the buyer's hub", () => {
  it("opens on a second device from the e-mailed link, keeps the plan's ticks on the server, and gives a calendar", async () => {
    const email = `hub-${randomUUID().slice(0, 8)}@example.com`;
    const first = await browser.open();
    const id = await buyInBrowser(first.page, first.url(""), email);

    // The buying browser opens its hub from the free hub's paid box.
    await first.page.goto(first.url(`/relocation-hub/${id}`));
    await first.page.getByRole("link", { name: "Open your buyer's hub" }).click();
    await first.page.getByRole("heading", { name: "Lisbon, Portugal" }).waitFor();
    await first.page.getByLabel("Your plan starts on").fill("2027-03-01");
    await first.page.getByRole("button", { name: "Set the dates" }).click();
    await first.page.getByText("by March 31, 2027").waitFor();
    const firstStep = first.page.getByRole("checkbox").first();
    await firstStep.check();
    await expect.poll(() => first.page.getByText(/1 of \d+ steps done/).count()).toBe(1);

    // The signed-in hub, with its plan, checklist and forms, is accessible too.
    const axe = await new AxeBuilder({ page: first.page }).analyze();
    expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);

    const [calendar] = await Promise.all([first.page.waitForEvent("download"), first.page.getByRole("link", { name: "Add the deadlines to your calendar (.ics)" }).click()]);
    const ics = fs.readFileSync((await calendar.path()) as string, "utf8").replace(/\r\n[ \t]/g, "");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270331");
    expect(ics.match(/BEGIN:VEVENT/g)?.length).toBe(7);

    // Another device: signed out, asks for a link, opens it from the e-mail.
    const second = await browser.open({ width: 390, height: 844 });
    await second.page.goto(second.url("/my-hub"));
    await second.page.getByLabel("E-mail address you bought your report with").fill(email);
    await second.page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await expect.poll(() => second.page.getByRole("status").textContent()).toContain("a sign-in link is on its way");
    const link = await signInLinkFromOutbox(email);
    await second.page.goto(second.url(new URL(link).pathname + new URL(link).hash));
    await second.page.waitForURL("**/my-hub");
    await second.page.getByRole("heading", { name: "Lisbon, Portugal" }).waitFor();
    expect(await second.page.getByRole("checkbox").first().isChecked()).toBe(true);
    await second.page.getByRole("checkbox").nth(1).check();
    await expect.poll(() => second.page.getByText(/2 of \d+ steps done/).count()).toBe(1);

    // The first device sees the second device's tick.
    await first.page.reload();
    await first.page.getByRole("heading", { name: "Lisbon, Portugal" }).waitFor();
    expect(await first.page.getByRole("checkbox").nth(1).isChecked()).toBe(true);

    // The same link does not sign in twice: a clear page, not an error.
    const third = await browser.open({ allowConsole: [/status of 410/] });
    await third.page.goto(third.url(new URL(link).pathname + new URL(link).hash));
    await third.page.getByRole("heading", { name: "This sign-in link cannot be used" }).waitFor();
    await third.page.getByText("This sign-in link has already been used.").waitFor();
  });

  it("shows a stranger with the assessment id only the free hub", async () => {
    const buyer = await browser.open();
    const id = await buyInBrowser(buyer.page, buyer.url(""), `buyer-${randomUUID().slice(0, 8)}@example.com`);
    const stranger = await browser.open();
    await stranger.page.goto(stranger.url(`/relocation-hub/${id}`));
    await stranger.page.getByRole("heading", { name: "Your move to Lisbon, Portugal" }).waitFor();
    await stranger.page.goto(stranger.url("/my-hub"));
    await stranger.page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(await stranger.page.getByRole("heading", { name: "Lisbon, Portugal" }).count()).toBe(0);
  });

  it("exports the buyer's data as JSON, then deletes it in one confirmed action", async () => {
    const email = `erase-${randomUUID().slice(0, 8)}@example.com`;
    const { page, url } = await browser.open({ allowConsole: [/status of 404/] });
    const id = await buyInBrowser(page, url(""), email);
    await page.goto(url("/my-hub"));
    await page.getByRole("heading", { name: "Lisbon, Portugal" }).waitFor();
    const [exported] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data (JSON)" }).click()]);
    const data = JSON.parse(fs.readFileSync((await exported.path()) as string, "utf8")) as object;
    expect(JSON.stringify(data)).toContain(email);

    await page.getByRole("button", { name: "Delete my data..." }).click();
    const remove = page.getByRole("button", { name: "Delete everything" });
    expect(await remove.isDisabled()).toBe(true);
    await page.getByLabel("Type DELETE to confirm").fill("DELETE");
    await remove.click();
    await page.getByRole("heading", { name: "Your data is deleted" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    // Deleted means deleted at once: the results page and the free hub of that assessment no longer open.
    for (const path of [`/results/${id}`, `/relocation-hub/${id}`]) {
      await page.goto(url(path));
      await expect.poll(() => page.getByRole("heading", { name: "Assessment Not Found" }).count(), { message: path }).toBe(1);
    }
  });
});
