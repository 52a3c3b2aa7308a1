/**
 * The sample report (/sample-report): a worked example for a fictional 32-year-old US software engineer moving
 * to Lisbon, built from the same validated data the paid report reads. Every figure, in a fact or inside the
 * prose, is read from the knowledge base (Portugal's residence routes, tax, healthcare and housing, the US tax
 * rules and preparations, the AIMA directory entry), the destination data (Lisbon's costs through the catalog,
 * the euro's exchange rate) and converted to US dollars with the functions the report uses. Nothing is typed
 * twice: when the data changes, the sample changes with it, and a figure the data does not hold is not shown.
 * Each fact's source is the data's own citation, as the site shows it (`publicSource`: label, link, date).
 */
import { publicSource, type Citation } from "@server/facts/citation";
import { toUsd } from "@server/destinations/exchange-rates";
import { isResearched } from "@server/knowledge/index";
import type { ResidenceRoute, RouteKind, Threshold, Unknown } from "@server/knowledge/knowledge.schema";
import { thresholdInUsd } from "@server/knowledge/threshold-usd";
import type { SampleReport } from "@shared/contracts/content";
import { formatNumber, formatUsd } from "@shared/format";
import type { ContentSources } from "./content";

type Item = SampleReport["sections"][number]["facts"][number];
type Section = SampleReport["sections"][number];

const COUNTRY = "portugal";
const CITY = "Lisbon";

const known = <T extends object>(fact: T | Unknown): T | null => (isResearched(fact) ? fact : null);
const item = (label: string, value: string, source: Citation): Item => ({ label, fact: { value, source: publicSource(source) } });
/** "a, b and c" */
const listed = (words: string[]) => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`);
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** "2026-11" -> "November 2026"; a bare year stays as it is. */
function monthYear(asOf: string): string {
  const [year, month] = asOf.split("-");
  const name = month ? MONTHS[Number(month) - 1] : undefined;
  return name ? `${name} ${year}` : (year ?? asOf);
}

const PERIOD_WORDS: Record<Threshold["period"], string> = { month: "a month", year: "a year", once: "one-off" };

/** "EUR 3,680 a month (about $4,161)": the figure as the data states it, then in dollars at the data's rate. */
function amountWithUsd(amount: number, currency: string, period: string, usd: number | null, usdPeriod = period): string {
  const stated = `${currency} ${formatNumber(amount)}${period ? ` ${period}` : ""}`;
  if (currency === "USD" || usd === null) return stated;
  return `${stated} (about ${formatUsd(usd)}${usdPeriod ? ` ${usdPeriod}` : ""})`;
}

export function buildSampleReport({ data, catalog, knowledge }: ContentSources): SampleReport {
  const routesEntry = knowledge.residenceRoutes[COUNTRY];
  const tax = known(knowledge.tax[COUNTRY]);
  const healthcare = known(knowledge.healthcare[COUNTRY]);
  const housing = known(knowledge.housing[COUNTRY]);
  const directory = known(knowledge.directory[COUNTRY]);
  const lisbon = catalog.findByName(COUNTRY)?.cities.find((city) => city.name === CITY);
  if (!isResearched(routesEntry) || !tax || !lisbon) {
    throw new Error("the sample report needs Portugal's residence routes and tax rules in the knowledge base and Lisbon in the destination data");
  }
  const rates = data.exchangeRates;
  const route = (kind: RouteKind): ResidenceRoute | undefined => routesEntry.routes.find((candidate) => candidate.kind === kind);
  const remote = route("remote-work");
  const passive = route("retirement");
  const work = route("work");
  const investment = route("investment");
  const routes = [remote, passive, work, investment].filter((r): r is ResidenceRoute => r !== undefined);

  const thresholdOf = (r: ResidenceRoute) => known(r.threshold);
  // thresholdInUsd gives a yearly salary per month, as eligibility and the report compare it.
  const thresholdText = (threshold: Threshold) =>
    amountWithUsd(threshold.amount, threshold.currency, PERIOD_WORDS[threshold.period], thresholdInUsd(threshold, rates), threshold.period === "year" ? "a month" : "");
  const feeText = (r: ResidenceRoute) => {
    const fee = known(r.fee);
    if (!fee) return null;
    return fee.amount === 0 ? `nothing to pay, ${fee.what}` : `${amountWithUsd(fee.amount, fee.currency, "", toUsd(fee.amount, fee.currency, rates))}, ${fee.what}`;
  };
  /** "D8 visa for remote work ...: the income floor is EUR 3,680 a month (about $4,161): four times ...". */
  const routeParagraph = (r: ResidenceRoute, floorWord: string, extra = "") => {
    const threshold = thresholdOf(r);
    const floor = threshold ? ` The ${floorWord} is ${thresholdText(threshold)}: ${sentence(threshold.basis)}` : "";
    return `${r.name}: ${sentence(r.whoFor)}${floor}${extra ? ` ${extra}` : ""}`;
  };

  // 1. Visa options
  const feeSentences = routes
    .map((r) => ({ r, fee: feeText(r) }))
    .filter((entry): entry is { r: ResidenceRoute; fee: string } => entry.fee !== null)
    .map(({ r, fee }) => `${r.name}: ${fee}.`);
  const fbi = knowledge.usPreparations.criminalRecord.rule;
  const apostille = knowledge.usPreparations.apostille.rule;
  const euro = rates.EUR;
  const visaSection: Section = {
    heading: "1. Visa options for this profile",
    paragraphs: [
      `US citizens can visit Portugal without a visa, but living there requires a national (type D) residence visa from the Portuguese consulate that covers your US state (${routes[0]?.officialPage ?? "vistos.mne.gov.pt"}), followed by a residence permit from AIMA after arrival.${remote ? ` For someone who keeps a US employer or US clients, the best fit is usually the ${remote.name}.` : ""}`,
      ...(remote ? [routeParagraph(remote, "income floor", "Consulates check the income with payslips or invoices and bank statements.")] : []),
      ...(passive
        ? [routeParagraph(passive, "income floor", "A salaried remote worker should normally apply for the remote-work visa rather than this one, because consulates assess whether the type of income matches the visa.")]
        : []),
      ...(work ? [routeParagraph(work, "salary floor", "This is the route if you take a job with a Portuguese employer instead of keeping a US one.")] : []),
      ...(investment ? [routeParagraph(investment, "minimum investment", "It is shown for completeness: few people moving for work use it.")] : []),
      `Fees as the sources state them: ${feeSentences.length > 0 ? feeSentences.join(" ") : "none of the routes has a sourced fee."} Before booking, gather an FBI record check with an apostille, proof of accommodation in Portugal, health insurance, a Portuguese tax number (NIF) and bank statements; the exact document list is set by your consulate.`,
    ],
    facts: [
      ...routes.flatMap((r) => {
        const threshold = thresholdOf(r);
        const fee = known(r.fee);
        const processing = known(r.processingTime);
        return [
          ...(threshold ? [item(`${r.name}: money threshold`, `${thresholdText(threshold)}: ${threshold.basis}`, threshold.source)] : []),
          ...(fee ? [item(`${r.name}: fee`, feeText(r) ?? "", fee.source)] : []),
          ...(processing ? [item(`${r.name}: processing time`, processing.text, processing.source)] : []),
        ];
      }),
      item(knowledge.usPreparations.criminalRecord.topic, fbi.text, fbi.source),
      item(knowledge.usPreparations.apostille.topic, apostille.text, apostille.source),
      ...(euro
        ? [
            item(
              "Exchange rate used for the dollar amounts",
              `About ${euro.quote === "units per USD" ? `EUR ${formatNumber(euro.published)} per US dollar` : `USD ${formatNumber(euro.published)} per euro`}: ${euro.what}`,
              euro.source,
            ),
          ]
        : []),
    ],
  };

  // 2. Residence permit and renewal
  const aima = directory?.entries.find((entry) => entry.category === "immigration-authority");
  const durations = routes.flatMap((r) => {
    const duration = known(r.durationAndRenewal);
    return duration ? [{ r, duration }] : [];
  });
  const remoteDuration = remote ? known(remote.durationAndRenewal) : null;
  const permitSection: Section = {
    heading: "2. Residence permit and renewal",
    paragraphs: [
      `The visa only gets you into Portugal. The residence permit itself is issued by ${aima ? aima.name : "AIMA"}${aima ? `: ${sentence(aima.use)}` : "."} Attend the AIMA appointment linked to your visa and keep every receipt: the receipt and your visa are your proof of legal status while the card is being produced.`,
      ...(remote && remoteDuration ? [`For the ${remote.name}: ${sentence(remoteDuration.text)} How long the first permit lasts for the other routes is listed below.`] : []),
      "To renew you must still meet the conditions of your route (means of subsistence and accommodation), be up to date with Portuguese tax and social security, and have no disqualifying criminal convictions. Apply before the card expires. AIMA has had long backlogs, so appointments can take months: plan travel with that in mind and avoid long absences, which can put the permit at risk.",
    ],
    facts: [
      ...(aima ? [item("Immigration authority", aima.use, { publisher: aima.name, title: aima.name, url: aima.url, asOf: aima.asOf })] : []),
      ...durations.map(({ r, duration }) => item(`${r.name}: duration and renewal`, duration.text, duration.source)),
    ],
  };

  // 3. Permanent residency and 4. Citizenship (the remote-work route's, as it is the profile's)
  const anchor = remote ?? routes[0];
  const permanent = anchor ? known(anchor.permanentResidence) : null;
  const citizenship = anchor ? known(anchor.citizenship) : null;
  const yearsWord = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;
  const permanentSection: Section = {
    heading: "3. Permanent residency",
    paragraphs: permanent
      ? [
          `After ${yearsWord(permanent.years)} of legal residence on temporary permits you can apply to AIMA for permanent residence, or for EU long-term resident status, which also gives some rights in other EU countries.`,
          "Permanent residence is optional: you can go straight from temporary residence to citizenship if you qualify. AIMA checks that you still have means of subsistence, accommodation and a clean criminal record, and asks for basic Portuguese.",
        ]
      : ["When you can apply for permanent residence is not stated in the sources used for this sample; ask AIMA or a Portuguese immigration lawyer."],
    facts: permanent ? [item("When you can apply", `After ${yearsWord(permanent.years)}. ${permanent.note ?? ""}`.trim(), permanent.source)] : [],
  };
  const citizenshipRule = knowledge.usTaxRules.find((rule) => rule.topic === "Citizenship-based taxation");
  const citizenshipSection: Section = {
    heading: "4. Citizenship",
    paragraphs: [
      ...(citizenship
        ? [
            `Rule in force: Portugal grants nationality by naturalisation to adults after ${yearsWord(citizenship.years)} of legal residence, with sufficient knowledge of Portuguese and a clean criminal record.${citizenship.note ? " The law has been in flux: the note below gives the court ruling, the change Parliament approved and where it stands." : ""}`,
          ]
        : []),
      "Portugal allows dual nationality and the US does not require you to give up US citizenship, but US tax obligations continue for as long as you remain a US citizen (see the taxes section).",
      "What this means for the profile: someone arriving now should plan on the assumption that a longer residence requirement may apply by the time they could apply, and check the status of the nationality law before relying on any timeline.",
    ],
    facts: citizenship ? [item("Naturalisation: residence required", `${yearsWord(citizenship.years)} of legal residence. ${citizenship.note ?? ""}`.trim(), citizenship.source)] : [],
  };

  // 5. Taxes
  const usRule = (topic: string) => knowledge.usTaxRules.find((rule) => rule.topic === topic);
  const usRules = [citizenshipRule, usRule("Foreign Earned Income Exclusion (FEIE)"), usRule("Foreign Tax Credit"), usRule("FBAR (FinCEN Form 114)")].filter(
    (rule): rule is NonNullable<typeof rule> => rule !== undefined,
  );
  const residence = known(tax.residenceRule);
  const incomeTax = known(tax.incomeTax);
  const newcomer = known(tax.newcomerRegime);
  const socialSecurity = known(tax.socialSecurity);
  const treaty = known(tax.usIncomeTaxTreaty);
  const totalization = known(tax.usTotalizationAgreement);
  const firstBand = incomeTax?.bands[0];
  const lastBand = incomeTax?.bands[incomeTax.bands.length - 1];
  const combined = incomeTax?.combinedTop;
  const rateRange = !incomeTax
    ? null
    : firstBand?.upTo != null && lastBand
      ? `${formatNumber(firstBand.ratePercent)}% on the first ${incomeTax.currency} ${formatNumber(firstBand.upTo)} of taxable income to ${formatNumber(incomeTax.topRatePercent)}% above ${incomeTax.currency} ${formatNumber(lastBand.from)}`
      : `up to ${formatNumber(incomeTax.topRatePercent)}%`;
  const taxSection: Section = {
    heading: "5. Taxes for a US citizen",
    paragraphs: [
      "The US taxes its citizens on worldwide income wherever they live, so you keep filing a US return every year. Two tools prevent most double taxation on salary: the foreign earned income exclusion, available if you pass the bona fide residence or physical presence test, and the foreign tax credit for Portuguese tax paid. You must file to claim either. Foreign bank accounts must also be reported to FinCEN (the FBAR) once their combined balance passes the threshold shown below.",
      `Portugal taxes its tax residents on worldwide income${residence ? "; the residence test is below" : ""}. As a resident remote employee, your US salary is taxable in Portugal at progressive rates${
        incomeTax && rateRange ? `, from ${rateRange} (tax year ${incomeTax.taxYear})` : ""
      }${combined ? `, and ${formatNumber(combined.ratePercent)}% at the very top with the additional solidarity rate` : ""}. The US then gives relief through the exclusion or the credit. Ask your employer early how Portuguese payroll tax and social security will be handled: a US company with no Portuguese entity may need to register, use an employer-of-record, or switch you to a contractor arrangement.`,
      newcomer
        ? "The non-habitual resident (NHR) regime is closed to new entrants. Its replacement, the IFICI (\"NHR 2.0\"), applies only to eligible activities, such as research or qualified jobs in listed companies and start-ups; a remote job for a US employer with no Portuguese presence is unlikely to qualify. Confirm with a Portuguese tax adviser before relying on it."
        : "Portugal's tax regime for newcomers is not described in the sources used for this sample; ask a Portuguese tax adviser.",
      "The US-Portugal income tax treaty lets each country tax its residents and gives credit for tax paid to the other, but under its saving clause the US keeps the right to tax its citizens. The US-Portugal social security (totalization) agreement ensures that work is covered by only one country's system at a time, so you do not pay both US and Portuguese contributions on the same earnings.",
    ],
    facts: [
      ...usRules.map((rule) => item(rule.topic, rule.rule.text, rule.rule.source)),
      ...(residence ? [item("Portuguese tax residence", residence.text, residence.source)] : []),
      ...(incomeTax && rateRange
        ? [item(`Portuguese income tax, tax year ${incomeTax.taxYear}`, `${rateRange}, in ${incomeTax.bands.length} bands. ${incomeTax.note ?? ""}`.trim(), incomeTax.source)]
        : []),
      ...(combined ? [item("Combined top rate", `${formatNumber(combined.ratePercent)}%: ${combined.what}`, combined.source)] : []),
      ...(newcomer ? [item("Regime for newcomers (NHR and IFICI)", newcomer.text, newcomer.source)] : []),
      ...(socialSecurity ? [item("Portuguese social security", socialSecurity.text, socialSecurity.source)] : []),
      ...(treaty ? [item("US-Portugal income tax treaty", treaty.note ?? (treaty.inForce ? "In force." : "Not in force."), treaty.source)] : []),
      ...(totalization ? [item("US-Portugal totalization agreement", totalization.note ?? (totalization.inForce ? "In force." : "Not in force."), totalization.source)] : []),
    ],
  };
  // 6. First costs in Lisbon
  const costs = [
    { label: "Rent", cost: lisbon.costs.rentCentre },
    { label: "Utilities", cost: lisbon.costs.utilities },
    { label: "A monthly public transport pass", cost: lisbon.costs.transport },
  ].filter((entry) => entry.cost.published !== null);
  const costText = (cost: (typeof costs)[number]["cost"]) => `${cost.published} a month${cost.usd !== null ? ` (about ${formatUsd(cost.usd)})` : ""}`;
  const rent = lisbon.costs.rentCentre;
  const converted = costs.filter((entry) => entry.cost.usd !== null);
  const total = converted.reduce((sum, entry) => sum + (entry.cost.usd ?? 0), 0);
  const insurance = healthcare ? known(healthcare.privateInsuranceCost) : null;
  const insuranceText = insurance ? amountWithUsd(insurance.amount, insurance.currency, PERIOD_WORDS[insurance.period], toUsd(insurance.amount, insurance.currency, rates)) : "";
  const publicAccess = healthcare ? known(healthcare.publicAccess) : null;
  const deposit = housing ? known(housing.deposit) : null;
  const lease = housing ? known(housing.contractLength) : null;
  const costsSection: Section = {
    heading: `6. First costs in ${CITY}`,
    paragraphs: [
      rent.published !== null
        ? `Rent is the largest cost by far: ${costText(rent)}. ${rent.note ? sentence(rent.note) : ""}`.trim()
        : `No sourced rent figure for ${CITY} is in our data; check current listings before you budget.`,
      ...(converted.length > 1
        ? [`${listed(converted.map((entry) => entry.label.toLowerCase())).replace(/^./, (c) => c.toUpperCase())} together come to about ${formatUsd(total)} a month (our arithmetic, from the figures below).`]
        : []),
      ...(deposit ? [`Upfront: ${sentence(deposit.text)} Some landlords ask for more or for a Portuguese guarantor; you can refuse terms above the legal limits.`] : []),
      ...(insurance
        ? [
            `Health: a registered resident uses the national health service (SNS) and pays the same user fees as nationals once their record is complete (below). If you also take private health insurance, the average premium in Portugal is ${insuranceText} per insured person.`,
          ]
        : []),
      "We have not listed flights, shipping, furniture or groceries because the data holds no current Lisbon figure for them.",
    ],
    facts: [
      ...costs.map((entry) => item(`${entry.label.replace(/^A m/, "M")}, ${CITY}`, `${costText(entry.cost)}${entry.cost.note ? `. ${entry.cost.note}` : ""}`, entry.cost.source)),
      ...(deposit ? [item("Deposit and rent in advance", deposit.text, deposit.source)] : []),
      ...(lease ? [item("Lease length and notice", lease.text, lease.source)] : []),
      ...(publicAccess ? [item("Registering with the national health service", publicAccess.text, publicAccess.source)] : []),
      ...(insurance ? [item("Private health insurance, average premium", `${insuranceText}: ${insurance.basis}`, insurance.source)] : []),
    ],
  };

  return {
    title: "Sample report: a US software engineer, 32, moving to Lisbon",
    profile: { age: 32, occupation: "Software engineer (remote employee of a US company)", destination: `${CITY}, Portugal` },
    notice: `This is an example report written for a fictional profile, not advice for your situation. Every figure is shown with its source and is correct only as of the date given next to it; the Portugal rules below were last checked in ${monthYear(routesEntry.checked)}, and Portuguese immigration, nationality and tax rules have changed several times in recent years and may have changed again. Dollar amounts are converted at the exchange rate shown in section 1. Before you apply, sign a lease or move money, check the official sources: AIMA (aima.gov.pt) for residence permits, the Portuguese consulate for your US state and vistos.mne.gov.pt for visas, and the IRS and the Social Security Administration for US obligations. For decisions with legal or tax consequences, consult a Portuguese immigration lawyer and a cross-border tax adviser.`,
    sections: [visaSection, permitSection, permanentSection, citizenshipSection, taxSection, costsSection],
  };
}
