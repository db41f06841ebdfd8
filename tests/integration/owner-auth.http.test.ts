import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BUILD_EXISTS, type RunningServer, startServer } from "../support/server-process";

// The owner's page through the real server process: a link by mail, read from the
// outbox, signs in once; the account page is personal (never cached, never indexed);
// signing out ends it. Each test asks for its own link and session, so each passes alone
// and in any order.

const OWNER = "agare@example.se";
const NOTICE = "Om adressen finns hos oss har vi skickat en inloggningslänk.";
const LINK = /\/foretagare\/logga-in\?token=([A-Za-z0-9_-]{43})/;

describe.skipIf(!BUILD_EXISTS)("owner sign-in (production server process)", () => {
  let dataDir: string;
  let server: RunningServer;

  const dbFile = () => path.join(dataDir, "malmoguiden.db");
  const post = (pathname: string, body: Record<string, string>, headers = {}) =>
    fetch(`${server.base}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.base, ...headers },
      body: new URLSearchParams(body),
    });
  const get = (pathname: string, headers = {}) =>
    fetch(`${server.base}${pathname}`, { redirect: "manual", headers });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-owner-http-"));
    server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: "" });
    // The server has seeded the guide: the owner's registration of one of its places.
    const database = new SQLite(dbFile());
    database
      .prepare(
        `insert into business_submissions (business_name, category, actual_category, business_info,
           contact_email, status, business_slug) values (?, ?, '', ?, ?, 'approved', ?)`,
      )
      .run("Malmö Opera", "Musik & Teater", "Opera.", OWNER, "malmo-opera");
    database.close();
  }, 60_000);

  // Each test sees only the sign-in mails it asked for.
  beforeEach(() => {
    const database = new SQLite(dbFile());
    database.prepare("delete from mail_outbox where kind = 'owner-sign-in'").run();
    database.close();
  });

  /** The token of the newest sign-in link mailed to the owner. */
  const latestToken = () => {
    const database = new SQLite(dbFile(), { readonly: true });
    const mail = database
      .prepare(
        "select text_body from mail_outbox where kind = 'owner-sign-in' and recipient = ? order by id desc",
      )
      .get(OWNER) as { text_body: string } | undefined;
    database.close();
    return LINK.exec(mail?.text_body ?? "")?.[1] ?? "";
  };

  /** Asks for a link as the owner does and returns its token. */
  const requestLink = async () => {
    expect((await post("/foretagare", { email: OWNER })).status).toBe(200);
    return latestToken();
  };

  /** Signs the owner in with a fresh link; returns the session cookie. */
  const signIn = async () => {
    const token = await requestLink();
    const signedIn = await post(`/foretagare/logga-in?token=${token}`, { token });
    expect(signedIn.status).toBe(302);
    return (signedIn.headers.get("set-cookie") ?? "").split(";")[0] as string;
  };

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers a known and an unknown address alike, and mails the known one a link", async () => {
    const known = await post("/foretagare", { email: OWNER });
    const unknown = await post("/foretagare", { email: "okand@example.se" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [knownHtml, unknownHtml] = [await known.text(), await unknown.text()];
    expect(knownHtml).toContain(NOTICE);
    expect(unknownHtml).toContain(NOTICE);
    const database = new SQLite(dbFile(), { readonly: true });
    const mails = database
      .prepare("select recipient, text_body from mail_outbox where kind = 'owner-sign-in'")
      .all() as { recipient: string; text_body: string }[];
    database.close();
    expect(mails.map((mail) => mail.recipient)).toEqual([OWNER]);
    const token = LINK.exec(mails[0]?.text_body ?? "")?.[1] ?? "";
    expect(token).toHaveLength(43);
  });

  it("shows the link's page without using it, and signs in with a POST", async () => {
    const token = await requestLink();
    const target = `/foretagare/logga-in?token=${token}`;
    for (let i = 0; i < 2; i++) {
      const page = await get(target);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(await page.text()).toContain("Logga in");
    }
    const signedIn = await post(target, { token });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/foretagare/konto");
    const setCookie = signedIn.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^mg_owner=[A-Za-z0-9_-]{43};/);
    for (const attribute of ["Path=/foretagare", "HttpOnly", "SameSite=Lax", "Secure"])
      expect(setCookie).toContain(attribute);
    const again = await post(target, { token });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Länken är ogiltig eller har redan använts.");
  });

  it("shows the owner's business on a personal page that is never cached", async () => {
    const cookie = await signIn();
    for (let i = 0; i < 2; i++) {
      const page = await get("/foretagare/konto", { cookie: `mg_visit=1; ${cookie}` });
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(page.headers.get("x-page-cache")).toBeNull();
      const html = await page.text();
      expect(html).toContain("Malmö Opera");
      expect(html).toContain("Publicerad");
      expect(html).toContain(`Inloggad som <strong class="text-ink">${OWNER}</strong>`);
    }
  });

  it("stores a suggested change and signs out", async () => {
    const cookie = await signIn();
    const sent = await post(
      "/foretagare/konto",
      { business: "malmo-opera", message: "Nya öppettider från maj." },
      { cookie },
    );
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Tack! Vi går igenom ändringarna och hör av oss.");

    const out = await post("/foretagare/logga-ut", {}, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const page = await get("/foretagare/konto", { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/foretagare");
  });
});
