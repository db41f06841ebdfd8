import { randomBytes } from "node:crypto";
import { type Kysely, type Migration, sql } from "kysely";
import { addColumns, createIndex, dropColumns, dropIndexes } from "./ddl";

/** An image link's token as app/.server/registrations/moderation.ts makes them: 192 random bits, URL-safe. */
const newImageToken = () => randomBytes(24).toString("base64url");

/** A stored upload's name: a random UUID with the extension of its sniffed type. */
const STORED_NAME =
  /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif|webp))$/;

/**
 * Moderation of registrations (issue 10): each registration is new, approved or
 * rejected (existing rows start as new), who decided and when, the reason of a
 * rejection, the business an approval created, and the unguessable token of the
 * registrant's image link. Uploaded images are no longer served under /uploads: the
 * registrations that have one get a token, and businesses whose photo was uploaded in
 * the admin area point at the business's own path (/images/business/<slug>/<file>).
 */
export function moderationMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addColumns(db, "business_submissions", [
        ["status", "varchar(20)", (col) => col.notNull().defaultTo("new")],
        ["reviewed_at", "timestamp"],
        /** The operator's e-mail address. */
        ["reviewed_by", "varchar(254)"],
        ["rejection_reason", "text"],
        /** The business an approval created. */
        ["business_slug", "varchar(100)"],
        // Unique through an index, not the column: SQLite cannot drop a UNIQUE column.
        ["image_token", "varchar(64)"],
      ]);
      await createIndex(
        db,
        "business_submissions_image_token",
        "business_submissions",
        ["image_token"],
        { unique: true },
      );
      await createIndex(db, "business_submissions_status", "business_submissions", [
        "status",
        "id",
      ]);

      const withImage = await sql<{ id: number }>`
        select id from business_submissions where profile_image_path is not null`.execute(db);
      for (const row of withImage.rows)
        await sql`update business_submissions set image_token = ${newImageToken()}
          where id = ${row.id}`.execute(db);

      // Photos uploaded in the admin area were served from /uploads (or the bucket's
      // public URL); they now come from the business's own path.
      const photos = await sql<{ slug: string; image: string }>`
        select slug, image from businesses
        where image like '/uploads/business_images/%' or image like 'http%'`.execute(db);
      for (const row of photos.rows) {
        const name = STORED_NAME.exec(row.image)?.[1];
        if (!name) continue;
        await sql`update businesses set image = ${`/images/business/${row.slug}/${name}`}
          where slug = ${row.slug}`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await dropIndexes(db, ["business_submissions_status", "business_submissions_image_token"]);
      await dropColumns(db, "business_submissions", [
        "image_token",
        "business_slug",
        "rejection_reason",
        "reviewed_by",
        "reviewed_at",
        "status",
      ]);
    },
  };
}
