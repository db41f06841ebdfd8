import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

export function SectionHeading({
  id,
  title,
  text,
  link,
}: {
  id: string;
  title: string;
  text?: string;
  link?: { label: string; href: string };
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="font-display text-3xl font-bold text-ink">
          {title}
        </h2>
        {text ? <p className="mt-2 max-w-2xl text-ink-soft">{text}</p> : null}
      </div>
      {link ? (
        <Link
          to={link.href}
          className="inline-flex items-center gap-1 font-semibold text-teal-dark hover:underline"
        >
          {link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
