// zod/mini: the owner pages' schemas, shared by the browser and the actions.
import * as z from "zod/mini";
import { MAX_EMAIL_LENGTH } from "~/lib/text/email";

/** How long a sign-in link works, in minutes (the page and the mail say so). */
export const OWNER_LINK_MINUTES = 30;

export const CHANGE_REQUEST_MIN = 10;
export const CHANGE_REQUEST_MAX = 2000;
/** The limits as the form's hint says them. */
export const CHANGE_REQUEST_HINT = `${CHANGE_REQUEST_MIN}–2 000 tecken.`;

/** What /foretagare answers to every well-formed request, known address or not. */
export const OWNER_LINK_SENT = `Om adressen finns hos oss har vi skickat en inloggningslänk. Den gäller i ${OWNER_LINK_MINUTES} minuter och kan användas en gång.`;

export const OWNER_LINK_INVALID = "Länken är ogiltig eller har redan använts.";

export const CHANGE_REQUEST_THANKS = "Tack! Vi går igenom ändringarna och hör av oss.";

export const ownerLinkSchema = z.object({
  email: z
    .string({ error: "Ange din e-postadress." })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, "Ange din e-postadress."),
      z.maxLength(MAX_EMAIL_LENGTH, "E-postadressen är för lång."),
      z.email("Ange en giltig e-postadress, till exempel namn@exempel.se."),
    ),
});

export const changeRequestSchema = z.object({
  business: z
    .string({ error: "Välj ett företag." })
    .check(z.trim(), z.minLength(1, "Välj ett företag."), z.maxLength(100, "Välj ett företag.")),
  message: z
    .string({ error: "Beskriv ändringarna." })
    .check(
      z.trim(),
      z.minLength(
        CHANGE_REQUEST_MIN,
        `Beskriv ändringarna med minst ${CHANGE_REQUEST_MIN} tecken.`,
      ),
      z.maxLength(CHANGE_REQUEST_MAX, "Texten får vara högst 2 000 tecken."),
    ),
});

/** The sign-in link's button: the token (a post without it uses the link's own). */
export const ownerTokenSchema = z.object({ token: z.optional(z.string()) });

/**
 * A post to the owner's account page: one of its forms, told apart by `intent` (confirm,
 * a purchase's buttons) or none (a change request, checked with changeRequestSchema).
 */
export const ownerAccountPostSchema = z.object({
  intent: z.optional(z.string()),
  business: z.optional(z.string()),
  subscription: z.optional(z.string()),
  message: z.optional(z.string()),
});

export type OwnerLinkForm = z.infer<typeof ownerLinkSchema>;
export type ChangeRequestForm = z.infer<typeof changeRequestSchema>;
