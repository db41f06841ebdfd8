import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { type RelativeWords, SWEDISH_RELATIVE } from "~/lib/events/events";
import { CATALOGS } from "~/lib/i18n/catalogs";
import { formatsOf } from "~/lib/i18n/format";
import { createI18n, type MessageId, type MessageValues } from "~/lib/i18n/i18n";
import { type Language, languageOfPath } from "~/lib/i18n/languages";
import { dateWordsIn } from "./dates";

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

/** The interface text of `language` for server code (a loader's words, a mail). */
export function serverT(language: Language): (id: MessageId, values?: MessageValues) => string {
  let t = translators.get(language);
  if (!t) {
    const i18n = createI18n(language, messagesOf(language));
    t = (id, values) => i18n._(id, values);
    translators.set(language, t);
  }
  return t;
}

/** One translate function per language, made once (loaders ask for it per card). */
const translators = new Map<Language, (id: MessageId, values?: MessageValues) => string>();

/** How an event's start is told in `language` ("Tonight 20:00", "Sat 28 Nov"). */
export function relativeWordsIn(language: Language): RelativeWords {
  if (language === "sv") return SWEDISH_RELATIVE;
  const t = serverT(language);
  return {
    today: t("events.today"),
    tonight: t("events.tonight"),
    tomorrow: t("events.tomorrow"),
    time: formatsOf(language).time,
    shortDay: dateWordsIn(language).shortDay,
  };
}

/** The language of the page a request asks for: its path's. */
export function requestLanguage(request: Request): Language {
  const { pathname } = new URL(request.url);
  // Every page under a prefix is in its language; what is no page there is a 404 in it.
  return languageOfPath(pathname);
}
