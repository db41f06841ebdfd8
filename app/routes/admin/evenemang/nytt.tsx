import { redirect } from "react-router";
import { createEvent } from "~/.server/events/admin-events";
import { readForm, refusal } from "~/.server/http/form";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { EventFields } from "~/components/admin/event-fields";
import { eventSchema } from "~/lib/events/form";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { operatorDatabase, operatorOnly } from "../route-helpers.server";
import type { Route } from "./+types/nytt";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export const loader = operatorOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const read = await readForm(request, eventSchema, "admin");
  if (!read.ok) return refusal(read);
  return redirect(`/admin/evenemang/${await createEvent(db, operator, read.value)}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Nytt evenemang");

export default function AdminEventNew({ actionData }: Route.ComponentProps) {
  const sent: Record<string, string> = actionData?.values ?? {};
  const defaults: Record<string, string> = { status: "published", recurrence: "none" };
  return (
    <AdminPage back={{ to: "/admin/evenemang", label: "Alla evenemang" }} title="Nytt evenemang">
      <AdminForm
        schema={eventSchema}
        serverErrors={actionData?.errors}
        submit={{ label: "Skapa evenemanget", busyLabel: "Skapar..." }}
      >
        {(errors) => (
          <EventFields value={(name) => sent[name] ?? defaults[name] ?? ""} errors={errors} />
        )}
      </AdminForm>
    </AdminPage>
  );
}
