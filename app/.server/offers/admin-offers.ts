import type { Kysely } from "kysely";
import * as z from "zod/mini";
import { writeContent } from "~/.server/snapshot/content";
import { saveEdit } from "~/.server/snapshot/record-edits";
import { nextPosition, uniqueSlug } from "~/.server/snapshot/slugs";
import { type FieldErrors, fieldErrors } from "~/lib/forms/fields";
import {
  type CompleteOfferForm,
  isHttpsUrl,
  missingOfferFields,
  type OfferForm,
  offerSchema,
} from "~/lib/offers/form";
import { stockholmNow } from "~/lib/text/dates";
import { auditOf, type Changes, changesBetween, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { containsText } from "../db/contains";
import type { Database } from "../db/schema";
import { formRefused, readForm } from "../http/form";

// The operator's reads and writes of offers. Every write is one transaction that
// records what changed in the audit log and bumps the content version, so the public
// pages of every process show it on their next request.

export interface OfferRow {
  slug: string;
  title: string;
  businessName: string;
  tag: string;
  status: string;
  /** Last day shown (YYYY-MM-DD), or null for no end. */
  validUntil: string | null;
  /** Past its last day on `now`'s date in Stockholm. */
  expired: boolean;
}

/** Today's date in Stockholm: an offer is shown up to and including its last day. */
const todayOf = (now: Date) => stockholmNow(now).slice(0, 10);

export function isExpired(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && validUntil < todayOf(now);
}

/** Every offer in the public order, with its state on `now`. */
export async function listOffers(
  db: Kysely<Database>,
  now: Date,
  filter: { q?: string; status?: string } = {},
): Promise<OfferRow[]> {
  let query = db
    .selectFrom("offers")
    .select(["slug", "title", "business_name", "tag", "status", "valid_until"])
    .orderBy("position")
    .orderBy("id");
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) =>
      eb.or([containsText("title", q), containsText("business_name", q), containsText("slug", q)]),
    );
  }
  const today = todayOf(now);
  if (filter.status === "published" || filter.status === "hidden")
    query = query.where("status", "=", filter.status);
  if (filter.status === "current")
    query = query
      .where("status", "=", "published")
      .where((eb) => eb.or([eb("valid_until", "is", null), eb("valid_until", ">=", today)]));
  if (filter.status === "expired") query = query.where("valid_until", "<", today);
  const rows = await query.execute();
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    businessName: row.business_name,
    tag: row.tag,
    status: row.status,
    validUntil: row.valid_until,
    expired: isExpired(row.valid_until, now),
  }));
}

export interface PlaceChoice {
  slug: string;
  name: string;
  hidden: boolean;
}

/** The businesses an offer can belong to, by name. */
export async function placeChoices(db: Kysely<Database>): Promise<PlaceChoice[]> {
  const rows = await db.selectFrom("businesses").select(["slug", "name", "status"]).execute();
  return rows
    .map((row) => ({ slug: row.slug, name: row.name, hidden: row.status !== "published" }))
    .sort((a, b) => a.name.localeCompare(b.name, "sv"));
}

/** The form's values of one offer (strings, as the fields hold them). */
export type OfferValues = Record<keyof OfferForm, string>;

export async function loadOffer(db: Kysely<Database>, slug: string) {
  const row = await db.selectFrom("offers").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return undefined;
  const audit = await auditOf(db, "offer", slug);
  const values: OfferValues = {
    businessSlug: row.business_slug ?? "",
    businessName: row.business_name,
    tag: row.tag,
    title: row.title,
    description: row.description,
    location: row.location,
    image: row.image,
    url: row.url,
    color: row.color,
    validUntil: row.valid_until ?? "",
    rating: row.rating === null ? "" : String(row.rating).replace(".", ","),
    status: row.status,
  };
  return { slug: row.slug, values, audit };
}

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/**
 * The submitted values with the chosen business's name, address, image and https
 * website filled into the fields left empty (before validation, so the operator need
 * not copy them by hand).
 */
export async function withPlaceDefaults(
  db: Kysely<Database>,
  values: Record<string, string>,
): Promise<Record<string, string>> {
  const slug = values.businessSlug?.trim();
  if (!slug) return values;
  const place = await db
    .selectFrom("businesses")
    .select(["slug", "name", "address", "image", "website"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!place) return values;
  const filled = { ...values };
  if (blank(filled.businessName)) filled.businessName = place.name;
  if (blank(filled.location)) filled.location = place.address;
  if (blank(filled.image)) filled.image = place.image ?? `/images/business/${place.slug}.svg`;
  if (blank(filled.url) && place.website && isHttpsUrl(place.website)) filled.url = place.website;
  return filled;
}

export type OfferSubmission =
  | { ok: true; form: CompleteOfferForm }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * The offer form as sent: the chosen business fills its empty fields before offerSchema
 * checks it (that needs the database, so it comes after reading).
 */
const offerPostSchema = z.record(z.string(), z.string());

/** Reads and validates a posted offer form (create and edit share it). */
export async function readOfferSubmission(
  db: Kysely<Database>,
  request: Request,
): Promise<OfferSubmission> {
  const read = await readForm(request, offerPostSchema, "admin", {
    unreadable: () => formRefused(400, "Formuläret kunde inte läsas."),
  });
  if (!read.ok) return { ok: false, errors: read.reply.errors, values: read.reply.values };
  const values = await withPlaceDefaults(db, read.value);
  const parsed = offerSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), values };
  // A chosen business that lacks one of them (e.g. no https website) leaves it to the operator.
  const missing = missingOfferFields(parsed.data);
  if (Object.keys(missing).length > 0) return { ok: false, errors: missing, values };
  return { ok: true, form: parsed.data as CompleteOfferForm };
}

/** The table's columns for a parsed form (column names, so the audit names them). */
function columnsOf(form: CompleteOfferForm) {
  return {
    business_slug: form.businessSlug?.trim() ? form.businessSlug.trim() : null,
    business_name: form.businessName,
    tag: form.tag,
    title: form.title,
    description: form.description,
    location: form.location,
    image: form.image,
    url: form.url,
    color: form.color,
    valid_until: form.validUntil?.trim() ? form.validUntil.trim() : null,
    rating: form.rating?.trim() ? Number(form.rating.replace(",", ".")) : null,
    status: form.status,
  };
}

/** Creates an offer at the end of the list; returns its slug. */
export async function createOffer(
  db: Kysely<Database>,
  operator: Operator,
  form: CompleteOfferForm,
): Promise<string> {
  return writeContent(db, async (trx) => {
    const slug = await uniqueSlug(trx, "offers", form.title, "erbjudande");
    const position = await nextPosition(trx, "offers");
    const next = columnsOf(form);
    await trx
      .insertInto("offers")
      .values({ slug, ...next, position })
      .execute();
    await recordAudit(trx, operator, "offer", slug, "create", changesBetween(undefined, next));
    return slug;
  });
}

/** Saves the form; returns the changed fields ({} when nothing changed), or undefined if gone. */
export async function saveOffer(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  form: CompleteOfferForm,
): Promise<Changes | undefined> {
  return saveEdit(db, operator, { table: "offers", entity: "offer", slug }, (trx, old) => {
    const next = columnsOf(form);
    return {
      changes: changesBetween(old, next),
      write: () =>
        trx
          .updateTable("offers")
          .set({ ...next, updated_at: new Date().toISOString() })
          .where("slug", "=", slug)
          .execute(),
    };
  });
}
