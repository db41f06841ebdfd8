import { logger } from "~/.server/logger";
import { registrationByImageToken } from "~/.server/registrations/submit";
import { imageStore } from "~/.server/services";
import { imageNotFound, imageResponse } from "~/.server/uploads/storage";
import type { Route } from "./+types/$token";

// A registration's image, before (and after) any decision: only through the link the
// registrant and the operator get (an unguessable token), never indexed or cached.

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow, noarchive",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!TOKEN.test(params.token)) return imageNotFound(PRIVATE);
  const { db } = context.database;
  const row = await registrationByImageToken(db, params.token);
  if (!row?.profile_image_path) return imageNotFound(PRIVATE);
  const image = await imageStore.get(row.profile_image_path);
  if (!image) {
    logger.warn({ registration: row.id }, "registration image missing in the store");
    return imageNotFound(PRIVATE);
  }
  return imageResponse(image, PRIVATE);
}
