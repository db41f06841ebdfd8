import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "~/.server/db/seed";
import { applyCorrections, CORRECTIONS_SEED } from "~/.server/db/seed/corrections";
import { EVENT_DATES_SEED, REMOVED_EXAMPLES } from "~/.server/db/seed/event-dates";
import { contentOf, listingOf, pageOf } from "~/.server/snapshot/content";
import { nextOccurrence, offersCalendarFile, previousOccurrence } from "~/lib/events/events";
import { DATABASES } from "../support/databases";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// The corrections seed (content-review-3.md, sections 2–4) on a database seeded before it:
// corrected where the old seeded value is still there, an operator's edit left alone, and
// nothing changed by a second run or on a fresh install.

/** Values the 2026-11 seeds wrote before the review (fixtures copied from those seeds). */
const OLD = {
  moderna:
    "Moderna Museets filial i Malmö visar modern och samtida konst. Museet ligger i ett elverk från 1901 med en påbyggnad i orange plåt.",
  bistro:
    "Bistro som öppnade 2014 i Kungliga väntsalen på Malmö Centralstation. Vi vet inte om den har öppet i dag, så kontrollera innan du går dit.",
  emporiaAddress: "Hyllie Boulevard 44, Malmö",
  emporia:
    "Stort köpcentrum i Hyllie med omkring 165 butiker. På taket finns en park på 27 000 kvadratmeter som är öppen för besökare.",
  gym: "Gym i Malmö. Adress och utbud är inte bekräftade av guiden ännu.",
  offerTitle: "Exempel: årskort för 700 kr",
  market:
    "Torghandlare och lokala producenter säljer frukt, grönsaker, ost och bröd på Möllevångstorget. Ett exempel på hur en marknadsdag på torget kan se ut.",
};
const NEW_EVENTS = [
  "vinterland-folkets-park",
  "luciakroning-gustav-adolfs-torg",
  "julinblasning-radhuset",
];
const OPERATOR_TEXT = "Köpcentrum i Hyllie, skrivet av guidens redaktör.";

/** Every row of the tables the corrections touch, for before/after comparisons. */
async function tables(testDb: TestDatabase) {
  const strip = <T extends { updated_at?: unknown }>({ updated_at: _, ...row }: T) => row;
  return {
    businesses: (
      await testDb.db.selectFrom("businesses").selectAll().orderBy("slug").execute()
    ).map(strip),
    offers: (await testDb.db.selectFrom("offers").selectAll().orderBy("slug").execute()).map(strip),
    events: (await testDb.db.selectFrom("events").selectAll().orderBy("slug").execute()).map(strip),
  };
}

/** Turns a freshly seeded database back into one seeded before the review. */
async function asBeforeTheReview(testDb: TestDatabase) {
  const db = testDb.db;
  const place = (slug: string, values: Record<string, string | null>) =>
    db.updateTable("businesses").set(values).where("slug", "=", slug).execute();
  await place("moderna-museet", {
    description: OLD.moderna,
    summary: "Moderna Museets filial i Malmö visar modern och samtida konst.",
  });
  await place("bistro-royal", { description: OLD.bistro, status: "published" });
  await place("emporia", { description: OLD.emporia, address: OLD.emporiaAddress });
  await place("the-raw-gym", { description: OLD.gym });
  await place("restaurang-nils", { phone: null });
  await db
    .updateTable("offers")
    .set({ title: OLD.offerTitle })
    .where("slug", "=", "arskort-moderna-museet")
    .execute();
  await db
    .updateTable("events")
    .set({ description: OLD.market })
    .where("slug", "=", "marknad-mollevangstorget")
    .execute();
  await db.deleteFrom("events").where("slug", "in", NEW_EVENTS).execute();
  await db.deleteFrom("content_seeds").where("name", "=", CORRECTIONS_SEED).execute();
}

describe.each(DATABASES)("content corrections seed (%s)", (kind) => {
  let testDb: TestDatabase;

  beforeEach(async () => {
    testDb = await createTestDatabase(kind);
    await seedContent(testDb);
  });
  afterEach(async () => {
    await testDb?.cleanup();
  });

  it("changes nothing on a fresh install, nor when it runs again", async () => {
    const seeded = await tables(testDb);
    await testDb.db.transaction().execute((trx) => applyCorrections(trx));
    expect(await tables(testDb)).toEqual(seeded);
    expect(await seedContent(testDb)).toBe(false);
  });

  it("corrects an old-seed database where the old value is still there, and leaves an operator's edit alone", async () => {
    await asBeforeTheReview(testDb);
    // The operator rewrote Emporia's description but left its old address.
    await testDb.db
      .updateTable("businesses")
      .set({ description: OPERATOR_TEXT })
      .where("slug", "=", "emporia")
      .execute();
    const before = await contentOf(testDb.db);
    expect(pageOf(before, "bistro-royal")).toBeDefined();

    expect(await seedContent(testDb)).toBe(true);
    const after = await contentOf(testDb.db);
    expect(after.version).toBeGreaterThan(before.version);
    expect(pageOf(after, "moderna-museet")?.description).toMatch(/tillbyggnad i orange plåt/);
    expect(pageOf(after, "the-raw-gym")?.description).toBe(
      "Gym i Malmö. Vi har ännu inte kunnat bekräfta adress och utbud.",
    );
    expect(pageOf(after, "restaurang-nils")?.phone).toBe("040-91 50 03");
    // Hidden: it leaves its listing and its page (whose old links redirect to the start page).
    expect(pageOf(after, "bistro-royal")).toBeUndefined();
    expect(listingOf(after, "restauranger")?.map((entry) => entry.id)).not.toContain(
      "bistro-royal",
    );
    // The operator's description stays; the untouched old address is corrected.
    expect(pageOf(after, "emporia")).toMatchObject({
      description: OPERATOR_TEXT,
      address: "Hyllie, Malmö",
    });
    const offer = after.offers.find((o) => o.id === "arskort-moderna-museet");
    expect(offer?.title).toBe("Exempel: visning för er grupp");
    const market = after.events.find((event) => event.id === "marknad-mollevangstorget");
    expect(market?.description).not.toMatch(/Ett exempel på hur/);
    const ids = after.events.map((event) => event.id);
    for (const id of NEW_EVENTS) expect(ids, id).toContain(id);
    const sourced = after.events.filter((event) => NEW_EVENTS.includes(event.id));
    for (const event of sourced) expect(event.source, event.id).toBeTruthy();

    // Run twice: nothing changes.
    const corrected = await tables(testDb);
    expect(await seedContent(testDb)).toBe(false);
    await testDb.db.transaction().execute((trx) => applyCorrections(trx));
    expect(await tables(testDb)).toEqual(corrected);
  });

  it("gives an older database's real events their sources' dates and removes the examples without a counterpart", async () => {
    const db = testDb.db;
    // As the earlier seeds left it: rules without confirmed dates, the three examples there
    // (one of them since rewritten by the operator), and the step not yet applied.
    for (const [index, [slug, title]] of Object.entries(REMOVED_EXAMPLES).entries())
      await db
        .insertInto("events")
        .values({
          slug,
          title,
          description: "Exempel från den tidigare seeden.",
          location: "Malmö",
          category: "Mat och dryck",
          image: "/images/events/mat-och-dryck.svg",
          starts_at: "2026-01-03T10:00",
          ends_at: "2026-01-03T16:00",
          recurrence: JSON.stringify({ kind: "weekly", weekday: 6, from: "2026-01-03" }),
          example: 1,
          position: 100 + index,
        })
        .execute();
    await db
      .updateTable("events")
      .set({ title: "Matmarknad med redaktionens producenter" })
      .where("slug", "=", "matmarknad-stortorget")
      .execute();
    await db
      .updateTable("events")
      .set({
        recurrence: JSON.stringify({
          kind: "yearly",
          start: { month: 11, day: 30 },
          end: { month: 11, day: 30 },
        }),
      })
      .where("slug", "=", "luciakroning-gustav-adolfs-torg")
      .execute();
    await db.deleteFrom("content_seeds").where("name", "=", EVENT_DATES_SEED).execute();
    const crowningBefore = (await contentOf(db)).events.find(
      (event) => event.id === "luciakroning-gustav-adolfs-torg",
    );
    if (!crowningBefore) throw new Error("no crowning");
    // Before: the guess for 2026 looks confirmed and has a calendar file.
    const march = new Date("2026-03-11T10:00:00Z");
    expect(offersCalendarFile(nextOccurrence(crowningBefore, march))).toBe(true);

    expect(await seedContent(testDb)).toBe(true);
    const after = await contentOf(db);
    const ids = after.events.map((event) => event.id);
    expect(ids).not.toContain("smakprov-malmo-saluhall");
    expect(ids).not.toContain("dansforestallning-skanes-dansteater");
    // The operator's rewritten example stays.
    expect(ids).toContain("matmarknad-stortorget");
    const crowning = after.events.find((event) => event.id === "luciakroning-gustav-adolfs-torg");
    if (!crowning) throw new Error("no crowning");
    const guess = nextOccurrence(crowning, march);
    expect([guess.start, guess.unconfirmed]).toEqual(["2026-11-30T16:45", true]);
    expect(offersCalendarFile(guess)).toBe(false);
    expect(previousOccurrence(crowning, march)?.start).toBe("2024-11-30T16:45");
    expect(crowning.source).toMatch(/30 november 2024/);
    // Run again: nothing changes.
    const corrected = await tables(testDb);
    expect(await seedContent(testDb)).toBe(false);
    expect(await tables(testDb)).toEqual(corrected);
  });

  it("does not hide a place the operator has already rewritten", async () => {
    await asBeforeTheReview(testDb);
    const confirmed = "Bistro i Kungliga väntsalen, bekräftad av redaktionen.";
    await testDb.db
      .updateTable("businesses")
      .set({ description: confirmed })
      .where("slug", "=", "bistro-royal")
      .execute();
    await seedContent(testDb);
    expect(pageOf(await contentOf(testDb.db), "bistro-royal")?.description).toBe(confirmed);
  });
});
