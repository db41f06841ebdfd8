import type { Kysely } from "kysely";
import { isUniqueViolation } from "./db";
import type { Database } from "./schema";

/**
 * Stores a normalised address. A duplicate is recognised by the database's unique
 * constraint (23505 on PostgreSQL, SQLITE_CONSTRAINT_UNIQUE on SQLite), so concurrent
 * identical signups give one row and no error. Resolves only after the commit.
 */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
): Promise<"created" | "duplicate"> {
  try {
    await db.insertInto("newsletter_subscribers").values({ email }).executeTakeFirstOrThrow();
    return "created";
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}
