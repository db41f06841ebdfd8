import type { Kysely, Transaction } from "kysely";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";
import { turnTaker } from "../db/turns";

// The audit log: who changed which record, what, and when. Every admin write records
// its changes inside its own transaction, and each record's edit page shows them.

export type Changes = Record<string, [unknown, unknown]>;

/** The entities the admin area edits (audit_log.entity). */
export type AuditEntity =
  | "business"
  | "event"
  | "offer"
  | "featured"
  | "registration"
  | "newsletter"
  | "subscription"
  | "business-owner"
  | "claim"
  | "owner-proposal"
  | "review"
  | "social-post"
  | "translation";

export interface AuditEntry {
  who: string;
  action: string;
  changes: Changes;
  /** ISO timestamp. */
  when: string;
}

/** The fields whose values differ between `before` and `after` (only `after`'s keys). */
export function changesBetween(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before?.[key] ?? null;
    const next = value ?? null;
    const same =
      typeof next === "boolean" || typeof old === "boolean"
        ? Boolean(old) === Boolean(next)
        : old === next;
    if (!same) changes[key] = typeof next === "boolean" ? [Boolean(old), next] : [old, next];
  }
  return changes;
}

export async function recordAudit(
  trx: Transaction<Database> | Kysely<Database>,
  operator: Operator,
  entity: AuditEntity,
  entityId: string,
  /** create, update, delete; decisions (approve, reject); newsletter test sends and sends. */
  action: "create" | "update" | "delete" | "approve" | "reject" | "test" | "send",
  changes: Changes,
) {
  await trx
    .insertInto("audit_log")
    .values({
      operator_id: operator.id,
      operator_email: operator.email,
      entity,
      entity_id: entityId,
      action,
      changes: JSON.stringify(changes),
    })
    .execute();
}

/** Rows per insert when many records are recorded at once (well inside both databases' limits). */
const AUDIT_CHUNK = 500;

/** Records the changes of many records at once (a CSV import), a few statements in all. */
export async function recordAudits(
  trx: Transaction<Database>,
  operator: Operator,
  entity: AuditEntity,
  entries: readonly { entityId: string; action: "create" | "update"; changes: Changes }[],
) {
  const turn = turnTaker();
  for (let index = 0; index < entries.length; index += AUDIT_CHUNK) {
    await trx
      .insertInto("audit_log")
      .values(
        entries.slice(index, index + AUDIT_CHUNK).map((entry) => ({
          operator_id: operator.id,
          operator_email: operator.email,
          entity,
          entity_id: entry.entityId,
          action: entry.action,
          changes: JSON.stringify(entry.changes),
        })),
      )
      .execute();
    // Other requests' turn between statements (SQLite's driver holds the loop while one runs).
    await turn();
  }
}

/** The latest changes of one record, newest first. */
export async function auditOf(
  db: Kysely<Database>,
  entity: AuditEntity,
  entityId: string,
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["operator_email", "action", "changes", "created_at"])
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    who: row.operator_email,
    action: row.action,
    changes: JSON.parse(row.changes) as Changes,
    when: new Date(row.created_at).toISOString(),
  }));
}
