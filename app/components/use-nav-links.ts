import { useRouteLoaderData } from "react-router";
import { NAV_LINKS, type NavLink } from "~/content/categories";
import type { loader } from "~/root";

/** The 13 category links of the header and footer in the page's language (the root's). */
export function useNavLinks(): readonly NavLink[] {
  return useRouteLoaderData<typeof loader>("root")?.nav ?? NAV_LINKS;
}
