import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PagePolicy } from "~/lib/http/page-policy";
import type { RequestPolicy } from "~/lib/http/request-policy";

// Which policy a request meets: that of the route React Router would run for it. Each
// route module with an action declares its own (`export const requestPolicy`, see
// app/lib/http/request-policy.ts); a layout may declare one for its pages without an action.
// A route under neither takes GET and HEAD only, so a new route that forgets its policy
// refuses posts rather than reading them unbounded. The request guard
// (server/request-handler.ts) applies it before any route code runs.

export type { RequestPolicy };

/** What a route without a declared policy takes: no body, no change. */
export const READ_ONLY: RequestPolicy = { methods: ["GET", "HEAD"], maxBodyBytes: 0 };

/** The part of the server build the policy is read from. */
export type PolicyBuild = Pick<ServerBuild, "routes" | "basename" | "future">;

interface RouteIndex {
  tree: RouteObject[];
  policies: Map<string, RequestPolicy>;
  /** Each route's declared page policy (app/lib/http/page-policy.ts), by route id. */
  pages: Map<string, PagePolicy>;
  /** Page matches found, by document path (undefined: no page policy applies). */
  foundPages: Map<string, PageMatch | undefined>;
  /** Policies found, by matched path: React Router ranks every route on each match. */
  found: Map<string, RequestPolicy>;
}

/** How many matched paths are remembered (a path's policy never changes within a build). */
const REMEMBERED_PATHS = 1000;

const indexes = new WeakMap<PolicyBuild["routes"], RouteIndex>();

/** The build's routes as React Router matches them (nested by parentId), with their policies. */
function routeIndex(build: PolicyBuild): RouteIndex {
  const known = indexes.get(build.routes);
  if (known) return known;
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const policies = new Map<string, RequestPolicy>();
  const pages = new Map<string, PagePolicy>();
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const policy = (route.module as { requestPolicy?: RequestPolicy }).requestPolicy;
        if (policy) policies.set(route.id, policy);
        const page = (route.module as { pagePolicy?: PagePolicy }).pagePolicy;
        if (page) pages.set(route.id, page);
        const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
        return route.index
          ? { ...common, index: true }
          : { ...common, children: childrenOf(route.id) };
      });
  const index = {
    tree: childrenOf(undefined),
    policies,
    pages,
    found: new Map(),
    foundPages: new Map(),
  };
  indexes.set(build.routes, index);
  return index;
}

/**
 * The path React Router matches for a URL: a `.data` request (single fetch) is its page's
 * (`/_root.data` is `/`), without a trailing slash (react-router's getNormalizedPath).
 */
function normalizedPath(pathname: string, build: PolicyBuild): string {
  const basename = build.basename || "/";
  const inApp = (path: string) =>
    basename === "/" ? path : path.slice(basename.replace(/\/$/, "").length) || "/";
  if (build.future.v8_trailingSlashAwareDataRequests) {
    return pathname.endsWith("/_.data")
      ? pathname.replace(/_\.data$/, "")
      : pathname.replace(/\.data$/, "");
  }
  let path = pathname;
  if (inApp(path) === "/_root.data") path = basename;
  else if (path.endsWith(".data")) path = path.replace(/\.data$/, "");
  if (inApp(path) !== "/" && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/**
 * The policy of a request: that of the route whose action a POST to the URL would run
 * (the deepest route with a path; an index route only with `?index`, as React Router
 * picks it), else of the nearest layout above it that declares one (the operator area's
 * pages without an action), else READ_ONLY.
 *
 * `url` is the request target as sent (path and query); it is read the way the request
 * handler builds React Router's request URL, so dot segments and encodings resolve alike.
 */
export function policyFor(build: PolicyBuild, url: string): RequestPolicy {
  let parsed: URL;
  try {
    parsed = new URL(`http://localhost${url}`);
  } catch {
    return READ_ONLY; // React Router could not read it either
  }
  const { pathname, searchParams } = parsed;
  const index = routeIndex(build);
  const path = normalizedPath(pathname, build);
  const nakedIndex = searchParams.getAll("index").some((value) => value === "");
  const key = `${nakedIndex ? "index " : ""}${path}`;
  let policy = index.found.get(key);
  if (!policy) {
    policy = matchedPolicy(index, path, nakedIndex, build.basename);
    // Paths come from clients: remember a bounded number, starting afresh when full.
    if (index.found.size >= REMEMBERED_PATHS) index.found.clear();
    index.found.set(key, policy);
  }
  return policy;
}

function matchedPolicy(
  { tree, policies }: RouteIndex,
  path: string,
  nakedIndex: boolean,
  basename: string | undefined,
): RequestPolicy {
  const matches = matchRoutes(tree, path, basename);
  if (!matches) return READ_ONLY;
  const last = matches[matches.length - 1];
  const target =
    last?.route.index && nakedIndex
      ? last
      : matches.filter((match, position) => position === 0 || match.route.path).at(-1);
  // The target's own policy, else that of the nearest layout above it that declares one.
  for (const match of matches.slice(0, target ? matches.indexOf(target) + 1 : 0).reverse()) {
    const policy = match.route.id ? policies.get(match.route.id) : undefined;
    if (policy) return policy;
  }
  return READ_ONLY;
}

/**
 * Routes with an action but no declared policy: they take GET and HEAD only, so their
 * form could never be sent. A test keeps this list empty (server/route-policies.test.ts).
 */
export function undeclaredActions(build: Pick<PolicyBuild, "routes">): string[] {
  return Object.values(build.routes)
    .filter((route) => route?.module.action && !("requestPolicy" in route.module))
    .map((route) => route?.id ?? "");
}

export function allowHeader(policy: RequestPolicy): string {
  const methods = new Set(policy.methods);
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].join(", ");
}

export function methodAllowed(policy: RequestPolicy, method: string): boolean {
  if (method === "HEAD") return policy.methods.includes("GET");
  return policy.methods.includes(method);
}

/** The page a document path shows: its route's declared policy and the path's parameters. */
export interface PageMatch {
  policy: PagePolicy;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The page policy of a document path (not a `.data` request): that of the deepest route
 * React Router renders for it, else of the nearest route above it that declares one,
 * else undefined (a resource route such as an image or a calendar file).
 */
export function pageFor(build: PolicyBuild, pathname: string): PageMatch | undefined {
  const index = routeIndex(build);
  if (index.foundPages.has(pathname)) return index.foundPages.get(pathname);
  const matches = matchRoutes(index.tree, pathname, build.basename);
  let found: PageMatch | undefined;
  for (const match of [...(matches ?? [])].reverse()) {
    const policy = match.route.id ? index.pages.get(match.route.id) : undefined;
    if (policy) {
      found = { policy, params: match.params };
      break;
    }
  }
  // Paths come from clients: remember a bounded number, starting afresh when full.
  if (index.foundPages.size >= REMEMBERED_PATHS) index.foundPages.clear();
  index.foundPages.set(pathname, found);
  return found;
}

type BuildRoute = NonNullable<PolicyBuild["routes"][string]>;

/** A route's full path ("/events", "/category/:categoryId"), from its own and its parents'. */
function fullPath(build: Pick<PolicyBuild, "routes">, route: BuildRoute): string {
  const parts: string[] = [];
  for (let at: BuildRoute | undefined = route; at; at = build.routes[at.parentId ?? ""]) {
    if (at.path) parts.unshift(at.path.replace(/^\/+|\/+$/g, ""));
  }
  return `/${parts.filter(Boolean).join("/")}`;
}

/** The paths of the pages that declare `sitemap: "page"`, in app/routes.ts's order. */
export function sitemapPagePaths(build: Pick<PolicyBuild, "routes">): string[] {
  return Object.values(build.routes)
    .filter((route): route is BuildRoute => route !== undefined)
    .filter((route) => (route.module as { pagePolicy?: PagePolicy }).pagePolicy?.sitemap === "page")
    .map((route) => fullPath(build, route))
    .filter((path) => !/[:*]/.test(path));
}

/**
 * Routes that render a page (a default export) with no page policy of their own or of a
 * layout above them (the root's own aside). A test keeps this list empty.
 */
export function undeclaredPages(build: Pick<PolicyBuild, "routes">): string[] {
  const declares = (route: BuildRoute | undefined): boolean =>
    route !== undefined &&
    route.id !== "root" &&
    ("pagePolicy" in route.module || declares(build.routes[route.parentId ?? ""]));
  return Object.values(build.routes)
    .filter((route): route is BuildRoute => route !== undefined && route.id !== "root")
    .filter((route) => route.module.default && !declares(route))
    .map((route) => route.id);
}
