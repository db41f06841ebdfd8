import type { Kysely, Selectable, Transaction } from "kysely";
import { Unchanged, writeContent } from "~/.server/snapshot/content";
import { type AuditEntity, type Changes, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";

// The save of the operator's edit forms (businesses, events, offers): the record as
// stored is compared with the form, and only a real change is written and audited.

type EditedTable = "businesses" | "events" | "offers";

/** What an edit found: the changed fields, and how to write them. */
export interface Edit {
  changes: Changes;
  write: () => Promise<unknown>;
}

/**
 * Saves an edit form in one content write: `edit` compares the record as stored with
 * the form. Returns the changed fields ({} when nothing changed: nothing is written),
 * or undefined when the record is gone. A change is audited as the record's update.
 */
export async function saveEdit<T extends EditedTable>(
  db: Kysely<Database>,
  operator: Operator,
  record: { table: T; entity: AuditEntity; slug: string },
  edit: (trx: Transaction<Database>, old: Selectable<Database[T]>) => Edit | Promise<Edit>,
): Promise<Changes | undefined> {
  const { table, entity, slug } = record;
  return writeContent<Changes | undefined>(db, async (trx) => {
    const old = await trx
      .selectFrom(table as EditedTable)
      .selectAll()
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!old) throw new Unchanged(undefined);
    const { changes, write } = await edit(trx, old as Selectable<Database[T]>);
    if (Object.keys(changes).length === 0) throw new Unchanged(changes);
    await write();
    await recordAudit(trx, operator, entity, slug, "update", changes);
    return changes;
  });
}
