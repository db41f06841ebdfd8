import { Link } from "react-router";
import { useLanguage } from "~/lib/i18n/i18n";
import { languageOfPath } from "~/lib/i18n/languages";
import { CategoryIcon } from "./category-icon";
import { useCategoryTiles } from "./use-nav-links";

/** The 13 category tiles of /all-categories and the home page. */
export function CategoryGrid() {
  const tiles = useCategoryTiles();
  const language = useLanguage();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link
            to={tile.href}
            // A category page that is Swedish only says so from another language's page.
            hrefLang={language !== "sv" && languageOfPath(tile.href) === "sv" ? "sv" : undefined}
            className="flex h-full flex-col items-start gap-3 rounded-2xl border border-line bg-white p-4 transition hover:border-teal hover:shadow-md"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-sky text-sea">
              <CategoryIcon slug={tile.slug} className="size-6" />
            </span>
            <span className="font-semibold text-ink">{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
