import path from "node:path";
import {
  artOf,
  BUSY,
  isShareKind,
  shareImage,
  shareKey,
  shareSourceOf,
  siteShareImage,
} from "~/.server/seo/share-images";
import { env, imageStore } from "~/.server/services";
import { getContent } from "~/.server/snapshot/content";
import type { Route } from "./+types/$file";

// A page's share image (og:image): /images/share/<business|event|category|site>/<slug>.png,
// a 1200×630 PNG made on the server (app/.server/seo/share-images.ts).

const FILE = /^([a-z0-9-]{1,100})\.png$/;

function notFound(): Response {
  return new Response("Bilden finns inte.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = FILE.exec(params.file)?.[1];
  if (!slug || !isShareKind(params.kind)) return notFound();
  const content = await getContent(context.database);
  const source = shareSourceOf(content, params.kind, slug);
  if (!source) return notFound();
  const options = { cacheDir: path.join(env.DATA_DIR, "share-images"), store: imageStore };
  let png = await shareImage(params.kind, slug, source, options);
  let madeFromSource = true;
  if (png === undefined && params.kind === "business") {
    // An uploaded photo that is missing or unreadable: the place's card art instead.
    png = await shareImage(params.kind, slug, artOf(content, slug), options);
    madeFromSource = false;
  }
  if (png === BUSY) {
    // Too many images being made at once: the site's image for now, kept by nobody, so
    // the next request (once the rush is over) gets the page's own.
    const site = await siteShareImage(options);
    if (!site) return notFound();
    return imageResponse(site, "no-cache");
  }
  if (!png) return notFound();
  // The address names what the image is made from: while it still is, it never changes.
  const current = madeFromSource && new URL(request.url).searchParams.get("v") === shareKey(source);
  return imageResponse(
    png,
    current ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  );
}

function imageResponse(png: Buffer, cacheControl: string): Response {
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": cacheControl,
    },
  });
}
