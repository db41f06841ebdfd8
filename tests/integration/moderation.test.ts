import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { contentOf, listingOf, pageOf } from "~/.server/content/content";
import { bool } from "~/.server/db/db";
import { moderationMigration } from "~/.server/db/migrations/009-moderation";
import { REGISTRATION_MAX_BODY } from "~/.server/http/body";
import { parseMultipart } from "~/.server/http/multipart";
import { smtpTransport } from "~/.server/mail/transport";
import { type ImageStore, localImageStore } from "~/.server/uploads/storage";
import { sweepTempFiles } from "~/.server/uploads/temp-files";
import { UPLOAD_CSP } from "~/.server/uploads/upload-csp";
import { DATABASES } from "../support/databases";
import { testMailWorker } from "../support/mail";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { storedImageFiles, tempImageFiles, withTestApp } from "../support/test-app";
import {
  businessesNamed,
  createTestOperator,
  type TestDatabase,
  withTestDatabase,
} from "../support/test-database";

type Handler = (args: never) => Promise<unknown>;
/** A route module as the tests call it (only what each route has is called). */
type Module = { loader: Handler; action: Handler };
type DataAnswer = { data: Record<string, unknown>; init?: { status?: number } };
/** The registrations list's loader data. */
type QueueList = { status: string; rows: { id: number }[]; counts: Record<string, number> };

const SITE = "https://malmoguiden.test";
const OPERATOR_EMAIL = "redaktion@malmoguiden.test";
const TOKEN_LINK = /^\/registrering\/bild\/([A-Za-z0-9_-]{32})$/;

const CAFE = {
  business_name: "Kafé Granskningen",
  category: "Restauranger",
  business_info: "Ett kafé vid Möllan.\nHembakat varje dag & <b>gott kaffe</b>.",
  address: "Möllevångstorget 2, Malmö",
  contact_info: "Ring 040-12 34 56 eller besök www.granskningen.example",
  contact_person: "Anna Andersson",
  contact_email: "anna@example.se",
};

async function jpeg(colour = "#087e8b"): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

function registrationBody(fields: Record<string, string>, image?: Buffer): FormData {
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

/**
 * Issue 10 on a real database: a registration and its two mails in one transaction,
 * its private image link, and the operator's decisions (a published business with the
 * image and the approval mail, or a rejection with its reason), delivered to a real
 * SMTP server.
 */
describe.each(DATABASES)("registration moderation (%s)", (kind) => {
  let testDb: TestDatabase;
  let dataDir: string;
  let smtp: TestSmtpServer;
  let operator: Operator;
  let submit: Module;
  let review: Module;
  let queueList: Module;
  let start: Module;
  let privateImage: Module;
  let photo: Module;
  let registerBusiness: typeof import("~/.server/registrations/submit").registerBusiness;
  let ip = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  // Each test gets a database, a data folder and app modules of its own, so that none
  // reads what another wrote and any one can run alone.
  const env = {
    UPLOAD_DIR: "",
    S3_BUCKET: "",
    SMTP_URL: "",
    PUBLIC_URL: SITE,
    OPERATOR_EMAIL,
    RATE_LIMIT_PER_MINUTE: "100000",
  };
  withTestApp(kind, { name: "moderation", seed: true, perTest: true, env }, async (made) => {
    testDb = made.testDb;
    dataDir = made.app.dataDir;
    operator = await createTestOperator(testDb.db, "redaktor@example.se");
    submit = (await import("~/routes/submit-business")) as unknown as Module;
    review = (await import("~/routes/admin/registreringar/$id")) as unknown as Module;
    queueList = (await import("~/routes/admin/registreringar/index")) as unknown as Module;
    start = (await import("~/routes/admin/index")) as unknown as Module;
    privateImage = (await import("~/routes/registration-image")) as unknown as Module;
    photo = (await import("~/routes/business-photo")) as unknown as Module;
    ({ registerBusiness } = await import("~/.server/registrations/submit"));
  });

  afterEach(() => {
    smtp.received.length = 0;
  });

  afterAll(async () => {
    await smtp?.close();
  });

  /** Sends what the outbox holds to the test SMTP server, as the app's worker does. */
  async function deliver(): Promise<void> {
    const worker = testMailWorker(testDb, smtpTransport(smtp.url));
    while ((await worker.runOnce()) > 0);
  }

  const context = () => ({ operator, clientIp: `10.1.0.${++ip % 250}`, cspNonce: "" });

  async function register(fields: Record<string, string>, image?: Buffer) {
    const request = new Request("http://localhost/submit-business", {
      method: "POST",
      body: registrationBody(fields, image),
    });
    const answer = (await submit.action({
      request,
      params: {},
      context: context(),
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
    const answer = (await review.action({
      request,
      params: { id: String(id) },
      context: context(),
    } as never)) as Response | DataAnswer;
    if (answer instanceof Response)
      return { status: answer.status, location: answer.headers.get("location") ?? "" };
    return {
      status: answer.init?.status ?? 200,
      errors: (answer.data as { errors: Record<string, string> }).errors,
    };
  }

  /** What a route's loader gives the operator for `url` (the route's `params` with it). */
  const load = (module: Module, url: string, params: Record<string, string> = {}) =>
    module.loader({
      request: new Request(`http://localhost${url}`),
      params,
      context: context(),
    } as never);

  /** How many registrations wait, as the admin start page counts them. */
  const waiting = async () =>
    ((await load(start, "/admin")) as { registrations: number }).registrations;

  const loadPage = async (id: number) =>
    (await load(review, `/admin/registreringar/${id}`, { id: String(id) })) as {
      registration: { status: string; imageUrl: string | null; reviewedBy: string | null };
      suggestedCategory: string;
      history: { what: string; who?: string }[];
    };

  const rowByName = (name: string) =>
    testDb.db
      .selectFrom("business_submissions")
      .selectAll()
      .where("business_name", "=", name)
      .executeTakeFirst();
  const outboxOf = (id: number) =>
    testDb.db
      .selectFrom("mail_outbox")
      .select(["kind", "recipient", "subject", "text_body", "html_body"])
      .where("ref", "=", `registration:${id}`)
      .orderBy("id")
      .execute();
  const storedFiles = () => storedImageFiles(dataDir);
  const tempFiles = () => tempImageFiles(dataDir);
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

  it("stores a registration with the receipt and the operator's notice, and both arrive", async () => {
    const image = await jpeg();
    const reply = await register(CAFE, image);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      ok: true,
      message: { title: "Tack! Din registrering har skickats." },
    });
    const token = TOKEN_LINK.exec(reply.data.imageUrl ?? "")?.[1];
    expect(token).toBeDefined();

    const row = await rowByName(CAFE.business_name);
    expect(row).toMatchObject({ status: "new", image_token: token, reviewed_at: null });
    const id = row?.id as number;
    // Queued with the row, in its transaction.
    expect((await outboxOf(id)).map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["registration-received", "anna@example.se"],
      ["registration-operator", OPERATOR_EMAIL],
    ]);

    await deliver();
    const notice = smtp.received.find((mail) => mail.to.includes(OPERATOR_EMAIL));
    expect(notice?.subject).toBe("Ny registrering: Kafé Granskningen");
    for (const value of [
      "Företagsnamn: Kafé Granskningen",
      "Kategori: Restauranger",
      "Ett kafé vid Möllan.\nHembakat varje dag & <b>gott kaffe</b>.",
      "Adress: Möllevångstorget 2, Malmö",
      `Kontaktinformation: ${CAFE.contact_info}`,
      "Kontaktperson: Anna Andersson",
      "E-post till kontaktperson: anna@example.se",
      "Profilbild: Var-bild.jpg",
      `${SITE}/admin/registreringar/${id}`,
      `${SITE}/registrering/bild/${token}`,
    ])
      expect(notice?.text).toContain(value);
    expect(notice?.html).toContain("&lt;b&gt;gott kaffe&lt;/b&gt;");
    expect(notice?.html).toContain(`href="${SITE}/admin/registreringar/${id}"`);

    const receipt = smtp.received.find((mail) => mail.to.includes("anna@example.se"));
    expect(receipt?.subject).toBe("Vi har tagit emot din registrering i Malmöguiden");
    expect(receipt?.text).toContain("Hej!");
    expect(receipt?.text).toContain("vi granskar uppgifterna inom 24 timmar");
    expect(receipt?.text).toContain("När företaget är publicerat får du ett mejl");
    expect(receipt?.text).toContain("Om vi inte kan publicera det får du också ett mejl");
    expect(receipt?.html).toContain("inom 24 timmar");
    // The address is unverified: the receipt carries none of the sender's own text.
    for (const text of [
      "Kafé Granskningen",
      "Anna Andersson",
      "Möllan",
      "Möllevångstorget",
      CAFE.contact_info,
      "Var-bild",
      `/registrering/bild/${token}`,
    ])
      expect(`${receipt?.subject}\n${receipt?.text}\n${receipt?.html}`).not.toContain(text);

    // The start page counts the registrations that wait.
    expect(await waiting()).toBe(1);
  });

  it("serves the image only through its private link, never indexed or cached", async () => {
    const row = await registerCafe();
    const token = row?.image_token as string;
    const response = (await load(privateImage, `/registrering/bild/${token}`, {
      token,
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
    const file = path.join(
      dataDir,
      "business_images",
      path.basename(row?.profile_image_path ?? ""),
    );
    expect(await bytesOf(response)).toEqual(await readFile(file));

    for (const wrong of [
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      "kort",
      "../../etc/passwd",
    ]) {
      const answer = (await load(privateImage, "/registrering/bild/x", {
        token: wrong,
      })) as Response;
      expect(answer.status, wrong).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.text()).toBe("Bilden finns inte.");
    }
    // Before approval no business shows it: not served from any business's path.
    const early = (await load(photo, "/", {
      slug: "kafe-granskningen",
      file: path.basename(file),
    })) as Response;
    expect(early.status).toBe(404);
  });

  it("approves: a published business with the image, listed in its category, and the mail links to it", async () => {
    const row = await registerCafe();
    const id = row?.id as number;
    const list = (await load(queueList, "/admin/registreringar")) as QueueList;
    expect(list.status).toBe("new");
    expect(list.rows.map((entry) => entry.id)).toContain(id);
    expect(list.counts.new).toBeGreaterThanOrEqual(1);
    expect((await loadPage(id)).suggestedCategory).toBe("restauranger");

    const before = listingOf(await contentOf(testDb.db), "restauranger")?.length ?? 0;
    const answer = await decide(id, { intent: "approve", category: "restauranger" });
    expect(answer).toEqual({
      status: 302,
      location: "/admin/foretag/kafe-granskningen?skapat=1",
    });
    const slug = "kafe-granskningen";

    const content = await contentOf(testDb.db);
    const place = pageOf(content, slug);
    const file = path.basename(row?.profile_image_path as string);
    expect(place).toMatchObject({
      name: "Kafé Granskningen",
      category: "restauranger",
      description: CAFE.business_info,
      address: CAFE.address,
      phone: "040-12 34 56",
      website: "https://www.granskningen.example",
      imageUrl: `/images/business/${slug}/${file}`,
    });
    // The registrant's own address stays off the public page.
    expect(place?.email).toBeUndefined();
    const listing = listingOf(content, "restauranger") ?? [];
    expect(listing).toHaveLength(before + 1);
    expect(listing.at(-1)).toMatchObject({ id: slug, image: `/images/business/${slug}/${file}` });

    const business = await testDb.db
      .selectFrom("businesses")
      .select(["status", "source"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    expect(business.status).toBe("published");
    expect(business.source).toContain(`Registrering nr ${id}`);
    expect(business.source).toContain("Kontaktperson: Anna Andersson, anna@example.se.");

    const served = (await load(photo, `/images/business/${slug}/${file}`, {
      slug,
      file,
    })) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(served.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
    expect(await bytesOf(served)).toEqual(
      await readFile(path.join(dataDir, "business_images", file)),
    );
    // Another business's path does not serve it.
    const elsewhere = (await load(photo, "/", { slug: "malmo-opera", file })) as Response;
    expect(elsewhere.status).toBe(404);

    const decided = await rowByName(CAFE.business_name);
    expect(decided).toMatchObject({
      status: "approved",
      reviewed_by: "redaktor@example.se",
      business_slug: slug,
      rejection_reason: null,
    });
    const page = await loadPage(id);
    expect(page.registration).toMatchObject({
      status: "approved",
      reviewedBy: "redaktor@example.se",
    });
    expect(page.history.map((entry) => entry.what)).toContain(
      `Godkänd. Företaget skapades: ${slug}.`,
    );

    const mails = await outboxOf(id);
    expect(mails.map((mail) => mail.kind)).toEqual([
      "registration-received",
      "registration-operator",
      "registration-approved",
    ]);
    await deliver();
    const approval = smtp.received.find((mail) => mail.subject.includes("är nu publicerat"));
    expect(approval?.to).toEqual(["anna@example.se"]);
    expect(approval?.subject).toBe("Kafé Granskningen är nu publicerat i Malmöguiden");
    expect(approval?.text).toContain(`Se företagets sida:\n${SITE}/business/${slug}`);
    expect(approval?.text).toContain(`Välj annonspaket:\n${SITE}/advertise?foretag=${slug}`);
    expect(approval?.text).toContain("i kategorin Restauranger");
    expect(approval?.html).toContain(`href="${SITE}/business/${slug}"`);
    expect(approval?.html).toContain(`href="${SITE}/advertise?foretag=${slug}"`);

    expect(await waiting()).toBe(0);
  });

  it("refuses a second decision politely and changes nothing", async () => {
    const row = await approvedRegistration(CAFE, await jpeg());
    const id = row?.id as number;
    const mailsBefore = (await outboxOf(id)).length;
    const again = await decide(id, { intent: "approve", category: "restauranger" });
    expect(again).toMatchObject({
      status: 409,
      errors: {
        form: "Registreringen är redan godkänd. Ett beslut kan bara fattas en gång, så inget ändrades.",
      },
    });
    const reject = await decide(id, { intent: "reject", reason: "För sent." });
    expect(reject.status).toBe(409);
    expect(await businessesNamed(testDb.db, CAFE.business_name)).toEqual([
      { slug: "kafe-granskningen" },
    ]);
    expect(await outboxOf(id)).toHaveLength(mailsBefore);
    expect((await rowByName(CAFE.business_name))?.status).toBe("approved");
  });

  it("has the operator choose an existing category for 'Ny kategori' and keeps the wish", async () => {
    const reply = await register({
      ...CAFE,
      business_name: "Lerverkstan",
      category: "Ny kategori",
      new_category: "Keramikverkstäder",
      address: "",
      contact_info: "hej@lerverkstan.example",
    });
    expect(reply.data.ok).toBe(true);
    expect(reply.data.imageUrl).toBeNull();
    const id = (await rowByName("Lerverkstan"))?.id as number;
    expect((await loadPage(id)).suggestedCategory).toBe("");

    const missing = await decide(id, { intent: "approve", category: "" });
    expect(missing).toMatchObject({
      status: 400,
      errors: { category: "Välj en kategori i guiden." },
    });
    const unknown = await decide(id, { intent: "approve", category: "keramik" });
    expect(unknown).toMatchObject({
      status: 400,
      errors: { category: "Välj en kategori i listan." },
    });
    expect((await rowByName("Lerverkstan"))?.status).toBe("new");

    const approved = await decide(id, { intent: "approve", category: "shopping" });
    expect(approved).toEqual({ status: 302, location: "/admin/foretag/lerverkstan?skapat=1" });
    const place = pageOf(await contentOf(testDb.db), "lerverkstan");
    expect(place).toMatchObject({
      category: "shopping",
      address: "Malmö",
      email: "hej@lerverkstan.example",
    });
    // No photo: the card shows the drawn art.
    expect(place?.imageUrl).toBeUndefined();
    const source = await testDb.db
      .selectFrom("businesses")
      .select("source")
      .where("slug", "=", "lerverkstan")
      .executeTakeFirstOrThrow();
    expect(source.source).toContain("Önskad ny kategori: Keramikverkstäder.");
    expect((await rowByName("Lerverkstan"))?.actual_category).toBe("Keramikverkstäder");
  });

  it("rejects only with a reason, and the mail carries it", async () => {
    // Two approved registrations in the queue beside it, which the rejected list leaves out.
    await approvedRegistration(CAFE, await jpeg());
    await approvedRegistration({
      ...CAFE,
      business_name: "Lerverkstan",
      contact_email: "hej@lerverkstan.example",
    });
    const reply = await register(
      { ...CAFE, business_name: "Tveksamma Tjänster", contact_email: "bo@example.se" },
      await jpeg("#ff5a5f"),
    );
    const row = await rowByName("Tveksamma Tjänster");
    const id = row?.id as number;
    await deliver();
    smtp.received.length = 0;

    const empty = await decide(id, { intent: "reject", reason: "   " });
    expect(empty).toMatchObject({
      status: 400,
      errors: {
        reason:
          "Skriv varför registreringen inte kan publiceras. Skälet skickas till den som registrerade.",
      },
    });
    expect((await rowByName("Tveksamma Tjänster"))?.status).toBe("new");

    const reason = "Verksamheten ligger inte i Malmö <Lund>.";
    const rejected = await decide(id, { intent: "reject", reason });
    expect(rejected).toEqual({ status: 302, location: `/admin/registreringar/${id}?avvisad=1` });
    expect(await rowByName("Tveksamma Tjänster")).toMatchObject({
      status: "rejected",
      rejection_reason: reason,
      reviewed_by: "redaktor@example.se",
      business_slug: null,
    });
    expect(await businessesNamed(testDb.db, "Tveksamma Tjänster")).toEqual([]);
    // Its image stays private: only the registrant's link shows it.
    expect(TOKEN_LINK.test(reply.data.imageUrl ?? "")).toBe(true);

    await deliver();
    const [mail] = smtp.received;
    expect(smtp.received).toHaveLength(1);
    expect(mail?.to).toEqual(["bo@example.se"]);
    expect(mail?.subject).toBe("Registreringen av Tveksamma Tjänster kunde inte publiceras");
    expect(mail?.text).toContain(`Skäl: ${reason}`);
    expect(mail?.html).toContain("Skäl: Verksamheten ligger inte i Malmö &lt;Lund&gt;.");
    expect(mail?.text).toContain(`${SITE}/contact`);
    expect((await loadPage(id)).history.map((entry) => entry.what)).toContain(
      `Avvisad. Skäl: ${reason}`,
    );

    const list = (await load(queueList, "/admin/registreringar?status=rejected")) as QueueList;
    expect(list.status).toBe("rejected");
    expect(list.rows.map((entry) => entry.id)).toEqual([id]);
    expect(list.counts).toMatchObject({ new: 0, approved: 2, rejected: 1 });
  });

  it("sends one address at most three receipts an hour, whoever registers, and always tells the operator", async () => {
    const { queueRegistrationMails } = await import("~/.server/registrations/registration-mails");
    const victim = "mottagare@example.se";
    const at = Date.UTC(2026, 4, 4, 12, 0);
    const queueFor = (id: number, email: string, now: number) =>
      testDb.db.transaction().execute((trx) =>
        queueRegistrationMails(
          trx,
          {
            id,
            business_name: `Skräp ${id}`,
            category: "Restauranger",
            actual_category: "Restauranger",
            business_info: "Köp billiga klockor på example.com",
            address: null,
            contact_info: null,
            contact_person: null,
            contact_email: email,
            profile_image_name: null,
            image_token: null,
          },
          now,
        ),
      );
    const receipts = () =>
      testDb.db
        .selectFrom("mail_outbox")
        .select("ref")
        .where("kind", "=", "registration-received")
        .where("ref", "like", "registration:9000%")
        .orderBy("id")
        .execute();
    const notices = () =>
      testDb.db
        .selectFrom("mail_outbox")
        .select("ref")
        .where("kind", "=", "registration-operator")
        .where("ref", "like", "registration:9000%")
        .execute();
    for (let n = 1; n <= 4; n++)
      await queueFor(90000 + n, n % 2 ? victim : ` ${victim.toUpperCase()}`, at + n * 60_000);
    expect((await receipts()).map((row) => row.ref)).toEqual([
      "registration:90001",
      "registration:90002",
      "registration:90003",
    ]);
    expect(await notices()).toHaveLength(4);
    // An hour after the first, the address gets a receipt again.
    await queueFor(90005, victim, at + 61 * 60_000 + 1);
    expect(await receipts()).toHaveLength(4);
  });

  it("queues nothing and stores nothing when the registration's transaction fails", async () => {
    const filesBefore = await storedFiles();
    await sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`.execute(testDb.db);
    let reply: Awaited<ReturnType<typeof register>>;
    try {
      reply = await register({ ...CAFE, business_name: "Halvvägs AB" }, await jpeg());
    } finally {
      await sql`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`.execute(testDb.db);
    }
    expect(reply.status).toBe(500);
    expect(reply.data.message.title).toMatch(/^Databasfel: /);
    // The row went with the failed mail insert, and the stored image went too.
    expect(await rowByName("Halvvägs AB")).toBeUndefined();
    expect(
      await testDb.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("subject", "like", "%Halvvägs%")
        .execute(),
    ).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await tempFiles()).toEqual([]);
  });

  it("stores no row and queues no mail when the image store refuses the image", async () => {
    const local = localImageStore(path.join(dataDir, "broken-store"));
    const broken: ImageStore = {
      ...local,
      async put() {
        throw Object.assign(new Error("disk full"), { code: "ENOSPC" });
      },
    };
    const outboxBefore = await testDb.db.selectFrom("mail_outbox").select("id").execute();
    const request = new Request("http://localhost/submit-business", {
      method: "POST",
      body: registrationBody({ ...CAFE, business_name: "Utan Lagring" }, await jpeg()),
    });
    const form = await parseMultipart(request, {
      maxFieldBytes: 32 * 1024,
      maxBodyBytes: REGISTRATION_MAX_BODY,
      upload: {
        fileField: "profile_image",
        maxFileBytes: 5 * 1024 * 1024,
        tempDir: broken.tempDir,
      },
    });
    const outcome = await registerBusiness(testDb.db, broken, form);
    expect(outcome).toMatchObject({
      ok: false,
      status: 503,
      errors: {
        profile_image:
          "Bilduppladdning misslyckades: bilden kunde inte sparas just nu. Försök igen senare.",
      },
    });
    expect(await rowByName("Utan Lagring")).toBeUndefined();
    expect(await testDb.db.selectFrom("mail_outbox").select("id").execute()).toEqual(outboxBefore);
    expect(await readdir(broken.tempDir)).toEqual([]);
  });

  it("settles a crash around the store at the next start: stored with its row, removed without", async () => {
    const store = localImageStore(path.join(dataDir, "crash-store"));
    const { mkdir, writeFile } = await import("node:fs/promises");
    await mkdir(store.tempDir, { recursive: true });
    const dead = 4_000_000;
    const owned = "11111111-1111-4111-8111-111111111111.png";
    const orphan = "22222222-2222-4222-8222-222222222222.png";
    const photoName = "33333333-3333-4333-8333-333333333333.png";
    // The registration committed (its image already stored before the crash), the
    // orphan's put ran but its transaction never committed, the photo's business
    // points at it.
    for (const name of [owned, orphan, photoName])
      await writeFile(path.join(store.tempDir, `${dead}~${name}`), name);
    await store.put(path.join(store.tempDir, `${dead}~${owned}`), owned, "image/png");
    await store.put(path.join(store.tempDir, `${dead}~${orphan}`), orphan, "image/png");
    await testDb.db
      .insertInto("business_submissions")
      .values({
        business_name: "Kraschkafé",
        category: "Restauranger",
        actual_category: "Restauranger",
        business_info: "Info",
        contact_email: "krasch@example.se",
        profile_image_path: `business_images/${owned}`,
      })
      .execute();
    await testDb.db
      .updateTable("businesses")
      .set({ image: `/images/business/malmo-opera/${photoName}` })
      .where("slug", "=", "malmo-opera")
      .execute();

    expect(await sweepTempFiles(testDb.db, store)).toEqual({ removed: 1, completed: 2 });
    expect(await readdir(store.tempDir)).toEqual([]);
    expect((await readdir(path.join(dataDir, "crash-store"))).sort()).toEqual(
      [".tmp", owned, photoName].sort(),
    );
    // An old registration without a status is new.
    expect((await rowByName("Kraschkafé"))?.status).toBe("new");
  });
});

describe.each(DATABASES)("migration 009 (%s)", (kind) => {
  let testDb: TestDatabase;
  withTestDatabase(kind, {}, (made) => {
    testDb = made;
  });

  it("goes down and up again: old rows become new, images get tokens, photos move to the business's path", async () => {
    const db = testDb.db as unknown as Kysely<unknown>;
    await moderationMigration().down?.(db);
    const typed = testDb.db;
    // The columns of migration 009 are gone: only the older ones are written.
    await typed
      .insertInto("business_submissions")
      .values([
        {
          business_name: "Gammal",
          category: "Spa",
          actual_category: "Spa",
          business_info: "Info",
          contact_email: "g@example.se",
          profile_image_path: "business_images/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.png",
        },
        {
          business_name: "Utan bild",
          category: "Spa",
          actual_category: "Spa",
          business_info: "Info",
          contact_email: "u@example.se",
          profile_image_path: null,
        },
      ])
      .execute();
    const business = (slug: string, image: string) => ({
      slug,
      name: slug,
      category: "shopping",
      summary: "S",
      description: "D",
      address: "Malmö",
      image,
      featured: bool(false),
      has_detail_page: bool(true),
      status: "published" as const,
    });
    await typed
      .insertInto("businesses")
      .values([
        business("foto-ab", "/uploads/business_images/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.jpg"),
        business("ritad-ab", "/images/business/ritad-ab.svg"),
      ])
      .execute();
    await moderationMigration().up(db);

    const rows = await typed
      .selectFrom("business_submissions")
      .select(["business_name", "status", "image_token"])
      .orderBy("business_name")
      .execute();
    expect(rows.map((row) => [row.business_name, row.status])).toEqual([
      ["Gammal", "new"],
      ["Utan bild", "new"],
    ]);
    expect(rows[0]?.image_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(rows[1]?.image_token).toBeNull();
    const images = await typed
      .selectFrom("businesses")
      .select(["slug", "image"])
      .where("slug", "in", ["foto-ab", "ritad-ab"])
      .orderBy("slug")
      .execute();
    expect(images).toEqual([
      {
        slug: "foto-ab",
        image: "/images/business/foto-ab/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.jpg",
      },
      { slug: "ritad-ab", image: "/images/business/ritad-ab.svg" },
    ]);
  });
});
