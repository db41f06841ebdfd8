import { data } from "react-router";
import { requireOwner } from "~/.server/auth/owner-auth";
import { areaPhoto, PHOTO_NOT_YOURS } from "~/.server/owner/owner-photos";
import { ownedPlace } from "~/.server/owner/proposals";
import { imageStore } from "~/.server/services";
import type { Route } from "./+types/$file";

// /foretagare/foretag/:slug/bilder/:file: a photo of the place's gallery for its owners,
// also one they sent that waits for review. Nobody else sees a waiting photo.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.database;
  const owner = await requireOwner(db, request);
  if (!(await ownedPlace(db, owner.email, params.slug)))
    throw data(PHOTO_NOT_YOURS, { status: 403 });
  return areaPhoto(db, imageStore, params.slug, params.file);
}
