import { data, redirect, useNavigation } from "react-router";
import { requireOperator } from "~/.server/auth/admin-session";
import { loadEvent, saveEvent } from "~/.server/content/admin-events";
import { readForm, refusal } from "~/.server/http/form";
import { database } from "~/.server/services";
import {
  ADMIN_FORM_CLASS,
  AdminPage,
  FIX_MARKED_FIELDS,
  Notice,
} from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { EventFields } from "~/components/admin/event-fields";
import { SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { eventSchema } from "~/lib/event-form";
import { pageMeta } from "~/lib/meta";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/request-policy";
import { withActionHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/$slug";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const { db } = await database();
  const found = await loadEvent(db, params.slug);
  if (!found) throw data("Evenemanget finns inte.", { status: 404 });
  const saved = new URL(request.url).searchParams.has("sparat");
  return { ...found, saved };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const parsed = await readForm(request, eventSchema, "admin");
  if (!parsed.ok) return refusal(parsed);
  const { db } = await database();
  const changes = await saveEvent(db, operator, params.slug, parsed.value);
  if (!changes) throw data("Evenemanget finns inte.", { status: 404 });
  return redirect(`/admin/evenemang/${params.slug}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data ? `Redigera ${data.event.title}` : "Redigera evenemang",
    "Malmöguidens redaktion.",
  ),
];

const FIELD_NAMES: Record<string, string> = {
  title: "Rubrik",
  description: "Beskrivning",
  location: "Plats",
  category: "Kategori",
  starts_at: "Start",
  ends_at: "Slut",
  recurrence: "Upprepning",
  example: "Exempel",
  source: "Källa",
  status: "Status",
};

export default function AdminEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { event, audit, saved } = loaderData;
  const busy = useNavigation().state === "submitting";
  const sent: Record<string, string> | undefined = actionData?.values;
  // After a failed post every field shows what was sent (an unticked box sends nothing).
  const value = (name: string) =>
    sent ? (sent[name] ?? "") : String(event[name as keyof typeof event] ?? "");
  return (
    <AdminPage back={{ to: "/admin/evenemang", label: "Alla evenemang" }} title={event.title}>
      {event.status === "published" ? (
        <p className="mt-2">
          <a href={`/events/${event.slug}`} className="text-teal-dark underline">
            Visa den publika sidan
          </a>
        </p>
      ) : null}
      {saved && !actionData ? <Notice>Ändringarna är sparade.</Notice> : null}
      <SchemaForm
        schema={eventSchema}
        serverErrors={actionData?.errors}
        className={ADMIN_FORM_CLASS}
        invalidMessage={FIX_MARKED_FIELDS}
      >
        {(errors) => (
          <>
            <EventFields value={value} errors={errors} rule={event.rule} />
            <SubmitButton busy={busy} label="Spara" busyLabel="Sparar..." />
          </>
        )}
      </SchemaForm>
      <AuditLog entries={audit} fieldNames={FIELD_NAMES} />
    </AdminPage>
  );
}
