// zod/mini: the business gallery's forms on the admin edit page, shared by the browser
// and the action (app/.server/places/gallery.ts).
import * as z from "zod/mini";
import { findPlan, type PlanId } from "~/content/plans";
import { imageLimit } from "~/lib/plans/effects";

/** Most characters of an image's alt text (business_images.alt is varchar(300)). */
export const GALLERY_ALT_MAX = 300;

/** The file field of the add form: the same field as the business form's image. */
export const GALLERY_FILE_FIELD = "image";

/** A photo's required alt text (the admin's gallery, the owner's photos). */
const altField = z
  .string({ error: "Skriv en bildtext." })
  .check(
    z.trim(),
    z.minLength(1, "Skriv en bildtext som beskriver vad bilden visar."),
    z.maxLength(GALLERY_ALT_MAX, `Bildtexten får vara högst ${GALLERY_ALT_MAX} tecken.`),
  );

/** Adding a photo, named by its form's `intent`: the file (checked by the server) and its alt text. */
export const photoAddSchemaFor = <Intent extends string>(intent: Intent) =>
  z.object({ intent: z.literal(intent, { error: "Okänd åtgärd." }), alt: altField });

/** Removing one photo or moving it one step (each its own small form), by `intent`. */
export const photoChangeSchemaFor = <Intents extends readonly [string, ...string[]]>(
  intents: Intents,
) =>
  z.object({
    intent: z.enum(intents, { error: "Okänd åtgärd." }),
    imageId: z
      .string({ error: "Välj en bild." })
      .check(z.regex(/^\d{1,12}$/, "Bilden finns inte.")),
  });

/** Adding an image: the file (checked by the server) and its required alt text. */
export const galleryAddSchema = photoAddSchemaFor("gallery-add");

export const GALLERY_CHANGES = ["gallery-remove", "gallery-up", "gallery-down"] as const;

/** Removing one image or moving it one step (each its own small form). */
export const galleryChangeSchema = photoChangeSchemaFor(GALLERY_CHANGES);

export type GalleryChange = z.infer<typeof galleryChangeSchema>;

/** Whether a post to the edit page is one of the gallery's forms (its `intent` field). */
export function isGalleryIntent(intent: unknown): boolean {
  return (
    intent === "gallery-add" ||
    (typeof intent === "string" && (GALLERY_CHANGES as readonly string[]).includes(intent))
  );
}

const NUMBER_WORDS = [
  "noll",
  "en",
  "två",
  "tre",
  "fyra",
  "fem",
  "sex",
  "sju",
  "åtta",
  "nio",
  "tio",
];

/** A small count as Swedish words ("fem"), larger ones as digits. */
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** The refusal of one image too many: what the plan holds, or which plans give more. */
export function galleryLimitMessage(plan: PlanId | undefined): string {
  const limit = imageLimit(plan);
  const name = plan ? findPlan(plan)?.name : undefined;
  if (limit <= 1 || !name) return "Fler bilder ingår i annonspaketen Silver och Guld.";
  return `Annonspaketet ${name} rymmer högst ${numberWord(limit)} bilder. Ta bort en bild innan du lägger till en ny.`;
}
