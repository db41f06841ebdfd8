import type { Kysely, Selectable, Transaction } from "kysely";
import { logger } from "~/.server/logger";
import { accessibilityOf } from "~/lib/accessibility/accessibility";
import { photosValue } from "~/lib/owner/photos";
import {
  bookingValue,
  PROPOSAL_FIELDS,
  type ProposalField,
  type ProposedValues,
  proposalAdminPath,
  publishedAccessibility,
  TRANSLATION_FIELDS,
  type TranslationField,
} from "~/lib/owner/proposals";
import { isUniqueViolation } from "../db/db";
import type { BusinessesTable, Database, OwnerProposalsTable } from "../db/schema";
import { type Mail, operatorEmail, queue, siteLink, wakeMailWorker } from "../mail";
import { galleryOf } from "../places/gallery";
import { storedProfile } from "../places/place-profile";
import { ownerAddress, ownsPlace } from "./ownership";

// An owner's proposed changes to their own place (issue 38, point 3). Nothing reaches the
// public page by itself: the proposal waits (one per place; a later edit joins it) until
// an operator approves or rejects it, field by field. Approval writes the approved
// values in one content write (every cached page follows the content version), audited
// with the operator; the owner is mailed either way.

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<OwnerProposalsTable>;

export type ProposalStatus = "pending" | "approved" | "rejected" | "partly";

export { ownerEditorPath, proposalAdminPath } from "~/lib/owner/proposals";

/** A place's published texts in English, German and Danish, as a proposal names them. */
export async function publishedTranslations(
  db: Db,
  slug: string,
): Promise<Record<TranslationField, string | null>> {
  const rows = await db
    .selectFrom("content_translations")
    .select(["language", "field", "text"])
    .where("subject", "=", "place")
    .where("key", "=", slug)
    .execute();
  const texts = new Map(rows.map((row) => [`${row.language}_${row.field}`, row.text]));
  return Object.fromEntries(
    TRANSLATION_FIELDS.map((field) => [field, texts.get(field) || null]),
  ) as Record<TranslationField, string | null>;
}

/**
 * A place's published value of each field, as the editor and the review compare them;
 * `photos` is its published gallery's value and `translations` its texts in the other
 * languages (publishedOf reads both).
 */
export function publishedValues(
  place: Selectable<BusinessesTable>,
  photos: string | null,
  translations: Record<TranslationField, string | null>,
): Record<ProposalField, string | null> {
  return {
    ...translations,
    summary: place.summary || null,
    description: place.description || null,
    longDescription: storedProfile(place.profile)?.longDescription || null,
    phone: place.phone ?? null,
    email: place.email ?? null,
    website: place.website ?? null,
    booking: bookingValue(place.booking_label, place.booking_url),
    accessibility: publishedAccessibility(accessibilityOf(place.accessibility)),
    hours: place.opening_hours ?? null,
    photos,
  };
}

/** A place's published values, its gallery and translations included. */
export async function publishedOf(db: Db, place: Selectable<BusinessesTable>) {
  return publishedValues(
    place,
    photosValue(await galleryOf(db, place.slug)),
    await publishedTranslations(db, place.slug),
  );
}

function fieldsOf(json: string): ProposedValues {
  const parsed = JSON.parse(json) as Record<string, unknown>;
  const values: ProposedValues = {};
  for (const field of PROPOSAL_FIELDS) {
    const value = parsed[field];
    if (typeof value === "string" || value === null) values[field] = value;
  }
  return values;
}

export interface Proposal {
  id: number;
  slug: string;
  email: string;
  fields: ProposedValues;
  status: ProposalStatus;
  decisions: Partial<Record<ProposalField, "approved" | "rejected">>;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
}

function proposalOf(row: Row): Proposal {
  return {
    id: row.id,
    slug: row.business_slug,
    email: row.email,
    fields: fieldsOf(row.fields),
    status: row.status as ProposalStatus,
    decisions: row.decisions ? JSON.parse(row.decisions) : {},
    reason: row.reason,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    decidedBy: row.decided_by,
  };
}

/** The place's waiting proposal, if any. */
export async function pendingProposal(db: Db, slug: string): Promise<Proposal | undefined> {
  const row = await db
    .selectFrom("owner_proposals")
    .selectAll()
    .where("business_slug", "=", slug)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row ? proposalOf(row) : undefined;
}

export async function proposalById(db: Db, id: number): Promise<Proposal | undefined> {
  const row = await db
    .selectFrom("owner_proposals")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? proposalOf(row) : undefined;
}

/** A place as the editor and the review compare it with a proposal. */
export async function placeOfProposal(db: Db, slug: string) {
  return db.selectFrom("businesses").selectAll().where("slug", "=", slug).executeTakeFirst();
}

/** The place `email` owns at `slug`, or undefined when they do not own it (or it is gone). */
export async function ownedPlace(db: Db, email: string, slug: string) {
  if (!(await ownsPlace(db, email, slug))) return undefined;
  return placeOfProposal(db, slug);
}

/** The waiting proposals, oldest first, with their places' names. */
export async function listPendingProposals(db: Db) {
  return db
    .selectFrom("owner_proposals")
    .leftJoin("businesses", "businesses.slug", "owner_proposals.business_slug")
    .select([
      "owner_proposals.id",
      "owner_proposals.business_slug as slug",
      "businesses.name",
      "owner_proposals.email",
      "owner_proposals.updated_at",
    ])
    .where("owner_proposals.status", "=", "pending")
    .orderBy("owner_proposals.id", "asc")
    .execute();
}

function operatorNotice(id: number, name: string, email: string): Mail | undefined {
  if (!operatorEmail) return undefined;
  return {
    to: operatorEmail,
    kind: "owner-proposal",
    ref: `owner-proposal:${id}`,
    content: {
      subject: `Ändringar från företagare: ${name}`,
      greeting: "Hej!",
      paragraphs: [
        `Ägaren till ${name} (${email}) har föreslagit ändringar i företagets uppgifter. De väntar på granskning under Att göra.`,
      ],
      action: { label: "Granska ändringarna", url: siteLink(proposalAdminPath(id)) },
      footer:
        "Du får det här mejlet eftersom adressen är redaktionens adress (OPERATOR_EMAIL) i Malmöguiden.",
    },
  };
}

export type ProposeOutcome =
  | { ok: true; id: number | null; fields: ProposalField[] }
  | { ok: false; kind: "not-owner" };

/**
 * The values to propose, or a function giving them inside the proposal's transaction
 * from what is published and what already waits (the photo page adds its image's row
 * there); it may throw Refused to store nothing.
 */
export type ProposedIn =
  | ProposedValues
  | ((
      trx: Transaction<Database>,
      current: { published: Record<ProposalField, string | null>; waiting: ProposedValues },
    ) => Promise<ProposedValues>);

/** Thrown by a ProposedIn function: nothing is stored and the owner is told `message`. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * Stores an owner's values for their place as its waiting proposal: only the fields
 * that differ from the published ones, joined with what already waits (a field set back
 * to its published value leaves the proposal; an empty proposal is removed). The
 * operator's notice, when OPERATOR_EMAIL is set, is queued in the same transaction.
 */
export async function proposeChanges(
  db: Kysely<Database>,
  email: string,
  slug: string,
  proposed: ProposedIn,
  now: number = Date.now(),
): Promise<ProposeOutcome> {
  const address = ownerAddress(email);
  const attempt = () =>
    db.transaction().execute(async (trx): Promise<ProposeOutcome> => {
      if (!(await ownsPlace(trx, address, slug))) return { ok: false, kind: "not-owner" };
      const place = await trx
        .selectFrom("businesses")
        .selectAll()
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!place) return { ok: false, kind: "not-owner" };
      const published = await publishedOf(trx, place);
      const waiting = await pendingProposal(trx, slug);
      const values =
        typeof proposed === "function"
          ? await proposed(trx, { published, waiting: waiting?.fields ?? {} })
          : proposed;
      const merged: ProposedValues = { ...waiting?.fields };
      for (const field of PROPOSAL_FIELDS) {
        if (!(field in values)) continue;
        const value = values[field] ?? null;
        if (value === published[field]) delete merged[field];
        else merged[field] = value;
      }
      const fields = PROPOSAL_FIELDS.filter((field) => field in merged);
      if (fields.length === 0) {
        if (waiting) await trx.deleteFrom("owner_proposals").where("id", "=", waiting.id).execute();
        return { ok: true, id: null, fields };
      }
      if (waiting) {
        await trx
          .updateTable("owner_proposals")
          .set({ fields: JSON.stringify(merged), email: address, updated_at: now })
          .where("id", "=", waiting.id)
          .execute();
        return { ok: true, id: waiting.id, fields };
      }
      const { id } = await trx
        .insertInto("owner_proposals")
        .values({
          business_slug: slug,
          email: address,
          fields: JSON.stringify(merged),
          status: "pending",
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const notice = operatorNotice(id, place.name, address);
      if (notice) await queue(trx, [notice]);
      return { ok: true, id, fields };
    });
  let outcome: ProposeOutcome;
  try {
    outcome = await attempt();
  } catch (error) {
    // Two posts at once on PostgreSQL: the second insert meets the first's row; join it.
    if (!isUniqueViolation(error)) throw error;
    outcome = await attempt();
  }
  if (outcome.ok && outcome.id !== null) {
    if (operatorEmail) wakeMailWorker();
    logger.info({ business: slug, proposal: outcome.id }, "owner proposal stored");
  }
  return outcome;
}
