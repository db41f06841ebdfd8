import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { handleRegistration } from "~/.server/registrations/form-handlers";
import { AccessibilityAnswers } from "~/components/form/accessibility-answers";
import { Field, FieldError } from "~/components/form/field";
import { Honeypot } from "~/components/honeypot";
import { ImagePicker } from "~/components/image-picker";
import { DayEditor } from "~/components/owner/day-editor";
import { showToast } from "~/components/toasts";
import { isPostFailed, sendOrFail, useFormAction } from "~/components/use-form-action";
import { NEW_CATEGORY, REGISTRATION_CATEGORIES } from "~/content/registration";
import { SITE } from "~/content/site";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { failureMessage, type RegistrationReply } from "~/lib/forms/replies";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import {
  formAnsweringOwnLimit,
  REGISTRATION_MAX_BODY,
  type RequestPolicy,
} from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { metaI18n, useLanguage, useT } from "~/lib/i18n/i18n";
import { pathIn } from "~/lib/i18n/languages";
import { FIELD_LIMITS, imageProblem, validateRegistration } from "~/lib/registrations/form";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/submit-business";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const requestPolicy: RequestPolicy = formAnsweringOwnLimit(REGISTRATION_MAX_BODY);

/** Spec 9: home after 2 s; the toast with the image link stays 10 s. */
const REDIRECT_DELAY_MS = 2000;
const IMAGE_TOAST_MS = 10_000;

/** The form's action: a page without JavaScript, the form's answer with it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, body, headers } = await handleRegistration(request, context);
  return data<RegistrationReply>(body, { status, headers });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendOrFail(serverAction);

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return pageMeta(
    t("registration.title"),
    t("registration.metaDescription", { site: SITE.name }),
    language,
  );
};

/** The fields after the category, in the spec's order (each id is its name), and their words. */
const DETAIL_FIELDS = [
  {
    name: "business_info",
    label: "registration.info",
    hint: "registration.infoHint",
    rows: 5,
  },
  {
    name: "address",
    label: "registration.address",
    hint: "registration.addressHint",
    autoComplete: "street-address",
  },
  {
    name: "contact_info",
    label: "registration.contactInfo",
    hint: "registration.contactInfoHint",
  },
  {
    name: "contact_person",
    label: "registration.contactPerson",
    hint: "registration.contactPersonHint",
    autoComplete: "name",
  },
  {
    name: "contact_email",
    type: "email",
    label: "registration.contactEmail",
    hint: "registration.contactEmailHint",
    autoComplete: "email",
  },
] as const;

/** The category to show selected again after a refused submission: only one of the options. */
/** The spec's fields: an error elsewhere is in the optional facts, which then open. */
const SPEC_FIELDS = new Set([
  "form",
  "business_name",
  "category",
  "new_category",
  "profile_image",
  ...DETAIL_FIELDS.map((field) => field.name as string),
]);

function knownCategory(value: string | undefined): string {
  return value && (REGISTRATION_CATEGORIES as readonly string[]).includes(value) ? value : "";
}

export default function SubmitBusiness({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const nextSteps = t("registration.nextSteps");
  // Without JavaScript the action's answer arrives as a new page: show it there.
  const pageResult = actionData && !isPostFailed(actionData) ? actionData : undefined;
  // A refused submission comes back with the values as sent: fill the form in again.
  const sentValues = pageResult && !pageResult.ok ? pageResult.values : undefined;
  // Without JavaScript each field's error is shown at the field too.
  const errors = pageResult && !pageResult.ok ? pageResult.errors : undefined;
  const [category, setCategory] = useState(() => knownCategory(sentValues?.category));
  // The app loads after the page has painted: a category chosen before it hydrated is
  // taken over, not reset by the controlled select's next render.
  const categorySelect = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = knownCategory(categorySelect.current?.value);
    if (chosen) setCategory(chosen);
  }, []);
  const [sent, setSent] = useState(false);

  // After a successful registration the visitor is taken home after 2 s (spec 4).
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => navigate(pathIn(language, "/")), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate, language]);

  const { submitting, submit: send } = useFormAction<RegistrationReply>(
    pathIn(language, "/submit-business"),
    (reply) => {
      if (isPostFailed(reply)) {
        showToast("registration", "error", { title: t("form.failure") });
        return;
      }
      if (!reply.ok) {
        showToast("registration", "error", { title: failureMessage(reply).title });
        return;
      }
      showToast(
        "registration",
        "success",
        {
          title: reply.message.title,
          description: reply.imageUrl ? (
            <>
              {nextSteps}{" "}
              <a
                href={reply.imageUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="underline"
              >
                {t("registration.viewImage")}
              </a>
            </>
          ) : (
            nextSteps
          ),
        },
        IMAGE_TOAST_MS,
      );
      setSent(true);
    },
  );

  function submit(form: HTMLFormElement) {
    const formData = new FormData(form);
    const check = validateRegistration(Object.fromEntries(formData), t);
    const image = formData.get("profile_image");
    const hasImage = image instanceof File && image.size > 0;
    if (!hasImage) formData.delete("profile_image");
    const problem = check.ok ? (hasImage ? imageProblem(image, t) : undefined) : check.message;
    if (problem) {
      showToast("registration", "error", { title: problem });
      const field = check.ok ? "profile_image" : check.field;
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    void send(formData);
  }

  if (pageResult?.ok) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <CheckCircle2 className="mx-auto size-16 text-teal" aria-hidden="true" />
        <h1 className="mt-4 font-display text-4xl font-bold">{pageResult.message.title}</h1>
        <p className="mt-4 text-ink-soft">{nextSteps}</p>
        {pageResult.imageUrl ? (
          <p className="mt-4">
            <a href={pageResult.imageUrl} className="font-semibold text-teal-dark underline">
              {t("registration.viewImage")}
            </a>
          </p>
        ) : null}
        <Link to={pathIn(language, "/")} className="btn-primary mt-8 inline-flex">
          {t("registration.backHome")}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t("registration.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("registration.intro")}</p>

      {pageResult && !pageResult.ok ? (
        <div role="alert" className="mt-6 rounded-2xl bg-rose-50 p-4 font-semibold text-rose-900">
          {failureMessage(pageResult).title}
        </div>
      ) : null}

      <form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="registration-form mt-8 rounded-3xl bg-white p-6 shadow-sm sm:p-10"
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting && !sent) submit(event.currentTarget);
        }}
      >
        <Honeypot name={HONEYPOT_FIELD} />
        <fieldset disabled={submitting || sent} className="space-y-6">
          <legend className="sr-only">{t("registration.legend")}</legend>
          <Field
            id="business_name"
            name="business_name"
            label={t("registration.name")}
            defaultValue={sentValues?.business_name}
            error={errors?.business_name}
            maxLength={FIELD_LIMITS.business_name}
            autoComplete="organization"
          />

          <div>
            <label htmlFor="category" className="block font-semibold">
              {t("registration.category")}
            </label>
            <select
              id="category"
              name="category"
              ref={categorySelect}
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value)}
              aria-invalid={errors?.category ? true : undefined}
              aria-describedby={errors?.category ? "category-error" : undefined}
              className="field mt-1"
            >
              <option value="" disabled>
                {t("registration.chooseCategory")}
              </option>
              {REGISTRATION_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {t(`regcat.${name}`)}
                </option>
              ))}
            </select>
            <FieldError id="category" error={errors?.category} />
          </div>

          <div className="new-category-field">
            <Field
              id="new_category"
              name="new_category"
              label={t("registration.newCategory")}
              defaultValue={sentValues?.new_category}
              error={errors?.new_category}
              maxLength={FIELD_LIMITS.new_category}
              required={category === NEW_CATEGORY}
            />
          </div>

          {DETAIL_FIELDS.map(({ name, label, hint, ...field }) => (
            <Field
              key={name}
              id={name}
              name={name}
              label={t(label)}
              hint={t(hint)}
              {...field}
              defaultValue={sentValues?.[name]}
              error={errors?.[name]}
              maxLength={FIELD_LIMITS[name]}
            />
          ))}

          <div>
            <label htmlFor="profile_image" className="block font-semibold">
              {t("registration.image")}
            </label>
            <p id="profile_image_help" className="mb-2 text-sm text-ink-soft">
              {t("registration.imageHelp")}
            </p>
            <ImagePicker
              name="profile_image"
              describedBy={
                errors?.profile_image
                  ? "profile_image_help profile_image-error"
                  : "profile_image_help"
              }
              onInvalid={(file) => {
                const problem = imageProblem(file, t);
                if (problem) showToast("registration", "error", { title: problem });
                return Boolean(problem);
              }}
            />
            <FieldError id="profile_image" error={errors?.profile_image} />
          </div>

          <details
            className="rounded-2xl border border-ink/10 p-4"
            open={Object.keys(errors ?? {}).some((field) => !SPEC_FIELDS.has(field))}
          >
            <summary className="cursor-pointer font-semibold">{t("registration.facts")}</summary>
            <div className="mt-4 space-y-6">
              <p className="text-sm text-ink-soft">{t("registration.factsHint")}</p>
              <DayEditor values={sentValues ?? {}} errors={errors ?? {}} copy={false} />
              <FieldError id="opening_hours" error={errors?.opening_hours} />
              <fieldset className="space-y-3">
                <legend className="font-semibold">{t("access.heading")}</legend>
                <AccessibilityAnswers answers={sentValues ?? {}} />
              </fieldset>
            </div>
          </details>

          <button
            type="submit"
            className="btn-primary inline-flex w-full justify-center disabled:opacity-70 sm:w-auto"
          >
            {t(
              submitting
                ? "registration.sending"
                : sent
                  ? "registration.sent"
                  : "registration.submit",
            )}
          </button>
        </fieldset>
      </form>
    </div>
  );
}
