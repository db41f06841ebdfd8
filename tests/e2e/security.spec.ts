import { expect, test } from "./fixtures";

test("security headers and a nonce on every script that runs as the page loads", async ({
  request,
}) => {
  for (const path of ["/", "/events", "/business/malmo-opera", "/finns-inte"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();

    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    const html = await response.text();
    // Scripts that run as the page is parsed carry the nonce; those waiting in the app's
    // template get it from the boot script when they are copied out (decision 012).
    const template = /<template id="mg-app-scripts">[\s\S]*?<\/template>/.exec(html)?.[0] ?? "";
    const scripts = [...html.replace(template, "").matchAll(/<script\b([^>]*)>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(template).not.toContain("nonce=");
    expect(html).toMatch(/<html lang="sv"/);
  }
});

test("static assets are cached long and carry the same headers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset as string);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

test("the health check answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});
