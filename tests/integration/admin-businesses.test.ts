import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { loadBusiness } from "~/.server/content/admin-businesses";
import { submitBusinessForm } from "~/.server/content/business-form";
import { contentOf, contentVersion, listingOf, pageOf } from "~/.server/content/content";
import { slugify } from "~/.server/content/slugs";
import { grandFitness } from "~/.server/db/seed/businesses";
import { type ImageStore, localImageStore } from "~/.server/uploads/storage";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import { BUSINESS_HOURS_ROWS } from "~/lib/admin-forms";
import { IMAGE_MESSAGES } from "~/lib/forms";
import { type ActionAnswer, actionAnswer } from "../support/actions";
import { DATABASES } from "../support/databases";
import { png, pngOfExactSize } from "../support/images";
import { storedImageFiles, type TestApp, tempImageFiles, withTestApp } from "../support/test-app";
import { businessesNamed, createTestOperator, type TestDatabase } from "../support/test-database";

type ActionModule = { action: (args: never) => Promise<unknown> };
type Refused = { errors: Record<string, string>; values: Record<string, string> };
type Answer = ActionAnswer<Refused>;

/** A business photo is served from the business's own path (app/routes/business-photo.ts). */
const UUID_IMAGE =
  /^\/images\/business\/[a-z0-9-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/** The form of a new café: what an operator fills in on the create page. */
const CAFE = {
  name: "Kafé Åhörarna & Vänner",
  category: "fika-lunch",
  summary: "",
  description: "Ett litet kafé vid Möllevångstorget. Hembakat varje dag.",
  address: "Möllevångstorget 1, Malmö",
  email: "hej@ahorarna.example",
  phone: "040-11 22 33",
  website: "https://ahorarna.example",
  rating: "4,5",
  source: "Test",
  status: "published",
  hasDetailPage: "yes",
  longDescription: "Ett kafé för alla som gillar att lyssna.",
  philosophy: "Allt bakas på plats.",
  equipment: "",
  features: "Wifi\n\n  Uteservering \nBarnvagnsparkering",
  hoursDays0: "Måndag–fredag",
  hoursTime0: "07:00–18:00",
  hoursDays1: "",
  hoursTime1: "",
  hoursDays2: "Lördag",
  hoursTime2: "09:00–16:00",
};

/**
 * The admin area's business create and edit actions, called with real requests
 * (multipart with a real image, or urlencoded) against a real database, and what the
 * public pages read afterwards through the one content read path.
 */
describe.each(DATABASES)("admin businesses (%s)", (kind) => {
  let testDb: TestDatabase;
  let app: TestApp;
  let create: ActionModule;
  let edit: ActionModule;
  let operator: Operator;

  /** A seeded database, a data folder and the app's routes on them, for the block's tests. */
  function withSeededApp() {
    const env = { UPLOAD_DIR: "", S3_BUCKET: "" };
    withTestApp(kind, { name: "admin-businesses", seed: true, env }, async (made) => {
      ({ testDb, app } = made);
      operator = await createTestOperator(testDb.db);
      create = (await import("~/routes/admin/foretag/nytt")) as unknown as ActionModule;
      edit = (await import("~/routes/admin/foretag/$slug")) as unknown as ActionModule;
    });
  }

  withSeededApp();

  function form(fields: Record<string, string>, image?: { bytes: Buffer; name: string }) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (image)
      body.set("image", new Blob([new Uint8Array(image.bytes)], { type: "image/png" }), image.name);
    else body.set("image", new Blob([]), "");
    return body;
  }

  async function call(
    module: ActionModule,
    url: string,
    body: BodyInit,
    params: Record<string, string> = {},
  ): Promise<Answer> {
    const request = new Request(`http://localhost${url}`, { method: "POST", body });
    const result = await module.action({
      request,
      params,
      context: { operator, clientIp: "127.0.0.1", cspNonce: "" },
    } as never);
    return actionAnswer(result as Response | { data: Refused });
  }

  const createBusiness = (
    fields: Record<string, string>,
    image?: { bytes: Buffer; name: string },
  ) => call(create, "/admin/foretag/nytt", form(fields, image));
  const editBusiness = (
    slug: string,
    fields: Record<string, string>,
    image?: { bytes: Buffer; name: string },
  ) => call(edit, `/admin/foretag/${slug}`, form(fields, image), { slug });

  /** The slug a create answer redirected to. */
  function createdSlug(answer: Answer): string {
    expect(answer).toMatchObject({ kind: "redirect", status: 302 });
    const location = answer.kind === "redirect" ? answer.location : "";
    const match = /^\/admin\/foretag\/([a-z0-9-]+)\?skapat=1$/.exec(location);
    expect(match, location).not.toBeNull();
    return match?.[1] as string;
  }

  /** The café created as `name` with a photo, its image kept by `store` instead of the app's. */
  const createWithImageIn = async (store: ImageStore, name: string) =>
    submitBusinessForm({
      db: testDb.db,
      store,
      operator,
      request: new Request("http://localhost/admin/foretag/nytt", {
        method: "POST",
        body: form({ ...CAFE, name }, { bytes: await png(), name: "a.png" }),
      }),
    });

  const storedFiles = () => storedImageFiles(app.dataDir);
  const tempFiles = () => tempImageFiles(app.dataDir);

  // This test reads every business, so it gets a guide no other test has written to.
  describe("on the untouched seed", () => {
    let shared: [TestDatabase, TestApp, ActionModule, ActionModule, Operator];
    beforeAll(() => {
      shared = [testDb, app, create, edit, operator];
    });
    // After hooks run in reverse order: this one after the fresh app below is closed.
    afterAll(() => {
      [testDb, app, create, edit, operator] = shared;
      app.stubEnv();
    });
    withSeededApp();

    it("saves every seeded business's edit form unchanged without a change or a new version", async () => {
      const version = await contentVersion(testDb.db);
      const slugs = await testDb.db.selectFrom("businesses").select("slug").execute();
      expect(slugs.length).toBeGreaterThan(50);
      for (const { slug } of slugs) {
        // Its phone is the original data's "N/A" (spec 3), which the form shows as empty:
        // saving it stores no phone (tested below).
        if (slug === "aplace") continue;
        const loaded = await loadBusiness(testDb.db, slug);
        const business = loaded?.business;
        if (!business) throw new Error(slug);
        // What the edit page's form sends when the operator changes nothing.
        const fields: Record<string, string> = {
          name: business.name,
          category: business.category,
          summary: business.summary,
          description: business.description,
          address: business.address,
          email: business.email,
          phone: business.phone,
          website: business.website,
          rating: business.rating,
          source: business.source,
          status: business.status,
          hasDetailPage: business.hasDetailPage ? "yes" : "no",
          longDescription: business.longDescription,
          philosophy: business.philosophy,
          equipment: business.equipment,
          features: business.features,
          ...(business.featured ? { featured: "on" } : {}),
        };
        for (let row = 0; row < BUSINESS_HOURS_ROWS; row++) {
          fields[`hoursDays${row}`] = business.hours[row]?.days ?? "";
          fields[`hoursTime${row}`] = business.hours[row]?.time ?? "";
        }
        const answer = await editBusiness(slug, fields);
        expect(answer, slug).toMatchObject({ kind: "redirect" });
        expect((await loadBusiness(testDb.db, slug))?.audit, slug).toEqual([]);
      }
      expect(await contentVersion(testDb.db)).toBe(version);
    });
  });

  it("shows the original data's phone 'N/A' as no phone, and saving stores none", async () => {
    const business = (await loadBusiness(testDb.db, "aplace"))?.business;
    expect(business?.phone).toBe("");
  });

  it("makes slugs from Swedish names", () => {
    expect(slugify("Kafé Åhörarna & Vänner", "foretag")).toBe("kafe-ahorarna-och-vanner");
    expect(slugify("  Öresunds Ölhall!! ", "foretag")).toBe("oresunds-olhall");
    expect(slugify("???", "foretag")).toBe("foretag");
    expect(slugify("x".repeat(300), "foretag").length).toBeLessThanOrEqual(76);
  });

  it("creates a published business with a profile: listed last in its category, with its own page", async () => {
    const before = await contentOf(testDb.db);
    const lastBefore = listingOf(before, "fika-lunch")?.length ?? 0;

    const slug = createdSlug(await createBusiness(CAFE));
    expect(slug).toBe("kafe-ahorarna-och-vanner");

    const after = await contentOf(testDb.db);
    expect(after.version).toBe(before.version + 1);
    const listing = listingOf(after, "fika-lunch") ?? [];
    expect(listing).toHaveLength(lastBefore + 1);
    expect(listing.at(-1)).toMatchObject({
      id: slug,
      title: "Kafé Åhörarna & Vänner",
      // No short text given: the description's first sentence.
      description: "Ett litet kafé vid Möllevångstorget.",
      rating: 4.5,
      location: "Möllevångstorget 1, Malmö",
      image: `/images/business/${slug}.svg`,
    });
    expect(pageOf(after, slug)).toMatchObject({
      name: "Kafé Åhörarna & Vänner",
      category: "fika-lunch",
      email: "hej@ahorarna.example",
      phone: "040-11 22 33",
      website: "https://ahorarna.example",
      profile: {
        longDescription: "Ett kafé för alla som gillar att lyssna.",
        philosophy: "Allt bakas på plats.",
        equipment: "",
        features: ["Wifi", "Uteservering", "Barnvagnsparkering"],
        // The empty middle row is ignored.
        hours: [
          { days: "Måndag–fredag", time: "07:00–18:00" },
          { days: "Lördag", time: "09:00–16:00" },
        ],
      },
    });

    const loaded = await loadBusiness(testDb.db, slug);
    expect(loaded?.business).toMatchObject({
      features: "Wifi\nUteservering\nBarnvagnsparkering",
      hours: [
        { days: "Måndag–fredag", time: "07:00–18:00" },
        { days: "Lördag", time: "09:00–16:00" },
      ],
    });
    expect(loaded?.audit).toHaveLength(1);
    expect(loaded?.audit[0]).toMatchObject({
      who: "redaktor@example.se",
      action: "create",
      changes: {
        name: [null, "Kafé Åhörarna & Vänner"],
        phone: [null, "040-11 22 33"],
        hours: [null, "Måndag–fredag 07:00–18:00; Lördag 09:00–16:00"],
        features: [null, "Wifi; Uteservering; Barnvagnsparkering"],
      },
    });
  });

  it("keeps new businesses hidden by default and gives every one its own slug", async () => {
    // A name of its own, so that the slugs do not depend on what other tests created.
    const hidden = { ...CAFE, name: "Kafé Lyssnarna", status: "hidden" };
    expect(createdSlug(await createBusiness(hidden))).toBe("kafe-lyssnarna");
    const second = createdSlug(await createBusiness(hidden));
    expect(second).toBe("kafe-lyssnarna-2");
    // The create page's own path segment is never a business's slug.
    const nytt = createdSlug(await createBusiness({ ...hidden, name: "Nytt" }));
    expect(nytt).toBe("nytt-2");

    const content = await contentOf(testDb.db);
    expect(pageOf(content, second)).toBeUndefined();
    expect(listingOf(content, "fika-lunch")?.map((entry) => entry.id)).not.toContain(second);
    // Listed all the same, so publishing shows it at once.
    const rows = await testDb.db
      .selectFrom("business_listings")
      .select("category_slug")
      .where("business_slug", "=", second)
      .execute();
    expect(rows).toEqual([{ category_slug: "fika-lunch" }]);
  });

  it("gives businesses of the same name created at once their own slugs", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => createBusiness({ ...CAFE, name: "Samtidigt Kafé" })),
    );
    expect(answers.map(createdSlug).sort()).toEqual([
      "samtidigt-kafe",
      "samtidigt-kafe-2",
      "samtidigt-kafe-3",
    ]);
    const positions = await testDb.db
      .selectFrom("business_listings")
      .select("position")
      .where("category_slug", "=", "fika-lunch")
      .execute();
    const numbers = positions.map((row) => Number(row.position));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("publishes, hides and edits the profile, audited, with a new content version each time", async () => {
    const slug = createdSlug(
      await createBusiness({ ...CAFE, name: "Publiceras Sen", status: "hidden" }),
    );
    const hiddenVersion = await contentVersion(testDb.db);

    const published = await editBusiness(slug, {
      ...CAFE,
      name: "Publiceras Sen",
      status: "published",
      equipment: "Espressomaskin",
      features: "Wifi",
      hoursDays0: "Alla dagar",
      hoursTime0: "08:00–20:00",
      hoursDays2: "",
      hoursTime2: "",
    });
    expect(published).toEqual({
      kind: "redirect",
      status: 302,
      location: `/admin/foretag/${slug}?sparat=1`,
    });
    let content = await contentOf(testDb.db);
    expect(content.version).toBe(hiddenVersion + 1);
    expect(listingOf(content, "fika-lunch")?.at(-1)?.id).toBe(slug);
    expect(pageOf(content, slug)?.profile).toEqual({
      longDescription: "Ett kafé för alla som gillar att lyssna.",
      philosophy: "Allt bakas på plats.",
      equipment: "Espressomaskin",
      features: ["Wifi"],
      hours: [{ days: "Alla dagar", time: "08:00–20:00" }],
    });

    // Emptying every profile field stores no profile and no opening hours.
    const plain = await editBusiness(slug, {
      ...CAFE,
      name: "Publiceras Sen",
      longDescription: "",
      philosophy: "",
      equipment: "",
      features: "",
      hoursDays0: "",
      hoursTime0: "",
      hoursDays2: "",
      hoursTime2: "",
    });
    expect(plain.kind).toBe("redirect");
    content = await contentOf(testDb.db);
    expect(pageOf(content, slug)?.profile).toBeUndefined();
    const row = await testDb.db
      .selectFrom("businesses")
      .select("profile")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    expect(row.profile).toBeNull();
    const hours = await testDb.db
      .selectFrom("business_hours")
      .selectAll()
      .where("business_slug", "=", slug)
      .execute();
    expect(hours).toEqual([]);

    const hidden = await editBusiness(slug, {
      ...CAFE,
      name: "Publiceras Sen",
      status: "hidden",
    });
    expect(hidden.kind).toBe("redirect");
    content = await contentOf(testDb.db);
    expect(pageOf(content, slug)).toBeUndefined();
    expect(listingOf(content, "fika-lunch")?.map((entry) => entry.id)).not.toContain(slug);
    expect(content.version).toBe(hiddenVersion + 3);

    const audit = (await loadBusiness(testDb.db, slug))?.audit ?? [];
    expect(audit.map((entry) => entry.action)).toEqual(["update", "update", "update", "create"]);
    expect(audit[0]?.changes.status).toEqual(["published", "hidden"]);
    expect(audit[1]?.changes.hours).toEqual(["Alla dagar 08:00–20:00", null]);
    expect(audit[2]?.changes.status).toEqual(["hidden", "published"]);
    expect(audit[2]?.changes.equipment).toEqual([null, "Espressomaskin"]);

    // The same values again: nothing changes, nothing is logged, no new version.
    const again = await editBusiness(slug, { ...CAFE, name: "Publiceras Sen", status: "hidden" });
    expect(again.kind).toBe("redirect");
    expect(await contentVersion(testDb.db)).toBe(hiddenVersion + 3);
    expect((await loadBusiness(testDb.db, slug))?.audit).toHaveLength(4);
  });

  it("gives any business a profile, and a post without profile fields keeps it", async () => {
    const fields = {
      name: "Malmö Opera",
      category: "musik",
      description: "Operahus i Malmö.",
      address: "Östra Rönneholmsvägen 20, Malmö",
      status: "published",
    };
    const withProfile = await editBusiness("malmo-opera", {
      ...fields,
      longDescription: "Nordens största operascen.",
      hoursDays0: "Tisdag–lördag",
      hoursTime0: "12:00–18:00",
    });
    expect(withProfile.kind).toBe("redirect");
    expect(pageOf(await contentOf(testDb.db), "malmo-opera")?.profile).toEqual({
      longDescription: "Nordens största operascen.",
      philosophy: "",
      equipment: "",
      features: [],
      hours: [{ days: "Tisdag–lördag", time: "12:00–18:00" }],
    });

    // A urlencoded post with the basic fields only (as before the profile existed).
    const basic = await call(
      edit,
      "/admin/foretag/malmo-opera",
      new URLSearchParams({ ...fields, phone: "040-20 85 00" }),
      { slug: "malmo-opera" },
    );
    expect(basic.kind).toBe("redirect");
    const place = pageOf(await contentOf(testDb.db), "malmo-opera");
    expect(place?.phone).toBe("040-20 85 00");
    expect(place?.profile?.hours).toEqual([{ days: "Tisdag–lördag", time: "12:00–18:00" }]);

    // Grand Fitness's seeded profile survives an edit of its contact data.
    const gym = await loadBusiness(testDb.db, "grand-fitness");
    const { business } = gym ?? { business: undefined };
    expect(business).toBeDefined();
    const gymEdit = await call(
      edit,
      "/admin/foretag/grand-fitness",
      new URLSearchParams({
        name: business?.name ?? "",
        category: business?.category ?? "",
        description: business?.description ?? "",
        address: business?.address ?? "",
        phone: "040-12 34 56",
        status: "published",
      }),
      { slug: "grand-fitness" },
    );
    expect(gymEdit.kind).toBe("redirect");
    expect(pageOf(await contentOf(testDb.db), "grand-fitness")?.profile).toMatchObject({
      longDescription: grandFitness.longDescription,
      features: grandFitness.features,
    });
  });

  it("moves the listing when the category changes", async () => {
    const slug = createdSlug(await createBusiness({ ...CAFE, name: "Flyttar Snart" }));
    const moved = await editBusiness(slug, {
      ...CAFE,
      name: "Flyttar Snart",
      category: "shopping",
    });
    expect(moved.kind).toBe("redirect");
    const content = await contentOf(testDb.db);
    expect(listingOf(content, "fika-lunch")?.map((entry) => entry.id)).not.toContain(slug);
    expect(listingOf(content, "shopping")?.at(-1)?.id).toBe(slug);
  });

  it("stores an uploaded image after the row, and the card and page use it", async () => {
    const slug = createdSlug(
      await createBusiness(
        { ...CAFE, name: "Bildkaféet" },
        { bytes: await png(), name: "kafé bild.png" },
      ),
    );
    const place = pageOf(await contentOf(testDb.db), slug);
    expect(place?.imageUrl).toMatch(UUID_IMAGE);
    const card = listingOf(await contentOf(testDb.db), "fika-lunch")?.find(
      (entry) => entry.id === slug,
    );
    expect(card?.image).toBe(place?.imageUrl);
    const stored = path.basename(place?.imageUrl ?? "");
    expect(await storedFiles()).toContain(stored);
    expect((await stat(path.join(app.dataDir, "business_images", stored))).size).toBeGreaterThan(0);
    expect(await tempFiles()).toEqual([]);

    // Replacing it on the edit page: a new random name, audited.
    const replaced = await editBusiness(
      slug,
      { ...CAFE, name: "Bildkaféet" },
      { bytes: await png(32, 32), name: "ny.png" },
    );
    expect(replaced).toMatchObject({
      kind: "redirect",
      location: `/admin/foretag/${slug}?sparat=1`,
    });
    const after = pageOf(await contentOf(testDb.db), slug);
    expect(after?.imageUrl).toMatch(UUID_IMAGE);
    expect(after?.imageUrl).not.toBe(place?.imageUrl);
    const audit = (await loadBusiness(testDb.db, slug))?.audit ?? [];
    expect(audit[0]?.changes).toEqual({ image: [place?.imageUrl, after?.imageUrl] });
    expect(await tempFiles()).toEqual([]);
  });

  it("moves the image into the store only once the business row is committed", async () => {
    const local = localImageStore(path.join(app.dataDir, "own-store"));
    const seenAtPut: (string | null | undefined)[] = [];
    // The real local store, watched: at put() time the row must be readable outside
    // the write's transaction (committed), still without the image.
    const watched: ImageStore = {
      ...local,
      async put(file, name, contentType) {
        const row = await testDb.db
          .selectFrom("businesses")
          .select("image")
          .where("name", "=", "Efter Raden")
          .executeTakeFirst();
        seenAtPut.push(row ? row.image : undefined);
        return local.put(file, name, contentType);
      },
    };
    const outcome = await createWithImageIn(watched, "Efter Raden");
    expect(outcome).toMatchObject({ ok: true, imageFailed: false });
    expect(seenAtPut).toEqual([null]);
    const slug = outcome?.ok ? outcome.slug : "";
    expect(pageOf(await contentOf(testDb.db), slug)?.imageUrl).toMatch(UUID_IMAGE);
    expect(await readdir(local.tempDir)).toEqual([]);
  });

  it("keeps the saved business and its old image when the store refuses the image", async () => {
    const local = localImageStore(path.join(app.dataDir, "broken-store"));
    const broken: ImageStore = {
      ...local,
      async put() {
        throw Object.assign(new Error("disk full"), { code: "ENOSPC" });
      },
    };
    const outcome = await createWithImageIn(broken, "Utan Lagring");
    expect(outcome).toMatchObject({ ok: true, imageFailed: true });
    const slug = outcome?.ok ? outcome.slug : "";
    const place = pageOf(await contentOf(testDb.db), slug);
    expect(place?.name).toBe("Utan Lagring");
    expect(place?.imageUrl).toBeUndefined();
    expect((await loadBusiness(testDb.db, slug))?.audit.map((entry) => entry.action)).toEqual([
      "create",
    ]);
    expect(await readdir(local.tempDir)).toEqual([]);
    expect(await readdir(path.join(app.dataDir, "broken-store")).catch(() => [])).toEqual([".tmp"]);
  });

  it("refuses a file that is not an image or is too large, with the registration form's words", async () => {
    const filesBefore = await storedFiles();
    const versionBefore = await contentVersion(testDb.db);

    const notImage = await createBusiness(
      { ...CAFE, name: "Ingen Bild" },
      { bytes: Buffer.from("inte en bild"), name: "bild.png" },
    );
    expect(notImage).toMatchObject({
      kind: "refused",
      status: 400,
      data: { errors: { image: IMAGE_MESSAGES.notImage }, values: { name: "Ingen Bild" } },
    });

    const tooLarge = await editBusiness(
      "malmo-opera",
      {
        name: "Malmö Opera",
        category: "musik",
        description: "Operahus i Malmö.",
        address: "Östra Rönneholmsvägen 20, Malmö",
        status: "published",
      },
      { bytes: await pngOfExactSize(MAX_IMAGE_BYTES + 1), name: "stor.png" },
    );
    expect(tooLarge).toMatchObject({
      kind: "refused",
      status: 400,
      data: { errors: { image: IMAGE_MESSAGES.tooLarge } },
    });

    expect(await storedFiles()).toEqual(filesBefore);
    expect(await tempFiles()).toEqual([]);
    expect(await contentVersion(testDb.db)).toBe(versionBefore);
    expect(await businessesNamed(testDb.db, "Ingen Bild")).toEqual([]);
  });

  it("refuses half-filled opening hours, unknown categories and oversized bodies", async () => {
    const half = await createBusiness({ ...CAFE, hoursDays1: "Söndag", hoursTime1: "" });
    expect(half).toMatchObject({
      kind: "refused",
      status: 400,
      data: { errors: { hoursTime1: "Ange tiderna, t.ex. 06:00–22:00 (eller töm raden)." } },
    });
    const category = await createBusiness({ ...CAFE, category: "inte-en-kategori" });
    expect(category).toMatchObject({
      kind: "refused",
      status: 400,
      data: { errors: { category: "Välj en kategori i listan." } },
    });
    const large = await call(
      edit,
      "/admin/foretag/malmo-opera",
      new URLSearchParams({ description: "x".repeat(70_000) }),
      { slug: "malmo-opera" },
    );
    expect(large).toMatchObject({ kind: "refused", status: 413 });
  });

  it("answers 404 for a business that does not exist", async () => {
    await expect(editBusiness("finns-inte", CAFE)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
