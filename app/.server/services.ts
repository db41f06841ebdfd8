import path from "node:path";
import { Redis } from "ioredis";
import { logger } from "~/.server/logger";
import { database } from "./db/database";
import { env } from "./env";
import { createRateLimits } from "./http/rate-limit";
import { fileTransport, smtpTransport } from "./mail/transport";
import { paymentsConfigFrom, stripeClient } from "./payments/payments";
import { imageStoreFrom } from "./uploads/storage";

// The app's long-lived services, created once per process.
export const imageStore = imageStoreFrom(env);
export { database, env };

/** Shared rate-limit counts when REDIS_URL is set (several processes, one limit). */
export const redis = env.REDIS_URL
  ? new Redis(env.REDIS_URL, {
      // Fail fast instead of queueing: a limiter with Redis away falls back to memory.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    })
  : undefined;
redis?.on("error", (error) => logger.warn({ err: error.message }, "redis unavailable"));
// Each process says when its limits stop and start being shared (ioredis reconnects itself).
let redisWasReady = false;
redis?.on("ready", () => {
  if (redisWasReady) logger.warn("redis is back: rate limits are shared again");
  redisWasReady = true;
});
redis?.on("close", () => {
  if (redisWasReady)
    logger.warn("redis connection lost: rate limits count per process until it is back");
});
export const rateLimits = createRateLimits(env.RATE_LIMIT_PER_MINUTE, redis);

/** Where mail goes: SMTP_URL, or .eml files under DATA_DIR/outbox for a local run. */
export const mailTransport = env.SMTP_URL
  ? smtpTransport(env.SMTP_URL)
  : fileTransport(path.join(env.DATA_DIR, "outbox"), logger);

export const payments = paymentsConfigFrom(env);
export const stripe = stripeClient(payments);
