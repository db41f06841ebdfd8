import { data, redirect } from "react-router";
import {
  clearedOwnerSessionCookie,
  endOwnerSession,
  ownerSessionToken,
  sameOrigin,
} from "~/.server/auth/owner-auth";
import { PAGE_WITH_FORM, type RequestPolicy, SMALL_FORM_MAX_BODY } from "~/lib/http/request-policy";
import type { Route } from "./+types/logga-ut";

// The action reads and checks its small form itself (media type included).
export const requestPolicy: RequestPolicy = {
  methods: PAGE_WITH_FORM,
  maxBodyBytes: SMALL_FORM_MAX_BODY,
};

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
