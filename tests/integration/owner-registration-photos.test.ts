import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { jpegWithGps, photoForm } from "../support/images";
import { type Module, ownerApp } from "../support/owner";
import { SITE } from "../support/owner-fixtures";

// Issue 38, point 5: after buying a plan, the registrant of a registration that still
// waits adds its photos on /foretagare/registrering/<id>/bilder, up to what the bought
// plan gives; the operator sees them with the registration, and approval publishes them
// as the new place's gallery in the registrant's order.

const OTHER = "annan@example.se";
const SILVER_FULL =
  "Annonspaketet Silver rymmer högst fem bilder. Ta bort en bild innan du lägger till en ny.";
const FREE_FULL = "Det ingår en bild. Fler bilder ingår i annonspaketen Silver och Guld.";
const STORED = /^[0-9a-f-]{36}\.(png|jpg)$/;

type Answer = Response | { data: { errors: Record<string, string> }; init: { status: number } };
interface Page {
  gallery: { photos: { id: number; src: string; alt: string }[]; full: string | null };
  countText: string;
}

describe.each(DATABASES)("a waiting registration's photos (%s)", (kind) => {
  const t = ownerApp(kind);
  // A registrant of their own per test: the owner's rate limit counts per address.
  let count = 0;
  let OWNER = "";
  let id = 0;

  beforeEach(async () => {
    OWNER = `registrant${++count}@example.se`;
    await t.registered(OWNER, `ny-plats-${count}`, "new");
    const row = await t.testDb.db
      .selectFrom("business_submissions")
      .select("id")
      .where("contact_email", "=", OWNER)
      .executeTakeFirstOrThrow();
    id = row.id;
  });

  const pagePath = () => `/foretagare/registrering/${id}/bilder`;

  async function call(email: string | null, body?: BodyInit): Promise<Answer> {
    const route = (await import(
      "~/routes/foretagare/registrering/$id/bilder"
    )) as unknown as Module;
    return (await t.asOwner(route, email, pagePath(), { id: String(id) }, body)) as Answer;
  }

  const statusOf = t.statusOf;

  const upload = async (email: string, alt: string, bytes?: Buffer) =>
    call(email, await photoForm("bild-lagg-till", alt, bytes));

  const change = (intent: string, imageId: number) =>
    call(OWNER, new URLSearchParams({ intent, imageId: String(imageId) }));

  const page = async () => (await call(OWNER)) as unknown as Page;

  /** A photo from the registrant's area as `email`, or from the operator's without it. */
  async function serve(file: string, email?: string): Promise<Response> {
    const route = email
      ? await import("~/routes/foretagare/registrering/$id/bilder/$file")
      : await import("~/routes/admin/registreringar/$id/bilder/$file");
    const cookie = email
      ? `__Secure-mg_owner=${await t.auth.createOwnerSession(t.testDb.db, email)}`
      : "";
    try {
      return (await route.loader({
        request: new Request(`${SITE}${pagePath()}/${file}`, { headers: { cookie } }),
        params: { id: String(id), file },
        context: { database: await appDatabase(), operator: t.operator, ...t.context() },
      } as never)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      return new Response(null, { status: statusOf(thrown) });
    }
  }

  const fileOf = (src: string) => path.posix.basename(src);

  it("takes five photos with a bought Silver plan, refuses a sixth, and publishes them on approval", async () => {
    await t.subscribed(OWNER, null);
    const first = await upload(OWNER, "Fasaden mot torget", await jpegWithGps());
    expect(statusOf(first)).toBe(303);
    expect((first as Response).headers.get("location")).toBe(`${pagePath()}?bild=tillagd#bilder`);
    for (const alt of ["Bild 2", "Bild 3", "Bild 4", "Bild 5"])
      expect(statusOf(await upload(OWNER, alt))).toBe(303);
    const sixth = await upload(OWNER, "En bild för mycket");
    expect(statusOf(sixth)).toBe(400);
    expect((sixth as { data: { errors: Record<string, string> } }).data.errors.image).toBe(
      SILVER_FULL,
    );
    const listed = await page();
    expect(listed.gallery.photos.map((photo) => photo.alt)).toEqual([
      "Fasaden mot torget",
      "Bild 2",
      "Bild 3",
      "Bild 4",
      "Bild 5",
    ]);
    expect(listed.gallery.full).toBe(SILVER_FULL);
    expect(listed.countText).toBe("5 av fem bilder används.");
    for (const photo of listed.gallery.photos) expect(fileOf(photo.src)).toMatch(STORED);

    // Stored without location or camera data; seen by the registrant and the operator only.
    const file = fileOf(listed.gallery.photos[0]?.src ?? "");
    const mine = await serve(file, OWNER);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const metadata = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();
    expect((await serve(file, OTHER)).status).toBe(404);
    expect((await serve(file)).status).toBe(200);
    expect((await serve("00000000-0000-4000-8000-000000000000.png")).status).toBe(404);

    // The operator's moderation page lists them from under the admin's own path.
    const { loadRegistration } = await import("~/.server/registrations/moderation");
    const loaded = await loadRegistration(t.testDb.db, id);
    expect(loaded?.registration.photos.map((photo) => photo.src)).toEqual(
      listed.gallery.photos.map(
        (photo) => `/admin/registreringar/${id}/bilder/${fileOf(photo.src)}`,
      ),
    );

    // Approval: the place's published gallery, in the registrant's order, on the Silver plan.
    const { approveRegistration } = await import("~/.server/registrations/decisions");
    const approved = await approveRegistration(t.testDb.db, t.operator, id, "fika-lunch");
    if (!approved.ok || !approved.slug)
      throw new Error(`not approved: ${JSON.stringify(approved)}`);
    const { shownGallery } = await import("~/.server/places/gallery");
    expect(await shownGallery(t.testDb.db, approved.slug, "silver", false)).toEqual(
      listed.gallery.photos.map((photo) => ({
        src: `/images/business/${approved.slug}/${fileOf(photo.src)}`,
        alt: photo.alt,
      })),
    );
    const publicRoute = await import("~/routes/images/business/$slug/$file");
    const served = (await publicRoute.loader({
      request: new Request(`${SITE}/images/business/${approved.slug}/${file}`),
      params: { slug: approved.slug, file },
      context: { database: await appDatabase(), ...t.context() },
    } as never)) as Response;
    expect(served.status).toBe(200);
    // Decided: the registrant's page for it is gone.
    expect(statusOf(await call(OWNER))).toBe(404);
  });

  it("moves and removes photos at once; a removed file is deleted", async () => {
    await t.subscribed(OWNER, null);
    for (const alt of ["Första", "Andra", "Tredje"]) await upload(OWNER, alt);
    const [first, second, third] = (await page()).gallery.photos;
    if (!first || !second || !third) throw new Error("not stored");
    expect(statusOf(await change("bild-upp", third.id))).toBe(303);
    expect(statusOf(await change("bild-ta-bort", first.id))).toBe(303);
    expect((await page()).gallery.photos.map((photo) => photo.alt)).toEqual(["Tredje", "Andra"]);
    const { imageStore } = await import("~/.server/services");
    expect(await imageStore.get(first.src)).toBeUndefined();
    expect((await serve(fileOf(first.src), OWNER)).status).toBe(404);
    // A photo already removed: a clear message, nothing changed.
    const gone = await change("bild-ta-bort", first.id);
    expect(statusOf(gone)).toBe(400);
    expect((gone as { data: { errors: Record<string, string> } }).data.errors.form).toBe(
      "Bilden finns inte längre. Listan visar bilderna som de är nu.",
    );
  });

  it("gives one photo without a plan, and takes the same upload sent twice once", async () => {
    expect(statusOf(await upload(OWNER, "Entrén"))).toBe(303);
    expect(statusOf(await upload(OWNER, "Entrén"))).toBe(303);
    expect((await page()).gallery.photos.map((photo) => photo.alt)).toEqual(["Entrén"]);
    const second = await upload(OWNER, "Lokalen");
    expect(statusOf(second)).toBe(400);
    expect((second as { data: { errors: Record<string, string> } }).data.errors.image).toBe(
      FREE_FULL,
    );
  });

  it("is the registrant's only, and only while the registration waits", async () => {
    await t.subscribed(OWNER, null);
    await t.registered(OTHER, "annan-plats", "new");
    expect(statusOf(await call(OTHER))).toBe(404);
    expect(statusOf(await upload(OTHER, "Inte min"))).toBe(404);
    expect(statusOf(await call(null))).toBe(302);
    await t.testDb.db
      .updateTable("business_submissions")
      .set({ status: "rejected" })
      .where("id", "=", id)
      .execute();
    expect(statusOf(await upload(OWNER, "För sent"))).toBe(404);
    const row = await t.testDb.db
      .selectFrom("business_submissions")
      .select("photos")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.photos).toBeNull();
  });
});
