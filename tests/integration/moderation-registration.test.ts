import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UPLOAD_CSP } from "~/.server/uploads/upload-csp";
import { DATABASES } from "../support/databases";
import { CAFE, jpeg, moderationApp, OPERATOR_EMAIL, SITE, TOKEN_LINK } from "../support/moderation";

/**
 * Issue 10 on a real database: a registration and its two mails in one transaction,
 * delivered to a real SMTP server, its private image link, and the limit on receipts.
 */
describe.each(DATABASES)("registration moderation: registering (%s)", (kind) => {
  const t = moderationApp(kind);

  it("stores a registration with the receipt and the operator's notice, and both arrive", async () => {
    const image = await jpeg();
    const reply = await t.register(CAFE, image);
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      ok: true,
      message: { title: "Tack! Din registrering har skickats." },
    });
    const token = TOKEN_LINK.exec(reply.data.imageUrl ?? "")?.[1];
    expect(token).toBeDefined();

    const row = await t.rowByName(CAFE.business_name);
    expect(row).toMatchObject({ status: "new", image_token: token, reviewed_at: null });
    const id = row?.id as number;
    // Queued with the row, in its transaction.
    expect((await t.outboxOf(id)).map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["registration-received", "anna@example.se"],
      ["registration-operator", OPERATOR_EMAIL],
    ]);

    await t.deliver();
    const notice = t.smtp.received.find((mail) => mail.to.includes(OPERATOR_EMAIL));
    expect(notice?.subject).toBe("Ny registrering: Kafé Granskningen");
    for (const value of [
      "Företagsnamn: Kafé Granskningen",
      "Kategori: Restauranger",
      "Ett kafé vid Möllan.\nHembakat varje dag & <b>gott kaffe</b>.",
      "Adress: Möllevångstorget 2, Malmö",
      `Kontaktinformation: ${CAFE.contact_info}`,
      "Kontaktperson: Anna Andersson",
      "E-post till kontaktperson: anna@example.se",
      "Profilbild: Var-bild.jpg",
      `${SITE}/admin/registreringar/${id}`,
      `${SITE}/registrering/bild/${token}`,
    ])
      expect(notice?.text).toContain(value);
    expect(notice?.html).toContain("&lt;b&gt;gott kaffe&lt;/b&gt;");
    expect(notice?.html).toContain(`href="${SITE}/admin/registreringar/${id}"`);

    const receipt = t.smtp.received.find((mail) => mail.to.includes("anna@example.se"));
    expect(receipt?.subject).toBe("Vi har tagit emot din registrering i Malmöguiden");
    expect(receipt?.text).toContain("Hej!");
    expect(receipt?.text).toContain("vi granskar uppgifterna inom 24 timmar");
    expect(receipt?.text).toContain("När företaget är publicerat får du ett mejl");
    expect(receipt?.text).toContain("Om vi inte kan publicera det får du också ett mejl");
    expect(receipt?.html).toContain("inom 24 timmar");
    // The address is unverified: the receipt carries none of the sender's own text.
    for (const text of [
      "Kafé Granskningen",
      "Anna Andersson",
      "Möllan",
      "Möllevångstorget",
      CAFE.contact_info,
      "Var-bild",
      `/registrering/bild/${token}`,
    ])
      expect(`${receipt?.subject}\n${receipt?.text}\n${receipt?.html}`).not.toContain(text);

    // The start page counts the registrations that wait.
    expect(await t.waiting()).toBe(1);
  });

  it("serves the image only through its private link, never indexed or cached", async () => {
    const row = await t.registerCafe();
    const token = row?.image_token as string;
    const response = (await t.load(t.privateImage, `/registrering/bild/${token}`, {
      token,
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
    const file = path.join(
      t.dataDir,
      "business_images",
      path.basename(row?.profile_image_path ?? ""),
    );
    expect(await t.bytesOf(response)).toEqual(await readFile(file));

    for (const wrong of [
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      "kort",
      "../../etc/passwd",
    ]) {
      const answer = (await t.load(t.privateImage, "/registrering/bild/x", {
        token: wrong,
      })) as Response;
      expect(answer.status, wrong).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.text()).toBe("Bilden finns inte.");
    }
    // Before approval no business shows it: not served from any business's path.
    const early = (await t.load(t.photo, "/", {
      slug: "kafe-granskningen",
      file: path.basename(file),
    })) as Response;
    expect(early.status).toBe(404);
  });

  it("sends one address at most three receipts an hour, whoever registers, and always tells the operator", async () => {
    const { queueRegistrationMails } = await import("~/.server/registrations/registration-mails");
    const victim = "mottagare@example.se";
    const at = Date.UTC(2026, 4, 4, 12, 0);
    const queueFor = (id: number, email: string, now: number) =>
      t.testDb.db.transaction().execute((trx) =>
        queueRegistrationMails(
          trx,
          {
            id,
            business_name: `Skräp ${id}`,
            category: "Restauranger",
            actual_category: "Restauranger",
            business_info: "Köp billiga klockor på example.com",
            address: null,
            contact_info: null,
            contact_person: null,
            contact_email: email,
            profile_image_name: null,
            image_token: null,
          },
          now,
        ),
      );
    const receipts = () =>
      t.testDb.db
        .selectFrom("mail_outbox")
        .select("ref")
        .where("kind", "=", "registration-received")
        .where("ref", "like", "registration:9000%")
        .orderBy("id")
        .execute();
    const notices = () =>
      t.testDb.db
        .selectFrom("mail_outbox")
        .select("ref")
        .where("kind", "=", "registration-operator")
        .where("ref", "like", "registration:9000%")
        .execute();
    for (let n = 1; n <= 4; n++)
      await queueFor(90000 + n, n % 2 ? victim : ` ${victim.toUpperCase()}`, at + n * 60_000);
    expect((await receipts()).map((row) => row.ref)).toEqual([
      "registration:90001",
      "registration:90002",
      "registration:90003",
    ]);
    expect(await notices()).toHaveLength(4);
    // An hour after the first, the address gets a receipt again.
    await queueFor(90005, victim, at + 61 * 60_000 + 1);
    expect(await receipts()).toHaveLength(4);
  });
});
