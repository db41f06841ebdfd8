import { readFileSync } from "node:fs";
import path from "node:path";

// The first page of a visit (the one with the splash) carries what its first paint
// needs, so it waits for no second request (issue 12: on a slow mobile connection each
// request costs a round trip or two before anything shows):
//
// - The site's stylesheet, inline. Its <link> stays where React expects it, as
//   rel="prefetch" with data-rel="stylesheet": the browser fetches it when idle, for the
//   visit's next pages, and the boot script (app/components/deferred-scripts.tsx) makes
//   it a stylesheet again before the app hydrates, so the head matches what React
//   renders (React 19 skips the extra <style> in <head> when it hydrates).
// - The page's largest image (the one marked fetchPriority="high", the hero), as a data
//   URL when it is one of our own small SVG files. React leaves a differing src alone
//   when it hydrates.
//
// Later pages of the visit link both, and find them in the browser's cache.

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
const LCP_IMAGE = /<img src="(\/images\/[\w/.-]+\.svg)"([^>]*\sfetchPriority="high")/;

/** An image larger than this costs more as part of the page than as a request. */
const MAX_INLINE_IMAGE = 16 * 1024;

const CLIENT_DIR = path.resolve("build/client");
const files = new Map<string, string | undefined>();

/** A file of the client build (its URL path), read once; undefined if unreadable. */
export function builtFile(href: string): string | undefined {
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

/** The document with each built stylesheet inlined and its link turned into a prefetch. */
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
    return `<style>${css}</style><link rel="prefetch" data-rel="stylesheet" href="${href}"/>`;
  });
}

/** An SVG as a data URL: only what a URL or a double-quoted attribute cannot hold is escaped. */
export function svgDataUrl(svg: string): string {
  const escaped = svg.replace(
    /[%#"<>&\r\n\t]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
  return `data:image/svg+xml,${escaped}`;
}

/** The document with its high-priority image inlined, when that is a small SVG of ours. */
export function inlineLcpImage(
  html: string,
  read: (href: string) => string | undefined = builtFile,
): string {
  const href = LCP_IMAGE.exec(html)?.[1];
  if (!href) return html;
  const svg = read(href);
  if (svg === undefined || Buffer.byteLength(svg) > MAX_INLINE_IMAGE) return html;
  return (
    html
      .replace(LCP_IMAGE, (_image, _href, rest: string) => `<img src="${svgDataUrl(svg)}"${rest}`)
      // React preloads the image from <head>: no request is needed now.
      .replace(`<link rel="preload" as="image" href="${href}" fetchPriority="high"/>`, "")
  );
}

/** The first page of a visit, with its stylesheet and largest image inside it. */
export function inlineFirstPaint(html: string): string {
  return inlineLcpImage(inlineStylesheets(html));
}
