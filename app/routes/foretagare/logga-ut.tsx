import { data, redirect } from "react-router";
import {
  clearedOwnerSessionCookie,
  endOwnerSession,
  ownerSessionToken,
  sameOrigin,
} from "~/.server/auth/owner-auth";
import { type RequestPolicy, SMALL_FORM_POLICY } from "~/lib/http/request-policy";
import type { Route } from "./+types/logga-ut";

export const requestPolicy: RequestPolicy = SMALL_FORM_POLICY;

/** Signing out is a POST (a link cannot sign anybody out). */
export function loader() {
  throw redirect("/foretagare/konto");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request))
    throw data("Förfrågan kommer från en annan webbplats.", { status: 403 });
  const token = ownerSessionToken(request);
  if (token) await endOwnerSession(context.database.db, token);
  return redirect("/foretagare?utloggad=1", {
    headers: { "Set-Cookie": clearedOwnerSessionCookie(), "Cache-Control": "no-store" },
  });
}
