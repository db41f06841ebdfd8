import { Link } from "react-router";
import { FormAlert } from "~/components/form/field";
import type { FormFailure } from "~/lib/forms/replies";
import { pageMeta } from "~/lib/seo/meta";

/** An admin page's title and description for the document's head. */
export function adminMeta(title: string, description = "Malmöguidens redaktion.") {
  return pageMeta(title, description);
}

/** The frame of a signed-in admin page: a way back, the heading and its main action. */
export function AdminPage({
  back,
  title,
  action,
  wide = false,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  /** The page's main action, e.g. "Nytt evenemang", beside the heading. */
  action?: { to: string; label: string };
  /** Lists use the wider frame, forms the narrower one. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`mx-auto ${wide ? "max-w-5xl" : "max-w-3xl"} px-4 py-12`}>
      <p>
        <Link to={back.to} className="font-semibold text-teal-dark underline">
          {back.label}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-bold">{title}</h1>
        {action ? (
          <Link to={action.to} className="btn-primary inline-flex">
            {action.label}
          </Link>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/**
 * A top-level page of the operator area (a list, the featured places, the plans): the
 * way back is to the start page, and it uses the wider frame.
 */
export function AdminSectionPage({
  title,
  action,
  children,
}: {
  title: string;
  action?: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <AdminPage back={{ to: "/admin", label: "Redaktion" }} title={title} action={action} wide>
      {children}
    </AdminPage>
  );
}

/** A part of an admin page under its own heading, which names the section. */
export function AdminSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id (also the section's anchor, e.g. #agare). */
  id: string;
  title: React.ReactNode;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-display text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Under an edit page's heading: the record's page as visitors see it. */
export function PublicPageLink({ href }: { href: string }) {
  return (
    <p className="mt-2">
      <a href={href} className="text-teal-dark underline">
        Visa den publika sidan
      </a>
    </p>
  );
}

/** A saved-or-failed message under the heading (announced when it appears). */
export function Notice({
  tone = "success",
  children,
}: {
  tone?: "success" | "error";
  children: React.ReactNode;
}) {
  return tone === "success" ? (
    <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
      {children}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-lg bg-rose-50 p-3 font-semibold text-rose-900">
      {children}
    </p>
  );
}

/** The page frame of the signed-out admin pages (sign-in, choosing a password). */
export function AdminCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">{children}</div>
    </div>
  );
}

/** An admin form's card under the page heading (SchemaForm's className). */
export const ADMIN_FORM_CLASS = "mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm";

/** An admin form's message when fields are in error (SchemaForm's invalidMessage). */
export const FIX_MARKED_FIELDS = "Rätta fälten som är markerade nedan.";

/**
 * The outcome of a page's small POST forms, under its heading: "saved" after the
 * redirect of a change that went through, or why the last one was refused.
 */
export function ChangeOutcome({
  saved,
  refusal,
}: {
  saved: boolean;
  refusal?: { ok: true } | FormFailure;
}) {
  return (
    <>
      {saved && !refusal ? <Notice>Ändringarna är sparade.</Notice> : null}
      <div className="mt-4">
        <FormAlert message={refusal && !refusal.ok ? refusal.errors.form : undefined} />
      </div>
    </>
  );
}
