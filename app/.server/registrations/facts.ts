import { type Kysely, sql } from "kysely";
import { ACCESSIBILITY } from "~/lib/accessibility/accessibility";
import { dayEditorShape } from "~/lib/hours/day-editor";
import { type HoursWords, SWEDISH_HOURS } from "~/lib/hours/messages";
import { accessibilityValue } from "~/lib/owner/proposals";
import type { Database } from "../db/schema";
import { readWeekPost } from "../hours/week-post";
import { ownerAddress } from "../owner/ownership";

// The optional facts of a registration (issue 38, point 4): the hours from the day
// editor and the accessibility answers, read beside the spec's fields (whose checks and
// order stay the spec's). Stored with the registration, shown in moderation, published on
// approval.

export interface RegistrationFacts {
  opening_hours: string | null;
  accessibility: string | null;
}

/** The facts' field names: sent back to a page without JavaScript after a refusal. */
export const FACT_FIELDS = [
  ...ACCESSIBILITY.map((item) => item.key as string),
  ...Object.keys(dayEditorShape),
];

/** The facts' fields as sent, to fill the form in again. */
export function factValues(fields: Record<string, string | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of FACT_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" && value) values[field] = value;
  }
  return values;
}

/** The editor's field that carries a message about the hours as a whole. */
export const HOURS_FIELD = "opening_hours";

export function readRegistrationFacts(
  fields: Record<string, string | undefined>,
  now: Date = new Date(),
  words: HoursWords = SWEDISH_HOURS,
):
  | { ok: true; facts: RegistrationFacts }
  | { ok: false; message: string; errors: Record<string, string> } {
  // 'Kopiera' is the owner's and the operator's; a registration only sends its week.
  const post = readWeekPost({ ...fields, kopiera: undefined }, now, words);
  if (post.kind === "refused") {
    const errors = typeof post.errors === "string" ? { [HOURS_FIELD]: post.errors } : post.errors;
    return { ok: false, message: Object.values(errors)[0] ?? "", errors };
  }
  return {
    ok: true,
    facts: {
      opening_hours: post.kind === "hours" && post.value ? post.value : null,
      accessibility: accessibilityValue(fields),
    },
  };
}

/** A registration `email` sent that still waits for the operator, with its facts and photos. */
export function pendingRegistrationOf(db: Kysely<Database>, email: string, id: number) {
  return db
    .selectFrom("business_submissions")
    .select([
      "id",
      "business_name",
      "contact_email",
      "opening_hours",
      "accessibility",
      "profile_image_path",
      "photos",
    ])
    .where("id", "=", id)
    .where(sql<string>`lower(trim(contact_email))`, "=", ownerAddress(email))
    .where("status", "=", "new")
    .executeTakeFirst();
}

/**
 * The registrant adds or changes the facts of their waiting registration (issue 38,
 * point 5): the operator sees them with it and they publish on approval. False when it
 * is not theirs or no longer waits (decided meanwhile).
 */
export async function saveRegistrationFacts(
  db: Kysely<Database>,
  email: string,
  id: number,
  facts: RegistrationFacts,
): Promise<boolean> {
  const result = await db
    .updateTable("business_submissions")
    .set(facts)
    .where("id", "=", id)
    .where(sql<string>`lower(trim(contact_email))`, "=", ownerAddress(email))
    .where("status", "=", "new")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
