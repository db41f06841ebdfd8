import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import { logger } from "~/.server/logger";
import { findPlan } from "~/content/plans";
import { type FieldErrors, fieldErrors } from "~/lib/forms/fields";
import {
  OWNER_PHOTO_CHANGES,
  ownerPhotoAddSchema,
  ownerPhotoChangeSchema,
  type ProposedPhoto,
  photosOf,
  photosValue,
} from "~/lib/owner/photos";
import type { ProposalField, ProposedValues } from "~/lib/owner/proposals";
import { galleryLimitMessage, numberWord } from "~/lib/places/gallery-form";
import { imageLimit } from "~/lib/plans/effects";
import type { Database } from "../db/schema";
import type { ParsedForm } from "../http/multipart";
import { galleryImageStatus, galleryOf, planOf } from "../places/gallery";
import { placeImageOf, putPendingImage, UPLOAD_FAILURE, withUpload } from "../places/place-form";
import {
  type ImageStore,
  imageNotFound,
  imageResponse,
  placeImageUrl,
  STORED_IMAGE_NAME,
  storedPathOf,
} from "../uploads/storage";
import { pendingProposal, proposeChanges, Refused } from "./proposals";

// An owner's photos of their place (issue 38, point 2): the gallery they want, as a
// proposal's `photos` field. An upload is checked from its bytes and re-encoded without
// metadata (the operator's pipeline, place-form.ts), stored, and its row added as
// `proposed` in the proposal's transaction; removing and moving change the wanted list.
// Nothing reaches the public page before the operator approves (proposal-decisions.ts).
// The plan's limit counts the main image as one; photos beyond a smaller plan stay
// stored and hidden, in the owner's order, and return with the plan.

/** A photo on the owner's page. */
export interface OwnerPhoto extends ProposedPhoto {
  /** Uploaded by the owner, not yet approved. */
  proposed: boolean;
  /** Within the plan's limit, so shown on the public page once published. */
  shown: boolean;
}

export interface OwnerGallery {
  photos: OwnerPhoto[];
  /** How many gallery photos the plan shows (the main image counts as one of the plan's). */
  slots: number;
  hasMainImage: boolean;
  planName: string | null;
  /** What a new photo would be refused with now, if anything. */
  full: string | null;
  /** The list waits for review. */
  waiting: boolean;
}

/** The plan's limit as the owner reads it. */
export function photoLimitMessage(
  plan: Parameters<typeof galleryLimitMessage>[0],
  hasMain: boolean,
): string {
  const limit = imageLimit(plan);
  if (limit > 1) return galleryLimitMessage(plan);
  return hasMain
    ? "Företagets huvudbild är den bild som ingår. Fler bilder ingår i annonspaketen Silver och Guld."
    : "Det ingår en bild. Fler bilder ingår i annonspaketen Silver och Guld.";
}

async function slotsOf(db: Kysely<Database>, slug: string, now: Date) {
  const [plan, place] = await Promise.all([planOf(db, slug, now), placeImageOf(db, slug)]);
  const hasMainImage = Boolean(place?.image);
  return { plan, hasMainImage, slots: imageLimit(plan) - (hasMainImage ? 1 : 0) };
}

/** The owner's photo page: the wanted list (waiting, else published) and the plan's room. */
export async function ownerGallery(
  db: Kysely<Database>,
  slug: string,
  now: Date = new Date(),
): Promise<OwnerGallery> {
  const [{ plan, hasMainImage, slots }, waiting, published] = await Promise.all([
    slotsOf(db, slug, now),
    pendingProposal(db, slug),
    galleryOf(db, slug),
  ]);
  const wanted =
    waiting && "photos" in waiting.fields ? photosOf(waiting.fields.photos) : published;
  const publishedIds = new Set(published.map((photo) => photo.id));
  const limit = imageLimit(plan);
  return {
    photos: wanted.map((photo, index) => ({
      ...photo,
      proposed: !publishedIds.has(photo.id),
      shown: index < slots,
    })),
    slots: Math.max(0, slots),
    hasMainImage,
    planName: limit > 1 && plan ? (findPlan(plan)?.name ?? null) : null,
    full: wanted.length >= slots ? photoLimitMessage(plan, hasMainImage) : null,
    waiting: Boolean(waiting && "photos" in waiting.fields),
  };
}

/** What the photo page's last post did, for its notice. */
export type OwnerPhotoNotice = "tillagd" | "borttagen" | "flyttad";

export type OwnerPhotoSubmission =
  | { ok: true; notice: OwnerPhotoNotice }
  | { ok: false; status: number; errors: FieldErrors; values: Record<string, string> };

const NOT_YOURS = "Du kan bara ändra bilder för dina egna företag.";

/** An upload with the same alt text as the last one within this time is the same post again. */
const TWICE_WITHIN_MS = 30_000;
class SentTwice extends Error {}

/** Whether the place's newest waiting upload has this alt text and came within the time. */
async function sentTwice(
  db: Kysely<Database> | Transaction<Database>,
  slug: string,
  alt: string,
  now: Date,
): Promise<boolean> {
  const last = await db
    .selectFrom("business_images")
    .select(["alt", "created_at"])
    .where("business_slug", "=", slug)
    .where("status", "=", "proposed")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return last?.alt === alt && now.getTime() - Number(last.created_at) < TWICE_WITHIN_MS;
}
const GONE = "Bilden finns inte längre. Listan visar bilderna som de är nu.";

/** The list the owner's change starts from: the waiting one, else the published gallery. */
function wantedOf(current: {
  published: Record<ProposalField, string | null>;
  waiting: ProposedValues;
}) {
  return photosOf("photos" in current.waiting ? current.waiting.photos : current.published.photos);
}

/**
 * Settles a decided proposal's photos inside the decision's write: the approved list
 * (undefined when the photos were rejected or not proposed) becomes the published
 * gallery in its order with its alt texts; published photos left out of it and uploads
 * not approved are deleted. A photo the operator published after the owner's last change
 * (`since`) was never in the owner's list: it stays, after the owner's photos. Returns
 * the files to remove once the write has committed.
 */
export async function settlePhotos(
  trx: Transaction<Database>,
  slug: string,
  approved: string | null | undefined,
  since: number,
): Promise<string[]> {
  const rows = await trx
    .selectFrom("business_images")
    .select(["id", "path", "status", "created_at"])
    .where("business_slug", "=", slug)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const wanted = approved === undefined ? undefined : photosOf(approved);
  const keep = new Set(wanted?.map((photo) => photo.id));
  const newer = (row: (typeof rows)[number]) =>
    row.status === "published" && Number(row.created_at) > since;
  const later = wanted ? rows.filter((row) => !keep.has(Number(row.id)) && newer(row)) : [];
  const gone = rows.filter((row) =>
    wanted ? !keep.has(Number(row.id)) && !newer(row) : row.status === "proposed",
  );
  for (const row of gone)
    await trx.deleteFrom("business_images").where("id", "=", row.id).execute();
  for (const [position, photo] of (wanted ?? []).entries())
    await trx
      .updateTable("business_images")
      .set({ status: "published", position, alt: photo.alt })
      .where("id", "=", photo.id)
      .where("business_slug", "=", slug)
      .execute();
  for (const [index, row] of later.entries())
    await trx
      .updateTable("business_images")
      .set({ position: (wanted?.length ?? 0) + index })
      .where("id", "=", row.id)
      .execute();
  return gone.map((row) => row.path);
}

/**
 * The photos the operator published after the owner's last change (`since`) and so are
 * not in the owner's list: approval keeps them after the owner's photos (settlePhotos),
 * and the review says so rather than show them as removed.
 */
export async function photosKeptBeside(
  db: Kysely<Database>,
  slug: string,
  proposed: string | null | undefined,
  since: number,
): Promise<ProposedPhoto[]> {
  if (proposed === undefined) return [];
  const listed = new Set(photosOf(proposed).map((photo) => photo.id));
  const rows = await db
    .selectFrom("business_images")
    .select(["id", "path", "alt", "created_at"])
    .where("business_slug", "=", slug)
    .where("status", "=", "published")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows
    .filter((row) => Number(row.created_at) > since && !listed.has(Number(row.id)))
    .map((row) => ({ id: Number(row.id), src: row.path, alt: row.alt }));
}

/** Removes the files of photos a committed decision deleted. */
export async function removePhotoFiles(store: ImageStore, srcs: readonly string[]) {
  for (const src of srcs) await removeStoredPhoto(store, src);
}

/** Removes a stored file whose row is gone or was never committed. */
export async function removeStoredPhoto(store: ImageStore, src: string) {
  const stored = storedPathOf(path.posix.basename(src));
  await store.remove(stored).catch((error: unknown) => {
    logger.error({ err: error, path: stored }, "owner photo file left behind");
  });
}

/**
 * A post to the owner's photo page: add a photo (file and alt text, within the plan's
 * limit), or remove or move one. Every change joins the place's waiting proposal.
 */
export async function submitOwnerPhotoForm(options: {
  db: Kysely<Database>;
  store: ImageStore;
  email: string;
  slug: string;
  form: ParsedForm;
  now?: Date;
}): Promise<OwnerPhotoSubmission> {
  const { db, store, email, slug, form, now = new Date() } = options;
  const values = form.fields;
  return withUpload(store, form, { slug, failure: "owner photo" }, async ({ fail, prepare }) => {
    const tooLong = form.oversizedFields[0];
    if (tooLong) return fail(400, { [tooLong === "alt" ? "alt" : "form"]: "Texten är för lång." });
    if ((OWNER_PHOTO_CHANGES as readonly string[]).includes(values.intent ?? "")) {
      if (form.file) return fail(400, { form: "Formuläret kunde inte läsas." });
      return changePhotos(db, store, email, slug, values, fail);
    }
    const parsed = ownerPhotoAddSchema.safeParse(values);
    if (!parsed.success) return fail(400, fieldErrors(parsed.error));
    const { plan, hasMainImage, slots } = await slotsOf(db, slug, now);
    const refusal = photoLimitMessage(plan, hasMainImage);
    // The same photo sent twice (a double press without JavaScript): the first stands,
    // also when it filled the list.
    if (await sentTwice(db, slug, parsed.data.alt, now)) return { ok: true, notice: "tillagd" };
    // Refused before the image is looked at when the list is already full.
    const before = await ownerGallery(db, slug, now);
    if (before.photos.length >= slots) return fail(400, { image: refusal });
    const image = await prepare();
    if (!image) return fail(400, { image: "Välj en bild att lägga till." });
    if (!image.ok) return fail(400, { image: image.message });
    const stored = await putPendingImage(store, slug, image.image, "gallery");
    if (!stored) return fail(503, { image: UPLOAD_FAILURE.store });
    let outcome: Awaited<ReturnType<typeof proposeChanges>> | Refused;
    try {
      outcome = await proposeChanges(db, email, slug, async (trx, current) => {
        const wanted = wantedOf(current);
        // Checked again: the first of two posts at once may have landed meanwhile.
        if (await sentTwice(trx, slug, parsed.data.alt, now)) throw new SentTwice();
        // Checked again inside the write: two uploads at once cannot pass it together.
        if (wanted.length >= slots) throw new Refused(refusal);
        const { id } = await trx
          .insertInto("business_images")
          .values({
            business_slug: slug,
            position: 0,
            path: stored.url,
            alt: parsed.data.alt,
            status: "proposed",
            created_at: now.getTime(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return {
          photos: photosValue([
            ...wanted,
            { id: Number(id), src: stored.url, alt: parsed.data.alt },
          ]),
        };
      });
    } catch (error) {
      if (error instanceof SentTwice) {
        await removeStoredPhoto(store, stored.url);
        return { ok: true, notice: "tillagd" } as const;
      }
      if (!(error instanceof Refused)) {
        await removeStoredPhoto(store, stored.url);
        throw error;
      }
      outcome = error;
    }
    if (outcome instanceof Refused || !outcome.ok) {
      await removeStoredPhoto(store, stored.url);
      return outcome instanceof Refused
        ? fail(outcome.status, { image: outcome.message })
        : fail(403, { form: NOT_YOURS });
    }
    logger.info({ business: slug }, "owner photo proposed");
    return { ok: true, notice: "tillagd" } as const;
  });
}

/** Removes a photo from the wanted list or moves it a step (a waiting upload is deleted). */
async function changePhotos(
  db: Kysely<Database>,
  store: ImageStore,
  email: string,
  slug: string,
  values: Record<string, string>,
  fail: (status: number, errors: FieldErrors) => OwnerPhotoSubmission,
): Promise<OwnerPhotoSubmission> {
  const parsed = ownerPhotoChangeSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return fail(400, { form: errors.intent ?? errors.imageId ?? GONE });
  }
  const { intent, imageId } = parsed.data;
  const id = Number(imageId);
  let dropped: string | undefined;
  let outcome: Awaited<ReturnType<typeof proposeChanges>>;
  try {
    outcome = await proposeChanges(db, email, slug, async (trx, current) => {
      const wanted = wantedOf(current);
      const index = wanted.findIndex((photo) => photo.id === id);
      const photo = wanted[index];
      if (!photo) throw new Refused(GONE);
      const after = [...wanted];
      if (intent === "bild-ta-bort") {
        after.splice(index, 1);
        // A waiting upload goes for good; a published photo goes on approval.
        const removed = await trx
          .deleteFrom("business_images")
          .where("id", "=", id)
          .where("business_slug", "=", slug)
          .where("status", "=", "proposed")
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) dropped = photo.src;
      } else {
        const to = intent === "bild-upp" ? index - 1 : index + 1;
        const other = wanted[to];
        if (!other) return {};
        after[to] = photo;
        after[index] = other;
      }
      return { photos: photosValue(after) };
    });
  } catch (error) {
    if (error instanceof Refused) return fail(error.status, { form: error.message });
    throw error;
  }
  if (!outcome.ok) return fail(403, { form: NOT_YOURS });
  if (dropped) await removeStoredPhoto(store, dropped);
  return { ok: true, notice: intent === "bild-ta-bort" ? "borttagen" : "flyttad" };
}

/**
 * A photo of the place's gallery, published or waiting, for the owner's and the
 * operator's pages: their session cookies stay on their own paths, so each area serves
 * the photos it shows from under its own path (the caller has checked who asks).
 */
export async function areaPhoto(
  db: Kysely<Database>,
  store: ImageStore,
  slug: string,
  file: string,
): Promise<Response> {
  const hidden = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (!STORED_IMAGE_NAME.test(file)) return imageNotFound(hidden);
  const stored = storedPathOf(file);
  if (!(await galleryImageStatus(db, slug, placeImageUrl(slug, stored))))
    return imageNotFound(hidden);
  const image = await store.get(stored);
  return image ? imageResponse(image, hidden) : imageNotFound(hidden);
}

/** The count of photos as the page says it: "3 av 5 bilder". */
export function photoCountText(gallery: OwnerGallery): string {
  const total = gallery.slots + (gallery.hasMainImage ? 1 : 0);
  const used = Math.min(gallery.photos.length, gallery.slots) + (gallery.hasMainImage ? 1 : 0);
  return `${used} av ${numberWord(total)} ${total === 1 ? "bild" : "bilder"} används${gallery.hasMainImage ? " (huvudbilden räknas in)" : ""}.`;
}

export { NOT_YOURS as PHOTO_NOT_YOURS };
