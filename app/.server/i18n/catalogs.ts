import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { CATALOGS } from "~/lib/i18n/catalogs";
import type { Language } from "~/lib/i18n/languages";

// The interface text's catalogs (app/lib/i18n/catalog-*.ts), compiled once per language on
// the server: the root loader sends a page its own language's.

const compiled = new Map<Language, Messages>();

/** A language's messages, compiled (ICU MessageFormat to Lingui's compiled form). */
export function messagesOf(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(CATALOGS[language]).map(([id, text]) => [id, compileMessage(text)]),
    );
    compiled.set(language, messages);
  }
  return messages;
}
