import { data, Form, Link, redirect } from "react-router";
import {
  formRefused,
  postedFields,
  readForm,
  refusal,
  refuse,
  validateForm,
} from "~/.server/http/form";
import {
  loadNewsletter,
  saveNewsletter,
  sendTest,
  subscriberCounts,
} from "~/.server/newsletter/admin-newsletter";
import {
  resumeStalledSends,
  type StartOutcome,
  sendInBackground,
  startSending,
} from "~/.server/newsletter/campaign-sending";
import { AdminForm } from "~/components/admin/admin-form";
import { AdminPage, AdminSection, adminMeta, Notice } from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { IntentSubmit } from "~/components/admin/intent-button";
import { NewsletterFields, NewsletterPreview } from "~/components/admin/newsletter-fields";
import { NewsletterProgress, newsletterState } from "~/components/admin/newsletter-progress";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { newsletterSchema } from "~/lib/newsletter/campaign-form";
import { formatDateTimeSeconds } from "~/lib/text/dates";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/$id";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

/** "1 bekräftad prenumerant", "3 bekräftade prenumeranter". */
const confirmedSubscribers = (n: number) =>
  n === 1 ? "1 bekräftad prenumerant" : `${n} bekräftade prenumeranter`;

function newsletterId(param: string): number {
  if (!/^\d{1,9}$/.test(param)) throw data("Nyhetsbrevet finns inte.", { status: 404 });
  return Number(param);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { operator, db } = await operatorDatabase(context);
  const id = newsletterId(params.id);
  await resumeStalledSends(db);
  const newsletter = await loadNewsletter(db, id);
  if (!newsletter) throw data("Nyhetsbrevet finns inte.", { status: 404 });
  const search = new URL(request.url).searchParams;
  const { confirmed } = await subscriberCounts(db);
  return {
    newsletter: {
      ...newsletter,
      started: newsletter.sendStartedAt ? formatDateTimeSeconds(newsletter.sendStartedAt) : null,
      finished: newsletter.sentAt ? formatDateTimeSeconds(newsletter.sentAt) : null,
    },
    confirmed,
    operatorEmail: operator.email,
    notice: search.has("sparat")
      ? "saved"
      : search.has("test")
        ? "test"
        : search.has("startat")
          ? "started"
          : null,
    confirming: search.has("skicka") && newsletter.status === "draft",
  };
}

const START_REFUSED: Record<Exclude<StartOutcome, "started">, string> = {
  "not-found": "Nyhetsbrevet finns inte.",
  "not-draft": "Nyhetsbrevet skickas redan eller är redan skickat. Det skickas aldrig två gånger.",
  changed:
    "Nyhetsbrevet har ändrats sedan du bekräftade. Titta på förhandsvisningen och bekräfta igen.",
  "no-recipients": "Det finns inga bekräftade prenumeranter att skicka till.",
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  const id = newsletterId(params.id);
  const read = await readForm(request, postedFields, "admin", {
    unreadable: () => formRefused(400, { send: "Formuläret kunde inte läsas." }),
  });
  if (!read.ok) return refusal(read);
  const fields = read.value;
  // Which button was pressed decides what the rest of the form is.
  const { intent, revision } = fields;

  if (intent === "send") {
    const outcome = await startSending(db, operator, id, Number(revision));
    if (outcome !== "started")
      return refuse(outcome === "not-found" ? 404 : 409, { send: START_REFUSED[outcome] });
    // Queued in chunks in the background; the page shows the progress.
    sendInBackground(db, id);
    return redirect(`/admin/nyhetsbrev/${id}?startat=1`);
  }

  const parsed = validateForm(newsletterSchema, fields);
  if (!parsed.ok) return refusal(parsed);
  const saved = await saveNewsletter(db, operator, id, parsed.value);
  if (saved === undefined) throw data("Nyhetsbrevet finns inte.", { status: 404 });
  if (saved === "locked")
    return refuse(409, { send: "Nyhetsbrevet har redan skickats och kan inte längre ändras." });
  if (intent === "test") {
    await sendTest(db, operator, id);
    return redirect(`/admin/nyhetsbrev/${id}?test=1`);
  }
  return redirect(`/admin/nyhetsbrev/${id}?sparat=1`);
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? data.newsletter.subject : "Nyhetsbrev");

const FIELD_NAMES: Record<string, string> = {
  subject: "Ämne",
  body: "Text",
  recipients: "Mottagare",
  to: "Till",
};

const AUDIT_ACTIONS: Record<string, string> = {
  test: "Testutskick",
  send: "Skickat till prenumeranterna",
};

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { newsletter, confirmed, operatorEmail, notice, confirming } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  // A refused send (or a newsletter no longer editable) is the page's notice, not the draft form's.
  const sendError = refused?.errors.send;
  const failure = sendError ? undefined : refused;
  const sent: Record<string, string> | undefined = failure?.values;
  const value = (name: string) =>
    sent ? (sent[name] ?? "") : name === "subject" ? newsletter.subject : newsletter.body;
  const draft = newsletter.status === "draft";
  const base = `/admin/nyhetsbrev/${newsletter.id}`;
  const audit = newsletter.audit.map((entry) => ({
    ...entry,
    action: AUDIT_ACTIONS[entry.action] ?? entry.action,
  }));

  return (
    <AdminPage
      back={{ to: "/admin/nyhetsbrev", label: "Alla nyhetsbrev" }}
      title={newsletter.subject}
    >
      <p className="mt-2 text-ink-soft">
        Status: {newsletterState(newsletter.status, newsletter.progress)}
      </p>
      {notice === "saved" && !actionData ? <Notice>Utkastet är sparat.</Notice> : null}
      {notice === "test" && !actionData ? (
        <Notice>{`Ett testutskick har köats till ${operatorEmail}.`}</Notice>
      ) : null}
      {notice === "started" && !actionData ? (
        <Notice>Utskicket har börjat. Mejlen skickas i jämn takt; följ förloppet här.</Notice>
      ) : null}
      {sendError ? <Notice tone="error">{sendError}</Notice> : null}

      {draft ? (
        <>
          <AdminForm schema={newsletterSchema} serverErrors={failure?.errors}>
            {(errors) => (
              <>
                <NewsletterFields value={value} errors={errors} />
                <div className="flex flex-wrap gap-3">
                  <IntentSubmit intent="save" label="Spara utkast" busyLabel="Sparar..." />
                  <IntentSubmit
                    intent="test"
                    label="Skicka ett test till mig"
                    busyLabel="Skickar..."
                    secondary
                  />
                </div>
                <p className="text-sm text-ink-soft">
                  {`Testet sparar utkastet och skickar det till ${operatorEmail}.`}
                </p>
              </>
            )}
          </AdminForm>

          <AdminSection
            id="skicka"
            title="Skicka till alla prenumeranter"
            className="mt-10 rounded-2xl bg-white p-6 shadow-sm"
          >
            {confirmed === 0 ? (
              <p className="mt-2">Det finns inga bekräftade prenumeranter att skicka till ännu.</p>
            ) : confirming ? (
              <Form method="post" className="mt-2 space-y-3">
                <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-950">
                  {`Du skickar ”${newsletter.subject}” till ${confirmedSubscribers(confirmed)}, så som det ser ut i förhandsvisningen nedan. Ett utskick som har börjat kan inte ångras.`}
                </p>
                <input type="hidden" name="revision" value={newsletter.revision} />
                <div className="flex flex-wrap gap-3">
                  <IntentSubmit
                    intent="send"
                    label={`Ja, skicka till ${confirmedSubscribers(confirmed)}`}
                    busyLabel="Startar..."
                  />
                  <Link to={base} className="btn-secondary inline-flex">
                    Avbryt
                  </Link>
                </div>
              </Form>
            ) : (
              <>
                <p className="mt-2">
                  {`Det sparade utkastet går till ${confirmedSubscribers(confirmed)}, var och en med en egen länk för att avsluta prenumerationen.`}
                </p>
                <Link to={`${base}?skicka=1`} className="btn-primary mt-3 inline-flex">
                  Skicka till alla prenumeranter
                </Link>
              </>
            )}
          </AdminSection>
        </>
      ) : (
        <AdminSection
          id="utskick"
          title="Utskick"
          className="mt-6 rounded-2xl bg-white p-6 shadow-sm"
        >
          <p className="mt-2">
            {`Skickades av ${newsletter.sentBy ?? "–"}${newsletter.started ? `, ${newsletter.started}` : ""}.`}
          </p>
          <p className="mt-1" data-testid="newsletter-progress">
            <NewsletterProgress status={newsletter.status} progress={newsletter.progress} />
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            Ett skickat nyhetsbrev kan inte ändras. Sidan visar läget när den laddades.
          </p>
          <Link to={base} className="btn-secondary mt-3 inline-flex">
            Uppdatera förloppet
          </Link>
        </AdminSection>
      )}

      <NewsletterPreview html={newsletter.preview.html} text={newsletter.preview.text} />
      <AuditLog entries={audit} fieldNames={FIELD_NAMES} />
    </AdminPage>
  );
}
