import { describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { type Module, ownerApp } from "../support/owner";

// Issue 38, point 5: while a registration waits, its registrant adds the opening hours
// and accessibility facts on /foretagare/registrering/<id>; the operator sees them with
// the registration. Nobody else can, and a decided registration takes no more.

const OWNER = "registrant@example.se";

describe.each(DATABASES)("a waiting registration's facts (%s)", (kind) => {
  const t = ownerApp(kind);

  async function waitingId() {
    await t.registered(OWNER, "ny-plats", "new");
    const row = await t.testDb.db
      .selectFrom("business_submissions")
      .select("id")
      .where("contact_email", "=", OWNER)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function send(email: string, id: number, fields?: Record<string, string>) {
    const route = (await import("~/routes/foretagare/registrering/$id")) as unknown as Module;
    const path = `/foretagare/registrering/${id}`;
    return t.asOwner(route, email, path, { id: String(id) }, fields && new URLSearchParams(fields));
  }

  const statusOf = t.statusOf;

  const facts = async (id: number) =>
    t.testDb.db
      .selectFrom("business_submissions")
      .select(["opening_hours", "accessibility"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  const WEEK = {
    section: "veckan",
    "mo-0-fran": "08:00",
    "mo-0-till": "18:00",
    "sa-0-fran": "10:00",
    "sa-0-till": "16:00",
    trappfri: "yes",
  };

  it("saves the registrant's hours and facts with the waiting registration", async () => {
    const id = await waitingId();
    expect(await send(OWNER, id)).toMatchObject({ name: "ny-plats", answers: {} });
    const saved = (await send(OWNER, id, WEEK)) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/foretagare/registrering/${id}?sparat=1`);
    expect(await facts(id)).toEqual({
      opening_hours: "Mo 08:00-18:00; Sa 10:00-16:00",
      accessibility: JSON.stringify({ trappfri: "yes" }),
    });
    // The page shows them again; the operator's moderation page shows them too.
    expect(await send(OWNER, id)).toMatchObject({
      week: { "mo-0-fran": "08:00", "sa-0-till": "16:00" },
      answers: { trappfri: "yes" },
    });
    const { loadRegistration } = await import("~/.server/registrations/moderation");
    expect((await loadRegistration(t.testDb.db, id))?.registration).toMatchObject({
      hours: ["mån 08.00–18.00", "tis–fre stängt", "lör 10.00–16.00", "sön stängt"],
      accessibility: "Entré utan trappsteg: ja",
    });
  });

  it("refuses a half-filled day in Swedish, and anyone else or a decided registration", async () => {
    const id = await waitingId();
    const half = (await send(OWNER, id, { section: "veckan", "mo-0-fran": "08:00" })) as {
      data: { errors: Record<string, string> };
    };
    expect(statusOf(half)).toBe(400);
    expect(half.data.errors["mo-0-till"]).toBe("Skriv när ni stänger.");
    expect(await facts(id)).toEqual({ opening_hours: null, accessibility: null });

    await t.registered("annan@example.se", "annan-plats", "new");
    expect(statusOf(await send("annan@example.se", id))).toBe(404);
    expect(statusOf(await send("annan@example.se", id, WEEK))).toBe(404);
    await t.testDb.db
      .updateTable("business_submissions")
      .set({ status: "rejected" })
      .where("id", "=", id)
      .execute();
    expect(statusOf(await send(OWNER, id, WEEK))).toBe(404);
    expect(await facts(id)).toEqual({ opening_hours: null, accessibility: null });
  });
});
