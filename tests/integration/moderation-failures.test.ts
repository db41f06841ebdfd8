import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { readForm } from "~/.server/http/form";
import { type ImageStore, localImageStore } from "~/.server/uploads/storage";
import { sweepTempFiles } from "~/.server/uploads/temp-files";
import { registrationRecordSchema } from "~/lib/registrations/form";
import { DATABASES } from "../support/databases";
import { CAFE, jpeg, moderationApp, registrationBody } from "../support/moderation";

/**
 * Issue 10 when things fail: a registration whose transaction or image store fails leaves
 * neither row, mail nor file, and a crash around the store is settled at the next start.
 */
describe.each(DATABASES)("registration moderation: failures (%s)", (kind) => {
  const t = moderationApp(kind);

  it("queues nothing and stores nothing when the registration's transaction fails", async () => {
    const filesBefore = await t.storedFiles();
    await sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`.execute(t.testDb.db);
    let reply: Awaited<ReturnType<typeof t.register>>;
    try {
      reply = await t.register({ ...CAFE, business_name: "Halvvägs AB" }, await jpeg());
    } finally {
      await sql`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`.execute(t.testDb.db);
    }
    expect(reply.status).toBe(500);
    expect(reply.data.message.title).toMatch(/^Databasfel: /);
    // The row went with the failed mail insert, and the stored image went too.
    expect(await t.rowByName("Halvvägs AB")).toBeUndefined();
    expect(
      await t.testDb.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("subject", "like", "%Halvvägs%")
        .execute(),
    ).toEqual([]);
    expect(await t.storedFiles()).toEqual(filesBefore);
    expect(await t.tempFiles()).toEqual([]);
  });

  it("stores no row and queues no mail when the image store refuses the image", async () => {
    const local = localImageStore(path.join(t.dataDir, "broken-store"));
    const broken: ImageStore = {
      ...local,
      async put() {
        throw Object.assign(new Error("disk full"), { code: "ENOSPC" });
      },
    };
    const outboxBefore = await t.testDb.db.selectFrom("mail_outbox").select("id").execute();
    const request = new Request("http://localhost/submit-business", {
      method: "POST",
      body: registrationBody({ ...CAFE, business_name: "Utan Lagring" }, await jpeg()),
    });
    const form = await readForm(request, registrationRecordSchema, "registration", {
      upload: {
        field: "profile_image",
        maxFieldBytes: 32 * 1024,
        maxFileBytes: 5 * 1024 * 1024,
        tempDir: broken.tempDir,
      },
    });
    if (!form.ok) throw new Error("the registration should pass its schema");
    const outcome = await t.registerBusiness(t.testDb.db, broken, form);
    expect(outcome).toMatchObject({
      ok: false,
      status: 503,
      errors: {
        profile_image:
          "Bilduppladdning misslyckades: bilden kunde inte sparas just nu. Försök igen senare.",
      },
    });
    expect(await t.rowByName("Utan Lagring")).toBeUndefined();
    expect(await t.testDb.db.selectFrom("mail_outbox").select("id").execute()).toEqual(
      outboxBefore,
    );
    expect(await readdir(broken.tempDir)).toEqual([]);
  });

  it("settles a crash around the store at the next start: stored with its row, removed without", async () => {
    const store = localImageStore(path.join(t.dataDir, "crash-store"));
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
    await t.testDb.db
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
    await t.testDb.db
      .updateTable("businesses")
      .set({ image: `/images/business/malmo-opera/${photoName}` })
      .where("slug", "=", "malmo-opera")
      .execute();

    expect(await sweepTempFiles(t.testDb.db, store)).toEqual({ removed: 1, completed: 2 });
    expect(await readdir(store.tempDir)).toEqual([]);
    expect((await readdir(path.join(t.dataDir, "crash-store"))).sort()).toEqual(
      [".tmp", owned, photoName].sort(),
    );
    // An old registration without a status is new.
    expect((await t.rowByName("Kraschkafé"))?.status).toBe("new");
  });
});
