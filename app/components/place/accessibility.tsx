import { Check, X } from "lucide-react";
import { ACCESSIBILITY, type Accessibility } from "~/lib/accessibility/accessibility";
import { useFormats } from "~/lib/i18n/format";
import { useT } from "~/lib/i18n/i18n";

/** What is known about a place's accessibility (issue 24, point 2); nothing when nothing is. */
export function AccessibilityFacts({ facts }: { facts: Accessibility }) {
  const t = useT();
  const { date } = useFormats();
  const known = ACCESSIBILITY.flatMap((item) => {
    const fact = facts[item.key];
    return fact ? [{ ...item, fact }] : [];
  });
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="tillganglighet" className="mt-8 max-w-xl">
      <h2 id="tillganglighet" className="font-display text-2xl font-bold">
        {t("access.heading")}
      </h2>
      <ul className="mt-3 space-y-2" data-testid="accessibility">
        {known.map(({ key, fact }) => (
          <li key={key} className="flex gap-2">
            {fact.value === "yes" ? (
              <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <X className="mt-0.5 size-5 shrink-0 text-rose-700" aria-hidden="true" />
            )}
            <span>
              {t(fact.value === "yes" ? `access.yes.${key}` : `access.no.${key}`)}
              <span className="text-sm text-ink-soft">{` ${t("access.checked", { date: date(fact.checkedAt) })}`}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
