import type { Kysely, Transaction, Updateable } from "kysely";
import { logger } from "~/.server/logger";
import { Unchanged, writeContent } from "~/.server/snapshot/content";
import type { PrefixedLanguage } from "~/lib/i18n/languages";
import type { TranslatedField } from "~/lib/i18n/translation-form";
import {
  accessibilityAnswers,
  bookingOf,
  isTranslationField,
  ownerEditorPath,
  PROPOSAL_FIELDS,
  PROPOSAL_LABELS,
  type ProposalField,
  type TranslationField,
} from "~/lib/owner/proposals";
import { stockholmNow } from "~/lib/text/dates";
import { type Changes, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { ownerMailLink } from "../auth/owner-auth";
import type { BusinessesTable, Database } from "../db/schema";
import { setTranslation } from "../i18n/translations-admin";
import { type Mail, queue, wakeMailWorker } from "../mail";
import { storedProfile } from "../places/place-profile";
import { imageStore } from "../services";
import { removePhotoFiles, settlePhotos } from "./owner-photos";
import { type Proposal, type ProposalStatus, proposalById, publishedOf } from "./proposals";

// The operator's decision on an owner's proposal (issue 38, point 3): the approved fields
// are written in one content write with the audit and the owner's mail; the rest are
// rejected with a reason that the mail carries. A proposal is decided once.

/**
 * The columns an approved field writes (facts dated `today`, the day of the approval);
 * an approved registration's facts are written the same way.
 */
export function columnsOf(
  field: ProposalField,
  value: string | null,
  today: string,
  profile: string | null = null,
): Updateable<BusinessesTable> {
  // Rows of content_translations, not columns: writeTranslations writes them.
  if (isTranslationField(field)) return {};
  switch (field) {
    case "longDescription":
      // Part of the extended profile's JSON: the other parts stay as they are.
      return { profile: withLongDescription(profile, value ?? "") };
    case "summary":
    case "description":
      // These columns hold text, never null.
      return { [field]: value ?? "" };
    case "booking": {
      const booking = bookingOf(value);
      return { booking_url: booking?.url ?? null, booking_label: booking?.label ?? null };
    }
    case "accessibility": {
      // The owner answered for every fact: each known one is checked today.
      const answers = accessibilityAnswers(value);
      const facts = Object.fromEntries(
        Object.entries(answers).map(([key, answer]) => [key, { value: answer, checkedAt: today }]),
      );
      return { accessibility: Object.keys(facts).length > 0 ? JSON.stringify(facts) : null };
    }
    case "hours":
      // The owner gave them: they count as confirmed from the day of approval ('Öppet nu').
      return { opening_hours: value, hours_checked_at: value ? today : null };
    case "photos":
      // Rows of business_images, not columns: settlePhotos writes them.
      return {};
    default:
      return { [field]: value };
  }
}

/**
 * Writes a place's approved texts in other languages as the owner gave them (an empty one
 * removes the text: the page shows the Swedish), by the owner, in the decision's write.
 */
async function writeTranslations(
  trx: Transaction<Database>,
  slug: string,
  texts: Partial<Record<TranslationField, string | null>>,
  by: string,
  now: number,
) {
  for (const [name, text] of Object.entries(texts)) {
    const [language, field] = name.split("_") as [PrefixedLanguage, TranslatedField];
    await setTranslation(trx, { subject: "place", key: slug, language, field }, text, {
      by,
      at: now,
    });
  }
}

/** The profile JSON with its long description set ('' for none), or null when all is empty. */
function withLongDescription(json: string | null, longDescription: string): string | null {
  const profile = storedProfile(json) ?? {
    longDescription: "",
    philosophy: "",
    equipment: "",
    features: [],
  };
  const next = { ...profile, longDescription };
  const empty =
    !next.longDescription && !next.philosophy && !next.equipment && next.features.length === 0;
  return empty ? null : JSON.stringify(next);
}

export type DecisionOutcome =
  | { ok: true; status: ProposalStatus }
  | { ok: false; kind: "missing" }
  | { ok: false; kind: "decided"; status: ProposalStatus }
  | { ok: false; kind: "invalid"; errors: Record<string, string> };

/** What the review says when something is rejected without a reason. */
export const PROPOSAL_REASON_MISSING =
  "Skriv varför det som inte godkänns avslås. Motiveringen står i mejlet till företagaren.";

function decisionMail(
  proposal: Proposal,
  name: string,
  approved: ProposalField[],
  rejected: ProposalField[],
  reason: string,
  signIn: string,
): Mail {
  const list = (fields: ProposalField[]) =>
    fields.map((field) => PROPOSAL_LABELS[field].toLowerCase()).join(", ");
  const paragraphs = [
    approved.length > 0
      ? `Vi har granskat dina ändringar för ${name}. Det här syns nu i guiden: ${list(approved)}.`
      : `Vi har granskat dina ändringar för ${name} men kunde inte publicera dem.`,
  ];
  if (rejected.length > 0)
    paragraphs.push(
      `${approved.length > 0 ? "Det här publicerades inte" : "Gäller"}: ${list(rejected)}.`,
      `Motivering: ${reason}`,
      "Du kan ändra och skicka uppgifterna igen på företagarsidan.",
    );
  return {
    to: proposal.email,
    kind: rejected.length === 0 ? "owner-proposal-approved" : "owner-proposal-rejected",
    ref: `owner-proposal:${proposal.id}`,
    content: {
      subject:
        rejected.length === 0
          ? `Dina ändringar för ${name} är publicerade`
          : `Dina ändringar för ${name} är granskade`,
      greeting: "Hej!",
      paragraphs,
      action: { label: "Logga in på företagarsidan", url: signIn },
      footer: "Du får det här mejlet eftersom du föreslog ändringar för företaget i Malmöguiden.",
    },
  };
}

/**
 * The operator's decision on a waiting proposal: the `approved` fields are published,
 * the rest rejected (a reason is then required); in one content write with the audit and
 * the owner's mail. A proposal is decided once.
 */
export async function decideProposal(
  db: Kysely<Database>,
  operator: Operator,
  id: number,
  approve: readonly ProposalField[],
  reason: string,
  now: number = Date.now(),
): Promise<DecisionOutcome> {
  let removedPhotos: string[] = [];
  const outcome = await writeContent<DecisionOutcome>(db, async (trx) => {
    removedPhotos = [];
    const proposal = await proposalById(trx, id);
    if (!proposal) throw new Unchanged({ ok: false, kind: "missing" });
    if (proposal.status !== "pending")
      throw new Unchanged({ ok: false, kind: "decided", status: proposal.status });
    const proposed = PROPOSAL_FIELDS.filter((field) => field in proposal.fields);
    const approved = proposed.filter((field) => approve.includes(field));
    const rejected = proposed.filter((field) => !approve.includes(field));
    if (rejected.length > 0 && !reason)
      throw new Unchanged({
        ok: false,
        kind: "invalid",
        errors: { reason: PROPOSAL_REASON_MISSING },
      });
    const place = await trx
      .selectFrom("businesses")
      .selectAll()
      .where("slug", "=", proposal.slug)
      .executeTakeFirst();
    if (!place) throw new Unchanged({ ok: false, kind: "missing" });
    const status: ProposalStatus =
      rejected.length === 0 ? "approved" : approved.length === 0 ? "rejected" : "partly";
    // Decided only while still pending: a second operator's decision at once finds it decided.
    const marked = await trx
      .updateTable("owner_proposals")
      .set({
        status,
        decisions: JSON.stringify(
          Object.fromEntries(
            proposed.map((field) => [field, approved.includes(field) ? "approved" : "rejected"]),
          ),
        ),
        reason: rejected.length > 0 ? reason : null,
        decided_at: now,
        decided_by: operator.email,
      })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1)
      throw new Unchanged({ ok: false, kind: "decided", status: "approved" });
    // What the guide showed before, for the audit.
    const published = await publishedOf(trx, place);
    // Uploads not approved go; an approved list becomes the gallery.
    removedPhotos = await settlePhotos(
      trx,
      proposal.slug,
      approved.includes("photos") ? (proposal.fields.photos ?? null) : undefined,
      proposal.updatedAt,
    );
    if (approved.length > 0) {
      const changes: Changes = {};
      const translated: Changes = {};
      const texts: Partial<Record<TranslationField, string | null>> = {};
      const today = stockholmNow(new Date(now)).slice(0, 10);
      let set: Updateable<BusinessesTable> = { updated_at: new Date(now).toISOString() };
      for (const field of approved) {
        const value = proposal.fields[field] ?? null;
        if (isTranslationField(field)) {
          texts[field] = value;
          translated[field] = [published[field], value];
          continue;
        }
        set = { ...set, ...columnsOf(field, value, today, place.profile) };
        changes[field] = [published[field], value];
      }
      if (Object.keys(changes).length > 0) {
        await trx.updateTable("businesses").set(set).where("slug", "=", proposal.slug).execute();
        await recordAudit(trx, operator, "business", proposal.slug, "update", {
          ...changes,
          proposedBy: [null, proposal.email],
        });
      }
      // The translations' history is the operator's translation page's (entity "translation").
      if (Object.keys(translated).length > 0) {
        await writeTranslations(trx, proposal.slug, texts, proposal.email, now);
        await recordAudit(trx, operator, "translation", `place:${proposal.slug}`, "update", {
          ...translated,
          proposedBy: [null, proposal.email],
        });
      }
    }
    await recordAudit(
      trx,
      operator,
      "owner-proposal",
      String(id),
      status === "rejected" ? "reject" : "approve",
      {
        status: ["pending", status],
        ...(rejected.length > 0 ? { reason: [null, reason] } : {}),
      },
    );
    const signIn = await ownerMailLink(trx, proposal.email, ownerEditorPath(proposal.slug), now);
    await queue(trx, [decisionMail(proposal, place.name, approved, rejected, reason, signIn)]);
    return { ok: true, status };
  });
  if (outcome.ok) {
    await removePhotoFiles(imageStore, removedPhotos);
    wakeMailWorker();
    logger.info(
      { proposal: id, operator: operator.email, status: outcome.status },
      "owner proposal decided",
    );
  }
  return outcome;
}
