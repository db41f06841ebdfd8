import { describe, expect, it } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { createEvent, listEvents, loadEvent, saveEvent } from "~/.server/events/admin-events";
import { contentOf, findEvent } from "~/.server/snapshot/content";
import { eventSchema } from "~/lib/events/form";
import { DATABASES } from "../support/databases";
import { createTestOperator, type TestDatabase, withTestDatabase } from "../support/test-database";

// A fixed clock: Wednesday 10 March 2027, 13:00 in Stockholm.
const NOW = new Date("2027-03-10T12:00:00Z");

const concert = {
  title: "Vårkonsert i Pildammsparken",
  description: "Körer sjunger in våren vid Pildammarna.",
  location: "Pildammsparken, Malmö",
  category: "Musik och teater",
  startDate: "2027-03-20",
  startTime: "18:00",
  endDate: "",
  endTime: "20:30",
  recurrence: "none",
  source: "Arrangörens program (testdata).",
  status: "published",
};

/** The operator's event forms, written to a real database and read through the one read path. */
describe.each(DATABASES)("admin events (%s)", (kind) => {
  let testDb: TestDatabase;
  let operator: Operator;

  withTestDatabase(kind, { seed: true, perTest: true }, async (made) => {
    testDb = made;
    operator = await createTestOperator(testDb.db, "op@example.se");
  });

  it("creates an event that the public pages show on the next read", async () => {
    const before = await contentOf(testDb.db);
    const slug = await createEvent(testDb.db, operator, eventSchema.parse(concert));
    expect(slug).toBe("varkonsert-i-pildammsparken");
    const after = await contentOf(testDb.db);
    expect(after.version).toBeGreaterThan(before.version);
    const occurrence = findEvent(after, slug, NOW);
    expect(occurrence).toMatchObject({
      title: concert.title,
      start: "2027-03-20T18:00",
      end: "2027-03-20T20:30",
      timing: "range",
      recurring: "once",
      example: false,
      source: concert.source,
      image: "/images/events/musik.svg",
    });
    const { audit } = (await loadEvent(testDb.db, slug)) ?? { audit: [] };
    expect(audit[0]).toMatchObject({ who: "op@example.se", action: "create" });
    expect(audit[0]?.changes.title).toEqual([null, concert.title]);

    // A second event with the same title gets its own address.
    expect(await createEvent(testDb.db, operator, eventSchema.parse(concert))).toBe(
      "varkonsert-i-pildammsparken-2",
    );
    // Once it is over, it is a past event.
    const later = new Date("2027-03-21T12:00:00Z");
    const rows = await listEvents(testDb.db, later);
    expect(rows.find((row) => row.slug === slug)).toMatchObject({ past: true });
  });

  it("hides an event: gone from the guide, still in the admin area", async () => {
    await createEvent(testDb.db, operator, eventSchema.parse(concert));
    const slug = await createEvent(testDb.db, operator, eventSchema.parse(concert));
    expect(slug).toBe("varkonsert-i-pildammsparken-2");
    const changes = await saveEvent(
      testDb.db,
      operator,
      slug,
      eventSchema.parse({ ...concert, status: "hidden" }),
    );
    expect(changes).toEqual({ status: ["published", "hidden"] });
    expect(findEvent(await contentOf(testDb.db), slug, NOW)).toBeUndefined();
    expect(await loadEvent(testDb.db, slug)).toBeDefined();
    // Saving the same values again changes nothing and records nothing.
    expect(
      await saveEvent(
        testDb.db,
        operator,
        slug,
        eventSchema.parse({ ...concert, status: "hidden" }),
      ),
    ).toEqual({});
    expect((await loadEvent(testDb.db, slug))?.audit).toHaveLength(2);
  });

  it("keeps a seeded rule when its dates are left as they were", async () => {
    const slug = "julmarknad-gustav-adolfs-torg";
    const loaded = await loadEvent(testDb.db, slug);
    expect(loaded?.event.rule).toBe("Varje år: sista söndagen i november – 23 december");
    const form = eventSchema.parse({
      ...loaded?.event,
      title: "Julmarknad vid Gustav Adolfs torg",
    });
    expect(await saveEvent(testDb.db, operator, slug, form)).toEqual({
      title: ["Julmarknad på Gustav Adolfs torg", "Julmarknad vid Gustav Adolfs torg"],
    });
    // 2027: the last Sunday in November is the 28th.
    expect(findEvent(await contentOf(testDb.db), slug, NOW)).toMatchObject({
      start: "2027-11-28T00:00",
      end: "2027-12-23T24:00",
      recurring: "yearly",
    });
  });

  it("repeats a weekly event from its first date on", async () => {
    const slug = await createEvent(
      testDb.db,
      operator,
      eventSchema.parse({
        ...concert,
        title: "Lördagsmarknad",
        startDate: "2027-04-03", // a Saturday, three weeks after NOW
        recurrence: "weekly",
        example: "on",
        source: "",
      }),
    );
    const content = await contentOf(testDb.db);
    expect(findEvent(content, slug, NOW)).toMatchObject({
      start: "2027-04-03T18:00",
      recurring: "weekly",
      example: true,
    });
    expect(findEvent(content, slug, new Date("2027-04-05T12:00:00Z"))?.start).toBe(
      "2027-04-10T18:00",
    );
  });

  it("rejects forms that would make a wrong event, with the field's message", () => {
    const errorOf = (form: Record<string, string>) =>
      eventSchema.safeParse(form).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(errorOf({ ...concert, source: "" })).toEqual([
      ["source", "Ange var datumen kommer ifrån, eller markera evenemanget som exempel."],
    ]);
    expect(errorOf({ ...concert, endDate: "2027-03-19" })).toEqual([
      ["endDate", "Slutet måste vara efter starten."],
    ]);
    expect(errorOf({ ...concert, recurrence: "weekly", endDate: "2027-03-21" })).toEqual([
      ["endDate", "Ett evenemang som upprepas varje vecka slutar samma dag som det börjar."],
    ]);
    expect(errorOf({ ...concert, startDate: "2027-02-30" })?.[0]?.[0]).toBe("startDate");
    expect(errorOf({ ...concert, startTime: "", endTime: "20:00" })).toEqual([
      ["startTime", "Ange en starttid om du anger en sluttid."],
    ]);
  });
});
