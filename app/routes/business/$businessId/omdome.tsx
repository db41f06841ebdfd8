import { data, useNavigation } from "react-router";
import { requestLanguage } from "~/.server/i18n/catalogs";
import { dateWordsIn } from "~/.server/i18n/dates";
import { handleReview } from "~/.server/reviews/form-handler";
import { placePageOr404 } from "~/.server/snapshot/content";
import { Field, FieldError, SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { SentPage } from "~/components/form/sent-page";
import { Honeypot } from "~/components/honeypot";
import { BackLink } from "~/components/place/page-parts";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { FORM_TYPES, type RequestPolicy, SMALL_FORM_POLICY } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { metaI18n, useLanguage, useT } from "~/lib/i18n/i18n";
import { pathIn } from "~/lib/i18n/languages";
import {
  REVIEW_LIMITS,
  REVIEW_STARS,
  reviewSchema,
  reviewWords,
  visitMonths,
} from "~/lib/reviews/form";
import { pageMeta } from "~/lib/seo/meta";
import { stockholmNow } from "~/lib/text/dates";
import { MAX_EMAIL_LENGTH } from "~/lib/text/email";
import type { Route } from "./+types/omdome";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

// 'Skriv ett omdöme' (issue 39, point 1): a visitor rates a place and writes about the
// visit. Nothing is shown before the address confirms it by the mailed link and an
// operator has read it. The form posts natively without JavaScript (and before the app
// has loaded); this page shows the answer either way.

export const requestPolicy: RequestPolicy = { ...SMALL_FORM_POLICY, mediaTypes: FORM_TYPES };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const place = await placePageOr404(context.database, params.businessId);
  const { monthYear } = dateWordsIn(requestLanguage(request));
  return {
    business: { id: place.id, name: place.name },
    months: visitMonths(stockholmNow().slice(0, 7), monthYear),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const place = await placePageOr404(context.database, params.businessId);
  const { status, body, headers } = await handleReview(request, context, place.id);
  return data(body, { status, headers });
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { language, t } = metaI18n(matches);
  return [
    ...pageMeta(
      data ? t("reviewForm.titleOf", { name: data.business.name }) : t("reviewForm.title"),
      t("reviewForm.metaDescription"),
      language,
    ),
    // A form per place: nothing for a search engine to list.
    { name: "robots", content: "noindex, follow" },
  ];
};

/** The numbers the hint names. */
const HINT_VALUES = { min: REVIEW_LIMITS.minBody, bodyMax: REVIEW_LIMITS.body };

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { business, months } = loaderData;
  const t = useT();
  const language = useLanguage();
  const words = reviewWords(t);
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const sent = failure?.values ?? {};
  const placePath = pathIn(language, `/business/${business.id}`);
  const back = { href: placePath, label: t("reviewForm.backTo", { name: business.name }) };

  if (actionData?.ok)
    return (
      <SentPage
        back={back}
        title={t("reviewForm.sent")}
        text={t("reviewForm.nextSteps")}
        testId="review-sent"
      />
    );

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <BackLink {...back} />
      <h1 className="mt-6 font-display text-3xl font-bold sm:text-4xl">{t("reviewForm.title")}</h1>
      <p className="mt-2 text-lg font-semibold">{business.name}</p>
      <p className="mt-2 text-ink-soft">{t("reviewForm.intro")}</p>
      <div className="mt-6 rounded-3xl bg-white p-6 shadow-sm sm:p-8">
        <SchemaForm
          schema={reviewSchema}
          serverErrors={failure?.errors}
          invalidMessage={t("reviewForm.invalid")}
          words={words}
          className="space-y-5"
        >
          {(errors) => (
            <>
              <Honeypot name={HONEYPOT_FIELD} />
              <fieldset
                aria-invalid={errors.rating ? true : undefined}
                aria-describedby={errors.rating ? "review-rating-error" : undefined}
              >
                <legend className="font-semibold">{t("reviewForm.rating.legend")}</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {REVIEW_STARS.map((stars) => (
                    <label key={stars} className="flex items-center gap-2 py-1">
                      <input
                        type="radio"
                        name="rating"
                        value={stars}
                        defaultChecked={sent.rating === stars}
                        aria-invalid={errors.rating ? true : undefined}
                      />
                      {t("reviewForm.stars", { count: Number(stars), number: stars })}
                    </label>
                  ))}
                </div>
                <FieldError id="review-rating" error={errors.rating} />
              </fieldset>
              <Field
                id="review-body"
                label={t("reviewForm.bodyLabel")}
                name="body"
                rows={6}
                maxLength={REVIEW_LIMITS.body}
                hint={t("reviewForm.bodyHint", HINT_VALUES)}
                defaultValue={sent.body}
                error={errors.body}
              />
              <Field
                id="review-name"
                label={t("reviewForm.nameLabel")}
                name="name"
                autoComplete="given-name"
                maxLength={REVIEW_LIMITS.name}
                hint={t("reviewForm.nameHint")}
                defaultValue={sent.name}
                error={errors.name}
              />
              <Field
                id="review-email"
                label={t("reviewForm.emailLabel")}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={MAX_EMAIL_LENGTH}
                hint={t("reviewForm.emailHint")}
                defaultValue={sent.email}
                error={errors.email}
              />
              <div>
                <label htmlFor="review-month" className="block font-semibold">
                  {t("reviewForm.monthLabel")}
                </label>
                <select
                  id="review-month"
                  name="visitMonth"
                  defaultValue={sent.visitMonth ?? ""}
                  aria-invalid={errors.visitMonth ? true : undefined}
                  aria-describedby={errors.visitMonth ? "review-month-error" : undefined}
                  className="field mt-1"
                >
                  <option value="">{t("reviewForm.noMonth")}</option>
                  {months.map((month) => (
                    <option key={month.value} value={month.value}>
                      {month.label}
                    </option>
                  ))}
                </select>
                <FieldError id="review-month" error={errors.visitMonth} />
              </div>
              <SubmitButton
                busy={busy}
                label={t("reviewForm.submit")}
                busyLabel={t("reviewForm.sending")}
              />
            </>
          )}
        </SchemaForm>
      </div>
    </div>
  );
}
