import { CheckCircle2 } from "lucide-react";
import { Children } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/lib/i18n/i18n";
import type { Language } from "~/lib/i18n/languages";
import { pageMeta } from "~/lib/seo/meta";
import { newsletterPolicyText } from "./newsletter-form";
import { PageLink } from "./page-link";

// The pages behind a mail's links: the newsletter's (app/routes/nyhetsbrev/: confirm a
// signup, unsubscribe, subscribe again) and the owner reminder's (app/routes/foretagare/:
// 'Allt stämmer', no more reminders). One page: a confirmation or a heading, what the route
// says, a one-button form carrying the link's token, and a way back.

/** The token is in the address: never cached, never indexed. */
export const linkPageHeaders = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

/** A link page's meta function: its title and description, never indexed. */
export function linkPageMeta(title: string, description: string) {
  return () => linkPageTags(title, description);
}

/** A link page's meta tags in `language`: its title and description, never indexed. */
export function linkPageTags(title: string, description: string, language?: Language) {
  return [
    ...pageMeta(title, description, language),
    { name: "robots", content: "noindex, nofollow" },
    // The token is in the address: never pass it on to another site. Not "no-referrer":
    // a form posted without JavaScript would then say "Origin: null", which React
    // Router refuses as a cross-site action (400).
    { name: "referrer", content: "same-origin" },
  ];
}

export function LinkPage({
  title,
  done,
  form,
  back,
  children,
}: {
  /** The page's heading, unless it confirms that something was done. */
  title?: string;
  /** Something was done: announced, in place of the heading. */
  done?: { title: string; text: string };
  /** One button that posts the link's token. */
  form?: { token: string; label: string; busyLabel: string; action?: string; lead?: string };
  back?: { to: string; label: string; primary?: boolean };
  children?: React.ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  const t = useT();
  // One flat list of the page's parts: each keeps the place among the page's children
  // that it had when the three pages were written out, so their generated ids stay.
  const parts = [
    done ? (
      <div
        key="done"
        role="status"
        className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-6"
      >
        <CheckCircle2 className="mt-1 size-6 shrink-0 text-emerald-800" aria-hidden="true" />
        <div>
          <h1 className="font-display text-3xl font-bold text-emerald-950">{done.title}</h1>
          <p className="mt-2 text-emerald-950">{done.text}</p>
        </div>
      </div>
    ) : (
      <h1 key="title" className="font-display text-4xl font-bold">
        {title}
      </h1>
    ),
    ...Children.toArray(children),
    form ? (
      <Form
        key="form"
        method="post"
        action={form.action}
        className="mt-6 space-y-3 rounded-2xl bg-white p-6 shadow-sm"
      >
        {form.lead ? <p className="font-semibold">{form.lead}</p> : null}
        <input type="hidden" name="token" value={form.token} />
        <button type="submit" disabled={busy} className="btn-primary inline-flex">
          {busy ? form.busyLabel : form.label}
        </button>
        <p className="text-sm text-ink-soft">{newsletterPolicyText(t)}</p>
      </Form>
    ) : null,
    back ? (
      <PageLink
        key="back"
        to={back.to}
        className={`${back.primary ? "btn-primary" : "btn-secondary"} mt-8 inline-flex`}
      >
        {back.label}
      </PageLink>
    ) : null,
  ].filter((part) => part !== null);
  return <div className="mx-auto max-w-xl px-4 py-16">{parts}</div>;
}
