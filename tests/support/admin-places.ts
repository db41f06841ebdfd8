import { expect } from "vitest";
import type { Operator } from "~/.server/auth/auth";
import { submitPlaceForm } from "~/.server/places/place-form";
import type { ImageStore } from "~/.server/uploads/storage";
import { type ActionAnswer, actionAnswer } from "./actions";
import { appDatabase } from "./app-database";
import { CAFE } from "./cafe";
import type { DatabaseKind } from "./databases";
import { png } from "./images";
import { storedImageFiles, type TestApp, tempImageFiles, withTestApp } from "./test-app";
import { createTestOperator, type TestDatabase } from "./test-database";

// Test support for the admin area's business create and edit actions: a new café's form,
// and the actions called with real requests (multipart with a real image, or urlencoded)
// on a seeded database.

type ActionModule = { action: (args: never) => Promise<unknown> };
type Refused = { errors: Record<string, string>; values: Record<string, string> };
export type Answer = ActionAnswer<Refused>;
export { CAFE };

/** A business photo is served from the business's own path (app/routes/images/business/$slug/$file.ts). */
export const UUID_IMAGE =
  /^\/images\/business\/[a-z0-9-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/** What an admin businesses test block shares: the app's state, and helpers on it. */
interface AdminPlacesApp {
  testDb: TestDatabase;
  app: TestApp;
  create: ActionModule;
  edit: ActionModule;
  operator: Operator;
}

/** A seeded database, a data folder and the app's routes on them, for the block's tests. */
export function adminPlacesApp(kind: DatabaseKind) {
  const t = {} as AdminPlacesApp;
  const env = { UPLOAD_DIR: "", S3_BUCKET: "" };
  withTestApp(kind, { name: "admin-businesses", seed: true, env }, async (made) => {
    t.testDb = made.testDb;
    t.app = made.app;
    t.operator = await createTestOperator(t.testDb.db);
    t.create = (await import("~/routes/admin/foretag/nytt")) as unknown as ActionModule;
    t.edit = (await import("~/routes/admin/foretag/$slug")) as unknown as ActionModule;
  });

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
      context: {
        database: await appDatabase(),
        operator: t.operator,
        clientIp: "127.0.0.1",
        cspNonce: "",
      },
    } as never);
    return actionAnswer(result as Response | { data: Refused });
  }

  const createPlace = (fields: Record<string, string>, image?: { bytes: Buffer; name: string }) =>
    call(t.create, "/admin/foretag/nytt", form(fields, image));
  const editPlace = (
    slug: string,
    fields: Record<string, string>,
    image?: { bytes: Buffer; name: string },
  ) => call(t.edit, `/admin/foretag/${slug}`, form(fields, image), { slug });

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
    submitPlaceForm({
      db: t.testDb.db,
      store,
      operator: t.operator,
      request: new Request("http://localhost/admin/foretag/nytt", {
        method: "POST",
        body: form({ ...CAFE, name }, { bytes: await png(), name: "a.png" }),
      }),
    });

  const storedFiles = () => storedImageFiles(t.app.dataDir);
  const tempFiles = () => tempImageFiles(t.app.dataDir);

  return Object.assign(t, {
    form,
    call,
    createPlace,
    editPlace,
    createdSlug,
    createWithImageIn,
    storedFiles,
    tempFiles,
  });
}
