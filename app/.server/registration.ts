import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { storedImageName } from "~/lib/file-name";
import { HONEYPOT_FIELD, IMAGE_MESSAGES, SUBMIT_FAILURE, validateRegistration } from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import { CONTENT_TYPES, cleanImage, EXTENSIONS } from "./image-file";
import type { ParsedForm } from "./multipart";
import type { Database } from "./schema";
import type { ImageStore } from "./storage";

export type RegistrationOutcome =
  | { ok: true; imageUrl: string | null }
  | { ok: false; status: 400 | 500; message: string; field?: string };

const UPLOAD_FAILURE: Record<"unreadable" | "tooManyPixels" | "store", string> = {
  unreadable: "Bilduppladdning misslyckades: bilden kunde inte läsas. Prova en annan bild.",
  tooManyPixels: "Bilduppladdning misslyckades: bildens mått är för stora (högst 40 megapixlar).",
  store: "Bilduppladdning misslyckades: bilden kunde inte sparas just nu. Försök igen senare.",
};

/**
 * Validates, stores the image (flushed) and then inserts the row. Whatever fails,
 * nothing is left half-way: temporary files go, and an image whose row could not
 * be inserted is removed again.
 */
export async function registerBusiness(
  db: Kysely<Database>,
  store: ImageStore,
  form: ParsedForm,
): Promise<RegistrationOutcome> {
  const { file } = form;
  const cleanedPath = file ? path.join(store.tempDir, `${randomUUID()}.clean`) : undefined;
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

    let stored: { path: string; url: string } | undefined;
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
      const name = storedImageName(file.originalName, EXTENSIONS[cleaned.format]);
      try {
        stored = await store.put(cleanedPath, name, CONTENT_TYPES[cleaned.format]);
      } catch (error) {
        logger.error({ err: error }, "image store failed");
        return { ok: false, status: 500, field: "profile_image", message: UPLOAD_FAILURE.store };
      }
    }

    try {
      await db
        .insertInto("business_submissions")
        .values({ ...validation.value, profile_image_path: stored?.path ?? null })
        .executeTakeFirstOrThrow();
    } catch (error) {
      logger.error({ err: error }, "submission insert failed");
      if (stored) await store.remove(stored.path).catch(() => undefined);
      return {
        ok: false,
        status: 500,
        message: "Databasfel: registreringen kunde inte sparas just nu. Försök igen senare.",
      };
    }
    return { ok: true, imageUrl: stored?.url ?? null };
  } catch (error) {
    logger.error({ err: error }, "registration failed");
    return { ok: false, status: 500, message: SUBMIT_FAILURE };
  } finally {
    if (file) await rm(file.tempPath, { force: true });
    if (cleanedPath) await rm(cleanedPath, { force: true });
  }
}
