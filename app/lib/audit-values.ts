import { ACCESSIBILITY, accessibilityOf } from "./accessibility";

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

/** Fields whose stored value needs words; the rest are shown as they are. */
export const AUDIT_VALUE_TEXT: Readonly<Record<string, (value: unknown) => string>> = {
  accessibility: accessibilityText,
  confirmed_by: (value) =>
    typeof value === "string"
      ? (CONFIRMED_BY[value] ?? value)
      : value == null
        ? "–"
        : String(value),
};
