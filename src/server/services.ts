/**
 * The composition root: every long-lived service the product runs on, built once from the config.
 * `buildApp`, the worker entry (`npm run worker`) and tests all start here, so a test can hand in its
 * own database, clock or job settings (a fake Stripe server is just STRIPE_API_BASE in the config).
 *
 * Lifecycle: create -> (app listens) -> startWorkers() -> close(). close() stops claiming new work,
 * drains in-flight report jobs and e-mails, ends the PDF threads, and closes the database last.
 */
import path from "node:path";
import pino, { type Logger } from "pino";
import { RecentAnswers, type DerivedAnswers } from "./assessments/recent-answers";
import { createBackground, type Background } from "./background";
import { systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import type { Content } from "./content/content";
import { prepareDataDir, sqliteFileError } from "./data-dir";
import { openDatabase, type Database, type DatabaseKind } from "./db/database";
import type { DestinationCatalog } from "./destinations/catalog";
import type { DestinationData } from "./destinations/data/index";
import { factsInForce, inForceByDay, type InForce } from "./in-force";
import type { FactCatalogue } from "./facts/catalogue/fact-catalogue";
import type { KnowledgeBaseData } from "./knowledge/index";
import { PgBossReportQueue } from "./jobs/pg-boss-queue";
import { REPORT_JOB_DEFAULTS, type JobHandler, type ReportJobSettings, type ReportQueue } from "./jobs/queue";
import { SqliteReportQueue } from "./jobs/sqlite-queue";
import { createMailSender, type MailSender } from "./mail/mail-sender";
import { createMailer, type Mailer } from "./mail/mailer";
import { createPaymentGateway, type PaymentGateway } from "./payments/payment-gateway";
import { createPdfRenderer, type PdfRenderer } from "./report-pdf/pdf-renderer";
import { createReportJobHandler } from "./reports/report-job";
import { createFactWatch, type FactWatch } from "./report-updates/fact-watch";
import { createEditionWorker, type EditionWorker } from "./report-updates/edition-worker";
import { createMetrics, type Metrics } from "./metrics/metrics";
import { timedJobHandler, timedRenderer } from "./metrics/instrument";
import { resolveAppSecret } from "./settings/app-secret";
import { createSecretBox, type SecretBox } from "./settings/secret-box";
import { createSettings, type Settings } from "./settings/settings.service";
import { createOperatorAuth, createPasswordCheck, type OperatorAuth } from "./operator/operator-auth";
import { createLimitCounters, type LimitCounters } from "./limits/limit-counters";

export type Services = {
  config: Config;
  log: Logger;
  db: Database;
  dbKind: DatabaseKind;
  /**
   * What the product shows on a day (in-force.ts): data, scores, knowledge base and content with the editions in
   * force then. A report uses its own day's; `data`, `catalog`, `knowledge` and `content` below are today's, read
   * at each access (a long-running process switches editions at midnight on the day one applies from).
   */
  inForce: (on: Date) => InForce;
  readonly data: DestinationData;
  readonly catalog: DestinationCatalog;
  /** Today's fact catalogue: the knowledge base and data in force, read by id (facts/catalogue/read-facts.ts). */
  readonly facts: FactCatalogue;
  readonly content: Content;
  clock: Clock;
  appSecret: string;
  secretBox: SecretBox;
  settings: Settings;
  payments: PaymentGateway;
  mailer: Mailer;
  mailSender: MailSender;
  queue: ReportQueue;
  jobSettings: ReportJobSettings;
  pdf: PdfRenderer;
  /** Operator sign-in and sessions (configured only when ADMIN_PASSWORD is set). */
  operatorAuth: OperatorAuth;
  /** Counted limits (route limits, the miss budget, the re-send cap), shared in the database by every instance. */
  limits: LimitCounters;
  /** Alternatives and eligibility kept a short while per assessment (assessments/recent-answers.ts); erase forgets an assessment's. */
  recentAnswers: RecentAnswers<DerivedAnswers>;
  /** Work a request starts and does not wait for (background.ts); close() drains it. */
  background: Background;
  /** This process's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
  /** The report job's handler, timed for the metrics: what the workers and the operator's job processor run. */
  reportJobHandler: JobHandler;
  /** Compares live reports with the facts in force when they change (issue 31); started with the workers. */
  factWatch: FactWatch;
  /** Makes the updated editions buyers ask for, after any waiting purchase (issue 31); started with report workers. */
  editionWorker: EditionWorker;
  /** Starts report workers (config.reportWorkers, or `workers`) and the mail sender. Call after listen. */
  startWorkers(workers?: number): Promise<void>;
  /** Stops claiming report jobs and e-mails and waits for the ones in flight. */
  stopWorkers(): Promise<void>;
  /** stopWorkers, then ends the PDF threads and mail transport, and closes the database (last). */
  close(): Promise<void>;
};

export type ServiceOverrides = {
  /** An already-open database (tests share one); the services then leave closing it to the caller. */
  database?: { db: Database; kind: DatabaseKind; schema?: string };
  clock?: Clock;
  jobSettings?: Partial<ReportJobSettings>;
  log?: Logger;
  /** A knowledge base other than the files (validated all the same); tests use it to make their own entries. */
  knowledge?: KnowledgeBaseData;
  /** Work run after the answer (tests hold it to prove an answer does not wait for it). */
  background?: Background;
  /** pg-boss's maintenance interval (tests use 1 s to see an expired claim quickly). */
  pgBossMaintenanceSeconds?: number;
};

/** Download links carry a secret token in the path: logs keep its first characters only. */
export function maskTokens(url: string): string {
  return url.replace(/(\/api\/reports\/download\/)([A-Za-z0-9_-]{6})[A-Za-z0-9_-]*/g, "$1$2...");
}

/** The product's logger; `destination` (tests) receives the lines instead of stdout. */
export function createLogger(config: Config, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    serializers: {
      req: (request: { method?: string; url?: string; ip?: string }) => ({ method: request.method, url: maskTokens(request.url ?? ""), ip: request.ip }),
    },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']", "*.secretKey", "*.password", "*.token"],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

async function openConfiguredDatabase(config: Config, log: Logger): Promise<{ db: Database; kind: DatabaseKind }> {
  const target = config.database;
  if (target.kind === "postgres") return openDatabase(target, { log: log.child({ module: "database" }) });
  try {
    return await openDatabase(target);
  } catch (error) {
    throw sqliteFileError(target.file, error);
  }
}

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const log = overrides.log ?? createLogger(config);
  const metrics = createMetrics();
  const clock = overrides.clock ?? systemClock;
  const inForce = inForceByDay(overrides.knowledge);
  const today = () => inForce(clock.now());
  today(); // Validates the data and the knowledge base now, so a bad file stops start-up rather than a request.
  const ownsDatabase = !overrides.database;
  if (!overrides.database || config.database.kind === "sqlite") prepareDataDir(config);
  const database = overrides.database ?? (await openConfiguredDatabase(config, log));
  const { db, kind } = database;

  const appSecret = resolveAppSecret(config.appSecret, config.dataDir);
  const secretBox = createSecretBox(appSecret);
  const settings = createSettings({ db, config, secretBox, clock });
  const payments = createPaymentGateway({ config, settings, db, clock });
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: path.join(config.dataDir, "outbox") });
  const mailSender = createMailSender({
    db,
    mailer,
    clock,
    log: log.child({ module: "mail" }),
    onOutcome: (outcome) => metrics.emails.inc({ outcome }),
  });
  const jobSettings: ReportJobSettings = { ...REPORT_JOB_DEFAULTS, leaseMs: config.reportJobLeaseMs, ...overrides.jobSettings };
  const queueLog = log.child({ module: "report-jobs" });
  const queue: ReportQueue =
    kind === "postgres" && config.database.kind === "postgres"
      ? new PgBossReportQueue(db, jobSettings, clock, queueLog, {
          connectionString: config.database.url,
          schema: overrides.database?.schema ? `${overrides.database.schema}_boss` : "pgboss",
          ...(overrides.pgBossMaintenanceSeconds ? { maintenanceIntervalSeconds: overrides.pgBossMaintenanceSeconds } : {}),
        })
      : new SqliteReportQueue(db, jobSettings, clock, queueLog);
  const pdf = timedRenderer(createPdfRenderer({ threads: Math.max(1, config.reportWorkers) }), metrics);
  const passwordCheck = config.adminPassword ? await createPasswordCheck(config.adminPassword) : undefined;
  const operatorAuth = createOperatorAuth({ db, clock, config, check: passwordCheck });
  const limits = createLimitCounters({ db, clock });
  const background = overrides.background ?? createBackground(log.child({ module: "background" }));
  const recentAnswers = new RecentAnswers<DerivedAnswers>({ now: () => clock.now().getTime() });

  const reportJobHandler = timedJobHandler(
    createReportJobHandler({ db, clock, inForce, config, pdf, mailSender, log }),
    { metrics, db, clock },
  );

  const factWatch = createFactWatch({
    db,
    clock,
    inForce,
    log: log.child({ module: "report-updates" }),
    publicUrl: config.publicUrl,
    appSecret,
    onMailQueued: () => mailSender.wake(),
  });
  const editionWorker = createEditionWorker({ db, clock, inForce, publicUrl: config.publicUrl, log: log.child({ module: "report-editions" }) });

  let started = false;
  let closed = false;
  const services: Services = {
    config, log, db, dbKind: kind, inForce, clock, appSecret, secretBox, settings, payments,
    get data() { return today().data; },
    get catalog() { return today().catalog; },
    get facts() { return factsInForce(today()); },
    get content() { return today().content; },
    mailer, mailSender, queue, jobSettings, pdf, operatorAuth, limits, background, recentAnswers, metrics, reportJobHandler, factWatch, editionWorker,
    async startWorkers(workers = config.reportWorkers) {
      if (started) return;
      started = true;
      mailSender.start();
      factWatch.start();
      if (workers > 0) {
        await queue.start(reportJobHandler, workers);
        editionWorker.start();
      }
    },
    async stopWorkers() {
      await queue.stop();
      await mailSender.stop();
      await factWatch.stop();
      await editionWorker.stop();
    },
    async close() {
      if (closed) return;
      closed = true;
      await background.drain();
      await services.stopWorkers();
      await pdf.close();
      mailer.close();
      if (ownsDatabase) await db.destroy();
    },
  };
  return services;
}
