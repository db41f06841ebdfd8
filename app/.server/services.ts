import { logger } from "~/lib/logger.server";
import { database } from "./database";
import { env } from "./env";
import { describePaymentMode, paymentsConfigFrom, stripeClient } from "./payments";
import { RateLimiter } from "./rate-limit";
import { imageStoreFrom } from "./storage";

// The app's long-lived services, created once per process.
export const imageStore = imageStoreFrom(env);
export const formRateLimiter = new RateLimiter(env.RATE_LIMIT_PER_MINUTE);
export { database, env };

export const payments = paymentsConfigFrom(env);
export const stripe = stripeClient(payments);
logger.info(describePaymentMode(payments));
