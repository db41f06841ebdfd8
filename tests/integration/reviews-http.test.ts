import { describe, expect, it } from "vitest";
import { hardenedServer } from "../support/hardening";
import { BUILD_EXISTS, rawRequest } from "../support/server-process";

// The review form and its mail links (issue 39, points 1 and 6) against the real
// production server process: the request guard applies each route's policy before any
// route code, and a browser without JavaScript gets its answer as a page.

describe.skipIf(!BUILD_EXISTS)("reviews over HTTP (production server process)", () => {
  const t = hardenedServer();
  const form = "/business/malmo-opera/omdome";

  for (const path of [
    form,
    "/omdome/bekrafta",
    "/omdome/ta-bort",
    "/omdome/1/rapportera",
    // The same forms under the other languages' prefixes (issue 40).
    `/de${form}`,
    "/en/omdome/bekrafta",
    "/da/omdome/1/rapportera",
  ])
    it(`${path}: refuses other media types, oversized and cut-off bodies, calmly`, async () => {
      const json = await fetch(`${t.server.base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ body: "Bra" }),
      });
      expect(json.status).toBe(415);
      const large = await fetch(`${t.server.base}${path}`, {
        method: "POST",
        body: new URLSearchParams({ body: "x".repeat(200_000) }),
      });
      expect(large.status).toBe(413);
      const cut = await rawRequest(t.server.port, (socket) => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nbody=abc`,
        );
        socket.end();
      });
      expect(cut.response).not.toMatch(/^HTTP\/1\.1 5/);
      expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
    });

  it("answers a browser without JavaScript with a page: errors at the fields, then what comes next", async () => {
    const refused = await fetch(`${t.server.base}${form}`, {
      method: "POST",
      body: new URLSearchParams({ name: "Anna", body: "<b>Bra</b>" }),
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Välj hur många stjärnor du ger, från 1 till 5.");
    expect(page).toContain("Skriv minst 30 tecken om ditt besök.");
    expect(page).toContain("Skriv din e-postadress.");
    expect(page).toContain('value="Anna"');

    const sent = await fetch(`${t.server.base}${form}`, {
      method: "POST",
      body: new URLSearchParams({
        rating: "5",
        body: "En fin kväll med bra sångare och en vacker salong.",
        name: "Anna",
        email: "anna@example.se",
      }),
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Tack! Bekräfta ditt omdöme i mejlet vi skickade.");

    // A link that is not one: the page says so, and a post of it changes nothing.
    const link = await fetch(`${t.server.base}/omdome/bekrafta?token=nej`);
    expect(link.status).toBe(200);
    expect(await link.text()).toContain("Länken gäller inte längre");
    const posted = await fetch(`${t.server.base}/omdome/ta-bort`, {
      method: "POST",
      body: new URLSearchParams({ token: "x".repeat(43) }),
    });
    expect(posted.status).toBe(400);
  });

  it("answers the German form in German, and a missing review's report page in English (issue 40)", async () => {
    const refused = await fetch(`${t.server.base}/de${form}`, {
      method: "POST",
      body: new URLSearchParams({ name: "Anna", body: "kurz" }),
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('<html lang="de"');
    expect(page).toContain("Wählen Sie, wie viele Sterne Sie vergeben, von 1 bis 5.");
    expect(page).toContain("Schreiben Sie mindestens 30 Zeichen über Ihren Besuch.");
    expect(page).not.toContain("Skriv din e-postadress.");
    const missing = await fetch(`${t.server.base}/en/omdome/999999/rapportera`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("The review does not exist or is no longer shown.");
  });
});
