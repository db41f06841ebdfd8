import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

// URL slugs of the records operators create: made from a title, unique per table, and
// never one of the admin area's own path words.

/** The longest slug made from a title, leaving room for a "-2"-style suffix. */
const MAX_BASE_LENGTH = 76;

/** A slug from a title: "Kafé Åhörarna & Vänner" -> "kafe-ahorarna-och-vanner". */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " och ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, "");
  return slug || fallback;
}

/** Path words of the admin area's own routes (e.g. /admin/evenemang/nytt, /admin/foretag/import, /admin/foretag/obekraftade). */
const RESERVED_SLUGS = new Set(["nytt", "import", "obekraftade"]);

/** The longest slug a record may be given (a made one is at most 76 plus a suffix). */
export const MAX_SLUG_LENGTH = 80;

/**
 * Whether a slug given by hand (a CSV import) is one slugify could have made:
 * a–z, 0–9 and single hyphens, not too long, and no path word of the admin area.
 */
export function isValidSlug(slug: string): boolean {
  return (
    slug.length <= MAX_SLUG_LENGTH &&
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) &&
    !RESERVED_SLUGS.has(slug)
  );
}

type SluggedTable = "businesses" | "events" | "offers";

/** The title's slug, or with -2, -3, … appended, that no row of the table has yet. */
export async function uniqueSlug(
  trx: Transaction<Database> | Kysely<Database>,
  table: SluggedTable,
  title: string,
  fallback: string,
): Promise<string> {
  const base = slugify(title, fallback);
  const rows = await trx
    .selectFrom(table)
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug) || RESERVED_SLUGS.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The position after the table's last row. */
export async function nextPosition(
  trx: Transaction<Database> | Kysely<Database>,
  table: "events" | "offers",
): Promise<number> {
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  return last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
}
