import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DATABASES } from "../support/databases";
import { type DataAnswer, type Module, ownerApp } from "../support/owner";
import { CAFE, SHOP, SITE } from "../support/owner-fixtures";

// Issue 35, point 3: what an owner held dies with the ownership. An operator removes an
// assigned owner after the monthly "Stämmer uppgifterna?" mail went out: its link no
// longer confirms the place, and an address that owns nothing else loses its sessions
// and sign-in links.

/** 10.00 on 1 December 2026 in Stockholm (UTC+1). */
const DECEMBER = new Date("2026-12-01T09:00:00Z");
const ANSWER = /https:\/\/malmoguiden\.test\/foretagare\/stammer\?token=([A-Za-z0-9_-]{43})/;
const OWNER = "agare@example.se";

describe.each(DATABASES)("a removed owner (%s)", (kind) => {
  const t = ownerApp(kind);
  let reminders: typeof import("~/.server/freshness/reminders");
  let ownership: typeof import("~/.server/owner/ownership");
  let answerPage: Module;

  beforeEach(async () => {
    vi.useFakeTimers({ now: DECEMBER, toFake: ["Date"] });
    reminders = await import("~/.server/freshness/reminders");
    ownership = await import("~/.server/owner/ownership");
    answerPage = (await import("~/routes/foretagare/stammer")) as unknown as Module;
    await t.testDb.db.deleteFrom("freshness_checks").execute();
    await t.testDb.db
      .updateTable("businesses")
      .set({ confirmed_at: null, confirmed_by: null, created_at: "2026-01-15 12:00:00" })
      .execute();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The answer link's token of this month's mail about `slug` to `email`. */
  async function checkToken(email: string, slug: string, name: string): Promise<string> {
    const mail = (await t.outbox()).find(
      (sent) =>
        sent.kind === "freshness-check" &&
        sent.recipient === email &&
        sent.subject === `Stämmer uppgifterna? – ${name}`,
    );
    const token = ANSWER.exec(mail?.text_body ?? "")?.[1];
    if (!token) throw new Error(`no check mail about ${slug} to ${email}`);
    return token;
  }

  const confirmedOf = (slug: string) =>
    t.testDb.db
      .selectFrom("businesses")
      .select(["confirmed_at", "confirmed_by"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();

  const open = async (token: string) =>
    (await t.call(
      answerPage.loader,
      new Request(`${SITE}/foretagare/stammer?token=${token}`),
    )) as DataAnswer;
  const press = async (token: string) =>
    (await t.call(answerPage.action, t.post("/foretagare/stammer", { token }))) as DataAnswer;

  it("no longer confirms the place with the mail sent before the removal", async () => {
    await t.assigned(OWNER, CAFE.slug);
    await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER);
    const token = await checkToken(OWNER, CAFE.slug, CAFE.name);
    expect((await open(token)).data).toMatchObject({ check: { slug: CAFE.slug } });

    expect(await ownership.removeOwner(t.testDb.db, t.operator, CAFE.slug, OWNER)).toBe(true);
    expect((await open(token)).data).toEqual({ check: null, token: null });
    const pressed = await press(token);
    expect(pressed.init?.status).toBe(400);
    expect(pressed.data).toEqual({ check: null, done: false });
    expect(await confirmedOf(CAFE.slug)).toEqual({ confirmed_at: null, confirmed_by: null });
    const left = await t.testDb.db
      .selectFrom("freshness_checks")
      .select("email")
      .where("business_slug", "=", CAFE.slug)
      .execute();
    expect(left).toEqual([]);
  });

  it("checks the ownership when the link is used, whatever ended it", async () => {
    await t.assigned(OWNER, CAFE.slug);
    await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER);
    const token = await checkToken(OWNER, CAFE.slug, CAFE.name);
    // The page was opened while the address still owned the place; the row then goes.
    expect((await open(token)).data).toMatchObject({ check: { slug: CAFE.slug } });
    await t.testDb.db.deleteFrom("business_owners").where("email", "=", OWNER).execute();
    expect((await press(token)).init?.status).toBe(400);
    expect(await confirmedOf(CAFE.slug)).toEqual({ confirmed_at: null, confirmed_by: null });
  });

  it("ends the sessions and sign-in links of an address that owns nothing else", async () => {
    await t.assigned(OWNER, CAFE.slug);
    const session = await t.auth.createOwnerSession(t.testDb.db, OWNER);
    await t.auth.requestOwnerLink(t.testDb.db, OWNER);
    const link = await t.tokenFor(OWNER);
    expect(await t.auth.ownerForSession(t.testDb.db, session)).toEqual({ email: OWNER });
    expect(await t.auth.ownerTokenIsValid(t.testDb.db, link)).toBe(true);

    await ownership.removeOwner(t.testDb.db, t.operator, CAFE.slug, OWNER);
    expect(await t.auth.ownerForSession(t.testDb.db, session)).toBeUndefined();
    expect(await t.auth.ownerTokenIsValid(t.testDb.db, link)).toBe(false);
    expect(await t.auth.signInWithOwnerToken(t.testDb.db, link)).toBeUndefined();
  });

  it("keeps what the address still owns: its other place, and a place it registered", async () => {
    await t.assigned(OWNER, CAFE.slug);
    await t.assigned(OWNER, SHOP.slug);
    await t.registered("grundare@example.se", SHOP.slug);
    await t.assigned("grundare@example.se", SHOP.slug);
    await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER);
    const session = await t.auth.createOwnerSession(t.testDb.db, OWNER);
    const cafeToken = await checkToken(OWNER, CAFE.slug, CAFE.name);
    const shopToken = await checkToken(OWNER, SHOP.slug, SHOP.name);
    const founderToken = await checkToken("grundare@example.se", SHOP.slug, SHOP.name);

    await ownership.removeOwner(t.testDb.db, t.operator, CAFE.slug, OWNER);
    // The registrant's assignment goes, the registration keeps it an owner.
    await ownership.removeOwner(t.testDb.db, t.operator, SHOP.slug, "grundare@example.se");
    expect(await t.auth.ownerForSession(t.testDb.db, session)).toEqual({ email: OWNER });
    expect((await press(cafeToken)).init?.status).toBe(400);
    expect((await press(founderToken)).data).toMatchObject({ done: true });
    expect((await press(shopToken)).data).toMatchObject({
      done: true,
      check: { slug: SHOP.slug },
    });
    expect(await confirmedOf(SHOP.slug)).toEqual({
      confirmed_at: "2026-12-01",
      confirmed_by: "owner",
    });
    expect(await confirmedOf(CAFE.slug)).toEqual({ confirmed_at: null, confirmed_by: null });
  });
});
