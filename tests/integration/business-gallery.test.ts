import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { loadBusiness } from "~/.server/content/admin-businesses";
import { bumpContentVersion, contentVersion } from "~/.server/content/content";
import { bool } from "~/.server/db/db";
import { businesses, grandFitness } from "~/.server/db/seed/businesses";
import { BusinessGallery } from "~/components/business-gallery";
import { findPlan, type PlanId } from "~/content/plans";
import { IMAGE_MESSAGES } from "~/lib/forms";
import { imageLimit } from "~/lib/plan-effects";
import { type ActionAnswer, actionAnswer } from "../support/actions";
import { DATABASES } from "../support/databases";
import { png } from "../support/images";
import { storedImageFiles, type TestApp, tempImageFiles, withTestApp } from "../support/test-app";
import { createTestOperator, type TestDatabase } from "../support/test-database";

type Module = {
  action?: (args: never) => Promise<unknown>;
  loader: (args: never) => Promise<unknown>;
};
type Refused = {
  form: "business" | "gallery" | "owners";
  errors: Record<string, string>;
  values: Record<string, string>;
};
type Answer = ActionAnswer<Refused>;

interface PageData {
  kind: "gym" | "standard";
  gallery: { src: string; alt: string }[];
  business: { id: string; imageUrl?: string };
}

interface EditPage {
  gallery: {
    images: { id: number; src: string; alt: string }[];
    planName: string | null;
    limit: number;
    count: number;
    full: string | null;
  };
}

/** A gallery image is served from the business's own path (app/routes/business-photo.ts). */
const GALLERY_IMAGE =
  /^\/images\/business\/[a-z0-9-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

const SILVER_REFUSAL =
  "Annonspaketet Silver rymmer högst fem bilder. Ta bort en bild innan du lägger till en ny.";
const NO_PLAN_REFUSAL = "Fler bilder ingår i annonspaketen Silver och Guld.";

/** Seeded businesses with a page and a main image of their own, without a profile. */
const withImage = businesses.filter(
  (business) => business.imageUrl && business.id !== grandFitness.id,
);
function seeded(index: number) {
  const business = withImage[index];
  if (!business) throw new Error("the seed has too few businesses with an image");
  return business;
}
const SILVER = seeded(0);
const PLAIN = seeded(1);
const GOLD = seeded(2);

/**
 * The business gallery (issue 11, Silver and Guld): the edit page's "Bilder" forms
 * called with real requests against a real database and image store, the photo route,
 * and what the public business page's loader and gallery show as plans start and end.
 */
describe.each(DATABASES)("business gallery (%s)", (kind) => {
  let testDb: TestDatabase;
  let app: TestApp;
  let edit: Module;
  let page: Module;
  let photo: Module;
  let operator: Operator;
  let subscription = 0;

  // Each test gets a database and the app's routes of its own: the gallery's limits and
  // plans make every test depend on which images and plans the others left behind.
  const env = { UPLOAD_DIR: "", S3_BUCKET: "" };
  withTestApp(kind, { name: "business-gallery", seed: true, perTest: true, env }, async (made) => {
    ({ testDb, app } = made);
    operator = await createTestOperator(testDb.db);
    edit = (await import("~/routes/admin/foretag/$slug")) as unknown as Module;
    page = (await import("~/routes/business")) as unknown as Module;
    photo = (await import("~/routes/business-photo")) as unknown as Module;
  });

  const context = () => ({ operator, clientIp: "127.0.0.1", cspNonce: "" });

  async function post(slug: string, body: BodyInit): Promise<Answer> {
    const request = new Request(`http://localhost/admin/foretag/${slug}`, {
      method: "POST",
      body,
    });
    const result = await edit.action?.({ request, params: { slug }, context: context() } as never);
    return actionAnswer(result as Response | { data: Refused });
  }

  /** The add form as the browser sends it: multipart with the file and its alt text. */
  async function addImage(slug: string, alt: string, bytes?: Buffer) {
    const body = new FormData();
    body.set("intent", "gallery-add");
    body.set(
      "image",
      new Blob([new Uint8Array(bytes ?? (await png(40, 30)))], { type: "image/png" }),
      "galleri.png",
    );
    body.set("alt", alt);
    return post(slug, body);
  }

  /** A remove or move button's small form (urlencoded). */
  const change = (slug: string, intent: string, imageId: number) =>
    post(slug, new URLSearchParams({ intent, imageId: String(imageId) }));

  const editPage = async (slug: string) =>
    (await edit.loader({
      request: new Request(`http://localhost/admin/foretag/${slug}`),
      params: { slug },
      context: context(),
    } as never)) as EditPage;

  const publicPage = async (slug: string) =>
    (await page.loader({
      request: new Request(`http://localhost/business/${slug}`),
      params: { businessId: slug },
      context: {},
    } as never)) as PageData;

  const servePhoto = async (slug: string, src: string) =>
    (await photo.loader({
      request: new Request(`http://localhost${src}`),
      params: { slug, file: path.posix.basename(src) },
      context: {},
    } as never)) as Response;

  const rows = (slug: string) =>
    testDb.db
      .selectFrom("business_images")
      .select(["id", "path", "alt", "position"])
      .where("business_slug", "=", slug)
      .orderBy("position")
      .execute();

  const storedFiles = () => storedImageFiles(app.dataDir);
  const tempFiles = () => tempImageFiles(app.dataDir);

  /** A subscription linked to the business, as the webhook stores it; a new content version. */
  async function givePlan(slug: string, plan: PlanId, expiresAt: string | null = null) {
    subscription += 1;
    await testDb.db
      .insertInto("subscriptions")
      .values({
        user_id: `cus_gallery_${subscription}`,
        plan_type: plan,
        active: bool(true),
        status: "active",
        expires_at: expiresAt,
        email: null,
        stripe_subscription_id: `sub_gallery_${subscription}`,
        business_slug: slug,
        last_event_at: subscription,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await bumpContentVersion(testDb.db);
  }

  /** Stripe ends the business's subscriptions. */
  async function endPlans(slug: string) {
    await testDb.db
      .updateTable("subscriptions")
      .set({ active: bool(false), status: "canceled" })
      .where("business_slug", "=", slug)
      .execute();
    await bumpContentVersion(testDb.db);
  }

  const added = (slug: string) => ({
    kind: "redirect",
    status: 302,
    location: `/admin/foretag/${slug}?bild=tillagd#bilder`,
  });

  /** Silver for SILVER, and its gallery filled up to the plan's five images. */
  async function fillSilverGallery() {
    await givePlan(SILVER.id, "silver");
    const free = imageLimit("silver") - (SILVER.imageUrl ? 1 : 0);
    for (let index = 1; index <= free; index++) {
      const answer = await addImage(SILVER.id, `Bild ${index} från ${SILVER.name}`);
      if (answer.kind !== "redirect") throw new Error(`image ${index} was refused`);
    }
  }

  it("takes Silver's images up to five in all and refuses the sixth, storing nothing", async () => {
    const slug = SILVER.id;
    await givePlan(slug, "silver");
    // The seed's main image counts as one of the five.
    const free = imageLimit("silver") - (SILVER.imageUrl ? 1 : 0);
    for (let index = 1; index <= free; index++)
      expect(await addImage(slug, `Bild ${index} från ${SILVER.name}`)).toEqual(added(slug));

    const stored = await rows(slug);
    expect(stored.map((row) => row.alt)).toEqual(
      Array.from({ length: free }, (_, index) => `Bild ${index + 1} från ${SILVER.name}`),
    );
    for (const row of stored) {
      expect(row.path).toMatch(GALLERY_IMAGE);
      expect(row.path.startsWith(`/images/business/${slug}/`)).toBe(true);
    }
    const loaded = await editPage(slug);
    expect(loaded.gallery).toMatchObject({
      planName: findPlan("silver")?.name,
      limit: 5,
      count: 5,
      full: SILVER_REFUSAL,
    });
    const audit = (await loadBusiness(testDb.db, slug))?.audit ?? [];
    expect(audit).toHaveLength(free);
    expect(audit[0]?.changes.images).toEqual([
      stored.slice(0, -1).map((row) => row.alt),
      stored.map((row) => row.alt),
    ]);

    const filesBefore = await storedFiles();
    const versionBefore = await contentVersion(testDb.db);
    const sixth = await addImage(slug, "En bild för mycket");
    expect(sixth).toMatchObject({
      kind: "refused",
      status: 400,
      data: {
        form: "gallery",
        errors: { image: SILVER_REFUSAL },
        values: { alt: "En bild för mycket" },
      },
    });
    expect(await rows(slug)).toEqual(stored);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await tempFiles()).toEqual([]);
    expect(await contentVersion(testDb.db)).toBe(versionBefore);
    expect((await loadBusiness(testDb.db, slug))?.audit).toHaveLength(free);
  });

  it("refuses a business without Silver or Guld its second image", async () => {
    const slug = PLAIN.id;
    const versionBefore = await contentVersion(testDb.db);
    const filesBefore = await storedFiles();
    // Its main image (from the seed) is its one image.
    expect(PLAIN.imageUrl).toBeTruthy();
    expect(await addImage(slug, "Andra bilden")).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { image: NO_PLAN_REFUSAL } },
    });
    expect(await rows(slug)).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await tempFiles()).toEqual([]);
    expect(await contentVersion(testDb.db)).toBe(versionBefore);
    expect((await editPage(slug)).gallery).toMatchObject({
      planName: null,
      limit: 1,
      count: 1,
      full: NO_PLAN_REFUSAL,
    });

    // A brons plan gives one image too.
    await givePlan(slug, "brons");
    expect(await addImage(slug, "Andra bilden")).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { image: NO_PLAN_REFUSAL } },
    });
    expect(await rows(slug)).toEqual([]);
  });

  it("checks the file and the alt text like the main image", async () => {
    const slug = GOLD.id;
    await givePlan(slug, "guld");
    const versionBefore = await contentVersion(testDb.db);
    const filesBefore = await storedFiles();
    expect(await addImage(slug, "Inte en bild", Buffer.from("hej"))).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { image: IMAGE_MESSAGES.notImage } },
    });
    expect(await addImage(slug, "   ")).toMatchObject({
      kind: "refused",
      status: 400,
      data: {
        form: "gallery",
        errors: { alt: "Skriv en bildtext som beskriver vad bilden visar." },
      },
    });
    const withoutFile = new FormData();
    withoutFile.set("intent", "gallery-add");
    withoutFile.set("image", new Blob([]), "");
    withoutFile.set("alt", "Ingen fil");
    expect(await post(slug, withoutFile)).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { image: "Välj en bild att lägga till." } },
    });
    expect(await rows(slug)).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await tempFiles()).toEqual([]);
    expect(await contentVersion(testDb.db)).toBe(versionBefore);
  });

  it("moves and removes images, audited, and removes a removed image's file", async () => {
    const slug = GOLD.id;
    await fillSilverGallery();
    await givePlan(slug, "guld");
    for (const alt of ["Första", "Andra", "Tredje"])
      expect(await addImage(slug, alt)).toEqual(added(slug));
    const [first, second, third] = await rows(slug);
    if (!first || !second || !third) throw new Error("three images expected");

    expect(await change(slug, "gallery-down", first.id)).toEqual({
      kind: "redirect",
      status: 302,
      location: `/admin/foretag/${slug}?bild=flyttad#bilder`,
    });
    expect((await rows(slug)).map((row) => row.alt)).toEqual(["Andra", "Första", "Tredje"]);
    await change(slug, "gallery-up", third.id);
    expect((await rows(slug)).map((row) => row.alt)).toEqual(["Andra", "Tredje", "Första"]);

    // Moving the first image up changes nothing: no new version, no audit entry.
    const versionBefore = await contentVersion(testDb.db);
    const auditBefore = (await loadBusiness(testDb.db, slug))?.audit.length;
    expect(await change(slug, "gallery-up", second.id)).toMatchObject({ kind: "redirect" });
    expect(await contentVersion(testDb.db)).toBe(versionBefore);
    expect((await loadBusiness(testDb.db, slug))?.audit.length).toBe(auditBefore);

    const file = path.posix.basename(second.path);
    expect(await storedFiles()).toContain(file);
    expect(await change(slug, "gallery-remove", second.id)).toEqual({
      kind: "redirect",
      status: 302,
      location: `/admin/foretag/${slug}?bild=borttagen#bilder`,
    });
    expect((await rows(slug)).map((row) => [row.alt, row.position])).toEqual([
      ["Tredje", 0],
      ["Första", 1],
    ]);
    expect(await storedFiles()).not.toContain(file);
    expect(await contentVersion(testDb.db)).toBeGreaterThan(versionBefore);
    const [latest] = (await loadBusiness(testDb.db, slug))?.audit ?? [];
    expect(latest?.changes).toEqual({
      images: [
        ["Andra", "Tredje", "Första"],
        ["Tredje", "Första"],
      ],
    });

    // Another image of the business (or none) cannot be removed twice.
    expect(await change(slug, "gallery-remove", second.id)).toMatchObject({
      kind: "refused",
      status: 400,
      data: { form: "gallery", errors: { form: expect.stringContaining("finns inte") } },
    });
    const [otherImage] = await rows(SILVER.id);
    expect(await change(slug, "gallery-remove", otherImage?.id ?? 0)).toMatchObject({
      kind: "refused",
      status: 400,
    });
    expect(await rows(SILVER.id)).toHaveLength(imageLimit("silver") - 1);
  });

  it("serves gallery files of a published business only, and nothing else", async () => {
    await fillSilverGallery();
    const [image] = await rows(SILVER.id);
    if (!image) throw new Error("a gallery image expected");
    const served = await servePhoto(SILVER.id, image.path);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // Not under another business's path, and no other stored file.
    expect((await servePhoto(GOLD.id, image.path)).status).toBe(404);
    const removedFile = `/images/business/${SILVER.id}/00000000-0000-4000-8000-000000000000.png`;
    expect((await servePhoto(SILVER.id, removedFile)).status).toBe(404);

    // Hidden: its gallery is not served at all.
    await testDb.db
      .updateTable("businesses")
      .set({ status: "hidden" })
      .where("slug", "=", SILVER.id)
      .execute();
    try {
      const hidden = await servePhoto(SILVER.id, image.path);
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).toBe("Bilden finns inte.");
    } finally {
      await testDb.db
        .updateTable("businesses")
        .set({ status: "published" })
        .where("slug", "=", SILVER.id)
        .execute();
    }
    expect((await servePhoto(SILVER.id, image.path)).status).toBe(200);
  });

  it("shows the gallery on the public page only while the plan is Silver or Guld", async () => {
    const slug = SILVER.id;
    await fillSilverGallery();
    const stored = await rows(slug);
    const shown = await publicPage(slug);
    expect(shown.kind).toBe("standard");
    expect(shown.business.imageUrl).toBe(SILVER.imageUrl);
    expect(shown.gallery).toEqual(stored.map((row) => ({ src: row.path, alt: row.alt })));

    const html = renderToStaticMarkup(createElement(BusinessGallery, { images: shown.gallery }));
    expect(html).toContain('<section aria-labelledby="bilder"');
    expect(html).toContain('<h2 id="bilder"');
    expect(html).toContain(">Bilder</h2>");
    for (const row of stored) {
      expect(html).toContain(`src="${row.path}"`);
      expect(html).toContain(`alt="${row.alt}"`);
    }
    expect(html.match(/loading="lazy"/g)).toHaveLength(stored.length);
    expect(html.match(/width="800" height="600"/g)).toHaveLength(stored.length);
    expect(renderToStaticMarkup(createElement(BusinessGallery, { images: [] }))).toBe("");

    // The plan ends: only the main image; the gallery stays stored.
    await endPlans(slug);
    const ended = await publicPage(slug);
    expect(ended.gallery).toEqual([]);
    expect(ended.business.imageUrl).toBe(SILVER.imageUrl);
    expect(await rows(slug)).toEqual(stored);
    expect((await editPage(slug)).gallery).toMatchObject({ planName: null, limit: 1, count: 5 });

    // A period that ran out ends it by the clock alone.
    await givePlan(slug, "silver", "2020-01-31T00:00:00.000Z");
    expect((await publicPage(slug)).gallery).toEqual([]);

    // Guld brings it back as it was.
    await givePlan(slug, "guld");
    expect((await publicPage(slug)).gallery).toEqual(
      stored.map((row) => ({ src: row.path, alt: row.alt })),
    );
  });

  it("gives the extended profile layout with Silver or Guld, and Grand Fitness always", async () => {
    const slug = PLAIN.id;
    await testDb.db
      .updateTable("businesses")
      .set({
        profile: JSON.stringify({
          longDescription: "En lång beskrivning.",
          philosophy: "Vår filosofi.",
          equipment: "",
          features: ["Wifi"],
        }),
      })
      .where("slug", "=", slug)
      .execute();
    await bumpContentVersion(testDb.db);
    // PLAIN has Brons only.
    await givePlan(slug, "brons");
    expect((await publicPage(slug)).kind).toBe("standard");
    await givePlan(slug, "silver");
    expect((await publicPage(slug)).kind).toBe("gym");
    await endPlans(slug);
    expect((await publicPage(slug)).kind).toBe("standard");

    // Without a profile a plan changes nothing about the layout.
    expect((await publicPage(GOLD.id)).kind).toBe("standard");
    // The spec's own extended profile, without any plan.
    expect((await publicPage(grandFitness.id)).kind).toBe("gym");
  });
});
