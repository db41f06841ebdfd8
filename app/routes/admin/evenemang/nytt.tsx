import { redirect, useNavigation } from "react-router";
import { requireOperator } from "~/.server/auth/admin-session";
import { createEvent } from "~/.server/content/admin-events";
import { readForm, refusal } from "~/.server/http/form";
import { database } from "~/.server/services";
import { ADMIN_FORM_CLASS, AdminPage, FIX_MARKED_FIELDS } from "~/components/admin/admin-page";
import { EventFields } from "~/components/admin/event-fields";
import { SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { eventSchema } from "~/lib/event-form";
import { pageMeta } from "~/lib/meta";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/request-policy";
import { withActionHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/nytt";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const parsed = await readForm(request, eventSchema, "admin");
  if (!parsed.ok) return refusal(parsed);
  const { db } = await database();
  const slug = await createEvent(db, operator, parsed.value);
  return redirect(`/admin/evenemang/${slug}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Nytt evenemang", "Malmöguidens redaktion."),
];

export default function AdminEventNew({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const sent: Record<string, string> = actionData?.values ?? {};
  const defaults: Record<string, string> = { status: "published", recurrence: "none" };
  return (
    <AdminPage back={{ to: "/admin/evenemang", label: "Alla evenemang" }} title="Nytt evenemang">
      <SchemaForm
        schema={eventSchema}
        serverErrors={actionData?.errors}
        className={ADMIN_FORM_CLASS}
        invalidMessage={FIX_MARKED_FIELDS}
      >
        {(errors) => (
          <>
            <EventFields value={(name) => sent[name] ?? defaults[name] ?? ""} errors={errors} />
            <SubmitButton busy={busy} label="Skapa evenemanget" busyLabel="Skapar..." />
          </>
        )}
      </SchemaForm>
    </AdminPage>
  );
}
