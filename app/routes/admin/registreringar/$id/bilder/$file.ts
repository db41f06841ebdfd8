import { registrationPhoto } from "~/.server/registrations/photos";
import { imageStore } from "~/.server/services";
import { imageNotFound } from "~/.server/uploads/storage";
import { operatorDatabase } from "../../../route-helpers.server";
import type { Route } from "./+types/$file";

// /admin/registreringar/:id/bilder/:file: a photo the registrant added to a registration,
// for the operator who moderates it.

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  if (!/^\d{1,12}$/.test(params.id)) return imageNotFound();
  return registrationPhoto(db, imageStore, Number(params.id), params.file);
}
