import { placeArtSvg } from "~/.server/document/place-art";
import { categoryOfPlace, findPlace, getContent } from "~/.server/snapshot/content";
import type { Route } from "./+types/$file";

const FILE = /^([a-z0-9-]{1,80})\.svg$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const match = FILE.exec(params.file);
  if (!match?.[1]) throw new Response("Bilden finns inte.", { status: 404 });
  const id = match[1];
  const content = await getContent(context.database);
  const category = categoryOfPlace(content, id);
  const name = findPlace(content, id)?.name;
  return new Response(placeArtSvg(id, category, name), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The art depends only on the id: let browsers and proxies keep it for a day.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
