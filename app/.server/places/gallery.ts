import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import { logger } from "~/.server/logger";
import {
  type PendingImage,
  placeImageOf,
  putPendingImage,
  SAVE_FAILURE,
  UPLOAD_FAILURE,
  withUpload,
} from "~/.server/places/place-form";
import { contentOf, Unchanged, writeContent } from "~/.server/snapshot/content";
import { findPlan, type PlanId } from "~/content/plans";
import { type FieldErrors, fieldErrors } from "~/lib/forms/fields";
import {
  galleryAddSchema,
  galleryChangeSchema,
  galleryLimitMessage,
} from "~/lib/places/gallery-form";
import { imageLimit, plansAt } from "~/lib/plans/effects";
import { recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";
import type { ParsedForm } from "../http/multipart";
import { type ImageStore, storedPathOf } from "../uploads/storage";

// A business's gallery (issue 11, Silver and Guld: "up to five images"): rows of
// business_images, each an uploaded photo with its alt text, in the operator's order.
// The images go through the main image's pipeline (checked from their bytes,
// re-encoded without metadata, stored under a random name) and are served from the
// business's own path (/images/business/<slug>/<file>, app/routes/images/business/$slug/$file.ts).
// A business's images are its main image (businesses.image) plus its gallery rows; the
// plan decides how many it may have and whether the public page shows the gallery, read
// from the subscriptions on every request, so the effect ends with the plan. Images
// stored beyond a plan that ended stay stored, just not shown.

type Reader = Kysely<Database> | Transaction<Database>;

/** A gallery image as the pages use it. */
export interface GalleryImage {
  id: number;
  /** The public path, /images/business/<slug>/<file>. */
  src: string;
  alt: string;
}

/** A gallery image as the public business page shows it. */
export type GalleryPicture = Pick<GalleryImage, "src" | "alt">;

/** A business's published gallery in the operator's order. */
export async function galleryOf(db: Reader, slug: string): Promise<GalleryImage[]> {
  const rows = await db
    .selectFrom("business_images")
    .select(["id", "path", "alt"])
    .where("business_slug", "=", slug)
    .where("status", "=", "published")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), src: row.path, alt: row.alt }));
}

/**
 * Whether `src` (a public path) is one of the business's gallery images: "published",
 * or "proposed" (an owner's upload waiting for the operator), else undefined.
 */
export async function galleryImageStatus(
  db: Reader,
  slug: string,
  src: string,
): Promise<"published" | "proposed" | undefined> {
  const row = await db
    .selectFrom("business_images")
    .select("status")
    .where("business_slug", "=", slug)
    .where("path", "=", src)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.status === "published" ? "published" : "proposed";
}

/**
 * The gallery a business page shows: the published gallery up to the plan's limit (the
 * main image counts as one).
 */
export async function shownGallery(
  db: Reader,
  slug: string,
  plan: PlanId | undefined,
  hasMainImage: boolean,
): Promise<GalleryPicture[]> {
  // The main image counts as one: a one-image plan without a main image shows its photo here.
  const slots = imageLimit(plan) - (hasMainImage ? 1 : 0);
  if (slots <= 0) return [];
  const images = await galleryOf(db, slug);
  return images.slice(0, slots).map(({ src, alt }) => ({ src, alt }));
}

/**
 * A business's plan at `now`, for the admin area: the same subscriptions as the public
 * pages read (plansOf), and also for a hidden business, so an operator can prepare the
 * gallery of a business before it is published.
 */
export async function planOf(
  db: Kysely<Database>,
  slug: string,
  now: Date,
): Promise<PlanId | undefined> {
  return plansAt((await contentOf(db)).subscriptions, now).get(slug);
}

/** How many images a business has: its main image (if any) plus its published gallery. */
async function imageCount(db: Reader, slug: string): Promise<number | undefined> {
  const place = await placeImageOf(db, slug);
  if (!place) return undefined;
  const gallery = await db
    .selectFrom("business_images")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("business_slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  return (place.image ? 1 : 0) + Number(gallery?.count ?? 0);
}

/** The edit page's gallery section: the images and what the plan allows. */
/** The gallery as the edit page's loader gives it. */
export interface GalleryValues {
  images: GalleryImage[];
  /** The plan's name when it gives more than one image. */
  planName: string | null;
  limit: number;
  /** Main image plus gallery. */
  count: number;
  /** The refusal a new image would get now, if any (shown before the operator tries). */
  full: string | null;
}

export async function loadGallery(
  db: Kysely<Database>,
  slug: string,
  now: Date,
): Promise<GalleryValues> {
  const [images, plan, count] = await Promise.all([
    galleryOf(db, slug),
    planOf(db, slug, now),
    imageCount(db, slug),
  ]);
  const limit = imageLimit(plan);
  return {
    images,
    planName: limit > 1 && plan ? (findPlan(plan)?.name ?? null) : null,
    limit,
    count: count ?? 0,
    full: (count ?? 0) >= limit ? galleryLimitMessage(plan) : null,
  };
}

/** What a gallery post changed, for the edit page's notice. */
export type GalleryNotice = "tillagd" | "borttagen" | "flyttad";

export type GallerySubmission =
  | { ok: true; notice: GalleryNotice }
  | { ok: false; status: number; errors: FieldErrors; values: Record<string, string> };

const GONE = "Bilden finns inte längre. Listan visar bilderna som de är nu.";

/** The gallery as the audit log shows it: the alt texts in order. */
const auditList = (images: readonly GalleryImage[]) => images.map((image) => image.alt);

/** Writes the positions 0..n-1 of a gallery in the given order. */
async function renumber(trx: Transaction<Database>, images: readonly GalleryImage[]) {
  for (const [position, image] of images.entries())
    await trx.updateTable("business_images").set({ position }).where("id", "=", image.id).execute();
}

/** Removes a stored file whose row is gone (or never committed); a failure only leaves a file. */
async function removeStored(store: ImageStore, src: string) {
  const stored = storedPathOf(path.posix.basename(src));
  await store.remove(stored).catch((error: unknown) => {
    logger.error({ err: error, path: stored }, "stored gallery image left behind");
  });
}

type AddOutcome = { ok: true } | { ok: false; status: number; errors: FieldErrors } | undefined;

/**
 * Moves a pending image into the store, then adds its row last in the gallery in one
 * content write (audited). The limit is checked again inside the write, where writes
 * run one after the other, so two operators adding at once cannot pass it together.
 */
async function storeGalleryImage(
  db: Kysely<Database>,
  store: ImageStore,
  operator: Operator,
  slug: string,
  image: PendingImage,
  alt: string,
  plan: PlanId | undefined,
): Promise<AddOutcome> {
  const stored = await putPendingImage(store, slug, image, "gallery");
  if (!stored) return { ok: false, status: 503, errors: { image: UPLOAD_FAILURE.store } };
  const src = stored.url;
  let outcome: AddOutcome;
  try {
    outcome = await writeContent<AddOutcome>(db, async (trx) => {
      const count = await imageCount(trx, slug);
      if (count === undefined) throw new Unchanged(undefined);
      if (count + 1 > imageLimit(plan))
        throw new Unchanged({
          ok: false,
          status: 400,
          errors: { image: galleryLimitMessage(plan) },
        });
      const before = await galleryOf(trx, slug);
      await renumber(trx, before);
      await trx
        .insertInto("business_images")
        .values({
          business_slug: slug,
          position: before.length,
          path: src,
          alt,
          created_at: Date.now(),
        })
        .execute();
      await recordAudit(trx, operator, "business", slug, "update", {
        images: [auditList(before), [...auditList(before), alt]],
      });
      return { ok: true };
    });
  } catch (error) {
    logger.error({ err: error, slug }, "gallery image could not be saved");
    outcome = { ok: false, status: 500, errors: { form: SAVE_FAILURE } };
  }
  if (!outcome?.ok) await removeStored(store, src);
  return outcome;
}

/**
 * The edit page's gallery forms (the post read by readBusinessPost): add an image
 * (file plus alt text, within the plan's limit), remove one, or move one a step.
 * Returns undefined when the business does not exist. Removes the post's file.
 */
export async function submitGalleryForm(options: {
  db: Kysely<Database>;
  store: ImageStore;
  operator: Operator;
  slug: string;
  form: ParsedForm;
  now?: Date;
}): Promise<GallerySubmission | undefined> {
  const { db, store, operator, slug, form, now = new Date() } = options;
  const values = form.fields;
  return withUpload(store, form, { slug, failure: "gallery form" }, async ({ fail, prepare }) => {
    if (values.intent !== "gallery-add") {
      if (form.oversizedFields.length > 0)
        return fail(400, { form: "Formuläret kunde inte läsas." });
      return await changeGallery(db, store, operator, slug, values);
    }
    const tooLong = form.oversizedFields[0];
    if (tooLong) return fail(400, { [tooLong === "alt" ? "alt" : "form"]: "Texten är för lång." });
    const parsed = galleryAddSchema.safeParse(values);
    if (!parsed.success) return fail(400, fieldErrors(parsed.error));

    // Refused before the image is even looked at when the business is at its limit.
    const plan = await planOf(db, slug, now);
    const count = await imageCount(db, slug);
    if (count === undefined) return undefined;
    if (count + 1 > imageLimit(plan)) return fail(400, { image: galleryLimitMessage(plan) });

    const image = await prepare();
    if (!image) return fail(400, { image: "Välj en bild att lägga till." });
    if (!image.ok) return fail(400, { image: image.message });

    const outcome = await storeGalleryImage(
      db,
      store,
      operator,
      slug,
      image.image,
      parsed.data.alt,
      plan,
    );
    if (!outcome) return undefined;
    return outcome.ok
      ? ({ ok: true, notice: "tillagd" } as const)
      : ({ ok: false, status: outcome.status, errors: outcome.errors, values } as const);
  });
}

/** Removes an image (its row, then its file) or moves it one step, audited. */
async function changeGallery(
  db: Kysely<Database>,
  store: ImageStore,
  operator: Operator,
  slug: string,
  values: Record<string, string>,
): Promise<GallerySubmission | undefined> {
  const parsed = galleryChangeSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return {
      ok: false,
      status: 400,
      errors: { form: errors.intent ?? errors.imageId ?? GONE },
      values,
    };
  }
  const { intent, imageId } = parsed.data;
  const id = Number(imageId);
  type Outcome = { removed?: GalleryImage } | "gone" | undefined;
  const outcome = await writeContent<Outcome>(db, async (trx) => {
    if (!(await placeImageOf(trx, slug))) throw new Unchanged(undefined);
    const before = await galleryOf(trx, slug);
    const index = before.findIndex((image) => image.id === id);
    const image = before[index];
    if (!image) throw new Unchanged("gone");
    const after = [...before];
    if (intent === "gallery-remove") after.splice(index, 1);
    else {
      const to = intent === "gallery-up" ? index - 1 : index + 1;
      const other = before[to];
      // Already first or last: nothing to move.
      if (!other) throw new Unchanged({});
      after[to] = image;
      after[index] = other;
    }
    if (intent === "gallery-remove")
      await trx.deleteFrom("business_images").where("id", "=", image.id).execute();
    await renumber(trx, after);
    await recordAudit(trx, operator, "business", slug, "update", {
      images: [auditList(before), auditList(after)],
    });
    return intent === "gallery-remove" ? { removed: image } : {};
  });
  if (outcome === undefined) return undefined;
  if (outcome === "gone") return { ok: false, status: 400, errors: { form: GONE }, values };
  // The row is gone for good (committed): its file goes too.
  if (outcome.removed) await removeStored(store, outcome.removed.src);
  return { ok: true, notice: intent === "gallery-remove" ? "borttagen" : "flyttad" };
}

/** A business's status and main photo, to decide which of its photos are served. */
export function photoOwner(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom("businesses")
    .select(["status", "image"])
    .where("slug", "=", slug)
    .executeTakeFirst();
}
