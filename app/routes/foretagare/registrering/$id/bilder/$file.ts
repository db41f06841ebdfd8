import { requireOwner } from "~/.server/auth/owner-auth";
import { registrationPhoto } from "~/.server/registrations/photos";
import { imageStore } from "~/.server/services";
import { imageNotFound } from "~/.server/uploads/storage";
import type { Route } from "./+types/$file";

// /foretagare/registrering/:id/bilder/:file: a photo of the signed-in registrant's own
// waiting registration. Nobody else sees it (the operator has their own path).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.database;
  const owner = await requireOwner(db, request);
  if (!/^\d{1,12}$/.test(params.id)) return imageNotFound();
  return registrationPhoto(db, imageStore, Number(params.id), params.file, owner.email);
}
