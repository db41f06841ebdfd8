import { useRef } from "react";
import { useSubmit } from "react-router";

/**
 * A GET form whose results follow the typing: `submitSoon` sends the form once the
 * visitor has paused for `delayMs`, replacing the history entry and keeping the scroll.
 * Without JavaScript the form is a plain GET (the events list, the site search).
 */
export function useSubmitSoon(delayMs: number) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const debounce = useRef<number | undefined>(undefined);
  function submitSoon() {
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, delayMs);
  }
  return { formRef, submitSoon };
}
