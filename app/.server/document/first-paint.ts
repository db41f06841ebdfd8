import { readFileSync } from "node:fs";
import path from "node:path";

// The first page of a visit (the one with the splash) carries its stylesheet inline, so
// its first paint waits for no second request (issue 12: on a slow mobile connection the
// stylesheet's own request cost two round trips before anything showed; measured in
// BENCHMARKS.md). Its <link> stays where React expects it, with media="not all": the
// browser fetches it at the lowest priority without waiting for it, for the visit's next
// pages, and never applies it, so this document's styles never change under the reader
// (issue 21: turning a prefetch back into a stylesheet before hydration made the browser
// restyle the whole page, about 150 ms of main thread). React hydrates the link as it is
// (it matches links by rel and href) and skips the extra <style> in <head>. Later pages
// of the visit link the stylesheet and find it in the browser's cache.

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;

const CLIENT_DIR = path.resolve("build/client");
const files = new Map<string, string | undefined>();

/** A file of the client build (its URL path), read once; undefined if unreadable. */
function builtFile(href: string): string | undefined {
  if (!files.has(href)) {
    let text: string | undefined;
    try {
      const file = path.join(CLIENT_DIR, href);
      text = file.startsWith(CLIENT_DIR + path.sep) ? readFileSync(file, "utf8") : undefined;
    } catch {
      text = undefined;
    }
    files.set(href, text);
  }
  return files.get(href);
}

/** The document with each built stylesheet inlined and its link made inert (media="not all"). */
export function inlineStylesheets(
  html: string,
  read: (href: string) => string | undefined = builtFile,
): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = read(href);
    // Only a stylesheet that cannot end the <style> element early and has no relative
    // url() (which would resolve against the page instead of the stylesheet).
    if (css === undefined || /<\/style/i.test(css) || /url\(\s*['"]?\.{1,2}\//.test(css))
      return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" media="not all"/>`;
  });
}
