// zod/mini: an owner's reply to a published review of their place ('Svara', issue 39,
// point 3), shared by the browser and the action.
import * as z from "zod/mini";
import { cleanedText } from "~/lib/forms/forms";
import { MARKUP } from "./form";

export const REPLY_LIMITS = { body: 1500 } as const;

export const REPLY_MESSAGES = {
  body: "Skriv ditt svar.",
  html: "Svaret kan bara innehålla vanlig text, inte HTML.",
  review: "Omdömet finns inte längre.",
  invalid: "Formuläret har fel. Rätta de markerade fälten och skicka igen.",
  sent: "Tack! Ditt svar väntar på granskning. Vi mejlar dig när det är publicerat.",
  answered: "Omdömet har redan ett svar från företaget. Varje omdöme kan besvaras en gång.",
} as const;

/** The reply: which review it answers and the text. */
export const replySchema = z.object({
  review: z
    .string({ error: REPLY_MESSAGES.review })
    .check(z.regex(/^[1-9]\d{0,8}$/, REPLY_MESSAGES.review)),
  body: z.pipe(
    cleanedText("multi-line", REPLY_LIMITS.body, "Svaret", REPLY_MESSAGES.body),
    z.string().check(z.refine((value) => !MARKUP.test(value), REPLY_MESSAGES.html)),
  ),
});

export type ReplyForm = z.infer<typeof replySchema>;

/** The owner's page of a place's reviews, where each can be answered. */
export const ownerReviewsPath = (slug: string) =>
  `/foretagare/foretag/${encodeURIComponent(slug)}/omdomen`;

/** Where one review stands on that page. */
export const ownerReviewAnchor = (id: number) => `omdome-${id}`;
