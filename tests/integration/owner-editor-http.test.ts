import { describe, expect, it } from "vitest";
import { hardenedServer } from "../support/hardening";
import { BUILD_EXISTS, rawRequest } from "../support/server-process";

// Issue 38, point 6: the owner's editor, the owner's photos and replies to reviews (issue
// 39), a waiting registration's facts and photos, and the operator's review of owners'
// changes and of reviews, against the real production server process. The request guard applies
// each route's policy before any route code: another media type is 415, an oversized
// body 413, a cut-off body never a server error, and nobody signed in changes anything.

describe.skipIf(!BUILD_EXISTS)("owners' changes over HTTP", () => {
  const t = hardenedServer();
  const PATHS = [
    "/foretagare/foretag/moderna-museet",
    "/foretagare/foretag/moderna-museet/bilder",
    "/foretagare/foretag/moderna-museet/omdomen",
    "/foretagare/registrering/1",
    "/foretagare/registrering/1/bilder",
    "/admin/andringar/1",
    "/admin/omdomen/1",
    // The operator's translations of a text (issue 40).
    "/admin/oversattningar/place/hylliebadet",
  ];

  for (const path of PATHS)
    it(`${path}: refuses other media types, oversized and cut-off bodies, and strangers`, async () => {
      const json = await fetch(`${t.server.base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ section: "uppgifter" }),
      });
      expect(json.status).toBe(415);
      // Over the path's limit (the photo page takes a 5 MB photo): refused before any
      // route code, or, where the route answers its own limit, sent to sign in unread.
      const large = await fetch(`${t.server.base}${path}`, {
        method: "POST",
        body: new URLSearchParams({
          summary: "x".repeat(path.endsWith("/bilder") ? 5_400_000 : 600_000),
        }),
        redirect: "manual",
      });
      expect(path.endsWith("/bilder") ? [302, 413] : [413]).toContain(large.status);
      const cut = await rawRequest(t.server.port, (socket) => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nsection=uppgifter`,
        );
        socket.end();
      });
      expect(cut.response).not.toMatch(/^HTTP\/1\.1 5/);
      // Not signed in: nothing is read, nothing changes.
      const stranger = await fetch(`${t.server.base}${path}`, {
        method: "POST",
        body: new URLSearchParams({ section: "uppgifter", summary: "Stängt för gott." }),
        redirect: "manual",
      });
      expect([302, 303, 403]).toContain(stranger.status);
      expect((await fetch(`${t.server.base}/healthz`)).status).toBe(200);
    });
});
