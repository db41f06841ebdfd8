import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RequestPolicy } from "~/lib/request-policy";

// Which policy a request meets: that of the route React Router would run for it. Each
// route module with an action declares its own (`export const requestPolicy`, see
// app/lib/request-policy.ts); a layout may declare one for its pages without an action.
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
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const policy = (route.module as { requestPolicy?: RequestPolicy }).requestPolicy;
        if (policy) policies.set(route.id, policy);
        const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
        return route.index
          ? { ...common, index: true }
          : { ...common, children: childrenOf(route.id) };
      });
  const index = { tree: childrenOf(undefined), policies, found: new Map() };
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
