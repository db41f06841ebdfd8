import { CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { useLocation } from "react-router";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { failureMessage, type NewsletterReply } from "~/lib/forms/replies";
import {
  NEWSLETTER_CONFIRM_BY_EMAIL,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_POLICY,
  type NewsletterSource,
  validateNewsletter,
} from "~/lib/newsletter/signup-form";
import { Honeypot } from "./honeypot";
import { showToast } from "./toasts";
import { isPostFailed, useFormAction } from "./use-form-action";

/**
 * Footer newsletter signup (spec 4, 5, 8). With JavaScript it posts to /newsletter's
 * action in the background and answers with toasts; without it the form posts to the
 * same action natively, which shows the same messages as a page. It says what the address is used for
 * (consent), and sends where it was so the consent records its source.
 */
export function NewsletterForm({ source }: { source?: NewsletterSource }) {
  const inputId = useId();
  const { pathname } = useLocation();
  const formSource = source ?? (pathname === "/" ? "startsida" : "sidfot");
  const [confirmed, setConfirmed] = useState(false);
  const { submitting, submit: send } = useFormAction<NewsletterReply>("/newsletter", (reply) => {
    if (isPostFailed(reply)) {
      console.error("Nyhetsbrevet: anmälan kunde inte skickas");
      showToast("newsletter", "error", NEWSLETTER_MESSAGES.failure);
    } else if (reply.ok) {
      showToast("newsletter", reply.duplicate ? "info" : "success", reply.message);
      setConfirmed(true);
    } else {
      showToast("newsletter", "error", failureMessage(reply));
    }
  });

  function submit(form: HTMLFormElement) {
    const formData = new FormData(form);
    const check = validateNewsletter({ email: formData.get("email") });
    if (!check.ok && check.message === NEWSLETTER_MESSAGES.required) {
      showToast("newsletter", "error", check.message);
      return;
    }
    void send(formData);
  }

  if (confirmed) {
    return (
      <div
        role="status"
        className="mt-4 flex items-start gap-3 rounded-xl bg-emerald-700 p-4 text-white"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{NEWSLETTER_MESSAGES.success.title}</p>
          <p className="text-sm">{NEWSLETTER_MESSAGES.success.description}</p>
          <p className="mt-1 text-sm">{NEWSLETTER_CONFIRM_BY_EMAIL}</p>
        </div>
      </div>
    );
  }

  return (
    <form
      method="post"
      action="/newsletter"
      noValidate
      className="relative mt-4 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-white">
        E-postadress
      </label>
      <Honeypot name={HONEYPOT_FIELD} />
      <input type="hidden" name="source" value={formSource} />
      <fieldset disabled={submitting} className="flex flex-col gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="din@epost.se"
          maxLength={254}
          aria-describedby={`${inputId}-consent`}
          className="field text-ink disabled:opacity-70"
        />
        <button
          type="submit"
          className="btn-primary inline-flex shrink-0 justify-center bg-coral-dark hover:bg-coral disabled:opacity-70"
        >
          {submitting ? "Prenumererar..." : "Prenumerera"}
        </button>
      </fieldset>
      <p id={`${inputId}-consent`} className="text-xs text-white/90">
        {NEWSLETTER_POLICY.text} Villkorsversion {NEWSLETTER_POLICY.version}.
      </p>
    </form>
  );
}
