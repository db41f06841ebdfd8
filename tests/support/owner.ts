import { beforeEach } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { appDatabase } from "./app-database";
import type { DatabaseKind } from "./databases";
import { outboxMails } from "./mail";
import { CAFE, HIDDEN, LIMIT_PER_MINUTE, LINK, OPERATOR_EMAIL, SHOP, SITE } from "./owner-fixtures";
import { outboxAppEnv } from "./site";
import { withTestApp } from "./test-app";
import { createTestOperator, insertTestPlace, type TestDatabase } from "./test-database";

// Test support for issue 11's owner page: the owners' businesses, registrations,
// assignments and purchases, and the sign-in, account and sign-out routes called as a
// browser calls them.

type Handler = (args: never) => Promise<unknown> | unknown;
/** A route module as the tests call it. */
export type Module = { loader: Handler; action: Handler; headers?: Handler };
export type DataAnswer = { data: Record<string, unknown>; init?: { status?: number } | null };

/** What an owner test block shares: the app's state, and helpers on it. */
interface OwnerApp {
  testDb: TestDatabase;
  operator: Operator;
  auth: typeof import("~/.server/auth/owner-auth");
  changes: typeof import("~/.server/owner/owner-changes");
  ask: Module;
  signIn: Module;
  account: Module;
  signOut: Module;
}

/**
 * The app for an owner test block on `kind`, with CAFE, SHOP and HIDDEN stored; every
 * test starts without owners, links, sessions, requests or mail.
 */
export function ownerApp(kind: DatabaseKind) {
  const t = {} as OwnerApp;
  let ip = 0;

  const env = outboxAppEnv(String(LIMIT_PER_MINUTE));
  withTestApp(kind, { name: "owner", env }, async (made) => {
    t.testDb = made.testDb;
    t.operator = await createTestOperator(t.testDb.db);
    t.auth = await import("~/.server/auth/owner-auth");
    t.changes = await import("~/.server/owner/owner-changes");
    t.ask = (await import("~/routes/foretagare/index")) as unknown as Module;
    t.signIn = (await import("~/routes/foretagare/logga-in")) as unknown as Module;
    t.account = (await import("~/routes/foretagare/konto")) as unknown as Module;
    t.signOut = (await import("~/routes/foretagare/logga-ut")) as unknown as Module;
    for (const [business, status] of [
      [CAFE, "published"],
      [SHOP, "published"],
      [HIDDEN, "hidden"],
    ] as const)
      await insertTestPlace(t.testDb.db, { ...business, status });
  });

  // Every test starts without owners, links, sessions, requests, translations or mail.
  beforeEach(async () => {
    for (const table of [
      "owner_sign_in_tokens",
      "owner_sessions",
      "listing_change_requests",
      "owner_proposals",
      "content_translations",
      "audit_log",
      "mail_outbox",
      "business_submissions",
      "subscriptions",
      "business_owners",
    ] as const)
      await t.testDb.db.deleteFrom(table).execute();
  });

  /** An approved registration by `email` that created `slug` (a registrant owns it). */
  const registered = (email: string, slug: string, status = "approved") =>
    t.testDb.db
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
    t.testDb.db
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
    t.testDb.db
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

  const outbox = () => outboxMails(t.testDb.db);

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
    const answer = (await t.ask.action({
      request: post("/foretagare", { email }),
      params: {},
      context: { database: await appDatabase(), ...context(clientIp) },
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
      const answer = await handler({
        request,
        params: {},
        context: { database: await appDatabase(), ...context() },
      } as never);
      if (answer instanceof Response) return answer;
      if (answer && typeof answer === "object" && "init" in answer) return answer as DataAnswer;
      return { data: answer as Record<string, unknown> };
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  /**
   * A route's loader (without a body) or action (with one) as a signed-in owner calls it
   * from the site (`email` null: nobody signed in). A thrown answer (a redirect, a 403) is
   * returned.
   */
  async function asOwner(
    route: Module,
    email: string | null,
    pathname: string,
    params: Record<string, string>,
    body?: BodyInit,
  ): Promise<unknown> {
    const cookie: Record<string, string> = email
      ? { cookie: `__Secure-mg_owner=${await t.auth.createOwnerSession(t.testDb.db, email)}` }
      : {};
    const request = new Request(`${SITE}${pathname}`, {
      method: body ? "POST" : "GET",
      headers: { origin: SITE, ...cookie },
      body,
    });
    const args = {
      request,
      params,
      context: { database: await appDatabase(), ...context() },
    } as never;
    try {
      return await (body ? route.action(args) : route.loader(args));
    } catch (thrown) {
      return thrown;
    }
  }

  /** The HTTP status of what a loader or action answered. */
  const statusOf = (answer: unknown) =>
    answer instanceof Response
      ? answer.status
      : ((answer as { init?: { status?: number } }).init?.status ?? 200);

  const sessionCookieOf = (response: Response) =>
    (response.headers.get("set-cookie") ?? "").split(";")[0] as string;

  return Object.assign(t, {
    registered,
    assigned,
    subscribed,
    outbox,
    tokenFor,
    context,
    post,
    askForLink,
    call,
    asOwner,
    statusOf,
    sessionCookieOf,
  });
}
