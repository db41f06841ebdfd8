import { useCallback, useState } from "react";

export type PostResult<T> = { kind: "reply"; status: number; body: T } | { kind: "failed" };

/**
 * Posts a form to a JSON endpoint without leaving the page. A network failure or an
 * answer that is not the endpoint's JSON comes back as { kind: "failed" }, so the
 * form can say so instead of the page breaking.
 */
export function useFormPost<T>() {
  const [submitting, setSubmitting] = useState(false);
  const post = useCallback(async (url: string, body: FormData): Promise<PostResult<T>> => {
    setSubmitting(true);
    try {
      const response = await fetch(url, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
      });
      if (!(response.headers.get("content-type") ?? "").includes("application/json"))
        return { kind: "failed" };
      return { kind: "reply", status: response.status, body: (await response.json()) as T };
    } catch {
      return { kind: "failed" };
    } finally {
      setSubmitting(false);
    }
  }, []);
  return { submitting, post };
}
