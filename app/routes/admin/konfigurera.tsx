import { rm } from "node:fs/promises";
import path from "node:path";
import { Form, redirect, useNavigation } from "react-router";
import { sessionCookie } from "~/.server/auth/admin-session";
import {
  completeSetup,
  createSession,
  findSetupToken,
  hasOperator,
  type SetupOutcome,
} from "~/.server/auth/auth";
import { formRefused, postedFields, readForm, refusal, refuse } from "~/.server/http/form";
import { env } from "~/.server/services";
import { AdminCard, adminMeta } from "~/components/admin/admin-page";
import { Field, FormAlert, SubmitButton } from "~/components/form/field";
import { MIN_PASSWORD_LENGTH, setupSchema } from "~/lib/admin/forms";
import { fieldErrors } from "~/lib/forms/fields";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import type { Route } from "./+types/konfigurera";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

const INVALID = "Länken är ogiltig, för gammal eller redan använd.";
const REFUSED: Record<Exclude<SetupOutcome, { ok: true }>["reason"], string> = {
  invalid: INVALID,
  done: "Inloggningen är redan konfigurerad, så länken gäller inte längre. Logga in med ditt lösenord.",
  taken:
    "Det finns redan ett konto med den e-postadressen. Använd länken som skapades för det kontot.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { db } = context.database;
  const setup = token ? await findSetupToken(db, token) : undefined;
  // A first-run link is dead once any operator can sign in.
  if (setup && setup.operatorId === null && (await hasOperator(db)))
    return { valid: false, email: null, message: REFUSED.done };
  return { valid: Boolean(setup), email: setup?.operatorEmail ?? null, message: INVALID };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { db } = context.database;
  const setup = token ? await findSetupToken(db, token) : undefined;
  if (!setup) return refuse(400, INVALID);
  // The address comes from the link when it names one: setupSchema checks the form after.
  const read = await readForm(request, postedFields, "signIn", {
    unreadable: () => formRefused(400, "Formuläret kunde inte läsas."),
  });
  if (!read.ok) return refusal(read);
  const form = read.value;
  const parsed = setupSchema.safeParse({
    ...form,
    email: setup.operatorEmail ?? form.email,
  });
  // The address as sent, never the passwords.
  const values: Record<string, string> = setup.operatorEmail ? {} : { email: form.email ?? "" };
  if (!parsed.success) return refuse(400, fieldErrors(parsed.error), values);
  const outcome = await completeSetup(db, token, parsed.data.email, parsed.data.password);
  if (!outcome.ok) return refuse(400, REFUSED[outcome.reason], values);
  await rm(path.join(env.DATA_DIR, "admin-setup-link.txt"), { force: true });
  const session = await createSession(db, outcome.operator.id);
  return redirect("/admin", { headers: { "Set-Cookie": sessionCookie(session) } });
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Välj lösenord", "Konfigurera inloggningen till Malmöguidens redaktion.");

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  if (!loaderData.valid)
    return (
      <AdminCard title="Välj lösenord">
        <p role="alert">{loaderData.message}</p>
        <p className="mt-4 text-ink-soft">
          Be om en ny länk, eller skapa en med <code>npm run admin -- create-user E-POST</code>.
        </p>
      </AdminCard>
    );
  return (
    <AdminCard title="Välj lösenord">
      <Form method="post" className="space-y-4" noValidate>
        <FormAlert message={errors.form} />
        {loaderData.email ? (
          <p>
            Konto: <strong>{loaderData.email}</strong>
          </p>
        ) : (
          <Field
            label="E-post"
            name="email"
            type="email"
            autoComplete="username"
            error={errors.email}
          />
        )}
        <Field
          label="Lösenord"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`Minst ${MIN_PASSWORD_LENGTH} tecken.`}
          error={errors.password}
        />
        <Field
          label="Lösenord igen"
          name="confirm"
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
        />
        <SubmitButton busy={busy} label="Spara och logga in" busyLabel="Sparar..." />
      </Form>
    </AdminCard>
  );
}
