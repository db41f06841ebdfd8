import { rename, rm } from "node:fs/promises";
import { type Kysely, sql } from "kysely";
import { logger } from "~/.server/logger";
import type { Language } from "~/lib/i18n/languages";
import {
  type Registration,
  type RegistrationWords,
  SWEDISH_REGISTRATION,
} from "~/lib/registrations/form";
import { cleanOriginalName, storedImageName } from "~/lib/text/file-name";
import type { Database } from "../db/schema";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { UploadedFile } from "../http/multipart";
import { serverT } from "../i18n/catalogs";
import { wakeMailWorker } from "../mail";
import { CONTENT_TYPES, cleanImage, EXTENSIONS } from "../uploads/image-file";
import { BUCKET, type ImageStore, registrationImageUrl } from "../uploads/storage";
import { pendingPath, tempPath } from "../uploads/temp-files";
import type { RegistrationFacts } from "./facts";
import { newImageToken } from "./moderation";
import { queueRegistrationMails } from "./registration-mails";

export type RegistrationOutcome =
  | { ok: true; imageUrl: string | null }
  | {
      ok: false;
      status: 400 | 500 | 503;
      /** The message to lead with, and each field's error (`form` for the whole form). */
      message: string;
      errors: Record<string, string>;
    };

function refused(
  status: 400 | 500 | 503,
  message: string,
  field = "form",
): Extract<RegistrationOutcome, { ok: false }> {
  return { ok: false, status, message, errors: { [field]: message } };
}

/**
 * Takes a registration as readForm checked it (registrationRecordSchema), cleans the
 * image into a pending file named after its final stored name,
 * copies it into the store, then commits the row and its mails (the receipt and the
 * operator's notice) in one transaction, and only then lets the pending file go and
 * wakes the mail worker. So a registration exists exactly when its image is stored and
 * its mails are queued: an image the store refuses means no row and no mail; a
 * transaction that fails takes the stored image out again.
 *
 * Crashes: the pending file stays until the row is committed, so the start-up sweep
 * (temp-files.ts) finds it and settles it by the row: stored when the row exists
 * (its mails were queued with it), removed from the store when it does not.
 */
export async function registerBusiness(
  db: Kysely<Database>,
  store: ImageStore,
  form: { value: Registration; file?: UploadedFile; facts?: RegistrationFacts },
  /** The page's language the form was sent from: its messages and the mails are in it. */
  language: Language = "sv",
): Promise<RegistrationOutcome> {
  const t: RegistrationWords = language === "sv" ? SWEDISH_REGISTRATION : serverT(language);
  const { file, value: registration, facts } = form;
  const cleanedPath = file ? tempPath(store.tempDir, ".clean") : undefined;
  let pending: string | undefined;
  try {
    let image: { storedName: string; contentType: string; originalName: string } | undefined;
    if (file && cleanedPath) {
      if (file.tooLarge) return refused(400, t("image.tooLarge"), "profile_image");
      const cleaned = await cleanImage(file.tempPath, cleanedPath);
      if (!cleaned.ok) {
        return refused(400, t(`image.${cleaned.reason}`), "profile_image");
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

    let storedPath: string | undefined;
    if (image && pending) {
      try {
        storedPath = (await store.put(pending, image.storedName, image.contentType)).path;
      } catch (error) {
        // A server fault, not the user's: nothing is stored, nobody is told. A put that
        // failed half-way (written, not flushed) is taken out again.
        logger.error({ err: error }, "image store failed");
        await store.remove(`${BUCKET}/${image.storedName}`).catch(() => undefined);
        return refused(503, t("image.store"), "profile_image");
      }
    }

    const imageToken = storedPath ? newImageToken() : null;
    try {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("business_submissions")
          .values({
            ...registration,
            opening_hours: facts?.opening_hours ?? null,
            accessibility: facts?.accessibility ?? null,
            profile_image_path: storedPath ?? null,
            profile_image_name: image?.originalName ?? null,
            image_token: imageToken,
            language,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await queueRegistrationMails(trx, {
          id: row.id,
          ...registration,
          profile_image_name: image?.originalName ?? null,
          image_token: imageToken,
          language,
        });
      });
    } catch (error) {
      logger.error({ err: error }, "submission insert failed");
      if (storedPath) {
        const stored = storedPath;
        await store.remove(stored).catch((removeError: unknown) => {
          // The pending file is removed below; without a row nothing links to the image.
          logger.error({ err: removeError, path: stored }, "stored registration image left behind");
        });
      }
      // The database away (issue 25): the server's Swedish 503, like every request then.
      if (isDatabaseUnavailable(error)) throw error;
      return refused(500, t("registration.databaseFailure"));
    }
    wakeMailWorker();
    return { ok: true, imageUrl: imageToken ? registrationImageUrl(imageToken) : null };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error }, "registration failed");
    return refused(500, t("form.failure"));
  } finally {
    if (file) await rm(file.tempPath, { force: true });
    if (cleanedPath) await rm(cleanedPath, { force: true });
    if (pending) await rm(pending, { force: true });
  }
}

/** The registration whose private image link holds `token`, with its image's path. */
export function registrationByImageToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("business_submissions")
    .select(["id", "profile_image_path"])
    .where("image_token", "=", token)
    .executeTakeFirst();
}

/** The registrations an address sent that wait for the operator, oldest first. */
export function waitingRegistrationsOf(db: Kysely<Database>, address: string) {
  return db
    .selectFrom("business_submissions")
    .select(["id", "business_name", "created_at"])
    .where(sql<string>`lower(trim(contact_email))`, "=", address)
    .where("status", "=", "new")
    .orderBy("id")
    .execute();
}
