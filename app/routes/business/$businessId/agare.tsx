import { useRef, useState } from "react";
import { data } from "react-router";
import { handleClaim } from "~/.server/claims/form-handler";
import { placePageOr404 } from "~/.server/snapshot/content";
import { Field, FieldError, FormAlert } from "~/components/form/field";
import { SentPage } from "~/components/form/sent-page";
import { Honeypot } from "~/components/honeypot";
import { BackLink } from "~/components/place/page-parts";
import { isPostFailed, sendOrFail, useFormAction } from "~/components/use-form-action";
import { claimFormPath } from "~/lib/claims/claims";
import {
  CLAIM_LIMITS,
  CLAIM_ROLES,
  type ClaimReply,
  checkClaim,
  claimWords,
} from "~/lib/claims/form";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { failureMessage } from "~/lib/forms/replies";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { FORM_TYPES, type RequestPolicy, SMALL_FORM_POLICY } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { metaI18n, useLanguage, useT } from "~/lib/i18n/i18n";
import { pathIn } from "~/lib/i18n/languages";
import { pageMeta } from "~/lib/seo/meta";
import { MAX_EMAIL_LENGTH } from "~/lib/text/email";
import type { Route } from "./+types/agare";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

// "Är det här ditt företag?" (issue 24, point 5): whoever represents a place asks to
// become its owner. The claim waits for the operator (/admin/ansprak); once approved,
// the address signs in at /foretagare and sees the business. Without JavaScript the
// form posts natively and this page shows the answer; with it, the answer comes in place.

export const requestPolicy: RequestPolicy = { ...SMALL_FORM_POLICY, mediaTypes: FORM_TYPES };

/** The place the claim is about: one with a page of its own, else a 404. */

export async function loader({ params, context }: Route.LoaderArgs) {
  const place = await placePageOr404(context.database, params.businessId);
  return { business: { id: place.id, name: place.name } };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const place = await placePageOr404(context.database, params.businessId);
  const { status, body, headers } = await handleClaim(request, context, place.id);
  return data<ClaimReply>(body, { status, headers });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendOrFail(serverAction);

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { language, t } = metaI18n(matches);
  return [
    ...pageMeta(
      data ? t("claimForm.titleOf", { name: data.business.name }) : t("claimForm.title"),
      t("claimForm.metaDescription"),
      language,
    ),
    // A form per place: nothing for a search engine to list.
    { name: "robots", content: "noindex, follow" },
  ];
};

/** The first field in error, in the form's order (to move the focus to). */
const FIELD_ORDER = ["name", "email", "role", "verification"];

export default function ClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { business } = loaderData;
  const t = useT();
  const language = useLanguage();
  const words = claimWords(t);
  const formRef = useRef<HTMLFormElement>(null);
  // Without JavaScript the action's answer arrives as this page.
  const pageReply = actionData && !isPostFailed(actionData) ? actionData : undefined;
  const sentValues = pageReply && !pageReply.ok ? pageReply.values : undefined;
  const [reply, setReply] = useState<ClaimReply | undefined>(undefined);
  const shown = reply ?? pageReply;
  const errors = shown && !shown.ok ? shown.errors : {};
  const alert = shown && !shown.ok ? failureMessage(shown).title : undefined;

  function focusFirstError(found: Record<string, string>) {
    const field = FIELD_ORDER.find((name) => found[name]);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  const { submitting, submit: send } = useFormAction<ClaimReply>(
    pathIn(language, claimFormPath(business.id)),
    (answer) => {
      const next: ClaimReply = isPostFailed(answer)
        ? { ok: false, errors: { form: words("claimForm.failure") }, values: {} }
        : answer;
      setReply(next);
      if (!next.ok) focusFirstError(next.errors);
    },
  );

  function submit(form: HTMLFormElement) {
    const formData = new FormData(form);
    const values: Record<string, unknown> = {};
    for (const [key, value] of formData) values[key] = value;
    const check = checkClaim(values, words);
    if (!check.ok) {
      setReply({
        ok: false,
        errors: check.errors,
        values: {},
        message: { title: words("claimForm.invalid") },
      });
      focusFirstError(check.errors);
      return;
    }
    void send(formData);
  }

  const back = {
    href: pathIn(language, `/business/${business.id}`),
    label: t("claimForm.backTo", { name: business.name }),
  };

  if (shown?.ok)
    return (
      <SentPage
        back={back}
        title={shown.message.title}
        text={words("claimForm.nextSteps")}
        testId="claim-sent"
      />
    );

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <BackLink {...back} />
      <h1 className="mt-6 font-display text-3xl font-bold sm:text-4xl">{t("claimForm.title")}</h1>
      <p className="mt-2 text-lg font-semibold">{business.name}</p>
      <p className="mt-2 text-ink-soft">{t("claimForm.intro")}</p>
      <form
        ref={formRef}
        method="post"
        noValidate
        className="relative mt-6 space-y-5 rounded-3xl bg-white p-6 shadow-sm sm:p-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) submit(event.currentTarget);
        }}
      >
        <FormAlert message={alert} />
        <Honeypot name={HONEYPOT_FIELD} />
        <fieldset disabled={submitting} className="space-y-5">
          <legend className="sr-only">{t("claimForm.legend")}</legend>
          <Field
            id="claim-name"
            label={t("claimForm.nameLabel")}
            name="name"
            autoComplete="name"
            maxLength={CLAIM_LIMITS.name}
            defaultValue={sentValues?.name}
            error={errors.name}
          />
          <Field
            id="claim-email"
            label={t("claimForm.emailLabel")}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            hint={t("claimForm.emailHint")}
            defaultValue={sentValues?.email}
            error={errors.email}
          />
          <div>
            <label htmlFor="claim-role" className="block font-semibold">
              {t("claimForm.roleLabel")}
            </label>
            <select
              id="claim-role"
              name="role"
              defaultValue={
                sentValues?.role && (CLAIM_ROLES as readonly string[]).includes(sentValues.role)
                  ? sentValues.role
                  : ""
              }
              aria-invalid={errors.role ? true : undefined}
              aria-describedby={errors.role ? "claim-role-error" : undefined}
              className="field mt-1"
            >
              <option value="" disabled>
                {t("claimForm.chooseRole")}
              </option>
              {CLAIM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`claimForm.role.${role}`)}
                </option>
              ))}
            </select>
            <FieldError id="claim-role" error={errors.role} />
          </div>
          <Field
            id="claim-verification"
            label={t("claimForm.verificationLabel")}
            name="verification"
            rows={4}
            maxLength={CLAIM_LIMITS.verification}
            hint={t("claimForm.verificationHint")}
            defaultValue={sentValues?.verification}
            error={errors.verification}
          />
          <button
            type="submit"
            className="btn-primary inline-flex w-full justify-center disabled:opacity-70 sm:w-auto"
          >
            {t(submitting ? "claimForm.sending" : "claimForm.submit")}
          </button>
        </fieldset>
      </form>
    </div>
  );
}
