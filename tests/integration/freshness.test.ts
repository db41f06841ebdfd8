import type { Updateable } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BusinessesTable } from "~/.server/db/schema";
import { DATABASES } from "../support/databases";
import { type DataAnswer, type Module, ownerApp } from "../support/owner";
import { CAFE, HIDDEN, SHOP, SITE } from "../support/owner-fixtures";

// Issue 24, point 4 on a real database: the day a place's details were last confirmed
// (by the operator or an owner), the owners' monthly "Stämmer uppgifterna?" mail with its
// one-click answer and unsubscribe link, and the operator's list of stale places.

/** 10.00 on 1 December 2026 in Stockholm (UTC+1). */
const DECEMBER = new Date("2026-12-01T09:00:00Z");
const ANSWER = /https:\/\/malmoguiden\.test\/foretagare\/stammer\?token=([A-Za-z0-9_-]{43})/;
const OPT_OUT = /https:\/\/malmoguiden\.test\/foretagare\/paminnelser\?token=([A-Za-z0-9_-]{43})/;

describe.each(DATABASES)("fresh facts (%s)", (kind) => {
  const t = ownerApp(kind);
  let reminders: typeof import("~/.server/freshness/reminders");
  let confirm: typeof import("~/.server/freshness/confirm");
  let answerPage: Module;
  let optOutPage: Module;

  beforeEach(async () => {
    reminders = await import("~/.server/freshness/reminders");
    confirm = await import("~/.server/freshness/confirm");
    answerPage = (await import("~/routes/foretagare/stammer")) as unknown as Module;
    optOutPage = (await import("~/routes/foretagare/paminnelser")) as unknown as Module;
    for (const table of ["freshness_checks", "freshness_optouts", "audit_log"] as const)
      await t.testDb.db.deleteFrom(table).execute();
    await t.testDb.db
      .updateTable("businesses")
      .set({
        confirmed_at: null,
        confirmed_by: null,
        opening_hours: null,
        // Added to the guide long before the tests' December.
        created_at: "2026-01-15 12:00:00",
      })
      .execute();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Sets a stored place's columns as a test needs them. */
  const setPlace = (slug: string, values: Updateable<BusinessesTable>) =>
    t.testDb.db.updateTable("businesses").set(values).where("slug", "=", slug).execute();

  const freshnessMails = async () =>
    (await t.outbox()).filter((mail) => mail.kind === "freshness-check");

  const confirmedOf = async (slug: string) =>
    t.testDb.db
      .selectFrom("businesses")
      .select(["confirmed_at", "confirmed_by"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();

  it("asks every owner of a published place once a month, with the place's details", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    await t.assigned("annan@example.se", SHOP.slug);
    await t.assigned("dold@example.se", HIDDEN.slug);
    await setPlace(CAFE.slug, {
      opening_hours: "Mo-Fr 10:00-18:00; Sa 10:00-15:00",
      phone: "040-12 34 56",
    });

    const run = await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER);
    expect(run).toEqual({
      month: "2026-12",
      queued: [`${SHOP.slug} annan@example.se`, `${CAFE.slug} agare@example.se`].sort(),
    });
    const mails = await freshnessMails();
    expect(mails.map((mail) => [mail.recipient, mail.subject]).sort()).toEqual([
      ["agare@example.se", `Stämmer uppgifterna? – ${CAFE.name}`],
      ["annan@example.se", `Stämmer uppgifterna? – ${SHOP.name}`],
    ]);
    const cafe = mails.find((mail) => mail.recipient === "agare@example.se");
    expect(cafe?.text_body).toContain("Adress: Storgatan 1, Malmö");
    expect(cafe?.text_body).toContain("Telefon: 040-12 34 56");
    expect(cafe?.text_body).toContain("E-post: saknas");
    expect(cafe?.text_body).toContain(
      "Öppettider: mån–fre 10.00–18.00, lör 10.00–15.00, sön stängt",
    );
    expect(cafe?.text_body).toContain("Uppgifterna har inte bekräftats tidigare.");
    // The link opens a page with the button: the mail promises no one-click confirmation.
    expect(cafe?.text_body).toContain("där ett tryck på 'Allt stämmer' bekräftar dem");
    expect(cafe?.text_body).not.toContain("ett klick");
    expect(cafe?.text_body).toMatch(ANSWER);
    // 'Föreslå ändringar' opens the sign-in page with the address filled in (issue 38).
    expect(cafe?.text_body).toContain(`${SITE}/foretagare?epost=agare%40example.se`);
    const stored = await t.testDb.db
      .selectFrom("mail_outbox")
      .select("headers")
      .where("recipient", "=", "agare@example.se")
      .executeTakeFirstOrThrow();
    const headers = JSON.parse(stored.headers ?? "{}") as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${OPT_OUT.source}>$`));
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Run again (another process, or the next hour): nothing new this month.
    expect((await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER)).queued).toEqual([]);
    expect(await freshnessMails()).toHaveLength(2);
    // January asks again.
    const january = new Date("2027-01-01T09:00:00Z");
    expect((await reminders.sendFreshnessChecks(t.testDb.db, january)).queued).toHaveLength(2);
  });

  it("does not ask about a place confirmed or added in the last four weeks", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    await setPlace(CAFE.slug, { created_at: "2026-11-20 08:00:00" });
    expect((await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER)).queued).toEqual([]);
    await setPlace(CAFE.slug, { created_at: "2026-11-02 08:00:00" });
    await setPlace(CAFE.slug, { confirmed_at: "2026-11-10", confirmed_by: "operator" });
    expect((await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER)).queued).toEqual([]);
    // Confirmed more than four weeks earlier: asked, and told when.
    await setPlace(CAFE.slug, { confirmed_at: "2026-11-02" });
    expect((await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER)).queued).toHaveLength(1);
    expect((await freshnessMails())[0]?.text_body).toContain(
      "Uppgifterna bekräftades senast 2 november 2026.",
    );
  });

  it("confirms the place with the mail's button, once, and only while the link works", async () => {
    vi.useFakeTimers({ now: DECEMBER, toFake: ["Date"] });
    await t.registered("agare@example.se", CAFE.slug);
    await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER);
    const token = ANSWER.exec((await freshnessMails())[0]?.text_body ?? "")?.[1] ?? "";
    const page = `/foretagare/stammer?token=${token}`;

    // Opening the link (as a mail scanner does) shows the details and confirms nothing.
    const shown = (await t.call(answerPage.loader, new Request(`${SITE}${page}`))) as DataAnswer;
    expect(shown.data).toMatchObject({
      token,
      check: { slug: CAFE.slug, name: CAFE.name, answered: false, confirmed: null },
    });
    expect(await confirmedOf(CAFE.slug)).toEqual({ confirmed_at: null, confirmed_by: null });

    // The press, a day later.
    vi.setSystemTime(new Date("2026-12-02T12:00:00Z"));
    const answered = (await t.call(answerPage.action, t.post(page, { token }))) as DataAnswer;
    expect(answered.data).toMatchObject({ done: true, check: { answered: false } });
    expect(await confirmedOf(CAFE.slug)).toEqual({
      confirmed_at: "2026-12-02",
      confirmed_by: "owner",
    });
    // A second press finds it answered and changes nothing.
    vi.setSystemTime(new Date("2026-12-05T12:00:00Z"));
    const again = (await t.call(answerPage.action, t.post(page, { token }))) as DataAnswer;
    expect(again.data).toMatchObject({ done: true, check: { answered: true } });
    expect((await confirmedOf(CAFE.slug)).confirmed_at).toBe("2026-12-02");

    // A made-up token, and the link after 45 days, do nothing.
    const wrong = (await t.call(
      answerPage.action,
      t.post("/foretagare/stammer", { token: "x".repeat(43) }),
    )) as DataAnswer;
    expect(wrong.init?.status).toBe(400);
    vi.setSystemTime(new Date("2027-01-16T12:00:00Z"));
    const late = (await t.call(answerPage.loader, new Request(`${SITE}${page}`))) as DataAnswer;
    expect(late.data).toEqual({ check: null, token: null });
  });

  it("stops the mails for an address that opens the unsubscribe link or posts one-click", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    await t.assigned("annan@example.se", SHOP.slug);
    await reminders.sendFreshnessChecks(t.testDb.db, DECEMBER);
    const tokenTo = async (email: string) =>
      OPT_OUT.exec(
        (await freshnessMails()).find((mail) => mail.recipient === email)?.text_body ?? "",
      )?.[1] ?? "";

    const opened = (await t.call(
      optOutPage.loader,
      new Request(`${SITE}/foretagare/paminnelser?token=${await tokenTo("agare@example.se")}`),
    )) as DataAnswer;
    expect(opened.data).toEqual({ stopped: true });
    // RFC 8058: the mail program posts "List-Unsubscribe=One-Click" to the link itself.
    const oneClick = (await t.call(
      optOutPage.action,
      t.post(`/foretagare/paminnelser?token=${await tokenTo("annan@example.se")}`, {
        "List-Unsubscribe": "One-Click",
      }),
    )) as DataAnswer;
    expect(oneClick.data).toEqual({ stopped: true });
    const unknown = (await t.call(
      optOutPage.action,
      t.post(`/foretagare/paminnelser?token=${"y".repeat(43)}`, {}),
    )) as DataAnswer;
    expect(unknown.init?.status).toBe(400);

    const stopped = await t.testDb.db
      .selectFrom("freshness_optouts")
      .select("email")
      .orderBy("email")
      .execute();
    expect(stopped.map((row) => row.email)).toEqual(["agare@example.se", "annan@example.se"]);
    const january = new Date("2027-01-01T09:00:00Z");
    expect((await reminders.sendFreshnessChecks(t.testDb.db, january)).queued).toEqual([]);
  });

  it("lets a signed-in owner confirm their own place, and no other", async () => {
    vi.useFakeTimers({ now: DECEMBER, toFake: ["Date"] });
    await t.registered("agare@example.se", CAFE.slug);
    const session = await t.auth.createOwnerSession(t.testDb.db, "agare@example.se");
    const cookie = `${t.auth.ownerCookieName()}=${session}`;
    const press = (place: string) =>
      t.call(
        t.account.action,
        t.post("/foretagare/konto", { intent: "confirm", business: place }, { cookie }),
      );

    const mine = (await press(CAFE.slug)) as Response;
    expect(mine.status).toBe(303);
    expect(mine.headers.get("location")).toBe("/foretagare/konto?bekraftat=1");
    expect(await confirmedOf(CAFE.slug)).toEqual({
      confirmed_at: "2026-12-01",
      confirmed_by: "owner",
    });
    const other = (await press(SHOP.slug)) as DataAnswer;
    expect(other.init?.status).toBe(403);
    expect(await confirmedOf(SHOP.slug)).toEqual({ confirmed_at: null, confirmed_by: null });
  });

  it("audits the operator's confirmation and lists places not confirmed for six months", async () => {
    const stale = async (now: Date) =>
      (await confirm.listStalePlaces(t.testDb.db, { offset: 0, limit: 24 }, now)).map(
        (place) => place.slug,
      );
    await setPlace(SHOP.slug, { confirmed_at: "2026-05-31", confirmed_by: "owner" });
    // Never confirmed first, then the oldest; hidden places are not listed.
    expect(await stale(DECEMBER)).toEqual([CAFE.slug, SHOP.slug]);
    expect(await confirm.countStalePlaces(t.testDb.db, DECEMBER)).toBe(2);

    const changes = await confirm.confirmByOperator(t.testDb.db, t.operator, CAFE.slug, DECEMBER);
    expect(changes).toEqual({
      confirmed_at: [null, "2026-12-01"],
      confirmed_by: [null, "operator"],
    });
    const audit = await t.testDb.db
      .selectFrom("audit_log")
      .select(["entity", "entity_id", "action", "operator_email"])
      .execute();
    expect(audit).toEqual([
      {
        entity: "business",
        entity_id: CAFE.slug,
        action: "update",
        operator_email: t.operator.email,
      },
    ]);
    // Confirming again the same day changes nothing and is not audited twice.
    expect(await confirm.confirmByOperator(t.testDb.db, t.operator, CAFE.slug, DECEMBER)).toEqual(
      {},
    );
    expect(await t.testDb.db.selectFrom("audit_log").select("id").execute()).toHaveLength(1);
    expect(await confirm.confirmByOperator(t.testDb.db, t.operator, "finns-inte", DECEMBER)).toBe(
      undefined,
    );

    expect(await stale(DECEMBER)).toEqual([SHOP.slug]);
    // On 1 December a confirmation of 31 May is older than six months; one of 1 June is not.
    await setPlace(SHOP.slug, { confirmed_at: "2026-06-01" });
    expect(await stale(DECEMBER)).toEqual([]);
    // Six months before 31 August is 28 February (the shorter month's last day).
    expect(confirm.staleBefore(new Date("2026-08-31T10:00:00Z"))).toBe("2026-02-28");
  });
});
