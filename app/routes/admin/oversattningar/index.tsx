import { Link } from "react-router";
import { missingTranslations } from "~/.server/i18n/translations-admin";
import { getContent } from "~/.server/snapshot/content";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import { LANGUAGE_NAMES, PREFIXED_LANGUAGES } from "~/lib/i18n/languages";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/index";

// Which texts have no translation yet (issue 40, point 4): each category, place, event
// and offer whose English, German or Danish text is missing, leading to its editor.

export async function loader({ context }: Route.LoaderArgs) {
  await operatorDatabase(context);
  const missing = missingTranslations(await getContent(context.database));
  return {
    texts: missing.map(({ subject, key, name, missing: fields }) => ({
      subject,
      key,
      name,
      missing: fields,
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Översättningar", "Malmöguidens redaktion: texter som saknar översättning.");

const SUBJECT_NAMES = {
  category: "Kategori",
  place: "Företag",
  event: "Evenemang",
  offer: "Erbjudande",
} as const;

const FIELD_NAMES: Readonly<Record<string, string>> = {
  title: "rubrik",
  label: "menynamn",
  summary: "kort text",
  description: "beskrivning",
  longDescription: "lång beskrivning",
};

export default function AdminTranslations({ loaderData }: Route.ComponentProps) {
  const { texts } = loaderData;
  return (
    <AdminSectionPage title="Översättningar">
      <p className="mt-2 text-ink-soft">
        Texter som saknar engelsk, tysk eller dansk översättning. Där en översättning saknas visar
        sidan på det språket den svenska texten, märkt som svensk.
      </p>
      {texts.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6">Alla texter är översatta.</p>
      ) : (
        <>
          <p className="mt-6 font-semibold" role="status">
            {texts.length === 1
              ? "1 text saknar översättning"
              : `${texts.length} texter saknar översättning`}
          </p>
          <ul className="mt-3 divide-y divide-line rounded-2xl bg-white">
            {texts.map((text) => (
              <li key={`${text.subject}/${text.key}`} className="p-4">
                <Link
                  to={`/admin/oversattningar/${text.subject}/${encodeURIComponent(text.key)}`}
                  className="font-semibold text-teal-dark underline"
                >
                  {text.name}
                </Link>{" "}
                <span className="text-sm text-ink-soft">({SUBJECT_NAMES[text.subject]})</span>
                <ul className="mt-1 text-sm text-ink-soft">
                  {PREFIXED_LANGUAGES.filter((language) => text.missing[language].length > 0).map(
                    (language) => (
                      <li key={language}>
                        {`${LANGUAGE_NAMES[language]}: saknar ${text.missing[language].map((field) => FIELD_NAMES[field] ?? field).join(", ")}`}
                      </li>
                    ),
                  )}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminSectionPage>
  );
}
