import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { bool } from "~/.server/db/db";
import { moderationMigration } from "~/.server/db/migrations/009-moderation";
import { DATABASES } from "../support/databases";
import { type TestDatabase, withTestDatabase } from "../support/test-database";

// Migration 009 (issue 10's moderation) down and up again over older rows.
describe.each(DATABASES)("migration 009 (%s)", (kind) => {
  let testDb: TestDatabase;
  withTestDatabase(kind, {}, (made) => {
    testDb = made;
  });

  it("goes down and up again: old rows become new, images get tokens, photos move to the business's path", async () => {
    const db = testDb.db as unknown as Kysely<unknown>;
    await moderationMigration().down?.(db);
    const typed = testDb.db;
    // The columns of migration 009 are gone: only the older ones are written.
    await typed
      .insertInto("business_submissions")
      .values([
        {
          business_name: "Gammal",
          category: "Spa",
          actual_category: "Spa",
          business_info: "Info",
          contact_email: "g@example.se",
          profile_image_path: "business_images/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.png",
        },
        {
          business_name: "Utan bild",
          category: "Spa",
          actual_category: "Spa",
          business_info: "Info",
          contact_email: "u@example.se",
          profile_image_path: null,
        },
      ])
      .execute();
    const place = (slug: string, image: string) => ({
      slug,
      name: slug,
      category: "shopping",
      summary: "S",
      description: "D",
      address: "Malmö",
      image,
      featured: bool(false),
      has_detail_page: bool(true),
      status: "published" as const,
    });
    await typed
      .insertInto("businesses")
      .values([
        place("foto-ab", "/uploads/business_images/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.jpg"),
        place("ritad-ab", "/images/business/ritad-ab.svg"),
      ])
      .execute();
    await moderationMigration().up(db);

    const rows = await typed
      .selectFrom("business_submissions")
      .select(["business_name", "status", "image_token"])
      .orderBy("business_name")
      .execute();
    expect(rows.map((row) => [row.business_name, row.status])).toEqual([
      ["Gammal", "new"],
      ["Utan bild", "new"],
    ]);
    expect(rows[0]?.image_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(rows[1]?.image_token).toBeNull();
    const images = await typed
      .selectFrom("businesses")
      .select(["slug", "image"])
      .where("slug", "in", ["foto-ab", "ritad-ab"])
      .orderBy("slug")
      .execute();
    expect(images).toEqual([
      {
        slug: "foto-ab",
        image: "/images/business/foto-ab/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.jpg",
      },
      { slug: "ritad-ab", image: "/images/business/ritad-ab.svg" },
    ]);
  });
});
