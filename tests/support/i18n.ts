import { I18nProvider } from "@lingui/react";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { messagesOf } from "~/.server/i18n/catalogs";
import { createI18n } from "~/lib/i18n/i18n";
import type { Language } from "~/lib/i18n/languages";

/** A component's markup in `language`, as a page in that language renders it (at `path`). */
export function renderIn(language: Language, element: ReactNode, path = "/"): string {
  const i18n = createI18n(language, messagesOf(language));
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(MemoryRouter, { initialEntries: [path] }, element),
    ),
  );
}
