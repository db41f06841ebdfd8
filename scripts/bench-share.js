// npm run bench:share — share images asked for all at once (issue 35, point 2). Starts
// the production build on a fresh seeded database, warms /about (a cached page), then
// asks for the share images of PLACES different places at the same moment (none made
// yet) while a client asks for /about over and over; reports /about's latency before and
// during the burst, and what each image request got: the place's own image, or the
// generic one (briefly cached) when too many were waiting.
import { performance } from "node:perf_hooks";
import {
  cleanUp,
  freshDataDir,
  printServerLog,
  startServer,
  stopServer,
} from "./bench-load-server.js";

const PLACES = Number(process.env.BENCH_SHARE_PLACES ?? 20);
const IDLE_SAMPLES = 20;

const percentile = (values, p) => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${Math.round(value)} ms`;

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, response };
}

/** The business pages the sitemap lists, as slugs. */
async function placeSlugs(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/\/business\/([a-z0-9-]+)<\/loc>/g)].map((match) => match[1]);
}

async function main() {
  const server = await startServer(freshDataDir());
  try {
    const slugs = (await placeSlugs(server.base)).slice(0, PLACES);
    if (slugs.length < PLACES) throw new Error(`only ${slugs.length} places with a page`);
    const about = `${server.base}/about`;
    for (let i = 0; i < 3; i++) await timed(about); // cached from here on
    const idle = [];
    for (let i = 0; i < IDLE_SAMPLES; i++) idle.push((await timed(about)).ms);

    // The burst, and /about asked back to back until the last image has answered.
    let burstDone = false;
    const during = [];
    const aboutStatuses = new Map();
    const sampler = (async () => {
      while (!burstDone) {
        const sample = await timed(about);
        during.push(sample.ms);
        aboutStatuses.set(sample.status, (aboutStatuses.get(sample.status) ?? 0) + 1);
      }
    })();
    const started = performance.now();
    const images = await Promise.all(
      slugs.map(async (slug) => {
        const sample = await timed(`${server.base}/images/share/business/${slug}.png`);
        const cache = sample.response.headers.get("cache-control") ?? "";
        const kind =
          sample.status !== 200
            ? `status ${sample.status}`
            : cache === "no-cache"
              ? "generic"
              : "own";
        return { ...sample, kind };
      }),
    );
    const burstMs = performance.now() - started;
    burstDone = true;
    await sampler;

    // Asked again: every place now has its own image (made meanwhile or now).
    const again = await Promise.all(
      slugs.map(async (slug) => {
        const sample = await timed(`${server.base}/images/share/business/${slug}.png`);
        return sample.response.headers.get("cache-control") === "no-cache" ? "generic" : "own";
      }),
    );

    const kinds = new Map();
    for (const image of images) kinds.set(image.kind, (kinds.get(image.kind) ?? 0) + 1);
    const imageMs = images.map((image) => image.ms);
    console.log(`Share images: ${PLACES} places asked for at once (none made before)`);
    console.log(
      `  /about idle:         p50 ${ms(percentile(idle, 50))}, max ${ms(Math.max(...idle))} (${idle.length} requests)`,
    );
    console.log(
      `  /about during burst: p50 ${ms(percentile(during, 50))}, p95 ${ms(percentile(during, 95))}, max ${ms(Math.max(...during))} (${during.length} requests; ${[
        ...aboutStatuses,
      ]
        .map(([status, count]) => `${count}× ${status}`)
        .join(", ")})`,
    );
    console.log(
      `  images: ${[...kinds].map(([kind, count]) => `${count} ${kind}`).join(", ")}; p50 ${ms(percentile(imageMs, 50))}, max ${ms(Math.max(...imageMs))}; burst ${ms(burstMs)}`,
    );
    console.log(
      `  asked again at once: ${again.filter((kind) => kind === "own").length} of ${PLACES} own images`,
    );
  } catch (error) {
    printServerLog(server);
    throw error;
  } finally {
    await stopServer(server);
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
