import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  BOUNDARY,
  hardenedServer,
  head,
  multipartBody,
  oversizedRegistration,
} from "../support/hardening";
import { BUILD_EXISTS, rawRequest } from "../support/server-process";

// Issue 40: the forms under /en, /de and /da are the Swedish forms' routes under a
// prefix, and the request guard must treat them alike: other media types, methods,
// oversized and cut-off bodies refused calmly, before any route code; a form sent twice
// at once stored once; a browser without JavaScript answered in the page's language.

describe.skipIf(!BUILD_EXISTS)(
  "the forms in other languages over HTTP (production server process)",
  () => {
    const t = hardenedServer();

    const FORMS = [
      { path: "/en/newsletter", field: "email" },
      { path: "/de/business/malmo-opera/agare", field: "verification" },
      { path: "/da/nyhetsbrev/avsluta", field: "token" },
      { path: "/en/nyhetsbrev/bekrafta", field: "token" },
      { path: "/de/nyhetsbrev/prenumerera-igen", field: "token" },
    ];

    for (const { path: form, field } of FORMS)
      it(`${form}: refuses other media types, methods, oversized and cut-off bodies, calmly`, async () => {
        const json = await fetch(`${t.server.base}${form}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ [field]: "x" }),
        });
        expect(json.status).toBe(415);
        const large = await fetch(`${t.server.base}${form}`, {
          method: "POST",
          body: new URLSearchParams({ [field]: "x".repeat(200_000) }),
        });
        expect(large.status).toBe(413);
        const put = await fetch(`${t.server.base}${form}`, { method: "PUT", body: "x" });
        expect(put.status).toBe(405);
        expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
        const cut = await rawRequest(t.server.port, (socket) => {
          socket.write(
            `POST ${form} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\n${field}=abc`,
          );
          socket.end();
        });
        expect(cut.response).not.toMatch(/^HTTP\/1\.1 5/);
        expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
      });

    it("/de/submit-business: an oversized picture is refused in German, other bodies calmly", async () => {
      const json = await fetch(`${t.server.base}/de/submit-business`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(json.status).toBe(415);
      const put = await fetch(`${t.server.base}/de/submit-business`, { method: "PUT", body: "x" });
      expect(put.status).toBe(405);
      // A chunked registration far larger than the limit.
      const chunked = await oversizedRegistration(t.server.port, "/de/submit-business");
      expect(chunked.response).toMatch(/^HTTP\/1\.1 413/);
      expect(chunked.response).toContain("Das Bild darf nicht größer als 5MB sein");
      expect(chunked.response).toContain('<html lang="de"');
      // A body that ends inside the picture stores nothing.
      const body = multipartBody(Buffer.alloc(190 * 1024, 2));
      const cut = await rawRequest(t.server.port, (socket) => {
        socket.write(
          head("/de/submit-business", {
            "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
            "Content-Length": String(body.length),
          }),
        );
        socket.end(body.subarray(0, 150 * 1024));
      });
      expect(cut.response).not.toMatch(/^HTTP\/1\.1 [25]/);
      expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
    });

    it("/da/demo-checkout: the demo payment page refuses what is not its form", async () => {
      const started = await fetch(`${t.server.base}/api/create-checkout-session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ plan: "silver", priceId: "demo_silver", language: "da" }),
      });
      const demoPath = new URL(((await started.json()) as { url: string }).url).pathname;
      expect(demoPath).toMatch(/^\/da\/demo-checkout\/cs_demo_/);
      const json = await fetch(`${t.server.base}${demoPath}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(json.status).toBe(415);
      const malformed = await fetch(`${t.server.base}${demoPath}`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=nope" },
        body: "this is not multipart",
      });
      expect(malformed.status).toBe(400);
      const large = await fetch(`${t.server.base}${demoPath}`, {
        method: "POST",
        body: new URLSearchParams({ business: "x".repeat(200_000) }),
      });
      expect(large.status).toBe(413);
      expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
    });

    it("stores a signup sent twice at once on /en/newsletter once, in English", async () => {
      const email = "twice-en@example.se";
      const answers = await Promise.all(
        [1, 2].map(() =>
          fetch(`${t.server.base}/en/newsletter`, {
            method: "POST",
            body: new URLSearchParams({ email }),
          }),
        ),
      );
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
      const database = new SQLite(path.join(t.dataDir, "malmoguiden.db"), { readonly: true });
      const rows = database
        .prepare("select language from newsletter_subscribers where email = ?")
        .all(email);
      database.close();
      expect(rows).toEqual([{ language: "en" }]);
    });

    it("answers a claim without JavaScript on /de with German errors, then the German confirmation", async () => {
      const form = "/de/business/malmo-opera/agare";
      const empty = await fetch(`${t.server.base}${form}`, {
        method: "POST",
        body: new URLSearchParams({ name: "Karin Lind" }),
      });
      expect(empty.status).toBe(400);
      const refused = await empty.text();
      expect(refused).toContain('<html lang="de"');
      expect(refused).toContain("Schreiben Sie Ihre E-Mail-Adresse.");
      expect(refused).toContain('value="Karin Lind"');
      const sent = await fetch(`${t.server.base}${form}`, {
        method: "POST",
        body: new URLSearchParams({
          name: "Karin Lind",
          email: "karin@malmoopera.example",
          // The option's value; the page names it in German.
          role: "Ägare",
          verification: "Organisationsnummer 556000-0001.",
        }),
      });
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain("Danke! Wir haben Ihre Anfrage erhalten.");
    });
  },
);
