import type { Kysely } from "kysely";
import { saveEdit } from "~/.server/snapshot/record-edits";
import type { HoursForm } from "~/lib/hours/form";
import { parseSwedishHours } from "~/lib/hours/swedish";
import { stockholmNow } from "~/lib/text/dates";
import { auditOf, type Changes, changesBetween } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";
import { type EveKey, hoursError, splitEveRules, withEveRules } from "./opening-hours";

// The operator's edit of a place's opening hours (/admin/foretag/:slug/oppettider).

export interface StoredHours {
  slug: string;
  name: string;
  /** The hours without the eve rules, and which eve rules they hold. */
  base: string;
  eves: EveKey[];
  value: string | null;
  checkedAt: string | null;
}

export async function loadHours(db: Kysely<Database>, slug: string) {
  const row = await db
    .selectFrom("businesses")
    .select(["slug", "name", "opening_hours", "hours_checked_at"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const value = row.opening_hours ?? null;
  const stored: StoredHours = {
    slug: row.slug,
    name: row.name,
    ...splitEveRules(value ?? ""),
    value,
    checkedAt: row.hours_checked_at ?? null,
  };
  return { stored, audit: await auditOf(db, "business", slug) };
}

/** Words of the OpenStreetMap syntax that Swedish hours never hold. */
const OSM_WORDS = /\b(Mo|Tu|We|Th|Fr|Sa|Su|PH|off)\b/;

/**
 * The value the form asks for (its eve rules added), or the Swedish reason it cannot be
 * read. The field takes the OpenStreetMap syntax or hours as Swedes write them ('Mån–Fre
 * 8–18, Lör 10–16'); Swedish that cannot be read gets the Swedish reader's message.
 */
export function hoursOfForm(form: HoursForm): { value: string | null } | { error: string } {
  const typed = form.hours ?? "";
  const eves = (["julafton", "midsommarafton", "nyarsafton"] as const).filter((eve) => form[eve]);
  if (!typed && eves.length === 0) return { value: null };
  let base = typed;
  // Written in the syntax, its own message says what to fix (never a silent guess).
  if (typed && !OSM_WORDS.test(typed) && hoursError(typed)) {
    const swedish = parseSwedishHours(typed);
    if ("error" in swedish) return { error: swedish.error };
    base = swedish.value;
  }
  const value = withEveRules(base, eves);
  const error = hoursError(value);
  return error ? { error } : { value };
}

/**
 * Saves the hours: confirmed today when the operator says so; changed hours that are not
 * confirmed lose their old confirmation. Returns the changes, or undefined when the
 * place is gone.
 */
export async function saveHours(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  value: string | null,
  confirmed: boolean,
  now = new Date(),
): Promise<Changes | undefined> {
  return saveEdit(db, operator, { table: "businesses", entity: "business", slug }, (trx, old) => {
    const changed = (old.opening_hours ?? null) !== value;
    const checkedAt =
      value === null
        ? null
        : confirmed
          ? stockholmNow(now).slice(0, 10)
          : changed
            ? null
            : (old.hours_checked_at ?? null);
    const next = { opening_hours: value, hours_checked_at: checkedAt };
    return {
      changes: changesBetween(old, next),
      write: () =>
        trx
          .updateTable("businesses")
          .set({ ...next, updated_at: now.toISOString() })
          .where("slug", "=", slug)
          .execute(),
    };
  });
}
