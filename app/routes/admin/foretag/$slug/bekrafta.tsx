import { data, Form, redirect, useNavigation } from "react-router";
import * as z from "zod/mini";
import { auditOf } from "~/.server/admin/audit";
import { confirmByOperator, placeToConfirm } from "~/.server/freshness/confirm";
import { factLines } from "~/.server/freshness/reminders";
import { readForm } from "~/.server/http/form";
import { AdminPage, adminMeta, Notice, PublicPageLink } from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { PLACE_FIELD_NAMES } from "~/components/admin/place-fields";
import { SubmitButton } from "~/components/form/field";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { confirmationText } from "~/lib/places/confirmation";
import { operatorDatabase } from "../../route-helpers.server";
import type { Route } from "./+types/bekrafta";

// The operator confirms a place's details (issue 24, point 4): the page shows what
// visitors see and when it was last confirmed; one press confirms it today, audited.

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const row = await placeToConfirm(db, params.slug);
  if (!row) throw data("Företaget finns inte.", { status: 404 });
  return {
    place: {
      slug: row.slug,
      name: row.name,
      public: row.status === "published" && Boolean(row.has_detail_page),
    },
    facts: factLines(row, new Date()),
    confirmed: confirmationText(
      row.confirmed_at ? { at: row.confirmed_at, byOwner: row.confirmed_by === "owner" } : null,
    ),
    audit: await auditOf(db, "business", row.slug),
    done: new URL(request.url).searchParams.has("bekraftat"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  // The form has no fields; its body is read only to answer a broken one.
  if (!(await readForm(request, z.object({}), "admin")).ok)
    return data({ error: "Formuläret kunde inte läsas. Försök igen." }, { status: 400 });
  const changes = await confirmByOperator(db, operator, params.slug);
  if (!changes) throw data("Företaget finns inte.", { status: 404 });
  return redirect(`/admin/foretag/${params.slug}/bekrafta?bekraftat=1`, 303);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Bekräfta uppgifter för ${data.place.name}` : "Bekräfta uppgifter");

export default function AdminConfirmPlace({ loaderData, actionData }: Route.ComponentProps) {
  const { place, facts, confirmed, audit, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage
      back={{ to: `/admin/foretag/${place.slug}`, label: place.name }}
      title={`Bekräfta uppgifter för ${place.name}`}
    >
      {place.public ? <PublicPageLink href={`/business/${place.slug}`} /> : null}
      {done && !actionData ? <Notice>Uppgifterna är bekräftade i dag.</Notice> : null}
      {actionData ? <Notice tone="error">{actionData.error}</Notice> : null}
      <p className="mt-4 font-semibold" data-testid="confirmed">
        {confirmed}
      </p>
      <ul className="mt-3 space-y-1">
        {facts.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-4 text-ink-soft">
        Kontrollera uppgifterna mot en publicerad källa eller med företaget. Ändra det som inte
        stämmer på företagets sida först och bekräfta sedan.
      </p>
      <Form method="post" className="mt-4">
        <SubmitButton busy={busy} label="Allt stämmer – bekräfta i dag" busyLabel="Bekräftar..." />
      </Form>
      <AuditLog entries={audit} fieldNames={PLACE_FIELD_NAMES} />
    </AdminPage>
  );
}
