import { describe, expect, it } from "vitest";
import { auditOf } from "~/.server/admin/audit";
import { planImport } from "~/.server/import/places-csv";
import { importPlaces } from "~/.server/import/places-import";
import { contentOf, contentVersion } from "~/.server/snapshot/content";
import { loaderAnswer } from "../support/actions";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import * as fixtures from "../support/places-csv";
import { storedRow } from "../support/rows";
import { insertTestPlace } from "../support/test-database";

// Issue 24, point 6: the import's write, the export, and who may use them (the fixtures
// and the import page's harness are in tests/support/places-csv.ts).

describe.each(DATABASES)("places as CSV in the admin: import and export (%s)", (kind) => {
  const { t, post } = fixtures.placesCsvApp(kind);

  it("imports in one write: creates and updates by slug, audited, and the pages show it at once", async () => {
    // Confirmed hours: changed by the file, they are no longer confirmed.
    await t.testDb.db
      .updateTable("businesses")
      .set({ hours_checked_at: "2026-11-26" })
      .where("slug", "=", "strandbaren")
      .execute();
    await contentOf(t.testDb.db);
    const before = await fixtures.state(t.testDb);
    const file = `${fixtures.COMMA_FILE}strandbaren,Strandbaren,fika-lunch,published,"Glass, kaffe och hav",Ett ställe i Malmö.,"Storgatan 1, Malmö",,,,Mo-Su 10:00-22:00\n`;
    // 'Importera' writes only the file that was previewed.
    expect(await post({ intent: "importera" }, { text: file })).toMatchObject({
      status: 400,
      data: {
        message:
          "Förhandsgranska filen först. Importera skriver bara den fil som du har förhandsgranskat.",
      },
    });
    expect(
      await post(
        { intent: "importera", previewed: fixtures.sha256(fixtures.COMMA_FILE) },
        { text: file },
      ),
    ).toMatchObject({ status: 400 });
    expect(await fixtures.state(t.testDb)).toEqual(before);

    const preview = await post({ intent: "forhandsgranska" }, { text: file });
    const previewed = preview.kind === "refused" ? (preview.data.previewed ?? "") : "";
    expect(previewed).toBe(fixtures.sha256(file));
    expect(await post({ intent: "importera", previewed }, { text: file })).toEqual({
      kind: "redirect",
      status: 302,
      location: "/admin/foretag/import?klart=1&nya=2&andrade=1&oforandrade=0",
    });

    const stored = (slug: string) => storedRow(t.testDb.db, "businesses", "slug", slug);
    const kvarnen = await stored("kafe-kvarnen");
    expect(kvarnen).toMatchObject({
      name: "Kafé Kvarnen, Möllan",
      description: fixtures.DESCRIPTION,
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
      who: fixtures.OPERATOR.email,
      action: "create",
      changes: { name: [null, "Kafé Kvarnen, Möllan"], status: [null, "published"] },
    });
    const [updated] = await auditOf(t.testDb.db, "business", "strandbaren");
    expect(updated).toMatchObject({
      who: fixtures.OPERATOR.email,
      action: "update",
      changes: {
        category: ["restauranger", "fika-lunch"],
        summary: ["Ett ställe.", "Glass, kaffe och hav"],
        opening_hours: [null, "Mo-Su 10:00-22:00"],
        // Changed hours lose their confirmation, in the history too.
        hours_checked_at: ["2026-11-26", null],
      },
    });
    expect(Object.keys(updated?.changes ?? {})).toHaveLength(4);

    // One new content version, and the snapshot the pages read has the places.
    expect(await contentVersion(t.testDb.db)).toBe(before.version + 1);
    const content = await contentOf(t.testDb.db);
    expect(content.places.get("kafe-kvarnen")).toMatchObject({ name: "Kafé Kvarnen, Möllan" });
    expect(content.places.get("strandbaren")).toMatchObject({ summary: "Glass, kaffe och hav" });
  });

  it("exports every place for Swedish Excel with formula cells escaped, and the export imports back unchanged", async () => {
    await insertTestPlace(t.testDb.db, {
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
      { context: { database: await appDatabase(), operator: t.operator } },
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
        '"slug";"name";"category";"status";"summary";"description";"address";"email";"phone";"website";"opening_hours";"hours_checked_at";"source";"confirmed_at";"confirmed_by";"accessibility_trappfri";"accessibility_toalett";"accessibility_horslinga";"accessibility_sittplatser";"accessibility_ledarhund";"accessibility_lugna_timmar"\r\n',
      ),
    ).toBe(true);
    expect(text).toContain(
      `"formel";"'=HYPERLINK(""https://evil.example"",""klicka"")";"restauranger";"published";"Ett ställe.";"'-rea; allt ska bort\r\n@nu";"Storgatan 1, Malmö";"";"'+46 40 12 34 56";"";"";"";"";"";"";"";"";"";"";"";""\r\n`,
    );
    const before = await fixtures.state(t.testDb);
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
    expect(await fixtures.state(t.testDb)).toEqual(before);

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
    const before = await fixtures.state(t.testDb);
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
      { intent: "importera", previewed: fixtures.sha256(fixtures.COMMA_FILE) },
      { text: fixtures.COMMA_FILE },
      {},
    ).catch((thrown: unknown) => thrown);
    expect(imported instanceof Response && imported.status).toBe(302);
    expect(await fixtures.state(t.testDb)).toEqual(before);
  });
});
