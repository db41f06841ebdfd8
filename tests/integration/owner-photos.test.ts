import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { jpegWithGps, photoForm, png } from "../support/images";
import { type Module, ownerApp } from "../support/owner";
import { CAFE, SHOP, SITE } from "../support/owner-fixtures";

// Issue 38, point 2: an owner's photos, up to what the plan gives, wait for the operator
// with the rest of their changes; approval publishes them in the owner's order, and
// photos above a smaller plan's limit stay stored but hidden.

const OTHER = "annan@example.se";
const SILVER_FULL =
  "Annonspaketet Silver rymmer högst fem bilder. Ta bort en bild innan du lägger till en ny.";
const PHOTO = /^\/images\/business\/kafe-agaren\/[0-9a-f-]{36}\.(png|jpg)$/;

type Answer = Response | { data: { errors: Record<string, string> }; init: { status: number } };

describe.each(DATABASES)("owner photos (%s)", (kind) => {
  const t = ownerApp(kind);
  const pagePath = `/foretagare/foretag/${CAFE.slug}/bilder`;
  // An owner of its own per test: the owner's rate limit counts per address.
  let count = 0;
  let OWNER = "";

  beforeEach(async () => {
    OWNER = `agare${++count}@example.se`;
    await t.testDb.db.deleteFrom("business_images").execute();
    await t.registered(OWNER, CAFE.slug);
    await t.registered(OTHER, SHOP.slug);
    // Silver for the café.
    await t.subscribed(OWNER, CAFE.slug);
    const { bumpContentVersion } = await import("~/.server/db/content-version");
    await bumpContentVersion(t.testDb.db);
  });

  const cookieOf = async (email: string) =>
    `__Secure-mg_owner=${await t.auth.createOwnerSession(t.testDb.db, email)}`;

  async function call(email: string | null, body?: BodyInit): Promise<Answer> {
    const route = (await import("~/routes/foretagare/foretag/$slug/bilder")) as unknown as Module;
    return (await t.asOwner(route, email, pagePath, { slug: CAFE.slug }, body)) as Answer;
  }

  const statusOf = t.statusOf;

  const upload = async (email: string, alt: string, bytes?: Buffer) =>
    call(email, await photoForm("bild-lagg-till", alt, bytes));

  const change = (intent: string, imageId: number) =>
    call(OWNER, new URLSearchParams({ intent, imageId: String(imageId) }));

  /**
   * A photo: from the public route without `email`, else from the owner's area as that
   * signed-in owner (where the owner's session cookie is sent).
   */
  async function serve(src: string, email?: string): Promise<Response> {
    const route = email
      ? await import("~/routes/foretagare/foretag/$slug/bilder/$file")
      : await import("~/routes/images/business/$slug/$file");
    const file = path.posix.basename(src);
    try {
      return (await route.loader({
        request: new Request(`${SITE}${email ? `${pagePath}/${file}` : src}`, {
          headers: email ? { cookie: await cookieOf(email) } : {},
        }),
        params: { slug: CAFE.slug, file },
        context: { database: await appDatabase(), ...t.context() },
      } as never)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      return new Response(null, { status: statusOf(thrown) });
    }
  }

  const rows = () =>
    t.testDb.db
      .selectFrom("business_images")
      .select(["id", "path", "alt", "status", "position"])
      .where("business_slug", "=", CAFE.slug)
      .orderBy("id")
      .execute();

  async function publicGallery() {
    const { shownGallery } = await import("~/.server/places/gallery");
    const { contentOf } = await import("~/.server/snapshot/content");
    const { plansAt } = await import("~/lib/plans/effects");
    const plan = plansAt((await contentOf(t.testDb.db)).subscriptions, new Date()).get(CAFE.slug);
    return shownGallery(t.testDb.db, CAFE.slug, plan, false);
  }

  async function pendingId() {
    const { pendingProposal } = await import("~/.server/owner/proposals");
    const waiting = await pendingProposal(t.testDb.db, CAFE.slug);
    if (!waiting) throw new Error("nothing waits");
    return waiting;
  }

  it("takes five photos on Silver, refuses the sixth, and shows none before approval", async () => {
    // The first one from a phone camera: with GPS and camera data.
    const first = await upload(OWNER, "Uteserveringen i solen", await jpegWithGps());
    expect(statusOf(first)).toBe(303);
    expect((first as Response).headers.get("location")).toBe(`${pagePath}?bild=tillagd#bilder`);
    for (let index = 2; index <= 5; index++)
      expect(statusOf(await upload(OWNER, `Bild ${index}`))).toBe(303);
    const stored = await rows();
    expect(stored.map((row) => [row.alt, row.status])).toEqual([
      ["Uteserveringen i solen", "proposed"],
      ["Bild 2", "proposed"],
      ["Bild 3", "proposed"],
      ["Bild 4", "proposed"],
      ["Bild 5", "proposed"],
    ]);
    for (const row of stored) expect(row.path).toMatch(PHOTO);

    // The sixth is refused in Swedish and nothing more is stored.
    const sixth = await upload(OWNER, "En bild för mycket");
    expect(statusOf(sixth)).toBe(400);
    expect((sixth as { data: { errors: Record<string, string> } }).data.errors.image).toBe(
      SILVER_FULL,
    );
    expect(await rows()).toEqual(stored);

    // Stored without location or camera data.
    const { imageStore } = await import("~/.server/services");
    const photo = await imageStore.get(path.posix.basename(stored[0]?.path ?? ""));
    if (!photo) throw new Error("the first photo is not stored");
    const bytes = Buffer.from(await new Response(photo.body as BodyInit).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();

    // Waiting: the public page shows nothing; the photo is the owner's and the operator's.
    expect(await publicGallery()).toEqual([]);
    const src = stored[0]?.path ?? "";
    expect((await serve(src)).status).toBe(404);
    expect((await serve(src, OTHER)).status).toBe(403);
    const mine = await serve(src, OWNER);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const page = (await call(OWNER)) as unknown as {
      gallery: { photos: { alt: string; proposed: boolean }[]; full: string | null };
      countText: string;
    };
    expect(page.gallery.photos).toHaveLength(5);
    expect(page.gallery.photos.every((item) => item.proposed)).toBe(true);
    expect(page.gallery.full).toBe(SILVER_FULL);
    expect(page.countText).toBe("5 av fem bilder används.");
  });

  it("publishes the approved photos in the owner's order; a rejection deletes the uploads", async () => {
    const { decideProposal } = await import("~/.server/owner/proposal-decisions");
    for (const alt of ["Första", "Andra", "Tredje"]) await upload(OWNER, alt);
    const [first, second, third] = await rows();
    if (!first || !second || !third) throw new Error("not stored");
    // Moved and removed before review: the list the owner wants.
    expect(statusOf(await change("bild-upp", third.id))).toBe(303);
    expect(statusOf(await change("bild-ta-bort", second.id))).toBe(303);
    // The removed upload is gone for good, file and all.
    expect((await rows()).map((row) => row.alt)).toEqual(["Första", "Tredje"]);
    expect((await serve(second.path, OWNER)).status).toBe(404);

    const waiting = await pendingId();
    expect(
      await decideProposal(t.testDb.db, t.operator, waiting.id, ["photos"], "", Date.now()),
    ).toEqual({ ok: true, status: "approved" });
    expect(await publicGallery()).toEqual([
      { src: first.path, alt: "Första" },
      { src: third.path, alt: "Tredje" },
    ]);
    const served = await serve(first.path);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=86400");

    // Next: one more upload and a removal of a published photo, rejected together.
    await upload(OWNER, "Fjärde");
    await change("bild-ta-bort", first.id);
    const fourth = (await rows()).find((row) => row.alt === "Fjärde");
    if (!fourth) throw new Error("not stored");
    const next = await pendingId();
    expect(
      await decideProposal(t.testDb.db, t.operator, next.id, [], "Bilden är suddig.", Date.now()),
    ).toEqual({ ok: true, status: "rejected" });
    // Nothing changed in public; the rejected upload is deleted, row and file.
    expect(await publicGallery()).toEqual([
      { src: first.path, alt: "Första" },
      { src: third.path, alt: "Tredje" },
    ]);
    expect((await rows()).map((row) => row.alt)).toEqual(["Första", "Tredje"]);
    expect((await serve(fourth.path, OWNER)).status).toBe(404);
  });

  it("keeps a photo the operator published after the owner's list was sent, after the owner's photos", async () => {
    const { decideProposal } = await import("~/.server/owner/proposal-decisions");
    await upload(OWNER, "Ägarens bild");
    const waiting = await pendingId();
    // The operator adds one meanwhile (as the admin's gallery form stores it).
    const operatorSrc = `/images/business/${CAFE.slug}/00000000-0000-4000-8000-000000000001.png`;
    await t.testDb.db
      .insertInto("business_images")
      .values({
        business_slug: CAFE.slug,
        position: 0,
        path: operatorSrc,
        alt: "Redaktionens bild",
        created_at: waiting.updatedAt + 1,
      })
      .execute();
    // The review says it stays rather than show it as removed.
    const review = await import("~/routes/admin/andringar/$id");
    const loaded = (await review.loader({
      request: new Request(`${SITE}/admin/andringar/${waiting.id}`),
      params: { id: String(waiting.id) },
      context: { database: await appDatabase(), operator: t.operator, ...t.context() },
    } as never)) as { keptPhotos: { src: string; alt: string }[] };
    expect(loaded.keptPhotos.map((photo) => [photo.src, photo.alt])).toEqual([
      [operatorSrc, "Redaktionens bild"],
    ]);
    expect(
      await decideProposal(t.testDb.db, t.operator, waiting.id, ["photos"], "", Date.now()),
    ).toEqual({ ok: true, status: "approved" });
    expect((await publicGallery()).map((photo) => photo.alt)).toEqual([
      "Ägarens bild",
      "Redaktionens bild",
    ]);
  });

  it("hides photos above a smaller plan's limit, keeps them, and the owner chooses which show", async () => {
    const { decideProposal } = await import("~/.server/owner/proposal-decisions");
    for (const alt of ["Ett", "Två", "Tre"]) await upload(OWNER, alt);
    await decideProposal(t.testDb.db, t.operator, (await pendingId()).id, ["photos"], "");
    // The plan ends: one image, and no main image, so the first photo shows.
    await t.testDb.db.deleteFrom("subscriptions").execute();
    const { bumpContentVersion } = await import("~/.server/db/content-version");
    await bumpContentVersion(t.testDb.db);
    expect((await publicGallery()).map((photo) => photo.alt)).toEqual(["Ett"]);
    const page = (await call(OWNER)) as unknown as {
      gallery: { photos: { alt: string; shown: boolean }[] };
    };
    expect(page.gallery.photos.map((photo) => [photo.alt, photo.shown])).toEqual([
      ["Ett", true],
      ["Två", false],
      ["Tre", false],
    ]);
    // All three stay stored.
    expect((await rows()).map((row) => row.status)).toEqual([
      "published",
      "published",
      "published",
    ]);
  });

  it("takes the same upload sent twice once", async () => {
    const bytes = await png(40, 30);
    expect(statusOf(await upload(OWNER, "Entrén från gatan", bytes))).toBe(303);
    expect(statusOf(await upload(OWNER, "Entrén från gatan", bytes))).toBe(303);
    expect((await rows()).map((row) => row.alt)).toEqual(["Entrén från gatan"]);
    const { imageStore } = await import("~/.server/services");
    const [row] = await rows();
    expect(await imageStore.get(path.posix.basename(row?.path ?? ""))).toBeDefined();
  });

  it("gives another owner 403 for the page and every change, and stores nothing", async () => {
    await upload(OWNER, "Min bild");
    const before = await rows();
    const [photo] = before;
    if (!photo) throw new Error("not stored");
    expect(statusOf(await call(OTHER))).toBe(403);
    expect(statusOf(await upload(OTHER, "Främmande bild"))).toBe(403);
    for (const intent of ["bild-ta-bort", "bild-upp", "bild-ner"])
      expect(
        statusOf(await call(OTHER, new URLSearchParams({ intent, imageId: String(photo.id) }))),
      ).toBe(403);
    expect(await rows()).toEqual(before);
    // Not signed in: to the sign-in page.
    const anonymous = (await call(null)) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/foretagare");
  });

  it("answers a wrong type and a missing alt text in Swedish, storing nothing", async () => {
    const notImage = await upload(OWNER, "Inte en bild", Buffer.from("hej hej"));
    expect(statusOf(notImage)).toBe(400);
    const noAlt = await upload(OWNER, "  ");
    expect(statusOf(noAlt)).toBe(400);
    expect((noAlt as { data: { errors: Record<string, string> } }).data.errors.alt).toBe(
      "Skriv en bildtext som beskriver vad bilden visar.",
    );
    const json = await call(
      OWNER,
      new Blob([JSON.stringify({ intent: "bild-lagg-till" })], { type: "application/json" }),
    );
    expect(statusOf(json)).toBe(415);
    expect(await rows()).toEqual([]);
  });
});
