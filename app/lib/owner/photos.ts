// An owner's photos for their place (issue 38), shared by the browser and the
// action. A proposal's `photos` value is the gallery the owner wants, in order:
// published images they keep and images they uploaded (waiting), each with its alt text.
import type * as z from "zod/mini";
import { photoAddSchemaFor, photoChangeSchemaFor } from "~/lib/places/gallery-form";
import { registrationPath } from "./paths";

export interface ProposedPhoto {
  /** The business_images row. */
  id: number;
  /** The image's path, /images/business/<slug>/<file>. */
  src: string;
  alt: string;
}

/** The photos a proposal's value holds, in order. */
export function photosOf(value: string | null | undefined): ProposedPhoto[] {
  if (!value) return [];
  const parsed = JSON.parse(value) as unknown;
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (photo): photo is ProposedPhoto =>
      typeof photo?.id === "number" &&
      typeof photo.src === "string" &&
      typeof photo.alt === "string",
  );
}

/** The value a list of photos is stored as (null: no photos). */
export const photosValue = (photos: readonly ProposedPhoto[]): string | null =>
  photos.length > 0 ? JSON.stringify(photos.map(({ id, src, alt }) => ({ id, src, alt }))) : null;

/**
 * A photo as the owner's or the operator's page shows it: from under the area's own path
 * (`base`, e.g. /foretagare/foretag/<slug>/bilder), where its session cookie is sent.
 */
export const areaPhotoPath = (base: string, src: string) => `${base}/${src.split("/").pop()}`;

/** The owner's and the operator's paths of a place's photos. */
export const ownerPhotoBase = (slug: string) =>
  `/foretagare/foretag/${encodeURIComponent(slug)}/bilder`;
export const adminPhotoBase = (slug: string) => `/admin/foretag/${encodeURIComponent(slug)}/bilder`;

/** The paths of a waiting registration's photos, for its registrant and for the operator. */
export const registrationPhotoBase = (id: number) => `${registrationPath(id)}/bilder`;
export const adminRegistrationPhotoBase = (id: number) => `/admin/registreringar/${id}/bilder`;

/** The photo page's forms: add one (file and alt text), or remove or move one. */
export const OWNER_PHOTO_FILE_FIELD = "image";

export const ownerPhotoAddSchema = photoAddSchemaFor("bild-lagg-till");

export const OWNER_PHOTO_CHANGES = ["bild-ta-bort", "bild-upp", "bild-ner"] as const;

export const ownerPhotoChangeSchema = photoChangeSchemaFor(OWNER_PHOTO_CHANGES);

export type OwnerPhotoChange = z.infer<typeof ownerPhotoChangeSchema>;

/** The notice after a change on an owner's photo page, by its `?bild=` word. */
export const PHOTO_NOTICES: Record<string, string> = {
  tillagd: "Tack! Bilden väntar på granskning.",
  borttagen: "Bilden tas bort när vi har granskat ändringen.",
  flyttad: "Den nya ordningen väntar på granskning.",
};

/** The notice a photo page's address asks for (`?bild=tillagd`), if any. */
export function photoNotice(url: string, notices: Record<string, string>): string | undefined {
  const word = new URL(url).searchParams.get("bild") ?? "";
  return Object.hasOwn(notices, word) ? notices[word] : undefined;
}
