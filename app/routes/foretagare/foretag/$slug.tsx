import { Link, redirect, useNavigation } from "react-router";
import { ownerPageHeaders, sameOrigin } from "~/.server/auth/owner-auth";
import { hoursError } from "~/.server/hours/hours-syntax";
import { hoursView } from "~/.server/hours/opening-hours";
import { readWeekPost } from "~/.server/hours/week-post";
import { readForm, refusal, refuse } from "~/.server/http/form";
import { OWNER_FORM, ownerAndPlace, ownerEditLimited } from "~/.server/owner/owner-forms";
import { pendingProposal, proposeChanges, publishedOf } from "~/.server/owner/proposals";
import { AccessibilityAnswers } from "~/components/form/accessibility-answers";
import { Field, SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { DayEditor } from "~/components/owner/day-editor";
import { HoursPreview } from "~/components/owner/hours-preview";
import { OwnerCard, OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import { ProposalValues } from "~/components/owner/proposal-values";
import { valuesOfWeek } from "~/lib/hours/day-editor";
import { parseSwedishHours } from "~/lib/hours/swedish";
import { emptyWeek, syntaxToWeek } from "~/lib/hours/week";
import { OWNER_EDITOR_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { PREFIXED_LANGUAGES, type PrefixedLanguage } from "~/lib/i18n/languages";
import { FIELD_MAX } from "~/lib/i18n/translation-form";
import { ownerPhotoBase } from "~/lib/owner/photos";
import {
  accessibilityAnswers,
  accessibilityValue,
  bookingOf,
  bookingValue,
  ownerAccessibilitySchema,
  ownerDetailsSchema,
  ownerEditorPath,
  ownerEditorSchema,
  ownerHoursSchema,
  ownerTranslationsSchema,
  ownerWeekSchema,
  PROPOSAL_LABELS,
  PROPOSAL_WAITING,
  type ProposalField,
  type ProposedValues,
  TRANSLATION_FIELDS,
} from "~/lib/owner/proposals";
import { BOOKING_LABELS } from "~/lib/places/booking";
import { ownerReviewsPath } from "~/lib/reviews/reply-form";
import { pageMeta } from "~/lib/seo/meta";
import { stockholmNow } from "~/lib/text/dates";
import type { Route } from "./+types/$slug";

export const requestPolicy: RequestPolicy = OWNER_EDITOR_POLICY;

// /foretagare/foretag/:slug: the owner's editor of one place they own (issue 38). What
// they send waits for the operator ('Väntar på granskning'); the public page changes
// only when it is approved. Anyone else signed in gets 403 and nothing changes.

const NOT_YOURS = "Du kan bara ändra uppgifter för dina egna företag.";

async function placeOfOwner(context: Route.LoaderArgs["context"], request: Request, slug: string) {
  const { db } = context.database;
  return { db, ...(await ownerAndPlace(db, request, slug, NOT_YOURS)) };
}

/** The hours the editor starts from: those waiting for review, else those published. */
const current = (published: string | null, waiting: string | null | undefined) =>
  waiting !== undefined ? (waiting ?? "") : (published ?? "");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, place } = await placeOfOwner(context, request, params.slug);
  const waiting = await pendingProposal(db, place.slug);
  const now = stockholmNow(new Date());
  // The coming two weeks as the place's page will show them.
  const preview = (value: string | null | undefined) =>
    value && !hoursError(value) ? hoursView(value, now, 14) : null;
  return {
    week: valuesOfWeek(
      syntaxToWeek(current(place.opening_hours, waiting?.fields.hours)) ?? emptyWeek(),
    ),
    hoursPreview: {
      published: preview(place.opening_hours),
      waiting: waiting && "hours" in waiting.fields ? preview(waiting.fields.hours) : null,
    },
    slug: place.slug,
    name: place.name,
    published: await publishedOf(db, place),
    waiting: waiting ? { fields: waiting.fields } : null,
    sent: new URL(request.url).searchParams.has("skickat"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) return refuse(403, "Förfrågan kommer från en annan webbplats.");
  const { db, owner, place } = await placeOfOwner(context, request, params.slug);
  const read = await readForm(request, ownerEditorSchema, "ownerEditor", OWNER_FORM);
  if (!read.ok) return refusal(read);
  const form = read.value;
  let values: ProposedValues;
  if (form.section === "uppgifter")
    values = {
      summary: form.summary ?? null,
      description: form.description,
      longDescription: form.longDescription || null,
      phone: form.phone || null,
      email: form.email || null,
      website: form.website || null,
      booking: bookingValue(form.bookingLabel, form.bookingUrl),
    };
  else if (form.section === "tillganglighet") values = { accessibility: accessibilityValue(form) };
  else if (form.section === "oversattningar")
    values = Object.fromEntries(
      TRANSLATION_FIELDS.map((field) => [field, form[field] || null]),
    ) as ProposedValues;
  else if (form.section === "veckan") {
    const post = readWeekPost(form);
    // 'Kopiera' fills the other days in and sends nothing.
    if (post.kind === "copied") return { ok: true as const, week: post.week };
    if (post.kind === "refused")
      return refuse(400, post.errors, { ...form } as Record<string, string>);
    values = { hours: post.value || null };
  } else {
    // Read as Swedish by the schema; the library then reads the syntax it became.
    const read = form.hours ? parseSwedishHours(form.hours) : { value: "" };
    const error = "error" in read ? read.error : read.value ? hoursError(read.value) : undefined;
    if (error || "error" in read) return refuse(400, { hours: error ?? "" }, { ...form });
    values = { hours: read.value || null };
  }
  // Only what would be stored counts towards the limit (not a refused post, nor 'Kopiera').
  const limited = await ownerEditLimited(owner.email, read.values);
  if (limited) return limited;
  const outcome = await proposeChanges(db, owner.email, place.slug, values);
  if (!outcome.ok) return refuse(403, NOT_YOURS);
  return redirect(`${ownerEditorPath(place.slug)}?skickat=1#${form.section}`, 303);
}

export const headers: Route.HeadersFunction = ownerPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data ? `Ändra ${data.name}` : "Ändra företaget", "Ändra företagets uppgifter."),
];

const LONG_HINT =
  "Valfri. Visas i stället för beskrivningen när företaget har annonspaketet Silver eller Guld.";

const FIELDS: {
  name: "summary" | "description" | "longDescription" | "phone" | "email" | "website";
  type?: "tel" | "email" | "url";
  rows?: number;
  hint?: string;
}[] = [
  { name: "summary", rows: 2 },
  { name: "description", rows: 6 },
  { name: "longDescription", rows: 8, hint: LONG_HINT },
  { name: "phone", type: "tel" },
  { name: "email", type: "email" },
  { name: "website", type: "url" },
];

/** Each language as the editor's Swedish names it. */
const LANGUAGE_IN_SWEDISH: Readonly<Record<PrefixedLanguage, string>> = {
  en: "Engelska",
  de: "Tyska",
  da: "Danska",
};

export default function OwnerEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, name, published, waiting, sent, hoursPreview, week } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const copied = actionData?.ok ? actionData.week : undefined;
  const failed = (section: string) => (failure?.values.section === section ? failure : undefined);
  // What a form starts from: what was just sent, else what waits, else what is published.
  const current = (field: ProposalField) =>
    waiting && field in waiting.fields ? (waiting.fields[field] ?? null) : published[field];
  const text = (field: (typeof FIELDS)[number]["name"]) =>
    failed("uppgifter")?.values[field] ?? current(field) ?? "";
  const booking = bookingOf(current("booking"));
  const bookingLabel = failed("uppgifter")?.values.bookingLabel ?? booking?.label ?? "";
  const bookingUrl = failed("uppgifter")?.values.bookingUrl ?? booking?.url ?? "";
  const answers = accessibilityAnswers(current("accessibility"));
  // Empty to start with: the stored syntax is not how anyone writes hours (the preview
  // above shows them); what was typed comes back after a refusal.
  const hoursText = failed("oppettider")?.values.hours ?? "";
  const shownHours = hoursPreview.waiting ?? hoursPreview.published;
  // The long description's translations only once there is a long text (or a translation).
  const translatedParts = (["summary", "description", "longDescription"] as const).filter(
    (part) =>
      part !== "longDescription" ||
      current("longDescription") ||
      PREFIXED_LANGUAGES.some((language) => current(`${language}_longDescription`)),
  );
  return (
    <OwnerPage
      title={name}
      intro={
        <p>
          Här ändrar du uppgifterna om företaget i Malmöguiden. Vi granskar ändringarna, oftast inom
          24 timmar, och mejlar dig när de är publicerade. Tills dess visar guiden de nuvarande
          uppgifterna.
        </p>
      }
    >
      <p>
        <Link to="/foretagare/konto" className="font-semibold underline">
          Tillbaka till din företagssida
        </Link>
      </p>
      {sent && !actionData ? (
        <OwnerNotice>
          Tack! Ändringarna väntar på granskning. Vi mejlar dig när de är klara.
        </OwnerNotice>
      ) : null}
      {waiting ? (
        <OwnerCard label={PROPOSAL_WAITING}>
          <h2 className="font-display text-2xl font-bold">{PROPOSAL_WAITING}</h2>
          <p className="mt-2 text-ink-soft">
            Det här har du skickat. Guiden visar de nuvarande uppgifterna tills vi har granskat
            ändringarna.
          </p>
          <ProposalValues
            fields={waiting.fields}
            published={published}
            photoBase={ownerPhotoBase(slug)}
          />
        </OwnerCard>
      ) : null}
      <OwnerCard label="Beskrivning och kontakt">
        <h2 id="uppgifter" className="font-display text-2xl font-bold">
          Beskrivning och kontakt
        </h2>
        <SchemaForm
          schema={ownerDetailsSchema}
          serverErrors={failed("uppgifter")?.errors}
          invalidMessage="Kontrollera de markerade fälten."
          className="mt-4 space-y-4"
        >
          {(errors) => (
            <>
              <input type="hidden" name="section" value="uppgifter" />
              {FIELDS.map((field) => (
                <Field
                  key={field.name}
                  label={PROPOSAL_LABELS[field.name]}
                  name={field.name}
                  type={field.type}
                  rows={field.rows}
                  hint={field.hint}
                  defaultValue={text(field.name)}
                  error={errors[field.name]}
                />
              ))}
              <fieldset className="space-y-3">
                <legend className="font-semibold">Bokningsknapp</legend>
                <p className="text-sm text-ink-soft">
                  En knapp i rutan Boka tid på företagets sida, till exempel till bordsbokningen,
                  menyn eller biljetterna.
                </p>
                <label className="block">
                  <span className="block font-semibold">Knappens text</span>
                  <select
                    name="bookingLabel"
                    defaultValue={bookingLabel}
                    aria-invalid={errors.bookingLabel ? true : undefined}
                    aria-describedby={errors.bookingLabel ? "bookingLabel-error" : undefined}
                    className="mt-1 w-full rounded-lg border border-ink/20 bg-white p-3"
                  >
                    <option value="">Ingen knapp</option>
                    {BOOKING_LABELS.map((label) => (
                      <option key={label} value={label}>
                        {label}
                      </option>
                    ))}
                  </select>
                  {errors.bookingLabel ? (
                    <span id="bookingLabel-error" className="mt-1 block text-sm text-red-800">
                      {errors.bookingLabel}
                    </span>
                  ) : null}
                </label>
                <Field
                  label="Länk"
                  name="bookingUrl"
                  type="url"
                  defaultValue={bookingUrl}
                  hint="Hela adressen, som börjar med https://"
                  error={errors.bookingUrl}
                />
              </fieldset>
              <SubmitButton busy={busy} label="Skicka för granskning" busyLabel="Skickar..." />
            </>
          )}
        </SchemaForm>
      </OwnerCard>
      <OwnerCard label="Översättningar">
        <h2 id="oversattningar" className="font-display text-2xl font-bold">
          Översättningar
        </h2>
        <p className="mt-2 text-ink-soft">
          Guiden finns också på engelska, tyska och danska. Skriv gärna företagets beskrivning på de
          språken. Namn, adress, tider och priser ska stå som på svenska. Lämnar du ett fält tomt
          visar sidan på det språket den svenska texten, märkt som svensk.
        </p>
        <SchemaForm
          schema={ownerTranslationsSchema}
          serverErrors={failed("oversattningar")?.errors}
          invalidMessage="Kontrollera de markerade fälten."
          className="mt-4 space-y-6"
        >
          {(errors) => (
            <>
              <input type="hidden" name="section" value="oversattningar" />
              {PREFIXED_LANGUAGES.map((language) => (
                <fieldset key={language} className="space-y-4">
                  <legend className="font-semibold text-lg">{LANGUAGE_IN_SWEDISH[language]}</legend>
                  {translatedParts.map((part) => {
                    const field = `${language}_${part}` as const;
                    return (
                      <Field
                        key={field}
                        label={PROPOSAL_LABELS[field]}
                        name={field}
                        lang={language}
                        rows={part === "summary" ? 2 : 6}
                        hint={part === "longDescription" ? LONG_HINT : undefined}
                        maxLength={FIELD_MAX[part]}
                        defaultValue={
                          failed("oversattningar")?.values[field] ?? current(field) ?? ""
                        }
                        error={errors[field]}
                      />
                    );
                  })}
                </fieldset>
              ))}
              <SubmitButton busy={busy} label="Skicka för granskning" busyLabel="Skickar..." />
            </>
          )}
        </SchemaForm>
      </OwnerCard>
      <OwnerCard label="Bilder">
        <h2 id="bilder" className="font-display text-2xl font-bold">
          Bilder
        </h2>
        <p className="mt-2 text-ink-soft">
          Ladda upp bilder från telefonen eller datorn, ändra ordningen och ta bort bilder.
        </p>
        <p className="mt-3">
          <Link to={ownerPhotoBase(slug)} className="btn-secondary inline-flex">
            Ändra bilder
          </Link>
        </p>
      </OwnerCard>
      <OwnerCard label="Omdömen">
        <h2 id="omdomen" className="font-display text-2xl font-bold">
          Omdömen
        </h2>
        <p className="mt-2 text-ink-soft">
          Läs besökarnas omdömen om företaget och svara på dem. Svaren visas under omdömena när vi
          har läst dem.
        </p>
        <p className="mt-3">
          <Link to={ownerReviewsPath(slug)} className="btn-secondary inline-flex">
            Läs och svara på omdömen
          </Link>
        </p>
      </OwnerCard>
      <OwnerCard label="Tillgänglighet">
        <h2 id="tillganglighet" className="font-display text-2xl font-bold">
          Tillgänglighet
        </h2>
        <p className="mt-2 text-ink-soft">
          Besökare kan söka efter platser med det här. Svara bara det du vet; Vet inte visas inte.
        </p>
        <SchemaForm
          schema={ownerAccessibilitySchema}
          serverErrors={failed("tillganglighet")?.errors}
          className="mt-4 space-y-4"
        >
          {() => (
            <>
              <input type="hidden" name="section" value="tillganglighet" />
              <AccessibilityAnswers answers={answers} />
              <SubmitButton busy={busy} label="Skicka för granskning" busyLabel="Skickar..." />
            </>
          )}
        </SchemaForm>
      </OwnerCard>
      <OwnerCard label="Öppettider">
        <h2 id="oppettider" className="font-display text-2xl font-bold">
          Öppettider
        </h2>
        <p className="mt-2 text-ink-soft">
          Skriv tiderna som du brukar, till exempel ”Mån–Fre 8–18, Lör 10–16, Stängt söndag,
          Julafton stängt”. Tider efter midnatt går bra (”Fre–Lör 11–01”), liksom ”Röda dagar
          stängt”. Ska guiden inte visa några öppettider, töm alla dagar nedan.
        </p>
        {shownHours ? (
          <HoursPreview hours={shownHours} waiting={Boolean(hoursPreview.waiting)} />
        ) : null}
        <h3 className="mt-6 font-semibold text-lg">Dag för dag</h3>
        <SchemaForm
          schema={ownerWeekSchema}
          serverErrors={failed("veckan")?.errors}
          invalidMessage="Kontrollera de markerade tiderna."
          className="mt-2 space-y-4"
        >
          {(errors) => (
            <>
              <input type="hidden" name="section" value="veckan" />
              <DayEditor
                key={copied ? JSON.stringify(copied) : "week"}
                values={copied ?? (failed("veckan")?.values as typeof week | undefined) ?? week}
                errors={errors}
              />
              <SubmitButton busy={busy} label="Skicka för granskning" busyLabel="Skickar..." />
            </>
          )}
        </SchemaForm>
        <h3 className="mt-8 font-semibold text-lg">Eller skriv tiderna</h3>
        <SchemaForm
          schema={ownerHoursSchema}
          serverErrors={failed("oppettider")?.errors}
          className="mt-4 space-y-4"
        >
          {(errors) => (
            <>
              <input type="hidden" name="section" value="oppettider" />
              <Field
                label="Öppettider"
                name="hours"
                rows={4}
                defaultValue={hoursText}
                hint="Det du skriver här ersätter tiderna ovan."
                error={errors.hours}
              />
              <SubmitButton busy={busy} label="Skicka för granskning" busyLabel="Skickar..." />
            </>
          )}
        </SchemaForm>
      </OwnerCard>
    </OwnerPage>
  );
}
