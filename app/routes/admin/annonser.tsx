import { redirect } from "react-router";
import { formRefused, postedFields, readForm, refusal, refuse } from "~/.server/http/form";
import {
  linkByOperator,
  loadPlansOverview,
  placeNamed,
  setSocialPostDone,
} from "~/.server/payments/admin-plans";
import {
  AdminSection,
  AdminSectionPage,
  adminMeta,
  ChangeOutcome,
} from "~/components/admin/admin-page";
import {
  LinkSubscriptionForm,
  PlaceList,
  SocialPostList,
  SubscriptionTable,
} from "~/components/admin/plan-tables";
import { RotationCalendar } from "~/components/admin/rotation-calendar";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { formatMonth, stockholmNow } from "~/lib/text/dates";
import type { Route } from "./+types/annonser";
import { operatorDatabase } from "./route-helpers.server";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const params = new URL(request.url).searchParams;
  const now = new Date();
  const requested = params.get("manad") ?? "";
  const month = MONTH.test(requested) ? requested : stockholmNow(now).slice(0, 7);
  return { ...(await loadPlansOverview(db, now, month)), saved: params.has("sparat") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  // One of the page's forms, told apart by its intent.
  const read = await readForm(request, postedFields, "admin", {
    unreadable: () => formRefused(400, "Formuläret kunde inte läsas."),
  });
  if (!read.ok) return refusal(read);
  const form = read.value;
  const now = new Date();
  const intent = form.intent;
  const place = String(form.business ?? "");
  if (intent === "link") {
    const id = Number(form.subscription);
    if (!Number.isInteger(id) || !place.trim())
      return refuse(400, "Välj ett företag att koppla annonspaketet till.", form);
    const slug = await placeNamed(db, place);
    if (!slug)
      return refuse(
        400,
        `Vi hittar inget företag som heter ”${place.slice(0, 100)}”. Välj ett i listan.`,
        form,
      );
    const makeOwner = form.owner === "yes";
    if (!(await linkByOperator(db, operator, id, slug, { makeOwner })))
      return refuse(409, "Annonspaketet är redan kopplat, eller företaget finns inte.", form);
    return redirect("/admin/annonser?sparat=1");
  }
  if (intent === "post-done" || intent === "post-undo") {
    const month = String(form.month ?? "");
    const overview = await loadPlansOverview(db, now, MONTH.test(month) ? month : undefined);
    if (!overview.tasks.some((task) => task.slug === place && task.month === month))
      return refuse(400, "Företaget har inget inlägg att göra den månaden.", form);
    await setSocialPostDone(db, operator, { slug: place, month }, intent === "post-done", now);
    return redirect(`/admin/annonser?manad=${month}&sparat=1`);
  }
  return refuse(400, "Okänd åtgärd.", form);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () =>
  adminMeta("Annonser", "Malmöguidens redaktion: annonspaket.");

export default function AdminPlans({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriptions, unlinked, businesses, rotation, tasks, saved } = loaderData;
  return (
    <AdminSectionPage title="Annonser">
      <ChangeOutcome saved={saved} refusal={actionData} />

      <AdminSection id="ej-kopplade" title="Ej kopplade" className="mt-8">
        <p className="mt-1 text-ink-soft">
          Annonspaket som köpts utan att köparen äger företaget, eller utan något företag alls. De
          ger ingen effekt förrän de är kopplade. Kontrollera att köparen företräder företaget innan
          du kopplar; köparen får ett mejl när paketet är kopplat.
        </p>
        {unlinked.length === 0 ? (
          <p className="mt-4 text-ink-soft">Alla annonspaket är kopplade.</p>
        ) : (
          <>
            <ul className="mt-4 space-y-3">
              {unlinked.map((row) => (
                <li key={row.id}>
                  <LinkSubscriptionForm row={row} />
                </li>
              ))}
            </ul>
            <PlaceList businesses={businesses} />
          </>
        )}
      </AdminSection>

      <AdminSection id="alla-paket" title="Alla annonspaket" className="mt-12">
        <SubscriptionTable rows={subscriptions} />
      </AdminSection>

      <AdminSection id="startsidan" title="Guld på startsidan" className="mt-12">
        <p className="mt-1 text-ink-soft">
          Vilka Guld-företag som visas bland utvalda platser på startsidan, dag för dag.
        </p>
        <RotationCalendar {...rotation} />
      </AdminSection>

      <AdminSection
        id="inlagg"
        title={`Inlägg i sociala medier, ${formatMonth(rotation.month)}`}
        className="mt-12"
      >
        <p className="mt-1 text-ink-soft">Silver och Guld ger ett inlägg per månad.</p>
        <SocialPostList tasks={tasks} />
      </AdminSection>
    </AdminSectionPage>
  );
}
