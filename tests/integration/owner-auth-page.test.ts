import { describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { type DataAnswer, ownerApp } from "../support/owner";
import { CAFE, HIDDEN, MINUTE, OPERATOR_EMAIL, SHOP, SITE } from "../support/owner-fixtures";

/**
 * Issue 11's owner page on a real database: sessions and their timeouts, the owner's
 * businesses, and change requests that wait for the operator with a mail to them.
 */
describe.each(DATABASES)("owner page and sessions (%s)", (kind) => {
  const t = ownerApp(kind);

  it("refuses a sign-in POST from another site", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    await t.auth.requestOwnerLink(t.testDb.db, "agare@example.se");
    const token = await t.tokenFor("agare@example.se");
    const page = `/foretagare/logga-in?token=${token}`;
    const foreign = (await t.call(
      t.signIn.action,
      t.post(page, { token }, { origin: "https://evil.example" }),
    )) as DataAnswer;
    expect(foreign.init?.status).toBe(403);
    // The link still works from our own page.
    expect(((await t.call(t.signIn.action, t.post(page, { token }))) as Response).status).toBe(302);
  });

  it("fills in the address a mail's link names, and nothing that is not an address", async () => {
    const open = async (query: string) =>
      ((await t.call(t.ask.loader, new Request(`${SITE}/foretagare${query}`))) as DataAnswer).data;
    expect(await open("?epost=Agare%40Example.se")).toMatchObject({ email: "agare@example.se" });
    expect(await open("?epost=inte-en-adress")).toMatchObject({ email: "" });
    expect(await open("")).toMatchObject({ email: "", signedOut: false });
  });

  it("ends sessions after the idle and the absolute timeout", async () => {
    const start = Date.UTC(2026, 4, 4, 8, 0);
    const token = await t.auth.createOwnerSession(t.testDb.db, "Agare@example.se", start);
    const hour = 60 * MINUTE;
    expect(await t.auth.ownerForSession(t.testDb.db, token, start + hour)).toEqual({
      email: "agare@example.se",
    });
    // Seen an hour ago: active until two idle hours have passed.
    expect(await t.auth.ownerForSession(t.testDb.db, token, start + 3 * hour)).toBeDefined();
    expect(await t.auth.ownerForSession(t.testDb.db, token, start + 5 * hour + 1)).toBeUndefined();
    expect(await t.testDb.db.selectFrom("owner_sessions").selectAll().execute()).toEqual([]);

    const busy = await t.auth.createOwnerSession(t.testDb.db, "agare@example.se", start);
    for (let at = start + hour; at < start + 12 * hour; at += hour)
      expect(await t.auth.ownerForSession(t.testDb.db, busy, at)).toBeDefined();
    expect(await t.auth.ownerForSession(t.testDb.db, busy, start + 12 * hour + 1)).toBeUndefined();
  });

  it("signs in, shows the owner's businesses, stores a change request with the operator's mail, and signs out", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    await t.assigned("agare@example.se", HIDDEN.slug);
    await t.subscribed("agare@example.se", HIDDEN.slug);
    await t.registered("annan@example.se", SHOP.slug);

    // Ask for the link on the page, and read it from the mail.
    const asked = await t.askForLink("agare@example.se");
    expect(asked.status).toBe(200);
    const token = await t.tokenFor("agare@example.se");

    const signedIn = (await t.call(
      t.signIn.action,
      t.post(`/foretagare/logga-in?token=${token}`, { token }),
    )) as Response;
    const cookie = t.sessionCookieOf(signedIn);
    const withCookie = (pathname: string) =>
      new Request(`${SITE}${pathname}`, { headers: { cookie: `mg_visit=1; ${cookie}` } });

    // A signed-in owner who opens /foretagare goes to the account page.
    const again = (await t.call(t.ask.loader, withCookie("/foretagare"))) as Response;
    expect(again.headers.get("location")).toBe("/foretagare/konto");

    const page = (await t.call(t.account.loader, withCookie("/foretagare/konto"))) as DataAnswer;
    expect(page.data).toMatchObject({
      email: "agare@example.se",
      businesses: [
        {
          slug: HIDDEN.slug,
          name: HIDDEN.name,
          status: "hidden",
          statusLabel: "Dold",
          publicUrl: null,
          // The fixture's linked Silver subscription.
          plan: { planName: "Silver", status: "active", effective: true, demo: false },
        },
        {
          slug: CAFE.slug,
          name: CAFE.name,
          status: "published",
          statusLabel: "Publicerad",
          publicUrl: `/business/${CAFE.slug}`,
          plan: null,
          report: { total: 0 },
        },
      ],
    });

    const suggest = (place: string, message: string, headers = {}) =>
      t.call(
        t.account.action,
        new Request(`${SITE}/foretagare/konto`, {
          method: "POST",
          headers: { origin: SITE, cookie, ...headers },
          body: new URLSearchParams({ business: place, message }),
        }),
      ) as Promise<DataAnswer>;

    const tooShort = await suggest(CAFE.slug, "  Kort  ");
    expect(tooShort.init?.status).toBe(400);
    expect(tooShort.data.errors).toEqual({
      message: "Beskriv ändringarna med minst 10 tecken.",
    });
    const tooLong = await suggest(CAFE.slug, "x".repeat(2001));
    expect(tooLong.data.errors).toEqual({ message: "Texten får vara högst 2 000 tecken." });
    const notMine = await suggest(SHOP.slug, "Nya öppettider: 8–17 alla dagar.");
    expect(notMine.init?.status).toBe(403);
    const foreign = await suggest(CAFE.slug, "Nya öppettider: 8–17 alla dagar.", {
      origin: "https://evil.example",
    });
    expect(foreign.init?.status).toBe(403);
    expect(await t.testDb.db.selectFrom("listing_change_requests").selectAll().execute()).toEqual(
      [],
    );

    const stored = await suggest(CAFE.slug, "Nya öppettider: 8–17 alla dagar.");
    expect(stored.init?.status ?? 200).toBe(200);
    expect(stored.data).toMatchObject({ ok: true, business: CAFE.slug });
    const requests = await t.testDb.db.selectFrom("listing_change_requests").selectAll().execute();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      business_slug: CAFE.slug,
      email: "agare@example.se",
      message: "Nya öppettider: 8–17 alla dagar.",
      status: "new",
      reviewed_at: null,
    });
    const notice = (await t.outbox()).find((mail) => mail.kind === "owner-change-request");
    expect(notice).toMatchObject({
      recipient: OPERATOR_EMAIL,
      subject: `Ändringsförslag: ${CAFE.name}`,
      ref: `change-request:${requests[0]?.id}`,
    });
    expect(notice?.text_body).toContain("Nya öppettider: 8–17 alla dagar.");
    expect(notice?.text_body).toContain("Från: agare@example.se");
    expect(notice?.text_body).toContain(`${SITE}/admin/foretag/${CAFE.slug}`);

    // Signing out ends the session; the account page then sends to /foretagare.
    const out = (await t.call(
      t.signOut.action,
      new Request(`${SITE}/foretagare/logga-ut`, {
        method: "POST",
        headers: { origin: SITE, cookie },
      }),
    )) as Response;
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/foretagare?utloggad=1");
    expect(out.headers.get("set-cookie")).toMatch(/^__Secure-mg_owner=;.*Max-Age=0/);
    expect(await t.testDb.db.selectFrom("owner_sessions").selectAll().execute()).toEqual([]);
    const gone = (await t.call(t.account.loader, withCookie("/foretagare/konto"))) as Response;
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe("/foretagare");
    expect(gone.headers.get("set-cookie")).toContain("Max-Age=0");
    const refused = await suggest(CAFE.slug, "Nya öppettider: 8–17 alla dagar.");
    expect((refused as unknown as Response).status).toBe(302);
  });

  it("sends the owner pages as personal and never indexed", () => {
    for (const route of [t.ask, t.signIn, t.account]) {
      const headers = route.headers?.({
        loaderHeaders: new Headers({ "Retry-After": "5" }),
        actionHeaders: new Headers(),
        parentHeaders: new Headers(),
      } as never) as Headers;
      expect(headers.get("cache-control")).toBe("private, no-store");
      expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(headers.get("retry-after")).toBe("5");
    }
  });

  it("lists change requests for the operator and marks one done once", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    await t.assigned("agare@example.se", SHOP.slug);
    const at = Date.UTC(2026, 4, 4, 12, 3);
    const first = await t.changes.submitChangeRequest(
      t.testDb.db,
      "agare@example.se",
      CAFE.slug,
      "Ny adress: Storgatan 2.",
      at,
    );
    const second = await t.changes.submitChangeRequest(
      t.testDb.db,
      "Agare@Example.se",
      SHOP.slug,
      "Nytt telefonnummer: 040-123 45.",
      at + MINUTE,
    );
    expect(
      await t.changes.submitChangeRequest(
        t.testDb.db,
        "annan@example.se",
        CAFE.slug,
        "Hej hej hej",
      ),
    ).toEqual({ ok: false, kind: "not-owner" });
    if (!first.ok || !second.ok) throw new Error("not stored");
    expect((await t.outbox()).map((mail) => [mail.kind, mail.recipient, mail.ref])).toEqual([
      ["owner-change-request", OPERATOR_EMAIL, `change-request:${first.id}`],
      ["owner-change-request", OPERATOR_EMAIL, `change-request:${second.id}`],
    ]);

    const waiting = await t.changes.listChangeRequests(t.testDb.db);
    expect(waiting).toEqual([
      {
        id: first.id,
        businessSlug: CAFE.slug,
        businessName: CAFE.name,
        email: "agare@example.se",
        message: "Ny adress: Storgatan 2.",
        status: "new",
        received: "2026-05-04 14:03",
        reviewedAt: null,
        reviewedBy: null,
      },
      expect.objectContaining({ id: second.id, businessName: SHOP.name, status: "new" }),
    ]);

    expect(
      await t.changes.markChangeRequestDone(t.testDb.db, t.operator, first.id, at + 60 * MINUTE),
    ).toEqual({ ok: true });
    expect(await t.changes.markChangeRequestDone(t.testDb.db, t.operator, first.id)).toEqual({
      ok: false,
      kind: "done",
    });
    expect(await t.changes.markChangeRequestDone(t.testDb.db, t.operator, 999_999)).toEqual({
      ok: false,
      kind: "missing",
    });
    const list = await t.changes.listChangeRequests(t.testDb.db);
    expect(list.map((row) => [row.id, row.status])).toEqual([
      [second.id, "new"],
      [first.id, "done"],
    ]);
    expect(list[1]).toMatchObject({ reviewedAt: "2026-05-04 15:03", reviewedBy: t.operator.email });
    expect((await t.changes.listChangeRequests(t.testDb.db, "new")).map((row) => row.id)).toEqual([
      second.id,
    ]);
    expect((await t.changes.listChangeRequests(t.testDb.db, "done")).map((row) => row.id)).toEqual([
      first.id,
    ]);
  });
});
