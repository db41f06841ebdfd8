import { Link, redirect, useNavigation } from "react-router";
import { ownerPageHeaders, sameOrigin } from "~/.server/auth/owner-auth";
import { readForm, refusal, refuse } from "~/.server/http/form";
import { OWNER_FORM, ownerAndPlace, ownerEditLimited } from "~/.server/owner/owner-forms";
import { reviewsToAnswer, submitReply } from "~/.server/reviews/replies";
import { Field, FormAlert, SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import { OwnerCard, OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import { ReviewText } from "~/components/place/place-reviews";
import { OWNER_EDITOR_POLICY, type RequestPolicy } from "~/lib/http/request-policy";
import { ownerEditorPath } from "~/lib/owner/paths";
import {
  ownerReviewAnchor,
  ownerReviewsPath,
  REPLY_LIMITS,
  REPLY_MESSAGES,
  replySchema,
} from "~/lib/reviews/reply-form";
import { pageMeta } from "~/lib/seo/meta";
import { formatMonth } from "~/lib/text/dates";
import type { Route } from "./+types/omdomen";

export const requestPolicy: RequestPolicy = OWNER_EDITOR_POLICY;

// /foretagare/foretag/:slug/omdomen: the visitors' published reviews of a place the owner
// owns, each answerable once ('Svara', issue 39, point 3). A reply waits for the
// operator like the owner's other changes and shows under the review once published;
// the owner is mailed either way, and may write anew after a rejection.

const NOT_YOURS = "Du kan bara svara på omdömen om dina egna företag.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.database;
  const { place } = await ownerAndPlace(db, request, params.slug, NOT_YOURS);
  const reviews = await reviewsToAnswer(db, place.slug);
  const sent = Number(new URL(request.url).searchParams.get("skickat"));
  return {
    slug: place.slug,
    name: place.name,
    reviews: reviews.map((review) => ({
      ...review,
      visitMonth: review.visitMonth ? formatMonth(review.visitMonth) : null,
    })),
    sent: reviews.some((review) => review.id === sent) ? sent : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) return refuse(403, "Förfrågan kommer från en annan webbplats.");
  const { db } = context.database;
  const { owner, place } = await ownerAndPlace(db, request, params.slug, NOT_YOURS);
  const read = await readForm(request, replySchema, "ownerEditor", OWNER_FORM);
  if (!read.ok) return refusal(read);
  const limited = await ownerEditLimited(owner.email, read.values);
  if (limited) return limited;
  const outcome = await submitReply(db, owner.email, place.slug, read.value);
  if (!outcome.ok) {
    if (outcome.kind === "not-owner") return refuse(403, NOT_YOURS);
    return outcome.kind === "answered"
      ? refuse(409, REPLY_MESSAGES.answered, read.values)
      : refuse(404, REPLY_MESSAGES.review, read.values);
  }
  const review = Number(read.value.review);
  return redirect(
    `${ownerReviewsPath(place.slug)}?skickat=${review}#${ownerReviewAnchor(review)}`,
    303,
  );
}

export const headers: Route.HeadersFunction = ownerPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data ? `Omdömen: ${data.name}` : "Omdömen",
    "Besökarnas omdömen om företaget och dina svar.",
  ),
];

export default function OwnerReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, name, reviews, sent } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const failedFor = failure?.values.review;
  // A refusal about a review no longer listed (removed meanwhile) is shown above the list.
  const failedHere = reviews.some((review) => String(review.id) === failedFor);
  return (
    <OwnerPage
      title={`Omdömen: ${name}`}
      intro={
        <p>
          Här ser du besökarnas publicerade omdömen om företaget, de senaste först. Du kan svara på
          varje omdöme en gång. Vi läser svaret innan det visas under omdömet, och mejlar dig när
          det är publicerat.
        </p>
      }
    >
      <p>
        <Link to={ownerEditorPath(slug)} className="font-semibold underline">
          Tillbaka till företagets uppgifter
        </Link>
      </p>
      {failure && !failedHere ? <FormAlert message={failure.errors.form} /> : null}
      {reviews.length === 0 ? (
        <OwnerCard>
          <p>Inga publicerade omdömen ännu.</p>
        </OwnerCard>
      ) : null}
      {reviews.map((review) => {
        const failed = failedFor === String(review.id) ? failure : undefined;
        const reply = review.reply;
        const answerable = !reply || reply.status === "rejected";
        return (
          <OwnerCard key={review.id} label={`Omdömet av ${review.name}`}>
            <article id={ownerReviewAnchor(review.id)} className="scroll-mt-24">
              <ReviewText review={review} />
              {sent === review.id && !actionData ? (
                <div className="mt-3">
                  <OwnerNotice>{REPLY_MESSAGES.sent}</OwnerNotice>
                </div>
              ) : null}
              {reply && reply.status !== "rejected" ? (
                <div className="mt-3 border-l-4 border-teal/40 pl-3">
                  <p className="font-semibold">
                    {reply.status === "published"
                      ? "Ditt svar visas under omdömet"
                      : "Ditt svar väntar på granskning"}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words">{reply.body}</p>
                </div>
              ) : null}
              {reply?.status === "rejected" ? (
                <p className="mt-3 text-ink-soft">
                  {`Ditt förra svar publicerades inte. Skäl: ${reply.reason ?? "inget angivet"}`}
                </p>
              ) : null}
              {answerable ? (
                <details className="mt-3" open={Boolean(failed)}>
                  <summary className="btn-secondary inline-flex cursor-pointer">
                    Svara
                    <span className="sr-only">{` på omdömet av ${review.name}`}</span>
                  </summary>
                  <SchemaForm
                    schema={replySchema}
                    serverErrors={failed?.errors}
                    invalidMessage={REPLY_MESSAGES.invalid}
                    className="mt-3 space-y-4"
                  >
                    {(errors) => (
                      <>
                        <input type="hidden" name="review" value={review.id} />
                        <Field
                          label="Ditt svar"
                          name="body"
                          rows={5}
                          maxLength={REPLY_LIMITS.body}
                          defaultValue={failed?.values.body ?? ""}
                          hint="Visas under omdömet med företagets namn. Vanlig text, högst 1 500 tecken."
                          error={errors.body}
                        />
                        <SubmitButton
                          busy={busy}
                          label="Skicka svaret för granskning"
                          busyLabel="Skickar..."
                        />
                      </>
                    )}
                  </SchemaForm>
                </details>
              ) : null}
            </article>
          </OwnerCard>
        );
      })}
    </OwnerPage>
  );
}
