import { data, redirect } from "react-router";
import { readForm, refusal } from "~/.server/http/form";
import { loadAccessibility, saveAccessibility } from "~/.server/places/accessibility";
import { AdminForm, SAVE_BUTTON } from "~/components/admin/admin-form";
import { AdminPage, adminMeta, Notice, PublicPageLink } from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { PLACE_FIELD_NAMES } from "~/components/admin/place-fields";
import { AccessibilityAnswers } from "~/components/form/accessibility-answers";
import { accessibilitySchema } from "~/lib/accessibility/form";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { operatorDatabase } from "../../route-helpers.server";
import type { Route } from "./+types/tillganglighet";

// A place's accessibility facts in the admin (issue 24, point 2): each yes, no or
// unknown, with the day it was last checked.

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const found = await loadAccessibility(db, params.slug);
  if (!found) throw data("Företaget finns inte.", { status: 404 });
  return { ...found, saved: new URL(request.url).searchParams.has("sparat") };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const read = await readForm(request, accessibilitySchema, "admin");
  if (!read.ok) return refusal(read);
  const changes = await saveAccessibility(db, operator, params.slug, read.value);
  if (!changes) throw data("Företaget finns inte.", { status: 404 });
  return redirect(`/admin/foretag/${params.slug}/tillganglighet?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Tillgänglighet för ${data.place.name}` : "Tillgänglighet");

export default function AdminAccessibility({ loaderData, actionData }: Route.ComponentProps) {
  const { place, facts, audit, saved } = loaderData;
  return (
    <AdminPage
      back={{ to: `/admin/foretag/${place.slug}`, label: place.name }}
      title={`Tillgänglighet för ${place.name}`}
    >
      <p className="mt-2 text-ink-soft">
        Det som besökare kan filtrera på. En uppgift som ändras får dagens datum; Vet inte visas
        inte alls.
      </p>
      {place.public ? <PublicPageLink href={`/business/${place.slug}`} /> : null}
      {saved && !actionData ? <Notice>Uppgifterna är sparade.</Notice> : null}
      <AdminForm
        schema={accessibilitySchema}
        serverErrors={actionData?.errors}
        submit={SAVE_BUTTON}
      >
        {() => (
          <>
            <AccessibilityAnswers
              answers={Object.fromEntries(
                Object.entries(facts).map(([key, fact]) => [key, fact?.value]),
              )}
              note={(key) => {
                const fact = facts[key];
                return fact ? `Kontrollerad ${fact.checkedAt}` : undefined;
              }}
            />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="checkedToday" value="1" />
              Alla kända uppgifter är kontrollerade i dag
            </label>
          </>
        )}
      </AdminForm>
      <AuditLog entries={audit} fieldNames={PLACE_FIELD_NAMES} />
    </AdminPage>
  );
}
