// zod/mini: the admin newsletter form's schema, shared by the browser and the action.
import * as z from "zod/mini";

/** Long enough for any newsletter, and well inside the admin body limit (64 KB) once urlencoded. */
export const NEWSLETTER_BODY_MAX = 20_000;
export const NEWSLETTER_SUBJECT_MAX = 200;

export const newsletterSchema = z.object({
  subject: z.string({ error: "Skriv ett ämne." }).check(
    z.trim(),
    z.minLength(1, "Skriv ett ämne."),
    z.maxLength(NEWSLETTER_SUBJECT_MAX, "Ämnet får vara högst 200 tecken."),
    z.refine((value) => !/[\r\n]/.test(value), { message: "Ämnet ska vara en rad." }),
  ),
  body: z
    .string({ error: "Skriv nyhetsbrevets text." })
    .check(
      z.trim(),
      z.minLength(1, "Skriv nyhetsbrevets text."),
      z.maxLength(NEWSLETTER_BODY_MAX, "Texten får vara högst 20 000 tecken."),
    ),
});

export type NewsletterForm = z.infer<typeof newsletterSchema>;
