import { data, redirect, useNavigation } from "react-router";
import { categoryOptions, loadBusiness, submitBusinessForm } from "~/.server/admin-businesses";
import { requireOperator } from "~/.server/admin-session";
import { database, imageStore } from "~/.server/services";
import { AdminPage, Notice } from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { BUSINESS_FIELD_NAMES, BusinessForm } from "~/components/admin/business-fields";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.business";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const { db } = await database();
  const [found, categories] = await Promise.all([
    loadBusiness(db, params.slug),
    categoryOptions(db),
  ]);
  if (!found) throw data("Företaget finns inte.", { status: 404 });
  const query = new URL(request.url).searchParams;
  return {
    ...found,
    categories,
    created: query.has("skapat"),
    saved: query.has("sparat"),
    imageFailed: query.has("bildfel"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const { db } = await database();
  const outcome = await submitBusinessForm({
    db,
    store: imageStore,
    operator,
    request,
    slug: params.slug,
  });
  if (!outcome) throw data("Företaget finns inte.", { status: 404 });
  if (!outcome.ok)
    return data({ errors: outcome.errors, values: outcome.values }, { status: outcome.status });
  return redirect(
    `/admin/foretag/${outcome.slug}?sparat=1${outcome.imageFailed ? "&bildfel=1" : ""}`,
  );
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data ? `Redigera ${data.business.name}` : "Redigera företag",
    "Malmöguidens redaktion.",
  ),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { business, audit, categories, created, saved, imageFailed } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage back={{ to: "/admin/foretag", label: "Alla företag" }} title={business.name}>
      {business.hasDetailPage && business.status === "published" ? (
        <p className="mt-2">
          <a href={`/business/${business.slug}`} className="text-teal-dark underline">
            Visa den publika sidan
          </a>
        </p>
      ) : null}
      {actionData ? null : imageFailed ? (
        <Notice tone="error">
          {created ? "Företaget är skapat" : "Övriga ändringar är sparade"}, men bilden kunde inte
          sparas just nu. Försök ladda upp den igen om en stund.
        </Notice>
      ) : created || saved ? (
        <Notice>{created ? "Företaget är skapat." : "Ändringarna är sparade."}</Notice>
      ) : null}
      <BusinessForm
        business={business}
        sent={actionData?.values}
        errors={actionData?.errors ?? {}}
        categories={categories}
        submitLabel="Spara"
        busyLabel="Sparar..."
        busy={busy}
      />
      <AuditLog entries={audit} fieldNames={BUSINESS_FIELD_NAMES} />
    </AdminPage>
  );
}
