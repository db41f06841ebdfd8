import { Link } from "react-router";
import { PageLink } from "~/components/page-link";
import { SITE } from "~/content/site";
import { useFormats } from "~/lib/i18n/format";
import { useT } from "~/lib/i18n/i18n";
import { REVIEWS_ANCHOR, reviewFormPath } from "~/lib/reviews/form";
import { reportPath } from "~/lib/reviews/report-form";
import { starsOf } from "~/lib/reviews/reviews";

// Visitors' reviews on a place's page (issue 39, point 4): beside the spec's 'Betyg', the
// guide's own assessment is named as the guide's, and the visitors' average and count
// stand on their own; below, the reviews newest first, a page at a time, each with the
// owner's reply once the operator published it.

export interface PlaceReviewsData {
  summary: { average: number; count: number } | null;
  reviews: {
    id: number;
    rating: number;
    body: string;
    name: string;
    /** "oktober 2026" (in the page's language), when given. */
    visitMonth: string | null;
    /** The owner's reply, once published. */
    reply: string | null;
  }[];
  page: number;
  pages: number;
}

/** 'Besökarnas betyg 4,6 · 12 omdömen', a link to the reviews. */
function VisitorAverage({ summary }: { summary: NonNullable<PlaceReviewsData["summary"]> }) {
  const t = useT();
  const { rating } = useFormats();
  return (
    <a href={`#${REVIEWS_ANCHOR}`} className="font-semibold underline" data-testid="visitor-rating">
      {t("reviews.visitorRating", {
        rating: rating(summary.average),
        count: t("reviews.count", { count: summary.count, number: String(summary.count) }),
      })}
    </a>
  );
}

/**
 * The line under the place's 'Betyg': whose assessment the rating is, the visitors'
 * average once there are published reviews, and 'Inga omdömen ännu' with the way to
 * write one when there is neither.
 */
export function RatingNotes({
  slug,
  guideRating,
  reviews,
}: {
  slug: string;
  guideRating: boolean;
  reviews: PlaceReviewsData;
}) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 text-sm text-ink-soft">
      {guideRating ? <span>{t("place.guideRating", { site: SITE.name })}</span> : null}
      {reviews.summary ? (
        <VisitorAverage summary={reviews.summary} />
      ) : guideRating ? null : (
        <>
          <span>{t("reviews.none")}</span>
          <PageLink to={reviewFormPath(slug)} rel="nofollow" className="font-semibold underline">
            {t("reviews.write")}
          </PageLink>
        </>
      )}
    </span>
  );
}

/** A review as the pages show it: its stars, name, visit month and text. */
export function ReviewText({
  review,
}: {
  review: { rating: number; name: string; visitMonth: string | null; body: string };
}) {
  const t = useT();
  return (
    <>
      <p className="font-semibold">
        <span aria-hidden="true" className="text-sun">
          {starsOf(review.rating)}
        </span>
        <span className="sr-only">{t("reviews.stars", { rating: review.rating })}</span>
        <span className="ml-2">{review.name}</span>
        {review.visitMonth ? (
          <span className="ml-2 font-normal text-ink-soft">
            {t("reviews.visit", { month: review.visitMonth })}
          </span>
        ) : null}
      </p>
      <p className="mt-2 whitespace-pre-line break-words">{review.body}</p>
    </>
  );
}

/** The reviews section: the visitors' average, their reviews, and 'Skriv ett omdöme'. */
export function PlaceReviews({
  slug,
  placeName,
  reviews,
}: {
  slug: string;
  placeName: string;
  reviews: PlaceReviewsData;
}) {
  const t = useT();
  const { rating } = useFormats();
  const { summary, page, pages } = reviews;
  const pageLink = (to: number) => `?${REVIEWS_ANCHOR}=${to}#${REVIEWS_ANCHOR}`;
  return (
    <section aria-labelledby={REVIEWS_ANCHOR} className="mt-10">
      <h2 id={REVIEWS_ANCHOR} className="font-display text-2xl font-bold">
        {t("reviews.heading")}
      </h2>
      <p className="mt-2 text-ink-soft">
        {summary
          ? t("reviews.summary", {
              rating: rating(summary.average),
              count: t("reviews.count", { count: summary.count, number: String(summary.count) }),
            })
          : t("reviews.empty")}
      </p>
      {reviews.reviews.length > 0 ? (
        <ol className="mt-4 space-y-4">
          {reviews.reviews.map((review) => (
            <li key={review.id} className="rounded-2xl border border-ink/10 p-4">
              <ReviewText review={review} />
              {review.reply ? (
                <div className="mt-3 border-l-4 border-teal/40 pl-3" data-testid="owner-reply">
                  <p className="font-semibold">{t("reviews.reply", { name: placeName })}</p>
                  <p className="mt-1 whitespace-pre-line break-words">{review.reply}</p>
                </div>
              ) : null}
              <p className="mt-2 text-sm">
                <PageLink
                  to={reportPath(review.id)}
                  rel="nofollow"
                  className="text-ink-soft underline"
                >
                  {t("reviews.report")}
                  <span className="sr-only">{` ${t("reviews.reportOf", { name: review.name })}`}</span>
                </PageLink>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t("reviews.more")} className="mt-4 flex flex-wrap items-center gap-4">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="font-semibold underline">
              {t("reviews.newer")}
            </Link>
          ) : null}
          <span className="text-ink-soft">{t("reviews.page", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className="font-semibold underline">
              {t("reviews.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p className="mt-4">
        <PageLink to={reviewFormPath(slug)} rel="nofollow" className="btn-secondary inline-flex">
          {t("reviews.write")}
        </PageLink>
      </p>
    </section>
  );
}
