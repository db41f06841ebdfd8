import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import type { MessageId } from "./catalog-sv";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
import type { MessageValues, Translate } from "./words";

// The interface text of a page through Lingui (issue 40, decision 038): the root loader
// sends the visited language's compiled messages, the root makes one I18n of them, and
// components ask `useT()` for their words. Only types come from the catalogs here, so
// no language's texts are bundled with the app.

export type { MessageValues, Translate } from "./words";
export type { I18n, MessageId, Messages };

/** An I18n for a language, with its compiled messages. */
export function createI18n(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/**
 * The root's I18n for the loader's language and messages (as serialised for the
 * browser: the compiled form, whose type JSON loses), made once per pair.
 */
export function usePageI18n(language: Language | undefined, messages: object | undefined) {
  return useMemo(
    () => createI18n(language ?? DEFAULT_LANGUAGE, (messages ?? {}) as Messages),
    [language, messages],
  );
}

/** The page's translate function: a message by id, with its values. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}

/** The page's language. */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/**
 * The page's language and translate function for a route's `meta`, which runs outside
 * the components: from the root loader's data among the matches.
 */
export function metaI18n(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { language?: Language; messages?: object }
    | undefined;
  const language = root?.language ?? DEFAULT_LANGUAGE;
  const i18n = createI18n(language, (root?.messages ?? {}) as Messages);
  const t = (id: MessageId, values?: MessageValues) => i18n._(id, values);
  return { language, t };
}
