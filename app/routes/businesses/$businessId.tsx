import { redirect } from "react-router";
import { getContent, pageOf } from "~/.server/snapshot/content";
import type { Route } from "./+types/$businessId";

/** /businesses/{id} is the plural form used by featured cards: one permanent hop to /business/{id}. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!pageOf(await getContent(context.database), params.businessId)) throw redirect("/");
  throw redirect(`/business/${encodeURIComponent(params.businessId)}`, 301);
}
