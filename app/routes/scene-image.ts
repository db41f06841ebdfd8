import { EVENT_ART, sceneArtSvg } from "~/lib/business-art.server";
import type { Route } from "./+types/scene-image";

const FILE = /^([a-z0-9-]{1,40})\.svg$/;

/** /images/categories/{slug}.svg and /images/events/{key}.svg: generated category scenes. */
export function loader({ params, request }: Route.LoaderArgs) {
  const match = FILE.exec(params.file);
  const group = new URL(request.url).pathname.split("/")[2];
  const name = match?.[1];
  if (!name) throw new Response("Bilden finns inte.", { status: 404 });
  const svg =
    group === "events" ? sceneArtSvg(EVENT_ART[name] ?? "evenemang", 800, 450) : sceneArtSvg(name);
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
