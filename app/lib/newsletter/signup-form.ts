// zod/mini: the same schemas, a fraction of the bytes in the browser bundle.
import * as z from "zod/mini";
import { type FormMessage, HONEYPOT_FIELD, withoutInvisible } from "~/lib/forms/forms";
import type { MessageId, MessageValues } from "~/lib/i18n/i18n";
import { MAX_EMAIL_LENGTH, normaliseEmail } from "~/lib/text/email";

// The newsletter signup (spec 5), shared by the browser (instant toasts) and the action
// (the authority). Messages are the spec's words (sections 5 and 8).

export const NEWSLETTER_MESSAGES = {
  required: {
    title: "E-postadress krävs",
    description: "Vänligen ange en e-postadress för att prenumerera",
  },
  invalid: {
    title: "Ogiltig e-postadress",
    description: "Kontrollera att e-postadressen är rätt skriven, till exempel namn@exempel.se.",
  },
  tooLong: {
    title: "Ogiltig e-postadress",
    description: `E-postadressen får vara högst ${MAX_EMAIL_LENGTH} tecken.`,
  },
  success: {
    title: "Tack för din prenumeration!",
    description: "Du är nu registrerad för vårt nyhetsbrev.",
  },
  duplicate: {
    title: "Redan prenumerant",
    description: "E-postadressen är redan registrerad för vårt nyhetsbrev.",
  },
  failure: {
    title: "Något gick fel",
    description: "Det gick inte att registrera din prenumeration. Vänligen försök igen senare.",
  },
} satisfies Record<string, FormMessage>;

type NewsletterMessageKey = keyof typeof NEWSLETTER_MESSAGES;
export type NewsletterMessages = Readonly<Record<NewsletterMessageKey, FormMessage>>;

/** Each message's title and description in the catalogs (the Swedish is the above). */
const MESSAGE_IDS: Readonly<Record<NewsletterMessageKey, readonly [MessageId, MessageId]>> = {
  required: ["newsletter.required.title", "newsletter.required.description"],
  invalid: ["newsletter.invalid.title", "newsletter.invalid.description"],
  tooLong: ["newsletter.invalid.title", "newsletter.tooLong.description"],
  success: ["newsletter.success.title", "newsletter.success.description"],
  duplicate: ["newsletter.duplicate.title", "newsletter.duplicate.description"],
  failure: ["newsletter.failure.title", "newsletter.failure.description"],
};

/** The messages in a page's language (issue 40), from its translate function. */
export function newsletterMessagesIn(
  t: (id: MessageId, values?: MessageValues) => string,
): NewsletterMessages {
  const entries = Object.entries(MESSAGE_IDS).map(([key, [title, description]]) => [
    key,
    { title: t(title), description: t(description, { max: MAX_EMAIL_LENGTH }) },
  ]);
  return Object.fromEntries(entries) as Record<NewsletterMessageKey, FormMessage>;
}

/**
 * What the address is used for, shown wherever the form is (GDPR: purpose and a way
 * out, in plain words). A change of this text gets a new version; each subscriber's
 * row keeps the version they agreed to.
 */
export const NEWSLETTER_POLICY = {
  version: "2026-11",
  text: "Vi använder din e-postadress bara för att skicka Malmöguidens nyhetsbrev, och du kan avsluta när du vill.",
} as const;

/** The line the inline confirmation adds: a signup counts only once it is confirmed. */
export const NEWSLETTER_CONFIRM_BY_EMAIL =
  "Bekräfta prenumerationen genom att klicka på länken i mejlet som vi har skickat till dig.";

/** Where a signup was made (stored with the consent). */
export const NEWSLETTER_SOURCES = ["startsida", "sidfot", "nyhetsbrev-sidan"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** A newsletter address as typed, checked and normalised; messages are NEWSLETTER_MESSAGES keys. */
const newsletterEmail = z.pipe(
  z.transform(withoutInvisible),
  z.pipe(
    z.string().check(
      z.minLength(1, "required"),
      z.maxLength(MAX_EMAIL_LENGTH, "tooLong"),
      z.refine((value) => normaliseEmail(value) !== undefined, "invalid"),
    ),
    z.transform((value) => normaliseEmail(value) ?? value),
  ),
);

/** The newsletter form (spec 5): the address, where the form was, and the honeypot. */
export const newsletterSignupSchema = z.object({
  email: newsletterEmail,
  source: z.optional(z.string()),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});

export type NewsletterResult = { ok: true; email: string } | { ok: false; message: FormMessage };

/** The address of a newsletter form, or the spec's message for why it cannot be used. */
export function validateNewsletter(
  raw: { email?: FormDataEntryValue | null },
  messages: NewsletterMessages = NEWSLETTER_MESSAGES,
): NewsletterResult {
  const parsed = newsletterEmail.safeParse(raw.email);
  if (parsed.success) return { ok: true, email: parsed.data };
  return { ok: false, message: newsletterMessage(parsed.error, messages) };
}

/** The spec's message for a newsletter address the schema refused (its first issue). */
export function newsletterMessage(
  error: z.core.$ZodError,
  messages: NewsletterMessages = NEWSLETTER_MESSAGES,
): FormMessage {
  const key = error.issues[0]?.message as NewsletterMessageKey;
  return messages[key] ?? messages.invalid;
}
