import { areaPhoto } from "~/.server/owner/owner-photos";
import { imageStore } from "~/.server/services";
import { operatorDatabase } from "../../../route-helpers.server";
import type { Route } from "./+types/$file";

// /admin/foretag/:slug/bilder/:file: a photo of the place's gallery for the operator,
// also one an owner has sent and that waits for review (shown in /admin/andringar).

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  return areaPhoto(db, imageStore, params.slug, params.file);
}
