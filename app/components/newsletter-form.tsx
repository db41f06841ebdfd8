import { CheckCircle2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { SITE } from "~/content/site";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { failureMessage, type NewsletterReply } from "~/lib/forms/replies";
import { type MessageId, type MessageValues, useLanguage, useT } from "~/lib/i18n/i18n";
import { pathIn } from "~/lib/i18n/languages";
import {
  NEWSLETTER_POLICY,
  type NewsletterSource,
  newsletterMessagesIn,
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
  const t = useT();
  const language = useLanguage();
  // The signup's page in the page's language: its answers, and the mail, are in it.
  const action = pathIn(language, "/newsletter");
  const messages = useMemo(() => newsletterMessagesIn(t), [t]);
  const formSource = source ?? (pathname === pathIn(language, "/") ? "startsida" : "sidfot");
  const [confirmed, setConfirmed] = useState(false);
  const { submitting, submit: send } = useFormAction<NewsletterReply>(action, (reply) => {
    if (isPostFailed(reply)) {
      console.error("Nyhetsbrevet: anmälan kunde inte skickas");
      showToast("newsletter", "error", messages.failure);
    } else if (reply.ok) {
      showToast("newsletter", reply.duplicate ? "info" : "success", reply.message);
      setConfirmed(true);
    } else {
      showToast("newsletter", "error", failureMessage(reply));
    }
  });

  function submit(form: HTMLFormElement) {
    const formData = new FormData(form);
    const check = validateNewsletter({ email: formData.get("email") }, messages);
    if (!check.ok && check.message === messages.required) {
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
          <p className="font-semibold">{messages.success.title}</p>
          <p className="text-sm">{messages.success.description}</p>
          <p className="mt-1 text-sm">{t("newsletter.confirmByEmail")}</p>
        </div>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={action}
      noValidate
      className="relative mt-4 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-white">
        {t("newsletter.email")}
      </label>
      <Honeypot name={HONEYPOT_FIELD} />
      <input type="hidden" name="source" value={formSource} />
      <fieldset disabled={submitting} className="flex flex-col gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("newsletter.placeholder")}
          maxLength={254}
          aria-describedby={`${inputId}-consent`}
          className="field text-ink disabled:opacity-70"
        />
        <button
          type="submit"
          className="btn-primary inline-flex shrink-0 justify-center bg-coral-dark hover:bg-coral disabled:opacity-70"
        >
          {submitting ? t("newsletter.submitting") : t("newsletter.submit")}
        </button>
      </fieldset>
      <p id={`${inputId}-consent`} className="text-xs text-white/90">
        {newsletterPolicyText(t)}
      </p>
    </form>
  );
}

/** What the address is used for, and the version of those words (consent), in the page's language. */
export function newsletterPolicyText(t: (id: MessageId, values?: MessageValues) => string) {
  return `${t("newsletter.policy", { site: SITE.name })} ${t("newsletter.policyVersion", {
    version: NEWSLETTER_POLICY.version,
  })}`;
}
