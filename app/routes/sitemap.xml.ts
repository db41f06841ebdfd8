import { sitemapOf } from "~/.server/seo/sitemap";
import { env } from "~/.server/services";
import { getContent } from "~/.server/snapshot/content";
import type { Route } from "./+types/sitemap.xml";

// Every public page, business and event (app/.server/seo/sitemap.ts). Made again after
// every content write; crawlers are asked to check each time.
export async function loader({ context }: Route.LoaderArgs) {
  const xml = await sitemapOf(
    context.database.db,
    await getContent(context.database),
    await context.sitemapPagePaths(),
    env.publicUrl,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "no-cache",
    },
  });
}
