import { Link } from "react-router";
import { FormAlert } from "~/components/form/field";
import type { FormFailure } from "~/lib/form-replies";

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
