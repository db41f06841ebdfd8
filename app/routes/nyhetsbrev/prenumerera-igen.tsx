import { CheckCircle2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { bodyProblem, NEWSLETTER_MAX_BODY } from "~/.server/http/body";
import { readSmallForm } from "~/.server/http/small-form";
import { isToken, resubscribe } from "~/.server/newsletter/newsletter";
import { database } from "~/.server/services";
import { NEWSLETTER_POLICY } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/prenumerera-igen";

// "Prenumerera igen" on the unsubscribe page: undoes an unsubscribe with the same token.
// Opening the address only shows the button; the POST does it.

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { token: isToken(token) ? token : null };
}

export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readSmallForm(request, NEWSLETTER_MAX_BODY);
  } catch (error) {
    return data({ result: "invalid" as const }, { status: bodyProblem(error).status });
  }
  const { db } = await database();
  const result = await resubscribe(db, form.get("token"));
  return data({ result }, { status: result === "confirmed" ? 200 : 400 });
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Prenumerera igen", "Prenumerera på Malmöguidens nyhetsbrev igen."),
  { name: "robots", content: "noindex, nofollow" },
  // The token is in the address: never pass it on to another site. Not "no-referrer":
  // a form posted without JavaScript would then say "Origin: null", which React
  // Router refuses as a cross-site action (400).
  { name: "referrer", content: "same-origin" },
];

export default function NewsletterResubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (actionData?.result === "confirmed") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-6">
          <CheckCircle2 className="mt-1 size-6 shrink-0 text-emerald-800" aria-hidden="true" />
          <div>
            <h1 className="font-display text-3xl font-bold text-emerald-950">
              Välkommen tillbaka!
            </h1>
            <p className="mt-2 text-emerald-950">
              Du prenumererar på Malmöguidens nyhetsbrev igen.
            </p>
          </div>
        </div>
        <Link to="/" className="btn-primary mt-8 inline-flex">
          Tillbaka till startsidan
        </Link>
      </div>
    );
  }
  if (actionData?.result === "invalid" || !loaderData.token) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="font-display text-4xl font-bold">Länken fungerar inte</h1>
        <p className="mt-4 text-ink-soft">
          Prenumerationen kunde inte återupptas med den här länken. Du kan anmäla dig igen i
          formuläret längst ner på sidan.
        </p>
        <Link to="/newsletter" className="btn-primary mt-8 inline-flex">
          Till nyhetsbrevet
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-4xl font-bold">Prenumerera igen</h1>
      <Form method="post" className="mt-6 space-y-3 rounded-2xl bg-white p-6 shadow-sm">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" disabled={busy} className="btn-primary inline-flex">
          {busy ? "Sparar..." : "Prenumerera igen"}
        </button>
        <p className="text-sm text-ink-soft">
          {NEWSLETTER_POLICY.text} Villkorsversion {NEWSLETTER_POLICY.version}.
        </p>
      </Form>
    </div>
  );
}
