import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "./schema";

// The content version: every content write bumps it in its own transaction, and each
// process's snapshot (app/.server/snapshot/content.ts) compares it to bring itself up to
// date. The seed bumps it too, so it lives here, below the content domain.

/** How many versions of changes are kept for processes to catch up (pruned every 100 writes). */
const CHANGES_KEPT = 1000;
const PRUNE_EVERY = 100;

/**
 * Sets the next content version; the database's triggers stamp what the write changes
 * with it (content_changes). Every hundredth write also prunes changes no process still
 * needs: a process whose snapshot is older than the kept ones loads everything.
 */
export async function bumpContentVersion(
  trx: Transaction<Database> | Kysely<Database>,
): Promise<number> {
  const row = await trx
    .updateTable("content_meta")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirst();
  const version = Number(row?.version ?? 0);
  if (version % PRUNE_EVERY !== 0 || version <= CHANGES_KEPT) return version;
  await trx
    .deleteFrom("content_changes")
    .where("version", "<", version - CHANGES_KEPT)
    .execute();
  await trx
    .updateTable("content_meta")
    .set({ changes_from: version - CHANGES_KEPT })
    .where("id", "=", 1)
    .execute();
  return version;
}
