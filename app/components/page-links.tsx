import { Link } from "react-router";
import { useT } from "~/lib/i18n/i18n";
import { type PageInfo, pageHref, pageNumbers } from "~/lib/text/pagination";

/**
 * The links between the pages of a long list, and how much of it this page shows. Plain
 * links (they work without JavaScript); nothing at all when the list fits on one page.
 */
export function Pagination({ paged, url }: { paged: PageInfo; url: string }) {
  const { page, pages, total, first, last } = paged;
  const t = useT();
  if (pages <= 1) return null;
  const link = "inline-flex min-w-11 justify-center rounded-lg px-3 py-2 font-semibold";
  return (
    <nav
      aria-label={t("pages.nav")}
      className="mt-8 flex flex-wrap items-center justify-between gap-4"
    >
      <p className="text-ink-soft">{t("pages.showing", { first, last, total })}</p>
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={pageHref(url, page - 1)} rel="prev" className={`${link} text-teal-dark`}>
              {t("pages.previous")}
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((number, position) =>
          number === 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <li key={`gap-${position}`} aria-hidden="true" className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={pageHref(url, number)}
                aria-label={t("pages.page", { number })}
                aria-current={number === page ? "page" : undefined}
                className={
                  number === page
                    ? `${link} bg-teal-dark text-white`
                    : `${link} text-teal-dark hover:bg-sky`
                }
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={pageHref(url, page + 1)} rel="next" className={`${link} text-teal-dark`}>
              {t("pages.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The head's links to the previous and next page, for the route's meta. */
export function paginationLinks(paged: PageInfo | undefined, url: string) {
  if (!paged) return [];
  return [
    ...(paged.page > 1
      ? [{ tagName: "link", rel: "prev", href: pageHref(url, paged.page - 1) }]
      : []),
    ...(paged.page < paged.pages
      ? [{ tagName: "link", rel: "next", href: pageHref(url, paged.page + 1) }]
      : []),
  ];
}
