import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "~/components/place/page-parts";

/**
 * What a visitor's form about a place says once it is sent (a claim, a review, a report):
 * the way back, the thanks as the page's heading, what happens next, and the way back
 * again as a button. A status region, so it is announced where it replaces the form.
 */
export function SentPage({
  back,
  title,
  text,
  testId,
}: {
  back: { href: string; label: string };
  title: string;
  text: string;
  testId: string;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <BackLink href={back.href} label={back.label} />
      <div
        role="status"
        className="mt-6 rounded-3xl bg-white p-6 text-center shadow-sm sm:p-10"
        data-testid={testId}
      >
        <CheckCircle2 className="mx-auto size-14 text-teal" aria-hidden="true" />
        <h1 className="mt-4 font-display text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-ink-soft">{text}</p>
        <Link to={back.href} className="btn-primary mt-8 inline-flex">
          {back.label}
        </Link>
      </div>
    </div>
  );
}
