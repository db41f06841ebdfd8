import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import {
  ADMIN_FORM_POLICY,
  ADMIN_MAX_BODY,
  CHECKOUT_MAX_BODY,
  DEMO_CHECKOUT_MAX_BODY,
  FORM_TYPES,
  NEWSLETTER_MAX_BODY,
  PAGE_WITH_FORM,
  PLACE_FORM_MAX_BODY,
  POST_ONLY,
  REGISTRATION_MAX_BODY,
  type RequestPolicy,
  SMALL_FORM_MAX_BODY,
  WEBHOOK_MAX_BODY,
} from "~/lib/http/request-policy";
import { SITEMAP_PAGES } from "../tests/support/site";
import {
  allowHeader,
  methodAllowed,
  type PolicyBuild,
  pageFor,
  policyFor,
  READ_ONLY,
  sitemapPagePaths,
  undeclaredActions,
  undeclaredPages,
} from "./route-policies";

// The policies as the route modules declare them, read the way the server reads them:
// every module of app/routes.ts imported, nested by parentId like React Router's build.

type Manifest = PolicyBuild["routes"];
type Module = ServerBuild["routes"][string] extends infer R
  ? R extends { module: infer M }
    ? M
    : never
  : never;

async function manifestOf(entries: RouteConfigEntry[]): Promise<Manifest> {
  const manifest: Manifest = {
    root: { id: "root", path: "", module: (await import("~/root")) as unknown as Module },
  };
  async function add(list: RouteConfigEntry[], parentId: string) {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const module = (await import(/* @vite-ignore */ `../app/${entry.file}`)) as Module;
      manifest[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module,
      };
      await add(entry.children ?? [], id);
    }
  }
  await add(entries, "root");
  return manifest;
}

let build: PolicyBuild;
let dataDir: string;

beforeAll(async () => {
  // The route modules' services read their settings on import (nothing is opened).
  dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-policy-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("REDIS_URL", "");
  const routes = (await import("../app/routes")).default as RouteConfigEntry[];
  build = { routes: await manifestOf(routes), basename: "/", future: {} as ServerBuild["future"] };
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

const page = (maxBodyBytes: number, rest: Partial<RequestPolicy> = {}): RequestPolicy => ({
  methods: PAGE_WITH_FORM,
  maxBodyBytes,
  mediaTypes: FORM_TYPES,
  ...rest,
});
const endpoint = (maxBodyBytes: number, rest: Partial<RequestPolicy> = {}): RequestPolicy => ({
  methods: POST_ONLY,
  maxBodyBytes,
  mediaTypes: FORM_TYPES,
  ...rest,
});
/** A page with a form whose action reads and checks it itself. */
const SMALL_FORM: RequestPolicy = { methods: PAGE_WITH_FORM, maxBodyBytes: SMALL_FORM_MAX_BODY };

/** Each path (and its `.data` twin) with the policy it met before the policies moved. */
const EXPECTED: [string, RequestPolicy][] = [
  ["/newsletter", page(NEWSLETTER_MAX_BODY, { answersOwnLimit: true })],
  ["/nyhetsbrev/bekrafta", page(NEWSLETTER_MAX_BODY)],
  ["/nyhetsbrev/avsluta", page(NEWSLETTER_MAX_BODY)],
  ["/nyhetsbrev/prenumerera-igen", page(NEWSLETTER_MAX_BODY)],
  ["/submit-business", page(REGISTRATION_MAX_BODY, { answersOwnLimit: true })],
  [
    "/api/create-checkout-session",
    endpoint(CHECKOUT_MAX_BODY, { mediaTypes: ["application/json", ...FORM_TYPES] }),
  ],
  ["/api/stripe-webhook", endpoint(WEBHOOK_MAX_BODY, { mediaTypes: ["application/json"] })],
  ["/demo-checkout/cs_demo_abc123", page(DEMO_CHECKOUT_MAX_BODY)],
  ["/admin/foretag/nytt", page(PLACE_FORM_MAX_BODY, { answersOwnLimit: true })],
  ["/admin/foretag/grand-fitness", page(PLACE_FORM_MAX_BODY, { answersOwnLimit: true })],
  ["/admin/logga-in", ADMIN_FORM_POLICY],
  ["/admin/logga-ut", ADMIN_FORM_POLICY],
  ["/admin/konfigurera", ADMIN_FORM_POLICY],
  ["/admin/utvalda", ADMIN_FORM_POLICY],
  ["/admin/annonser", ADMIN_FORM_POLICY],
  ["/admin/erbjudanden/nytt", ADMIN_FORM_POLICY],
  ["/admin/erbjudanden/sommarrea", ADMIN_FORM_POLICY],
  ["/admin/evenemang/nytt", ADMIN_FORM_POLICY],
  ["/admin/evenemang/jazzkvall", ADMIN_FORM_POLICY],
  ["/admin/nyhetsbrev/nytt", ADMIN_FORM_POLICY],
  ["/admin/nyhetsbrev/12", ADMIN_FORM_POLICY],
  ["/admin/registreringar/12", ADMIN_FORM_POLICY],
  ["/advertise", SMALL_FORM],
  ["/foretagare", SMALL_FORM],
  ["/foretagare/logga-in", SMALL_FORM],
  ["/foretagare/konto", SMALL_FORM],
  ["/foretagare/logga-ut", SMALL_FORM],
];

describe("request policies declared by the route modules", () => {
  it("has a policy for every route module with an action", () => {
    expect(undeclaredActions(build)).toEqual([]);
    // The check itself: an action without a policy is found.
    const forgotten = {
      routes: { ...build.routes, "routes/new": { id: "routes/new", module: { action() {} } } },
    } as unknown as PolicyBuild;
    expect(undeclaredActions(forgotten)).toEqual(["routes/new"]);
  });

  it("gives each form path the methods, media types and limit it had in the old table", () => {
    for (const [pathname, expected] of EXPECTED) {
      const route = pathname === "/" ? "/_root" : pathname;
      expect(policyFor(build, pathname), pathname).toEqual(expected);
      expect(policyFor(build, `${route}.data`), `${route}.data`).toEqual(expected);
    }
  });

  it("lets the business create and edit forms carry an image, and other admin forms not", () => {
    expect(PLACE_FORM_MAX_BODY).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(ADMIN_FORM_POLICY.maxBodyBytes).toBe(ADMIN_MAX_BODY);
    expect(ADMIN_MAX_BODY).toBeLessThan(MAX_IMAGE_BYTES);
  });

  it("takes GET and HEAD only where no route declares a policy", () => {
    for (const pathname of [
      "/",
      "/_root.data",
      "/?index",
      "/about",
      "/success",
      "/success.data",
      "/business/grand-fitness",
      "/events/1/kalender.ics",
      "/registrering/bild/abc",
      "/images/business/grand-fitness/bild.png",
      "/api/okand",
      "/okand-sida",
    ]) {
      expect(policyFor(build, pathname), pathname).toBe(READ_ONLY);
    }
    expect(methodAllowed(READ_ONLY, "GET")).toBe(true);
    expect(methodAllowed(READ_ONLY, "HEAD")).toBe(true);
    expect(methodAllowed(READ_ONLY, "POST")).toBe(false);
    expect(allowHeader(READ_ONLY)).toBe("GET, HEAD");
  });

  it("gives the operator area's pages without an action the admin layout's policy", () => {
    for (const pathname of [
      "/admin",
      "/admin.data",
      "/admin/foretag",
      "/admin/foretag.data",
      "/admin/nyhetsbrev/prenumeranter.csv",
      // An unknown operator path: the admin frame's own 404 page answers it.
      "/admin/foretag/grand-fitness/mer",
    ]) {
      expect(policyFor(build, pathname), pathname).toBe(ADMIN_FORM_POLICY);
    }
  });

  it("reads the path as React Router does: trailing slash, case, dot segments, encoding", () => {
    const newsletter = policyFor(build, "/newsletter");
    for (const url of [
      "/newsletter/",
      "/Newsletter",
      "/about/../newsletter",
      "/%6Eewsletter",
      "/newsletter?index",
      "/newsletter.data?_routes=routes%2Fnewsletter",
    ]) {
      expect(policyFor(build, url), url).toBe(newsletter);
    }
  });

  it("says which methods a policy takes", () => {
    expect(allowHeader(endpoint(1))).toBe("POST");
    expect(allowHeader(page(1))).toBe("GET, HEAD, POST");
    expect(methodAllowed(endpoint(1), "HEAD")).toBe(false);
    expect(methodAllowed(page(1), "PUT")).toBe(false);
  });
});

// Issue 37: what each page is, declared on its route (app/lib/http/page-policy.ts). The
// expected lists are those the page cache and the sitemap kept themselves before.
describe("page policies", () => {
  /** One path of each page the page cache kept before (server/page-cache.ts's list). */
  const SHARED = [
    "/",
    "/category/restauranger",
    "/all-categories",
    "/business/malmo-opera",
    "/featured",
    "/events",
    "/events/luciakonsert-stortorget",
    "/offers",
    "/about",
    "/contact",
    "/advertise",
    "/coming-soon/boende",
    "/submit-business",
    "/newsletter",
  ];

  it("every route that renders a page declares what it is", () => {
    expect(undeclaredPages(build)).toEqual([]);
  });

  it("the public pages that are the same for everyone are shared for a minute, varying on the visit's first page", () => {
    for (const path of SHARED) {
      expect(pageFor(build, path)?.policy.cache, path).toEqual({
        maxAgeSeconds: 60,
        varyOn: ["first-visit"],
      });
    }
  });

  it("pages for one person or one moment are never shared, and resource routes are no pages", () => {
    for (const path of [
      "/sok",
      "/success",
      "/business/malmo-opera/agare",
      "/nyhetsbrev/bekrafta",
      "/demo-checkout/cs_demo_abc123",
      "/admin",
      "/admin/foretag/malmo-opera",
      "/foretagare",
      "/foretagare/logga-in",
      "/no/such/page",
    ]) {
      expect(pageFor(build, path)?.policy.cache, path).toBe(false);
    }
    for (const path of ["/events/luciakonsert-stortorget/kalender.ics", "/sitemap.xml"]) {
      expect(pageFor(build, path), path).toBeUndefined();
    }
  });

  it("the sitemap lists the pages that declare it, by their full paths", () => {
    expect([...sitemapPagePaths(build)].sort()).toEqual([...SITEMAP_PAGES].sort());
  });

  it("views are counted on a place's page only, for the place its path names (decoded)", () => {
    const opera = pageFor(build, "/business/malmo-opera");
    expect(opera?.policy.countsViews).toBe("place");
    expect(opera?.params.businessId).toBe("malmo-opera");
    expect(pageFor(build, "/business/%61b")?.params.businessId).toBe("ab");
    for (const path of [
      "/category/restauranger",
      "/events/luciakonsert-stortorget",
      "/business/a/b",
    ])
      expect(pageFor(build, path)?.policy.countsViews, path).toBeUndefined();
  });
});
