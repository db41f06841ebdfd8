// Accessibility as data (issue 24, point 2): a fixed set of facts about a place, each
// yes, no or unknown, with the day it was last checked. Client-safe: the filter form, the
// place's page and the admin's form read the same list.

export const ACCESSIBILITY = [
  {
    key: "trappfri",
    label: "Entré utan trappsteg",
    yes: "Entrén är utan trappsteg",
    no: "Entrén har trappsteg",
  },
  {
    key: "toalett",
    label: "Tillgänglig toalett",
    yes: "Det finns en tillgänglighetsanpassad toalett",
    no: "Ingen tillgänglighetsanpassad toalett",
  },
  { key: "horslinga", label: "Hörslinga", yes: "Det finns hörslinga", no: "Ingen hörslinga" },
  {
    key: "sittplatser",
    label: "Sittplatser att vila på",
    yes: "Det finns sittplatser att vila på",
    no: "Inga sittplatser att vila på",
  },
  {
    key: "ledarhund",
    label: "Ledarhundar välkomna",
    yes: "Ledarhundar och assistanshundar är välkomna",
    no: "Ledarhundar är inte välkomna",
  },
  {
    key: "lugna-timmar",
    label: "Lugna timmar",
    yes: "Det finns lugna timmar med mindre ljud och färre besökare",
    no: "Inga lugna timmar",
  },
] as const;

export type AccessibilityKey = (typeof ACCESSIBILITY)[number]["key"];

/** One fact: yes or no, and the day it was checked ("2026-11-26"). Unknown: no entry. */
export interface AccessibilityFact {
  value: "yes" | "no";
  checkedAt: string;
}

export type Accessibility = Partial<Record<AccessibilityKey, AccessibilityFact>>;

const KEYS: ReadonlySet<string> = new Set(ACCESSIBILITY.map((item) => item.key));

export const isAccessibilityKey = (key: string): key is AccessibilityKey => KEYS.has(key);

/** The stored JSON as facts; anything malformed is left out (unknown). */
export function accessibilityOf(json: string | null | undefined): Accessibility {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  const facts: Accessibility = {};
  if (!parsed || typeof parsed !== "object") return facts;
  for (const [key, fact] of Object.entries(parsed as Record<string, unknown>)) {
    if (!isAccessibilityKey(key) || !fact || typeof fact !== "object") continue;
    const { value, checkedAt } = fact as Record<string, unknown>;
    if ((value === "yes" || value === "no") && typeof checkedAt === "string")
      facts[key] = { value, checkedAt };
  }
  return facts;
}
