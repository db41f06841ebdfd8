import { Form, redirect, useNavigation } from "react-router";
import { safeReturnPath, sessionCookie } from "~/.server/auth/admin-session";
import { checkCredentials, createSession, endSession } from "~/.server/auth/auth";
import { formRefused, readForm, refusal, refuse } from "~/.server/http/form";
import { retryAfter } from "~/.server/http/rate-limit";
import { rateLimits } from "~/.server/services";
import { AdminCard, adminMeta } from "~/components/admin/admin-page";
import { Field, FormAlert, SubmitButton } from "~/components/form/field";
import { signInSchema } from "~/lib/admin/forms";
import { type FieldErrors, fieldErrors } from "~/lib/forms/fields";
import { ADMIN_FORM_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import type { Route } from "./+types/logga-in";

export const requestPolicy: RequestPolicy = ADMIN_FORM_POLICY;

const WRONG = "Fel e-postadress eller lösenord.";

export function loader({ context }: Route.LoaderArgs) {
  if (context.operator) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  // The address as sent fills the form in again; never the password.
  const fail = (status: number, errors: FieldErrors, email = "", headers = {}) =>
    refuse(status, errors, email ? { email } : {}, { headers });
  const byAddress = await rateLimits.check("signin", context.clientIp);
  if (!byAddress.ok)
    return fail(
      429,
      { form: "För många försök. Vänta en stund och försök igen." },
      "",
      retryAfter(byAddress),
    );
  const read = await readForm(request, signInSchema, "signIn", {
    unreadable: () => formRefused(400, "Formuläret kunde inte läsas. Försök igen."),
    invalid: (error, { email }) => formRefused(400, fieldErrors(error), email ? { email } : {}),
  });
  if (!read.ok) return refusal(read);
  const byAccount = await rateLimits.check("signin-account", read.value.email);
  if (!byAccount.ok)
    return fail(
      429,
      { form: "För många försök. Vänta en stund och försök igen." },
      read.value.email,
      retryAfter(byAccount),
    );
  const { db } = context.database;
  const operator = await checkCredentials(db, read.value.email, read.value.password);
  if (!operator) return fail(400, { form: WRONG }, read.value.email);
  // The limits count failures only: both attempts counted above are given back, so an
  // operator who signs in often is never locked out (the count comes first, before the
  // password is checked, so that parallel guesses cannot go past the limit).
  await Promise.all([
    rateLimits.refund("signin", context.clientIp),
    rateLimits.refund("signin-account", read.value.email),
  ]);
  // A new session id at every sign-in; an earlier session on this browser ends.
  if (context.sessionToken) await endSession(db, context.sessionToken);
  const token = await createSession(db, operator.id);
  const target = safeReturnPath(new URL(request.url).searchParams.get("till"));
  return redirect(target, { headers: { "Set-Cookie": sessionCookie(token) } });
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () =>
  adminMeta("Logga in", "Inloggning för Malmöguidens redaktion.");

export default function SignIn({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  return (
    <AdminCard title="Logga in">
      <Form method="post" className="space-y-4" noValidate>
        <FormAlert message={errors.form} />
        <Field
          label="E-post"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.values.email}
          error={errors.email}
        />
        <Field
          label="Lösenord"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <SubmitButton busy={busy} label="Logga in" busyLabel="Loggar in..." />
      </Form>
    </AdminCard>
  );
}
