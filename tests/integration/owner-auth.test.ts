import { beforeEach, describe, expect, it } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { DATABASES } from "../support/databases";
import { outboxMails } from "../support/mail";
import { withTestApp } from "../support/test-app";
import {
  createTestOperator,
  insertTestBusiness,
  type TestDatabase,
} from "../support/test-database";

type Handler = (args: never) => Promise<unknown> | unknown;
/** A route module as the tests call it. */
type Module = { loader: Handler; action: Handler; headers?: Handler };
type DataAnswer = { data: Record<string, unknown>; init?: { status?: number } | null };

const SITE = "https://malmoguiden.test";
const OPERATOR_EMAIL = "redaktion@malmoguiden.test";
const LINK = /https:\/\/malmoguiden\.test\/foretagare\/logga-in\?token=([A-Za-z0-9_-]{43})/;
/** Six per minute: three per 10 seconds for one client or one address (rate-limit.ts). */
const LIMIT_PER_MINUTE = 6;
const MINUTE = 60 * 1000;

const CAFE = { slug: "kafe-agaren", name: "Kafé Ägaren" };
const SHOP = { slug: "butik-agaren", name: "Butik Ägaren" };
const HIDDEN = { slug: "dold-agaren", name: "Dolda Ägaren" };

/**
 * Issue 11's owner page on a real database: sign-in links by mail (no answer tells a
 * known address from an unknown one), single use, expiry on a fixed clock, sessions,
 * rate limits, and change requests that wait for the operator with a mail to them.
 */
describe.each(DATABASES)("owner sign-in and page (%s)", (kind) => {
  let testDb: TestDatabase;
  let operator: Operator;
  let auth: typeof import("~/.server/auth/owner-auth");
  let changes: typeof import("~/.server/owner/owner-changes");
  let ask: Module;
  let signIn: Module;
  let account: Module;
  let signOut: Module;
  let ip = 0;

  const env = {
    S3_BUCKET: "",
    SMTP_URL: "",
    PUBLIC_URL: SITE,
    OPERATOR_EMAIL,
    RATE_LIMIT_PER_MINUTE: String(LIMIT_PER_MINUTE),
  };
  withTestApp(kind, { name: "owner", env }, async (made) => {
    testDb = made.testDb;
    operator = await createTestOperator(testDb.db);
    auth = await import("~/.server/auth/owner-auth");
    changes = await import("~/.server/owner/owner-changes");
    ask = (await import("~/routes/foretagare/index")) as unknown as Module;
    signIn = (await import("~/routes/foretagare/logga-in")) as unknown as Module;
    account = (await import("~/routes/foretagare/konto")) as unknown as Module;
    signOut = (await import("~/routes/foretagare/logga-ut")) as unknown as Module;
    for (const [business, status] of [
      [CAFE, "published"],
      [SHOP, "published"],
      [HIDDEN, "hidden"],
    ] as const)
      await insertTestBusiness(testDb.db, { ...business, status });
  });

  // Every test starts without owners, links, sessions, requests or mail.
  beforeEach(async () => {
    for (const table of [
      "owner_sign_in_tokens",
      "owner_sessions",
      "listing_change_requests",
      "mail_outbox",
      "business_submissions",
      "subscriptions",
      "business_owners",
    ] as const)
      await testDb.db.deleteFrom(table).execute();
  });

  /** An approved registration by `email` that created `slug` (a registrant owns it). */
  const registered = (email: string, slug: string, status = "approved") =>
    testDb.db
      .insertInto("business_submissions")
      .values({
        business_name: slug,
        category: "Restauranger",
        actual_category: "",
        business_info: "Ett ställe.",
        address: null,
        contact_info: null,
        contact_person: null,
        contact_email: email,
        profile_image_path: null,
        status: status as "approved",
        business_slug: status === "approved" ? slug : null,
      })
      .execute();

  /** An operator's assignment of `email` as an owner of `slug`. */
  const assigned = (email: string, slug: string) =>
    testDb.db
      .insertInto("business_owners")
      .values({
        business_slug: slug,
        email,
        source: "operator",
        created_by: OPERATOR_EMAIL,
        created_at: 0,
      })
      .execute();

  /** A subscription paid by `email` for `slug` (paying owns nothing). */
  const subscribed = (email: string, slug: string | null) =>
    testDb.db
      .insertInto("subscriptions")
      .values({
        user_id: `cus_${slug ?? "none"}`,
        plan_type: "silver",
        active: 1,
        expires_at: null,
        email,
        stripe_subscription_id: null,
        stripe_checkout_session_id: null,
        status: "active",
        business_slug: slug,
        last_event_at: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();

  const outbox = () => outboxMails(testDb.db);

  /** The token of the newest sign-in mail to `email`. */
  async function tokenFor(email: string): Promise<string> {
    const mails = (await outbox()).filter(
      (mail) => mail.kind === "owner-sign-in" && mail.recipient === email,
    );
    const token = LINK.exec(mails.at(-1)?.text_body ?? "")?.[1];
    if (!token) throw new Error(`no sign-in mail to ${email}`);
    return token;
  }

  const context = (clientIp = `10.2.0.${++ip % 250}`) => ({ clientIp, cspNonce: "" });

  const post = (pathname: string, fields: Record<string, string>, headers = {}) =>
    new Request(`${SITE}${pathname}`, {
      method: "POST",
      headers: { origin: SITE, ...headers },
      body: new URLSearchParams(fields),
    });

  /** POST /foretagare: asks for a link. */
  async function askForLink(email: string, clientIp?: string) {
    const answer = (await ask.action({
      request: post("/foretagare", { email }),
      params: {},
      context: context(clientIp),
    } as never)) as DataAnswer;
    return {
      status: answer.init?.status ?? 200,
      data: answer.data as { ok: boolean; errors?: Record<string, string> },
      retryAfter: (answer.init as { headers?: Record<string, string> } | undefined)?.headers?.[
        "Retry-After"
      ],
    };
  }

  /** Calls a loader or action; a thrown Response (redirect) is returned. */
  async function call(handler: Handler, request: Request): Promise<Response | DataAnswer> {
    try {
      const answer = await handler({ request, params: {}, context: context() } as never);
      if (answer instanceof Response) return answer;
      if (answer && typeof answer === "object" && "init" in answer) return answer as DataAnswer;
      return { data: answer as Record<string, unknown> };
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  const sessionCookieOf = (response: Response) =>
    (response.headers.get("set-cookie") ?? "").split(";")[0] as string;

  it("answers an unknown address exactly like a known one, and mails only the known one", async () => {
    await registered("agare@example.se", CAFE.slug);
    const unknown = await askForLink("okand@example.se");
    const known = await askForLink("agare@example.se");
    expect(unknown).toEqual(known);
    expect(known.status).toBe(200);
    expect(known.data.ok).toBe(true);

    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["owner-sign-in", "agare@example.se"],
    ]);
    expect(await testDb.db.selectFrom("owner_sign_in_tokens").select("email").execute()).toEqual([
      { email: "agare@example.se" },
    ]);
  });

  it("finds the owner case-insensitively and trimmed, and mails one link that stores only its hash", async () => {
    await registered("Agare@Example.se", CAFE.slug);
    await auth.requestOwnerLink(testDb.db, "  AGARE@example.SE ");
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.recipient).toBe("agare@example.se");
    expect(mail?.subject).toBe("Din inloggningslänk till Malmöguiden");
    expect(mail?.text_body).toContain("Länken gäller i 30 minuter och kan användas en gång.");
    const token = await tokenFor("agare@example.se");
    expect(mail?.html_body).toContain(`href="${SITE}/foretagare/logga-in?token=${token}"`);
    const rows = await testDb.db.selectFrom("owner_sign_in_tokens").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("counts registrants of approved registrations and assigned owners, never buyers", async () => {
    const { ownerBusinesses } = await import("~/.server/owner/ownership");
    await registered("agare@example.se", CAFE.slug);
    await registered("agare@example.se", "vantar", "new");
    await subscribed("AGARE@example.se", HIDDEN.slug);
    await assigned("agare@example.se", SHOP.slug);
    await subscribed("betalare@example.se", CAFE.slug);
    expect(await ownerBusinesses(testDb.db, " Agare@Example.SE")).toEqual([SHOP.slug, CAFE.slug]);
    // Paying for a business's plan makes nobody its owner.
    expect(await ownerBusinesses(testDb.db, "betalare@example.se")).toEqual([]);
    // A link goes to any address with something to show: a pending registration, a
    // purchase; nobody else.
    await registered("ny@example.se", "ny", "new");
    await auth.requestOwnerLink(testDb.db, "ny@example.se");
    await auth.requestOwnerLink(testDb.db, "betalare@example.se");
    await auth.requestOwnerLink(testDb.db, "okand@example.se");
    await auth.requestOwnerLink(testDb.db, "agare@example.se");
    expect((await outbox()).map((mail) => mail.recipient)).toEqual([
      "ny@example.se",
      "betalare@example.se",
      "agare@example.se",
    ]);
  });

  it("shows the link's page without using it, then signs in once: a second use fails", async () => {
    await registered("agare@example.se", CAFE.slug);
    await auth.requestOwnerLink(testDb.db, "agare@example.se");
    const token = await tokenFor("agare@example.se");
    const page = `/foretagare/logga-in?token=${token}`;

    // Opening the link (a mail scanner, say) twice uses nothing.
    for (let i = 0; i < 2; i++) {
      const view = (await call(signIn.loader, new Request(`${SITE}${page}`))) as DataAnswer;
      expect(view.data).toEqual({ state: "ready", token });
    }
    const stored = await testDb.db
      .selectFrom("owner_sign_in_tokens")
      .select("used_at")
      .executeTakeFirstOrThrow();
    expect(stored.used_at).toBeNull();

    const first = (await call(signIn.action, post(page, { token }))) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/foretagare/konto");
    const setCookie = first.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Secure-mg_owner=[A-Za-z0-9_-]{43};/);
    for (const attribute of ["Path=/foretagare", "HttpOnly", "SameSite=Lax", "Secure"])
      expect(setCookie).toContain(attribute);

    const second = (await call(signIn.action, post(page, { token }))) as DataAnswer;
    expect(second.init?.status).toBe(400);
    expect(second.data).toEqual({ state: "invalid", token: "" });
    const after = (await call(signIn.loader, new Request(`${SITE}${page}`))) as DataAnswer;
    expect(after.init?.status).toBe(400);
    expect(await auth.consumeOwnerToken(testDb.db, token)).toBeUndefined();
  });

  it("lets only one of two simultaneous uses of a link through", async () => {
    await registered("agare@example.se", CAFE.slug);
    await auth.requestOwnerLink(testDb.db, "agare@example.se");
    const token = await tokenFor("agare@example.se");
    const results = await Promise.all([
      auth.signInWithOwnerToken(testDb.db, token),
      auth.signInWithOwnerToken(testDb.db, token),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await testDb.db.selectFrom("owner_sessions").select("email").execute()).toEqual([
      { email: "agare@example.se" },
    ]);
  });

  it("refuses an expired link (fixed clock) and a made-up one", async () => {
    await registered("agare@example.se", CAFE.slug);
    const sentAt = Date.UTC(2026, 4, 4, 10, 0);
    await auth.requestOwnerLink(testDb.db, "agare@example.se", sentAt);
    const token = await tokenFor("agare@example.se");
    expect(await auth.ownerTokenIsValid(testDb.db, token, sentAt + 30 * MINUTE)).toBe(true);
    expect(await auth.ownerTokenIsValid(testDb.db, token, sentAt + 30 * MINUTE + 1)).toBe(false);
    expect(
      await auth.consumeOwnerToken(testDb.db, token, sentAt + 30 * MINUTE + 1),
    ).toBeUndefined();
    // Still unused: the refusal did not use it up either.
    expect(await auth.consumeOwnerToken(testDb.db, token, sentAt + 29 * MINUTE)).toBe(
      "agare@example.se",
    );

    // Through the page, on today's clock: a link sent 31 minutes ago is refused.
    await auth.requestOwnerLink(testDb.db, "agare@example.se", Date.now() - 31 * MINUTE);
    const old = await tokenFor("agare@example.se");
    const page = `/foretagare/logga-in?token=${old}`;
    const view = (await call(signIn.loader, new Request(`${SITE}${page}`))) as DataAnswer;
    expect(view.init?.status).toBe(400);
    expect(view.data.state).toBe("invalid");
    const use = (await call(signIn.action, post(page, { token: old }))) as DataAnswer;
    expect(use.init?.status).toBe(400);

    for (const made of ["", "x", "A".repeat(43), "a".repeat(500)]) {
      expect(await auth.consumeOwnerToken(testDb.db, made)).toBeUndefined();
      const answer = (await call(
        signIn.loader,
        new Request(`${SITE}/foretagare/logga-in?token=${made}`),
      )) as DataAnswer;
      expect(answer.init?.status).toBe(400);
    }
  });

  it("refuses a sign-in POST from another site", async () => {
    await registered("agare@example.se", CAFE.slug);
    await auth.requestOwnerLink(testDb.db, "agare@example.se");
    const token = await tokenFor("agare@example.se");
    const page = `/foretagare/logga-in?token=${token}`;
    const foreign = (await call(
      signIn.action,
      post(page, { token }, { origin: "https://evil.example" }),
    )) as DataAnswer;
    expect(foreign.init?.status).toBe(403);
    // The link still works from our own page.
    expect(((await call(signIn.action, post(page, { token }))) as Response).status).toBe(302);
  });

  it("ends sessions after the idle and the absolute timeout", async () => {
    const start = Date.UTC(2026, 4, 4, 8, 0);
    const token = await auth.createOwnerSession(testDb.db, "Agare@example.se", start);
    const hour = 60 * MINUTE;
    expect(await auth.ownerForSession(testDb.db, token, start + hour)).toEqual({
      email: "agare@example.se",
    });
    // Seen an hour ago: active until two idle hours have passed.
    expect(await auth.ownerForSession(testDb.db, token, start + 3 * hour)).toBeDefined();
    expect(await auth.ownerForSession(testDb.db, token, start + 5 * hour + 1)).toBeUndefined();
    expect(await testDb.db.selectFrom("owner_sessions").selectAll().execute()).toEqual([]);

    const busy = await auth.createOwnerSession(testDb.db, "agare@example.se", start);
    for (let at = start + hour; at < start + 12 * hour; at += hour)
      expect(await auth.ownerForSession(testDb.db, busy, at)).toBeDefined();
    expect(await auth.ownerForSession(testDb.db, busy, start + 12 * hour + 1)).toBeUndefined();
  });

  it("signs in, shows the owner's businesses, stores a change request with the operator's mail, and signs out", async () => {
    await registered("agare@example.se", CAFE.slug);
    await assigned("agare@example.se", HIDDEN.slug);
    await subscribed("agare@example.se", HIDDEN.slug);
    await registered("annan@example.se", SHOP.slug);

    // Ask for the link on the page, and read it from the mail.
    const asked = await askForLink("agare@example.se");
    expect(asked.status).toBe(200);
    const token = await tokenFor("agare@example.se");

    const signedIn = (await call(
      signIn.action,
      post(`/foretagare/logga-in?token=${token}`, { token }),
    )) as Response;
    const cookie = sessionCookieOf(signedIn);
    const withCookie = (pathname: string) =>
      new Request(`${SITE}${pathname}`, { headers: { cookie: `mg_visit=1; ${cookie}` } });

    // A signed-in owner who opens /foretagare goes to the account page.
    const again = (await call(ask.loader, withCookie("/foretagare"))) as Response;
    expect(again.headers.get("location")).toBe("/foretagare/konto");

    const page = (await call(account.loader, withCookie("/foretagare/konto"))) as DataAnswer;
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

    const suggest = (business: string, message: string, headers = {}) =>
      call(
        account.action,
        new Request(`${SITE}/foretagare/konto`, {
          method: "POST",
          headers: { origin: SITE, cookie, ...headers },
          body: new URLSearchParams({ business, message }),
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
    expect(await testDb.db.selectFrom("listing_change_requests").selectAll().execute()).toEqual([]);

    const stored = await suggest(CAFE.slug, "Nya öppettider: 8–17 alla dagar.");
    expect(stored.init?.status ?? 200).toBe(200);
    expect(stored.data).toMatchObject({ ok: true, business: CAFE.slug });
    const requests = await testDb.db.selectFrom("listing_change_requests").selectAll().execute();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      business_slug: CAFE.slug,
      email: "agare@example.se",
      message: "Nya öppettider: 8–17 alla dagar.",
      status: "new",
      reviewed_at: null,
    });
    const notice = (await outbox()).find((mail) => mail.kind === "owner-change-request");
    expect(notice).toMatchObject({
      recipient: OPERATOR_EMAIL,
      subject: `Ändringsförslag: ${CAFE.name}`,
      ref: `change-request:${requests[0]?.id}`,
    });
    expect(notice?.text_body).toContain("Nya öppettider: 8–17 alla dagar.");
    expect(notice?.text_body).toContain("Från: agare@example.se");
    expect(notice?.text_body).toContain(`${SITE}/admin/foretag/${CAFE.slug}`);

    // Signing out ends the session; the account page then sends to /foretagare.
    const out = (await call(
      signOut.action,
      new Request(`${SITE}/foretagare/logga-ut`, {
        method: "POST",
        headers: { origin: SITE, cookie },
      }),
    )) as Response;
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/foretagare?utloggad=1");
    expect(out.headers.get("set-cookie")).toMatch(/^__Secure-mg_owner=;.*Max-Age=0/);
    expect(await testDb.db.selectFrom("owner_sessions").selectAll().execute()).toEqual([]);
    const gone = (await call(account.loader, withCookie("/foretagare/konto"))) as Response;
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe("/foretagare");
    expect(gone.headers.get("set-cookie")).toContain("Max-Age=0");
    const refused = await suggest(CAFE.slug, "Nya öppettider: 8–17 alla dagar.");
    expect((refused as unknown as Response).status).toBe(302);
  });

  it("sends the owner pages as personal and never indexed", () => {
    for (const route of [ask, signIn, account]) {
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

  it("refuses an invalid address next to the field", async () => {
    const empty = await askForLink("   ");
    expect(empty.status).toBe(400);
    expect(empty.data.errors).toEqual({ email: "Ange din e-postadress." });
    const wrong = await askForLink("inte-en-adress");
    expect(wrong.data.errors).toEqual({
      email: "Ange en giltig e-postadress, till exempel namn@exempel.se.",
    });
    expect(await outbox()).toEqual([]);
  });

  it("limits link requests per address and per client, alike for known and unknown addresses", async () => {
    await registered("begransad@example.se", CAFE.slug);
    const perWindow = Math.ceil(LIMIT_PER_MINUTE / 2);
    // One address from ever new clients.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i <= perWindow; i++) {
      known.push((await askForLink("begransad@example.se")).status);
      unknown.push((await askForLink("ingen-alls@example.se")).status);
    }
    expect(known).toEqual([...Array(perWindow).fill(200), 429]);
    expect(unknown).toEqual(known);
    expect((await outbox()).filter((mail) => mail.kind === "owner-sign-in")).toHaveLength(
      perWindow,
    );
    // One client, a new address each time.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof askForLink>> | undefined;
    for (let i = 0; i <= perWindow; i++) {
      const reply = await askForLink(`klient${i}@example.se`, "10.9.9.9");
      statuses.push(reply.status);
      if (reply.status === 429) refused = reply;
    }
    expect(statuses).toEqual([...Array(perWindow).fill(200), 429]);
    expect(refused?.data.errors).toEqual({
      form: "För många försök. Vänta en stund och försök igen.",
    });
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
  });

  it("lists change requests for the operator and marks one done once", async () => {
    await registered("agare@example.se", CAFE.slug);
    await assigned("agare@example.se", SHOP.slug);
    const at = Date.UTC(2026, 4, 4, 12, 3);
    const first = await changes.submitChangeRequest(
      testDb.db,
      "agare@example.se",
      CAFE.slug,
      "Ny adress: Storgatan 2.",
      at,
    );
    const second = await changes.submitChangeRequest(
      testDb.db,
      "Agare@Example.se",
      SHOP.slug,
      "Nytt telefonnummer: 040-123 45.",
      at + MINUTE,
    );
    expect(
      await changes.submitChangeRequest(testDb.db, "annan@example.se", CAFE.slug, "Hej hej hej"),
    ).toEqual({ ok: false, kind: "not-owner" });
    if (!first.ok || !second.ok) throw new Error("not stored");
    expect((await outbox()).map((mail) => [mail.kind, mail.recipient, mail.ref])).toEqual([
      ["owner-change-request", OPERATOR_EMAIL, `change-request:${first.id}`],
      ["owner-change-request", OPERATOR_EMAIL, `change-request:${second.id}`],
    ]);

    const waiting = await changes.listChangeRequests(testDb.db);
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
      await changes.markChangeRequestDone(testDb.db, operator, first.id, at + 60 * MINUTE),
    ).toEqual({ ok: true });
    expect(await changes.markChangeRequestDone(testDb.db, operator, first.id)).toEqual({
      ok: false,
      kind: "done",
    });
    expect(await changes.markChangeRequestDone(testDb.db, operator, 999_999)).toEqual({
      ok: false,
      kind: "missing",
    });
    const list = await changes.listChangeRequests(testDb.db);
    expect(list.map((row) => [row.id, row.status])).toEqual([
      [second.id, "new"],
      [first.id, "done"],
    ]);
    expect(list[1]).toMatchObject({ reviewedAt: "2026-05-04 15:03", reviewedBy: operator.email });
    expect((await changes.listChangeRequests(testDb.db, "new")).map((row) => row.id)).toEqual([
      second.id,
    ]);
    expect((await changes.listChangeRequests(testDb.db, "done")).map((row) => row.id)).toEqual([
      first.id,
    ]);
  });
});
