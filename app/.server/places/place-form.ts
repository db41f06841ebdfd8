import { rename, rm } from "node:fs/promises";
import type { Kysely } from "kysely";
import * as z from "zod/mini";
import { logger } from "~/.server/logger";
import { categoryOptions, createPlace, savePlace } from "~/.server/places/admin-places";
import { Unchanged, writeContent } from "~/.server/snapshot/content";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import { type FieldErrors, fieldErrors } from "~/lib/forms/fields";
import { PLACE_FORM_MAX_BODY } from "~/lib/http/request-policy";
import { placeSchema } from "~/lib/places/place-form";
import { IMAGE_MESSAGES } from "~/lib/registrations/form";
import { storedImageName } from "~/lib/text/file-name";
import { recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";
import {
  ADMIN_MAX_BODY,
  BodyTooLargeError,
  mediaType,
  TooManyFieldsError,
  UnsupportedMediaTypeError,
} from "../http/body";
import { formRefused, readForm } from "../http/form";
import type { ParsedForm, UploadedFile } from "../http/multipart";
import { CONTENT_TYPES, cleanImage, EXTENSIONS } from "../uploads/image-file";
import { type ImageStore, isStorageFault, placeImageUrl } from "../uploads/storage";
import { pendingPath, tempPath } from "../uploads/temp-files";

// The admin's business form as it is posted: read (multipart, with its image), checked
// with the shared schema, written, and its image stored after the row is committed.

// The business form with an image may be larger than ADMIN_MAX_BODY: its limit is
// declared with the routes that take it (app/lib/http/request-policy.ts).
export { PLACE_FORM_MAX_BODY };

// The business image: the registration form's pipeline (checked from its bytes,
// re-encoded without metadata, stored under a random name), moved into the store
// only after the business row is committed, and served from the business's own path
// (/images/business/<slug>/<file>, app/routes/images/business/$slug/$file.ts) like every photo.

/** The same words as the registration form's image (registration.ts, form-handlers.ts). */
export const UPLOAD_FAILURE = {
  unreadable: "Bilduppladdning misslyckades: bilden kunde inte läsas. Prova en annan bild.",
  tooManyPixels: "Bilduppladdning misslyckades: bildens mått är för stora (högst 40 megapixlar).",
  store: "Bilduppladdning misslyckades: bilden kunde inte sparas just nu. Försök igen senare.",
  unavailable:
    "Bilduppladdning misslyckades: bilder kan inte tas emot just nu. Försök igen senare.",
} as const;

/** A checked, cleaned image waiting in the store's temp folder for its row. */
export interface PendingImage {
  path: string;
  storedName: string;
  contentType: string;
}

/** Checks and cleans an upload into a pending file; the caller removes `cleanedPath` and the pending file. */
export async function prepareImage(
  store: ImageStore,
  file: UploadedFile,
  cleanedPath: string,
): Promise<{ ok: true; image: PendingImage } | { ok: false; message: string }> {
  if (file.tooLarge) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  const cleaned = await cleanImage(file.tempPath, cleanedPath);
  if (!cleaned.ok)
    return {
      ok: false,
      message:
        cleaned.reason === "notImage" ? IMAGE_MESSAGES.notImage : UPLOAD_FAILURE[cleaned.reason],
    };
  const storedName = storedImageName(EXTENSIONS[cleaned.format]);
  const pending = pendingPath(store.tempDir, storedName);
  await rename(cleanedPath, pending);
  return {
    ok: true,
    image: { path: pending, storedName, contentType: CONTENT_TYPES[cleaned.format] },
  };
}

/** A business's main image (null: none of its own); undefined when there is no such business. */
export const placeImageOf = (db: Kysely<Database>, slug: string) =>
  db.selectFrom("businesses").select("image").where("slug", "=", slug).executeTakeFirst();

/**
 * Moves a pending image into the store: its stored path and its URL on the business's
 * own path, or undefined when the store failed (logged as "<kind> image store failed").
 */
export async function putPendingImage(
  store: ImageStore,
  slug: string,
  image: PendingImage,
  kind: "business" | "gallery",
): Promise<{ path: string; url: string } | undefined> {
  let stored: { path: string };
  try {
    stored = await store.put(image.path, image.storedName, image.contentType);
  } catch (error) {
    logger.error({ err: error, slug }, `${kind} image store failed`);
    return undefined;
  }
  return { path: stored.path, url: placeImageUrl(slug, stored.path) };
}

/**
 * Moves a pending image into the store and points the committed business at it
 * (audited, new content version). False when it could not be stored: the business
 * then keeps its old image and nothing is left in the store.
 */
export async function storePlaceImage(
  db: Kysely<Database>,
  store: ImageStore,
  operator: Operator,
  slug: string,
  image: PendingImage,
): Promise<boolean> {
  const stored = await putPendingImage(store, slug, image, "business");
  if (!stored) return false;
  const { url } = stored;
  try {
    const changed = await writeContent(db, async (trx) => {
      const old = await placeImageOf(trx, slug);
      if (!old) throw new Unchanged(false);
      await trx
        .updateTable("businesses")
        .set({ image: url, updated_at: new Date().toISOString() })
        .where("slug", "=", slug)
        .execute();
      await recordAudit(trx, operator, "business", slug, "update", {
        image: [old.image, url],
      });
      return true;
    });
    if (changed) return true;
  } catch (error) {
    logger.error({ err: error, slug }, "business image could not be saved");
  }
  await store.remove(stored.path).catch((error: unknown) => {
    logger.error({ err: error, path: stored.path }, "stored business image left behind");
  });
  return false;
}

/** A business page form refused: why, and the values to show again. */
export type FormFailure = {
  ok: false;
  status: number;
  errors: FieldErrors;
  values: Record<string, string>;
};

export type PlaceSubmission = { ok: true; slug: string; imageFailed: boolean } | FormFailure;

/** The answer to a form whose write failed (the business form's and the gallery's). */
export const SAVE_FAILURE = "Det gick inte att spara just nu. Försök igen om en stund.";

/** What a business page form's work gets from withUpload. */
interface UploadForm {
  fail: (status: number, errors: FieldErrors) => FormFailure;
  /** Checks and cleans the post's image: undefined when the post carries none. */
  prepare: () => Promise<Awaited<ReturnType<typeof prepareImage>> | undefined>;
}

/**
 * Runs the work of a business page form that may carry an image (the business form,
 * the gallery's): an error answers 500 (logged as "<failure> could not be saved"), and
 * the post's file, its cleaned copy and the pending image are removed whatever happens.
 */
export async function withUpload<T>(
  store: ImageStore,
  form: ParsedForm,
  log: { slug?: string; failure: string },
  work: (upload: UploadForm) => Promise<T>,
): Promise<T | FormFailure> {
  const fail = (status: number, errors: FieldErrors): FormFailure => ({
    ok: false,
    status,
    errors,
    values: form.fields,
  });
  const cleanedPath = form.file ? tempPath(store.tempDir, ".clean") : undefined;
  let pending: PendingImage | undefined;
  const prepare = async () => {
    if (!form.file || !cleanedPath) return undefined;
    const image = await prepareImage(store, form.file, cleanedPath);
    if (image.ok) pending = image.image;
    return image;
  };
  try {
    return await work({ fail, prepare });
  } catch (error) {
    logger.error({ err: error, slug: log.slug }, `${log.failure} could not be saved`);
    return fail(500, { form: SAVE_FAILURE });
  } finally {
    if (form.file) await rm(form.file.tempPath, { force: true });
    if (cleanedPath) await rm(cleanedPath, { force: true });
    if (pending) await rm(pending.path, { force: true });
  }
}

/**
 * A post to a business's pages is one of several forms (the business form, a gallery
 * form, an owner form), told apart by its `intent`: each is checked with its own schema
 * once it is known (businessSchema, gallery.ts, the owner's address).
 */
const placePostSchema = z.record(z.string(), z.string());

/** Why a body could not be read, as the form shows it. */
function unreadable(error: unknown, multipart: boolean): { status: number; errors: FieldErrors } {
  if (error instanceof BodyTooLargeError)
    return multipart
      ? { status: 413, errors: { image: IMAGE_MESSAGES.tooLarge } }
      : { status: 413, errors: { form: "Förfrågan är för stor." } };
  if (error instanceof UnsupportedMediaTypeError)
    return { status: 415, errors: { form: "Formatet på förfrågan stöds inte." } };
  if (error instanceof TooManyFieldsError)
    return { status: 413, errors: { form: "Formuläret innehåller för många fält." } };
  if (isStorageFault(error)) {
    logger.error({ err: error }, "upload folder not writable");
    return { status: 503, errors: { image: UPLOAD_FAILURE.unavailable } };
  }
  return { status: 400, errors: { form: "Formuläret kunde inte läsas." } };
}

/**
 * Reads a post to a business's pages: the business form, or one of the edit page's
 * gallery forms (app/.server/places/gallery.ts), which carry their file in the same
 * field. The caller removes `form.file` when done with it.
 */
export async function readPlacePost(
  request: Request,
  store: ImageStore,
): Promise<{ ok: true; form: ParsedForm } | { ok: false; status: number; errors: FieldErrors }> {
  const multipart = mediaType(request) === "multipart/form-data";
  // The larger limit only for a body that can carry the image.
  const read = await readForm(request, placePostSchema, multipart ? "placeForm" : "admin", {
    upload: {
      field: "image",
      maxFileBytes: MAX_IMAGE_BYTES,
      maxFieldBytes: ADMIN_MAX_BODY,
      tempDir: store.tempDir,
    },
    unreadable: (error) => {
      const problem = unreadable(error, multipart);
      return formRefused(problem.status, problem.errors);
    },
  });
  if (!read.ok) return { ok: false, status: read.status, errors: read.reply.errors };
  return {
    ok: true,
    form: { fields: read.values, oversizedFields: read.oversizedFields, file: read.file },
  };
}

/**
 * The create and edit forms' action: reads the (multipart) post (or takes the one
 * readBusinessPost read), validates it with the shared schema, writes the business,
 * then stores a new image. Returns undefined when the business to edit does not exist.
 */
export async function submitPlaceForm(
  options: {
    db: Kysely<Database>;
    store: ImageStore;
    operator: Operator;
    /** The business to edit; none creates one. */
    slug?: string;
  } & ({ request: Request } | { form: ParsedForm }),
): Promise<PlaceSubmission | undefined> {
  const { db, store, operator, slug } = options;
  let form: ParsedForm;
  if ("form" in options) form = options.form;
  else {
    const read = await readPlacePost(options.request, store);
    if (!read.ok) return { ok: false, status: read.status, errors: read.errors, values: {} };
    form = read.form;
  }

  return withUpload(store, form, { slug, failure: "business form" }, async ({ fail, prepare }) => {
    const tooLong = form.oversizedFields[0];
    if (tooLong) return fail(400, { [tooLong]: "Texten är för lång." });
    const parsed = placeSchema.safeParse(form.fields);
    if (!parsed.success) return fail(400, fieldErrors(parsed.error));
    const categories = await categoryOptions(db);
    if (!categories.some((option) => option.value === parsed.data.category))
      return fail(400, { category: "Välj en kategori i listan." });
    const image = await prepare();
    if (image && !image.ok) return fail(400, { image: image.message });

    let target = slug;
    if (target === undefined) target = await createPlace(db, operator, parsed.data);
    else if (!(await savePlace(db, operator, target, parsed.data))) return undefined;

    const imageFailed = image
      ? !(await storePlaceImage(db, store, operator, target, image.image))
      : false;
    return { ok: true, slug: target, imageFailed } as const;
  });
}
