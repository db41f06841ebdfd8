import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { PageLink } from "./page-link";

interface HeadingProps {
  id: string;
  title: string;
  text?: string;
  link?: { label: string; href: string };
}

export function SectionHeading({ id, title, text, link }: HeadingProps) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="font-display text-3xl font-bold text-ink">
          {title}
        </h2>
        {text ? <p className="mt-2 max-w-2xl text-ink-soft">{text}</p> : null}
      </div>
      {link ? (
        <PageLink
          to={link.href}
          className="inline-flex items-center gap-1 font-semibold text-teal-dark hover:underline"
        >
          {link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </PageLink>
      ) : null}
    </div>
  );
}

/**
 * A page section labelled by its heading. With `band` (a background class) the colour
 * spans the screen and the content keeps the page's width inside it.
 */
export function PageSection({
  band,
  children,
  ...heading
}: HeadingProps & { band?: string; children: ReactNode }) {
  const content = (
    <>
      <SectionHeading {...heading} />
      {children}
    </>
  );
  return band ? (
    <section aria-labelledby={heading.id} className={`${band} py-16`}>
      <div className="mx-auto max-w-7xl px-4">{content}</div>
    </section>
  ) : (
    <section aria-labelledby={heading.id} className="mx-auto max-w-7xl px-4 py-16">
      {content}
    </section>
  );
}
