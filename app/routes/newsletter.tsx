import { data, Link } from "react-router";
import { handleNewsletter } from "~/.server/registrations/form-handlers";
import { NewsletterForm } from "~/components/newsletter-form";
import { isPostFailed, sendOrFail } from "~/components/use-form-action";
import { failureMessage, type NewsletterReply } from "~/lib/forms/replies";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import {
  formAnsweringOwnLimit,
  NEWSLETTER_MAX_BODY,
  type RequestPolicy,
} from "~/lib/http/request-policy";
import { withActionHeaders } from "~/lib/http/route-headers";
import { NEWSLETTER_CONFIRM_BY_EMAIL } from "~/lib/newsletter/signup-form";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/newsletter";

export const pagePolicy: PagePolicy = LISTED_PAGE;

export const requestPolicy: RequestPolicy = formAnsweringOwnLimit(NEWSLETTER_MAX_BODY);

/** Every newsletter form's action: a page without JavaScript, the form's answer with it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, body, headers } = await handleNewsletter(request, context);
  return data<NewsletterReply>(body, { status, headers });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendOrFail(serverAction);

export const headers: Route.HeadersFunction = withActionHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Nyhetsbrev",
    "Prenumerera på Malmöguidens nyhetsbrev med tips om evenemang, nya platser och erbjudanden.",
  );

function replyMessage(reply: NewsletterReply) {
  return reply.ok ? reply.message : failureMessage(reply);
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  // A page without JavaScript shows the action's answer; the enhanced form answers in place.
  const reply = actionData && !isPostFailed(actionData) ? actionData : undefined;
  const ok = reply?.ok === true;
  const message = reply ? replyMessage(reply) : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-4xl font-bold">Nyhetsbrev</h1>
      {message ? (
        <div
          role={ok ? "status" : "alert"}
          className={`mt-6 rounded-2xl p-6 ${ok ? "bg-emerald-50 text-emerald-900" : "bg-rose-50 text-rose-900"}`}
        >
          <p className="text-lg font-bold">{message.title}</p>
          {message.description ? <p className="mt-1">{message.description}</p> : null}
          {ok ? <p className="mt-1">{NEWSLETTER_CONFIRM_BY_EMAIL}</p> : null}
        </div>
      ) : (
        <p className="mt-4 text-ink-soft">
          Få tips om evenemang, nya platser och erbjudanden i Malmö direkt i din inkorg.
        </p>
      )}
      {ok ? null : (
        <div className="mt-6 rounded-2xl bg-sea-dark p-6">
          <NewsletterForm source="nyhetsbrev-sidan" />
        </div>
      )}
      <Link to="/" className="btn-primary mt-8 inline-flex">
        Tillbaka till startsidan
      </Link>
    </div>
  );
}
