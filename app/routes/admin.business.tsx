import { data, Form, Link, redirect, useNavigation } from "react-router";
import { businessCategories, loadBusiness, saveBusiness } from "~/.server/admin-businesses";
import { requireOperator } from "~/.server/admin-session";
import { ADMIN_MAX_BODY } from "~/.server/body";
import { database } from "~/.server/services";
import { readSmallForm } from "~/.server/small-form";
import { Field, FormAlert, SubmitButton } from "~/components/admin/field";
import { categoryLabel } from "~/content/categories";
import { businessSchema, type FieldErrors, fieldErrors } from "~/lib/admin-forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.business";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const { db } = await database();
  const [found, categories] = await Promise.all([
    loadBusiness(db, params.slug),
    businessCategories(db),
  ]);
  if (!found) throw data("Företaget finns inte.", { status: 404 });
  const saved = new URL(request.url).searchParams.has("sparat");
  return { ...found, categories, saved };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const operator = requireOperator(context);
  let form: FormData;
  try {
    form = await readSmallForm(request, ADMIN_MAX_BODY);
  } catch {
    return data(
      { errors: { form: "Formuläret kunde inte läsas." } as FieldErrors, values: {} },
      { status: 400 },
    );
  }
  const values = Object.fromEntries(form) as Record<string, string>;
  const parsed = businessSchema.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  const { db } = await database();
  const changes = await saveBusiness(db, operator, params.slug, parsed.data);
  if (!changes) throw data("Företaget finns inte.", { status: 404 });
  return redirect(`/admin/foretag/${params.slug}?sparat=1`);
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data ? `Redigera ${data.business.name}` : "Redigera företag",
    "Malmöguidens redaktion.",
  ),
  { name: "robots", content: "noindex, nofollow" },
];

const FIELD_NAMES: Record<string, string> = {
  name: "Namn",
  category: "Kategori",
  summary: "Kort beskrivning",
  description: "Beskrivning",
  address: "Besöksadress",
  email: "E-post",
  phone: "Telefon",
  website: "Hemsida",
  rating: "Betyg",
  source: "Källa",
  featured: "Utvald",
  status: "Status",
};

export default function AdminBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { business, audit, categories, saved } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const sent: Record<string, string> = actionData?.values ?? {};
  const value = (name: keyof typeof business) => String(sent[name] ?? business[name] ?? "");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p>
        <Link to="/admin/foretag" className="font-semibold text-teal-dark underline">
          Alla företag
        </Link>
      </p>
      <h1 className="mt-2 font-display text-4xl font-bold">{business.name}</h1>
      {business.hasDetailPage && business.status === "published" ? (
        <p className="mt-2">
          <a href={`/business/${business.slug}`} className="text-teal-dark underline">
            Visa den publika sidan
          </a>
        </p>
      ) : null}
      {saved && !actionData ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900"
        >
          Ändringarna är sparade.
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm" noValidate>
        <FormAlert
          message={
            Object.keys(errors).length > 0
              ? (errors.form ?? "Rätta fälten som är markerade nedan.")
              : undefined
          }
        />
        <Field label="Namn" name="name" defaultValue={value("name")} error={errors.name} />
        <div>
          <label htmlFor="category" className="block font-semibold">
            Kategori
          </label>
          <select
            id="category"
            name="category"
            defaultValue={value("category")}
            className="field mt-1"
          >
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="Kort beskrivning"
          name="summary"
          defaultValue={value("summary")}
          hint="Visas på kortet i listan."
          error={errors.summary}
        />
        <Field
          label="Beskrivning"
          name="description"
          rows={6}
          defaultValue={value("description")}
          error={errors.description}
        />
        <Field
          label="Besöksadress"
          name="address"
          defaultValue={value("address")}
          error={errors.address}
        />
        <Field
          label="E-post"
          name="email"
          type="email"
          defaultValue={value("email")}
          error={errors.email}
        />
        <Field
          label="Telefon"
          name="phone"
          type="tel"
          defaultValue={value("phone")}
          error={errors.phone}
        />
        <Field
          label="Hemsida"
          name="website"
          type="url"
          defaultValue={value("website")}
          error={errors.website}
        />
        <Field
          label="Betyg"
          name="rating"
          defaultValue={value("rating")}
          hint="1–5 med en decimal, t.ex. 4,7. Tomt: sidan visar 4,8."
          error={errors.rating}
        />
        <Field
          label="Källa"
          name="source"
          defaultValue={value("source")}
          hint="En rad: var uppgifterna kommer ifrån. Visas inte för besökare."
          error={errors.source}
        />
        <div className="flex items-center gap-2">
          <input
            id="featured"
            name="featured"
            type="checkbox"
            defaultChecked={actionData ? sent.featured === "on" : business.featured}
            className="size-5"
          />
          <label htmlFor="featured" className="font-semibold">
            Utvald i sin kategori
          </label>
        </div>
        <fieldset>
          <legend className="font-semibold">Status</legend>
          <div className="mt-1 flex gap-6">
            {(
              [
                ["published", "Publicerad"],
                ["hidden", "Dold (syns inte för besökare)"],
              ] as const
            ).map(([status, label]) => (
              <label key={status} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  value={status}
                  defaultChecked={value("status") === status}
                  className="size-5"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <SubmitButton busy={busy} label="Spara" busyLabel="Sparar..." />
      </Form>

      <section aria-labelledby="historik" className="mt-10">
        <h2 id="historik" className="font-display text-2xl font-bold">
          Ändringshistorik
        </h2>
        {audit.length === 0 ? (
          <p className="mt-2 text-ink-soft">Inga ändringar gjorda i redaktionen ännu.</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {audit.map((entry) => (
              <li key={`${entry.when}-${entry.who}`} className="rounded-xl bg-white p-4 shadow-sm">
                <p className="text-sm text-ink-soft">
                  {new Date(entry.when).toLocaleString("sv-SE", { timeZone: "Europe/Stockholm" })} ·{" "}
                  {entry.who}
                </p>
                <ul className="mt-1 text-sm">
                  {Object.entries(entry.changes).map(([field, [before, after]]) => (
                    <li key={field}>
                      {FIELD_NAMES[field] ?? field}: {String(before ?? "–")} →{" "}
                      {String(after ?? "–")}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
