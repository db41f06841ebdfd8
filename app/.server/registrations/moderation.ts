import { randomBytes } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { sql } from "kysely";
import { categoryBySlug } from "~/content/categories";
import { findPlan } from "~/content/plans";
import { NEW_CATEGORY, type REGISTRATION_CATEGORIES } from "~/content/registration";
import type { CategorySlug } from "~/content/types";
import { type BusinessForm, businessSchema, type FieldErrors } from "~/lib/admin-forms";
import { logger } from "~/lib/logger.server";
import {
  isRegistrationStatus,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
  STATUS_LABELS,
} from "~/lib/registrations";
import { auditOf, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { categoryOptions, insertBusiness } from "../content/admin-businesses";
import { Unchanged, writeContent } from "../content/content";
import type { BusinessSubmissionsTable, Database } from "../db/schema";
import { type Mail, operatorEmail, queue, siteLink, wakeMailWorker } from "../mail";
import {
  type HeldPurchase,
  heldPurchasesOf,
  linkPurchasesOfRegistrant,
} from "../payments/plan-links";

export { isRegistrationStatus, REGISTRATION_STATUSES, STATUS_LABELS };

import { registrationImageUrl } from "../uploads/storage";

// Moderation of business registrations (issue 10): every registration waits as "new"
// until an operator approves it (a published business is created from it) or rejects
// it (with a reason). Each step tells the registrant by mail, queued in the step's own
// transaction (the outbox), so nobody waits in silence.

export type Registration = Selectable<BusinessSubmissionsTable>;

/**
 * The guide's category for each of the form's categories; null where the guide has
 * none (the operator chooses one). The Record keeps the list complete.
 */
const CATEGORY_OF_CHOICE: Record<
  Exclude<(typeof REGISTRATION_CATEGORIES)[number], typeof NEW_CATEGORY>,
  CategorySlug | null
> = {
  "Aktiviteter för barn": "barn",
  Frisörsalonger: "frisor",
  Spa: "massage",
  Restauranger: "restauranger",
  Nöjesparker: "nojesparker",
  Boende: "boende",
  "Konst & Museer": "konst",
  Sport: "sport",
  "Musik & Teater": "musik",
  Shopping: "shopping",
  Workshops: null,
  Utomhusaktiviteter: "utomhus",
  "Historiska platser": null,
  "Hälsa & Skönhet": "halsa",
  Erbjudanden: "erbjudanden",
};

/** The guide's category a registration asks for, or "" when the operator must choose. */
export function suggestedCategory(registration: Pick<Registration, "category">): string {
  return (CATEGORY_OF_CHOICE as Record<string, CategorySlug | null>)[registration.category] ?? "";
}

/** SQLite's CURRENT_TIMESTAMP has no zone (it is UTC); PostgreSQL gives a Date. */
function isoOf(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return /[zZ]|[+-]\d\d:?\d\d$/.test(value)
    ? new Date(value).toISOString()
    : new Date(`${value.replace(" ", "T")}Z`).toISOString();
}

/** "2026-05-04 14:03", Swedish time, as the admin area shows times. */
export function swedishTime(value: Date | string): string {
  return new Date(isoOf(value)).toLocaleString("sv-SE", {
    timeZone: "Europe/Stockholm",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/**
 * The token of a registration's image link (/registrering/bild/<token>): 192 random
 * bits, URL-safe. Whoever has the link sees the image; nobody can guess it.
 */
export function newImageToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Where the operator reviews a registration. */
export const registrationAdminPath = (id: number) => `/admin/registreringar/${id}`;

// The mails. Every field label is the registration form's own word.

type Submitted = Pick<
  Registration,
  | "id"
  | "business_name"
  | "category"
  | "actual_category"
  | "business_info"
  | "address"
  | "contact_info"
  | "contact_person"
  | "contact_email"
  | "profile_image_name"
  | "image_token"
>;

/** Every submitted field as "Label: value" paragraphs (the operator's notice, the receipt). */
function submittedFields(registration: Submitted): string[] {
  const missing = "(inte ifyllt)";
  return [
    `Företagsnamn: ${registration.business_name}`,
    registration.category === NEW_CATEGORY
      ? `Kategori: ${NEW_CATEGORY} – ${registration.actual_category}`
      : `Kategori: ${registration.category}`,
    `Information om företaget:\n${registration.business_info}`,
    `Adress: ${registration.address ?? missing}`,
    `Kontaktinformation: ${registration.contact_info ?? missing}`,
    `Kontaktperson: ${registration.contact_person ?? missing}`,
    `E-post till kontaktperson: ${registration.contact_email}`,
    `Profilbild: ${registration.profile_image_name ?? "ingen bild"}`,
  ];
}

const greetingOf = (registration: Pick<Registration, "contact_person">) =>
  registration.contact_person ? `Hej ${registration.contact_person}!` : "Hej!";

const REGISTRANT_FOOTER =
  "Du får det här mejlet eftersom företaget registrerades i Malmöguiden med den här adressen. Har du inte gjort det kan du bortse från mejlet.";

/**
 * The mails of a new registration: the receipt to the registrant (what happens next)
 * and, with OPERATOR_EMAIL set, the operator's notice with every field and a link to
 * the registration in the admin area. The receipt goes to an address nobody has
 * verified, so it carries none of the sender's own text (name, description, contact
 * details, image): it cannot carry someone's message to a stranger's inbox.
 */
export function registrationMails(
  registration: Submitted,
  { receipt = true }: { receipt?: boolean } = {},
): Mail[] {
  const ref = `registration:${registration.id}`;
  const image = registration.image_token
    ? [
        {
          label: "Den uppladdade bilden",
          url: siteLink(registrationImageUrl(registration.image_token)),
        },
      ]
    : [];
  const mails: Mail[] = [];
  if (receipt)
    mails.push({
      to: registration.contact_email,
      kind: "registration-received",
      ref,
      content: {
        subject: "Vi har tagit emot din registrering i Malmöguiden",
        greeting: "Hej!",
        paragraphs: [
          "Tack för att du vill synas i Malmöguiden! Vi har tagit emot en registrering av ett företag med den här e-postadressen som kontaktadress.",
          "Så här går det till: vi granskar uppgifterna inom 24 timmar. När företaget är publicerat får du ett mejl med länken till sidan. Om vi inte kan publicera det får du också ett mejl, med skälet.",
          `På företagarsidan ser du registreringen medan den väntar på granskning: ${siteLink("/foretagare")}`,
        ],
        links: [{ label: "Våra annonspaket", url: siteLink("/advertise") }],
        footer: REGISTRANT_FOOTER,
      },
    });
  if (operatorEmail)
    mails.push({
      to: operatorEmail,
      kind: "registration-operator",
      ref,
      content: {
        subject: `Ny registrering: ${registration.business_name}`,
        greeting: "Hej!",
        paragraphs: [
          "En ny företagsregistrering väntar på granskning. Vi har lovat att den granskas inom 24 timmar.",
          ...submittedFields(registration),
        ],
        action: {
          label: "Granska registreringen",
          url: siteLink(registrationAdminPath(registration.id)),
        },
        links: image,
        footer:
          "Du får det här mejlet eftersom adressen är redaktionens adress (OPERATOR_EMAIL) i Malmöguiden.",
      },
    });
  return mails;
}

function approvalMail(
  registration: Registration,
  slug: string,
  categorySlug: string,
  linked: HeldPurchase[] = [],
): Mail {
  const category = categoryBySlug(categorySlug)?.title ?? categorySlug;
  const plans = linked.map((purchase) => findPlan(purchase.plan)?.name ?? purchase.plan);
  return {
    to: registration.contact_email,
    kind: "registration-approved",
    ref: `registration:${registration.id}`,
    content: {
      subject: `${registration.business_name} är nu publicerat i Malmöguiden`,
      greeting: greetingOf(registration),
      paragraphs: [
        `Vi har granskat registreringen och ${registration.business_name} finns nu i Malmöguiden, i kategorin ${category}.`,
        plans.length > 0
          ? `Annonspaketet ${plans.join(" och ")} som du köpte med den här adressen är nu kopplat till företaget och syns i guiden. På företagarsidan ser du paketet och kan ändra det: ${siteLink("/foretagare")}`
          : "Vill du synas ännu mer? Med våra annonspaket Brons, Silver och Guld får du bland annat en utökad profil, fler bilder och plats på startsidan. Alla paket har 30 dagars gratis provperiod.",
      ],
      action: { label: "Se företagets sida", url: siteLink(`/business/${slug}`) },
      links: [
        {
          label: "Välj annonspaket",
          url: siteLink(`/advertise?foretag=${encodeURIComponent(slug)}`),
        },
      ],
      footer: REGISTRANT_FOOTER,
    },
  };
}

function rejectionMail(registration: Registration, reason: string): Mail {
  return {
    to: registration.contact_email,
    kind: "registration-rejected",
    ref: `registration:${registration.id}`,
    content: {
      subject: `Registreringen av ${registration.business_name} kunde inte publiceras`,
      greeting: greetingOf(registration),
      paragraphs: [
        `Vi har granskat registreringen av ${registration.business_name}, men vi kan tyvärr inte publicera den i Malmöguiden.`,
        `Skäl: ${reason}`,
        "Har du frågor, eller vill du ändra något? Hör av dig till oss, eller skicka in en ny registrering.",
      ],
      links: [
        { label: "Kontakta oss", url: siteLink("/contact") },
        { label: "Skicka in en ny registrering", url: siteLink("/submit-business") },
      ],
      footer: REGISTRANT_FOOTER,
    },
  };
}

/** Receipts one address gets at most per RECEIPT_WINDOW_MS, whoever sends the registrations. */
export const RECEIPTS_PER_ADDRESS = 3;
const RECEIPT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Queues a new registration's mails in the transaction that inserts it. An address
 * that already got RECEIPTS_PER_ADDRESS receipts within the hour gets no more (the
 * registration is stored and the operator told as usual), so the form cannot be
 * used to flood someone's inbox from many clients.
 */
export async function queueRegistrationMails(
  trx: Transaction<Database>,
  registration: Submitted,
  now: number = Date.now(),
): Promise<void> {
  const recent = await trx
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("kind", "=", "registration-received")
    .where(
      sql<string>`lower(trim(recipient))`,
      "=",
      registration.contact_email.trim().toLowerCase(),
    )
    .where("due_at", ">", now - RECEIPT_WINDOW_MS)
    .executeTakeFirst();
  const receipt = Number(recent?.count ?? 0) < RECEIPTS_PER_ADDRESS;
  await queue(trx, registrationMails(registration, { receipt }), now);
}

// The moderation queue.

export interface RegistrationListRow {
  id: number;
  businessName: string;
  /** The form's category, or "Ny kategori: <name>". */
  category: string;
  contactEmail: string;
  received: string;
  status: RegistrationStatus;
  hasImage: boolean;
}

/** The registrations of one status, newest first, and how many each status has. */
export async function listRegistrations(
  db: Kysely<Database>,
  status: RegistrationStatus,
): Promise<{ rows: RegistrationListRow[]; counts: Record<RegistrationStatus, number> }> {
  const [rows, grouped] = await Promise.all([
    db
      .selectFrom("business_submissions")
      .select([
        "id",
        "business_name",
        "category",
        "actual_category",
        "contact_email",
        "created_at",
        "status",
        "profile_image_path",
      ])
      .where("status", "=", status)
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("business_submissions")
      .select(["status", sql<number | string>`count(*)`.as("n")])
      .groupBy("status")
      .execute(),
  ]);
  const counts: Record<RegistrationStatus, number> = { new: 0, approved: 0, rejected: 0 };
  for (const row of grouped)
    if (isRegistrationStatus(row.status)) counts[row.status] = Number(row.n);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      businessName: row.business_name,
      category:
        row.category === NEW_CATEGORY ? `${NEW_CATEGORY}: ${row.actual_category}` : row.category,
      contactEmail: row.contact_email,
      received: swedishTime(row.created_at),
      status: row.status as RegistrationStatus,
      hasImage: row.profile_image_path !== null,
    })),
    counts,
  };
}

/** One step of a registration's history, ready to show. */
export interface HistoryEntry {
  when: string;
  what: string;
  who?: string;
}

const MAIL_KINDS: Record<string, string> = {
  "registration-received": "Bekräftelse till den som registrerade",
  "registration-operator": "Avisering till redaktionen",
  "registration-approved": "Besked om publicering",
  "registration-rejected": "Besked om avvisning",
};
const MAIL_STATUSES: Record<string, string> = {
  pending: "väntar på att skickas",
  sent: "skickat",
  failed: "kunde inte skickas",
};

export async function loadRegistration(db: Kysely<Database>, id: number) {
  const registration = await db
    .selectFrom("business_submissions")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!registration) return undefined;
  const [audit, mails, categories, held] = await Promise.all([
    auditOf(db, "registration", String(id)),
    db
      .selectFrom("mail_outbox")
      .select(["kind", "recipient", "status", "created_at", "sent_at"])
      .where("ref", "=", `registration:${id}`)
      .orderBy("id")
      .execute(),
    categoryOptions(db),
    registration.status === "new" ? heldPurchasesOf(db, registration.contact_email) : [],
  ]);
  const status = registration.status as RegistrationStatus;
  const history: (HistoryEntry & { at: string })[] = [
    {
      at: isoOf(registration.created_at),
      when: swedishTime(registration.created_at),
      what: "Registreringen kom in via formuläret.",
    },
    ...audit.map((entry) => {
      const next = entry.changes.status?.[1];
      return {
        at: entry.when,
        when: swedishTime(entry.when),
        who: entry.who,
        what:
          next === "approved"
            ? `Godkänd. Företaget skapades: ${String(entry.changes.business_slug?.[1] ?? "")}.`
            : next === "rejected"
              ? `Avvisad. Skäl: ${String(entry.changes.rejection_reason?.[1] ?? "")}`
              : "Ändrad.",
      };
    }),
    ...mails.map((mail) => ({
      at: isoOf(mail.sent_at ?? mail.created_at),
      when: swedishTime(mail.sent_at ?? mail.created_at),
      what: `E-post: ${MAIL_KINDS[mail.kind] ?? mail.kind} (${mail.recipient}), ${MAIL_STATUSES[mail.status] ?? mail.status}.`,
    })),
  ];
  history.sort((a, b) => a.at.localeCompare(b.at));
  return {
    registration: {
      id: registration.id,
      businessName: registration.business_name,
      category: registration.category,
      actualCategory: registration.actual_category,
      isNewCategory: registration.category === NEW_CATEGORY,
      businessInfo: registration.business_info,
      address: registration.address,
      contactInfo: registration.contact_info,
      contactPerson: registration.contact_person,
      contactEmail: registration.contact_email,
      imageUrl: registration.image_token ? registrationImageUrl(registration.image_token) : null,
      imageName: registration.profile_image_name,
      received: swedishTime(registration.created_at),
      status,
      reviewedAt: registration.reviewed_at ? swedishTime(registration.reviewed_at) : null,
      reviewedBy: registration.reviewed_by,
      rejectionReason: registration.rejection_reason,
      businessSlug: registration.business_slug,
    },
    suggestedCategory: suggestedCategory(registration),
    categories,
    /** Purchases made with the registrant's address that approval will link. */
    heldPurchases: held.map((purchase) => findPlan(purchase.plan)?.name ?? purchase.plan),
    history: history.map(({ at: _at, ...entry }) => entry),
  };
}

export type LoadedRegistration = NonNullable<Awaited<ReturnType<typeof loadRegistration>>>;

// Decisions.

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
export function businessFormOf(registration: Registration, category: string): BusinessForm {
  const received = swedishTime(registration.created_at).slice(0, 10);
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
  let parsed = businessSchema.safeParse(values);
  // A contact detail the business form would refuse stays in the source note only.
  for (const field of ["email", "website", "phone"] as const) {
    if (parsed.success) break;
    if (parsed.error.issues.some((issue) => issue.path[0] === field)) {
      delete values[field];
      parsed = businessSchema.safeParse(values);
    }
  }
  if (!parsed.success) throw new Error(`registration ${registration.id} makes no valid business`);
  return parsed.data;
}

/**
 * Approves a new registration: creates a published business from it (the admin
 * area's own create, in the same content write), listed last in its category, with
 * the registrant's image as its photo; marks the registration approved, audits, and
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
    const slug = await insertBusiness(trx, operator, businessFormOf(registration, category), {
      storedImage: registration.profile_image_path ?? undefined,
    });
    if (!(await decide(trx, operator, registration, "approved", { business_slug: slug })))
      throw new Unchanged(await decidedMeanwhile(trx, id));
    // Pay first, register after: the registrant's unlinked purchases now have their business.
    const linked = await linkPurchasesOfRegistrant(trx, registration.contact_email, slug);
    for (const purchase of linked)
      await recordAudit(trx, operator, "subscription", String(purchase.id), "update", {
        business_slug: [null, slug],
      });
    await queue(trx, [approvalMail(registration, slug, category, linked)]);
    return { ok: true, slug };
  });
  if (outcome.ok) {
    wakeMailWorker();
    logger.info({ registration: id, business: outcome.slug }, "registration approved");
  }
  return outcome;
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
