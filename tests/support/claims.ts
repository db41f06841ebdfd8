import { beforeEach } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { appDatabase } from "./app-database";
import type { DatabaseKind } from "./databases";
import { outboxMails } from "./mail";
import { outboxAppEnv, SITE } from "./site";
import { withTestApp } from "./test-app";
import { createTestOperator, type TestDatabase } from "./test-database";

// Test support for issue 24's claims of a listing: the claim form's route as a browser
// posts to it, the operator's queue and decisions, and the owner page the claimant
// reaches, on a real (seeded) database.

type Handler = (args: never) => Promise<unknown> | unknown;
export type Module = { loader: Handler; action: Handler };
type DataAnswer = { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };

export { OPERATOR_EMAIL, SITE } from "./site";
/** A seeded place with a page of its own (the basic layout). */
export const OPERA = { slug: "malmo-opera", name: "Malmö Opera" };
/** A seeded place with the extended layout. */
export const GYM = { slug: "grand-fitness", name: "Grand Fitness" };

export const CLAIM = {
  name: "Karin Lind",
  email: "Karin.Lind@Malmoopera.example",
  role: "Anställd",
  verification: "Jag är marknadschef. Ring växeln på 040-20 50 00 och fråga efter mig.",
};

/** What a route answered: its status, its data, and where it redirects (a Response). */
export interface Answer {
  status: number;
  data: Record<string, unknown> & {
    ok?: boolean;
    errors?: Record<string, string>;
    values?: Record<string, string>;
    message?: { title: string };
  };
  location: string | null;
  headers: Headers;
}

async function answerOf(run: () => unknown): Promise<Answer> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response)
    return {
      status: answer.status,
      data: {},
      location: answer.headers.get("location"),
      headers: answer.headers,
    };
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const { data, init } = answer as DataAnswer;
    return {
      status: init?.status ?? 200,
      data: (typeof data === "object" && data !== null ? data : { text: data }) as Answer["data"],
      location: null,
      headers: new Headers(init?.headers),
    };
  }
  return { status: 200, data: answer as Answer["data"], location: null, headers: new Headers() };
}

export interface ClaimsApp {
  testDb: TestDatabase;
  operator: Operator;
  form: Module;
  queue: Module;
  review: Module;
  start: Module;
  askLink: Module;
  signIn: Module;
  account: Module;
  ownership: typeof import("~/.server/owner/ownership");
}

/**
 * The app for a claims test block on `kind` (a seeded database the block's tests share);
 * every test starts without claims, owners, audit entries, sign-in links or mail.
 */
export function claimsApp(kind: DatabaseKind, { ratePerMinute = "100000" } = {}) {
  const t = {} as ClaimsApp;
  let ip = 0;
  const env = outboxAppEnv(ratePerMinute);
  withTestApp(kind, { name: "claims", seed: true, env }, async (made) => {
    t.testDb = made.testDb;
    t.operator = await createTestOperator(t.testDb.db, "redaktor@example.se");
    t.form = (await import("~/routes/business/$businessId/agare")) as unknown as Module;
    t.queue = (await import("~/routes/admin/ansprak/index")) as unknown as Module;
    t.review = (await import("~/routes/admin/ansprak/$id")) as unknown as Module;
    t.start = (await import("~/routes/admin/index")) as unknown as Module;
    t.askLink = (await import("~/routes/foretagare/index")) as unknown as Module;
    t.signIn = (await import("~/routes/foretagare/logga-in")) as unknown as Module;
    t.account = (await import("~/routes/foretagare/konto")) as unknown as Module;
    t.ownership = await import("~/.server/owner/ownership");
  });

  beforeEach(async () => {
    for (const table of [
      "business_claims",
      "business_owners",
      "audit_log",
      "mail_outbox",
      "owner_sign_in_tokens",
      "owner_sessions",
    ] as const)
      await t.testDb.db.deleteFrom(table).execute();
  });

  /** A visitor's context (a client address of its own each time, unless given). */
  const visitor = (clientIp = `10.3.0.${++ip % 250}`) => ({ clientIp, cspNonce: "" });
  /** The signed-in operator's context, or a stranger's (no session) with `null`. */
  const operatorContext = (operator: Operator | null = t.operator) => ({
    ...(operator ? { operator } : {}),
    clientIp: "10.4.0.1",
    cspNonce: "",
  });

  /** Opens the claim form's page of `slug`. */
  const openForm = (slug: string) =>
    answerOf(async () =>
      t.form.loader({
        request: new Request(`${SITE}/business/${slug}/agare`),
        params: { businessId: slug },
        context: { database: await appDatabase(), ...visitor() },
      } as never),
    );

  /** Posts the claim form of `slug` as a browser without JavaScript does (urlencoded). */
  const claim = (
    slug: string,
    fields: Record<string, string>,
    {
      clientIp,
      body,
      headers,
      prefix = "",
    }: {
      clientIp?: string;
      body?: BodyInit;
      headers?: HeadersInit;
      /** The page's language prefix ("/de"), for a claim sent in another language. */
      prefix?: string;
    } = {},
  ) =>
    answerOf(async () =>
      t.form.action({
        request: new Request(`${SITE}${prefix}/business/${slug}/agare`, {
          method: "POST",
          headers,
          body: body ?? new URLSearchParams(fields),
        }),
        params: { businessId: slug },
        context: { database: await appDatabase(), ...visitor(clientIp) },
      } as never),
    );

  /** An operator's (or, with `null`, a stranger's) decision on claim `id`. */
  const decide = (id: number, fields: Record<string, string>, operator?: Operator | null) =>
    answerOf(async () =>
      t.review.action({
        request: new Request(`${SITE}/admin/ansprak/${id}`, {
          method: "POST",
          body: new URLSearchParams(fields),
        }),
        params: { id: String(id) },
        context: { database: await appDatabase(), ...operatorContext(operator) },
      } as never),
    );

  /** A loader of the admin area as the operator (or, with `null`, a stranger) opens it. */
  const load = (
    module: Module,
    url: string,
    params: Record<string, string> = {},
    operator?: Operator | null,
  ) =>
    answerOf(async () =>
      module.loader({
        request: new Request(`${SITE}${url}`),
        params,
        context: { database: await appDatabase(), ...operatorContext(operator) },
      } as never),
    );

  const claims = () =>
    t.testDb.db.selectFrom("business_claims").selectAll().orderBy("id").execute();
  const owners = () =>
    t.testDb.db.selectFrom("business_owners").selectAll().orderBy("email").execute();
  const audit = () =>
    t.testDb.db
      .selectFrom("audit_log")
      .select(["operator_email", "entity", "entity_id", "action", "changes"])
      .orderBy("id")
      .execute();
  const outbox = () => outboxMails(t.testDb.db);

  /** A claim posted with CLAIM's fields for `slug`; its stored row. */
  async function claimed(slug = OPERA.slug, fields: Record<string, string> = CLAIM) {
    const answer = await claim(slug, fields);
    if (answer.status !== 200) throw new Error(`the claim was refused: ${answer.status}`);
    const rows = await claims();
    return rows.at(-1) as (typeof rows)[number];
  }

  /**
   * Signs `email` in as the owner pages do (asks for the link, uses the mail's token)
   * and returns what /foretagare/konto shows.
   */
  async function ownerPage(email: string) {
    await t.askLink.action({
      request: new Request(`${SITE}/foretagare`, {
        method: "POST",
        headers: { origin: SITE },
        body: new URLSearchParams({ email }),
      }),
      params: {},
      context: { database: await appDatabase(), ...visitor() },
    } as never);
    const mail = (await outbox()).findLast(
      (row) => row.kind === "owner-sign-in" && row.recipient === email.toLowerCase(),
    );
    const token = /\/foretagare\/logga-in\?token=([A-Za-z0-9_-]{43})/.exec(
      mail?.text_body ?? "",
    )?.[1];
    if (!token) return undefined;
    const signedIn = await answerOf(async () =>
      t.signIn.action({
        request: new Request(`${SITE}/foretagare/logga-in?token=${token}`, {
          method: "POST",
          headers: { origin: SITE },
          body: new URLSearchParams({ token }),
        }),
        params: {},
        context: { database: await appDatabase(), ...visitor() },
      } as never),
    );
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const page = await answerOf(async () =>
      t.account.loader({
        request: new Request(`${SITE}/foretagare/konto`, { headers: { cookie } }),
        params: {},
        context: { database: await appDatabase(), ...visitor() },
      } as never),
    );
    return page.data as { email: string; businesses: { slug: string; name: string }[] };
  }

  return Object.assign(t, {
    visitor,
    openForm,
    claim,
    decide,
    load,
    claims,
    owners,
    audit,
    outbox,
    claimed,
    ownerPage,
  });
}
