import type { Kysely } from "kysely";
import { Unchanged, writeContent } from "~/.server/snapshot/content";
import { type FeaturedChange, HOME_FEATURED_MAX } from "~/lib/places/featured-form";
import { auditOf, type Changes, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";

// The operator's reads and writes of the featured selection: which places /featured
// shows in which order, and which of them (at most four, in their own order) the start
// page shows. The whole selection is one audited record, "urval".

export const FEATURED_AUDIT_ID = "urval";

export interface FeaturedEntry {
  slug: string;
  name: string;
  /** Hidden businesses stay in the selection but no page shows them. */
  hidden: boolean;
  /** Its place among the start page's places (0-based), or null. */
  homePosition: number | null;
}

interface Selection {
  /** Business slugs in the order of /featured. */
  order: string[];
  /** Business slugs in the order of the start page. */
  home: string[];
}

async function readSelection(db: Kysely<Database>): Promise<Selection> {
  const rows = await db
    .selectFrom("featured_places")
    .select(["business_slug", "home_position"])
    .orderBy("position")
    .orderBy("business_slug")
    .execute();
  const order = rows.map((row) => row.business_slug);
  const home = rows
    .filter((row) => row.home_position !== null)
    .sort((a, b) => Number(a.home_position) - Number(b.home_position))
    .map((row) => row.business_slug);
  return { order, home };
}

/** The selection in order, the businesses that can be added, and the history. */
export async function loadFeatured(db: Kysely<Database>) {
  const [selection, businesses, audit] = await Promise.all([
    readSelection(db),
    db.selectFrom("businesses").select(["slug", "name", "status"]).execute(),
    auditOf(db, "featured", FEATURED_AUDIT_ID),
  ]);
  const bySlug = new Map(businesses.map((place) => [place.slug, place]));
  const entryOf = (slug: string): FeaturedEntry => {
    const place = bySlug.get(slug);
    const home = selection.home.indexOf(slug);
    return {
      slug,
      name: place?.name ?? slug,
      hidden: place?.status !== "published",
      homePosition: home === -1 ? null : home,
    };
  };
  const chosen = new Set(selection.order);
  return {
    featured: selection.order.map(entryOf),
    home: selection.home.map(entryOf),
    candidates: businesses
      .filter((place) => place.status === "published" && !chosen.has(place.slug))
      .map((place) => ({ slug: place.slug, name: place.name }))
      .sort((a, b) => a.name.localeCompare(b.name, "sv")),
    audit,
  };
}

/** Swaps the item with its neighbour (-1 up, +1 down); at either end nothing moves. */
function moved(list: string[], slug: string, step: -1 | 1): string[] {
  const index = list.indexOf(slug);
  const other = index + step;
  if (index === -1 || other < 0 || other >= list.length) return list;
  const next = [...list];
  [next[index], next[other]] = [next[other] as string, next[index] as string];
  return next;
}

export type FeaturedResult = { ok: true; changes: Changes } | { ok: false; error: string };

/** The selection after one change, or the reason it cannot be made (Swedish). */
function applyChange(
  { order, home }: Selection,
  { intent, slug }: FeaturedChange,
  place: { status: string } | undefined,
): Selection | string {
  const inOrder = order.includes(slug);
  if (intent === "add") {
    if (place?.status !== "published") return "Välj ett publicerat företag.";
    if (inOrder) return "Företaget finns redan bland de utvalda platserna.";
    return { order: [...order, slug], home };
  }
  if (!inOrder) return "Platsen finns inte längre bland de utvalda. Sidan är uppdaterad.";
  switch (intent) {
    case "remove":
      return {
        order: order.filter((item) => item !== slug),
        home: home.filter((item) => item !== slug),
      };
    case "up":
      return { order: moved(order, slug, -1), home };
    case "down":
      return { order: moved(order, slug, 1), home };
    case "home-add":
      if (home.includes(slug)) return { order, home };
      if (home.length >= HOME_FEATURED_MAX)
        return `Startsidan visar högst ${HOME_FEATURED_MAX} platser. Ta bort en av dem först.`;
      return { order, home: [...home, slug] };
    case "home-remove":
      return { order, home: home.filter((item) => item !== slug) };
    case "home-up":
      return { order, home: moved(home, slug, -1) };
    case "home-down":
      return { order, home: moved(home, slug, 1) };
  }
}

/** Makes one change in one transaction: audit entry ("urval") and a new content version. */
export async function changeFeatured(
  db: Kysely<Database>,
  operator: Operator,
  change: FeaturedChange,
): Promise<FeaturedResult> {
  return writeContent<FeaturedResult>(db, async (trx) => {
    const before = await readSelection(trx);
    const place = await trx
      .selectFrom("businesses")
      .select("status")
      .where("slug", "=", change.slug)
      .executeTakeFirst();
    const after = applyChange(before, change, place);
    if (typeof after === "string") throw new Unchanged({ ok: false, error: after });
    const changes: Changes = {};
    if (after.order.join() !== before.order.join()) changes.order = [before.order, after.order];
    if (after.home.join() !== before.home.join()) changes.home = [before.home, after.home];
    if (Object.keys(changes).length === 0) throw new Unchanged({ ok: true, changes });

    const removed = before.order.filter((slug) => !after.order.includes(slug));
    if (removed.length > 0)
      await trx.deleteFrom("featured_places").where("business_slug", "in", removed).execute();
    for (const [position, slug] of after.order.entries()) {
      const home = after.home.indexOf(slug);
      const values = { position, home_position: home === -1 ? null : home };
      if (before.order.includes(slug))
        await trx
          .updateTable("featured_places")
          .set(values)
          .where("business_slug", "=", slug)
          .execute();
      else
        await trx
          .insertInto("featured_places")
          .values({ business_slug: slug, ...values })
          .execute();
    }
    await recordAudit(trx, operator, "featured", FEATURED_AUDIT_ID, "update", changes);
    return { ok: true, changes };
  });
}
