import { Link } from "react-router";
import { ALL_CATEGORY_TILES } from "~/content/categories";
import { CategoryIcon } from "./category-icon";

/** The 13 category tiles of /all-categories and the home page. */
export function CategoryGrid() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {ALL_CATEGORY_TILES.map((tile) => (
        <li key={tile.label}>
          <Link
            to={tile.href}
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
