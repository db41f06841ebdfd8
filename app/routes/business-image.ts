import { businessArtSvg } from "~/lib/business-art.server";
import { categoryOfBusiness, findBusiness, listingFor } from "~/lib/businesses";
import type { Route } from "./+types/business-image";

const FILE = /^([a-z0-9-]{1,80})\.svg$/;

export function loader({ params }: Route.LoaderArgs) {
  const match = FILE.exec(params.file);
  if (!match?.[1]) throw new Response("Bilden finns inte.", { status: 404 });
  const id = match[1];
  const category = categoryOfBusiness(id);
  const name =
    findBusiness(id)?.name ?? listingFor(category)?.find((entry) => entry.id === id)?.title;
  return new Response(businessArtSvg(id, category, name), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The art depends only on the id: let browsers and proxies keep it for a day.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
