import { logger } from "~/.server/logger";
import { galleryImageStatus, photoOwner } from "~/.server/places/gallery";
import { imageStore } from "~/.server/services";
import {
  imageNotFound,
  imageResponse,
  placeImageUrl,
  STORED_IMAGE_NAME,
  storedPathOf,
} from "~/.server/uploads/storage";
import type { Route } from "./+types/$file";

// A business's photo, from the business's own path: /images/business/<slug>/<file>.
// Only the photos the business has now are served: its main photo (a registration's
// image becomes one on approval) and, once the business is published, the images of
// its gallery (app/.server/places/gallery.ts). The generated card art stays at
// /images/business/<slug>.svg.

const SLUG = /^[a-z0-9-]{1,100}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.slug) || !STORED_IMAGE_NAME.test(params.file)) return imageNotFound();
  const { db } = context.database;
  const place = await photoOwner(db, params.slug);
  if (!place) return imageNotFound();
  const storedPath = storedPathOf(params.file);
  const url = placeImageUrl(params.slug, storedPath);
  const published = place.status === "published";
  const isMain = place.image === url;
  if (!isMain && !(published && (await galleryImageStatus(db, params.slug, url)) === "published"))
    return imageNotFound();
  const image = await imageStore.get(storedPath);
  if (!image) {
    logger.warn(
      { business: params.slug, file: params.file },
      "business photo missing in the store",
    );
    return imageNotFound();
  }
  // A stored file never changes (a new photo gets a new name); a hidden business's
  // main photo is for the admin area only.
  return imageResponse(
    image,
    published
      ? { "Cache-Control": "public, max-age=86400" }
      : { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" },
  );
}
