import { data, Link } from "react-router";
import { optOutOfChecks } from "~/.server/freshness/reminders";
import { postedLinkToken } from "~/.server/newsletter/link-token";
import { linkPageHeaders, linkPageMeta } from "~/components/link-page";
import { OwnerCard, OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import { LINK_PAGE_POLICY } from "~/lib/http/request-policy";
import type { Route } from "./+types/paminnelser";

// The unsubscribe link of the monthly "Stämmer uppgifterna?" mail (issue 24, point 4).
// Like the newsletter's, opening it stops the mails at once; a mail program's one-click
// POST (RFC 8058, "List-Unsubscribe=One-Click") to the same address does too.

export const requestPolicy = LINK_PAGE_POLICY;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (request.method === "HEAD") return { stopped: false };
  const { db } = context.database;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { stopped: await optOutOfChecks(db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await postedLinkToken(request, { orFromAddress: true });
  if (!posted.ok) return data({ stopped: false }, { status: posted.status });
  const { db } = context.database;
  const stopped = await optOutOfChecks(db, String(posted.token ?? ""));
  return data({ stopped }, { status: stopped ? 200 : 400 });
}

export const headers: Route.HeadersFunction = linkPageHeaders;

export const meta: Route.MetaFunction = linkPageMeta(
  "Avsluta påminnelserna",
  "Påminnelser om företagets uppgifter i Malmöguiden.",
);

export default function FreshnessOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const { stopped } = actionData ?? loaderData;
  return (
    <OwnerPage title={stopped ? "Påminnelserna är avslutade" : "Länken fungerar inte"}>
      {stopped ? (
        <OwnerNotice>
          Du får inga fler mejl med frågan om uppgifterna stämmer. Du kan fortfarande bekräfta och
          föreslå ändringar på din företagssida.
        </OwnerNotice>
      ) : (
        <OwnerCard>
          <p>
            Länken är inte fullständig. Öppna länken längst ner i mejlet igen, eller kopiera hela
            länken till webbläsaren.
          </p>
        </OwnerCard>
      )}
      <Link to="/foretagare" className="btn-secondary mt-6 inline-flex">
        Till din företagssida
      </Link>
    </OwnerPage>
  );
}
