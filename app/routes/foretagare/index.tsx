import { data, Link, redirect, useNavigation } from "react-router";
import { ownerOf, ownerPageHeaders, requestOwnerLink } from "~/.server/auth/owner-auth";
import { bodyProblem } from "~/.server/http/body";
import { type FormRefused, formRefused, readForm, refusal, refuse } from "~/.server/http/form";
import { retryAfter } from "~/.server/http/rate-limit";
import { rateLimits } from "~/.server/services";
import { Field, SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { Honeypot } from "~/components/honeypot";
import { OwnerCard, OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import { fieldErrors } from "~/lib/forms/fields";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { type RequestPolicy, SMALL_FORM_POLICY } from "~/lib/http/request-policy";
import { OWNER_LINK_MINUTES, OWNER_LINK_SENT, ownerLinkSchema } from "~/lib/owner/forms";
import { pageMeta } from "~/lib/seo/meta";
import { MAX_EMAIL_LENGTH } from "~/lib/text/email";
import type { Route } from "./+types/index";

export const requestPolicy: RequestPolicy = SMALL_FORM_POLICY;

// /foretagare: the owner asks for a sign-in link. Known or not, every well-formed
// address gets the same answer, so the page cannot tell who is a customer. Limited
// like the operator's sign-in: per client, and per address (keys of their own).

const TOO_MANY = "För många försök. Vänta en stund och försök igen.";

/** A bot that fills the hidden field: answered like everybody (see the action). */
const BOT: FormRefused = formRefused(200, HONEYPOT_FIELD);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.database;
  if (await ownerOf(db, request)) throw redirect("/foretagare/konto");
  const params = new URL(request.url).searchParams;
  // A mail that may be read weeks later (the monthly reminder) links here with the
  // address it was sent to, filled in: one press sends a fresh link.
  const suggested = ownerLinkSchema.safeParse({ email: params.get("epost") ?? "" });
  return {
    signedOut: params.has("utloggad"),
    email: suggested.success ? suggested.data.email : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const byClient = await rateLimits.check("signin", `owner:${context.clientIp}`);
  if (!byClient.ok) return refuse(429, TOO_MANY, {}, { headers: retryAfter(byClient) });
  const read = await readForm(request, ownerLinkSchema, "signIn", {
    unreadable: (error) =>
      formRefused(bodyProblem(error).status, "Formuläret kunde inte läsas. Försök igen."),
    screen: ({ fields }) => (String(fields[HONEYPOT_FIELD] ?? "") !== "" ? BOT : undefined),
    invalid: (error, fields) => formRefused(400, fieldErrors(error), { email: fields.email ?? "" }),
  });
  const sent = data({ ok: true as const });
  // A bot that fills the hidden field gets the answer everybody gets.
  if (read === BOT) return sent;
  if (!read.ok) return refusal(read);
  const { email } = read.value;
  const byAddress = await rateLimits.check("signin-account", `owner:${email}`);
  if (!byAddress.ok) return refuse(429, TOO_MANY, { email }, { headers: retryAfter(byAddress) });
  const { db } = context.database;
  await requestOwnerLink(db, email);
  return sent;
}

export const headers: Route.HeadersFunction = ownerPageHeaders;

export const meta: Route.MetaFunction = () => [
  ...pageMeta(
    "Din företagssida",
    "Logga in med en länk via e-post och se ditt företag i Malmöguiden.",
  ),
];

export default function OwnerSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.ok)
    return (
      <OwnerPage title="Din företagssida">
        <OwnerNotice>{OWNER_LINK_SENT}</OwnerNotice>
        <p className="text-ink-soft">
          Inget mejl? Kontrollera skräpposten och att du skrev samma adress som när företaget
          registrerades eller paketet köptes.{" "}
          <Link to="/foretagare" className="font-semibold underline">
            Be om en ny länk
          </Link>
        </p>
      </OwnerPage>
    );
  return (
    <OwnerPage
      title="Din företagssida"
      intro={
        <p>
          Har du registrerat ett företag i Malmöguiden, eller köpt ett annonspaket? Skriv
          e-postadressen du använde, så skickar vi en länk som loggar in dig. Du behöver inget
          lösenord.
        </p>
      }
    >
      {loaderData.signedOut ? <OwnerNotice>Du har loggat ut.</OwnerNotice> : null}
      <OwnerCard>
        <SchemaForm
          schema={ownerLinkSchema}
          serverErrors={actionData?.errors}
          className="relative space-y-4"
        >
          {(errors) => (
            <>
              <Honeypot name={HONEYPOT_FIELD} />
              <Field
                label="E-postadress"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={MAX_EMAIL_LENGTH}
                defaultValue={actionData?.values.email ?? loaderData.email}
                error={errors.email}
              />
              <SubmitButton busy={busy} label="Skicka inloggningslänk" busyLabel="Skickar..." />
            </>
          )}
        </SchemaForm>
      </OwnerCard>
      <section aria-labelledby="sa-gar-det-till">
        <h2 id="sa-gar-det-till" className="font-display text-xl font-bold">
          Så går det till
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-ink-soft">
          <li>{`Vi mejlar en inloggningslänk till adressen. Den gäller i ${OWNER_LINK_MINUTES} minuter och kan användas en gång.`}</li>
          <li>Öppna länken och tryck på ”Logga in”.</li>
          <li>
            På din företagssida ser du dina företag och annonspaket, och kan föreslå ändringar som
            vi granskar innan de visas i guiden.
          </li>
        </ol>
      </section>
    </OwnerPage>
  );
}
