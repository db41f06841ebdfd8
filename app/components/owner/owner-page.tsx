import type { ReactNode } from "react";

/**
 * An owner page's heading, introduction and content; the column around it is the owner
 * area's layout (app/routes/foretagare/layout.tsx).
 */
export function OwnerPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-4 text-ink-soft">{intro}</div> : null}
      <div className="mt-6 space-y-6">{children}</div>
    </>
  );
}

/** A white card on the owner pages. */
export function OwnerCard({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section aria-label={label} className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

/** A confirmation that is announced when it appears. */
export function OwnerNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
      {children}
    </p>
  );
}
