import path from "node:path";
import { z } from "zod";
import { SITE } from "~/content/site";

// The only module that reads process.env: validated once at start, with a clear
// list of what is wrong.

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * A second port, on HOST, where a thread of its own answers /healthz (and nothing else)
   * while the main thread renders pages (server/health-thread.js). Unset: none.
   */
  HEALTH_PORT: z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? undefined : value),
    z.coerce.number().int().min(1).max(65_535).optional(),
  ),
  /**
   * The site's public origin (e.g. https://malmoguiden.se): every absolute URL
   * (checkout return addresses, e-mails) is built on it, never on the Host header.
   * Defaults to http://localhost:PORT.
   */
  PUBLIC_URL: optionalText,
  /**
   * Which proxies to believe for the client address (X-Forwarded-For): a hop count
   * ("1"), or a comma-separated list of addresses/subnets ("loopback", "10.0.0.0/8").
   * Off by default: the socket's address is the client.
   */
  TRUST_PROXY: optionalText,
  /** Redis for rate limits shared by several processes (e.g. redis://127.0.0.1:6379). */
  REDIS_URL: optionalText,
  /** A request whose headers and body have not arrived by then is cut off (408). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Mean event-loop delay (ms) above which new requests get 503 + Retry-After, but only
   * while at least LOAD_SHED_BUSY_REQUESTS are in flight (server/load-shedding.ts).
   */
  LOAD_SHED_LAG_MS: z.coerce.number().int().positive().default(200),
  /** In flight at once from which a lagging event loop sheds new requests. */
  LOAD_SHED_BUSY_REQUESTS: z.coerce.number().int().positive().default(16),
  /** Requests handled at once; more get 503 + Retry-After at once instead of waiting. */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().positive().default(32),
  /**
   * Of those, how many are worked on at once (until their headers go out); the others wait
   * their turn, so one turn of the event loop stays short and /healthz answers.
   */
  MAX_ACTIVE_REQUESTS: z.coerce.number().int().positive().default(4),
  DATA_DIR: z.string().default("./data"),
  /** SQLite file; defaults to DATA_DIR/malmoguiden.db. */
  SQLITE_PATH: optionalText,
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite. */
  DATABASE_URL: optionalText,
  /** Folder for uploaded images on local disk; defaults to DATA_DIR/business_images. */
  UPLOAD_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default("auto"),
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  /** Fixed external payment links per plan (spec 7); used first when set. */
  PAYMENT_LINK_BRONS: z.url().optional(),
  PAYMENT_LINK_SILVER: z.url().optional(),
  PAYMENT_LINK_GULD: z.url().optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PRICE_BRONS: optionalText,
  STRIPE_PRICE_SILVER: optionalText,
  STRIPE_PRICE_GULD: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Allows the demo payment provider when NODE_ENV=production ("true"). */
  DEMO_PAYMENTS: z.enum(["true", "false"]).optional(),
  /**
   * Outgoing mail server, e.g. smtp://user:pass@smtp.example.se:587 (smtps:// for TLS).
   * Without it each message is written as an .eml file under DATA_DIR/outbox and logged.
   */
  SMTP_URL: optionalText,
  /** The sender of every message; defaults to the product name <noreply@PUBLIC_URL's host>. */
  MAIL_FROM: optionalText,
  /** Where the operator's notices go (new registrations); none are sent without it. */
  OPERATOR_EMAIL: z.preprocess((value) => (value === "" ? undefined : value), z.email().optional()),
  /** The most messages sent per minute (a steady pace, also for newsletters). */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** How long a message being sent is reserved before another attempt may take it. */
  MAIL_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  /** POSTs per client and minute on each public form. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
});

export type Env = z.infer<typeof schema> & {
  mailFrom: string;
  sqlitePath: string;
  uploadDir: string;
  publicUrl: URL;
  trustProxy: boolean | number | string[];
};

function publicUrlFrom(value: string | undefined, port: number): URL {
  const url = new URL(value ?? `http://localhost:${port}`);
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error("must start with http:// or https://");
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
    throw new Error("must be an origin only, e.g. https://malmoguiden.se");
  return url;
}

function trustProxyFrom(value: string | undefined): boolean | number | string[] {
  if (!value || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `- ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
  }
  const parsed = result.data;
  let publicUrl: URL;
  try {
    publicUrl = publicUrlFrom(parsed.PUBLIC_URL, parsed.PORT);
  } catch (error) {
    throw new Error(
      `Invalid environment variables:\n- PUBLIC_URL: ${error instanceof TypeError ? "not a URL" : (error as Error).message}`,
    );
  }
  return {
    ...parsed,
    mailFrom: parsed.MAIL_FROM ?? `${SITE.name} <noreply@${publicUrl.hostname}>`,
    publicUrl,
    trustProxy: trustProxyFrom(parsed.TRUST_PROXY),
    sqlitePath: parsed.SQLITE_PATH ?? path.join(parsed.DATA_DIR, "malmoguiden.db"),
    uploadDir: parsed.UPLOAD_DIR ?? path.join(parsed.DATA_DIR, "business_images"),
  };
}

export const env: Env = parseEnv(process.env);
