import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentOf, listingOf, pageOf } from "~/.server/snapshot/content";
import { UPLOAD_CSP } from "~/.server/uploads/upload-csp";
import { DATABASES } from "../support/databases";
import { CAFE, jpeg, moderationApp, type QueueList, SITE, TOKEN_LINK } from "../support/moderation";
import { placesNamed } from "../support/test-database";

/**
 * Issue 10's decisions on a real database: the operator approves a registration into a
 * published business with its image and the approval mail, or rejects it with its reason,
 * and each registration is decided once.
 */
describe.each(DATABASES)("registration moderation: decisions (%s)", (kind) => {
  const t = moderationApp(kind);

  it("approves: a published business with the image, listed in its category, and the mail links to it", async () => {
    const row = await t.registerCafe();
    const id = row?.id as number;
    const list = (await t.load(t.queueList, "/admin/registreringar")) as QueueList;
    expect(list.status).toBe("new");
    expect(list.rows.map((entry) => entry.id)).toContain(id);
    expect(list.counts.new).toBeGreaterThanOrEqual(1);
    expect((await t.loadPage(id)).suggestedCategory).toBe("restauranger");

    const before = listingOf(await contentOf(t.testDb.db), "restauranger")?.length ?? 0;
    const answer = await t.decide(id, { intent: "approve", category: "restauranger" });
    expect(answer).toEqual({
      status: 302,
      location: "/admin/foretag/kafe-granskningen?skapat=1",
    });
    const slug = "kafe-granskningen";

    const content = await contentOf(t.testDb.db);
    const place = pageOf(content, slug);
    const file = path.basename(row?.profile_image_path as string);
    expect(place).toMatchObject({
      name: "Kafé Granskningen",
      category: "restauranger",
      description: CAFE.business_info,
      address: CAFE.address,
      phone: "040-12 34 56",
      website: "https://www.granskningen.example",
      imageUrl: `/images/business/${slug}/${file}`,
    });
    // The registrant's own address stays off the public page.
    expect(place?.email).toBeUndefined();
    const listing = listingOf(content, "restauranger") ?? [];
    expect(listing).toHaveLength(before + 1);
    expect(listing.at(-1)).toMatchObject({ id: slug, image: `/images/business/${slug}/${file}` });

    const stored = await t.testDb.db
      .selectFrom("businesses")
      .select(["status", "source"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("published");
    expect(stored.source).toContain(`Registrering nr ${id}`);
    expect(stored.source).toContain("Kontaktperson: Anna Andersson, anna@example.se.");

    const served = (await t.load(t.photo, `/images/business/${slug}/${file}`, {
      slug,
      file,
    })) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(served.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
    expect(await t.bytesOf(served)).toEqual(
      await readFile(path.join(t.dataDir, "business_images", file)),
    );
    // Another business's path does not serve it.
    const elsewhere = (await t.load(t.photo, "/", { slug: "malmo-opera", file })) as Response;
    expect(elsewhere.status).toBe(404);

    const decided = await t.rowByName(CAFE.business_name);
    expect(decided).toMatchObject({
      status: "approved",
      reviewed_by: "redaktor@example.se",
      business_slug: slug,
      rejection_reason: null,
    });
    const page = await t.loadPage(id);
    expect(page.registration).toMatchObject({
      status: "approved",
      reviewedBy: "redaktor@example.se",
    });
    expect(page.history.map((entry) => entry.what)).toContain(
      `Godkänd. Företaget skapades: ${slug}.`,
    );

    const mails = await t.outboxOf(id);
    expect(mails.map((mail) => mail.kind)).toEqual([
      "registration-received",
      "registration-operator",
      "registration-approved",
    ]);
    await t.deliver();
    const approval = t.smtp.received.find((mail) => mail.subject.includes("är nu publicerat"));
    expect(approval?.to).toEqual(["anna@example.se"]);
    expect(approval?.subject).toBe("Kafé Granskningen är nu publicerat i Malmöguiden");
    expect(approval?.text).toContain(`Se företagets sida:\n${SITE}/business/${slug}`);
    expect(approval?.text).toContain(`Välj annonspaket:\n${SITE}/advertise?foretag=${slug}`);
    expect(approval?.text).toContain("i kategorin Restauranger");
    expect(approval?.html).toContain(`href="${SITE}/business/${slug}"`);
    expect(approval?.html).toContain(`href="${SITE}/advertise?foretag=${slug}"`);
    // One step in (issue 38): the mail signs the registrant in, on the new place's part.
    expect(approval?.text).toMatch(
      new RegExp(
        `Logga in på företagarsidan:\n${SITE}/foretagare/logga-in\\?token=[A-Za-z0-9_-]{43}`,
      ),
    );
    const link = await t.testDb.db
      .selectFrom("owner_sign_in_tokens")
      .select(["email", "landing"])
      .executeTakeFirstOrThrow();
    expect(link).toEqual({
      email: "anna@example.se",
      landing: `/foretagare/konto#foretag-${slug}`,
    });

    expect(await t.waiting()).toBe(0);
  });

  it("answers and mails a registration sent on the Danish page in Danish (issue 40)", async () => {
    const fields = { ...CAFE, business_name: "Dansk Testcafé", contact_email: "mette@example.dk" };
    const reply = await t.register(fields, undefined, "/da");
    expect(reply.data).toMatchObject({
      ok: true,
      message: { title: "Tak! Din registrering er sendt." },
    });
    const row = await t.rowByName("Dansk Testcafé");
    expect(row).toMatchObject({ language: "da" });
    const id = row?.id as number;
    const [receipt, notice] = await t.outboxOf(id);
    expect(receipt?.subject).toBe("Vi har modtaget din registrering i Malmöguiden");
    expect(receipt?.text_body).toContain(`${SITE}/da/advertise`);
    // The operator's notice stays Swedish, as the admin area is.
    expect(notice?.subject).toBe("Ny registrering: Dansk Testcafé");
    await t.decide(id, { intent: "approve", category: "restauranger" });
    const approved = (await t.outboxOf(id)).find((mail) => mail.kind === "registration-approved");
    expect(approved?.subject).toBe("Dansk Testcafé er nu offentliggjort i Malmöguiden");
    // The category in the guide's Danish translation of its title.
    expect(approved?.text_body).toContain("i kategorien Restauranter.");
    expect(approved?.text_body).toContain("Hej Anna Andersson!");
    expect(approved?.text_body).toContain(`${SITE}/da/business/dansk-testcafe`);
  });

  it("refuses a second decision politely and changes nothing", async () => {
    const row = await t.approvedRegistration(CAFE, await jpeg());
    const id = row?.id as number;
    const mailsBefore = (await t.outboxOf(id)).length;
    const again = await t.decide(id, { intent: "approve", category: "restauranger" });
    expect(again).toMatchObject({
      status: 409,
      errors: {
        form: "Registreringen är redan godkänd. Ett beslut kan bara fattas en gång, så inget ändrades.",
      },
    });
    const reject = await t.decide(id, { intent: "reject", reason: "För sent." });
    expect(reject.status).toBe(409);
    expect(await placesNamed(t.testDb.db, CAFE.business_name)).toEqual([
      { slug: "kafe-granskningen" },
    ]);
    expect(await t.outboxOf(id)).toHaveLength(mailsBefore);
    expect((await t.rowByName(CAFE.business_name))?.status).toBe("approved");
  });

  it("has the operator choose an existing category for 'Ny kategori' and keeps the wish", async () => {
    const reply = await t.register({
      ...CAFE,
      business_name: "Lerverkstan",
      category: "Ny kategori",
      new_category: "Keramikverkstäder",
      address: "",
      contact_info: "hej@lerverkstan.example",
    });
    expect(reply.data.ok).toBe(true);
    expect(reply.data.imageUrl).toBeNull();
    const id = (await t.rowByName("Lerverkstan"))?.id as number;
    expect((await t.loadPage(id)).suggestedCategory).toBe("");

    const missing = await t.decide(id, { intent: "approve", category: "" });
    expect(missing).toMatchObject({
      status: 400,
      errors: { category: "Välj en kategori i guiden." },
    });
    const unknown = await t.decide(id, { intent: "approve", category: "keramik" });
    expect(unknown).toMatchObject({
      status: 400,
      errors: { category: "Välj en kategori i listan." },
    });
    expect((await t.rowByName("Lerverkstan"))?.status).toBe("new");

    const approved = await t.decide(id, { intent: "approve", category: "shopping" });
    expect(approved).toEqual({ status: 302, location: "/admin/foretag/lerverkstan?skapat=1" });
    const place = pageOf(await contentOf(t.testDb.db), "lerverkstan");
    expect(place).toMatchObject({
      category: "shopping",
      address: "Malmö",
      email: "hej@lerverkstan.example",
    });
    // No photo: the card shows the drawn art.
    expect(place?.imageUrl).toBeUndefined();
    const source = await t.testDb.db
      .selectFrom("businesses")
      .select("source")
      .where("slug", "=", "lerverkstan")
      .executeTakeFirstOrThrow();
    expect(source.source).toContain("Önskad ny kategori: Keramikverkstäder.");
    expect((await t.rowByName("Lerverkstan"))?.actual_category).toBe("Keramikverkstäder");
  });

  it("rejects only with a reason, and the mail carries it", async () => {
    // Two approved registrations in the queue beside it, which the rejected list leaves out.
    await t.approvedRegistration(CAFE, await jpeg());
    await t.approvedRegistration({
      ...CAFE,
      business_name: "Lerverkstan",
      contact_email: "hej@lerverkstan.example",
    });
    const reply = await t.register(
      { ...CAFE, business_name: "Tveksamma Tjänster", contact_email: "bo@example.se" },
      await jpeg("#ff5a5f"),
    );
    const row = await t.rowByName("Tveksamma Tjänster");
    const id = row?.id as number;
    await t.deliver();
    t.smtp.received.length = 0;

    const empty = await t.decide(id, { intent: "reject", reason: "   " });
    expect(empty).toMatchObject({
      status: 400,
      errors: {
        reason:
          "Skriv varför registreringen inte kan publiceras. Skälet skickas till den som registrerade.",
      },
    });
    expect((await t.rowByName("Tveksamma Tjänster"))?.status).toBe("new");

    const reason = "Verksamheten ligger inte i Malmö <Lund>.";
    const rejected = await t.decide(id, { intent: "reject", reason });
    expect(rejected).toEqual({ status: 302, location: `/admin/registreringar/${id}?avvisad=1` });
    expect(await t.rowByName("Tveksamma Tjänster")).toMatchObject({
      status: "rejected",
      rejection_reason: reason,
      reviewed_by: "redaktor@example.se",
      business_slug: null,
    });
    expect(await placesNamed(t.testDb.db, "Tveksamma Tjänster")).toEqual([]);
    // Its image stays private: only the registrant's link shows it.
    expect(TOKEN_LINK.test(reply.data.imageUrl ?? "")).toBe(true);

    await t.deliver();
    const [mail] = t.smtp.received;
    expect(t.smtp.received).toHaveLength(1);
    expect(mail?.to).toEqual(["bo@example.se"]);
    expect(mail?.subject).toBe("Registreringen av Tveksamma Tjänster kunde inte publiceras");
    expect(mail?.text).toContain(`Skäl: ${reason}`);
    expect(mail?.html).toContain("Skäl: Verksamheten ligger inte i Malmö &lt;Lund&gt;.");
    expect(mail?.text).toContain(`${SITE}/contact`);
    expect((await t.loadPage(id)).history.map((entry) => entry.what)).toContain(
      `Avvisad. Skäl: ${reason}`,
    );

    const list = (await t.load(t.queueList, "/admin/registreringar?status=rejected")) as QueueList;
    expect(list.status).toBe("rejected");
    expect(list.rows.map((entry) => entry.id)).toEqual([id]);
    expect(list.counts).toMatchObject({ new: 0, approved: 2, rejected: 1 });
  });
});
