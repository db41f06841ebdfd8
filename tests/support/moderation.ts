import sharp from "sharp";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { smtpTransport } from "~/.server/mail/transport";
import { appDatabase } from "./app-database";
import type { DatabaseKind } from "./databases";
import { testMailWorker } from "./mail";
import { rowWhere } from "./rows";
import { outboxAppEnv } from "./site";
import { startSmtpServer, type TestSmtpServer } from "./smtp";
import { storedImageFiles, tempImageFiles, withTestApp } from "./test-app";
import { createTestOperator, type TestDatabase } from "./test-database";

// Test support for issue 10's registration moderation: a registration as the form sends
// it, the operator's decisions and the mails both lead to, on a real database and SMTP server.

type Handler = (args: never) => Promise<unknown>;
/** A route module as the tests call it (only what each route has is called). */
export type Module = { loader: Handler; action: Handler };
type DataAnswer = { data: Record<string, unknown>; init?: { status?: number } };
/** The registrations list's loader data. */
export type QueueList = { status: string; rows: { id: number }[]; counts: Record<string, number> };

export { OPERATOR_EMAIL, SITE } from "./site";
export const TOKEN_LINK = /^\/registrering\/bild\/([A-Za-z0-9_-]{32})$/;

export const CAFE = {
  business_name: "Kafé Granskningen",
  category: "Restauranger",
  business_info: "Ett kafé vid Möllan.\nHembakat varje dag & <b>gott kaffe</b>.",
  address: "Möllevångstorget 2, Malmö",
  contact_info: "Ring 040-12 34 56 eller besök www.granskningen.example",
  contact_person: "Anna Andersson",
  contact_email: "anna@example.se",
};

export async function jpeg(colour = "#087e8b"): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

export function registrationBody(fields: Record<string, string>, image?: Buffer): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (image)
    form.set(
      "profile_image",
      new Blob([new Uint8Array(image)], { type: "image/jpeg" }),
      "Vår bild.jpg",
    );
  return form;
}

/** What a moderation test block shares: the app's state of the running test, and helpers on it. */
export interface ModerationApp {
  testDb: TestDatabase;
  dataDir: string;
  smtp: TestSmtpServer;
  submit: Module;
  review: Module;
  queueList: Module;
  start: Module;
  privateImage: Module;
  photo: Module;
  registerBusiness: typeof import("~/.server/registrations/submit").registerBusiness;
}

/**
 * The app for a moderation test block on `kind`: each test gets a database, a data folder
 * and app modules of its own, so that none reads what another wrote and any one can run
 * alone; mail goes to a real SMTP server that the block shares (emptied after each test).
 */
export function moderationApp(kind: DatabaseKind) {
  const t = {} as ModerationApp;
  let operator: Operator;
  let ip = 0;

  beforeAll(async () => {
    t.smtp = await startSmtpServer();
  });

  const env = { UPLOAD_DIR: "", ...outboxAppEnv("100000") };
  withTestApp(kind, { name: "moderation", seed: true, perTest: true, env }, async (made) => {
    t.testDb = made.testDb;
    t.dataDir = made.app.dataDir;
    operator = await createTestOperator(t.testDb.db, "redaktor@example.se");
    t.submit = (await import("~/routes/submit-business")) as unknown as Module;
    t.review = (await import("~/routes/admin/registreringar/$id")) as unknown as Module;
    t.queueList = (await import("~/routes/admin/registreringar/index")) as unknown as Module;
    t.start = (await import("~/routes/admin/index")) as unknown as Module;
    t.privateImage = (await import("~/routes/registrering/bild/$token")) as unknown as Module;
    t.photo = (await import("~/routes/images/business/$slug/$file")) as unknown as Module;
    ({ registerBusiness: t.registerBusiness } = await import("~/.server/registrations/submit"));
  });

  afterEach(() => {
    t.smtp.received.length = 0;
  });

  afterAll(async () => {
    await t.smtp?.close();
  });

  /** Sends what the outbox holds to the test SMTP server, as the app's worker does. */
  async function deliver(): Promise<void> {
    const worker = testMailWorker(t.testDb, smtpTransport(t.smtp.url));
    while ((await worker.runOnce()) > 0);
  }

  const context = () => ({ operator, clientIp: `10.1.0.${++ip % 250}`, cspNonce: "" });

  /** Posts the registration form; `prefix` ("/da") sends it from a page in another language. */
  async function register(fields: Record<string, string>, image?: Buffer, prefix = "") {
    const request = new Request(`http://localhost${prefix}/submit-business`, {
      method: "POST",
      body: registrationBody(fields, image),
    });
    const answer = (await t.submit.action({
      request,
      params: {},
      context: { database: await appDatabase(), ...context() },
    } as never)) as DataAnswer;
    return {
      status: answer.init?.status ?? 200,
      data: answer.data as { ok: boolean; message: { title: string }; imageUrl?: string | null },
    };
  }

  async function decide(id: number, fields: Record<string, string>) {
    const request = new Request(`http://localhost/admin/registreringar/${id}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    const answer = (await t.review.action({
      request,
      params: { id: String(id) },
      context: { database: await appDatabase(), ...context() },
    } as never)) as Response | DataAnswer;
    if (answer instanceof Response)
      return { status: answer.status, location: answer.headers.get("location") ?? "" };
    return {
      status: answer.init?.status ?? 200,
      errors: (answer.data as { errors: Record<string, string> }).errors,
    };
  }

  /** What a route's loader gives the operator for `url` (the route's `params` with it). */
  const load = async (module: Module, url: string, params: Record<string, string> = {}) =>
    module.loader({
      request: new Request(`http://localhost${url}`),
      params,
      context: { database: await appDatabase(), ...context() },
    } as never);

  /** How many registrations wait, as the admin start page counts them. */
  const waiting = async () =>
    ((await load(t.start, "/admin")) as { registrations: number }).registrations;

  const loadPage = async (id: number) =>
    (await load(t.review, `/admin/registreringar/${id}`, { id: String(id) })) as {
      registration: { status: string; imageUrl: string | null; reviewedBy: string | null };
      suggestedCategory: string;
      history: { what: string; who?: string }[];
    };

  const rowByName = (name: string) =>
    rowWhere(t.testDb.db, "business_submissions", "business_name", name);
  const outboxOf = (id: number) =>
    t.testDb.db
      .selectFrom("mail_outbox")
      .select(["kind", "recipient", "subject", "text_body", "html_body"])
      .where("ref", "=", `registration:${id}`)
      .orderBy("id")
      .execute();
  const storedFiles = () => storedImageFiles(t.dataDir);
  const tempFiles = () => tempImageFiles(t.dataDir);
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  /** The café's registration with its photo, as the form sends it; its stored row. */
  async function registerCafe() {
    const reply = await register(CAFE, await jpeg());
    const row = await rowByName(CAFE.business_name);
    if (!reply.data.ok || !row)
      throw new Error(`the café was not registered: ${reply.data.message}`);
    return row;
  }

  /** A registration the operator has approved into Restauranger; its stored row. */
  async function approvedRegistration(fields: Record<string, string>, image?: Buffer) {
    await register(fields, image);
    const row = await rowByName(fields.business_name as string);
    const answer = row && (await decide(row.id, { intent: "approve", category: "restauranger" }));
    if (answer?.status !== 302) throw new Error(`${fields.business_name} was not approved`);
    return row;
  }

  return Object.assign(t, {
    deliver,
    register,
    decide,
    load,
    waiting,
    loadPage,
    rowByName,
    outboxOf,
    storedFiles,
    tempFiles,
    bytesOf,
    registerCafe,
    approvedRegistration,
  });
}
