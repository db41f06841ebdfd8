import { describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { type DataAnswer, ownerApp } from "../support/owner";
import { CAFE, HIDDEN, LIMIT_PER_MINUTE, MINUTE, SHOP, SITE } from "../support/owner-fixtures";

/**
 * Issue 11's owner sign-in links on a real database: sent by mail (no answer tells a known
 * address from an unknown one), single use, expiry on a fixed clock, and rate limits.
 */
describe.each(DATABASES)("owner sign-in links (%s)", (kind) => {
  const t = ownerApp(kind);

  it("answers an unknown address exactly like a known one, and mails only the known one", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    const unknown = await t.askForLink("okand@example.se");
    const known = await t.askForLink("agare@example.se");
    expect(unknown).toEqual(known);
    expect(known.status).toBe(200);
    expect(known.data.ok).toBe(true);

    const mails = await t.outbox();
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["owner-sign-in", "agare@example.se"],
    ]);
    expect(await t.testDb.db.selectFrom("owner_sign_in_tokens").select("email").execute()).toEqual([
      { email: "agare@example.se" },
    ]);
  });

  it("finds the owner case-insensitively and trimmed, and mails one link that stores only its hash", async () => {
    await t.registered("Agare@Example.se", CAFE.slug);
    await t.auth.requestOwnerLink(t.testDb.db, "  AGARE@example.SE ");
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.recipient).toBe("agare@example.se");
    expect(mail?.subject).toBe("Din inloggningslänk till Malmöguiden");
    expect(mail?.text_body).toContain("Länken gäller i 30 minuter och kan användas en gång.");
    const token = await t.tokenFor("agare@example.se");
    expect(mail?.html_body).toContain(`href="${SITE}/foretagare/logga-in?token=${token}"`);
    const rows = await t.testDb.db.selectFrom("owner_sign_in_tokens").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("counts registrants of approved registrations and assigned owners, never buyers", async () => {
    const { ownerPlaces } = await import("~/.server/owner/ownership");
    await t.registered("agare@example.se", CAFE.slug);
    await t.registered("agare@example.se", "vantar", "new");
    await t.subscribed("AGARE@example.se", HIDDEN.slug);
    await t.assigned("agare@example.se", SHOP.slug);
    await t.subscribed("betalare@example.se", CAFE.slug);
    expect(await ownerPlaces(t.testDb.db, " Agare@Example.SE")).toEqual([SHOP.slug, CAFE.slug]);
    // Paying for a business's plan makes nobody its owner.
    expect(await ownerPlaces(t.testDb.db, "betalare@example.se")).toEqual([]);
    // A link goes to any address with something to show: a pending registration, a
    // purchase; nobody else.
    await t.registered("ny@example.se", "ny", "new");
    await t.auth.requestOwnerLink(t.testDb.db, "ny@example.se");
    await t.auth.requestOwnerLink(t.testDb.db, "betalare@example.se");
    await t.auth.requestOwnerLink(t.testDb.db, "okand@example.se");
    await t.auth.requestOwnerLink(t.testDb.db, "agare@example.se");
    expect((await t.outbox()).map((mail) => mail.recipient)).toEqual([
      "ny@example.se",
      "betalare@example.se",
      "agare@example.se",
    ]);
  });

  it("shows the link's page without using it, then signs in once: a second use fails", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    await t.auth.requestOwnerLink(t.testDb.db, "agare@example.se");
    const token = await t.tokenFor("agare@example.se");
    const page = `/foretagare/logga-in?token=${token}`;

    // Opening the link (a mail scanner, say) twice uses nothing.
    for (let i = 0; i < 2; i++) {
      const view = (await t.call(t.signIn.loader, new Request(`${SITE}${page}`))) as DataAnswer;
      expect(view.data).toEqual({ state: "ready", token });
    }
    const stored = await t.testDb.db
      .selectFrom("owner_sign_in_tokens")
      .select("used_at")
      .executeTakeFirstOrThrow();
    expect(stored.used_at).toBeNull();

    const first = (await t.call(t.signIn.action, t.post(page, { token }))) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/foretagare/konto");
    const setCookie = first.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Secure-mg_owner=[A-Za-z0-9_-]{43};/);
    for (const attribute of ["Path=/foretagare", "HttpOnly", "SameSite=Lax", "Secure"])
      expect(setCookie).toContain(attribute);

    const second = (await t.call(t.signIn.action, t.post(page, { token }))) as DataAnswer;
    expect(second.init?.status).toBe(400);
    expect(second.data).toEqual({ state: "invalid", token: "" });
    const after = (await t.call(t.signIn.loader, new Request(`${SITE}${page}`))) as DataAnswer;
    expect(after.init?.status).toBe(400);
    expect(await t.auth.consumeOwnerToken(t.testDb.db, token)).toBeUndefined();
  });

  it("lets only one of two simultaneous uses of a link through", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    await t.auth.requestOwnerLink(t.testDb.db, "agare@example.se");
    const token = await t.tokenFor("agare@example.se");
    const results = await Promise.all([
      t.auth.signInWithOwnerToken(t.testDb.db, token),
      t.auth.signInWithOwnerToken(t.testDb.db, token),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.testDb.db.selectFrom("owner_sessions").select("email").execute()).toEqual([
      { email: "agare@example.se" },
    ]);
  });

  it("a mail's link works a day and once, and 'Logga in' opens the place it concerns", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    const landing = `/foretagare/konto#foretag-${CAFE.slug}`;
    const sentAt = Date.UTC(2026, 4, 4, 10, 0);
    const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
    const dated = tokenOf(
      await t.auth.ownerMailLink(t.testDb.db, "Agare@Example.se", landing, sentAt),
    );
    const day = 24 * 60 * MINUTE;
    expect(await t.auth.ownerTokenIsValid(t.testDb.db, dated, sentAt + day)).toBe(true);
    expect(await t.auth.ownerTokenIsValid(t.testDb.db, dated, sentAt + day + 1)).toBe(false);

    // Through the page, on today's clock: one press signs in and opens the place's part.
    const link = await t.auth.ownerMailLink(t.testDb.db, "agare@example.se", landing);
    expect(link).toMatch(new RegExp(`^${SITE}/foretagare/logga-in\\?token=[A-Za-z0-9_-]{43}$`));
    const page = `/foretagare/logga-in?token=${tokenOf(link)}`;
    const view = (await t.call(t.signIn.loader, new Request(`${SITE}${page}`))) as DataAnswer;
    expect(view.data.state).toBe("ready");
    const used = (await t.call(
      t.signIn.action,
      t.post(page, { token: tokenOf(link) }),
    )) as Response;
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe(landing);
    expect(t.sessionCookieOf(used)).toMatch(/^__Secure-mg_owner=/);
    // Once only.
    const again = (await t.call(
      t.signIn.action,
      t.post(page, { token: tokenOf(link) }),
    )) as DataAnswer;
    expect(again.init?.status).toBe(400);

    // A page outside the owner pages is never where a link leads.
    const odd = tokenOf(
      await t.auth.ownerMailLink(t.testDb.db, "agare@example.se", "https://evil.example/"),
    );
    expect(await t.auth.consumeOwnerToken(t.testDb.db, odd)).toEqual({
      email: "agare@example.se",
      landing: null,
    });
  });

  it("refuses an expired link (fixed clock) and a made-up one", async () => {
    await t.registered("agare@example.se", CAFE.slug);
    const sentAt = Date.UTC(2026, 4, 4, 10, 0);
    await t.auth.requestOwnerLink(t.testDb.db, "agare@example.se", sentAt);
    const token = await t.tokenFor("agare@example.se");
    expect(await t.auth.ownerTokenIsValid(t.testDb.db, token, sentAt + 30 * MINUTE)).toBe(true);
    expect(await t.auth.ownerTokenIsValid(t.testDb.db, token, sentAt + 30 * MINUTE + 1)).toBe(
      false,
    );
    expect(
      await t.auth.consumeOwnerToken(t.testDb.db, token, sentAt + 30 * MINUTE + 1),
    ).toBeUndefined();
    // Still unused: the refusal did not use it up either.
    expect(await t.auth.consumeOwnerToken(t.testDb.db, token, sentAt + 29 * MINUTE)).toEqual({
      email: "agare@example.se",
      landing: null,
    });

    // Through the page, on today's clock: a link sent 31 minutes ago is refused.
    await t.auth.requestOwnerLink(t.testDb.db, "agare@example.se", Date.now() - 31 * MINUTE);
    const old = await t.tokenFor("agare@example.se");
    const page = `/foretagare/logga-in?token=${old}`;
    const view = (await t.call(t.signIn.loader, new Request(`${SITE}${page}`))) as DataAnswer;
    expect(view.init?.status).toBe(400);
    expect(view.data.state).toBe("invalid");
    const use = (await t.call(t.signIn.action, t.post(page, { token: old }))) as DataAnswer;
    expect(use.init?.status).toBe(400);

    for (const made of ["", "x", "A".repeat(43), "a".repeat(500)]) {
      expect(await t.auth.consumeOwnerToken(t.testDb.db, made)).toBeUndefined();
      const answer = (await t.call(
        t.signIn.loader,
        new Request(`${SITE}/foretagare/logga-in?token=${made}`),
      )) as DataAnswer;
      expect(answer.init?.status).toBe(400);
    }
  });

  it("refuses an invalid address next to the field", async () => {
    const empty = await t.askForLink("   ");
    expect(empty.status).toBe(400);
    expect(empty.data.errors).toEqual({ email: "Ange din e-postadress." });
    const wrong = await t.askForLink("inte-en-adress");
    expect(wrong.data.errors).toEqual({
      email: "Ange en giltig e-postadress, till exempel namn@exempel.se.",
    });
    expect(await t.outbox()).toEqual([]);
  });

  it("limits link requests per address and per client, alike for known and unknown addresses", async () => {
    await t.registered("begransad@example.se", CAFE.slug);
    const perWindow = Math.ceil(LIMIT_PER_MINUTE / 2);
    // One address from ever new clients.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i <= perWindow; i++) {
      known.push((await t.askForLink("begransad@example.se")).status);
      unknown.push((await t.askForLink("ingen-alls@example.se")).status);
    }
    expect(known).toEqual([...Array(perWindow).fill(200), 429]);
    expect(unknown).toEqual(known);
    expect((await t.outbox()).filter((mail) => mail.kind === "owner-sign-in")).toHaveLength(
      perWindow,
    );
    // One client, a new address each time.
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof t.askForLink>> | undefined;
    for (let i = 0; i <= perWindow; i++) {
      const reply = await t.askForLink(`klient${i}@example.se`, "10.9.9.9");
      statuses.push(reply.status);
      if (reply.status === 429) refused = reply;
    }
    expect(statuses).toEqual([...Array(perWindow).fill(200), 429]);
    expect(refused?.data.errors).toEqual({
      form: "För många försök. Vänta en stund och försök igen.",
    });
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
  });
});
