import { type FormEvent, useEffect, useRef } from "react";
import { data, redirect, useFetcher } from "react-router";
import { hoursOfForm, loadHours, saveHours } from "~/.server/hours/admin-hours";
import { EVE_RULES, hoursView } from "~/.server/hours/opening-hours";
import { readWeekPost } from "~/.server/hours/week-post";
import { readForm, refusal, refuse } from "~/.server/http/form";
import { AdminForm, SAVE_BUTTON } from "~/components/admin/admin-form";
import {
  AdminPage,
  AdminSection,
  adminMeta,
  Notice,
  PublicPageLink,
} from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { PLACE_FIELD_NAMES } from "~/components/admin/place-fields";
import { Field } from "~/components/form/field";
import { DayEditor } from "~/components/owner/day-editor";
import { adminHoursSchema, valuesOfWeek, weekFormSchema } from "~/lib/hours/day-editor";
import { hoursSchema, MAX_HOURS_LENGTH } from "~/lib/hours/form";
import type { HoursLine, SpecialDay } from "~/lib/hours/hours";
import { emptyWeek, syntaxToWeek } from "~/lib/hours/week";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { stockholmNow } from "~/lib/text/dates";
import { operatorDatabase } from "../../route-helpers.server";
import type { Route } from "./+types/oppettider";

// A place's opening hours in the admin (issue 24, point 1; issue 38): the owner's
// day-by-day editor, and as an advanced field the OpenStreetMap syntax (which also takes
// hours written in Swedish) with the one-click rules for julafton, midsommarafton and
// nyårsafton; the coming weeks as visitors will see them, as you type (with JavaScript)
// or on 'Förhandsgranska'.

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

type Preview = { week: HoursLine[]; special: SpecialDay[] } | { error: string };

/** How far ahead the preview lists holidays and the eves' days. */
const PREVIEW_DAYS = 60;

const previewOf = (value: string | null): Preview | undefined =>
  value ? hoursView(value, stockholmNow(new Date()), PREVIEW_DAYS) : undefined;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const found = await loadHours(db, params.slug);
  if (!found) throw data("Företaget finns inte.", { status: 404 });
  const week = found.stored.value ? syntaxToWeek(found.stored.value) : emptyWeek();
  return {
    ...found,
    // The day editor shows the hours when they fit it (else only the syntax does).
    week: week ? valuesOfWeek(week) : null,
    eveRules: EVE_RULES.map(({ key, label }) => ({ key, label })),
    preview: previewOf(found.stored.value),
    // A dated example that lies ahead (a past date is refused).
    exampleYear: Number(stockholmNow(new Date()).slice(0, 4)) + 1,
    saved: new URL(request.url).searchParams.has("sparat"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const read = await readForm(request, adminHoursSchema, "admin");
  if (!read.ok) return refusal(read);
  const form = read.value;
  let value: string | null;
  if (form.section === "veckan") {
    const post = readWeekPost(form);
    // 'Kopiera' fills the other days in and saves nothing.
    if (post.kind === "copied") return { ok: true as const, week: post.week };
    if (post.kind === "refused") return refuse(400, post.errors, read.values);
    value = post.value || null;
  } else {
    const hours = hoursOfForm(form);
    if ("error" in hours) return refuse(400, { hours: hours.error }, read.values);
    if (form.intent === "forhandsgranska")
      return { ok: true as const, preview: previewOf(hours.value), values: read.values };
    value = hours.value;
  }
  const changes = await saveHours(db, operator, params.slug, value, Boolean(form.confirmed));
  if (!changes) throw data("Företaget finns inte.", { status: 404 });
  return redirect(`/admin/foretag/${params.slug}/oppettider?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Öppettider för ${data.stored.name}` : "Öppettider");

export default function AdminHours({ loaderData, actionData }: Route.ComponentProps) {
  const { stored, eveRules, audit, saved, exampleYear, week } = loaderData;
  const sentWeek = actionData && !actionData.ok && actionData.values.section === "veckan";
  const values = actionData && "values" in actionData && !sentWeek ? actionData.values : undefined;
  const failed = actionData && !actionData.ok && !sentWeek ? actionData : undefined;
  const weekFailed = sentWeek && actionData && !actionData.ok ? actionData : undefined;
  const copied = actionData?.ok && "week" in actionData ? actionData.week : undefined;
  // As you type: the action's preview, asked for after a pause (without saving).
  const fetcher = useFetcher<typeof action>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const previewSoon = (event: FormEvent<HTMLDivElement>) => {
    const form = event.currentTarget.querySelector("form");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form) return;
      const body = new FormData(form);
      body.set("intent", "forhandsgranska");
      fetcher.submit(body, { method: "post" });
    }, 400);
  };
  const live = fetcher.data;
  const preview: Preview | undefined = live
    ? live.ok
      ? live.preview
      : { error: live.errors.hours ?? Object.values(live.errors)[0] ?? "" }
    : actionData?.ok && "preview" in actionData
      ? actionData.preview
      : failed
        ? { error: failed.errors.hours ?? "" }
        : loaderData.preview;
  const checked = (key: string) =>
    values ? values[key] !== undefined : (stored.eves as string[]).includes(key);

  return (
    <AdminPage
      back={{ to: `/admin/foretag/${stored.slug}`, label: stored.name }}
      title={`Öppettider för ${stored.name}`}
    >
      <p className="mt-2 text-ink-soft">
        {stored.checkedAt
          ? `Bekräftade ${stored.checkedAt}: sidan visar om platsen är öppen just nu.`
          : "Inte bekräftade: sidan visar veckan men inget märke om att platsen är öppen."}
      </p>
      <PublicPageLink href={`/business/${stored.slug}`} />
      {saved && !actionData ? <Notice>Öppettiderna är sparade.</Notice> : null}
      <AdminSection id="dag-for-dag" title="Dag för dag" className="mt-8">
        {week ? (
          <AdminForm schema={weekFormSchema} serverErrors={weekFailed?.errors} submit={SAVE_BUTTON}>
            {(errors) => (
              <>
                <input type="hidden" name="section" value="veckan" />
                <DayEditor
                  key={copied ? JSON.stringify(copied) : "week"}
                  values={copied ?? (weekFailed?.values as typeof week | undefined) ?? week}
                  errors={errors}
                />
                <ConfirmedBox checked={weekFailed?.values.confirmed !== undefined} />
              </>
            )}
          </AdminForm>
        ) : (
          <p className="mt-2 text-ink-soft">
            Öppettiderna använder regler som inte går att visa dag för dag. Ändra dem i
            OpenStreetMap-format nedan.
          </p>
        )}
      </AdminSection>
      <h2 className="mt-10 font-display text-2xl font-bold">Avancerat: OpenStreetMap-format</h2>
      <div onChange={previewSoon}>
        <AdminForm schema={hoursSchema} serverErrors={failed?.errors} submit={SAVE_BUTTON}>
          {(errors) => (
            <>
              <Field
                label="Öppettider"
                name="hours"
                rows={3}
                maxLength={MAX_HOURS_LENGTH}
                defaultValue={values?.hours ?? stored.base}
                error={errors.hours}
                hint={`Skriv som vanligt (Mån–Fre 8–18, Lör 10–16) eller i OpenStreetMap-format: Mo-Fr 10:00-18:00; Sa 10:00-15:00; PH off (PH = helgdagar). Undantag med datum, efter veckan: Dec 27 off; Dec 1-23 Mo-Fr 10:00-20:00; ${exampleYear} Jan 2 10:00-14:00. Lämna tomt för att ta bort öppettiderna.`}
              />
              <fieldset>
                <legend className="font-semibold">Aftnar före helgdagar</legend>
                {eveRules.map((eve) => (
                  <label key={eve.key} className="mt-1 flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={eve.key}
                      value="1"
                      defaultChecked={checked(eve.key)}
                    />
                    {eve.label}
                  </label>
                ))}
              </fieldset>
              <ConfirmedBox checked={values?.confirmed !== undefined} />
              <button
                type="submit"
                name="intent"
                value="forhandsgranska"
                formNoValidate
                className="btn-secondary inline-flex"
              >
                Förhandsgranska
              </button>
            </>
          )}
        </AdminForm>
      </div>
      <section aria-labelledby="forhandsvisning" aria-live="polite" className="mt-6">
        <h2 id="forhandsvisning" className="font-display text-2xl font-bold">
          Så visas öppettiderna
        </h2>
        <p className="mt-1 text-ink-soft">
          Veckan som den brukar se ut, och helgdagar, aftnar och dagar med avvikande öppettider de
          närmaste två månaderna.
        </p>
        <HoursPreview preview={preview} />
      </section>
      <AuditLog entries={audit} fieldNames={PLACE_FIELD_NAMES} />
    </AdminPage>
  );
}

/** The operator has checked the hours with the place today. */
function ConfirmedBox({ checked }: { checked: boolean }) {
  return (
    <label className="flex items-center gap-2">
      <input type="checkbox" name="confirmed" value="1" defaultChecked={checked} />
      Öppettiderna stämmer i dag (bekräftade med platsen)
    </label>
  );
}

function HoursPreview({ preview }: { preview: Preview | undefined }) {
  if (!preview) return <p className="mt-2 text-ink-soft">Inga öppettider.</p>;
  if ("error" in preview)
    return (
      <p className="mt-2 font-semibold text-rose-800" data-testid="hours-preview-error">
        {preview.error}
      </p>
    );
  return (
    <dl className="mt-2 divide-y rounded-2xl bg-white p-4" data-testid="hours-preview">
      {preview.week.map((line) => (
        <div key={line.days} className="flex justify-between gap-4 py-1">
          <dt className="font-semibold">{line.days}</dt>
          <dd>{line.hours}</dd>
        </div>
      ))}
      {preview.special.map((day) => (
        <div key={day.date} className="flex justify-between gap-4 py-1">
          <dt className="font-semibold">{`${day.days} (${day.reason})`}</dt>
          <dd>{day.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
