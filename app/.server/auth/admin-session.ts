import type { AppLoadContext } from "react-router";
import { redirect } from "react-router";
import { cookieAttributes } from "~/.server/http/cookie-flags";
import { env } from "../env";
import type { Operator } from "./auth";

// Session cookie helpers for the admin routes (the session itself: auth.ts; the
// check before every admin request: server/admin-guard.ts).

const IDLE_SECONDS = 2 * 60 * 60;

/** __Host-: only set by this host, over https, for the whole site (no Domain). */
export function adminCookieName(): string {
  return env.publicUrl.protocol === "https:" ? "__Host-mg_admin" : "mg_admin";
}

export function sessionCookie(token: string): string {
  return `${adminCookieName()}=${encodeURIComponent(token)}${cookieAttributes(env.publicUrl)}; Max-Age=${IDLE_SECONDS}`;
}

export function clearedSessionCookie(): string {
  return `${adminCookieName()}=${cookieAttributes(env.publicUrl)}; Max-Age=0`;
}

/** The signed-in operator; the guard already refused requests without one. */
export function requireOperator(context: AppLoadContext): Operator {
  if (!context.operator) throw redirect("/admin/logga-in");
  return context.operator;
}

/** Where to go after signing in: only paths inside the admin area. */
export function safeReturnPath(value: string | null): string {
  return value && /^\/admin(\/[^/\\]|$|\?)/.test(value) && !value.startsWith("//")
    ? value
    : "/admin";
}
