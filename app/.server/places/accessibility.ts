import type { Kysely } from "kysely";
import { saveEdit } from "~/.server/snapshot/record-edits";
import {
  ACCESSIBILITY,
  type Accessibility,
  accessibilityOf,
} from "~/lib/accessibility/accessibility";
import type { AccessibilityForm } from "~/lib/accessibility/form";
import { stockholmNow } from "~/lib/text/dates";
import { auditOf, type Changes } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";

// The operator's edit of a place's accessibility facts (/admin/foretag/:slug/tillganglighet).

export async function loadAccessibility(db: Kysely<Database>, slug: string) {
  const row = await db
    .selectFrom("businesses")
    .select(["slug", "name", "accessibility", "has_detail_page", "status"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    place: {
      slug: row.slug,
      name: row.name,
      public: Boolean(row.has_detail_page) && row.status === "published",
    },
    facts: accessibilityOf(row.accessibility),
    audit: await auditOf(db, "business", slug),
  };
}

/**
 * The facts the form asks for: a changed fact (or every known one, when the operator
 * checked them all today) is dated today; an unchanged one keeps its date.
 */
export function factsOfForm(before: Accessibility, form: AccessibilityForm, today: string) {
  const facts: Accessibility = {};
  for (const { key } of ACCESSIBILITY) {
    const value = form[key];
    if (value !== "yes" && value !== "no") continue;
    const old = before[key];
    facts[key] = {
      value,
      checkedAt: old?.value === value && !form.checkedToday ? old.checkedAt : today,
    };
  }
  return facts;
}

/** Saves the facts; the changes, or undefined when the place is gone. */
export async function saveAccessibility(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  form: AccessibilityForm,
  now = new Date(),
): Promise<Changes | undefined> {
  return saveEdit(db, operator, { table: "businesses", entity: "business", slug }, (trx, old) => {
    const before = accessibilityOf(old.accessibility);
    const facts = factsOfForm(before, form, stockholmNow(now).slice(0, 10));
    const json = Object.keys(facts).length > 0 ? JSON.stringify(facts) : null;
    const changes: Changes =
      (old.accessibility ?? null) === json
        ? {}
        : { accessibility: [old.accessibility ?? null, json] };
    return {
      changes,
      write: () =>
        trx
          .updateTable("businesses")
          .set({ accessibility: json, updated_at: now.toISOString() })
          .where("slug", "=", slug)
          .execute(),
    };
  });
}
