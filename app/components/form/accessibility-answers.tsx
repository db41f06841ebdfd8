import { ACCESSIBILITY, type AccessibilityKey } from "~/lib/accessibility/accessibility";
import { useT } from "~/lib/i18n/i18n";

const ANSWERS = [
  ["yes", "access.answer.yes"],
  ["no", "access.answer.no"],
  ["vet-inte", "access.answer.unknown"],
] as const;

/**
 * The accessibility facts as radio groups, each yes, no or unknown ('Vet inte', chosen
 * when nothing is known): the admin's page, the owner's editor and the registration form.
 * `note` adds a line under a fact's name (the admin's 'Kontrollerad …').
 */
export function AccessibilityAnswers({
  answers,
  note,
}: {
  answers: Partial<Record<AccessibilityKey, string | undefined>>;
  note?: (key: AccessibilityKey) => string | undefined;
}) {
  const t = useT();
  return (
    <>
      {ACCESSIBILITY.map((item) => {
        const line = note?.(item.key);
        return (
          <fieldset key={item.key} className="border-b border-ink/10 pb-3">
            <legend className="font-semibold">{t(`access.${item.key}`)}</legend>
            {line ? <p className="text-sm text-ink-soft">{line}</p> : null}
            <div className="mt-1 flex flex-wrap gap-4">
              {ANSWERS.map(([value, id]) => (
                <label key={value} className="flex items-center gap-2 py-1">
                  <input
                    type="radio"
                    name={item.key}
                    value={value}
                    defaultChecked={(answers[item.key] ?? "vet-inte") === value}
                  />
                  {t(id)}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
