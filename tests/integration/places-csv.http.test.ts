import { describe, expect, it } from "vitest";
import { sharedAdminServer } from "../support/admin-server";
import { BUILD_EXISTS } from "../support/server-process";

// The CSV export and import of places (issue 24, point 6) against the real server
// process: only a signed-in operator gets the file or may import, and the import page
// takes only a multipart post within its 20 MB.

const FILE =
  "slug;name;category;description;address\r\nkafe-test;Kafé Test;fika-lunch;Ett kafé.;Malmö\r\n";

describe.skipIf(!BUILD_EXISTS)("places as CSV (production server process)", () => {
  const t = sharedAdminServer();

  const importPost = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${t.server.base}/admin/foretag/import`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: t.server.base, ...headers },
      body,
    });

  const form = (file: Blob, intent = "forhandsgranska") => {
    const body = new FormData();
    body.set("intent", intent);
    body.set("file", file, "platser.csv");
    return body;
  };

  it("gives a stranger no CSV and no import", async () => {
    for (const target of ["/admin/foretag/export.csv", "/admin/foretag/import"]) {
      const page = await fetch(`${t.server.base}${target}`, { redirect: "manual" });
      expect(page.status, target).toBe(303);
      expect(page.headers.get("location"), target).toMatch(/^\/admin\/logga-in\?till=/);
      expect(page.headers.get("content-type") ?? "", target).not.toMatch(/csv/);
      expect(await page.text(), target).not.toContain("slug");
    }
    const imported = await importPost(form(new Blob([FILE])));
    expect(imported.status).toBe(403);
    // Nothing was imported: the operator's export has no such place.
    const cookie = await t.newSession();
    const csv = await fetch(`${t.server.base}/admin/foretag/export.csv`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="platser-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await csv.arrayBuffer());
    // The BOM, for Excel (fetch's text() would drop it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toMatch(/^\uFEFF"slug";"name";"category";/);
    expect(text).toContain('"moderna-museet";"Moderna Museet Malmö";"konst";');
    expect(text).not.toContain("kafe-test");
  });

  it("previews a signed-in operator's file, and refuses other media types and files over 20 MB", async () => {
    const cookie = await t.newSession();
    const preview = await importPost(form(new Blob([FILE])), { cookie });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("1 ny, 0 ändrade, 0 oförändrade");

    const json = await importPost(JSON.stringify({ file: FILE }), {
      cookie,
      "content-type": "application/json",
    });
    expect(json.status).toBe(415);
    expect(await json.text()).toBe("Formatet på förfrågan stöds inte.");
    const urlencoded = await importPost(new URLSearchParams({ intent: "forhandsgranska" }), {
      cookie,
    });
    expect(urlencoded.status).toBe(400);
    expect(await urlencoded.text()).toContain(
      "Välj en CSV-fil att importera (filen saknas eller är tom).",
    );

    // 21 MB: refused by its declared length before it is read, with the page's own words.
    const big = new Blob([FILE, Buffer.alloc(21 * 1024 * 1024, 0x61)]);
    const tooLarge = await importPost(form(big), { cookie });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain(
      "Filen är för stor: högst 20 MB. Dela upp den i flera filer.",
    );
    // The server still serves.
    expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
  }, 60_000);
});
