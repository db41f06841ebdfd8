import { createHash, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { until } from "../../scripts/cluster/cluster.js";
import { CAFE } from "../support/cafe";
import { type Cluster, clusterForFile, newClient, postForm, signUp } from "../support/cluster";
import { png } from "../support/images";

// Three app processes behind nginx (deploy/nginx.conf) on one PostgreSQL database, one
// Redis, one S3-protocol bucket (s3rver) and one SMTP server: what one process does,
// every process shows. Each process is also asked directly, past nginx.

const EMAIL = "redaktion@example.se";
const PASSWORD = "ett långt lösenord 42";
const LIMIT = 20;

const t = clusterForFile({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });

/** A form post to a process (or nginx) from the site's own origin, as the admin area wants. */
const post = (base: string, path: string, body: FormData | URLSearchParams, cookie = "") =>
  fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: t.cluster.publicUrl, cookie },
    body,
  });

/** App process `index`, asked directly (past nginx). */
const app = (index: number) => t.cluster.apps[index] as Cluster["apps"][number];

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0];

/** The first operator, set up through nginx; a session of its own signed in on process 0. */
async function operatorSession(): Promise<string> {
  const signIn = () =>
    post(app(0).base, "/admin/logga-in", new URLSearchParams({ email: EMAIL, password: PASSWORD }));
  let response = await signIn();
  if (response.status !== 302) {
    const setup = await post(
      t.cluster.base,
      await t.cluster.setupPath(),
      new URLSearchParams({ email: EMAIL, password: PASSWORD, confirm: PASSWORD }),
    );
    expect(setup.status).toBe(302);
    response = await signIn();
  }
  expect(response.status).toBe(302);
  return cookieOf(response) as string;
}

/**
 * The cookie of a signed-in owner session (in the database, as the sign-in link makes
 * one) of a new address, assigned as an owner of `slug` by the operator (null: of none).
 */
async function ownerSession(slug: string | null): Promise<string> {
  const email = `agare-${randomUUID().slice(0, 8)}@example.se`;
  const token = randomBytes(32).toString("base64url");
  const db = new pg.Client({ connectionString: t.cluster.databaseUrl });
  await db.connect();
  try {
    if (slug)
      await db.query(
        "insert into business_owners (business_slug, email, source, created_by, created_at) values ($1, $2, 'operator', $3, $4)",
        [slug, email, EMAIL, Date.now()],
      );
    await db.query(
      "insert into owner_sessions (token_hash, email, created_at, last_seen_at) values ($1, $2, $3, $3)",
      [createHash("sha256").update(token).digest("hex"), email, Date.now()],
    );
  } finally {
    await db.end();
  }
  const name = t.cluster.publicUrl.startsWith("https:") ? "__Secure-mg_owner" : "mg_owner";
  return `${name}=${token}`;
}

function placeForm(fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (image) form.set("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "a.png");
  else form.set("image", new Blob([]), "");
  return form;
}

describe("three processes behind nginx", () => {
  it("each process's /healthz reports its database, Redis, bucket and content version feed", async () => {
    const pids = new Set<number>();
    for (const app of t.cluster.apps) {
      const response = await fetch(`${app.base}/healthz`);
      expect(response.status).toBe(200);
      const health = await response.json();
      expect(health).toMatchObject({
        status: "ok",
        database: "postgres",
        uploads: "s3",
        rateLimits: "shared",
        checks: { database: "ok", uploads: "ok", redis: "ok", contentVersion: "listening" },
      });
      pids.add(health.process);
    }
    expect(pids.size).toBe(3);
    // Through nginx as well; fingerprinted assets come from nginx itself, cached for good.
    expect((await fetch(`${t.cluster.base}/healthz`)).status).toBe(200);
    const home = await (await fetch(`${t.cluster.base}/`)).text();
    const asset = /\/assets\/[\w.-]+\.css/.exec(home)?.[0];
    expect(asset).toBeDefined();
    const cached = await fetch(`${t.cluster.base}${asset}`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a session made on one process works on the others", async () => {
    const cookie = await operatorSession();
    for (const app of t.cluster.apps) {
      const page = await fetch(`${app.base}/admin`, { headers: { cookie }, redirect: "manual" });
      expect(page.status, `process ${app.index}`).toBe(200);
    }
    const stranger = await fetch(`${app(2).base}/admin`, { redirect: "manual" });
    expect(stranger.status).toBe(303);
  });

  it("an operator's edit on one process shows on every process within a second, and its photo is served by all", async () => {
    const cookie = await operatorSession();
    const name = `Kafé Klustret ${randomUUID().slice(0, 8)}`;
    const image = await png(64, 48);
    const created = await post(
      app(0).base,
      "/admin/foretag/nytt",
      placeForm({ ...CAFE, name }, image),
      cookie,
    );
    expect(created.status).toBe(302);
    const slug = /^\/admin\/foretag\/([a-z0-9-]+)\?skapat=1$/.exec(
      created.headers.get("location") ?? "",
    )?.[1] as string;
    expect(slug).toBeTruthy();

    // Every process renders (and caches) the page before the edit.
    let photo = "";
    for (const app of t.cluster.apps) {
      const page = await (await fetch(`${app.base}/business/${slug}`)).text();
      expect(page).toContain(CAFE.description);
      photo = /\/images\/business\/[a-z0-9-]+\/[0-9a-f-]{36}\.png/.exec(page)?.[0] ?? "";
      expect(photo, `process ${app.index}`).toBeTruthy();
    }
    for (const app of t.cluster.apps) {
      const served = await fetch(`${app.base}${photo}`);
      expect(served.status, `photo on process ${app.index}`).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }

    const description = `Nytt sedan ${randomUUID()}: öppet även på söndagar.`;
    const edited = await post(
      app(1).base,
      `/admin/foretag/${slug}`,
      placeForm({ ...CAFE, name, description }),
      cookie,
    );
    expect(edited.status).toBe(302);
    const savedAt = Date.now();
    const seen = await Promise.all(
      t.cluster.apps.map((app) =>
        until(
          async () =>
            (await (await fetch(`${app.base}/business/${slug}`)).text()).includes(description) &&
            Date.now() - savedAt,
          1000,
          `the edit on process ${app.index}`,
        ),
      ),
    );
    for (const ms of seen) expect(ms).toBeLessThanOrEqual(1000);
  });

  it("an owner's change and photo sent on one process wait, another owner is refused on any, and the operator's approval on a third shows everywhere", async () => {
    const cookie = await operatorSession();
    const name = `Kafé Ägarna ${randomUUID().slice(0, 8)}`;
    const created = await post(
      app(0).base,
      "/admin/foretag/nytt",
      placeForm({ ...CAFE, name }),
      cookie,
    );
    const slug = /^\/admin\/foretag\/([a-z0-9-]+)\?skapat=1$/.exec(
      created.headers.get("location") ?? "",
    )?.[1] as string;
    expect(slug).toBeTruthy();
    // An owner the operator assigned, and a stranger, each signed in (sessions in the database).
    const sessions = {
      owner: await ownerSession(slug),
      stranger: await ownerSession(null),
    };
    const ownerCookie = (who: "owner" | "stranger") => sessions[who];
    const editor = `/foretagare/foretag/${slug}`;
    const phone = "040-98 76 54";
    // The editor's form as the owner sends it: the place's values, a new phone number.
    const details = new URLSearchParams({
      section: "uppgifter",
      summary: `${CAFE.description.split(". ")[0]}.`,
      description: CAFE.description,
      longDescription: CAFE.longDescription,
      phone,
      email: CAFE.email,
      website: CAFE.website,
      bookingLabel: "",
      bookingUrl: "",
    });
    const sent = await post(app(0).base, editor, details, ownerCookie("owner"));
    expect(sent.status).toBe(303);
    const photo = new FormData();
    photo.set("intent", "bild-lagg-till");
    photo.set("alt", "Uteserveringen");
    photo.set(
      "image",
      new Blob([new Uint8Array(await png(64, 48))], { type: "image/png" }),
      "u.png",
    );
    expect((await post(app(1).base, `${editor}/bilder`, photo, ownerCookie("owner"))).status).toBe(
      303,
    );
    // Another owner: refused on every process, for the page, the change and the photos.
    for (const app of t.cluster.apps) {
      const page = await fetch(`${app.base}${editor}`, {
        headers: { cookie: ownerCookie("stranger") },
        redirect: "manual",
      });
      expect(page.status, `page on process ${app.index}`).toBe(403);
      const change = await post(app.base, editor, details, ownerCookie("stranger"));
      expect(change.status, `change on process ${app.index}`).toBe(403);
    }
    // Waiting, seen on a third process; the photo is the owner's, from the shared bucket.
    const waiting = await (
      await fetch(`${app(2).base}${editor}`, { headers: { cookie: ownerCookie("owner") } })
    ).text();
    expect(waiting).toContain("Väntar på granskning");
    const thumbnail = new RegExp(`${editor}/bilder/[0-9a-f-]{36}\\.png`).exec(waiting)?.[0];
    expect(thumbnail).toBeTruthy();
    const served = await fetch(`${app(2).base}${thumbnail}`, {
      headers: { cookie: ownerCookie("owner") },
    });
    expect(served.status).toBe(200);
    expect((await fetch(`${t.cluster.base}/business/${slug}`)).status).toBe(200);
    expect(await (await fetch(`${app(1).base}/business/${slug}`)).text()).not.toContain(phone);

    const start = await (await fetch(`${app(1).base}/admin`, { headers: { cookie } })).text();
    const review = /\/admin\/andringar\/(\d+)/.exec(start)?.[0];
    expect(review).toBeTruthy();
    const approved = await post(
      app(2).base,
      review as string,
      new URLSearchParams({ intent: "approve", "godkann-phone": "on", "godkann-photos": "on" }),
      cookie,
    );
    expect(approved.status).toBe(302);
    for (const app of t.cluster.apps)
      await until(
        async () => (await (await fetch(`${app.base}/business/${slug}`)).text()).includes(phone),
        1000,
        `the approved phone on process ${app.index}`,
      );
    const page = await (await fetch(`${app(0).base}/business/${slug}`)).text();
    expect(page).toContain('alt="Uteserveringen"');
  });

  it("a review sent on one process, confirmed on another and published on a third shows everywhere, and so does its owner's reply", async () => {
    const cookie = await operatorSession();
    const email = `recensent-${randomUUID().slice(0, 8)}@example.se`;
    const text = `Tre processer och en föreställning, besök ${randomUUID().slice(0, 8)}.`;
    const sent = await postForm(`${app(0).base}/business/malmo-opera/omdome`, {
      rating: "4",
      body: text,
      name: "Klustret",
      email,
    });
    expect(sent.status).toBe(200);
    await until(
      () => t.smtp.received.some((mail) => mail.to.includes(email)),
      10_000,
      "the confirmation mail",
    );
    const mail = t.smtp.received.find((m) => m.to.includes(email));
    const token = /\/omdome\/bekrafta\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    const confirmed = await postForm(`${app(1).base}/omdome/bekrafta`, {
      token: token as string,
    });
    expect(confirmed.status).toBe(200);
    const start = await (await fetch(`${app(0).base}/admin`, { headers: { cookie } })).text();
    const review = /\/admin\/omdomen\/(\d+)/.exec(start)?.[0] as string;
    expect(review).toBeTruthy();
    const published = await post(
      app(2).base,
      review,
      new URLSearchParams({ intent: "approve" }),
      cookie,
    );
    expect(published.status).toBe(302);
    for (const app of t.cluster.apps)
      await until(
        async () => (await (await fetch(`${app.base}/business/malmo-opera`)).text()).includes(text),
        1000,
        `the published review on process ${app.index}`,
      );

    // The place's owner answers on one process; approved on another, it shows everywhere.
    const owner = await ownerSession("malmo-opera");
    const reply = `Tack för besöket, ${randomUUID().slice(0, 8)}!`;
    const id = review.split("/").at(-1) as string;
    const answered = await post(
      app(1).base,
      "/foretagare/foretag/malmo-opera/omdomen",
      new URLSearchParams({ review: id, body: reply }),
      owner,
    );
    expect(answered.status).toBe(303);
    expect(await (await fetch(`${app(0).base}/business/malmo-opera`)).text()).not.toContain(reply);
    const approved = await post(
      app(0).base,
      review,
      new URLSearchParams({ intent: "approve-reply" }),
      cookie,
    );
    expect(approved.status).toBe(302);
    for (const app of t.cluster.apps)
      await until(
        async () =>
          (await (await fetch(`${app.base}/business/malmo-opera`)).text()).includes(reply),
        1000,
        `the reply on process ${app.index}`,
      );
  });

  it("rate limits are shared: one client's posts spread over the processes meet one limit", async () => {
    const from = newClient();
    const statuses: number[] = [];
    let refused = "";
    // Half the minute's limit applies within 10 s; the processes take turns (round robin).
    for (let attempt = 0; attempt < LIMIT / 2 + 3; attempt++) {
      const answer = await signUp(
        t.cluster.base,
        `delad-${attempt}-${randomUUID()}@example.se`,
        from,
      );
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer.text;
    }
    expect(statuses.slice(0, LIMIT / 2)).toEqual(Array(LIMIT / 2).fill(200));
    expect(statuses.slice(LIMIT / 2)).toEqual([429, 429, 429]);
    expect(refused).toContain("För många försök");
  });

  it("the outbox delivers each message once, with every process running its mail worker", async () => {
    const emails = Array.from(
      { length: 30 },
      (_, index) => `once-${index}-${randomUUID()}@example.se`,
    );
    const answers = await Promise.all(emails.map((email) => signUp(t.cluster.base, email)));
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 200));
    const mine = () => t.smtp.received.filter((mail) => emails.includes(mail.to[0] ?? ""));
    await until(() => mine().length >= emails.length, 20_000, "every confirmation mail");
    // Once the outbox has nothing left to send, nothing more can arrive for these.
    const db = new pg.Client({ connectionString: t.cluster.databaseUrl });
    await db.connect();
    try {
      await until(
        async () =>
          (
            await db.query(
              "select count(*)::int as n from mail_outbox where recipient = any($1) and status <> 'sent'",
              [emails],
            )
          ).rows[0].n === 0,
        10_000,
        "the outbox sent",
      );
    } finally {
      await db.end();
    }
    const perRecipient = new Map<string, number>();
    for (const mail of mine())
      perRecipient.set(mail.to[0] ?? "", (perRecipient.get(mail.to[0] ?? "") ?? 0) + 1);
    expect([...perRecipient.values()]).toEqual(emails.map(() => 1));
    expect(perRecipient.size).toBe(emails.length);
  });
});
