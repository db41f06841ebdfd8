import { rm } from "node:fs/promises";
import path from "node:path";
import { beforeEach, expect } from "vitest";
import { appDatabase } from "./app-database";
import type { DatabaseKind } from "./databases";
import { VALID_REGISTRATION as VALID } from "./registration";
import { storedImageFiles, tempImageFiles, withTestApp } from "./test-app";
import type { TestDatabase } from "./test-database";

// Test support for the newsletter and registration form actions against a real database:
// the actions called as React Router calls them, each from a client of its own.

export type ActionModule = { action: (args: never) => Promise<unknown> };
export type Reply = {
  data: {
    ok: boolean;
    duplicate?: boolean;
    message?: { title: string; description?: string };
    errors?: Record<string, string>;
    imageUrl?: string | null;
  };
  status: number;
};

/** The message a reply leads with (the toast's title). */
export const said = (reply: Reply) => reply.data.message?.title;

export const UUID_PNG = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/**
 * The app for a form actions test block on `kind`; every test starts without
 * subscribers, registrations or stored images.
 */
export function formActionsApp(kind: DatabaseKind) {
  let ip = 0;
  // The block's database, data folder and the two actions, set before its tests run.
  const t = {} as { testDb: TestDatabase; dataDir: string } & Record<
    "newsletter" | "registration",
    ActionModule
  >;

  withTestApp(kind, { name: "uploads", env: { RATE_LIMIT_PER_MINUTE: "100000" } }, async (made) => {
    t.testDb = made.testDb;
    t.dataDir = made.app.dataDir;
    t.newsletter = (await import("~/routes/newsletter")) as unknown as ActionModule;
    t.registration = (await import("~/routes/submit-business")) as unknown as ActionModule;
  });

  async function call(
    module: ActionModule,
    request: Request,
    clientIp = `10.0.0.${++ip % 250}`,
  ): Promise<Reply> {
    const result = (await module.action({
      request,
      context: { database: await appDatabase(), clientIp, cspNonce: "" },
      params: {},
    } as never)) as {
      data: Reply["data"];
      init?: { status?: number };
    };
    return { data: result.data, status: result.init?.status ?? 200 };
  }

  const post = (url: string, body: BodyInit, headers?: Record<string, string>) =>
    new Request(`http://localhost${url}`, { method: "POST", body, headers });

  const signup = (email: string, extra: Record<string, string> = {}) =>
    call(t.newsletter, post("/newsletter", new URLSearchParams({ email, ...extra })));

  function registrationForm(
    fields: Record<string, string> = VALID,
    file?: { bytes: Buffer; name: string; type?: string },
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (file)
      form.set(
        "profile_image",
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }),
        file.name,
      );
    return call(t.registration, post("/submit-business", form));
  }

  const submissions = () => t.testDb.db.selectFrom("business_submissions").selectAll().execute();
  const storedFiles = () => storedImageFiles(t.dataDir);
  const tempFiles = () => tempImageFiles(t.dataDir);

  /** A 400 saying `message`, with nothing kept: no registration, no image, no temp file. */
  async function expectRefusedKeepingNothing(reply: Reply, message: string) {
    expect(reply.status).toBe(400);
    expect(said(reply)).toBe(message);
    expect(await submissions()).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);
    expect(await tempFiles()).toEqual([]);
  }

  beforeEach(async () => {
    await t.testDb.db.deleteFrom("newsletter_subscribers").execute();
    await t.testDb.db.deleteFrom("business_submissions").execute();
    for (const file of await storedFiles()) await rm(path.join(t.dataDir, "business_images", file));
  });

  return Object.assign(t, {
    call,
    post,
    signup,
    registrationForm,
    submissions,
    storedFiles,
    tempFiles,
    expectRefusedKeepingNothing,
  });
}
