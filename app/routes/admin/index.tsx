import { Form, Link } from "react-router";
import * as z from "zod/mini";
import { claimCounts, listClaims } from "~/.server/claims/claims";
import { countStalePlaces, listStalePlaces } from "~/.server/freshness/confirm";
import { readForm, refusal, refuse } from "~/.server/http/form";
import { missingTranslations } from "~/.server/i18n/translations-admin";
import { listChangeRequests, markChangeRequestDone } from "~/.server/owner/owner-changes";
import { listPendingProposals } from "~/.server/owner/proposals";
import { plansEndingWithin, unlinkedPlans } from "~/.server/payments/admin-plans";
import { listRegistrations } from "~/.server/registrations/moderation";
import { pendingReplies } from "~/.server/reviews/replies";
import { reportedReviews } from "~/.server/reviews/reports";
import { pendingReviews } from "~/.server/reviews/reviews";
import { getContent } from "~/.server/snapshot/content";
import { AdminSection, adminMeta } from "~/components/admin/admin-page";
import { CLAIMS_ADMIN_PATH, claimAdminPath } from "~/lib/claims/claims";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { proposalAdminPath } from "~/lib/owner/paths";
import { reviewAdminPath } from "~/lib/reviews/reviews";
import { formatDate, formatDateTime } from "~/lib/text/dates";
import type { Route } from "./+types/index";
import { operatorDatabase } from "./route-helpers.server";

// The operator's start page: what waits for them, each with a way to it. What only
// informs (counts of plans and subscribers) lives on its own section's page.

/** How many of the newest waiting registrations the start page names. */
const SHOWN = 10;

export async function loader({ context }: Route.LoaderArgs) {
  const { operator, db } = await operatorDatabase(context);
  const now = new Date();
  const missing = missingTranslations(await getContent(context.database));
  const [
    waiting,
    unlinked,
    ending,
    claims,
    pendingClaims,
    staleCount,
    stale,
    proposals,
    requests,
    reviews,
    reported,
    replies,
  ] = await Promise.all([
    listRegistrations(db, "new"),
    unlinkedPlans(db),
    plansEndingWithin(db, now, 7),
    claimCounts(db),
    listClaims(db, "pending", { offset: 0, limit: SHOWN }),
    countStalePlaces(db, now),
    listStalePlaces(db, { offset: 0, limit: SHOWN }, now),
    listPendingProposals(db),
    listChangeRequests(db, "new"),
    pendingReviews(db),
    reportedReviews(db),
    pendingReplies(db),
  ]);
  return {
    email: operator.email,
    /** The texts without an English, German or Danish version, and the first of them. */
    untranslated: {
      count: missing.length,
      first: missing.slice(0, SHOWN).map(({ subject, key, name }) => ({ subject, key, name })),
    },
    /** How many registrations wait for a decision. */
    registrations: waiting.counts.new,
    waiting: waiting.rows
      .slice(0, SHOWN)
      .map((row) => ({ id: row.id, name: row.businessName, received: row.received })),
    /** How many claims of a listing wait for a decision, and the newest of them. */
    claims: claims.pending,
    pendingClaims: pendingClaims.map((row) => ({
      id: row.id,
      name: row.businessName,
      claimant: row.name,
      received: row.received,
    })),
    unlinked,
    ending,
    staleCount,
    stale: stale.map((place) => ({ slug: place.slug, name: place.name })),
    /** Owners' changes (issue 38): proposed values, and requests in their own words. */
    proposals: proposals.map((row) => ({
      id: row.id,
      name: row.name ?? row.slug,
      email: row.email,
      received: formatDateTime(Number(row.updated_at)),
    })),
    requests: requests.map((row) => ({
      id: row.id,
      slug: row.businessSlug,
      name: row.businessName,
      email: row.email,
      message: row.message,
      received: row.received,
    })),
    /** Owners' replies to reviews (issue 39), oldest first. */
    replies: replies.map((row) => ({
      id: row.id,
      reviewId: row.reviewId,
      name: row.placeName,
      detail: `, svar på omdömet av ${row.reviewer} från ${row.email}, skickat ${formatDateTime(row.sentAt)}`,
    })),
    /** Published reviews that visitors reported (issue 39). */
    reported: reported.map((row) => ({
      id: row.id,
      name: row.placeName,
      detail: `, omdömet av ${row.name}, ${row.reports === 1 ? "1 rapport" : `${row.reports} rapporter`}`,
    })),
    /** Visitors' confirmed reviews (issue 39), oldest first. */
    reviews: reviews.map((row) => ({
      id: row.id,
      name: row.placeName,
      detail: `, ${row.rating} av 5 från ${row.name}, bekräftat ${formatDateTime(row.confirmedAt)}${row.holds.length > 0 ? `. Automatiskt hållet: ${row.holds.join(" ")}` : ""}`,
    })),
  };
}

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

const doneSchema = z.object({ request: z.string() });

/** 'Markera som klar' on an owner's request in their own words. */
export async function action({ request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const read = await readForm(request, doneSchema, "admin");
  if (!read.ok) return refusal(read);
  const id = Number(read.value.request);
  const outcome = Number.isSafeInteger(id)
    ? await markChangeRequestDone(db, operator, id)
    : ({ ok: false, kind: "missing" } as const);
  if (!outcome.ok)
    return refuse(
      outcome.kind === "done" ? 409 : 404,
      outcome.kind === "done" ? "Förslaget är redan klart." : "Förslaget finns inte.",
    );
  return { ok: true as const };
}

export const meta: Route.MetaFunction = () => adminMeta("Redaktion");

/** A stored date or time as the plan pages show it: "5 december 2026". */
const day = (value: string) => formatDate(value.slice(0, 10));

/** One kind of task: a heading with its count, the tasks, and the page that has them all. */
function Tasks({
  id,
  title,
  count,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  more?: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <AdminSection
      id={id}
      title={`${title} (${count})`}
      className="rounded-2xl bg-white p-6 shadow-sm"
    >
      {count === 0 ? (
        <p className="mt-2 text-ink-soft">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-2">{children}</ul>
      )}
      {more ? (
        <p className="mt-4">
          <Link to={more.to} className="font-semibold text-teal-dark underline">
            {more.label}
          </Link>
        </p>
      ) : null}
    </AdminSection>
  );
}

/** One task: its name (a link to it, where it has a page) and what else to know. */
function Task({ to, name, detail }: { to?: string; name: string; detail?: string }) {
  return (
    <li>
      {to ? (
        <Link to={to} className="font-semibold underline">
          {name}
        </Link>
      ) : (
        <span className="font-semibold">{name}</span>
      )}
      {detail ? <span className="text-ink-soft">{detail}</span> : null}
    </li>
  );
}

export default function AdminStart({ loaderData }: Route.ComponentProps) {
  const {
    email,
    registrations,
    waiting,
    claims,
    pendingClaims,
    unlinked,
    ending,
    staleCount,
    untranslated,
    stale,
    proposals,
    requests,
    reviews,
    reported,
    replies,
  } = loaderData;
  const owners = proposals.length + requests.length + replies.length;
  const nothing =
    registrations +
      claims +
      owners +
      reviews.length +
      reported.length +
      unlinked.length +
      ending.length +
      staleCount ===
    0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Redaktion</h1>
      <p className="mt-2 text-ink-soft">{`Inloggad som ${email}.`}</p>
      {nothing ? (
        <p className="mt-6 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
          Allt är gjort: inget väntar på dig just nu.
        </p>
      ) : null}
      <div className="mt-8 space-y-6">
        <Tasks
          id="andringar-fran-foretagare"
          title="Ändringar från företagare"
          count={owners}
          empty="Inga ändringar från företagare väntar på granskning."
        >
          {proposals.map((row) => (
            <Task
              key={`p${row.id}`}
              to={proposalAdminPath(row.id)}
              name={row.name}
              detail={`, från ${row.email}, skickade ${row.received}`}
            />
          ))}
          {replies.map((row) => (
            <Task
              key={`s${row.id}`}
              to={`${reviewAdminPath(row.reviewId)}#svar`}
              name={row.name}
              detail={row.detail}
            />
          ))}
          {requests.map((row) => (
            <li key={`r${row.id}`}>
              <Link to={`/admin/foretag/${row.slug}`} className="font-semibold underline">
                {row.name}
              </Link>
              <span className="text-ink-soft">{`, förslag från ${row.email}, mottaget ${row.received}`}</span>
              <p className="mt-1 whitespace-pre-line">{row.message}</p>
              <Form method="post" className="mt-1">
                <input type="hidden" name="request" value={row.id} />
                <button type="submit" className="btn-secondary inline-flex">
                  Markera som klar
                </button>
              </Form>
            </li>
          ))}
        </Tasks>
        {[
          {
            id: "omdomen",
            title: "Omdömen att granska",
            count: reviews.length,
            empty: "Inga omdömen från besökare väntar på granskning.",
            tasks: reviews.map((row) => ({ key: row.id, to: reviewAdminPath(row.id), ...row })),
          },
          {
            id: "rapporterade-omdomen",
            title: "Rapporterade omdömen",
            count: reported.length,
            empty: "Inga omdömen är rapporterade.",
            tasks: reported.map((row) => ({ key: row.id, to: reviewAdminPath(row.id), ...row })),
          },
          {
            id: "nya-registreringar",
            title: "Nya registreringar",
            count: registrations,
            empty: "Inga registreringar väntar på granskning.",
            more: { to: "/admin/registreringar", label: "Granska registreringarna" },
            tasks: waiting.map((row) => ({
              key: row.id,
              to: `/admin/registreringar/${row.id}`,
              name: row.name,
              detail: `, mottagen ${row.received}`,
            })),
          },
          {
            id: "nya-agaransprak",
            title: "Nya ägaranspråk",
            count: claims,
            empty: "Inga anspråk på att företräda ett företag väntar på beslut.",
            more: { to: CLAIMS_ADMIN_PATH, label: "Granska ägaranspråken" },
            tasks: pendingClaims.map((row) => ({
              key: row.id,
              to: claimAdminPath(row.id),
              name: row.name,
              detail: `, ${row.claimant}, mottaget ${row.received}`,
            })),
          },
          {
            id: "ej-kopplade-betalningar",
            title: "Betalningar som inte är kopplade till ett företag",
            count: unlinked.length,
            empty: "Alla annonspaket är kopplade.",
            more: { to: "/admin/annonser#ej-kopplade", label: "Koppla dem under Ej kopplade" },
            tasks: unlinked.map((row) => ({
              key: row.id,
              name: row.planName,
              detail: `, ${row.email ?? "utan e-postadress"}, köpt ${day(row.created)}`,
            })),
          },
          {
            id: "slutar-snart",
            title: "Annonspaket som går ut inom sju dagar",
            count: ending.length,
            empty: "Inga annonspaket går ut den här veckan.",
            more: { to: "/admin/annonser#alla-paket", label: "Alla annonspaket" },
            tasks: ending.map((row) => ({
              key: row.id,
              to: `/admin/foretag/${row.business.slug}`,
              name: row.business.name,
              detail: `, ${row.planName}, går ut ${day(row.expiresAt)}`,
            })),
          },
          {
            id: "ej-bekraftade",
            title: "Uppgifter som inte bekräftats på sex månader",
            count: staleCount,
            empty: "Alla publicerade platser har bekräftats det senaste halvåret.",
            more: { to: "/admin/foretag/obekraftade", label: "Alla platser att bekräfta" },
            tasks: stale.map((place) => ({
              key: place.slug,
              to: `/admin/foretag/${place.slug}/bekrafta`,
              name: place.name,
            })),
          },
          {
            id: "saknar-oversattning",
            title: "Texter som saknar översättning",
            count: untranslated.count,
            empty: "Alla texter finns på engelska, tyska och danska.",
            more: { to: "/admin/oversattningar", label: "Alla texter att översätta" },
            tasks: untranslated.first.map((text) => ({
              key: `${text.subject}/${text.key}`,
              to: `/admin/oversattningar/${text.subject}/${encodeURIComponent(text.key)}`,
              name: text.name,
            })),
          },
        ].map(({ tasks, ...group }) => (
          <Tasks key={group.id} {...group}>
            {tasks.map(({ key, ...task }) => (
              <Task key={key} {...task} />
            ))}
          </Tasks>
        ))}
      </div>
    </div>
  );
}
