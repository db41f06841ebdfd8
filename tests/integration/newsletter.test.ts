import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { smtpTransport } from "~/.server/mail/transport";
import type { MailWorker } from "~/.server/mail/worker";
import { statusOf } from "../support/actions";
import { DATABASES } from "../support/databases";
import { testMailWorker } from "../support/mail";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { withTestApp } from "../support/test-app";
import { createTestOperator, type TestDatabase } from "../support/test-database";

// Newsletter consent and sending on a real database, with mail received by a real SMTP
// server: the public routes' loaders and actions are called as React Router calls them
// (no session), the admin area's writes through its module. Every test starts from no
// subscribers, newsletters or mail and sets up what it needs, so each one passes alone
// and in any order.

const SITE = "https://malmoguiden.test";
const DAY = 24 * 60 * 60 * 1000;
const CONFIRM_LINK = /https:\/\/malmoguiden\.test\/nyhetsbrev\/bekrafta\?token=([A-Za-z0-9_-]{43})/;
const UNSUBSCRIBE_LINK =
  /https:\/\/malmoguiden\.test\/nyhetsbrev\/avsluta\?token=([A-Za-z0-9_-]{43})/;

type RouteModule = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
};
type Reply<T> = { data: T; status: number };

/** The raw value of a header as the receiving server saw it (folding undone). */
function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

describe.each(DATABASES)("newsletter consent and sending (%s)", (kind) => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  let worker: MailWorker;
  let operator: Operator;
  let signupRoute: RouteModule;
  let confirmRoute: RouteModule;
  let unsubscribeRoute: RouteModule;
  let resubscribeRoute: RouteModule;
  let adminNewsletterRoute: RouteModule;
  let csvRoute: RouteModule;
  let newsletter: typeof import("~/.server/newsletter/subscribers");
  let admin: typeof import("~/.server/newsletter/admin-newsletter");
  let sending: typeof import("~/.server/newsletter/campaign-sending");
  let forms: typeof import("~/lib/forms");
  let ip = 0;

  // The mail server outlives the app: started first, closed last.
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const env = { PUBLIC_URL: SITE, RATE_LIMIT_PER_MINUTE: "100000", MAIL_RATE_PER_MINUTE: "120" };
  withTestApp(kind, { name: "newsletter", env }, async (made) => {
    testDb = made.testDb;
    operator = await createTestOperator(testDb.db, "redaktor@example.se");
    signupRoute = await import("~/routes/newsletter");
    confirmRoute = await import("~/routes/nyhetsbrev/bekrafta");
    unsubscribeRoute = await import("~/routes/nyhetsbrev/avsluta");
    resubscribeRoute = await import("~/routes/nyhetsbrev/prenumerera-igen");
    adminNewsletterRoute = await import("~/routes/admin/nyhetsbrev/$id");
    csvRoute = await import("~/routes/admin/nyhetsbrev/prenumeranter.csv");
    newsletter = await import("~/.server/newsletter/subscribers");
    admin = await import("~/.server/newsletter/admin-newsletter");
    sending = await import("~/.server/newsletter/campaign-sending");
    forms = await import("~/lib/forms");
    // Newsletter messages are due at the configured pace (here 120 a minute); the
    // worker's clock runs a day ahead so everything queued is due at once.
    worker = testMailWorker(testDb, smtpTransport(smtp.url), { now: () => Date.now() + DAY });
  });

  beforeEach(async () => {
    await testDb.db.deleteFrom("newsletter_deliveries").execute();
    await testDb.db.deleteFrom("newsletters").execute();
    await testDb.db.deleteFrom("newsletter_subscribers").execute();
    await testDb.db.deleteFrom("mail_outbox").execute();
    await testDb.db.deleteFrom("audit_log").execute();
    smtp.received.length = 0;
  });

  /** Sends everything the outbox holds. */
  async function deliver() {
    while ((await worker.runOnce()) > 0);
  }

  const context = (extra: Record<string, unknown> = {}) => ({
    clientIp: `10.1.0.${++ip % 250}`,
    cspNonce: "",
    ...extra,
  });

  async function call<T>(
    handler: ((args: never) => unknown) | undefined,
    request: Request,
    extra: Record<string, unknown> = {},
  ): Promise<Reply<T>> {
    const result = (await handler?.({ request, context: context(extra), params: {} } as never)) as
      | { data: T; init?: { status?: number } }
      | T;
    if (result && typeof result === "object" && "data" in result)
      return { data: result.data, status: result.init?.status ?? 200 };
    return { data: result as T, status: 200 };
  }

  const form = (url: string, fields: Record<string, string>) =>
    new Request(`${SITE}${url}`, { method: "POST", body: new URLSearchParams(fields) });
  const get = (url: string) => new Request(`${SITE}${url}`);

  const signup = (email: string, source = "sidfot") =>
    call<{ ok: boolean; duplicate?: boolean; message: { title: string; description?: string } }>(
      signupRoute.action,
      form("/newsletter", { email, source }),
    );
  const subscriber = (email: string) =>
    testDb.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
  const newsletterRow = (id: number) =>
    testDb.db.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const mailsTo = (email: string, subject?: string) =>
    smtp.received.filter(
      (mail) => mail.to.includes(email) && (subject === undefined || mail.subject === subject),
    );
  const CONFIRM_SUBJECT = "Bekräfta din prenumeration på Malmöguidens nyhetsbrev";
  const confirmTokens = (email: string) =>
    mailsTo(email, CONFIRM_SUBJECT).map((mail) => CONFIRM_LINK.exec(mail.text)?.[1] ?? "");
  const confirmWith = (token: string) =>
    call<{ result: string }>(confirmRoute.action, form("/nyhetsbrev/bekrafta", { token }));

  /** Signs up and confirms through the routes and the mail, as a visitor does. */
  async function confirmedSubscriber(email: string) {
    await signup(email);
    await deliver();
    const token = confirmTokens(email).at(-1) ?? "";
    expect((await confirmWith(token)).data.result).toBe("confirmed");
  }

  /** A subscriber who confirmed and then unsubscribed. */
  async function unsubscribedSubscriber(email: string) {
    await confirmedSubscriber(email);
    await newsletter.unsubscribe(testDb.db, (await subscriber(email)).unsubscribe_token);
  }

  /** Confirmed: anna, bo, cia. Pending: samtidigt. Unsubscribed: eva. */
  async function subscribersOfAutumn() {
    for (const email of ["anna@example.se", "bo@example.se", "cia@example.se"])
      await confirmedSubscriber(email);
    await signup("samtidigt@example.se");
    await unsubscribedSubscriber("eva@example.se");
  }

  /** Writes a newsletter and sends it to the confirmed subscribers, mail delivered. */
  async function sentNewsletter(subject: string, body: string) {
    const id = await admin.createNewsletter(testDb.db, operator, { subject, body });
    expect(await sending.startSending(testDb.db, operator, id, 1)).toBe("started");
    await sending.continueSending(testDb.db, id);
    await deliver();
    return id;
  }

  it("signs up with consent, mails a single-use link, and confirms only by POST", async () => {
    const before = Date.now();
    const reply = await signup("Anna@Example.se", "startsida");
    expect(reply).toEqual({
      status: 200,
      data: { ok: true, duplicate: false, message: forms.NEWSLETTER_MESSAGES.success },
    });
    const row = await subscriber("anna@example.se");
    expect(row).toMatchObject({
      status: "pending",
      consent_source: "startsida",
      policy_version: forms.NEWSLETTER_POLICY.version,
      confirmed_at: null,
    });
    expect(Number(row.consent_at)).toBeGreaterThanOrEqual(before);
    expect(Number(row.confirm_expires_at) - Number(row.consent_at)).toBe(7 * DAY);
    expect(row.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The mail was queued with the row, and arrives over SMTP with a text and an HTML part.
    await deliver();
    const [mail] = mailsTo("anna@example.se");
    expect(mail?.subject).toBe(CONFIRM_SUBJECT);
    const token = CONFIRM_LINK.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).toHaveLength(43);
    expect(mail?.html).toContain(`href="${SITE}/nyhetsbrev/bekrafta?token=${token}"`);
    // Only a SHA-256 of the token is stored.
    expect(row.confirm_token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    // Opening the link shows the button and changes nothing (a link scanner confirms nobody).
    const page = await call<{ token: string | null }>(
      confirmRoute.loader,
      get(`/nyhetsbrev/bekrafta?token=${token}`),
    );
    expect(page.data.token).toBe(token);
    expect((await subscriber("anna@example.se")).status).toBe("pending");

    expect(await confirmWith(token)).toEqual({ status: 200, data: { result: "confirmed" } });
    const confirmed = await subscriber("anna@example.se");
    expect(confirmed).toMatchObject({ status: "confirmed", confirm_token_hash: null });
    expect(Number(confirmed.confirmed_at)).toBeGreaterThanOrEqual(before);

    // Used: refused, and the page says so (no button).
    expect(await confirmWith(token)).toEqual({ status: 400, data: { result: "invalid" } });
    const used = await call<{ token: string | null }>(
      confirmRoute.loader,
      get(`/nyhetsbrev/bekrafta?token=${token}`),
    );
    expect(used.data.token).toBeNull();
    for (const junk of ["", "kort", `${token}x`, "a".repeat(43)])
      expect((await confirmWith(junk)).data.result).toBe("invalid");
  });

  it("refuses an expired link; a new signup sends a fresh one", async () => {
    const eightDaysAgo = Date.now() - 8 * DAY;
    await newsletter.subscribe(testDb.db, "bo@example.se", {
      source: "nyhetsbrev-sidan",
      now: eightDaysAgo,
    });
    await deliver();
    const [expired] = confirmTokens("bo@example.se");
    expect(await confirmWith(expired ?? "")).toEqual({
      status: 400,
      data: { result: "invalid" },
    });
    expect((await subscriber("bo@example.se")).status).toBe("pending");

    expect((await signup("bo@example.se")).data.duplicate).toBe(true);
    await deliver();
    const tokens = confirmTokens("bo@example.se");
    expect(tokens).toHaveLength(2);
    expect((await confirmWith(tokens[1] ?? "")).data.result).toBe("confirmed");
    // The consent recorded is the latest signup's.
    expect((await subscriber("bo@example.se")).consent_source).toBe("sidfot");
  });

  it("resends to an unconfirmed address at most once per 10 minutes; a confirmed one changes nothing", async () => {
    const first = await signup("cia@example.se");
    expect(first.data).toMatchObject({ ok: true, duplicate: false });
    // At once again: the same answer as ever, and no second mail.
    const again = await signup("CIA@example.se ");
    expect(again).toEqual({
      status: 200,
      data: { ok: true, duplicate: true, message: forms.NEWSLETTER_MESSAGES.duplicate },
    });
    await deliver();
    expect(confirmTokens("cia@example.se")).toHaveLength(1);

    // Eleven minutes later: a new link, and the old one no longer works.
    const row = await subscriber("cia@example.se");
    await testDb.db
      .updateTable("newsletter_subscribers")
      .set({ last_confirmation_sent_at: Date.now() - 11 * 60 * 1000 })
      .where("id", "=", row.id)
      .execute();
    expect(await signup("cia@example.se")).toEqual(again);
    await deliver();
    const [old, fresh] = confirmTokens("cia@example.se");
    expect(fresh).toBeDefined();
    expect((await confirmWith(old ?? "")).data.result).toBe("invalid");
    expect((await confirmWith(fresh ?? "")).data.result).toBe("confirmed");

    // Confirmed: a signup answers the same and changes nothing, and sends nothing.
    const confirmed = await subscriber("cia@example.se");
    const outboxBefore = await testDb.db.selectFrom("mail_outbox").select("id").execute();
    expect(await signup("cia@example.se", "startsida")).toEqual(again);
    expect(await subscriber("cia@example.se")).toEqual(confirmed);
    expect(await testDb.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(
      outboxBefore.length,
    );
  });

  it("gives simultaneous signups of one address one row and one mail", async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => signup("samtidigt@example.se")),
    );
    expect(replies.filter((reply) => reply.data.ok && !reply.data.duplicate)).toHaveLength(1);
    expect(replies.filter((reply) => reply.data.duplicate)).toHaveLength(19);
    const row = await subscriber("samtidigt@example.se");
    const queued = await testDb.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("ref", "=", `subscriber:${row.id}`)
      .execute();
    expect(queued).toHaveLength(1);
  });

  it("sends a newsletter to confirmed addresses only, each with its own unsubscribe link and headers", async () => {
    await subscribersOfAutumn();
    await signup("dan@example.se");

    const id = await admin.createNewsletter(testDb.db, operator, {
      subject: "Hösten i Malmö",
      body: "# Hösten är här\n\nHej **alla**! Se [evenemangen](/events).\n\n- Konserter\n- Marknader",
    });
    const { revision } = await newsletterRow(id);
    expect(await sending.startSending(testDb.db, operator, id, revision)).toBe("started");
    await sending.continueSending(testDb.db, id, { chunkSize: 2 });

    const sentRow = await newsletterRow(id);
    expect(sentRow).toMatchObject({
      status: "sent",
      recipients: 3,
      sent_by: operator.email,
    });
    const deliveries = await testDb.db
      .selectFrom("newsletter_deliveries")
      .selectAll()
      .where("newsletter_id", "=", id)
      .orderBy("email")
      .execute();
    expect(deliveries.map((row) => row.email)).toEqual([
      "anna@example.se",
      "bo@example.se",
      "cia@example.se",
    ]);
    // Due at the configured pace: 120 a minute, half a second apart.
    const due = await testDb.db
      .selectFrom("mail_outbox")
      .select("due_at")
      .where("ref", "=", `newsletter:${id}`)
      .orderBy("id")
      .execute();
    expect(due.map((row) => Number(row.due_at) - Number(sentRow.send_started_at))).toEqual([
      0, 500, 1000,
    ]);

    await deliver();
    const mails = smtp.received.filter((mail) => mail.subject === "Hösten i Malmö");
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([
      "anna@example.se",
      "bo@example.se",
      "cia@example.se",
    ]);
    const tokens = new Set<string>();
    for (const mail of mails) {
      const row = await subscriber(mail.to[0] ?? "");
      const url = `${SITE}/nyhetsbrev/avsluta?token=${row.unsubscribe_token}`;
      expect(UNSUBSCRIBE_LINK.exec(mail.text)?.[0]).toBe(url);
      expect(mail.html).toContain(`href="${url}"`);
      expect(rawHeader(mail, "List-Unsubscribe")).toBe(`<${url}>`);
      expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain("<strong>alla</strong>");
      expect(mail.html).toContain(`href="${SITE}/events"`);
      expect(mail.text).toContain("Hösten är här\n=============");
      expect(mail.text).toContain("evenemangen (https://malmoguiden.test/events)");
      tokens.add(row.unsubscribe_token ?? "");
    }
    expect(tokens.size).toBe(3);

    const detail = await admin.loadNewsletter(testDb.db, id);
    expect(detail?.progress).toEqual({
      recipients: 3,
      queued: 3,
      sent: 3,
      pending: 0,
      failed: 0,
    });
    expect(detail?.audit.map((entry) => entry.action)).toEqual(["send", "create"]);
    expect(detail?.audit[0]?.changes).toEqual({ recipients: [null, 3] });
  });

  it("unsubscribes with the one-click POST and with the link, without a session; undoing works", async () => {
    await subscribersOfAutumn();
    await sentNewsletter("Hösten i Malmö", "Hösten är här.");
    const link = (email: string) =>
      UNSUBSCRIBE_LINK.exec(mailsTo(email, "Hösten i Malmö")[0]?.text ?? "")?.[0] ?? "";
    const pathOf = (url: string) => url.slice(SITE.length);

    // RFC 8058: a POST to the List-Unsubscribe address with this body.
    const oneClick = await call<{ result: string }>(
      unsubscribeRoute.action,
      new Request(link("anna@example.se"), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(oneClick).toMatchObject({ status: 200, data: { result: "unsubscribed" } });
    expect(await subscriber("anna@example.se")).toMatchObject({ status: "unsubscribed" });

    // Opening the link does it in one step.
    const opened = await call<{ result: string; token: string | null }>(
      unsubscribeRoute.loader,
      get(pathOf(link("bo@example.se"))),
    );
    expect(opened.data.result).toBe("unsubscribed");
    const bo = await subscriber("bo@example.se");
    expect(bo.status).toBe("unsubscribed");
    expect(Number(bo.unsubscribed_at)).toBeGreaterThan(0);
    // Twice is the same as once.
    expect(
      (await call<{ result: string }>(unsubscribeRoute.loader, get(pathOf(link("bo@example.se")))))
        .data.result,
    ).toBe("unsubscribed");
    // A made-up token does nothing.
    expect(
      (
        await call<{ result: string }>(
          unsubscribeRoute.loader,
          get(`/nyhetsbrev/avsluta?token=${"A".repeat(43)}`),
        )
      ).data.result,
    ).toBe("invalid");

    // "Prenumerera igen" undoes it, with the consent recorded anew.
    const undone = await call<{ result: string }>(
      resubscribeRoute.action,
      form("/nyhetsbrev/prenumerera-igen", { token: opened.data.token ?? "" }),
    );
    expect(undone.data.result).toBe("confirmed");
    expect(await subscriber("bo@example.se")).toMatchObject({
      status: "confirmed",
      unsubscribed_at: null,
      consent_source: "prenumerera-igen",
    });

    // The next newsletter goes to bo and cia, not to anna (unsubscribed) or eva.
    const id = await admin.createNewsletter(testDb.db, operator, {
      subject: "Vintern i Malmö",
      body: "Snart är det jul.",
    });
    expect(await sending.startSending(testDb.db, operator, id, 1)).toBe("started");
    await sending.continueSending(testDb.db, id);
    await deliver();
    expect(
      smtp.received
        .filter((mail) => mail.subject === "Vintern i Malmö")
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(["bo@example.se", "cia@example.se"]);
  });

  it("starts a new confirmation when an unsubscribed address signs up again", async () => {
    await unsubscribedSubscriber("anna@example.se");
    // anna's last confirmation mail went out moments ago: pending again, but no mail yet.
    expect((await signup("anna@example.se", "nyhetsbrev-sidan")).data).toMatchObject({
      ok: true,
      duplicate: false,
    });
    expect(await subscriber("anna@example.se")).toMatchObject({
      status: "pending",
      consent_source: "nyhetsbrev-sidan",
    });
    await deliver();
    expect(confirmTokens("anna@example.se")).toHaveLength(1);
    // Later, a signup sends the new link.
    await testDb.db
      .updateTable("newsletter_subscribers")
      .set({ last_confirmation_sent_at: Date.now() - 11 * 60 * 1000 })
      .where("email", "=", "anna@example.se")
      .execute();
    expect((await signup("anna@example.se", "startsida")).data.duplicate).toBe(true);
    await deliver();
    const tokens = confirmTokens("anna@example.se");
    expect(tokens).toHaveLength(2);
    expect((await confirmWith(tokens[1] ?? "")).data.result).toBe("confirmed");
    expect(await subscriber("anna@example.se")).toMatchObject({
      status: "confirmed",
      consent_source: "startsida",
      unsubscribed_at: null,
    });
  });

  it("never sends a newsletter twice: double submit, concurrent sends and stale confirmations are refused", async () => {
    await subscribersOfAutumn();
    const id = await admin.createNewsletter(testDb.db, operator, {
      subject: "Bara en gång",
      body: "Det här ska komma fram en gång.",
    });
    // A save after the confirmation page was shown: that confirmation is stale.
    expect(
      await admin.saveNewsletter(testDb.db, operator, id, {
        subject: "Bara en gång",
        body: "Det här ska komma fram precis en gång.",
      }),
    ).toEqual({ body: ["31 tecken", "38 tecken"] });
    expect(await sending.startSending(testDb.db, operator, id, 1)).toBe("changed");

    // The operator's double click, through the route as the browser posts it.
    const send = () =>
      (adminNewsletterRoute.action as (args: unknown) => Promise<unknown>)({
        request: form(`/admin/nyhetsbrev/${id}`, { intent: "send", revision: "2" }),
        context: context({ operator }),
        params: { id: String(id) },
      });
    const outcomes = (await Promise.all([send(), send()])).map((result) =>
      statusOf(result as Response | { init?: { status?: number } }),
    );
    expect(outcomes.sort()).toEqual([302, 409]);
    // Queued in the background: wait for it.
    await vi.waitFor(
      async () => {
        expect((await newsletterRow(id)).status).toBe("sent");
      },
      { timeout: 10_000, interval: 50 },
    );
    // Two more senders at once find nothing left to queue.
    await Promise.all([
      sending.continueSending(testDb.db, id),
      sending.continueSending(testDb.db, id),
    ]);
    expect(await sending.startSending(testDb.db, operator, id, 2)).toBe("not-draft");
    expect(
      await admin.saveNewsletter(testDb.db, operator, id, { subject: "Ändrat", body: "x" }),
    ).toBe("locked");

    const deliveries = await testDb.db
      .selectFrom("newsletter_deliveries")
      .select("email")
      .where("newsletter_id", "=", id)
      .execute();
    const confirmed = await testDb.db
      .selectFrom("newsletter_subscribers")
      .select("email")
      .where("status", "=", "confirmed")
      .execute();
    expect(confirmed).toHaveLength(3);
    expect(deliveries.map((row) => row.email).sort()).toEqual(
      confirmed.map((row) => row.email).sort(),
    );
    await deliver();
    const received = smtp.received.filter((mail) => mail.subject === "Bara en gång");
    expect(received).toHaveLength(confirmed.length);
    expect(new Set(received.flatMap((mail) => mail.to)).size).toBe(confirmed.length);
  });

  it("sends a test to the signed-in operator only", async () => {
    const id = await admin.createNewsletter(testDb.db, operator, {
      subject: "Utkast",
      body: "Ett *utkast*.",
    });
    expect(await admin.sendTest(testDb.db, operator, id)).toBe(true);
    await deliver();
    const tests = smtp.received.filter((mail) => mail.subject === "[Test] Utkast");
    expect(tests.map((mail) => mail.to)).toEqual([["redaktor@example.se"]]);
    expect(tests[0]?.html).toContain("<em>utkast</em>");
    expect(rawHeader(tests[0] as ReceivedMail, "List-Unsubscribe")).toBeUndefined();
    expect((await newsletterRow(id)).status).toBe("draft");
  });

  it("exports the confirmed subscribers as CSV with formula cells escaped", async () => {
    await subscribersOfAutumn();
    for (const email of ["=1+1@example.se", "-2@example.se", "+46@example.se"])
      await confirmedSubscriber(email);
    await signup("inte-bekraftad@example.se");
    const response = (await csvRoute.loader?.({
      request: get("/admin/nyhetsbrev/prenumeranter.csv"),
      context: context({ operator }),
      params: {},
    } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="prenumeranter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe('"E-post","Bekräftad","Samtycke lämnat","Källa","Villkorsversion"');
    const emails = lines.slice(1).map((line) => line.split(",")[0]);
    expect(emails).toContain(`"'=1+1@example.se"`);
    expect(emails).toContain(`"'-2@example.se"`);
    expect(emails).toContain(`"'+46@example.se"`);
    expect(emails).toContain('"cia@example.se"');
    expect(csv).not.toContain("inte-bekraftad");
    expect(csv).not.toContain("eva@example.se");
    const cia = lines.find((line) => line.startsWith('"cia@example.se"'));
    expect(cia).toMatch(
      /^"cia@example\.se","\d{4}-\d{2}-\d{2}T[\d:.]+Z","\d{4}-\d{2}-\d{2}T[\d:.]+Z","sidfot","2026-11"$/,
    );
  });
});
