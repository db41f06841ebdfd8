import { data } from "react-router";
import * as z from "zod/mini";
import { readForm, refusal } from "~/.server/http/form";
import { decideReply, standingReply } from "~/.server/reviews/replies";
import { decideReported, openReportsOf } from "~/.server/reviews/reports";
import { decideReview, reviewForAdmin } from "~/.server/reviews/reviews";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, AdminSection, adminMeta, Notice } from "~/components/admin/admin-page";
import {
  ApproveHeading,
  DecisionReason,
  DecisionStatusBadge,
  DecisionStatusLine,
  RejectSection,
  sentForms,
} from "~/components/admin/decision-parts";
import { rejectSchemaOf } from "~/lib/forms/decisions";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import {
  REVIEW_REASON_MAX,
  REVIEW_REASON_MISSING,
  REVIEW_STATUS_LABELS,
  reviewAdminPath,
  starsOf,
} from "~/lib/reviews/reviews";
import { formatDateTime, formatMonth } from "~/lib/text/dates";
import { answerDecision, operatorDatabase, pathId } from "../route-helpers.server";
import type { Route } from "./+types/$id";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

// One visitor's review (issue 39, point 2): what they wrote about which place, and the
// two decisions: publish, or reject with a reason that the reviewer's mail carries.
// The reviewer's address is never shown. Decided once.

const approveSchema = z.object({ intent: z.literal("approve") });
const rejectSchema = rejectSchemaOf(REVIEW_REASON_MISSING, REVIEW_REASON_MAX);
// A reported review, published: keep it (the reports close) or remove it with a reason.
const keepSchema = z.object({ intent: z.literal("keep") });
const removeSchema = z.object({
  intent: z.literal("remove"),
  reason: rejectSchema.shape.reason,
});
// The owner's reply under a published review: publish it, or reject it with a reason.
const REPLY_REASON_MISSING =
  "Skriv varför svaret inte publiceras. Skälet står i mejlet till företagaren.";
const approveReplySchema = z.object({ intent: z.literal("approve-reply") });
const rejectReplySchema = z.object({
  intent: z.literal("reject-reply"),
  reason: rejectSchemaOf(REPLY_REASON_MISSING, REVIEW_REASON_MAX).shape.reason,
});
const decisionSchema = z.discriminatedUnion(
  "intent",
  [approveSchema, rejectSchema, keepSchema, removeSchema, approveReplySchema, rejectReplySchema],
  { error: "Okänd åtgärd." },
);

const MISSING = "Omdömet finns inte (det kan ha tagits bort av den som skrev det).";
const DECIDED_NOW = [
  "publicerat",
  "avslaget",
  "behallet",
  "borttaget",
  "svar-publicerat",
  "svar-avslaget",
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const id = pathId(params.id, MISSING);
  const review = await reviewForAdmin(db, id);
  if (!review) throw data(MISSING, { status: 404 });
  const done = new URL(request.url).searchParams.get("beslut");
  const [reports, reply] = await Promise.all([openReportsOf(db, id), standingReply(db, id)]);
  return {
    reply: reply
      ? {
          ...reply,
          sent: formatDateTime(reply.sentAt),
          decided: reply.decidedAt === null ? null : formatDateTime(reply.decidedAt),
        }
      : null,
    reports: reports.map((report) => ({ ...report, when: formatDateTime(report.createdAt) })),
    review: {
      ...review,
      stars: starsOf(review.rating),
      visitMonth: review.visitMonth ? formatMonth(review.visitMonth) : null,
      confirmed: review.confirmedAt === null ? null : formatDateTime(review.confirmedAt),
      decided: review.decidedAt === null ? null : formatDateTime(review.decidedAt),
    },
    decidedNow: DECIDED_NOW.includes(done ?? "") ? done : null,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const id = pathId(params.id, MISSING);
  const read = await readForm(request, decisionSchema, "admin");
  if (!read.ok) return refusal(read);
  const form = read.value;
  if (form.intent === "approve-reply" || form.intent === "reject-reply") {
    const decided = await decideReply(
      db,
      operator,
      id,
      form.intent === "approve-reply" ? { publish: true } : { publish: false, reason: form.reason },
    );
    return answerDecision(decided, form, {
      next: (taken) =>
        `${reviewAdminPath(id)}?beslut=${taken.status === "published" ? "svar-publicerat" : "svar-avslaget"}#svar`,
      missing: MISSING,
      subject: "Svaret",
      decided: (status) => (status === "published" ? "publicerat" : "avgjort"),
    });
  }
  if (form.intent === "keep" || form.intent === "remove") {
    const decided = await decideReported(
      db,
      operator,
      id,
      form.intent === "keep" ? { remove: false } : { remove: true, reason: form.reason },
    );
    return answerDecision(decided, form, {
      next: (taken) =>
        `${reviewAdminPath(id)}?beslut=${taken.status === "kept" ? "behallet" : "borttaget"}`,
      missing: MISSING,
      subject: "Rapporten",
      decided: () => "avgjord",
    });
  }
  const decision = await decideReview(
    db,
    operator,
    id,
    form.intent === "approve" ? { publish: true } : { publish: false, reason: form.reason },
  );
  return answerDecision(decision, form, {
    next: (taken) =>
      `${reviewAdminPath(id)}?beslut=${taken.status === "published" ? "publicerat" : "avslaget"}`,
    missing: MISSING,
    subject: "Omdömet",
    decided: (status) => (REVIEW_STATUS_LABELS[status] ?? "avgjort").toLowerCase(),
  });
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Omdöme: ${data.review.placeName}` : "Omdöme");

export default function AdminReview({ loaderData, actionData }: Route.ComponentProps) {
  const { review, decidedNow, reports, reply } = loaderData;
  const reported = review.status === "published" && reports.length > 0;
  const { sent, errorsOf } = sentForms(actionData);
  const pending = review.status === "pending";
  const label = REVIEW_STATUS_LABELS[review.status] ?? review.status;
  const details: [label: string, value: React.ReactNode, className?: string][] = [
    [
      "Plats",
      <a key="place" href={`/business/${review.slug}`} className="text-teal-dark underline">
        {review.placeName}
      </a>,
    ],
    ["Betyg", `${review.stars} (${review.rating} av 5)`],
    ["Omdöme", review.body, "whitespace-pre-line break-words"],
    ["Namn som visas", review.name],
    ["Besöksmånad", review.visitMonth ?? "Inte angiven"],
  ];
  return (
    <AdminPage back={{ to: "/admin#omdomen", label: "Att göra" }} title={review.placeName}>
      <DecisionStatusLine
        badge={<DecisionStatusBadge status={review.status} label={label} />}
        text={
          pending
            ? `Bekräftat av den som skrev det ${review.confirmed ?? ""}, väntar på beslut.`
            : review.decided
              ? `${label} ${review.decided} av ${review.decidedBy ?? "okänd"}.`
              : `${label}.`
        }
      />
      {decidedNow === "publicerat" && review.status === "published" && !actionData ? (
        <Notice>Omdömet är publicerat. Den som skrev det får ett mejl om det.</Notice>
      ) : null}
      {decidedNow === "avslaget" && review.status === "rejected" && !actionData ? (
        <Notice>Omdömet är avslaget. Ett mejl med skälet skickas till den som skrev det.</Notice>
      ) : null}
      {actionData?.errors.form && !pending ? (
        <Notice tone="error">{actionData.errors.form}</Notice>
      ) : null}
      {review.status === "rejected" && review.reason ? (
        <DecisionReason reason={review.reason} />
      ) : null}

      {decidedNow === "behallet" && !actionData ? (
        <Notice>Omdömet ligger kvar och rapporterna är avslutade.</Notice>
      ) : null}
      {decidedNow === "borttaget" && !actionData ? (
        <Notice>
          Omdömet är borttaget från guiden. Ett mejl med skälet skickas till den som skrev det.
        </Notice>
      ) : null}
      {reported ? (
        <AdminSection id="rapporter" title={`Rapporter (${reports.length})`} className="mt-8">
          <ul className="mt-2 space-y-2" data-testid="review-reports">
            {reports.map((report) => (
              <li key={report.id}>
                <span className="font-semibold">{report.reason}</span>
                <span className="text-ink-soft">{`, ${report.when}`}</span>
                {report.details ? <p className="whitespace-pre-line">{report.details}</p> : null}
              </li>
            ))}
          </ul>
        </AdminSection>
      ) : null}
      {review.holds.length > 0 ? (
        <AdminSection id="hallet" title="Automatiskt hållet" className="mt-8">
          <p className="mt-2 text-ink-soft">
            Läs omdömet extra noga innan du publicerar det. Skälen:
          </p>
          <ul className="mt-2 list-disc pl-5" data-testid="review-holds">
            {review.holds.map((hold) => (
              <li key={hold}>{hold}</li>
            ))}
          </ul>
        </AdminSection>
      ) : null}
      <AdminSection id="omdomet" title="Omdömet" className="mt-8">
        <dl className="mt-2 space-y-3 rounded-2xl bg-white p-6 shadow-sm">
          {details.map(([term, value, className]) => (
            <div key={term}>
              <dt className="font-semibold">{term}</dt>
              <dd className={className}>{value}</dd>
            </div>
          ))}
        </dl>
      </AdminSection>

      {reply ? (
        <AdminSection id="svar" title="Svar från företaget" className="mt-8">
          {decidedNow === "svar-publicerat" && !actionData ? (
            <Notice>Svaret är publicerat under omdömet. Företagaren får ett mejl om det.</Notice>
          ) : null}
          <p className="mt-2 text-ink-soft">
            {reply.status === "pending"
              ? `Från ${reply.email}, skickat ${reply.sent}. Väntar på beslut.`
              : `Från ${reply.email}. Publicerat ${reply.decided ?? ""} av ${reply.decidedBy ?? "okänd"}.`}
          </p>
          <p className="mt-2 whitespace-pre-line break-words rounded-2xl bg-white p-6 shadow-sm">
            {reply.body}
          </p>
          {reply.status === "pending" && review.status === "published" ? (
            <>
              <AdminForm
                schema={approveReplySchema}
                serverErrors={errorsOf("approve-reply")}
                intent="approve-reply"
                submit={{ label: "Publicera svaret", busyLabel: "Publicerar..." }}
              >
                {() => null}
              </AdminForm>
              <RejectSection
                id="avsla-svaret"
                title="Avslå svaret"
                schema={rejectReplySchema}
                serverErrors={errorsOf("reject-reply")}
                submit={{ label: "Avslå svaret", busyLabel: "Avslår..." }}
                hint="Skälet står i mejlet till företagaren, som kan skriva ett nytt svar."
                reason={sent.intent === "reject-reply" ? sent.reason : undefined}
                intent="reject-reply"
              />
            </>
          ) : null}
        </AdminSection>
      ) : decidedNow === "svar-avslaget" && !actionData ? (
        <Notice>Svaret är avslaget. Ett mejl med skälet skickas till företagaren.</Notice>
      ) : null}
      {pending ? (
        <>
          <section aria-labelledby="godkann" className="mt-10">
            <ApproveHeading />
            <p className="mt-2 text-ink-soft">
              Omdömet visas på platsens sida och räknas in i besökarnas betyg. Den som skrev det får
              ett mejl om det.
            </p>
            <AdminForm
              schema={approveSchema}
              serverErrors={errorsOf("approve")}
              intent="approve"
              submit={{ label: "Publicera omdömet", busyLabel: "Publicerar..." }}
            >
              {() => null}
            </AdminForm>
          </section>
          <RejectSection
            id="avsla"
            title="Avslå"
            schema={rejectSchema}
            serverErrors={errorsOf("reject")}
            submit={{ label: "Avslå omdömet", busyLabel: "Avslår..." }}
            hint="Skälet står i mejlet till den som skrev omdömet, till exempel att det innehåller personuppgifter om andra."
            reason={sent.intent === "reject" ? sent.reason : undefined}
          />
        </>
      ) : null}
      {reported ? (
        <>
          <section aria-labelledby="behall" className="mt-10">
            <h2 id="behall" className="font-display text-2xl font-bold">
              Behåll
            </h2>
            <p className="mt-2 text-ink-soft">
              Omdömet följer riktlinjerna: det ligger kvar och rapporterna avslutas.
            </p>
            <AdminForm
              schema={keepSchema}
              serverErrors={errorsOf("keep")}
              intent="keep"
              submit={{ label: "Behåll omdömet", busyLabel: "Sparar..." }}
            >
              {() => null}
            </AdminForm>
          </section>
          <RejectSection
            id="ta-bort"
            title="Ta bort"
            schema={removeSchema}
            serverErrors={errorsOf("remove")}
            submit={{ label: "Ta bort omdömet", busyLabel: "Tar bort..." }}
            hint="Omdömet försvinner från platsens sida och betyget. Skälet står i mejlet till den som skrev det."
            reason={sent.intent === "remove" ? sent.reason : undefined}
            intent="remove"
          />
        </>
      ) : null}
    </AdminPage>
  );
}
