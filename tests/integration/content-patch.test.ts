import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { bumpContentVersion } from "~/.server/db/content-version";
import { listings } from "~/.server/db/seed/listings";
import { type ContentSnapshot, contentOf, writeContent } from "~/.server/snapshot/content";
import { loadSnapshot } from "~/.server/snapshot/snapshot";
import { DATABASES } from "../support/databases";
import { insertTestPlace, type TestDatabase, withTestDatabase } from "../support/test-database";

// Issue 23, point 5: after a write, a process reads only what the write changed (the
// triggers of migration 015 write it down) and its snapshot equals a whole load.

/** The snapshot as plain data (the places' order aside, which only a whole load fixes). */
const plain = (content: ContentSnapshot) => ({
  ...content,
  places: Object.fromEntries(content.places),
  featuredCards: Object.fromEntries(content.featuredCards),
});

describe.each(DATABASES)("a snapshot brought up to date after writes (%s)", (kind) => {
  let testDb: TestDatabase;
  withTestDatabase(kind, { seed: true, perTest: true }, (ready) => {
    testDb = ready;
  });

  /** The snapshot after `write`, checked against a whole load of the same rows. */
  async function afterWrite(write: (db: TestDatabase["db"]) => Promise<unknown>) {
    const before = await contentOf(testDb.db);
    await writeContent(testDb.db, write);
    const after = await contentOf(testDb.db);
    expect(after.version).toBe(before.version + 1);
    expect(plain(after)).toEqual(plain(await loadSnapshot(testDb.db, after.version)));
    return { before, after };
  }

  it("reads a renamed place again and keeps every other place as it was", async () => {
    const { before, after } = await afterWrite((db) =>
      db
        .updateTable("businesses")
        .set({ name: "Restaurang Nils i Malmö" })
        .where("slug", "=", "restaurang-nils")
        .execute(),
    );
    expect(after.places.get("restaurang-nils")?.name).toBe("Restaurang Nils i Malmö");
    const list = after.listings.restauranger ?? [];
    expect(list.find((entry) => entry.id === "restaurang-nils")?.title).toBe(
      "Restaurang Nils i Malmö",
    );
    expect(after.featured.find((card) => card.businessId === "restaurang-nils")?.title).toBe(
      "Restaurang Nils i Malmö",
    );
    // Not read again: the very same objects as before the write.
    expect(after.places.get("moderna-museet")).toBe(before.places.get("moderna-museet"));
    expect(after.listings.sport).toBe(before.listings.sport);
    expect(after.events).toBe(before.events);
    expect(after.offers).toBe(before.offers);
  });

  it("drops a hidden place from its lists and the featured cards", async () => {
    const { after } = await afterWrite((db) =>
      db
        .updateTable("businesses")
        .set({ status: "hidden" })
        .where("slug", "=", "moderna-museet")
        .execute(),
    );
    expect(after.places.has("moderna-museet")).toBe(false);
    expect(after.listings.konst?.some((entry) => entry.id === "moderna-museet")).toBe(false);
    expect(after.featured.some((card) => card.businessId === "moderna-museet")).toBe(false);
  });

  it("adds a new place to the category it is listed in", async () => {
    const { after } = await afterWrite(async (db) => {
      await insertTestPlace(db, {
        slug: "nytt-hotell",
        name: "Nytt hotell",
        category: "boende",
      });
      await db
        .insertInto("business_listings")
        .values({ category_slug: "boende", business_slug: "nytt-hotell", position: 999 })
        .execute();
    });
    expect(after.listings.boende?.at(-1)?.title).toBe("Nytt hotell");
    expect(after.listings.boende).toHaveLength((listings.boende?.length ?? 0) + 1);
    expect(after.featuredCards.get("nytt-hotell")?.category).toBe("Boende");
  });

  it("moves a place between categories and reads changed events, offers and featured places", async () => {
    await afterWrite((db) =>
      db
        .updateTable("business_listings")
        .set({ category_slug: "musik" })
        .where("business_slug", "=", "restaurang-nils")
        .execute(),
    );
    await afterWrite((db) => db.updateTable("events").set({ title: "Ny titel" }).execute());
    await afterWrite((db) => db.deleteFrom("offers").execute());
    const { after } = await afterWrite((db) =>
      db.updateTable("featured_places").set({ home_position: null }).execute(),
    );
    expect(after.listings.musik?.some((entry) => entry.id === "restaurang-nils")).toBe(true);
    expect(after.events.every((event) => event.title === "Ny titel")).toBe(true);
    expect(after.offers).toEqual([]);
    expect(after.homeFeatured).toEqual([]);
  });

  it("sees a fix made in SQL by another writer once the version is bumped", async () => {
    const before = await contentOf(testDb.db);
    await sql`update businesses set summary = 'Rättad i SQL.' where slug = 'restaurang-nils'`.execute(
      testDb.db,
    );
    await bumpContentVersion(testDb.db);
    const after = await contentOf(testDb.db);
    expect(after.places.get("restaurang-nils")?.summary).toBe("Rättad i SQL.");
    expect(after.places.get("moderna-museet")).toBe(before.places.get("moderna-museet"));
  });

  it("reads everything again once the changes it needs were pruned", async () => {
    const before = await contentOf(testDb.db);
    // 100 writes later than a thousand kept versions: the oldest ones are pruned.
    await testDb.db.updateTable("content_meta").set({ version: 1099 }).execute();
    await writeContent(testDb.db, (db) =>
      db
        .updateTable("businesses")
        .set({ summary: "Ny." })
        .where("slug", "=", "restaurang-nils")
        .execute(),
    );
    const meta = await testDb.db.selectFrom("content_meta").selectAll().executeTakeFirstOrThrow();
    expect(Number(meta.version)).toBe(1100);
    expect(Number(meta.changes_from)).toBe(100);
    const left = await testDb.db
      .selectFrom("content_changes")
      .select((eb) => eb.fn.min("version").as("oldest"))
      .executeTakeFirstOrThrow();
    expect(Number(left.oldest)).toBeGreaterThanOrEqual(100);
    // The snapshot (version 0-ish) is older than the kept changes: a whole load.
    const after = await contentOf(testDb.db);
    expect(after.places.get("restaurang-nils")?.summary).toBe("Ny.");
    expect(after.places.get("moderna-museet")).not.toBe(before.places.get("moderna-museet"));
    expect(plain(after)).toEqual(plain(await loadSnapshot(testDb.db, 1100)));
  });
});
