import type { FormMessage } from "./forms";

/** What the newsletter endpoint answers (page action and JSON alike). */
export interface NewsletterReply {
  status: "success" | "duplicate" | "invalid" | "error";
  message: FormMessage;
}

/** What the registration endpoint answers. */
export type RegistrationReply =
  | { ok: true; message: string; imageUrl: string | null }
  | {
      ok: false;
      message: string;
      field?: string;
      /** The text fields as sent (never the honeypot or the file), to fill the form in again. */
      values?: Record<string, string>;
    };
