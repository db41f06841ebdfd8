import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { smtpTransport } from "~/.server/mail/transport";
import type { MailWorker } from "~/.server/mail/worker";
import { appDatabase } from "./app-database";
import type { DatabaseKind } from "./databases";
import { testMailWorker } from "./mail";
import { CONFIRM_LINK, CONFIRM_SUBJECT } from "./newsletter-links";
import { storedRow } from "./rows";
import { startSmtpServer, type TestSmtpServer } from "./smtp";
import { withTestApp } from "./test-app";
import { createTestOperator, type TestDatabase } from "./test-database";

// Test support for newsletter consent and sending on a real database, with mail received
// by a real SMTP server: the public routes' loaders and actions called as React Router
// calls them (no session), the admin area's writes through its module, and subscribers
// set up the way a visitor becomes one.

export const SITE = "https://malmoguiden.test";
export const DAY = 24 * 60 * 60 * 1000;

export type RouteModule = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
};
export type Reply<T> = { data: T; status: number };

/** What a newsletter test block shares: the app's state, and helpers on it. */
interface NewsletterApp {
  testDb: TestDatabase;
  smtp: TestSmtpServer;
  worker: MailWorker;
  operator: Operator;
  signupRoute: RouteModule;
  confirmRoute: RouteModule;
  unsubscribeRoute: RouteModule;
  resubscribeRoute: RouteModule;
  adminNewsletterRoute: RouteModule;
  csvRoute: RouteModule;
  newsletter: typeof import("~/.server/newsletter/subscribers");
  admin: typeof import("~/.server/newsletter/admin-newsletter");
  sending: typeof import("~/.server/newsletter/campaign-sending");
  forms: typeof import("~/lib/newsletter/signup-form");
}

/**
 * The app for a newsletter test block on `kind`. Every test starts from no subscribers,
 * newsletters or mail and sets up what it needs, so each one passes alone and in any order.
 */
export function newsletterApp(kind: DatabaseKind) {
  const t = {} as NewsletterApp;
  let ip = 0;

  // The mail server outlives the app: started first, closed last.
  beforeAll(async () => {
    t.smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await t.smtp?.close();
  });

  const env = { PUBLIC_URL: SITE, RATE_LIMIT_PER_MINUTE: "100000", MAIL_RATE_PER_MINUTE: "120" };
  withTestApp(kind, { name: "newsletter", env }, async (made) => {
    t.testDb = made.testDb;
    t.operator = await createTestOperator(t.testDb.db, "redaktor@example.se");
    t.signupRoute = await import("~/routes/newsletter");
    t.confirmRoute = await import("~/routes/nyhetsbrev/bekrafta");
    t.unsubscribeRoute = await import("~/routes/nyhetsbrev/avsluta");
    t.resubscribeRoute = await import("~/routes/nyhetsbrev/prenumerera-igen");
    t.adminNewsletterRoute = await import("~/routes/admin/nyhetsbrev/$id");
    t.csvRoute = await import("~/routes/admin/nyhetsbrev/prenumeranter.csv");
    t.newsletter = await import("~/.server/newsletter/subscribers");
    t.admin = await import("~/.server/newsletter/admin-newsletter");
    t.sending = await import("~/.server/newsletter/campaign-sending");
    t.forms = await import("~/lib/newsletter/signup-form");
    // Newsletter messages are due at the configured pace (here 120 a minute); the
    // worker's clock runs a day ahead so everything queued is due at once.
    t.worker = testMailWorker(t.testDb, smtpTransport(t.smtp.url), { now: () => Date.now() + DAY });
  });

  beforeEach(async () => {
    await t.testDb.db.deleteFrom("newsletter_deliveries").execute();
    await t.testDb.db.deleteFrom("newsletters").execute();
    await t.testDb.db.deleteFrom("newsletter_subscribers").execute();
    await t.testDb.db.deleteFrom("mail_outbox").execute();
    await t.testDb.db.deleteFrom("audit_log").execute();
    t.smtp.received.length = 0;
  });

  /** Sends everything the outbox holds. */
  async function deliver() {
    while ((await t.worker.runOnce()) > 0);
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
    const result = (await handler?.({
      request,
      context: { database: await appDatabase(), ...context(extra) },
      params: {},
    } as never)) as { data: T; init?: { status?: number } } | T;
    if (result && typeof result === "object" && "data" in result)
      return { data: result.data, status: result.init?.status ?? 200 };
    return { data: result as T, status: 200 };
  }

  const form = (url: string, fields: Record<string, string>) =>
    new Request(`${SITE}${url}`, { method: "POST", body: new URLSearchParams(fields) });
  const get = (url: string) => new Request(`${SITE}${url}`);

  /** A signup on the newsletter page at `path` (in another language: "/de/newsletter"). */
  const signup = (email: string, source = "sidfot", path = "/newsletter") =>
    call<{ ok: boolean; duplicate?: boolean; message: { title: string; description?: string } }>(
      t.signupRoute.action,
      form(path, { email, source }),
    );
  const subscriber = (email: string) =>
    storedRow(t.testDb.db, "newsletter_subscribers", "email", email);
  const newsletterRow = (id: number) => storedRow(t.testDb.db, "newsletters", "id", id);
  const mailsTo = (email: string, subject?: string) =>
    t.smtp.received.filter(
      (mail) => mail.to.includes(email) && (subject === undefined || mail.subject === subject),
    );
  const confirmTokens = (email: string) =>
    mailsTo(email, CONFIRM_SUBJECT).map((mail) => CONFIRM_LINK.exec(mail.text)?.[1] ?? "");
  const confirmWith = (token: string) =>
    call<{ result: string }>(t.confirmRoute.action, form("/nyhetsbrev/bekrafta", { token }));

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
    await t.newsletter.unsubscribe(t.testDb.db, (await subscriber(email)).unsubscribe_token);
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
    const id = await t.admin.createNewsletter(t.testDb.db, t.operator, { subject, body });
    expect(await t.sending.startSending(t.testDb.db, t.operator, id, 1)).toBe("started");
    await t.sending.continueSending(t.testDb.db, id);
    await deliver();
    return id;
  }

  return Object.assign(t, {
    deliver,
    context,
    call,
    form,
    get,
    signup,
    subscriber,
    newsletterRow,
    mailsTo,
    confirmTokens,
    confirmWith,
    confirmedSubscriber,
    unsubscribedSubscriber,
    subscribersOfAutumn,
    sentNewsletter,
  });
}
