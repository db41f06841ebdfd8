import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/** What an enhanced form gets when its post got no answer from its action (see sendOrFail). */
export const POST_FAILED = { failed: true } as const;
export type PostFailed = typeof POST_FAILED;

/**
 * A route's clientAction for a form that is sent without leaving the page: the route's
 * own action answers (React Router's data request, the one transport); a network
 * failure or an answer that is not the action's comes back as POST_FAILED, so the form
 * can say so instead of the page turning into the error page.
 */
export async function sendOrFail<T>(serverAction: () => Promise<T>): Promise<T | PostFailed> {
  try {
    return await serverAction();
  } catch {
    return POST_FAILED;
  }
}

/**
 * Sends a form to a route's action without leaving the page and hands each answer to
 * `onReply` once. The route must export `clientAction = ({ serverAction }) =>
 * sendOrFail(serverAction)`. Without JavaScript the same form posts to the same action
 * natively and the page shows the answer.
 */
export function useFormAction<T>(action: string, onReply: (reply: T | PostFailed) => void) {
  const fetcher = useFetcher<T | PostFailed>();
  const handled = useRef<unknown>(undefined);
  const replyTo = useRef(onReply);
  replyTo.current = onReply;
  useEffect(() => {
    // The answer is there once the post is done (the page's data may still be reloading).
    if (fetcher.state === "submitting" || fetcher.data === undefined) return;
    if (handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    replyTo.current(fetcher.data as T | PostFailed);
  }, [fetcher.state, fetcher.data]);
  const { submit: send } = fetcher;
  const submit = useCallback(
    (formData: FormData) =>
      // The answer is all the form needs: the page's own data is not reloaded, so a
      // network failure stays the form's message and never becomes the error page.
      send(formData, {
        method: "post",
        action,
        encType: "multipart/form-data",
        defaultShouldRevalidate: false,
      }),
    [send, action],
  );
  return { submitting: fetcher.state === "submitting", submit };
}

export function isPostFailed(reply: unknown): reply is PostFailed {
  return typeof reply === "object" && reply !== null && "failed" in reply;
}
