import { describe, expect, it, vi } from "vitest";
import { DATABASES } from "../support/databases";
import { type ActionModule, formActionsApp, type Reply, said } from "../support/form-actions";

/** Integration tests of the newsletter signup action against a real database. */
describe.each(DATABASES)("form actions: newsletter (%s)", (kind) => {
  const t = formActionsApp(kind);

  /** A signup's answer: 200, accepted, a duplicate or not, and the toast's title. */
  function expectSignupAnswer(reply: Reply, duplicate: boolean, title: string) {
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ ok: true, duplicate, message: { title } });
  }

  it("stores a normalised address and says thank you", async () => {
    const reply = await t.signup("  Anna.Svensson+Malmo@Example.SE ");
    expectSignupAnswer(reply, false, "Tack för din prenumeration!");
    const rows = await t.testDb.db.selectFrom("newsletter_subscribers").select("email").execute();
    expect(rows).toEqual([{ email: "anna.svensson+malmo@example.se" }]);
    // Consent: pending until the link in the confirmation mail (queued with the row) is used.
    const row = await t.testDb.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", consent_source: "okänd", confirmed_at: null });
    const mails = await t.testDb.db
      .selectFrom("mail_outbox")
      .select(["recipient", "kind"])
      .where("ref", "=", `subscriber:${row.id}`)
      .execute();
    expect(mails).toEqual([
      { recipient: "anna.svensson+malmo@example.se", kind: "newsletter-confirm" },
    ]);
  });

  it("treats the same address in other case or with spaces as a duplicate", async () => {
    await t.signup("kund@example.se");
    const reply = await t.signup(" KUND@example.SE ");
    expectSignupAnswer(reply, true, "Redan prenumerant");
    expect(
      await t.testDb.db.selectFrom("newsletter_subscribers").selectAll().execute(),
    ).toHaveLength(1);
  });

  it("stores an international domain in its xn-- form, once", async () => {
    await t.signup("kund@malmö.se");
    const again = await t.signup("kund@xn--malm-8qa.se");
    expect(again.data.duplicate).toBe(true);
    const rows = await t.testDb.db.selectFrom("newsletter_subscribers").select("email").execute();
    expect(rows).toEqual([{ email: "kund@xn--malm-8qa.se" }]);
  });

  it("gives 50 simultaneous identical signups 50 successes and one row", async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => t.signup("samtidigt@example.se")),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(replies.filter((reply) => reply.data.ok && !reply.data.duplicate)).toHaveLength(1);
    expect(replies.filter((reply) => reply.data.duplicate)).toHaveLength(49);
    const rows = await t.testDb.db.selectFrom("newsletter_subscribers").selectAll().execute();
    expect(rows).toHaveLength(1);
    // …and one confirmation mail (a repeat within 10 minutes sends none).
    const mails = await t.testDb.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("ref", "=", `subscriber:${rows[0]?.id}`)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it.each([
    ["empty", "", "E-postadress krävs"],
    ["only spaces", "   ", "E-postadress krävs"],
    ["no @", "utan-snabel-a.se", "Ogiltig e-postadress"],
    ["CRLF header injection", "a@example.se\r\nBcc: b@example.se", "Ogiltig e-postadress"],
    [
      "SQL in the address",
      "'; DROP TABLE newsletter_subscribers;--@example.se",
      "Ogiltig e-postadress",
    ],
    ["10,000 characters", `${"a".repeat(10_000)}@example.se`, "Ogiltig e-postadress"],
    ["NUL byte", "a\u0000b@example.se", "Ogiltig e-postadress"],
  ])("refuses %s with a clear message and stores nothing", async (_name, email, title) => {
    const reply = await t.call(t.newsletter, t.post("/newsletter", new URLSearchParams({ email })));
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(said(reply)).toBe(title);
    expect(
      await t.testDb.db.selectFrom("newsletter_subscribers").selectAll().execute(),
    ).toHaveLength(0);
  });

  it("keeps a quote in a valid address literally (no SQL injection)", async () => {
    const reply = await t.signup("o'brien@example.se");
    expect(reply.data).toMatchObject({ ok: true, duplicate: false });
    const rows = await t.testDb.db.selectFrom("newsletter_subscribers").select("email").execute();
    expect(rows).toEqual([{ email: "o'brien@example.se" }]);
  });

  it("refuses a filled honeypot and an oversized body", async () => {
    expect((await t.signup("bot@example.se", { website: "https://spam.example" })).status).toBe(
      400,
    );
    const huge = await t.call(
      t.newsletter,
      t.post(
        "/newsletter",
        new URLSearchParams({ email: "x@example.se", pad: "x".repeat(10_000) }),
      ),
    );
    expect(huge.status).toBe(413);
    expect(
      await t.testDb.db.selectFrom("newsletter_subscribers").selectAll().execute(),
    ).toHaveLength(0);
  });

  it("limits signups per client with a Swedish 429", async () => {
    vi.stubEnv("RATE_LIMIT_PER_MINUTE", "3");
    vi.resetModules();
    const limited = (await import("~/routes/newsletter")) as unknown as ActionModule;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await t.call(
            limited,
            t.post("/newsletter", new URLSearchParams({ email: "" })),
            "192.0.2.1",
          )
        ).status,
      );
    }
    // 3 per minute, and at most half of that (rounded up) within 10 s, so a burst
    // cannot spend a whole minute's allowance at once.
    expect(statuses).toEqual([400, 400, 429, 429]);
    const blocked = await t.call(
      limited,
      t.post("/newsletter", new URLSearchParams({ email: "" })),
      "192.0.2.1",
    );
    expect(said(blocked)).toBe("För många försök");
    vi.stubEnv("RATE_LIMIT_PER_MINUTE", "100000");
    const other = await import("~/.server/services");
    await (await other.database()).db.destroy();
  });
});
