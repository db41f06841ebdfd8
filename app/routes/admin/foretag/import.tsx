import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  MAX_IMPORT_ROWS,
  PLACE_COLUMNS,
  planImport,
  REQUIRED_COLUMNS,
} from "~/.server/import/places-csv";
import {
  IMPORT_MESSAGES,
  type ImportSummary,
  importPlaces,
  importSummary,
  readImportPost,
} from "~/.server/import/places-import";
import { logger } from "~/.server/logger";
import { imageStore } from "~/.server/services";
import { ADMIN_FORM_CLASS, AdminPage, adminMeta, Notice } from "~/components/admin/admin-page";
import { ColumnHeads } from "~/components/column-heads";
import { FormAlert } from "~/components/form/field";
import {
  CSV_IMPORT_MAX_BODY,
  CSV_IMPORT_MAX_FILE_BYTES,
  FORM_TYPES,
  PAGE_WITH_FORM,
  type RequestPolicy,
} from "~/lib/http/request-policy";
import { formatCount } from "~/lib/text/format";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/import";

// Places from a CSV file (issue 24, point 6; docs/decisions/023): 'Förhandsgranska'
// checks every row and writes nothing; 'Importera' writes the previewed file, all or
// nothing. Works without JavaScript (the file is then chosen again for 'Importera').

/**
 * The form's two media types like every admin form (a stranger's post of either meets the
 * admin guard's 403; an urlencoded one carries no file and is told so); the action
 * answers an oversized file itself, in the page.
 */
export const requestPolicy: RequestPolicy = {
  methods: PAGE_WITH_FORM,
  maxBodyBytes: CSV_IMPORT_MAX_BODY,
  mediaTypes: FORM_TYPES,
  answersOwnLimit: true,
};

const count = (params: URLSearchParams, name: string) => Number(params.get(name) ?? 0) || 0;

export async function loader({ request, context }: Route.LoaderArgs) {
  await operatorDatabase(context);
  const params = new URL(request.url).searchParams;
  return {
    columns: PLACE_COLUMNS,
    required: REQUIRED_COLUMNS,
    maxRows: MAX_IMPORT_ROWS,
    maxMegabytes: CSV_IMPORT_MAX_FILE_BYTES / 1024 / 1024,
    done: params.has("klart")
      ? {
          created: count(params, "nya"),
          updated: count(params, "andrade"),
          unchanged: count(params, "oforandrade"),
        }
      : undefined,
  };
}

type Reply = {
  ok: boolean;
  message?: string;
  summary?: ImportSummary;
  /** The previewed file's SHA-256: 'Importera' sends it back with the same file. */
  previewed?: string;
};

const reply = (body: Reply, status = 200) => data(body, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const post = await readImportPost(request, imageStore.tempDir);
  if (!post.ok) return reply({ ok: false, message: post.message }, post.status);

  if (post.intent === "forhandsgranska") {
    const summary = importSummary(await planImport(db, post.text));
    const clean = !summary.fileError && summary.failedRows === 0;
    return clean
      ? reply({ ok: true, summary, previewed: post.sha256 })
      : reply({ ok: false, summary }, 400);
  }

  if (post.previewed !== post.sha256)
    return reply({ ok: false, message: IMPORT_MESSAGES.notPreviewed }, 400);
  let result: Awaited<ReturnType<typeof importPlaces>>;
  try {
    result = await importPlaces(db, operator, post.text);
  } catch (error) {
    logger.error({ err: error }, "CSV import could not be saved");
    return reply(
      {
        ok: false,
        message:
          "Importen kunde inte sparas just nu. Ingenting har ändrats. Försök igen om en stund.",
      },
      500,
    );
  }
  const summary = importSummary(result.plan);
  if (!result.written) {
    const clean = !summary.fileError && summary.failedRows === 0;
    return clean
      ? reply({ ok: true, summary, message: "Filen ändrar ingenting. Inget har sparats." })
      : reply({ ok: false, summary }, 400);
  }
  const done = new URLSearchParams({
    klart: "1",
    nya: String(summary.created),
    andrade: String(summary.updated),
    oforandrade: String(summary.unchanged),
  });
  return redirect(`/admin/foretag/import?${done}`);
}

export const meta: Route.MetaFunction = () => adminMeta("Importera platser");

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** "12 nya, 30 ändrade, 5 oförändrade" (and the rows with errors, when there are any). */
function counts(summary: {
  created: number;
  updated: number;
  unchanged: number;
  failedRows?: number;
}) {
  const parts = [
    plural(summary.created, "ny", "nya"),
    plural(summary.updated, "ändrad", "ändrade"),
    plural(summary.unchanged, "oförändrad", "oförändrade"),
  ];
  if (summary.failedRows) parts.push(plural(summary.failedRows, "rad med fel", "rader med fel"));
  return parts.join(", ");
}

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const { columns, required, maxRows, maxMegabytes, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  const summary = actionData?.summary;
  const previewed = actionData?.previewed;
  const optional = columns.filter((column) => !(required as readonly string[]).includes(column));
  return (
    <AdminPage back={{ to: "/admin/foretag", label: "Alla företag" }} title="Importera platser">
      {done && !actionData ? (
        <Notice>
          Importen är klar: {counts(done)}.{" "}
          <Link to="/admin/foretag" className="underline">
            Till företagen
          </Link>
        </Notice>
      ) : null}
      {actionData?.ok && actionData.message ? <Notice>{actionData.message}</Notice> : null}
      <div className="mt-4 space-y-2 text-ink-soft">
        <p>
          Ladda upp en CSV-fil med en plats per rad. En plats vars slug redan finns uppdateras,
          övriga skapas. Nya platser är dolda tills du publicerar dem, om inte kolumnen status säger
          published.
        </p>
        <p>
          Filen ska vara sparad som UTF-8 (i Excel: ”CSV UTF-8”), med semikolon eller komma mellan
          kolumnerna. Kolumnerna {required.join(", ")} krävs; {optional.join(", ")} får finnas. En
          kolumn som saknas lämnar det som är sparat orört. Högst {formatCount(maxRows)} rader och{" "}
          {maxMegabytes} MB.
        </p>
        <p>
          Öppettider räknas i ”Öppet nu” först när de är bekräftade: skriv dagen du kontrollerade
          dem i hours_checked_at (ÅÅÅÅ-MM-DD). confirmed_at och confirmed_by (operator eller owner)
          säger när och av vem platsens uppgifter bekräftades. Kolumnerna accessibility_… tar yes,
          no eller tomt (okänt).
        </p>
        <p>
          Börja gärna från en{" "}
          <a href="/admin/foretag/export.csv" className="text-teal-dark underline">
            export av alla platser
          </a>
          . Förhandsgranska först: inget sparas förrän du trycker Importera, och en fil med fel
          sparas inte alls. Radnumren är desamma som i Excel (rubrikraden är rad 1).
        </p>
      </div>
      <Form method="post" encType="multipart/form-data" className={ADMIN_FORM_CLASS}>
        <FormAlert
          message={actionData?.ok ? undefined : (actionData?.message ?? summary?.fileError)}
        />
        <div>
          <label htmlFor="import-file" className="block font-semibold">
            CSV-fil
          </label>
          <input
            id="import-file"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            className="mt-1 block"
          />
        </div>
        {previewed ? <input type="hidden" name="previewed" value={previewed} /> : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="forhandsgranska"
            disabled={busy}
            className={`${previewed ? "btn-secondary" : "btn-primary"} inline-flex`}
          >
            Förhandsgranska
          </button>
          {previewed ? (
            <button
              type="submit"
              name="intent"
              value="importera"
              disabled={busy}
              className="btn-primary inline-flex"
            >
              Importera
            </button>
          ) : null}
        </div>
        {previewed ? (
          <p className="text-sm text-ink-soft">
            Importera sparar filen du förhandsgranskade. Är filfältet tomt, välj samma fil igen.
          </p>
        ) : null}
      </Form>
      {summary && !summary.fileError ? <Preview summary={summary} /> : null}
    </AdminPage>
  );
}

function Preview({ summary }: { summary: ImportSummary }) {
  const failed = summary.failedRows > 0;
  const changes = summary.created + summary.updated;
  return (
    <section aria-labelledby="forhandsgranskning" aria-live="polite" className="mt-8">
      <h2 id="forhandsgranskning" className="font-display text-2xl font-bold">
        Förhandsgranskning
      </h2>
      <p className="mt-2 text-lg font-semibold" data-testid="import-summary">
        {counts(summary)}
      </p>
      <p className="mt-1 text-ink-soft">
        {failed
          ? "Inget har sparats. Rätta raderna nedan och förhandsgranska filen igen."
          : changes > 0
            ? "Inget är sparat ännu. Tryck Importera för att spara ändringarna."
            : "Filen ändrar ingenting."}
      </p>
      {failed ? (
        <table className="mt-4 w-full rounded-2xl bg-white text-left" data-testid="import-errors">
          <caption className="sr-only">Fel per rad</caption>
          <ColumnHeads cellClassName="p-2" names={["Rad", "Kolumn", "Fel"]} />
          <tbody>
            {summary.errors.map((error) => (
              <tr key={`${error.row}-${error.column ?? ""}`} className="border-t">
                <td className="p-2">Rad {error.row}</td>
                <td className="p-2">{error.column ?? "–"}</td>
                <td className="p-2">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : changes > 0 ? (
        <table className="mt-4 w-full rounded-2xl bg-white text-left" data-testid="import-changes">
          <caption className="sr-only">Platser som skapas eller ändras</caption>
          <ColumnHeads cellClassName="p-2" names={["Rad", "Plats", "Ändring"]} />
          <tbody>
            {summary.changes.map((change) => (
              <tr key={change.slug} className="border-t">
                <td className="p-2">Rad {change.row}</td>
                <td className="p-2">
                  {change.name} <span className="text-ink-soft">({change.slug})</span>
                </td>
                <td className="p-2">
                  {change.kind === "ny" ? "Ny" : `Ändrad: ${change.columns.join(", ")}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {summary.moreErrors > 0 ? (
        <p className="mt-2 text-ink-soft">
          och {plural(summary.moreErrors, "fel", "fel")} till som inte visas här.
        </p>
      ) : null}
      {!failed && summary.moreChanges > 0 ? (
        <p className="mt-2 text-ink-soft">
          och {plural(summary.moreChanges, "plats", "platser")} till som inte visas här.
        </p>
      ) : null}
    </section>
  );
}
