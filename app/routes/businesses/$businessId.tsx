import { redirect } from "react-router";
import { requestLanguage } from "~/.server/i18n/catalogs";
import { getContent, pageOf } from "~/.server/snapshot/content";
import { pathIn } from "~/lib/i18n/languages";
import type { Route } from "./+types/$businessId";

/** /businesses/{id} is the plural form used by featured cards: one permanent hop to /business/{id}. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  if (!pageOf(await getContent(context.database), params.businessId))
    throw redirect(pathIn(language, "/"));
  throw redirect(pathIn(language, `/business/${encodeURIComponent(params.businessId)}`), 301);
}
