import { redirect } from "react-router";
import { readForm, refusal } from "~/.server/http/form";
import { createNewsletter } from "~/.server/newsletter/admin-newsletter";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { NewsletterFields } from "~/components/admin/newsletter-fields";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { newsletterSchema } from "~/lib/newsletter/campaign-form";
import { operatorDatabase, operatorOnly } from "../route-helpers.server";
import type { Route } from "./+types/nytt";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export const loader = operatorOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const read = await readForm(request, newsletterSchema, "admin");
  if (!read.ok) return refusal(read);
  return redirect(`/admin/nyhetsbrev/${await createNewsletter(db, operator, read.value)}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Nytt nyhetsbrev");

export default function AdminNewsletterNew({ actionData }: Route.ComponentProps) {
  const sent: Record<string, string> = actionData?.values ?? {};
  return (
    <AdminPage back={{ to: "/admin/nyhetsbrev", label: "Alla nyhetsbrev" }} title="Nytt nyhetsbrev">
      <AdminForm
        schema={newsletterSchema}
        serverErrors={actionData?.errors}
        submit={{ label: "Spara utkast", busyLabel: "Sparar..." }}
      >
        {(errors) => <NewsletterFields value={(name) => sent[name] ?? ""} errors={errors} />}
      </AdminForm>
    </AdminPage>
  );
}
