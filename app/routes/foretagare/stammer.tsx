import { data, Form, Link, useNavigation } from "react-router";
import { answerFreshnessCheck, freshnessCheckOf } from "~/.server/freshness/reminders";
import { postedLinkToken } from "~/.server/newsletter/link-token";
import { linkPageHeaders, linkPageMeta } from "~/components/link-page";
import { OwnerCard, OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
import { confirmationText } from "~/lib/places/confirmation";
import type { Route } from "./+types/stammer";

// The answer to the monthly "Stämmer uppgifterna?" mail (issue 24, point 4). Opening the
// link only shows the place's details (mail scanners open links); the 'Allt stämmer'
// button confirms them, once per link, without signing in: the link is the proof.

export const requestPolicy = LINK_PAGE_POLICY;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (request.method === "HEAD") return { check: null, token: null };
  const { db } = context.database;
  const check = await freshnessCheckOf(db, token);
  return { check: check ?? null, token: check ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await postedLinkToken(request, { orFromAddress: false });
  if (!posted.ok) return data({ check: null, done: false }, { status: posted.status });
  const { db } = context.database;
  const check = await answerFreshnessCheck(db, String(posted.token ?? ""));
  if (!check) return data({ check: null, done: false }, { status: 400 });
  return { check, done: true };
}

export const headers: Route.HeadersFunction = linkPageHeaders;

export const meta: Route.MetaFunction = linkPageMeta(
  "Stämmer uppgifterna?",
  "Bekräfta ditt företags uppgifter i Malmöguiden.",
);

export default function FreshnessAnswer({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const check = actionData ? actionData.check : loaderData.check;
  if (!check)
    return (
      <OwnerPage title="Länken fungerar inte">
        <OwnerCard>
          <p>
            Länken är inte fullständig eller gäller inte längre. Länken i mejlet slutar gälla efter
            en tid, och när adressen inte längre står som ägare till företaget i Malmöguiden.
          </p>
          <p className="mt-3">
            Är du fortfarande ägare kan du logga in på din företagssida och bekräfta uppgifterna
            där. Har du frågor om vem som står som ägare, kontakta oss.
          </p>
          <Link to="/foretagare" className="btn-primary mt-4 inline-flex">
            Till din företagssida
          </Link>
        </OwnerCard>
      </OwnerPage>
    );
  const done = actionData?.done || check.answered;
  return (
    <OwnerPage title={`Stämmer uppgifterna om ${check.name}?`}>
      {done ? (
        <OwnerNotice>
          {actionData?.done && !check.answered
            ? "Tack! Uppgifterna är bekräftade i dag."
            : "Uppgifterna är redan bekräftade med den här länken. Tack!"}
        </OwnerNotice>
      ) : null}
      <OwnerCard>
        <ul className="space-y-1">
          {check.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-ink-soft">{confirmationText(check.confirmed)}</p>
        {done ? null : (
          <Form method="post" className="mt-4">
            <input type="hidden" name="token" value={loaderData.token ?? ""} />
            <button type="submit" disabled={busy} className="btn-primary inline-flex">
              {busy ? "Bekräftar..." : "Allt stämmer"}
            </button>
          </Form>
        )}
        <p className="mt-4">
          Behöver något ändras?{" "}
          <Link to="/foretagare" className="font-semibold underline">
            Föreslå ändringar på din företagssida
          </Link>{" "}
          (vi mejlar en inloggningslänk).
        </p>
      </OwnerCard>
    </OwnerPage>
  );
}
