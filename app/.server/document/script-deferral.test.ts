import { describe, expect, it } from "vitest";
import { deferAppScripts } from "./script-deferral";

// A document shaped as React Router renders it in production: module preloads hoisted
// into <head>, <Scripts> inside the app's template, the loader data after it.
const page = [
  '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
  '<link nonce="n" rel="icon" href="/favicon.svg"/>',
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hej</main>',
  '<script nonce="n">restoreScroll()</script>',
  '<template id="mg-app-scripts"><script nonce="n">window.__reactRouterContext = {};</script>',
  '<script nonce="n" type="module" async="">import "/assets/entry.client-A.js";</script></template>',
  '<script nonce="n">(function () { boot(); })();</script>',
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[\\"data\\"]");</script>',
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script>',
  "</body></html>",
].join("");

describe("deferAppScripts", () => {
  const html = deferAppScripts(page);
  const template = html.slice(html.indexOf("<template"), html.indexOf("</template>"));
  const outside = html.replace(template, "");

  it("leaves nothing outside the template that fetches or runs the app", () => {
    expect(outside).not.toContain("modulepreload");
    expect(outside).not.toContain("__reactRouterContext");
    expect(outside).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(outside).toContain('<script nonce="n">restoreScroll()</script>');
    expect(outside).toContain("boot();");
  });

  it("keeps the router's scripts in order, then the data, with each preload once and inert", () => {
    const order = [
      "window.__reactRouterContext = {}",
      'import "/assets/entry.client-A.js"',
      'data-rel="modulepreload" href="/assets/entry.client-A.js"',
      'data-rel="modulepreload" href="/assets/root-B.js"',
      "streamController.enqueue",
      "streamController.close",
    ].map((part) => template.indexOf(part));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(template.split('/assets/entry.client-A.js"').length - 1).toBe(1 + 1);
    expect(template).not.toContain(' rel="modulepreload"');
  });

  it("leaves nonces only on the scripts that run as the page is parsed", () => {
    expect(template).not.toContain("nonce");
    expect(outside).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(outside.match(/nonce="n"/g)).toHaveLength(2); // scroll restoration and boot
    expect(outside).toContain('<script nonce="n">(function () { boot(); })();</script>');
  });

  it("leaves a document without the template as it is", () => {
    const plain = "<html><body><script>window.__reactRouterContext = {};</script></body></html>";
    expect(deferAppScripts(plain)).toBe(plain);
  });
});
