import { Search } from "lucide-react";
import { useId } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { useLanguage, useT } from "~/lib/i18n/i18n";
import { MAX_QUERY_LENGTH } from "~/lib/search/limits";
import { pageHref } from "./page-link";

/**
 * The header's search field: a plain GET form to /sok, so it works before the app has
 * loaded and without JavaScript (a press before the app is held and sent again once it
 * has, decision 014). On /sok it shows the current query.
 */
export function HeaderSearch({ className = "" }: { className?: string }) {
  const id = useId();
  const t = useT();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The search page in the page's language (/en/sok on English pages).
  const action = pageHref(useLanguage(), "/sok");
  const current = pathname === action ? (params.get("q") ?? "") : "";
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t("search.form")}
      className={`flex min-w-0 items-center rounded-full border border-line bg-white focus-within:ring-2 focus-within:ring-sea ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        // A new query on /sok fills the field afresh.
        key={current}
        id={id}
        type="search"
        name="q"
        defaultValue={current}
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        placeholder={t("search.placeholder")}
        autoComplete="off"
        className="w-full min-w-0 bg-transparent py-2 pl-4 text-sm outline-none placeholder:text-ink-soft"
      />
      <button
        type="submit"
        aria-label={t("search.submit")}
        className="shrink-0 rounded-full p-2 text-sea hover:bg-sand"
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
    </Form>
  );
}
