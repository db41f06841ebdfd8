import { da } from "./catalog-da";
import { de } from "./catalog-de";
import { en } from "./catalog-en";
import { type MessageId, sv } from "./catalog-sv";
import type { Language } from "./languages";

// Every language's interface text, for the server only: it compiles them once and sends
// a page only its own language's (app/.server/i18n/catalogs.ts).

export type { MessageId };

export const CATALOGS: Readonly<Record<Language, Readonly<Record<MessageId, string>>>> = {
  sv,
  en,
  de,
  da,
};
