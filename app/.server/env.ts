import path from "node:path";
import { z } from "zod";

// The only module that reads process.env: validated once at start, with a clear
// list of what is wrong.

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
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
  /** Public base URL of the bucket, e.g. https://cdn.example.se/business_images */
  S3_PUBLIC_URL: optionalText,
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
  /** POSTs per client and minute on each public form. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
});

export type Env = z.infer<typeof schema> & { sqlitePath: string; uploadDir: string };

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `- ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
  }
  const parsed = result.data;
  if (parsed.S3_BUCKET && !parsed.S3_PUBLIC_URL) {
    throw new Error(
      "Invalid environment variables:\n- S3_PUBLIC_URL: required when S3_BUCKET is set",
    );
  }
  return {
    ...parsed,
    sqlitePath: parsed.SQLITE_PATH ?? path.join(parsed.DATA_DIR, "malmoguiden.db"),
    uploadDir: parsed.UPLOAD_DIR ?? path.join(parsed.DATA_DIR, "business_images"),
  };
}

export const env: Env = parseEnv(process.env);
