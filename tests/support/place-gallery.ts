import path from "node:path";
import type { Operator } from "~/.server/auth/auth";
import { bumpContentVersion } from "~/.server/db/content-version";
import { bool } from "~/.server/db/db";
import { grandFitness, places } from "~/.server/db/seed/places";
import type { PlanId } from "~/content/plans";
import { imageLimit } from "~/lib/plans/effects";
import { type ActionAnswer, actionAnswer } from "./actions";
import { appDatabase } from "./app-database";
import type { DatabaseKind } from "./databases";
import { photoForm } from "./images";
import { storedImageFiles, type TestApp, tempImageFiles, withTestApp } from "./test-app";
import { createTestOperator, type TestDatabase } from "./test-database";

// Test support for the business gallery (issue 11, Silver and Guld): the edit page's
// "Bilder" forms, the public business page and the photo route called as React Router
// calls them, and plans given to and taken from seeded businesses.

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

export interface PageData {
  kind: "gym" | "standard";
  gallery: { src: string; alt: string }[];
  business: { id: string; imageUrl?: string };
}

export interface EditPage {
  gallery: {
    images: { id: number; src: string; alt: string }[];
    planName: string | null;
    limit: number;
    count: number;
    full: string | null;
  };
}

/** A gallery image is served from the business's own path (app/routes/images/business/$slug/$file.ts). */
export const GALLERY_IMAGE =
  /^\/images\/business\/[a-z0-9-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

export const SILVER_REFUSAL =
  "Annonspaketet Silver rymmer högst fem bilder. Ta bort en bild innan du lägger till en ny.";
export const NO_PLAN_REFUSAL = "Fler bilder ingår i annonspaketen Silver och Guld.";

/** Seeded businesses with a page and a main image of their own, without a profile. */
const withImage = places.filter((place) => place.imageUrl && place.id !== grandFitness.id);
function seeded(index: number) {
  const place = withImage[index];
  if (!place) throw new Error("the seed has too few businesses with an image");
  return place;
}
export const SILVER = seeded(0);
export const PLAIN = seeded(1);
export const GOLD = seeded(2);

/**
 * The app for a gallery test block on `kind`. Each test gets a database and the app's
 * routes of its own: the gallery's limits and plans make every test depend on which
 * images and plans the others left behind.
 */
export function galleryApp(kind: DatabaseKind) {
  let subscription = 0;
  // The test's database, app, routes and operator, set before it runs.
  const t = {} as { testDb: TestDatabase; app: TestApp; operator: Operator } & Record<
    "edit" | "page" | "photo",
    Module
  >;

  // Each test gets a database and the app's routes of its own: the gallery's limits and
  // plans make every test depend on which images and plans the others left behind.
  const env = { UPLOAD_DIR: "", S3_BUCKET: "" };
  withTestApp(kind, { name: "business-gallery", seed: true, perTest: true, env }, async (made) => {
    t.testDb = made.testDb;
    t.app = made.app;
    t.operator = await createTestOperator(t.testDb.db);
    t.edit = (await import("~/routes/admin/foretag/$slug")) as unknown as Module;
    t.page = (await import("~/routes/business/$businessId")) as unknown as Module;
    t.photo = (await import("~/routes/images/business/$slug/$file")) as unknown as Module;
  });

  const context = () => ({ operator: t.operator, clientIp: "127.0.0.1", cspNonce: "" });

  async function post(slug: string, body: BodyInit): Promise<Answer> {
    const request = new Request(`http://localhost/admin/foretag/${slug}`, {
      method: "POST",
      body,
    });
    const result = await t.edit.action?.({
      request,
      params: { slug },
      context: { database: await appDatabase(), ...context() },
    } as never);
    return actionAnswer(result as Response | { data: Refused });
  }

  /** The add form as the browser sends it: multipart with the file and its alt text. */
  const addImage = async (slug: string, alt: string, bytes?: Buffer) =>
    post(
      slug,
      await photoForm("gallery-add", alt, bytes, { name: "galleri.png", type: "image/png" }),
    );

  /** A remove or move button's small form (urlencoded). */
  const change = (slug: string, intent: string, imageId: number) =>
    post(slug, new URLSearchParams({ intent, imageId: String(imageId) }));

  const editPage = async (slug: string) =>
    (await t.edit.loader({
      request: new Request(`http://localhost/admin/foretag/${slug}`),
      params: { slug },
      context: { database: await appDatabase(), ...context() },
    } as never)) as EditPage;

  const publicPage = async (slug: string) =>
    (await t.page.loader({
      request: new Request(`http://localhost/business/${slug}`),
      params: { businessId: slug },
      context: { database: await appDatabase() },
    } as never)) as PageData;

  const servePhoto = async (slug: string, src: string) =>
    (await t.photo.loader({
      request: new Request(`http://localhost${src}`),
      params: { slug, file: path.posix.basename(src) },
      context: { database: await appDatabase() },
    } as never)) as Response;

  const rows = (slug: string) =>
    t.testDb.db
      .selectFrom("business_images")
      .select(["id", "path", "alt", "position"])
      .where("business_slug", "=", slug)
      .orderBy("position")
      .execute();

  const storedFiles = () => storedImageFiles(t.app.dataDir);
  const tempFiles = () => tempImageFiles(t.app.dataDir);

  /** A subscription linked to the business, as the webhook stores it; a new content version. */
  async function givePlan(slug: string, plan: PlanId, expiresAt: string | null = null) {
    subscription += 1;
    await t.testDb.db
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
    await bumpContentVersion(t.testDb.db);
  }

  /** Stripe ends the business's subscriptions. */
  async function endPlans(slug: string) {
    await t.testDb.db
      .updateTable("subscriptions")
      .set({ active: bool(false), status: "canceled" })
      .where("business_slug", "=", slug)
      .execute();
    await bumpContentVersion(t.testDb.db);
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

  return Object.assign(t, {
    context,
    post,
    addImage,
    change,
    editPage,
    publicPage,
    servePhoto,
    rows,
    storedFiles,
    tempFiles,
    givePlan,
    endPlans,
    added,
    fillSilverGallery,
  });
}
