import type { Kysely, Transaction, Updateable } from "kysely";
import { logger } from "~/.server/logger";
import { categoryOptions, insertPlace } from "~/.server/places/admin-places";
import { Unchanged, writeContent } from "~/.server/snapshot/content";
import { NEW_CATEGORY } from "~/content/registration";
import type { FieldErrors } from "~/lib/forms/fields";
import { type PlaceForm, placeSchema } from "~/lib/places/place-form";
import type { RegistrationStatus } from "~/lib/registrations/registrations";
import { stockholmDate, stockholmNow } from "~/lib/text/dates";
import { type Changes, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { ownerMailLink, ownerPlaceLanding } from "../auth/owner-auth";
import { instantOf } from "../db/db";
import type { BusinessesTable, Database } from "../db/schema";
import { queue, wakeMailWorker } from "../mail";
import { columnsOf } from "../owner/proposal-decisions";
import { linkPurchasesOfRegistrant } from "../payments/plan-links";
import type { Registration } from "./moderation";
import { publishRegistrationPhotos } from "./photos";
import { approvalMail, categoryTitleIn, rejectionMail } from "./registration-mails";

// The operator's decisions on a registration: approve (a published business is
// created from it) or reject (with a reason), each with its mail, in one transaction.

export type Decision =
  | { ok: true; slug?: string }
  | { ok: false; kind: "missing" }
  | { ok: false; kind: "decided"; status: RegistrationStatus }
  | { ok: false; kind: "invalid"; errors: FieldErrors };

/** Longest text kept in a business's source note (the business form's limit). */
const SOURCE_MAX = 500;

/** The first e-mail address, web address and phone number in the free contact text. */
export function contactDetailsOf(text: string | null): {
  email?: string;
  website?: string;
  phone?: string;
} {
  if (!text) return {};
  const email = /[^\s@,;:<>()]+@[^\s@,;:<>()]+\.[^\s@,;:<>()]+/.exec(text)?.[0]?.replace(/\.$/, "");
  const withoutEmail = email ? text.replace(email, " ") : text;
  const site = /(?:https?:\/\/|www\.)[^\s,;<>()]+/i.exec(withoutEmail)?.[0]?.replace(/[.]$/, "");
  const rest = site ? withoutEmail.replace(site, " ") : withoutEmail;
  const phone = /\+?\d[\d\s-]{4,}\d/.exec(rest)?.[0]?.trim();
  return {
    ...(email ? { email } : {}),
    ...(site ? { website: /^https?:\/\//i.test(site) ? site : `https://${site}` } : {}),
    ...(phone ? { phone } : {}),
  };
}

/**
 * The business form an approval fills in from the registration, checked with the
 * business form's own schema: published, with a page of its own, the description as
 * sent, the contact details found in the free contact text, and a source note that
 * keeps what has no field of its own (a requested new category, the contact text, the
 * contact person, who stay off the public page).
 */
export function placeFormOf(registration: Registration, category: string): PlaceForm {
  const received = stockholmDate(instantOf(registration.created_at));
  const note = [
    `Registrering nr ${registration.id} (${received}).`,
    registration.category === NEW_CATEGORY
      ? `Önskad ny kategori: ${registration.actual_category}.`
      : "",
    registration.contact_info ? `Kontaktinformation: ${registration.contact_info}.` : "",
    `Kontaktperson: ${registration.contact_person ? `${registration.contact_person}, ` : ""}${registration.contact_email}.`,
  ]
    .filter(Boolean)
    .join(" ");
  const values: Record<string, string> = {
    name: registration.business_name,
    category,
    description: registration.business_info,
    // The page needs a visiting address; a registration without one is in Malmö.
    address: registration.address ?? "Malmö",
    ...contactDetailsOf(registration.contact_info),
    source: note.length > SOURCE_MAX ? `${note.slice(0, SOURCE_MAX - 1)}…` : note,
    status: "published",
    hasDetailPage: "yes",
  };
  let parsed = placeSchema.safeParse(values);
  // A contact detail the business form would refuse stays in the source note only.
  for (const field of ["email", "website", "phone"] as const) {
    if (parsed.success) break;
    if (parsed.error.issues.some((issue) => issue.path[0] === field)) {
      delete values[field];
      parsed = placeSchema.safeParse(values);
    }
  }
  if (!parsed.success) throw new Error(`registration ${registration.id} makes no valid business`);
  return parsed.data;
}

/**
 * Approves a new registration: creates a published business from it (the admin
 * area's own create, in the same content write), listed last in its category, with
 * the registrant's image as its photo and their added photos as its gallery; marks the registration approved, audits, and
 * queues the mail with the links to the live page and the plans — all in one
 * transaction. A registration that is no longer new is left alone.
 */
export async function approveRegistration(
  db: Kysely<Database>,
  operator: Operator,
  id: number,
  category: string,
): Promise<Decision> {
  const categories = await categoryOptions(db);
  if (!categories.some((option) => option.value === category))
    return { ok: false, kind: "invalid", errors: { category: "Välj en kategori i listan." } };
  const outcome = await writeContent<Decision>(db, async (trx) => {
    const registration = await trx
      .selectFrom("business_submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!registration) throw new Unchanged({ ok: false, kind: "missing" });
    if (registration.status !== "new")
      throw new Unchanged({
        ok: false,
        kind: "decided",
        status: registration.status as RegistrationStatus,
      });
    const slug = await insertPlace(trx, operator, placeFormOf(registration, category), {
      storedImage: registration.profile_image_path ?? undefined,
    });
    await publishFacts(trx, operator, slug, registration);
    const photos = await publishRegistrationPhotos(trx, slug, registration.photos);
    if (photos.length > 0)
      await recordAudit(trx, operator, "business", slug, "update", { images: [[], photos] });
    if (!(await decide(trx, operator, registration, "approved", { business_slug: slug })))
      throw new Unchanged(await decidedMeanwhile(trx, id));
    // Pay first, register after: the registrant's unlinked purchases now have their business.
    const linked = await linkPurchasesOfRegistrant(trx, registration.contact_email, slug);
    for (const purchase of linked)
      await recordAudit(trx, operator, "subscription", String(purchase.id), "update", {
        business_slug: [null, slug],
      });
    // The registrant owns the place now: the mail signs them in on its part of the owner page.
    const signIn = await ownerMailLink(trx, registration.contact_email, ownerPlaceLanding(slug));
    // The category's title in the registrant's language (issue 40).
    const title = await categoryTitleIn(trx, registration.language, category);
    await queue(trx, [approvalMail(registration, slug, title, signIn, linked)]);
    return { ok: true, slug };
  });
  if (outcome.ok) {
    wakeMailWorker();
    logger.info({ registration: id, business: outcome.slug }, "registration approved");
  }
  return outcome;
}

/**
 * The hours and accessibility facts the registrant gave, published with the place: they
 * count as checked on the day of approval, as an owner's approved changes do.
 */
async function publishFacts(
  trx: Transaction<Database>,
  operator: Operator,
  slug: string,
  registration: { opening_hours: string | null; accessibility: string | null },
) {
  const today = stockholmNow(new Date()).slice(0, 10);
  const given = [
    ["hours", registration.opening_hours],
    ["accessibility", registration.accessibility],
  ] as const;
  let set: Updateable<BusinessesTable> = {};
  const changes: Changes = {};
  for (const [field, value] of given) {
    if (!value) continue;
    set = { ...set, ...columnsOf(field, value, today) };
    changes[field === "hours" ? "opening_hours" : field] = [null, value];
  }
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable("businesses").set(set).where("slug", "=", slug).execute();
  await recordAudit(trx, operator, "business", slug, "update", changes);
}

/** Rejects a new registration with a reason, which the registrant's mail carries. */
export async function rejectRegistration(
  db: Kysely<Database>,
  operator: Operator,
  id: number,
  reason: string,
): Promise<Decision> {
  const outcome = await db.transaction().execute(async (trx): Promise<Decision> => {
    const registration = await trx
      .selectFrom("business_submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!registration) return { ok: false, kind: "missing" };
    if (registration.status !== "new")
      return { ok: false, kind: "decided", status: registration.status as RegistrationStatus };
    if (!(await decide(trx, operator, registration, "rejected", { rejection_reason: reason })))
      return decidedMeanwhile(trx, id);
    await queue(trx, [rejectionMail(registration, reason)]);
    return { ok: true };
  });
  if (outcome.ok) {
    wakeMailWorker();
    logger.info({ registration: id }, "registration rejected");
  }
  return outcome;
}

/**
 * Marks a registration decided, only if it is still new (a concurrent decision on
 * PostgreSQL waits for the row and then finds it decided), and audits the decision.
 */
async function decide(
  trx: Transaction<Database>,
  operator: Operator,
  registration: Registration,
  status: "approved" | "rejected",
  details: { business_slug: string } | { rejection_reason: string },
): Promise<boolean> {
  const result = await trx
    .updateTable("business_submissions")
    .set({
      status,
      reviewed_at: new Date().toISOString(),
      reviewed_by: operator.email,
      ...details,
    })
    .where("id", "=", registration.id)
    .where("status", "=", "new")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  const [field, value] = Object.entries(details)[0] as [string, string];
  await recordAudit(trx, operator, "registration", String(registration.id), "update", {
    status: ["new", status],
    [field]: [null, value],
  });
  return true;
}

async function decidedMeanwhile(trx: Transaction<Database>, id: number): Promise<Decision> {
  const row = await trx
    .selectFrom("business_submissions")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  return row
    ? { ok: false, kind: "decided", status: row.status as RegistrationStatus }
    : { ok: false, kind: "missing" };
}
