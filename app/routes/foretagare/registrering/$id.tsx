import { data, Link, redirect, useNavigation } from "react-router";
import { ownerPageHeaders, requireOwner, sameOrigin } from "~/.server/auth/owner-auth";
import { readWeekPost } from "~/.server/hours/week-post";
import { readForm, refusal, refuse } from "~/.server/http/form";
import { OWNER_FORM, ownerEditLimited } from "~/.server/owner/owner-forms";
import { pendingRegistrationOf, saveRegistrationFacts } from "~/.server/registrations/facts";
import { registrationPhotosOf } from "~/.server/registrations/photos";
import { AccessibilityAnswers } from "~/components/form/accessibility-answers";
import { SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { DayEditor } from "~/components/owner/day-editor";
import { OwnerCard, OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import { valuesOfWeek } from "~/lib/hours/day-editor";
import { emptyWeek, syntaxToWeek } from "~/lib/hours/week";
import { OWNER_EDITOR_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { registrationPhotoBase } from "~/lib/owner/photos";
import {
  accessibilityAnswers,
  accessibilityValue,
  registrationFactsFormSchema,
} from "~/lib/owner/proposals";
import { numberWord } from "~/lib/places/gallery-form";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/$id";

export const requestPolicy: RequestPolicy = OWNER_EDITOR_POLICY;

// /foretagare/registrering/:id: the registrant adds the opening hours and accessibility
// facts to a registration that still waits for the operator (issue 38, point 5). The
// operator sees them in moderation; they publish with the place on approval.

const NOT_YOURS = "Registreringen finns inte eller är redan granskad.";

async function registrationOfOwner(
  context: Route.LoaderArgs["context"],
  request: Request,
  id: string,
) {
  const { db } = context.database;
  const owner = await requireOwner(db, request);
  const found = /^\d{1,12}$/.test(id)
    ? await pendingRegistrationOf(db, owner.email, Number(id))
    : undefined;
  if (!found) throw data(NOT_YOURS, { status: 404 });
  return { db, owner, registration: found };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { registration } = await registrationOfOwner(context, request, params.id);
  const photos = registrationPhotosOf(registration.photos).length;
  const count = numberWord(photos);
  return {
    id: registration.id,
    name: registration.business_name,
    photoText:
      photos === 0
        ? "Inga bilder ännu."
        : `${photos === 1 ? "En bild är sparad" : `${count.charAt(0).toUpperCase()}${count.slice(1)} bilder är sparade`} med registreringen.`,
    week: valuesOfWeek(
      (registration.opening_hours ? syntaxToWeek(registration.opening_hours) : undefined) ??
        emptyWeek(),
    ),
    answers: accessibilityAnswers(registration.accessibility),
    saved: new URL(request.url).searchParams.has("sparat"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) return refuse(403, "Förfrågan kommer från en annan webbplats.");
  const { db, owner, registration } = await registrationOfOwner(context, request, params.id);
  const read = await readForm(request, registrationFactsFormSchema, "ownerEditor", OWNER_FORM);
  if (!read.ok) return refusal(read);
  const post = readWeekPost(read.value);
  // 'Kopiera' fills the other days in and saves nothing.
  if (post.kind === "copied") return { ok: true as const, week: post.week };
  if (post.kind === "refused") return refuse(400, post.errors, read.values);
  const limited = await ownerEditLimited(owner.email, read.values);
  if (limited) return limited;
  const saved = await saveRegistrationFacts(db, owner.email, registration.id, {
    opening_hours: post.value || null,
    accessibility: accessibilityValue(read.value),
  });
  if (!saved) return refuse(409, NOT_YOURS);
  return redirect(`/foretagare/registrering/${registration.id}?sparat=1`, 303);
}

export const headers: Route.HeadersFunction = ownerPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data ? `Registreringen av ${data.name}` : "Registreringen",
    "Öppettider och tillgänglighet för registreringen.",
  ),
];

export default function RegistrationFacts({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, photoText, week, answers, saved } = loaderData;
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const copied = actionData?.ok ? actionData.week : undefined;
  const sent = failure?.values;
  return (
    <OwnerPage
      title={`Registreringen av ${name}`}
      intro={
        <p>
          Registreringen väntar på granskning. Här kan du lägga till öppettider, tillgänglighet och
          bilder under tiden; vi ser dem när vi granskar, och de visas på företagets sida när den är
          publicerad.
        </p>
      }
    >
      <p>
        <Link to="/foretagare/konto" className="font-semibold underline">
          Tillbaka till din företagssida
        </Link>
      </p>
      {saved && !actionData ? (
        <OwnerNotice>Uppgifterna är sparade med registreringen.</OwnerNotice>
      ) : null}
      <OwnerCard label="Bilder">
        <h2 className="font-display text-2xl font-bold">Bilder</h2>
        <p className="mt-2">{photoText}</p>
        <p className="mt-3">
          <Link to={registrationPhotoBase(id)} className="font-semibold underline">
            Lägg till och ordna bilder
          </Link>
        </p>
      </OwnerCard>
      <OwnerCard label="Öppettider och tillgänglighet">
        <SchemaForm
          schema={registrationFactsFormSchema}
          serverErrors={failure?.errors}
          invalidMessage="Kontrollera de markerade tiderna."
          className="space-y-6"
        >
          {(errors) => (
            <>
              <input type="hidden" name="section" value="veckan" />
              <h2 className="font-display text-2xl font-bold">Öppettider</h2>
              <DayEditor
                key={copied ? JSON.stringify(copied) : "week"}
                values={copied ?? (sent as typeof week | undefined) ?? week}
                errors={errors}
              />
              <fieldset className="space-y-3">
                <legend className="font-display text-2xl font-bold">Tillgänglighet</legend>
                <AccessibilityAnswers answers={sent ?? answers} />
              </fieldset>
              <SubmitButton busy={busy} label="Spara med registreringen" busyLabel="Sparar..." />
            </>
          )}
        </SchemaForm>
      </OwnerCard>
    </OwnerPage>
  );
}
