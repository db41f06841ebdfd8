import { redirect } from "react-router";
import { clearedSessionCookie } from "~/.server/auth/admin-session";
import { endSession } from "~/.server/auth/auth";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import type { Route } from "./+types/logga-ut";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

/** Signing out is a POST (a link cannot sign anybody out). */
export function loader() {
  throw redirect("/admin");
}

export async function action({ context }: Route.ActionArgs) {
  if (context.sessionToken) await endSession(context.database.db, context.sessionToken);
  return redirect("/admin/logga-in", { headers: { "Set-Cookie": clearedSessionCookie() } });
}
