import { data, redirect, useNavigation } from "react-router";
import { categoryOptions, NEW_BUSINESS } from "~/.server/places/admin-businesses";
import { submitBusinessForm } from "~/.server/places/business-form";
import { imageStore } from "~/.server/services";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { BusinessForm } from "~/components/admin/business-fields";
import type { RequestPolicy } from "~/lib/http/request-policy";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/nytt";
import { BUSINESS_FORM_POLICY } from "./business-form-policy";

export const requestPolicy: RequestPolicy = BUSINESS_FORM_POLICY;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  return { business: NEW_BUSINESS, categories: await categoryOptions(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const outcome = await submitBusinessForm({ db, store: imageStore, operator, request });
  if (!outcome?.ok)
    return data(
      { errors: outcome?.errors ?? {}, values: outcome?.values ?? {} },
      { status: outcome?.status ?? 500 },
    );
  // The new business's own edit page: its slug, its history and a link to its page.
  return redirect(
    `/admin/foretag/${outcome.slug}?skapat=1${outcome.imageFailed ? "&bildfel=1" : ""}`,
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Nytt företag");

export default function AdminBusinessNew({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage back={{ to: "/admin/foretag", label: "Alla företag" }} title="Nytt företag">
      <p className="mt-2 text-ink-soft">
        Adressen till sidan bildas av namnet. Ett nytt företag är dolt tills du publicerar det.
      </p>
      <BusinessForm
        business={loaderData.business}
        sent={actionData?.values}
        errors={actionData?.errors ?? {}}
        categories={loaderData.categories}
        submitLabel="Skapa företaget"
        busyLabel="Skapar..."
        busy={busy}
      />
    </AdminPage>
  );
}
