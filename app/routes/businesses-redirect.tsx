import { redirect } from "react-router";
import { hasDetailPage } from "~/lib/businesses";
import type { Route } from "./+types/businesses-redirect";

/** /businesses/{id} is the plural form used by featured cards: one permanent hop to /business/{id}. */
export function loader({ params }: Route.LoaderArgs) {
  if (!hasDetailPage(params.businessId)) throw redirect("/");
  throw redirect(`/business/${encodeURIComponent(params.businessId)}`, 301);
}
