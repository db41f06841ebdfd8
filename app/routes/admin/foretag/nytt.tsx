import { data, redirect, useNavigation } from "react-router";
import { requireOperator } from "~/.server/auth/admin-session";
import { categoryOptions, NEW_BUSINESS } from "~/.server/content/admin-businesses";
import { submitBusinessForm } from "~/.server/content/business-form";
import { database, imageStore } from "~/.server/services";
import { AdminPage } from "~/components/admin/admin-page";
import { BusinessForm } from "~/components/admin/business-fields";
import { pageMeta } from "~/lib/meta";
import {
  BUSINESS_FORM_MAX_BODY,
  FORM_TYPES,
  PAGE_WITH_FORM,
  type RequestPolicy,
} from "~/lib/request-policy";
import type { Route } from "./+types/nytt";

// The form carries an image; the action refuses a urlencoded body over ADMIN_MAX_BODY
// itself and answers an oversized image with the form kept.
export const requestPolicy: RequestPolicy = {
  methods: PAGE_WITH_FORM,
  maxBodyBytes: BUSINESS_FORM_MAX_BODY,
  mediaTypes: FORM_TYPES,
  answersOwnLimit: true,
};

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const { db } = await database();
  return { business: NEW_BUSINESS, categories: await categoryOptions(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const { db } = await database();
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

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Nytt företag", "Malmöguidens redaktion."),
];

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
