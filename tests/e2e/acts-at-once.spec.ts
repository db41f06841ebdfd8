import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Issue 21: the tests act like people, who do not wait for the app to hydrate before
// their first press. So no test, helper or fixture waits for (or starts) the app by its
// hydration markers; only the spec of the loading itself may look at them.
// Page-level waits that follow an action (a response, a toast, a state the app shows)
// are how tests see the app's answer, and stay allowed.

const DIR = path.resolve("tests/e2e");
const MAY_WAIT_FOR_THE_APP = new Set(["deferred-scripts.spec.ts", "acts-at-once.spec.ts"]);
const HYDRATION_MARKERS = [
  /data-hydrated/,
  /dataset\.hydrated/,
  /__mgStartApp/,
  /__mgHydrated/,
  /__reactRouter(Context|RouteModules)/,
];

test("no end-to-end test waits for the app to hydrate before it acts", () => {
  const offences: string[] = [];
  for (const file of readdirSync(DIR).filter((name) => name.endsWith(".ts"))) {
    if (MAY_WAIT_FOR_THE_APP.has(file)) continue;
    readFileSync(path.join(DIR, file), "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (HYDRATION_MARKERS.some((marker) => marker.test(line)))
          offences.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  expect(offences, "tests that wait for hydration (act at once instead)").toEqual([]);
});
