import { redirect, useNavigation } from "react-router";
import { requireOperator } from "~/.server/auth/admin-session";
import { readForm, refusal } from "~/.server/http/form";
import { createNewsletter } from "~/.server/newsletter/admin-newsletter";
import { database } from "~/.server/services";
import { ADMIN_FORM_CLASS, AdminPage, FIX_MARKED_FIELDS } from "~/components/admin/admin-page";
import { NewsletterFields } from "~/components/admin/newsletter-fields";
import { SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { pageMeta } from "~/lib/meta";
import { newsletterSchema } from "~/lib/newsletter-form";
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
  const parsed = await readForm(request, newsletterSchema, "admin");
  if (!parsed.ok) return refusal(parsed);
  const { db } = await database();
  const id = await createNewsletter(db, operator, parsed.value);
  return redirect(`/admin/nyhetsbrev/${id}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Nytt nyhetsbrev", "Malmöguidens redaktion."),
];

export default function AdminNewsletterNew({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const sent: Record<string, string> = actionData?.values ?? {};
  return (
    <AdminPage back={{ to: "/admin/nyhetsbrev", label: "Alla nyhetsbrev" }} title="Nytt nyhetsbrev">
      <SchemaForm
        schema={newsletterSchema}
        serverErrors={actionData?.errors}
        className={ADMIN_FORM_CLASS}
        invalidMessage={FIX_MARKED_FIELDS}
      >
        {(errors) => (
          <>
            <NewsletterFields value={(name) => sent[name] ?? ""} errors={errors} />
            <SubmitButton busy={busy} label="Spara utkast" busyLabel="Sparar..." />
          </>
        )}
      </SchemaForm>
    </AdminPage>
  );
}
