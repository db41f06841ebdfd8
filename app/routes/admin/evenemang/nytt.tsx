import { createEvent } from "~/.server/events/admin-events";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { EventFields } from "~/components/admin/event-fields";
import { eventSchema } from "~/lib/events/form";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { formAction, operatorOnly } from "../route-helpers.server";
import type { Route } from "./+types/nytt";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export const loader = operatorOnly;

export const action = formAction(
  eventSchema,
  async (form, { operator, db }) =>
    `/admin/evenemang/${await createEvent(db, operator, form)}?sparat=1`,
);

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
