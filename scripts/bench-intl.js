// What the first use of each Intl service costs a fresh page in the browser (issue 21):
// the first formatter of a kind loads locale data on the main thread, which the app
// avoids while it hydrates (app/lib/text/dates.ts, app/lib/text/format.ts). Each row is a fresh
// page on about:blank, unthrottled; medians of five. Usage: npm run bench:intl
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium.js";

const CASES = {
  'DateTimeFormat("sv-SE", UTC)': `new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(0))`,
  'DateTimeFormat("en-CA", Europe/Stockholm)': `new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Stockholm", hour: "2-digit", hourCycle: "h23" }).formatToParts(new Date(0))`,
  'toLocaleString("sv-SE") of a number': `(1299).toLocaleString("sv-SE")`,
  'localeCompare(…, "sv")': `"Å".localeCompare("a", "sv")`,
  'toLocaleLowerCase("sv-SE")': `"ÅÄÖ".toLocaleLowerCase("sv-SE")`,
  "the month names written out (app/lib/text/dates.ts)": `["januari", "februari"][new Date(0).getUTCMonth()]`,
};
const RUNS = 5;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `${browser.version()}, ${RUNS} fresh pages each, median ms of the first and second use`,
);
console.log("| first use of | first | second |\n|---|--:|--:|");
for (const [name, code] of Object.entries(CASES)) {
  const first = [];
  const second = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><title>x</title>");
    const [a, b] = await page.evaluate(`(() => {
      const t0 = performance.now(); ${code}; const t1 = performance.now(); ${code};
      return [t1 - t0, performance.now() - t1];
    })()`);
    first.push(a);
    second.push(b);
    await page.close();
  }
  console.log(`| ${name} | ${median(first).toFixed(1)} | ${median(second).toFixed(1)} |`);
}
await browser.close();
