import { describe, expect, it } from "vitest";
import { hardenedServer } from "../support/hardening";
import { BUILD_EXISTS, rawRequest } from "../support/server-process";

// The claim form (issue 24, point 5) against the real production server process: the
// request guard applies the route's own policy (methods, media types, body limit) before
// any route code, and a browser without JavaScript gets its answer as a page.

describe.skipIf(!BUILD_EXISTS)("claims: the form over HTTP (production server process)", () => {
  const t = hardenedServer();
  const form = "/business/malmo-opera/agare";

  it("refuses other media types (415), oversized bodies (413) and other methods (405), calmly", async () => {
    const json = await fetch(`${t.server.base}${form}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Karin" }),
    });
    expect(json.status).toBe(415);
    const large = await fetch(`${t.server.base}${form}`, {
      method: "POST",
      body: new URLSearchParams({ verification: "x".repeat(200_000) }),
    });
    expect(large.status).toBe(413);
    const put = await fetch(`${t.server.base}${form}`, { method: "PUT", body: "x" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    const cut = await rawRequest(t.server.port, (socket) => {
      socket.write(
        `POST ${form} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nname=abc`,
      );
      socket.end();
    });
    expect(cut.response).not.toMatch(/^HTTP\/1\.1 5/);
    expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
  });

  it("answers a browser without JavaScript with a page: errors at the fields, then the confirmation", async () => {
    const empty = await fetch(`${t.server.base}${form}`, {
      method: "POST",
      body: new URLSearchParams({ name: "Karin Lind" }),
    });
    expect(empty.status).toBe(400);
    const refused = await empty.text();
    expect(refused).toContain("Skriv din e-postadress.");
    expect(refused).toContain('aria-describedby="claim-email-hint claim-email-error"');
    expect(refused).toContain('value="Karin Lind"');

    const sent = await fetch(`${t.server.base}${form}`, {
      method: "POST",
      body: new URLSearchParams({
        name: "Karin Lind",
        email: "karin@malmoopera.example",
        role: "Ägare",
        verification: "Organisationsnummer 556000-0001.",
      }),
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Tack! Vi har tagit emot din förfrågan.");

    const unknown = await fetch(`${t.server.base}/business/finns-inte/agare`, {
      method: "POST",
      body: new URLSearchParams({ name: "Karin Lind" }),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Oops! Sidan du letar efter finns inte");
  });
});
