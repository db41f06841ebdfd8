import { createHash } from "node:crypto";
import { sql } from "kysely";
import { expect } from "vitest";
import { contentVersion } from "~/.server/snapshot/content";
import { type ActionAnswer, actionAnswer } from "./actions";
import { appDatabase } from "./app-database";
import type { DatabaseKind } from "./databases";
import { withTestApp } from "./test-app";
import { createTestOperator, insertTestPlace, type TestDatabase } from "./test-database";

// Issue 24, point 6: places in and out of the admin as CSV. The files are written here as
// Swedish Excel (semicolons, CRLF, BOM) and other tools (commas, LF) write them.

/** Two new places; quoted commas, a line break and doubled quotes; BOM and LF. */
export const COMMA_FILE = [
  "\uFEFFslug,name,category,status,summary,description,address,email,phone,website,opening_hours",
  'kafe-kvarnen,"Kafé Kvarnen, Möllan",fika-lunch,published,,"Ett kafé vid Möllan.',
  'Hembakat, varje dag. Säg ""hej""!",Möllevångstorget 1,hej@kvarnen.example,040-12 34 56,https://kvarnen.example,Mo-Fr 08:00-17:00',
  "bokhandel-lasa,Bokhandel Läsa,shopping,,Böcker i Malmö,Böcker.,Södergatan 2,,,,",
  "",
].join("\n");

/** The test's own place, changed by SEMICOLON_FILE. */
export const STRANDBAREN = { slug: "strandbaren", name: "Strandbaren", category: "restauranger" };

/** One update as Swedish Excel saves it: a subset of the columns, `;` inside quotes, CRLF. */
export const SEMICOLON_FILE =
  "slug;name;category;summary;opening_hours\r\n" +
  'strandbaren;Strandbaren;fika-lunch;"Glass; kaffe och hav";Mo-Su 10:00-22:00\r\n';

export const DESCRIPTION = 'Ett kafé vid Möllan.\nHembakat, varje dag. Säg "hej"!';

/** A file whose rows each break one rule (row 2 is fine): what the page must say about each. */
export const INVALID_FILE = [
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

export const INVALID_ERRORS = [
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

export const OPERATOR = { id: 0, email: "redaktor@example.se" };
export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export type ActionModule = { action: (args: never) => Promise<unknown> };
export interface Reply {
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
export async function state(testDb: TestDatabase) {
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

/** The import page's app on `kind`, a database of its own per test, and its form as the browser posts it. */
export function placesCsvApp(kind: DatabaseKind) {
  const t = {} as { testDb: TestDatabase; route: ActionModule; operator: typeof OPERATOR };
  withTestApp(kind, { name: "places-csv", seed: true, perTest: true }, async (made) => {
    t.testDb = made.testDb;
    t.operator = await createTestOperator(made.testDb.db, OPERATOR.email);
    t.route = (await import("~/routes/admin/foretag/import")) as unknown as ActionModule;
    await insertTestPlace(made.testDb.db, STRANDBAREN);
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
    const result = await t.route.action({
      request,
      params: {},
      context: { database: await appDatabase(), ...context },
    } as never);
    return actionAnswer(result as Response | { data: Reply });
  }

  return { t, post };
}
