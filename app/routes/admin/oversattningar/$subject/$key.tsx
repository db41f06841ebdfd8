import { data, redirect } from "react-router";
import { readForm, refusal } from "~/.server/http/form";
import { saveTranslations, translatableText } from "~/.server/i18n/translations-admin";
import { getContent } from "~/.server/snapshot/content";
import { AdminForm, SAVE_BUTTON } from "~/components/admin/admin-form";
import { AdminPage, adminMeta, Notice } from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { Field } from "~/components/form/field";
import { type RequestPolicy, TRANSLATIONS_FORM_POLICY } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { LANGUAGE_NAMES, PREFIXED_LANGUAGES } from "~/lib/i18n/languages";
import {
  FIELD_MAX,
  fieldName,
  isTranslationSubject,
  TRANSLATED_FIELDS,
  type TranslatedField,
  translationSchema,
} from "~/lib/i18n/translation-form";
import { operatorDatabase } from "../../route-helpers.server";
import type { Route } from "./+types/$key";

// A text's English, German and Danish versions (issue 40, point 4), beside its Swedish.

export const requestPolicy: RequestPolicy = TRANSLATIONS_FORM_POLICY;

const NOT_FOUND = "Texten finns inte.";

/** The text the address names, or a 404. */
async function found(
  db: Awaited<ReturnType<typeof operatorDatabase>>["db"],
  params: { subject: string; key: string },
  context: Route.LoaderArgs["context"],
) {
  if (!isTranslationSubject(params.subject)) throw data(NOT_FOUND, { status: 404 });
  const content = await getContent(context.database);
  const text = await translatableText(db, content, params.subject, params.key);
  if (!text) throw data(NOT_FOUND, { status: 404 });
  return { subject: params.subject, ...text };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const { text, audit } = await found(db, params, context);
  return { text, audit, saved: new URL(request.url).searchParams.has("sparat") };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const { subject } = await found(db, params, context);
  const read = await readForm(request, translationSchema, "translations");
  if (!read.ok) return refusal(read);
  await saveTranslations(db, operator, subject, params.key, read.value);
  return redirect(`/admin/oversattningar/${subject}/${encodeURIComponent(params.key)}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Översättningar av ${data.text.name}` : "Översättningar");

const FIELD_LABELS: Readonly<Record<TranslatedField, string>> = {
  title: "Rubrik",
  label: "Namn i menyn",
  summary: "Kort text (kort och listor)",
  description: "Beskrivning",
  longDescription: "Lång beskrivning (Silver och Guld)",
};

/** Audit field names: "en_description" -> "Beskrivning (English)". */
const AUDIT_NAMES = Object.fromEntries(
  PREFIXED_LANGUAGES.flatMap((language) =>
    (Object.keys(FIELD_LABELS) as TranslatedField[]).map((field) => [
      fieldName(language, field),
      `${FIELD_LABELS[field]} (${LANGUAGE_NAMES[language]})`,
    ]),
  ),
);

export default function AdminTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const { text, audit, saved } = loaderData;
  // A place's long description (Silver, Guld) only once it has one, in some language.
  const fields = TRANSLATED_FIELDS[text.subject].filter(
    (field) =>
      field !== "longDescription" ||
      text.swedish.longDescription ||
      PREFIXED_LANGUAGES.some((language) => text.translated[language].longDescription),
  );
  return (
    <AdminPage
      back={{ to: "/admin/oversattningar", label: "Översättningar" }}
      title={`Översättningar av ${text.name}`}
    >
      <p className="mt-2 text-ink-soft">
        Lämna ett fält tomt om texten saknar översättning: sidan på det språket visar då den svenska
        texten, märkt som svensk. Ändra inga fakta – namn, adresser, tider och priser står som på
        svenska.
      </p>
      {saved && !actionData ? <Notice>Översättningarna är sparade.</Notice> : null}
      <section aria-labelledby="svenska" className="mt-6 rounded-2xl bg-white p-4">
        <h2 id="svenska" className="font-semibold">
          Svenska
        </h2>
        <dl className="mt-2 space-y-2">
          {fields.map((field) => (
            <div key={field}>
              <dt className="text-sm font-semibold">{FIELD_LABELS[field]}</dt>
              <dd className="whitespace-pre-line">{text.swedish[field] ?? "–"}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AdminForm schema={translationSchema} serverErrors={actionData?.errors} submit={SAVE_BUTTON}>
        {(errors) =>
          PREFIXED_LANGUAGES.map((language) => (
            <fieldset key={language} className="space-y-4">
              <legend className="font-display text-xl font-bold">{LANGUAGE_NAMES[language]}</legend>
              {fields.map((field) => {
                const name = fieldName(language, field);
                return (
                  <div key={field}>
                    <Field
                      label={FIELD_LABELS[field]}
                      name={name}
                      rows={field === "description" || field === "longDescription" ? 6 : 2}
                      maxLength={FIELD_MAX[field]}
                      defaultValue={
                        actionData?.values?.[name] ?? text.translated[language][field] ?? ""
                      }
                      error={errors[name]}
                    />
                  </div>
                );
              })}
            </fieldset>
          ))
        }
      </AdminForm>
      <AuditLog entries={audit} fieldNames={AUDIT_NAMES} />
    </AdminPage>
  );
}
