import { ACCESSIBILITY, accessibilityOf } from "~/lib/accessibility/accessibility";

// The audit log shows stored values as the operator knows them: a field kept as JSON or
// as a code is written out in Swedish rather than shown raw.

/** "Entré utan trappsteg: ja (kontrollerat 2026-11-20); Hörslinga: nej (…)", or "–". */
export function accessibilityText(json: unknown): string {
  if (typeof json !== "string") return "–";
  const facts = accessibilityOf(json);
  const lines = ACCESSIBILITY.flatMap((item) => {
    const fact = facts[item.key];
    return fact
      ? [`${item.label}: ${fact.value === "yes" ? "ja" : "nej"} (kontrollerat ${fact.checkedAt})`]
      : [];
  });
  return lines.length === 0 ? "–" : lines.join("; ");
}

const CONFIRMED_BY: Readonly<Record<string, string>> = {
  operator: "Malmöguiden",
  owner: "företaget",
};

/** A record's status as the forms name it (the CSV import and the forms store codes). */
const STATUS: Readonly<Record<string, string>> = { published: "Publicerad", hidden: "Dold" };

const coded =
  (words: Readonly<Record<string, string>>) =>
  (value: unknown): string =>
    value == null || value === ""
      ? "–"
      : typeof value === "string"
        ? (words[value] ?? value)
        : String(value);

/** Fields whose stored value needs words; the rest are shown as they are. */
export const AUDIT_VALUE_TEXT: Readonly<Record<string, (value: unknown) => string>> = {
  accessibility: accessibilityText,
  confirmed_by: coded(CONFIRMED_BY),
  status: coded(STATUS),
  confirmed_facts: coded({
    "": "inga",
    hours: "öppettider",
    contact: "kontaktuppgifter",
    "hours,contact": "öppettider och kontaktuppgifter",
  }),
};
