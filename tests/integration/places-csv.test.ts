import { createHash } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { auditOf } from "~/.server/admin/audit";
import { contentOf, contentVersion } from "~/.server/content/content";
import { importPlaces, planImport } from "~/.server/content/places-csv";
import { type ActionAnswer, actionAnswer, loaderAnswer } from "../support/actions";
import { DATABASES } from "../support/databases";
import { storedRow } from "../support/rows";
import { withTestApp } from "../support/test-app";
import {
  businessesNamed,
  createTestOperator,
  insertTestBusiness,
  type TestDatabase,
} from "../support/test-database";

// Issue 24, point 6: places in and out of the admin as CSV. The files are written here as
// Swedish Excel (semicolons, CRLF, BOM) and other tools (commas, LF) write them.

/** Two new places; quoted commas, a line break and doubled quotes; BOM and LF. */
const COMMA_FILE = [
  "\uFEFFslug,name,category,status,summary,description,address,email,phone,website,opening_hours",
  'kafe-kvarnen,"Kafé Kvarnen, Möllan",fika-lunch,published,,"Ett kafé vid Möllan.',
  'Hembakat, varje dag. Säg ""hej""!",Möllevångstorget 1,hej@kvarnen.example,040-12 34 56,https://kvarnen.example,Mo-Fr 08:00-17:00',
  "bokhandel-lasa,Bokhandel Läsa,shopping,,Böcker i Malmö,Böcker.,Södergatan 2,,,,",
  "",
].join("\n");

/** The test's own place, changed by SEMICOLON_FILE. */
const STRANDBAREN = { slug: "strandbaren", name: "Strandbaren", category: "restauranger" };

/** One update as Swedish Excel saves it: a subset of the columns, `;` inside quotes, CRLF. */
const SEMICOLON_FILE =
  "slug;name;category;summary;opening_hours\r\n" +
  'strandbaren;Strandbaren;fika-lunch;"Glass; kaffe och hav";Mo-Su 10:00-22:00\r\n';

const DESCRIPTION = 'Ett kafé vid Möllan.\nHembakat, varje dag. Säg "hej"!';

/** A file whose rows each break one rule (row 2 is fine): what the page must say about each. */
const INVALID_FILE = [
  "slug;name;category;description;address;email;website;opening_hours",
  "ny-plats;Ny plats;konst;Bra.;Malmö;;;",
  "utan-namn;;konst;Bra.;Malmö;;;",
  "fel-kategori;X;xyz;Bra.;Malmö;;;",
  "fel-epost;X;konst;Bra.;Malmö;inte-en-adress;;",
  "fel-webb;X;konst;Bra.;Malmö;;www.exempel.se;",
  "fel-tider;X;konst;Bra.;Malmö;;;Mo-Fr 25:00-18:00",
  "ny-plats;Dubblett;konst;Bra.;Malmö;;;",
  `for-lang;${"x".repeat(201)};konst;Bra.;Malmö;;;`,
  "Fel Slug;X;konst;Bra.;Malmö;;;",
  "kort-rad;X;konst",
].join("\r\n");

const INVALID_ERRORS = [
  { row: 3, column: "name", message: "Ange ett namn." },
  { row: 4, column: "category", message: "Kategorin 'xyz' finns inte." },
  { row: 5, column: "email", message: "Ange en giltig e-postadress." },
  { row: 6, column: "website", message: "Ange hela adressen, t.ex. https://www.exempel.se." },
  {
    row: 7,
    column: "opening_hours",
    message: expect.stringMatching(/^Öppettiderna kunde inte läsas\./),
  },
  { row: 8, column: "slug", message: "Sluggen 'ny-plats' finns redan på rad 2." },
  { row: 9, column: "name", message: "Namnet är för långt." },
  {
    row: 10,
    column: "slug",
    message:
      "Sluggen 'Fel Slug' går inte att använda: bara a–z, 0–9 och bindestreck, högst 80 tecken (t.ex. kafe-lilla-torg).",
  },
  { row: 11, message: "Raden har 3 värden men rubrikraden har 8 kolumner." },
];

const OPERATOR = { id: 0, email: "redaktor@example.se" };
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

type ActionModule = { action: (args: never) => Promise<unknown> };
interface Reply {
  ok: boolean;
  message?: string;
  previewed?: string;
  summary?: {
    fileError?: string;
    created: number;
    updated: number;
    unchanged: number;
    failedRows: number;
    errors: unknown[];
  };
}

/** What the database holds that an import could change: to compare before and after. */
async function state(testDb: TestDatabase) {
  const count = async (table: "businesses" | "audit_log" | "business_listings") =>
    Number(
      (
        await testDb.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    businesses: await count("businesses"),
    audit: await count("audit_log"),
    listings: await count("business_listings"),
    version: await contentVersion(testDb.db),
    places: await testDb.db.selectFrom("businesses").selectAll().orderBy("slug").execute(),
  };
}

describe.each(DATABASES)("places as CSV in the admin (%s)", (kind) => {
  const t = {} as { testDb: TestDatabase; route: ActionModule; operator: typeof OPERATOR };
  withTestApp(kind, { name: "places-csv", seed: true, perTest: true }, async (made) => {
    t.testDb = made.testDb;
    t.operator = await createTestOperator(made.testDb.db, OPERATOR.email);
    t.route = (await import("~/routes/admin/foretag/import")) as unknown as ActionModule;
    await insertTestBusiness(made.testDb.db, STRANDBAREN);
  });

  /** The import form as the browser posts it: multipart with the file. */
  async function post(
    fields: Record<string, string>,
    file?: { text: string | Uint8Array; name?: string },
    context: object = { operator: t.operator },
  ): Promise<ActionAnswer<Reply>> {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (file)
      body.set(
        "file",
        new Blob([typeof file.text === "string" ? file.text : new Uint8Array(file.text)], {
          type: "text/csv",
        }),
        file.name ?? "platser.csv",
      );
    const request = new Request("http://localhost/admin/foretag/import", { method: "POST", body });
    const result = await t.route.action({ request, params: {}, context } as never);
    return actionAnswer(result as Response | { data: Reply });
  }

  it("reads commas with BOM, quoted commas, line breaks and quotes, and semicolons with CRLF; a dry run writes nothing", async () => {
    const before = await state(t.testDb);
    const comma = await planImport(t.testDb.db, COMMA_FILE);
    expect(comma.errors).toEqual([]);
    expect(comma.creates.map(({ row, slug, values }) => ({ row, slug, values }))).toEqual([
      {
        row: 2,
        slug: "kafe-kvarnen",
        values: {
          name: "Kafé Kvarnen, Möllan",
          category: "fika-lunch",
          status: "published",
          // The form's rule for an empty summary: the description's first sentence.
          summary: "Ett kafé vid Möllan.",
          description: DESCRIPTION,
          address: "Möllevångstorget 1",
          email: "hej@kvarnen.example",
          phone: "040-12 34 56",
          website: "https://kvarnen.example",
          opening_hours: "Mo-Fr 08:00-17:00",
          source: expect.stringMatching(/^CSV-import \d{4}-\d{2}-\d{2}$/),
        },
      },
      {
        // The quoted line break stays inside row 2, as Excel shows it: this is row 3.
        row: 3,
        slug: "bokhandel-lasa",
        values: expect.objectContaining({
          name: "Bokhandel Läsa",
          // The "Nytt företag" form's default.
          status: "hidden",
          summary: "Böcker i Malmö",
          email: null,
          website: null,
          opening_hours: null,
        }),
      },
    ]);
    const semicolon = await planImport(t.testDb.db, SEMICOLON_FILE);
    expect(semicolon).toMatchObject({ creates: [], unchanged: 0, errors: [] });
    expect(semicolon.updates).toEqual([
      {
        row: 2,
        slug: "strandbaren",
        name: "Strandbaren",
        oldCategory: "restauranger",
        set: {
          category: "fika-lunch",
          summary: "Glass; kaffe och hav",
          opening_hours: "Mo-Su 10:00-22:00",
        },
        changes: {
          category: ["restauranger", "fika-lunch"],
          summary: ["Ett ställe.", "Glass; kaffe och hav"],
          opening_hours: [null, "Mo-Su 10:00-22:00"],
        },
      },
    ]);

    // 'Förhandsgranska' on the page: the counts, and the file's hash to import it by.
    const preview = await post({ intent: "forhandsgranska" }, { text: COMMA_FILE });
    expect(preview).toEqual({
      kind: "refused",
      status: 200,
      data: expect.objectContaining({
        ok: true,
        previewed: sha256(COMMA_FILE),
        summary: expect.objectContaining({ created: 2, updated: 0, unchanged: 0, failedRows: 0 }),
      }),
    });
    expect(await state(t.testDb)).toEqual(before);
  });

  it("refuses a file with any invalid row: nothing is written, and each error names its row in Swedish", async () => {
    const before = await state(t.testDb);
    const plan = await planImport(t.testDb.db, INVALID_FILE);
    expect(plan.errors).toEqual(INVALID_ERRORS);
    expect(plan.failedRows).toBe(9);
    const result = await importPlaces(t.testDb.db, t.operator, INVALID_FILE);
    expect(result.written).toBe(false);

    // The page's 'Importera' of the same file, previewed or not: 400, the errors, no writes.
    const answer = await post(
      { intent: "importera", previewed: sha256(INVALID_FILE) },
      { text: INVALID_FILE },
    );
    expect(answer).toMatchObject({
      status: 400,
      data: { ok: false, summary: { created: 1, failedRows: 9, errors: INVALID_ERRORS } },
    });
    expect(await state(t.testDb)).toEqual(before);
    expect(await businessesNamed(t.testDb.db, "Ny plats")).toEqual([]);
  });

  it("refuses a whole file with unknown or missing columns, no rows, or not in UTF-8", async () => {
    const fileError = async (text: string) => (await planImport(t.testDb.db, text)).fileError;
    expect(await fileError("slug;name;category;telefonnummer\r\nx;X;konst;1\r\n")).toBe(
      "Okänd kolumn 'telefonnummer'. Filen får ha kolumnerna slug, name, category, status, summary, description, address, email, phone, website, opening_hours, source.",
    );
    expect(await fileError("slug;name\r\nx;X\r\n")).toBe(
      "Kolumnen 'category' saknas. Filen måste ha kolumnerna slug, name, category.",
    );
    expect(await fileError("\uFEFFslug;name;category\r\n;;\r\n")).toBe(
      "Filen har inga platser: bara rubrikraden. Lägg till en rad per plats.",
    );
    expect(await fileError("\r\n")).toBe("Filen är tom.");
    expect(await fileError('slug;name;category\r\nx;"X;konst\r\n')).toBe(
      'Rad 2: ett citattecken (") avslutas aldrig.',
    );

    const before = await state(t.testDb);
    // "Kafé" in Windows-1252, as Excel's older CSV format saves it.
    const latin1 = Buffer.concat([
      Buffer.from("slug;name;category\r\nkafe;Kaf"),
      Buffer.from([0xe9]),
      Buffer.from(";fika-lunch\r\n"),
    ]);
    expect(await post({ intent: "forhandsgranska" }, { text: latin1 })).toMatchObject({
      status: 400,
      data: {
        ok: false,
        message:
          "Filen är inte sparad som UTF-8. Spara den i Excel som ”CSV UTF-8 (kommaavgränsad)” och försök igen.",
      },
    });
    expect(await post({ intent: "forhandsgranska" }, { text: "" })).toMatchObject({
      status: 400,
      data: { message: "Välj en CSV-fil att importera (filen saknas eller är tom)." },
    });
    const unknown = await post({ intent: "forhandsgranska" }, { text: "slug;namn\r\n" });
    expect(unknown).toMatchObject({
      status: 400,
      data: { ok: false, summary: { fileError: expect.stringMatching(/^Okänd kolumn 'namn'/) } },
    });
    expect(await state(t.testDb)).toEqual(before);
  });

  it("imports in one write: creates and updates by slug, audited, and the pages show it at once", async () => {
    // Confirmed hours: changed by the file, they are no longer confirmed.
    await t.testDb.db
      .updateTable("businesses")
      .set({ hours_checked_at: "2026-11-26" })
      .where("slug", "=", "strandbaren")
      .execute();
    await contentOf(t.testDb.db);
    const before = await state(t.testDb);
    const file = `${COMMA_FILE}strandbaren,Strandbaren,fika-lunch,published,"Glass, kaffe och hav",Ett ställe i Malmö.,"Storgatan 1, Malmö",,,,Mo-Su 10:00-22:00\n`;
    // 'Importera' writes only the file that was previewed.
    expect(await post({ intent: "importera" }, { text: file })).toMatchObject({
      status: 400,
      data: {
        message:
          "Förhandsgranska filen först. Importera skriver bara den fil som du har förhandsgranskat.",
      },
    });
    expect(
      await post({ intent: "importera", previewed: sha256(COMMA_FILE) }, { text: file }),
    ).toMatchObject({ status: 400 });
    expect(await state(t.testDb)).toEqual(before);

    const preview = await post({ intent: "forhandsgranska" }, { text: file });
    const previewed = preview.kind === "refused" ? (preview.data.previewed ?? "") : "";
    expect(previewed).toBe(sha256(file));
    expect(await post({ intent: "importera", previewed }, { text: file })).toEqual({
      kind: "redirect",
      status: 302,
      location: "/admin/foretag/import?klart=1&nya=2&andrade=1&oforandrade=0",
    });

    const stored = (slug: string) => storedRow(t.testDb.db, "businesses", "slug", slug);
    const kvarnen = await stored("kafe-kvarnen");
    expect(kvarnen).toMatchObject({
      name: "Kafé Kvarnen, Möllan",
      description: DESCRIPTION,
      rating: null,
      image: null,
      profile: null,
      status: "published",
      opening_hours: "Mo-Fr 08:00-17:00",
      hours_checked_at: null,
    });
    expect(Boolean(kvarnen.featured)).toBe(false);
    expect(Boolean(kvarnen.has_detail_page)).toBe(true);
    const strand = await stored("strandbaren");
    expect(strand).toMatchObject({
      summary: "Glass, kaffe och hav",
      category: "fika-lunch",
      opening_hours: "Mo-Su 10:00-22:00",
      hours_checked_at: null,
      // The columns the file has not changed stay as they were.
      rating: null,
      source: null,
    });
    // Listed last on their category's page; the moved place has left its old one.
    const listings = await t.testDb.db
      .selectFrom("business_listings")
      .select(["category_slug", "business_slug", "position"])
      .where("business_slug", "in", ["kafe-kvarnen", "bokhandel-lasa", "strandbaren"])
      .orderBy("business_slug")
      .execute();
    expect(listings.map((row) => [row.business_slug, row.category_slug])).toEqual([
      ["bokhandel-lasa", "shopping"],
      ["kafe-kvarnen", "fika-lunch"],
      ["strandbaren", "fika-lunch"],
    ]);
    const positions = await t.testDb.db
      .selectFrom("business_listings")
      .select("business_slug")
      .where("category_slug", "=", "fika-lunch")
      .orderBy("position", "desc")
      .limit(2)
      .execute();
    expect(positions.map((row) => row.business_slug)).toEqual(["strandbaren", "kafe-kvarnen"]);

    // Audited, each place in its own history.
    const [created] = await auditOf(t.testDb.db, "business", "kafe-kvarnen");
    expect(created).toMatchObject({
      who: OPERATOR.email,
      action: "create",
      changes: { name: [null, "Kafé Kvarnen, Möllan"], status: [null, "published"] },
    });
    const [updated] = await auditOf(t.testDb.db, "business", "strandbaren");
    expect(updated).toMatchObject({
      who: OPERATOR.email,
      action: "update",
      changes: {
        category: ["restauranger", "fika-lunch"],
        summary: ["Ett ställe.", "Glass, kaffe och hav"],
        opening_hours: [null, "Mo-Su 10:00-22:00"],
      },
    });
    expect(Object.keys(updated?.changes ?? {})).toHaveLength(3);

    // One new content version, and the snapshot the pages read has the places.
    expect(await contentVersion(t.testDb.db)).toBe(before.version + 1);
    const content = await contentOf(t.testDb.db);
    expect(content.places.get("kafe-kvarnen")).toMatchObject({ name: "Kafé Kvarnen, Möllan" });
    expect(content.places.get("strandbaren")).toMatchObject({ summary: "Glass, kaffe och hav" });
  });

  it("exports every place for Swedish Excel with formula cells escaped, and the export imports back unchanged", async () => {
    await insertTestBusiness(t.testDb.db, {
      slug: "formel",
      name: '=HYPERLINK("https://evil.example","klicka")',
    });
    await t.testDb.db
      .updateTable("businesses")
      .set({ phone: "+46 40 12 34 56", description: "-rea; allt ska bort\r\n@nu", email: null })
      .where("slug", "=", "formel")
      .execute();
    const answer = await loaderAnswer<Response>(
      import("~/routes/admin/foretag/export.csv"),
      "/admin/foretag/export.csv",
      { context: { operator: t.operator } },
    );
    if (!(answer instanceof Response)) throw new Error("no CSV response");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="platser-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(
      text.startsWith(
        '"slug";"name";"category";"status";"summary";"description";"address";"email";"phone";"website";"opening_hours";"source"\r\n',
      ),
    ).toBe(true);
    expect(text).toContain(
      `"formel";"'=HYPERLINK(""https://evil.example"",""klicka"")";"restauranger";"published";"Ett ställe.";"'-rea; allt ska bort\r\n@nu";"Storgatan 1, Malmö";"";"'+46 40 12 34 56";"";"";""\r\n`,
    );
    const before = await state(t.testDb);
    // One row per place (the seed's and the test's, hidden ones included), the header, the
    // last CRLF, and the CRLF inside the description above.
    expect(text.split("\r\n")).toHaveLength(before.places.length + 3);

    // Read back as it was written: nothing to create or change, nothing written.
    const plan = await planImport(t.testDb.db, text);
    expect(plan).toMatchObject({
      creates: [],
      updates: [],
      errors: [],
      unchanged: before.places.length,
    });
    expect(await importPlaces(t.testDb.db, t.operator, text)).toMatchObject({ written: false });
    expect(await state(t.testDb)).toEqual(before);

    // Edited in Excel and saved again: only the edited cell is a change.
    const edited = text.replace(`"Storgatan 1, Malmö";"";"'+46`, `"Lilla torg 1, Malmö";"";"'+46`);
    const editPlan = await planImport(t.testDb.db, edited);
    expect(editPlan).toMatchObject({
      creates: [],
      errors: [],
      unchanged: before.places.length - 1,
    });
    expect(editPlan.updates).toMatchObject([
      { slug: "formel", changes: { address: ["Storgatan 1, Malmö", "Lilla torg 1, Malmö"] } },
    ]);
    expect(Object.keys(editPlan.updates[0]?.changes ?? {})).toEqual(["address"]);
  });

  it("gives a stranger neither the export nor the import", async () => {
    const before = await state(t.testDb);
    const exported = await loaderAnswer(
      import("~/routes/admin/foretag/export.csv"),
      "/admin/foretag/export.csv",
    );
    expect(exported instanceof Response && exported.status).toBe(302);
    expect(exported instanceof Response && exported.headers.get("location")).toBe(
      "/admin/logga-in",
    );
    expect(
      (exported instanceof Response && exported.headers.get("content-type")) || "",
    ).not.toMatch(/csv/);
    const imported = await post(
      { intent: "importera", previewed: sha256(COMMA_FILE) },
      { text: COMMA_FILE },
      {},
    ).catch((thrown: unknown) => thrown);
    expect(imported instanceof Response && imported.status).toBe(302);
    expect(await state(t.testDb)).toEqual(before);
  });
});
