import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { sql } from "kysely";
import { categoryOptions } from "~/.server/places/admin-places";
import { findPlan } from "~/content/plans";
import { NEW_CATEGORY, type REGISTRATION_CATEGORIES } from "~/content/registration";
import type { CategorySlug } from "~/content/types";
import { adminRegistrationPhotoBase, areaPhotoPath } from "~/lib/owner/photos";
import { proposalText } from "~/lib/owner/proposals";
import {
  isRegistrationStatus,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
  STATUS_LABELS,
} from "~/lib/registrations/registrations";
import { formatDateTime, stockholmNow } from "~/lib/text/dates";
import { auditOf } from "../admin/audit";
import { instantOf } from "../db/db";
import type { BusinessSubmissionsTable, Database } from "../db/schema";
import { hoursView } from "../hours/opening-hours";
import { mailHistoryLine } from "../mail";
import { heldPurchasesOf } from "../payments/plan-links";
import { registrationPhotosOf } from "./photos";

export { isRegistrationStatus, REGISTRATION_STATUSES, STATUS_LABELS };

import { registrationImageUrl } from "../uploads/storage";

// Moderation of business registrations (issue 10): every registration waits as "new"
// until an operator approves it (a published business is created from it) or rejects
// it (with a reason). Each step tells the registrant by mail, queued in the step's own
// transaction (the outbox), so nobody waits in silence. This module holds what the
// registrations share and the operator's queue; the mails are in
// registration-mails.ts, the decisions in decisions.ts.

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

/**
 * The token of a registration's image link (/registrering/bild/<token>): 192 random
 * bits, URL-safe. Whoever has the link sees the image; nobody can guess it.
 */
export function newImageToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Where the operator reviews a registration. */
export const registrationAdminPath = (id: number) => `/admin/registreringar/${id}`;

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
      received: formatDateTime(instantOf(row.created_at)),
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
      at: instantOf(registration.created_at).toISOString(),
      when: formatDateTime(instantOf(registration.created_at)),
      what: "Registreringen kom in via formuläret.",
    },
    ...audit.map((entry) => {
      const next = entry.changes.status?.[1];
      return {
        at: entry.when,
        when: formatDateTime(instantOf(entry.when)),
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
      at: instantOf(mail.sent_at ?? mail.created_at).toISOString(),
      when: formatDateTime(instantOf(mail.sent_at ?? mail.created_at)),
      what: mailHistoryLine(mail, MAIL_KINDS),
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
      /** The private link (/registrering/bild/<token>), or null without an image. */
      imageUrl: registration.image_token ? registrationImageUrl(registration.image_token) : null,
      imageName: registration.profile_image_name,
      received: formatDateTime(instantOf(registration.created_at)),
      status,
      reviewedAt: registration.reviewed_at
        ? formatDateTime(instantOf(registration.reviewed_at))
        : null,
      reviewedBy: registration.reviewed_by,
      rejectionReason: registration.rejection_reason,
      businessSlug: registration.business_slug,
      /** The hours the registrant gave, as the place's page will show its week. */
      hours: registration.opening_hours
        ? hoursView(registration.opening_hours, stockholmNow(new Date())).week.map(
            (line) => `${line.days} ${line.hours}`,
          )
        : null,
      accessibility: registration.accessibility
        ? proposalText("accessibility", registration.accessibility)
        : null,
      /** The photos the registrant added while it waited, from under the admin's own path. */
      photos: registrationPhotosOf(registration.photos).map((photo) => ({
        id: photo.id,
        src: areaPhotoPath(adminRegistrationPhotoBase(registration.id), photo.src),
        alt: photo.alt,
      })),
    },
    suggestedCategory: suggestedCategory(registration),
    categories,
    /** Purchases made with the registrant's address that approval will link. */
    heldPurchases: held.map((purchase) => findPlan(purchase.plan)?.name ?? purchase.plan),
    history: history.map(({ at: _at, ...entry }) => entry),
  };
}

export type LoadedRegistration = NonNullable<Awaited<ReturnType<typeof loadRegistration>>>;
