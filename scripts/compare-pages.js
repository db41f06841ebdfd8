// Are the server's answers the same as another checkout's? For a refactoring that must
// change nothing visible (issue 22).
// Usage: npm run build && node scripts/compare-pages.js [--visible-text|--markup] <other checkout, built>
//
// Starts both production builds on fresh seeded databases with one fixed clock
// (tests/support/server-clock.mjs), asks both for the same pages and posts the same forms, and compares status,
// content type and body. What differs by nature is masked first: each response's CSP
// nonce, the hashed asset file names and the build's version, and per-request tokens in the newsletter links.
// With --visible-text only what a reader sees is compared (tags, scripts and styles
// dropped), for a comparison across changes to the document's machinery.
// Prints one line per answer and exits 1 when any differs. With COMPARE_DUMP=<folder>, the
// two bodies of each differing answer are written there (for a diff of the whole page).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isolatedServerEnv } from "./server-env.js";

/** Besides every page in this build's sitemap: pages no sitemap lists. */
const OTHER_PATHS = [
  "/category/okand",
  "/business/finns-inte",
  "/events?q=jazz",
  "/sok?q=opera",
  "/sok?q=kafe",
  "/sok?q=xyzzyx",
  "/success?plan=silver",
  "/success?plan=silver&session_id=cs_demo_0",
  "/coming-soon/halsa",
  "/business/malmo-opera/omdome",
  "/business/malmo-opera/agare",
  "/omdome/bekrafta?token=x",
  "/omdome/ta-bort?token=x",
  "/nyhetsbrev/bekrafta?token=x",
  "/nyhetsbrev/avsluta?token=x",
  "/nyhetsbrev/prenumerera-igen?token=x",
  "/foretagare/logga-in",
  "/admin/logga-in",
  "/finns-inte",
  "/robots.txt",
  "/sitemap.xml",
  "/healthz",
];
/** Forms posted as a browser without JavaScript would (urlencoded, same origin). */
const POSTS = [
  ["/nyhetsbrev/bekrafta", "token=x"],
  ["/nyhetsbrev/avsluta?token=x", "List-Unsubscribe=One-Click"],
  ["/nyhetsbrev/prenumerera-igen", "token=x"],
  ["/submit-business", "business_name=&category=Sport"],
  // The hours editor's checks (refused, so nothing is stored): a day, and a date.
  [
    "/submit-business",
    "business_name=A&category=Sport&business_info=B&contact_email=a%40example.se&mo-0-fran=10%3A00&mo-0-till=10%3A00",
  ],
  [
    "/submit-business",
    "business_name=A&category=Sport&business_info=B&contact_email=a%40example.se&avvikande-0-datum=2020-01-01",
  ],
  ["/newsletter", "email=inte-en-adress"],
  ["/business/malmo-opera/omdome", "rating=&body=kort&name=&email=x"],
  ["/business/malmo-opera/agare", "name=&email=x&role=Chef"],
  ["/advertise", "plan=okand"],
];
const FIXED_NOW = "2026-03-11T10:00:00Z";
const ROOT = process.cwd();
const textOnly = process.argv.includes("--visible-text");
// --markup: the pages' markup (tags, attributes, generated ids) without their scripts,
// module preloads and inlined styles, whose hydration data, module lists and utility
// classes change with any change of code.
const markupOnly = process.argv.includes("--markup");
const otherArgument = process.argv.slice(2).find((argument) => !argument.startsWith("--"));
const other = otherArgument ? path.resolve(otherArgument) : "";
if (!other || !existsSync(path.join(other, "build/server/index.js"))) {
  console.error("Usage: node scripts/compare-pages.js [--visible-text] <other checkout, built>");
  process.exit(2);
}
if (!existsSync("build/server/index.js")) {
  console.error("No production build here: run `npm run build` first.");
  process.exit(2);
}

const dir = await mkdtemp(path.join(os.tmpdir(), "mg-compare-"));
const clockFile = path.join(dir, "now.txt");
await writeFile(clockFile, FIXED_NOW);
const children = [];

async function start(checkout, port) {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: checkout,
    env: isolatedServerEnv(port, {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dir, String(port)),
      LOG_LEVEL: "error",
      NODE_OPTIONS: `--import=${path.join(ROOT, "tests/support/server-clock.mjs")}`,
      TEST_CLOCK_FILE: clockFile,
    }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${checkout} did not start on port ${port}`);
}

/** The paths in a server's sitemap.xml (none where it has none). */
async function sitemapPaths(port) {
  const response = await fetch(`http://127.0.0.1:${port}/sitemap.xml`);
  if (!response.ok) return [];
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

/** What differs between two answers by nature, not by code. */
function masked(text, port) {
  return text
    .replaceAll(`127.0.0.1:${port}`, "HOST")
    .replace(/nonce="[^"]*"/g, 'nonce="N"')
    .replace(/nonce-[A-Za-z0-9+/=_-]+/g, "nonce-N")
    .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css)/g, "/assets/$1-H.$2")
    .replace(/"version": ?"[0-9a-f]+"/g, '"version":"V"')
    .replace(/"uptimeSeconds":\d+(\.\d+)?/g, '"uptimeSeconds":0');
}

/** What a reader sees: the text without tags, scripts and styles, spaces collapsed. */
function visibleText(html) {
  return html
    .replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

async function answer(port, route, form) {
  const origin = `http://127.0.0.1:${port}`;
  const response = await fetch(`${origin}${route}`, {
    redirect: "manual",
    ...(form === undefined
      ? {}
      : {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin },
          body: form,
        }),
  });
  const text = masked(await response.text(), port);
  const body = textOnly
    ? visibleText(text)
    : markupOnly
      ? text
          .replace(/<script[^>]*>[\s\S]*?<\/script>/g, "")
          .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "<style></style>")
          .replace(/<link [^>]*modulepreload[^>]*>/g, "")
      : text;
  return { status: response.status, type: response.headers.get("content-type"), body };
}

let differing = 0;
let total = 0;
try {
  await Promise.all([start(ROOT, 3301), start(other, 3302)]);
  const paths = [...(await sitemapPaths(3301)), ...OTHER_PATHS];
  const requests = [...paths.map((route) => [route]), ...POSTS];
  total = requests.length;
  for (const [route, form] of requests) {
    const [mine, theirs] = [await answer(3301, route, form), await answer(3302, route, form)];
    const same =
      mine.status === theirs.status && mine.type === theirs.type && mine.body === theirs.body;
    if (!same) {
      differing++;
      let at = 0;
      while (at < mine.body.length && mine.body[at] === theirs.body[at]) at++;
      console.log(
        `DIFFERS ${form === undefined ? "" : "POST "}${route} (${mine.status} vs ${theirs.status}) at ${at}:`,
      );
      console.log(`  here:  ${mine.body.slice(Math.max(0, at - 80), at + 160)}`);
      console.log(`  other: ${theirs.body.slice(Math.max(0, at - 80), at + 160)}`);
      if (process.env.COMPARE_DUMP) {
        const name = `${form === undefined ? "" : "POST"}${route}`.replace(/[^\w.-]+/g, "_");
        await writeFile(path.join(process.env.COMPARE_DUMP, `${name}.here`), mine.body);
        await writeFile(path.join(process.env.COMPARE_DUMP, `${name}.other`), theirs.body);
      }
    } else
      console.log(
        `same    ${form === undefined ? "" : "POST "}${route} (${mine.status}, ${mine.body.length} characters)`,
      );
  }
} finally {
  for (const child of children) child.kill();
  await rm(dir, { recursive: true, force: true });
}
console.log(`${total - differing} of ${total} answers the same`);
process.exit(differing ? 1 : 0);
