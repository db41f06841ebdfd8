import { data, useNavigation } from "react-router";
import { formRefused, readForm, refusal } from "~/.server/http/form";
import { retryAfter } from "~/.server/http/rate-limit";
import { requestLanguage, serverT } from "~/.server/i18n/catalogs";
import { reportableReview, reportReview } from "~/.server/reviews/reports";
import { rateLimits } from "~/.server/services";
import { Field, FieldError, SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { SentPage } from "~/components/form/sent-page";
import { BackLink } from "~/components/place/page-parts";
import { fieldErrors } from "~/lib/forms/fields";
import { type PagePolicy, PERSONAL_PAGE } from "~/lib/http/page-policy";
import { FORM_TYPES, type RequestPolicy, SMALL_FORM_POLICY } from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { metaI18n, useLanguage, useT } from "~/lib/i18n/i18n";
import { pathIn } from "~/lib/i18n/languages";
import { REVIEWS_ANCHOR } from "~/lib/reviews/form";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportSchema,
  reportWords,
} from "~/lib/reviews/report-form";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/rapportera";

export const pagePolicy: PagePolicy = PERSONAL_PAGE;

export const requestPolicy: RequestPolicy = { ...SMALL_FORM_POLICY, mediaTypes: FORM_TYPES };

// 'Rapportera' on a published review (issue 39, point 2): a visitor says what is wrong
// with it; the review goes to the operator's 'Att göra' and stays shown until decided.

/** The review a report is about, or a 404 in the page's language. */
async function reviewOf(context: Route.LoaderArgs["context"], id: string, request: Request) {
  const review = /^[1-9]\d{0,8}$/.test(id)
    ? await reportableReview(context.database.db, Number(id))
    : undefined;
  if (!review) throw data(missing(request), { status: 404 });
  return review;
}

const missing = (request: Request) => serverT(requestLanguage(request))("reportForm.missing");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const review = await reviewOf(context, params.id, request);
  return { review };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const review = await reviewOf(context, params.id, request);
  // The form answers in its page's language (issue 40).
  const t = serverT(requestLanguage(request));
  const words = reportWords(t);
  const limit = await rateLimits.check("review", context.clientIp);
  if (!limit.ok)
    return data(
      { ok: false as const, errors: { form: t("form.rateLimited") }, values: {} },
      { status: 429, headers: retryAfter(limit) },
    );
  const read = await readForm(request, reportSchema, "review", {
    invalid: (error, fields) =>
      formRefused(
        400,
        fieldErrors(error, words),
        { reason: fields.reason ?? "", details: fields.details ?? "" },
        { title: words("reportForm.invalid") },
      ),
  });
  if (!read.ok) return refusal(read);
  const outcome = await reportReview(context.database.db, review.id, read.value, context.clientIp);
  if (outcome === "missing") throw data(missing(request), { status: 404 });
  return { ok: true as const };
}

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, t } = metaI18n(matches);
  return [
    ...pageMeta(t("reportForm.title"), t("reportForm.meta"), language),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { review } = loaderData;
  const t = useT();
  const language = useLanguage();
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const sent: Record<string, string | undefined> = failure?.values ?? {};
  const placePath = `${pathIn(language, `/business/${review.slug}`)}#${REVIEWS_ANCHOR}`;
  const back = { href: placePath, label: t("reviewForm.backTo", { name: review.placeName }) };
  if (actionData?.ok)
    return (
      <SentPage
        back={back}
        title={t("reportForm.sent")}
        text={t("reportForm.nextSteps")}
        testId="report-sent"
      />
    );
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <BackLink {...back} />
      <h1 className="mt-6 font-display text-3xl font-bold sm:text-4xl">{t("reportForm.title")}</h1>
      <p className="mt-2 text-ink-soft">
        {t("reportForm.of", { name: review.name, place: review.placeName })}
      </p>
      {/* The visitor's own words, in the language they were written in. */}
      <blockquote className="mt-2 whitespace-pre-line break-words border-l-4 border-sand pl-4">
        {review.body}
      </blockquote>
      <div className="mt-6 rounded-3xl bg-white p-6 shadow-sm sm:p-8">
        <SchemaForm
          schema={reportSchema}
          serverErrors={failure?.errors}
          invalidMessage={t("reportForm.invalid")}
          words={reportWords(t)}
          className="space-y-5"
        >
          {(errors) => (
            <>
              <fieldset
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? "report-reason-error" : undefined}
              >
                <legend className="font-semibold">{t("reportForm.legend")}</legend>
                <div className="mt-1 space-y-1">
                  {Object.keys(REPORT_REASONS).map((value) => (
                    <label key={value} className="flex items-center gap-2 py-1">
                      <input
                        type="radio"
                        name="reason"
                        value={value}
                        defaultChecked={sent.reason === value}
                        aria-invalid={errors.reason ? true : undefined}
                      />
                      {t(`reportForm.reason.${value as keyof typeof REPORT_REASONS}`)}
                    </label>
                  ))}
                </div>
                <FieldError id="report-reason" error={errors.reason} />
              </fieldset>
              <Field
                id="report-details"
                label={t("reportForm.detailsLabel")}
                name="details"
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                defaultValue={sent.details}
                error={errors.details}
              />
              <SubmitButton
                busy={busy}
                label={t("reportForm.submit")}
                busyLabel={t("reportForm.sending")}
              />
            </>
          )}
        </SchemaForm>
      </div>
    </div>
  );
}
