import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  endOwnerSession,
  ownerPageHeaders,
  ownerSessionCookie,
  ownerSessionToken,
  ownerTokenIsValid,
  sameOrigin,
  signInWithOwnerToken,
} from "~/.server/auth/owner-auth";
import { readForm } from "~/.server/http/form";
import { FormAlert } from "~/components/form/field";
import { OwnerCard, OwnerPage } from "~/components/owner/owner-page";
import { type RequestPolicy, SMALL_FORM_POLICY } from "~/lib/http/request-policy";
import { OWNER_LINK_INVALID, ownerTokenSchema } from "~/lib/owner/forms";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/logga-in";

export const requestPolicy: RequestPolicy = SMALL_FORM_POLICY;

// The link in the sign-in mail. Opening it only shows a button: mail scanners and
// link previews open links, and must not use up the single use. The POST uses the
// link and starts the session.

type State = "ready" | "invalid" | "foreign";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const { db } = context.database;
  if (!token || !(await ownerTokenIsValid(db, token)))
    return data({ state: "invalid" as State, token: "" }, { status: 400 });
  return { state: "ready" as State, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) return data({ state: "foreign" as State, token: "" }, { status: 403 });
  // A body that cannot be read leaves the token in the address, which is enough.
  const read = await readForm(request, ownerTokenSchema, "signIn");
  const token = (read.ok && read.value.token) || tokenOf(request);
  const { db } = context.database;
  const signedIn = token ? await signInWithOwnerToken(db, token) : undefined;
  if (!signedIn) return data({ state: "invalid" as State, token: "" }, { status: 400 });
  // A new session id at every sign-in; an earlier session on this browser ends.
  const previous = ownerSessionToken(request);
  if (previous) await endOwnerSession(db, previous);
  // A mail's link opens the place it concerns; a requested link, the account page.
  return redirect(signedIn.landing, {
    headers: { "Set-Cookie": ownerSessionCookie(signedIn.session) },
  });
}

export const headers: Route.HeadersFunction = ownerPageHeaders;

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Logga in", "Logga in på din företagssida i Malmöguiden."),
  // The token is in the address: never pass it on to another site. Not "no-referrer":
  // a form posted without JavaScript would then say "Origin: null", which React
  // Router refuses as a cross-site action (400).
  { name: "referrer", content: "same-origin" },
];

export default function OwnerLinkSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { state, token } = actionData ?? loaderData;
  if (state !== "ready")
    return (
      <OwnerPage title="Logga in">
        <OwnerCard>
          <FormAlert
            message={
              state === "foreign" ? "Förfrågan kommer från en annan webbplats." : OWNER_LINK_INVALID
            }
          />
          <p className="mt-4 text-ink-soft">
            En inloggningslänk gäller i 30 minuter och kan användas en gång.
          </p>
          <Link to="/foretagare" className="btn-primary mt-6 inline-flex">
            Be om en ny inloggningslänk
          </Link>
        </OwnerCard>
      </OwnerPage>
    );
  return (
    <OwnerPage title="Logga in">
      <OwnerCard>
        <p>Välkommen tillbaka! Logga in för att se din företagssida.</p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button type="submit" disabled={busy} className="btn-primary inline-flex">
            {busy ? "Loggar in..." : "Logga in"}
          </button>
        </Form>
      </OwnerCard>
    </OwnerPage>
  );
}
