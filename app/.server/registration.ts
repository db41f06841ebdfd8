import { rename, rm } from "node:fs/promises";
import type { Kysely } from "kysely";
import { cleanOriginalName, storedImageName } from "~/lib/file-name";
import { HONEYPOT_FIELD, IMAGE_MESSAGES, SUBMIT_FAILURE, validateRegistration } from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import { CONTENT_TYPES, cleanImage, EXTENSIONS } from "./image-file";
import type { ParsedForm } from "./multipart";
import type { Database } from "./schema";
import { BUCKET, type ImageStore } from "./storage";
import { pendingPath, tempPath } from "./temp-files";

export type RegistrationOutcome =
  | { ok: true; imageUrl: string | null }
  | { ok: false; status: 400 | 500 | 503; message: string; field?: string };

const UPLOAD_FAILURE: Record<"unreadable" | "tooManyPixels" | "store", string> = {
  unreadable: "Bilduppladdning misslyckades: bilden kunde inte läsas. Prova en annan bild.",
  tooManyPixels: "Bilduppladdning misslyckades: bildens mått är för stora (högst 40 megapixlar).",
  store: "Bilduppladdning misslyckades: bilden kunde inte sparas just nu. Försök igen senare.",
};

/**
 * Validates, cleans the image into a pending file named after its final stored
 * name, inserts the row, then moves the image into the store (flushed) before
 * answering. Whatever fails, nothing is left half-way: temporary files go, and a
 * row whose image could not be stored is removed again. If the process dies between
 * the insert and the move, the start-up sweep (temp-files.ts) finishes the move.
 */
export async function registerBusiness(
  db: Kysely<Database>,
  store: ImageStore,
  form: ParsedForm,
): Promise<RegistrationOutcome> {
  const { file } = form;
  const cleanedPath = file ? tempPath(store.tempDir, ".clean") : undefined;
  let pending: string | undefined;
  try {
    if (form.fields[HONEYPOT_FIELD]) {
      logger.warn("registration honeypot filled");
      return { ok: false, status: 400, message: SUBMIT_FAILURE };
    }
    const tooLong = form.oversizedFields.find((name) => name !== HONEYPOT_FIELD);
    if (tooLong)
      return {
        ok: false,
        status: 400,
        field: tooLong,
        message: "Texten i ett av fälten är för lång.",
      };

    const validation = validateRegistration(form.fields);
    if (!validation.ok)
      return { ok: false, status: 400, field: validation.field, message: validation.message };

    let image: { storedName: string; contentType: string; originalName: string } | undefined;
    if (file && cleanedPath) {
      if (file.tooLarge)
        return { ok: false, status: 400, field: "profile_image", message: IMAGE_MESSAGES.tooLarge };
      const cleaned = await cleanImage(file.tempPath, cleanedPath);
      if (!cleaned.ok) {
        return cleaned.reason === "notImage"
          ? { ok: false, status: 400, field: "profile_image", message: IMAGE_MESSAGES.notImage }
          : {
              ok: false,
              status: 400,
              field: "profile_image",
              message: UPLOAD_FAILURE[cleaned.reason],
            };
      }
      const storedName = storedImageName(EXTENSIONS[cleaned.format]);
      pending = pendingPath(store.tempDir, storedName);
      await rename(cleanedPath, pending);
      image = {
        storedName,
        contentType: CONTENT_TYPES[cleaned.format],
        originalName: cleanOriginalName(file.originalName, EXTENSIONS[cleaned.format]),
      };
    }

    let rowId: number | undefined;
    try {
      const row = await db
        .insertInto("business_submissions")
        .values({
          ...validation.value,
          profile_image_path: image ? `${BUCKET}/${image.storedName}` : null,
          profile_image_name: image?.originalName ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      rowId = row.id;
    } catch (error) {
      logger.error({ err: error }, "submission insert failed");
      return {
        ok: false,
        status: 500,
        message: "Databasfel: registreringen kunde inte sparas just nu. Försök igen senare.",
      };
    }

    let stored: { path: string; url: string } | undefined;
    if (image && pending) {
      try {
        stored = await store.put(pending, image.storedName, image.contentType);
        pending = undefined;
      } catch (error) {
        // A server fault, not the user's: the row goes again so nothing is half-stored.
        logger.error({ err: error }, "image store failed");
        await db.deleteFrom("business_submissions").where("id", "=", rowId).execute();
        return { ok: false, status: 503, field: "profile_image", message: UPLOAD_FAILURE.store };
      }
    }
    return { ok: true, imageUrl: stored?.url ?? null };
  } catch (error) {
    logger.error({ err: error }, "registration failed");
    return { ok: false, status: 500, message: SUBMIT_FAILURE };
  } finally {
    if (file) await rm(file.tempPath, { force: true });
    if (cleanedPath) await rm(cleanedPath, { force: true });
    if (pending) await rm(pending, { force: true });
  }
}
