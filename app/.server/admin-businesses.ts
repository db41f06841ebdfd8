import type { Kysely } from "kysely";
import type { BusinessForm } from "~/lib/admin-forms";
import type { Operator } from "./auth";
import { bumpContentVersion } from "./content";
import { bool } from "./db";
import type { Database } from "./schema";

// The operator's reads and writes of businesses. Every write is one transaction that
// records what changed in the audit log and bumps the content version, so the public
// pages of every process show it on their next request.

export interface BusinessRow {
  slug: string;
  name: string;
  category: string;
  status: string;
  featured: boolean;
  hasDetailPage: boolean;
}

export async function listBusinesses(
  db: Kysely<Database>,
  filter: { q?: string; category?: string; status?: string },
): Promise<BusinessRow[]> {
  let query = db
    .selectFrom("businesses")
    .select(["slug", "name", "category", "status", "featured", "has_detail_page"])
    .orderBy("name");
  if (filter.q) {
    const like = `%${filter.q.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([eb(eb.fn("lower", ["name"]), "like", like), eb("slug", "like", like)]),
    );
  }
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.status === "published" || filter.status === "hidden")
    query = query.where("status", "=", filter.status);
  const rows = await query.execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    category: row.category,
    status: row.status,
    featured: Boolean(row.featured),
    hasDetailPage: Boolean(row.has_detail_page),
  }));
}

export async function businessCategories(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("businesses").select("category").distinct().execute();
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b, "sv"));
}

export async function loadBusiness(db: Kysely<Database>, slug: string) {
  const row = await db
    .selectFrom("businesses")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const audit = await db
    .selectFrom("audit_log")
    .select(["operator_email", "action", "changes", "created_at"])
    .where("entity", "=", "business")
    .where("entity_id", "=", slug)
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return {
    business: {
      slug: row.slug,
      name: row.name,
      category: row.category,
      summary: row.summary,
      description: row.description,
      address: row.address,
      email: row.email ?? "",
      phone: row.phone ?? "",
      website: row.website ?? "",
      rating: row.rating === null ? "" : String(row.rating).replace(".", ","),
      source: row.source ?? "",
      featured: Boolean(row.featured),
      status: row.status,
      hasDetailPage: Boolean(row.has_detail_page),
    },
    audit: audit.map((entry) => ({
      who: entry.operator_email,
      action: entry.action,
      changes: JSON.parse(entry.changes) as Record<string, [unknown, unknown]>,
      when: new Date(entry.created_at).toISOString(),
    })),
  };
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Saves the form; returns the changed fields ({} when nothing changed), or undefined if gone. */
export async function saveBusiness(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  form: BusinessForm,
): Promise<Record<string, [unknown, unknown]> | undefined> {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom("businesses")
      .selectAll()
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!old) return undefined;
    const next = {
      name: form.name,
      category: form.category,
      summary: blankToNull(form.summary) ?? old.summary,
      description: form.description,
      address: form.address,
      email: blankToNull(form.email),
      phone: blankToNull(form.phone),
      website: blankToNull(form.website),
      rating: form.rating?.trim() ? Number(form.rating.replace(",", ".")) : null,
      source: blankToNull(form.source),
      featured: bool(form.featured === "on"),
      status: form.status,
    };
    const changes: Record<string, [unknown, unknown]> = {};
    for (const [key, value] of Object.entries(next)) {
      const before = (old as Record<string, unknown>)[key];
      const comparable = key === "featured" ? Number(Boolean(before)) : before;
      if (comparable !== value) changes[key] = [comparable, value];
    }
    if (Object.keys(changes).length === 0) return changes;
    await trx
      .updateTable("businesses")
      .set({ ...next, updated_at: new Date().toISOString() })
      .where("slug", "=", slug)
      .execute();
    await trx
      .insertInto("audit_log")
      .values({
        operator_id: operator.id,
        operator_email: operator.email,
        entity: "business",
        entity_id: slug,
        action: "update",
        changes: JSON.stringify(changes),
      })
      .execute();
    await bumpContentVersion(trx);
    return changes;
  });
}
