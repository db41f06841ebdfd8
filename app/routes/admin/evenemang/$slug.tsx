import { data, redirect } from "react-router";
import { loadEvent, saveEvent } from "~/.server/events/admin-events";
import { readForm, refusal } from "~/.server/http/form";
import { AdminForm, SAVE_BUTTON } from "~/components/admin/admin-form";
import { AdminPage, adminMeta, Notice, PublicPageLink } from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { EventFields } from "~/components/admin/event-fields";
import { eventSchema } from "~/lib/events/form";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/$slug";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const found = await loadEvent(db, params.slug);
  if (!found) throw data("Evenemanget finns inte.", { status: 404 });
  const saved = new URL(request.url).searchParams.has("sparat");
  return { ...found, saved };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const read = await readForm(request, eventSchema, "admin");
  if (!read.ok) return refusal(read);
  const changes = await saveEvent(db, operator, params.slug, read.value);
  if (!changes) throw data("Evenemanget finns inte.", { status: 404 });
  return redirect(`/admin/evenemang/${params.slug}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Redigera ${data.event.title}` : "Redigera evenemang");

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
  const sent: Record<string, string> | undefined = actionData?.values;
  // After a failed post every field shows what was sent (an unticked box sends nothing).
  const value = (name: string) =>
    sent ? (sent[name] ?? "") : String(event[name as keyof typeof event] ?? "");
  return (
    <AdminPage back={{ to: "/admin/evenemang", label: "Alla evenemang" }} title={event.title}>
      {event.status === "published" ? <PublicPageLink href={`/events/${event.slug}`} /> : null}
      {saved && !actionData ? <Notice>Ändringarna är sparade.</Notice> : null}
      <AdminForm schema={eventSchema} serverErrors={actionData?.errors} submit={SAVE_BUTTON}>
        {(errors) => <EventFields value={value} errors={errors} rule={event.rule} />}
      </AdminForm>
      <AuditLog entries={audit} fieldNames={FIELD_NAMES} />
    </AdminPage>
  );
}
