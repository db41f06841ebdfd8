import { Link, redirect, useNavigation } from "react-router";
import { ownerPageHeaders, requireOwner, sameOrigin } from "~/.server/auth/owner-auth";
import { confirmByOwner } from "~/.server/freshness/confirm";
import { bodyProblem } from "~/.server/http/body";
import { formRefused, readForm, refusal, refuse } from "~/.server/http/form";
import { retryAfter } from "~/.server/http/rate-limit";
import { submitChangeRequest } from "~/.server/owner/owner-changes";
import { cancelDemoPlan, ownerPlanOf, portalUrl, purchasesOf } from "~/.server/owner/owner-plans";
import { ownedPlaceRows, ownerAddress, ownerPlaces } from "~/.server/owner/ownership";
import { pendingProposal } from "~/.server/owner/proposals";
import { viewReport } from "~/.server/page-views/page-views";
import { linkOwnPurchase } from "~/.server/payments/plan-links";
import { waitingRegistrationsOf } from "~/.server/registrations/submit";
import { env, rateLimits, stripe } from "~/.server/services";
import { FormAlert } from "~/components/form/field";
import { OwnerCard, OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import { OwnerPlace, type OwnerPlaceView } from "~/components/owner/owner-place";
import { OwnerPurchases } from "~/components/owner/owner-purchases";
import { categoryHref } from "~/content/categories";
import { fieldErrors } from "~/lib/forms/fields";
import { type RequestPolicy, SMALL_FORM_POLICY } from "~/lib/http/request-policy";
import { changeRequestSchema, ownerAccountPostSchema } from "~/lib/owner/forms";
import { registrationPath } from "~/lib/owner/paths";
import { confirmationText } from "~/lib/places/confirmation";
import { pageMeta } from "~/lib/seo/meta";
import { formatDate, stockholmNow } from "~/lib/text/dates";
import type { Route } from "./+types/konto";

export const requestPolicy: RequestPolicy = SMALL_FORM_POLICY;

// /foretagare/konto: the signed-in owner's businesses, each with its status, its plan
// (the plans work) and a form to suggest changes, which wait for the operator; the
// plans the address bought that no business shows, and its registrations that wait.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.database;
  const owner = await requireOwner(db, request);
  const slugs = await ownerPlaces(db, owner.email);
  const rows = await ownedPlaceRows(db, slugs);
  const now = new Date();
  const month = stockholmNow(now).slice(0, 7);
  const places = await Promise.all(
    rows.map(async (row): Promise<OwnerPlaceView> => {
      const published = row.status === "published";
      return {
        slug: row.slug,
        name: row.name,
        status: published ? "published" : "hidden",
        statusLabel: published ? "Publicerad" : "Dold",
        publicUrl: !published
          ? null
          : row.has_detail_page
            ? `/business/${encodeURIComponent(row.slug)}`
            : categoryHref(row.category),
        plan: await ownerPlanOf(db, row.slug, now, ownerAddress(owner.email)),
        report: await viewReport(db, row.slug, month),
        proposalWaiting: (await pendingProposal(db, row.slug)) !== undefined,
        confirmed: confirmationText(
          row.confirmed_at ? { at: row.confirmed_at, byOwner: row.confirmed_by === "owner" } : null,
        ),
      };
    }),
  );
  // Purchases a business card already shows (its current plan) are not listed twice.
  const shown = new Set(places.map((place) => place.plan?.subscriptionId));
  const purchases = (await purchasesOf(db, owner.email, now)).filter(
    (purchase) => !shown.has(purchase.subscriptionId),
  );
  const waiting = await waitingRegistrationsOf(db, ownerAddress(owner.email));
  const registrations = waiting.map((row) => ({
    id: row.id,
    name: row.business_name,
    sent: stockholmNow(new Date(row.created_at)).slice(0, 10),
  }));
  const params = new URL(request.url).searchParams;
  return {
    email: owner.email,
    notice: params.has("avslutat")
      ? "Annonspaketet är avslutat."
      : params.has("kopplat")
        ? "Annonspaketet är kopplat till företaget."
        : params.has("bekraftat")
          ? "Tack! Uppgifterna är bekräftade i dag."
          : null,
    businesses: places,
    purchases,
    registrations,
    choices: rows.map((row) => ({ slug: row.slug, name: row.name })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) return refuse(403, "Förfrågan kommer från en annan webbplats.");
  const { db } = context.database;
  const owner = await requireOwner(db, request);
  const read = await readForm(request, ownerAccountPostSchema, "changeRequest", {
    unreadable: (error) =>
      formRefused(bodyProblem(error).status, "Formuläret kunde inte läsas. Försök igen."),
  });
  if (!read.ok) return refusal(read);
  const form = read.value;
  const place = form.business ?? "";
  const intent = form.intent ?? "";
  if (intent === "confirm") {
    if (!(await confirmByOwner(db, owner.email, place)))
      return refuse(403, "Du kan bara bekräfta uppgifter för dina egna företag.");
    return redirect("/foretagare/konto?bekraftat=1", 303);
  }
  if (intent === "demo-cancel" || intent === "portal" || intent === "link-purchase") {
    // Only purchases made with the signed-in address, whatever business they are for.
    const subscription = Number(form.subscription ?? "");
    const notYours = () => refuse(403, "Du kan bara ändra annonspaket som du själv har köpt.");
    if (!Number.isSafeInteger(subscription)) return notYours();
    if (intent === "link-purchase") {
      if (!(await linkOwnPurchase(db, owner.email, subscription, place)))
        return refuse(
          403,
          "Annonspaketet kunde inte kopplas. Välj ett av dina egna företag för ett av dina egna, ännu inte kopplade paket.",
        );
      return redirect("/foretagare/konto?kopplat=1", 303);
    }
    if (intent === "demo-cancel") {
      const outcome = await cancelDemoPlan(db, owner.email, subscription);
      if (outcome === "forbidden") return notYours();
      if (outcome !== "cancelled") return refuse(409, "Annonspaketet kan inte avslutas här.");
      return redirect("/foretagare/konto?avslutat=1", 303);
    }
    const url = await portalUrl(
      db,
      stripe,
      owner.email,
      subscription,
      `${env.publicUrl.origin}/foretagare/konto`,
    );
    if (url === "forbidden") return notYours();
    if (!url)
      return refuse(
        503,
        "Betalningarna kan inte ändras här just nu. Kontakta oss så hjälper vi dig.",
      );
    return redirect(url, 303);
  }
  const message = form.message ?? "";
  const parsed = changeRequestSchema.safeParse({ business: place, message });
  if (!parsed.success) return refuse(400, fieldErrors(parsed.error), { business: place, message });
  const limit = await rateLimits.check("registration", `owner-change:${owner.email}`);
  if (!limit.ok)
    return refuse(
      429,
      { form: "Du har skickat många förslag på kort tid. Vänta en stund och försök igen." },
      { business: place, message },
      { headers: retryAfter(limit) },
    );
  const outcome = await submitChangeRequest(
    db,
    owner.email,
    parsed.data.business,
    parsed.data.message,
  );
  if (!outcome.ok)
    return refuse(
      403,
      { form: "Du kan bara föreslå ändringar för dina egna företag." },
      { business: place, message },
    );
  return { ok: true as const, business: place, id: outcome.id };
}

export const headers: Route.HeadersFunction = ownerPageHeaders;

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Din företagssida", "Dina företag i Malmöguiden."),
];

export default function OwnerAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("business") : null;
  const { businesses, purchases, registrations, choices, notice } = loaderData;
  // The answer belongs to the business whose form was sent; a form-level refusal to none.
  const sent = actionData?.ok ? actionData : undefined;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const answeredFor = sent ? sent.business : failure?.values.business;
  return (
    <OwnerPage title="Din företagssida">
      {failure && !answeredFor ? <FormAlert message={failure.errors.form} /> : null}
      {notice && !actionData ? <OwnerNotice>{notice}</OwnerNotice> : null}
      {registrations.length > 0 ? (
        <OwnerCard label="Registreringar som väntar">
          <h2 className="font-display text-2xl font-bold">Väntar på granskning</h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {registrations.map((registration) => (
              <li key={registration.id}>
                {`${registration.name}, skickad ${formatDate(registration.sent)}`}
                {" · "}
                <Link to={registrationPath(registration.id)} className="font-semibold underline">
                  Lägg till öppettider, tillgänglighet och bilder
                  <span className="sr-only">{` för ${registration.name}`}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-ink-soft">
            Vi granskar registreringar inom 24 timmar och mejlar dig när företaget är publicerat.
            Har du köpt ett annonspaket med den här adressen kopplas det till företaget då.
          </p>
        </OwnerCard>
      ) : null}
      <OwnerPurchases purchases={purchases} businesses={choices} />
      {businesses.length === 0 ? (
        <OwnerCard>
          <p>Vi hittar inga publicerade företag i guiden som hör till den här adressen just nu.</p>
          <p className="mt-2 text-ink-soft">
            Företag hör till den adress som registrerade dem. Hör av dig via{" "}
            <Link to="/contact" className="font-semibold underline">
              kontaktsidan
            </Link>{" "}
            om något inte stämmer.
          </p>
        </OwnerCard>
      ) : (
        businesses.map((place) => {
          const mine = answeredFor === place.slug;
          return (
            <OwnerPlace
              key={place.slug}
              business={place}
              errors={mine ? failure?.errors : undefined}
              sent={mine && Boolean(sent)}
              formKey={mine && sent ? `sent-${sent.id}` : "form"}
              busy={posting === place.slug}
            />
          );
        })
      )}
    </OwnerPage>
  );
}
