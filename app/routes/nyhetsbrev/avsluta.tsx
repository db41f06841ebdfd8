import { CheckCircle2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { bodyProblem, NEWSLETTER_MAX_BODY } from "~/.server/http/body";
import { readSmallForm } from "~/.server/http/small-form";
import { unsubscribe } from "~/.server/newsletter/newsletter";
import { database } from "~/.server/services";
import { NEWSLETTER_POLICY } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/avsluta";

// Every newsletter's own unsubscribe link. Opening it unsubscribes at once, without
// signing in, and offers to undo it (the undo posts to /nyhetsbrev/prenumerera-igen: a
// POST here would run this loader again afterwards). The same address takes the
// one-click POST that mail programs send for List-Unsubscribe-Post (RFC 8058: body
// "List-Unsubscribe=One-Click").

type Outcome = "unsubscribed" | "invalid";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { db } = await database();
  // A HEAD (link checkers) only asks whether the page is there.
  if (request.method === "HEAD") return { result: "invalid" as Outcome, token: null };
  const result: Outcome = await unsubscribe(db, token);
  return { result, token: result === "unsubscribed" ? token : null };
}

export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readSmallForm(request, NEWSLETTER_MAX_BODY);
  } catch (error) {
    return data(
      { result: "invalid" as Outcome, token: null },
      { status: bodyProblem(error).status },
    );
  }
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token");
  const { db } = await database();
  // "List-Unsubscribe=One-Click" from a mail program: whatever else the body says, a POST
  // to this address unsubscribes.
  const result: Outcome = await unsubscribe(db, token);
  return data(
    { result, token: result === "unsubscribed" ? String(token) : null },
    { status: result === "unsubscribed" ? 200 : 400 },
  );
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Avsluta prenumerationen", "Avsluta prenumerationen på Malmöguidens nyhetsbrev."),
  { name: "robots", content: "noindex, nofollow" },
  // The token is in the address: never pass it on to another site. Not "no-referrer":
  // a form posted without JavaScript would then say "Origin: null", which React
  // Router refuses as a cross-site action (400).
  { name: "referrer", content: "same-origin" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { result, token } = actionData ?? loaderData;
  const busy = useNavigation().state !== "idle";

  if (result === "invalid" || !token) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="font-display text-4xl font-bold">Länken fungerar inte</h1>
        <p className="mt-4 text-ink-soft">
          Länken för att avsluta prenumerationen är inte fullständig. Öppna länken längst ner i
          nyhetsbrevet igen, eller kopiera hela länken till webbläsaren.
        </p>
        <Link to="/" className="btn-primary mt-8 inline-flex">
          Tillbaka till startsidan
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div role="status" className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-6">
        <CheckCircle2 className="mt-1 size-6 shrink-0 text-emerald-800" aria-hidden="true" />
        <div>
          <h1 className="font-display text-3xl font-bold text-emerald-950">
            Du har avslutat prenumerationen
          </h1>
          <p className="mt-2 text-emerald-950">
            Du får inga fler nyhetsbrev från Malmöguiden till den här adressen.
          </p>
        </div>
      </div>
      <Form
        method="post"
        action="/nyhetsbrev/prenumerera-igen"
        className="mt-6 space-y-3 rounded-2xl bg-white p-6 shadow-sm"
      >
        <p className="font-semibold">Ångrade du dig?</p>
        <input type="hidden" name="token" value={token} />
        <button type="submit" disabled={busy} className="btn-primary inline-flex">
          {busy ? "Sparar..." : "Prenumerera igen"}
        </button>
        <p className="text-sm text-ink-soft">
          {NEWSLETTER_POLICY.text} Villkorsversion {NEWSLETTER_POLICY.version}.
        </p>
      </Form>
      <Link to="/" className="btn-secondary mt-8 inline-flex">
        Tillbaka till startsidan
      </Link>
    </div>
  );
}
