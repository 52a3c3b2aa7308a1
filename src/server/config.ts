/**
 * The runtime contract (see README "Configuration"): parsed once from the environment at start-up.
 * Nothing else in the server reads `process.env`. A wrong value stops the process with one line naming
 * the variable, e.g. `Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc")`.
 */
import path from "node:path";
import { z } from "zod";

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

const port = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: "must be an integer from 1 to 65535" })
    .int("must be an integer from 1 to 65535")
    .min(1, "must be an integer from 1 to 65535")
    .max(65535, "must be an integer from 1 to 65535")
    .default(8787),
);

const envSchema = z.object({
  PORT: port,
  HOST: z.preprocess(emptyToUndefined, z.string().default("127.0.0.1")),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ error: "must be an absolute http(s) URL" }).optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL (leave it unset to use SQLite in DATA_DIR)")
      .optional(),
  ),
  APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, "must be at least 8 characters").optional()),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(24, "must be at least 24 characters").optional()),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^(sk|rk)_(test|live)_/, "must start with sk_test_, sk_live_, rk_test_ or rk_live_").optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^pk_(test|live)_/, "must start with pk_test_ or pk_live_").optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^whsec_/, "must start with whsec_").optional(),
  ),
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ error: "must be an absolute http(s) URL" }).optional()),
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["stripe", "demo"], { error: "must be stripe or demo" }).optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  ),
  MAIL_FROM: optionalText,
  REPORT_WORKERS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be an integer from 0 to 16" })
      .int("must be an integer from 0 to 16")
      .min(0, "must be an integer from 0 to 16")
      .max(16, "must be an integer from 0 to 16")
      .default(1),
  ),
  REPORT_JOB_LEASE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be an integer from 2 to 3600" })
      .int("must be an integer from 2 to 3600")
      .min(2, "must be an integer from 2 to 3600")
      .max(3600, "must be an integer from 2 to 3600")
      .default(60),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        "must be false, true, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs",
      )
      .optional(),
  ),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
});

export type Config = Readonly<{
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: Readonly<{ kind: "sqlite"; file: string } | { kind: "postgres"; url: string }>;
  appSecret: string | undefined;
  adminPassword: string | undefined;
  /** A bearer token that opens GET /metrics to a scraper (the operator's session opens it too). */
  metricsToken: string | undefined;
  stripe: Readonly<{
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    apiBase: string | undefined;
  }>;
  paymentProvider: "stripe" | "demo";
  /** PAYMENT_PROVIDER as set (a forced choice), or undefined when the provider is derived. */
  paymentProviderForced: "stripe" | "demo" | undefined;
  mail: Readonly<{ smtpUrl: string | undefined; from: string }>;
  reportWorkers: number;
  /** How long a worker's claim on a report job lasts before another worker may retry it. */
  reportJobLeaseMs: number;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): none by default, so a client cannot pick
   * its own address for the per-client limits; `true` (any), a hop count, or proxy addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  production: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
}>;

function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const variable = String(issue.path[0] ?? "environment");
  const raw = env[variable];
  const got = raw === undefined ? "" : ` (got ${JSON.stringify(raw.length > 40 ? `${raw.slice(0, 4)}...` : raw)})`;
  const isSecret = /SECRET|PASSWORD|KEY/.test(variable);
  return `Invalid configuration: ${variable} ${issue.message}${isSecret ? "" : got}`;
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}

/** Parses the environment into the frozen config; throws ConfigError with one line on a wrong value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(first ? describeIssue(first, env) : "Invalid configuration");
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const hasStripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY);
  const paymentProvider = e.PAYMENT_PROVIDER ?? (hasStripeKeys || production ? "stripe" : "demo");
  if (paymentProvider === "demo" && production) {
    throw new ConfigError("Invalid configuration: PAYMENT_PROVIDER demo is not allowed when NODE_ENV is production");
  }
  if (e.DATABASE_URL && !e.APP_SECRET) {
    throw new ConfigError(
      "Invalid configuration: APP_SECRET must be set when DATABASE_URL is set (every instance sharing the database must use the same secret)",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);

  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir,
    database: Object.freeze(
      e.DATABASE_URL
        ? { kind: "postgres" as const, url: e.DATABASE_URL }
        : { kind: "sqlite" as const, file: path.join(dataDir, "newshores.sqlite") },
    ),
    appSecret: e.APP_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    metricsToken: e.METRICS_TOKEN,
    stripe: Object.freeze({
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    }),
    paymentProvider,
    paymentProviderForced: e.PAYMENT_PROVIDER,
    mail: Object.freeze({ smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? "NewShores <reports@newshores.local>" }),
    reportWorkers: e.REPORT_WORKERS,
    reportJobLeaseMs: e.REPORT_JOB_LEASE_SECONDS * 1000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    production,
    logLevel: e.LOG_LEVEL,
  });
}

/** For the entry points (web server, worker): the config, or the one-line error and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
