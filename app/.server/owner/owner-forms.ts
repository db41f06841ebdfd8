import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import type { FieldErrors } from "~/lib/forms/fields";
import { requireOwner } from "../auth/owner-auth";
import type { Database } from "../db/schema";
import { bodyProblem } from "../http/body";
import { formRefused, refuse } from "../http/form";
import type { ParsedForm } from "../http/multipart";
import { retryAfter } from "../http/rate-limit";
import { readPlacePost } from "../places/place-form";
import { imageStore, rateLimits } from "../services";
import { ownedPlace } from "./proposals";

// What the owner's pages and forms share (the editor, the photos, the replies to reviews,
// a waiting registration's facts): the signed-in owner and their place, how a body that
// cannot be read is answered, and the owner's own rate limit.

/**
 * The signed-in owner (else on to the sign-in page) and the place `slug` they own; 403
 * with `notYours` for anyone else's place, and nothing changes.
 */
export async function ownerAndPlace(
  db: Kysely<Database>,
  request: Request,
  slug: string,
  notYours: string,
) {
  const owner = await requireOwner(db, request);
  const place = await ownedPlace(db, owner.email, slug);
  if (!place) throw data(notYours, { status: 403 });
  return { owner, place };
}

/** readForm's options for an owner's form: a body that cannot be read, in Swedish. */
export const OWNER_FORM = {
  unreadable: (error: unknown) =>
    formRefused(bodyProblem(error).status, "Formuläret kunde inte läsas. Försök igen."),
};

/**
 * The answer when the owner has sent many changes in a short time (429, the values kept),
 * or undefined when this one may go ahead. Counted per owner address.
 */
export async function ownerEditLimited(email: string, values: Record<string, string> = {}) {
  const limit = await rateLimits.check("owner-edit", email);
  if (limit.ok) return undefined;
  return refuse(
    429,
    "Du har skickat många ändringar på kort tid. Vänta en stund och försök igen.",
    values,
    { headers: retryAfter(limit) },
  );
}

/** What a photo page's post did: the notice word for the page, or the refusal. */
export type PhotoPageOutcome =
  | { ok: true; notice: string }
  | { ok: false; status: number; errors: FieldErrors; values: Record<string, string> };

/**
 * A post to an owner's photo page (a place's, a waiting registration's): counted against
 * the owner's limit before the body is read (so a refused upload is never stored), read
 * with the photo's limits, handed to `submit`, and answered with the page again (`base`)
 * and its notice, or the refusal.
 */
export async function photoPageAction(
  request: Request,
  email: string,
  base: string,
  submit: (form: ParsedForm) => Promise<PhotoPageOutcome>,
) {
  const limited = await ownerEditLimited(email);
  if (limited) return limited;
  const read = await readPlacePost(request, imageStore);
  if (!read.ok) return refuse(read.status, read.errors);
  const outcome = await submit(read.form);
  if (!outcome.ok) return refuse(outcome.status, outcome.errors, outcome.values);
  return redirect(`${base}?bild=${outcome.notice}#bilder`, 303);
}
