import { type Migration, sql } from "kysely";
import { addColumns, dropColumns } from "./ddl";

/**
 * Sign-in links that an owner's mail carries (issue 38, point 1): each link says until
 * when it works (a requested link 30 minutes, a mail's a day) and which page it opens
 * after 'Logga in'. Links made before this migration keep their 30 minutes.
 */
export const ownerMailLinksMigration: Migration = {
  up: async (db) => {
    await addColumns(db, "owner_sign_in_tokens", [
      ["expires_at", "bigint"],
      ["landing", "varchar(200)"],
    ]);
    await sql`update owner_sign_in_tokens set expires_at = created_at + ${30 * 60_000}`.execute(db);
  },
  down: (db) => dropColumns(db, "owner_sign_in_tokens", ["landing", "expires_at"]),
};
