import { type Kysely, sql, type Transaction } from "kysely";
import { logger } from "~/.server/logger";
import { findPlan, type PlanId } from "~/content/plans";
import { type FieldErrors, fieldErrors } from "~/lib/forms/fields";
import {
  OWNER_PHOTO_CHANGES,
  ownerPhotoAddSchema,
  ownerPhotoChangeSchema,
  type ProposedPhoto,
  photosOf,
} from "~/lib/owner/photos";
import { imageLimit } from "~/lib/plans/effects";
import type { Database } from "../db/schema";
import type { ParsedForm } from "../http/multipart";
import { type OwnerGallery, photoLimitMessage, removeStoredPhoto } from "../owner/owner-photos";
import { heldPurchasesOf } from "../payments/plan-links";
import { putPendingImage, UPLOAD_FAILURE, withUpload } from "../places/place-form";
import {
  type ImageStore,
  imageNotFound,
  imageResponse,
  placeImageUrl,
  STORED_IMAGE_NAME,
} from "../uploads/storage";
import { pendingRegistrationOf } from "./facts";

// The photos of a registration that still waits for the operator (issue 38, point 5):
// after buying a plan, the registrant adds them as they would to a published place, up to
// what the plan they bought gives (the registration's own image counts as the main one).
// They are kept with the registration (`business_submissions.photos`, in order), shown
// to the operator in moderation, and published into the place's gallery on approval,
// which is their review. Removing one deletes it at once: nothing of it was public.

/** A registration's photo: `src` is the stored path, `at` when it was added (ms). */
interface RegistrationPhoto extends ProposedPhoto {
  at: number;
}

const NOT_YOURS = "Registreringen finns inte eller är redan granskad.";
const GONE = "Bilden finns inte längre. Listan visar bilderna som de är nu.";
const BUSY = "Bilderna ändrades samtidigt från ett annat fönster. Försök igen.";
/** An upload with the same alt text as the last one within this time is the same post again. */
const TWICE_WITHIN_MS = 30_000;

const photosOfRegistration = (value: string | null) => photosOf(value) as RegistrationPhoto[];

const listValue = (photos: readonly RegistrationPhoto[]): string | null =>
  photos.length > 0
    ? JSON.stringify(photos.map(({ id, src, alt, at }) => ({ id, src, alt, at })))
    : null;

/** The waiting registration of this address. */
const registrationOf = pendingRegistrationOf;

/** The plan the registrant bought and approval will link: the one giving the most photos. */
async function plannedOf(db: Kysely<Database>, email: string): Promise<PlanId | undefined> {
  let best: PlanId | undefined;
  for (const purchase of await heldPurchasesOf(db, email)) {
    const plan = findPlan(purchase.plan)?.id;
    if (plan && imageLimit(plan) > imageLimit(best)) best = plan;
  }
  return best;
}

async function roomOf(
  db: Kysely<Database>,
  registration: { contact_email: string; profile_image_path: string | null },
) {
  const plan = await plannedOf(db, registration.contact_email);
  const hasMainImage = Boolean(registration.profile_image_path);
  return { plan, hasMainImage, slots: Math.max(0, imageLimit(plan) - (hasMainImage ? 1 : 0)) };
}

/** The registration's photo page, in the shape of the owner's photo page. */
export async function registrationGallery(
  db: Kysely<Database>,
  email: string,
  id: number,
): Promise<(OwnerGallery & { name: string }) | undefined> {
  const registration = await registrationOf(db, email, id);
  if (!registration) return undefined;
  const { plan, hasMainImage, slots } = await roomOf(db, registration);
  const photos = photosOfRegistration(registration.photos);
  return {
    name: registration.business_name,
    photos: photos.map(({ id, src, alt }, index) => ({
      id,
      src,
      alt,
      proposed: true,
      shown: index < slots,
    })),
    slots,
    hasMainImage,
    planName: imageLimit(plan) > 1 && plan ? (findPlan(plan)?.name ?? null) : null,
    full: photos.length >= slots ? photoLimitMessage(plan, hasMainImage) : null,
    waiting: photos.length > 0,
  };
}

export type RegistrationPhotoSubmission =
  | { ok: true; notice: "tillagd" | "borttagen" | "flyttad" }
  | { ok: false; status: number; errors: FieldErrors; values: Record<string, string> };

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldErrors,
  ) {
    super(Object.values(errors)[0]);
  }
}

/**
 * Changes the list of a waiting registration of `email` by `change`, written only if
 * nobody changed it meanwhile (compared with what was read; tried again once), so two
 * posts at once cannot lose one another's photo or pass the limit together.
 */
async function changeList(
  db: Kysely<Database>,
  email: string,
  id: number,
  change: (
    photos: RegistrationPhoto[],
    registration: NonNullable<Awaited<ReturnType<typeof registrationOf>>>,
  ) => Promise<RegistrationPhoto[]>,
): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const registration = await registrationOf(db, email, id);
    if (!registration) throw new Refused(403, { form: NOT_YOURS });
    const next = await change(photosOfRegistration(registration.photos), registration);
    const result = await db
      .updateTable("business_submissions")
      .set({ photos: listValue(next) })
      .where("id", "=", id)
      .where("status", "=", "new")
      .where(sql<string>`coalesce(photos, '')`, "=", registration.photos ?? "")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return;
  }
  throw new Refused(409, { form: BUSY });
}

/**
 * A post to the registration's photo page: add a photo (file and alt text, within the
 * bought plan's limit), or remove or move one.
 */
export async function submitRegistrationPhotoForm(options: {
  db: Kysely<Database>;
  store: ImageStore;
  email: string;
  id: number;
  form: ParsedForm;
  now?: Date;
}): Promise<RegistrationPhotoSubmission> {
  const { db, store, email, id, form, now = new Date() } = options;
  const values = form.fields;
  const label = { slug: `registrering-${id}`, failure: "registration photo" };
  return withUpload(store, form, label, async ({ fail, prepare }) => {
    const tooLong = form.oversizedFields[0];
    if (tooLong) return fail(400, { [tooLong === "alt" ? "alt" : "form"]: "Texten är för lång." });
    const refused = (error: unknown) => {
      if (error instanceof Refused) return fail(error.status, error.errors);
      throw error;
    };
    if ((OWNER_PHOTO_CHANGES as readonly string[]).includes(values.intent ?? "")) {
      if (form.file) return fail(400, { form: "Formuläret kunde inte läsas." });
      const parsed = ownerPhotoChangeSchema.safeParse(values);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return fail(400, { form: errors.intent ?? errors.imageId ?? GONE });
      }
      const { intent, imageId } = parsed.data;
      let dropped: string | undefined;
      try {
        await changeList(db, email, id, async (photos) => {
          const index = photos.findIndex((photo) => photo.id === Number(imageId));
          const photo = photos[index];
          if (!photo) throw new Refused(400, { form: GONE });
          const after = [...photos];
          if (intent === "bild-ta-bort") {
            after.splice(index, 1);
            dropped = photo.src;
          } else {
            const to = intent === "bild-upp" ? index - 1 : index + 1;
            const other = photos[to];
            if (other) [after[to], after[index]] = [photo, other];
          }
          return after;
        });
      } catch (error) {
        return refused(error);
      }
      if (dropped) await removeStoredPhoto(store, dropped);
      return { ok: true, notice: intent === "bild-ta-bort" ? "borttagen" : "flyttad" } as const;
    }
    const parsed = ownerPhotoAddSchema.safeParse(values);
    if (!parsed.success) return fail(400, fieldErrors(parsed.error));
    const before = await registrationOf(db, email, id);
    if (!before) return fail(403, { form: NOT_YOURS });
    // The same photo sent twice (a double press without JavaScript): the first stands,
    // also when it filled the list.
    const sentTwice = (photos: readonly RegistrationPhoto[]) => {
      const last = photos.at(-1);
      return last?.alt === parsed.data.alt && now.getTime() - last.at < TWICE_WITHIN_MS;
    };
    const listed = photosOfRegistration(before.photos);
    if (sentTwice(listed)) return { ok: true, notice: "tillagd" } as const;
    const room = await roomOf(db, before);
    const full = photoLimitMessage(room.plan, room.hasMainImage);
    // Refused before the image is looked at when the list is already full.
    if (listed.length >= room.slots) return fail(400, { image: full });
    const image = await prepare();
    if (!image) return fail(400, { image: "Välj en bild att lägga till." });
    if (!image.ok) return fail(400, { image: image.message });
    const stored = await putPendingImage(store, label.slug, image.image, "gallery");
    if (!stored) return fail(503, { image: UPLOAD_FAILURE.store });
    let twice = false;
    try {
      await changeList(db, email, id, async (photos) => {
        // Checked again: the first of two posts at once may have landed meanwhile.
        twice = sentTwice(photos);
        if (twice) return photos;
        if (photos.length >= room.slots) throw new Refused(400, { image: full });
        const next = Math.max(0, ...photos.map((photo) => photo.id)) + 1;
        return [...photos, { id: next, src: stored.path, alt: parsed.data.alt, at: now.getTime() }];
      });
    } catch (error) {
      await removeStoredPhoto(store, stored.path);
      return refused(error);
    }
    if (twice) {
      await removeStoredPhoto(store, stored.path);
      return { ok: true, notice: "tillagd" } as const;
    }
    logger.info({ registration: id }, "registration photo added");
    return { ok: true, notice: "tillagd" } as const;
  });
}

/**
 * A photo of a registration for the registrant's and the operator's pages (the caller
 * has checked who asks; `email` limits it to the registrant's own waiting registration).
 */
export async function registrationPhoto(
  db: Kysely<Database>,
  store: ImageStore,
  id: number,
  file: string,
  email?: string,
): Promise<Response> {
  const hidden = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (!STORED_IMAGE_NAME.test(file)) return imageNotFound(hidden);
  const registration = email
    ? await registrationOf(db, email, id)
    : await db
        .selectFrom("business_submissions")
        .select("photos")
        .where("id", "=", id)
        .executeTakeFirst();
  const photo = photosOfRegistration(registration?.photos ?? null).find(
    (candidate) => candidate.src.split("/").pop() === file,
  );
  if (!photo) return imageNotFound(hidden);
  const image = await store.get(photo.src);
  return image ? imageResponse(image, hidden) : imageNotFound(hidden);
}

/** The registration's photos for the operator: the area path of each and its alt text. */
export function registrationPhotosOf(value: string | null): ProposedPhoto[] {
  return photosOfRegistration(value).map(({ id, src, alt }) => ({ id, src, alt }));
}

/**
 * Approval: the registration's photos become the new place's published gallery, in the
 * registrant's order (the plan decides how many the page shows, as for any place). Returns
 * their alt texts, as the gallery's audit lists them.
 */
export async function publishRegistrationPhotos(
  trx: Transaction<Database>,
  slug: string,
  value: string | null,
  now: Date = new Date(),
): Promise<string[]> {
  const photos = photosOfRegistration(value);
  for (const [position, photo] of photos.entries())
    await trx
      .insertInto("business_images")
      .values({
        business_slug: slug,
        position,
        path: placeImageUrl(slug, photo.src),
        alt: photo.alt,
        status: "published",
        created_at: now.getTime(),
      })
      .execute();
  return photos.map((photo) => photo.alt);
}

export { NOT_YOURS as REGISTRATION_NOT_YOURS };
