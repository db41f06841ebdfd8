import { isRouteErrorResponse } from "react-router";
import { SITE } from "~/content/site";

/**
 * What a page that failed says, in Swedish: the root's error boundary, and the operator
 * area's inside its own frame (app/routes/admin/layout.tsx).
 */
export function ErrorMessage({
  error,
  back = { to: "/", label: "Tillbaka till startsidan" },
}: {
  error: unknown;
  back?: { to: string; label: string };
}) {
  let heading = "Något gick fel";
  let text = "Ett oväntat fel uppstod. Försök igen om en stund.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      heading = "Oops! Sidan du letar efter finns inte";
      text = "Sidan kan ha flyttats eller tagits bort.";
    } else if (error.status === 400) {
      heading = "Felaktig förfrågan";
      text = typeof error.data === "string" && error.data ? error.data : text;
    } else if (error.status === 429) {
      heading = "För många försök";
      text = typeof error.data === "string" && error.data ? error.data : text;
    }
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{`${heading} | ${SITE.name}`}</title>
      <h1 className="font-display text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-ink-soft">{text}</p>
      <a href={back.to} className="btn-primary mt-8 inline-flex">
        {back.label}
      </a>
    </section>
  );
}
