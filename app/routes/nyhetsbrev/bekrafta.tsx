import { CheckCircle2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { bodyProblem, NEWSLETTER_MAX_BODY } from "~/.server/http/body";
import { readSmallForm } from "~/.server/http/small-form";
import { confirmationIsValid, confirmSubscription } from "~/.server/newsletter/newsletter";
import { database } from "~/.server/services";
import { NewsletterForm } from "~/components/newsletter-form";
import { NEWSLETTER_POLICY } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/bekrafta";

// The link in the confirmation mail. Opening it only shows a button: confirming takes a
// POST, so a mail scanner that follows links cannot confirm for someone.

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { db } = await database();
  const valid = await confirmationIsValid(db, token);
  return { token: valid ? token : null };
}

export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readSmallForm(request, NEWSLETTER_MAX_BODY);
  } catch (error) {
    return data({ result: "invalid" as const }, { status: bodyProblem(error).status });
  }
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token");
  const { db } = await database();
  const result = await confirmSubscription(db, token);
  return data({ result }, { status: result === "confirmed" ? 200 : 400 });
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Bekräfta prenumerationen", "Bekräfta din prenumeration på Malmöguidens nyhetsbrev."),
  { name: "robots", content: "noindex, nofollow" },
  // The token is in the address: never pass it on to another site. Not "no-referrer":
  // a form posted without JavaScript would then say "Origin: null", which React
  // Router refuses as a cross-site action (400).
  { name: "referrer", content: "same-origin" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (actionData?.result === "confirmed") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-6">
          <CheckCircle2 className="mt-1 size-6 shrink-0 text-emerald-800" aria-hidden="true" />
          <div>
            <h1 className="font-display text-3xl font-bold text-emerald-950">
              Tack! Din prenumeration är bekräftad.
            </h1>
            <p className="mt-2 text-emerald-950">
              Du får nu Malmöguidens nyhetsbrev. I varje nyhetsbrev finns en länk som avslutar
              prenumerationen med ett klick.
            </p>
          </div>
        </div>
        <Link to="/" className="btn-primary mt-8 inline-flex">
          Tillbaka till startsidan
        </Link>
      </div>
    );
  }

  if (!loaderData.token || actionData?.result === "invalid") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="font-display text-4xl font-bold">Länken gäller inte längre</h1>
        <p className="mt-4 text-ink-soft">
          Bekräftelselänken har redan använts, har gått ut (den gäller i 7 dagar) eller är inte
          fullständig. Har du redan bekräftat din prenumeration behöver du inte göra något mer.
        </p>
        <p className="mt-2 text-ink-soft">
          Vill du prenumerera? Anmäl dig igen här, så skickar vi en ny länk.
        </p>
        <div className="mt-6 rounded-2xl bg-sea-dark p-6">
          <NewsletterForm source="nyhetsbrev-sidan" />
        </div>
        <Link to="/" className="btn-secondary mt-8 inline-flex">
          Tillbaka till startsidan
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-4xl font-bold">Bekräfta din prenumeration</h1>
      <p className="mt-4 text-ink-soft">
        Klicka på knappen för att bekräfta att du vill få Malmöguidens nyhetsbrev med tips om
        evenemang, nya platser och erbjudanden i Malmö.
      </p>
      <Form method="post" className="mt-6 space-y-3 rounded-2xl bg-white p-6 shadow-sm">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" disabled={busy} className="btn-primary inline-flex">
          {busy ? "Bekräftar..." : "Bekräfta prenumerationen"}
        </button>
        <p className="text-sm text-ink-soft">
          {NEWSLETTER_POLICY.text} Villkorsversion {NEWSLETTER_POLICY.version}.
        </p>
      </Form>
    </div>
  );
}
