import { database, imageStore } from "~/.server/services";
import {
  businessImageUrl,
  imageNotFound,
  imageResponse,
  STORED_IMAGE_NAME,
  storedPathOf,
} from "~/.server/storage";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/business-photo";

// A business's photo, from the business's own path: /images/business/<slug>/<file>.
// Only the photo the business shows now is served (a registration's image becomes one
// on approval); the generated card art stays at /images/business/<slug>.svg.

const SLUG = /^[a-z0-9-]{1,100}$/;

export async function loader({ params }: Route.LoaderArgs) {
  if (!SLUG.test(params.slug) || !STORED_IMAGE_NAME.test(params.file)) return imageNotFound();
  const { db } = await database();
  const business = await db
    .selectFrom("businesses")
    .select(["status", "image"])
    .where("slug", "=", params.slug)
    .executeTakeFirst();
  const storedPath = storedPathOf(params.file);
  if (!business || business.image !== businessImageUrl(params.slug, storedPath))
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
  // photo is for the admin area only.
  return imageResponse(
    image,
    business.status === "published"
      ? { "Cache-Control": "public, max-age=86400" }
      : { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" },
  );
}
