import { bodyProblem } from "../http/body";
import { formRefused, refuse } from "../http/form";
import { retryAfter } from "../http/rate-limit";
import { rateLimits } from "../services";

// What the owner's forms share (the editor, the photos, a waiting registration's facts):
// how a body that cannot be read is answered, and the owner's own rate limit.

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
