import { describe, expect, it } from "vitest";
import { hardenedServer } from "../support/hardening";
import { BUILD_EXISTS, rawRequest } from "../support/server-process";

// The freshness links (issue 24, point 4) and the operator's confirmation against the
// real production server process: the request guard applies each route's policy before
// any route code, a made-up token changes nothing, and a stranger cannot confirm.

describe.skipIf(!BUILD_EXISTS)("freshness: the links and the confirmation over HTTP", () => {
  const t = hardenedServer();
  const token = "x".repeat(43);

  for (const path of ["/foretagare/stammer", "/foretagare/paminnelser"])
    it(`${path}: refuses other media types (415), oversized and cut-off bodies, and a made-up token`, async () => {
      const json = await fetch(`${t.server.base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      });
      expect(json.status).toBe(415);
      const large = await fetch(`${t.server.base}${path}`, {
        method: "POST",
        body: new URLSearchParams({ token: "x".repeat(200_000) }),
      });
      expect(large.status).toBe(413);
      const cut = await rawRequest(t.server.port, (socket) => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\ntoken=abc`,
        );
        socket.end();
      });
      expect(cut.response).not.toMatch(/^HTTP\/1\.1 5/);
      // Without JavaScript the answer is a page that says the link does not work.
      const madeUp = await fetch(`${t.server.base}${path}`, {
        method: "POST",
        body: new URLSearchParams({ token }),
      });
      expect(madeUp.status).toBe(400);
      expect(await madeUp.text()).toContain("Länken fungerar inte");
      expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
    });

  it("lets no stranger confirm a place's details", async () => {
    const stranger = await fetch(`${t.server.base}/admin/foretag/moderna-museet/bekrafta`, {
      method: "POST",
      body: new URLSearchParams({}),
    });
    expect(stranger.status).toBe(403);
  });
});
