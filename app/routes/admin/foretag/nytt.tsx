import { data, redirect, useNavigation } from "react-router";
import { categoryOptions, NEW_PLACE } from "~/.server/places/admin-places";
import { submitPlaceForm } from "~/.server/places/place-form";
import { imageStore } from "~/.server/services";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { PlaceForm } from "~/components/admin/place-fields";
import type { RequestPolicy } from "~/lib/http/request-policy";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/nytt";
import { PLACE_FORM_POLICY } from "./place-form-policy";

export const requestPolicy: RequestPolicy = PLACE_FORM_POLICY;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  return { business: NEW_PLACE, categories: await categoryOptions(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const outcome = await submitPlaceForm({ db, store: imageStore, operator, request });
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

export default function AdminPlaceNew({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage back={{ to: "/admin/foretag", label: "Alla företag" }} title="Nytt företag">
      <p className="mt-2 text-ink-soft">
        Adressen till sidan bildas av namnet. Ett nytt företag är dolt tills du publicerar det.
      </p>
      <PlaceForm
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
