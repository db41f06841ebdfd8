import { expect, test } from "./fixtures";

// Follows every internal link and image from / and fails on any 404 or error.
test("every internal link and image from / resolves", async ({ request }) => {
  test.setTimeout(240_000);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const assets = new Set<string>();
  const failures: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await request.get(path, { headers: { cookie: "mg_visit=1" } });
    if (response.status() >= 400) {
      failures.push(`${path} -> ${response.status()}`);
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("text/html")) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)"/g)) {
      const target = (href as string).replace(/&amp;/g, "&");
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
    for (const [, src] of html.matchAll(/<(?:img|link)\b[^>]*\b(?:src|href)="(\/[^"]+)"/g))
      assets.add(src as string);
  }
  for (const asset of assets) {
    const response = await request.get(asset);
    if (response.status() >= 400) failures.push(`${asset} -> ${response.status()}`);
  }
  expect(failures).toEqual([]);
  expect(seen.size).toBeGreaterThan(60);
});
