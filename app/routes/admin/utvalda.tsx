import { Form, Link, redirect } from "react-router";
import { formRefused, readForm, refusal, refuse } from "~/.server/http/form";
import { changeFeatured, loadFeatured } from "~/.server/places/admin-featured";
import {
  AdminSection,
  AdminSectionPage,
  adminMeta,
  ChangeOutcome,
} from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { FEATURED_ORDER, FeaturedButton, HOME_ORDER } from "~/components/admin/featured-button";
import { ReorderButtons } from "~/components/admin/intent-button";
import { fieldErrors } from "~/lib/forms/fields";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { featuredSchema, HOME_FEATURED_MAX } from "~/lib/places/featured-form";
import type { Route } from "./+types/utvalda";
import { operatorDatabase } from "./route-helpers.server";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const saved = new URL(request.url).searchParams.has("sparat");
  return { ...(await loadFeatured(db)), saved };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const read = await readForm(request, featuredSchema, "admin", {
    unreadable: () => formRefused(400, "Formuläret kunde inte läsas."),
    // One message for the whole form: the list's own controls.
    invalid: (error, fields) => {
      const errors = fieldErrors(error);
      return formRefused(400, errors.intent ?? errors.slug ?? "", fields);
    },
  });
  if (!read.ok) return refusal(read);
  const result = await changeFeatured(db, operator, read.value);
  if (!result.ok) return refuse(400, result.error, read.values);
  return redirect("/admin/utvalda?sparat=1");
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () =>
  adminMeta("Utvalda platser", "Malmöguidens redaktion: utvalda platser.");

const FIELD_NAMES = { order: "Utvalda platser", home: "Startsidan" };

export default function AdminFeatured({ loaderData, actionData }: Route.ComponentProps) {
  const { featured, home, candidates, audit, saved } = loaderData;
  const homeFull = home.length >= HOME_FEATURED_MAX;
  return (
    <AdminSectionPage title="Utvalda platser">
      <ChangeOutcome saved={saved} refusal={actionData} />

      <AdminSection id="urval" title="Sidan Utvalda platser" className="mt-6">
        <p className="mt-1 text-ink-soft">
          Sidan visar platserna i den här ordningen. Ett dolt företag står kvar i urvalet men visas
          inte.
        </p>
        <ol className="mt-4 divide-y rounded-2xl bg-white shadow-sm">
          {featured.map((place, index) => (
            <li key={place.slug} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <span className="font-semibold">{`${index + 1}. `}</span>
                <Link
                  to={`/admin/foretag/${place.slug}`}
                  className="font-semibold text-teal-dark underline"
                >
                  {place.name}
                </Link>
                <p className="text-sm text-ink-soft">
                  {place.homePosition === null
                    ? "Inte på startsidan"
                    : `På startsidan som nummer ${place.homePosition + 1}`}
                  {place.hidden ? " · Dold: visas inte" : ""}
                </p>
              </div>
              <ReorderButtons
                field="slug"
                value={place.slug}
                intents={FEATURED_ORDER}
                index={index}
                count={featured.length}
                detail={place.name}
              >
                {place.homePosition === null ? (
                  <FeaturedButton
                    intent="home-add"
                    slug={place.slug}
                    label="Visa på startsidan"
                    name={place.name}
                    disabled={homeFull}
                  />
                ) : null}
              </ReorderButtons>
            </li>
          ))}
        </ol>
        {featured.length === 0 ? <p className="mt-2">Inga utvalda platser ännu.</p> : null}
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="add-slug" className="block font-semibold">
              Lägg till ett företag
            </label>
            <select id="add-slug" name="slug" defaultValue="" className="field mt-1">
              <option value="">Välj ett publicerat företag</option>
              {candidates.map((place) => (
                <option key={place.slug} value={place.slug}>
                  {place.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="add" className="btn-secondary inline-flex">
            Lägg till sist
          </button>
        </Form>
      </AdminSection>

      <AdminSection id="startsidan" title="Startsidan" className="mt-10">
        <p className="mt-1 text-ink-soft">
          {`Startsidan visar högst ${HOME_FEATURED_MAX} av de utvalda platserna, i den här ordningen.`}
        </p>
        {home.length === 0 ? (
          <p className="mt-2">Inga platser på startsidan.</p>
        ) : (
          <ol className="mt-4 divide-y rounded-2xl bg-white shadow-sm">
            {home.map((place, index) => (
              <li
                key={place.slug}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <span className="font-semibold">
                  {`${index + 1}. ${place.name}`}
                  {place.hidden ? (
                    <span className="font-normal text-ink-soft"> · Dold: visas inte</span>
                  ) : null}
                </span>
                <ReorderButtons
                  field="slug"
                  value={place.slug}
                  intents={HOME_ORDER}
                  index={index}
                  count={home.length}
                  detail={`${place.name} på startsidan`}
                  removeDetail={`${place.name} från startsidan`}
                />
              </li>
            ))}
          </ol>
        )}
      </AdminSection>

      <AuditLog entries={audit} fieldNames={FIELD_NAMES} />
    </AdminSectionPage>
  );
}
