import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { formActionsApp, said } from "../support/form-actions";
import { jpegWithGps } from "../support/images";
import { VALID_REGISTRATION as VALID } from "../support/registration";

/** Integration tests of the business registration action's fields against a real database. */
describe.each(DATABASES)("form actions: business registration (%s)", (kind) => {
  const t = formActionsApp(kind);

  it("stores every field and a cleaned image, and returns its private link", async () => {
    const reply = await t.registrationForm(VALID, {
      bytes: await jpegWithGps(),
      name: "Vårt café.jpg",
      type: "image/jpeg",
    });
    expect(reply.status).toBe(200);
    expect(reply.data.ok).toBe(true);
    // Not public before approval: an unguessable link, not the stored file's name.
    expect(reply.data.imageUrl).toMatch(/^\/registrering\/bild\/[A-Za-z0-9_-]{32}$/);
    const [row] = await t.submissions();
    expect(row).toMatchObject({
      business_name: "Café Exempel",
      category: "Restauranger",
      actual_category: "Restauranger",
      business_info: "Ett litet kvarterscafé med hembakat.",
      address: "Exempelgatan 1, Malmö",
      contact_info: "040-00 00 00",
      contact_person: "Anna Andersson",
      contact_email: "anna@example.se",
    });
    expect(row?.profile_image_path).toMatch(
      /^business_images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/,
    );
    expect(reply.data.imageUrl).toBe(`/registrering/bild/${row?.image_token}`);
    expect(row?.profile_image_name).toBe("Vart-cafe.jpg");
    const [file] = await t.storedFiles();
    const metadata = await sharp(
      path.join(t.dataDir, "business_images", file as string),
    ).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.format).toBe("jpeg");
    expect(await t.tempFiles()).toEqual([]);
  });

  it("stores the new category's name when 'Ny kategori' is chosen", async () => {
    const reply = await t.registrationForm({
      ...VALID,
      category: "Ny kategori",
      new_category: "Keramikverkstäder",
    });
    expect(reply.data.ok).toBe(true);
    const [row] = await t.submissions();
    expect(row).toMatchObject({
      category: "Ny kategori",
      actual_category: "Keramikverkstäder",
      profile_image_path: null,
    });
  });

  it("checks the fields in the spec's order", async () => {
    const steps: [Record<string, string>, string][] = [
      [{}, "Vänligen ange företagsnamn"],
      [{ business_name: "X" }, "Vänligen välj en kategori"],
      [{ business_name: "X", category: "Ny kategori" }, "Vänligen ange namn på den nya kategorin"],
      [{ business_name: "X", category: "Spa" }, "Vänligen ange information om företaget"],
      [
        { business_name: "X", category: "Spa", business_info: "Info" },
        "Vänligen ange e-postadress till kontaktperson",
      ],
    ];
    for (const [fields, message] of steps) {
      const reply = await t.registrationForm(fields);
      expect(reply.status).toBe(400);
      expect(said(reply)).toBe(message);
    }
    // Every field's error comes back, in the spec's order, for the page to show them all.
    const empty = await t.registrationForm({});
    expect(Object.keys(empty.data.errors ?? {})).toEqual([
      "business_name",
      "category",
      "business_info",
      "contact_email",
    ]);
    expect(await t.submissions()).toHaveLength(0);
  });

  it.each([
    ["an unknown category", { category: "Hackare" }, "Vänligen välj en kategori"],
    [
      "a 10,000-character name",
      { business_name: "x".repeat(10_000) },
      "Företagsnamnet får vara högst 200 tecken.",
    ],
    [
      "a 10,000-character description",
      { business_info: "y".repeat(10_000) },
      "Informationen om företaget får vara högst 5000 tecken.",
    ],
    [
      "CRLF in the e-mail",
      { contact_email: "a@example.se\r\nBcc: b@example.se" },
      "Vänligen ange en giltig e-postadress till kontaktperson",
    ],
    [
      "an e-mail without domain",
      { contact_email: "anna@" },
      "Vänligen ange en giltig e-postadress till kontaktperson",
    ],
    ["only spaces as name", { business_name: "    " }, "Vänligen ange företagsnamn"],
  ])("refuses %s", async (_name, override, message) => {
    const reply = await t.registrationForm({ ...VALID, ...override });
    expect(reply.status).toBe(400);
    expect(said(reply)).toBe(message);
    expect(await t.submissions()).toHaveLength(0);
  });

  it("stores SQL-looking text and markup literally", async () => {
    const name = "Robert'); DROP TABLE business_submissions;-- <script>alert(1)</script>";
    const reply = await t.registrationForm({ ...VALID, business_name: name.slice(0, 200) });
    expect(reply.data.ok).toBe(true);
    expect((await t.submissions())[0]?.business_name).toBe(name.slice(0, 200));
  });

  it("refuses text that is not valid UTF-8", async () => {
    const boundary = "----mgboundary";
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="business_name"\r\n\r\n`,
      Buffer.from([0x43, 0x61, 0x66, 0xc3, 0x28, 0xff, 0xfe]),
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nSpa\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="business_info"\r\n\r\nInfo\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="contact_email"\r\n\r\na@example.se\r\n--${boundary}--\r\n`,
    ];
    const body = Buffer.concat(
      parts.map((part) => (typeof part === "string" ? Buffer.from(part) : part)),
    );
    const reply = await t.call(
      t.registration,
      t.post("/submit-business", body, {
        "content-type": `multipart/form-data; boundary=${boundary}`,
      }),
    );
    expect(reply.status).toBe(400);
    expect(said(reply)).toMatch(/tecken som inte kunde läsas/);
    expect(await t.submissions()).toHaveLength(0);
  });

  it("refuses a filled honeypot and stores nothing", async () => {
    const reply = await t.registrationForm({ ...VALID, website: "https://spam.example" });
    expect(reply.status).toBe(400);
    expect(await t.submissions()).toHaveLength(0);
  });
});

/** Issue 38, point 4: the optional hours and accessibility facts of a registration. */
describe.each(DATABASES)("form actions: a registration's facts (%s)", (kind) => {
  const t = formActionsApp(kind);
  const WEEK = {
    "mo-0-fran": "08:00",
    "mo-0-till": "18:00",
    "sa-0-fran": "10:00",
    "sa-0-till": "16:00",
    julafton: "1",
    trappfri: "yes",
    horslinga: "no",
    toalett: "vet-inte",
  };

  it("stores the hours and the known facts, and publishes them on approval, checked that day", async () => {
    const reply = await t.registrationForm({ ...VALID, ...WEEK });
    expect(reply.status).toBe(200);
    const [row] = await t.submissions();
    expect(row?.opening_hours).toBe('Mo 08:00-18:00; Sa 10:00-16:00; Dec 24 off "julafton"');
    expect(JSON.parse(row?.accessibility ?? "null")).toEqual({ trappfri: "yes", horslinga: "no" });

    const { approveRegistration } = await import("~/.server/registrations/decisions");
    const { createTestOperator } = await import("../support/test-database");
    const { stockholmNow } = await import("~/lib/text/dates");
    const operator = await createTestOperator(t.testDb.db);
    const approved = await approveRegistration(t.testDb.db, operator, row?.id ?? 0, "restauranger");
    if (!approved.ok) throw new Error(`not approved: ${JSON.stringify(approved)}`);
    const place = await t.testDb.db
      .selectFrom("businesses")
      .select(["opening_hours", "hours_checked_at", "accessibility"])
      .where("slug", "=", approved.slug ?? "")
      .executeTakeFirstOrThrow();
    const today = stockholmNow(new Date()).slice(0, 10);
    expect(place.opening_hours).toBe(row?.opening_hours);
    expect(place.hours_checked_at).toBe(today);
    expect(JSON.parse(place.accessibility ?? "null")).toEqual({
      trappfri: { value: "yes", checkedAt: today },
      horslinga: { value: "no", checkedAt: today },
    });
  });

  it("refuses hours it cannot read in Swedish, keeps what was sent, and stores nothing", async () => {
    const reply = await t.registrationForm({ ...VALID, "tu-0-fran": "09:00", trappfri: "yes" });
    expect(reply.status).toBe(400);
    expect(said(reply)).toBe("Skriv när ni stänger.");
    expect(reply.data.errors).toEqual({ "tu-0-till": "Skriv när ni stänger." });
    const values = (reply.data as { values?: Record<string, string> }).values;
    expect(values).toMatchObject({
      business_name: VALID.business_name,
      "tu-0-fran": "09:00",
      trappfri: "yes",
    });
    expect(await t.submissions()).toEqual([]);
    expect(await t.tempFiles()).toEqual([]);
  });
});
