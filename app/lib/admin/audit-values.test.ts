import { describe, expect, it } from "vitest";
import { PLACE_COLUMNS } from "~/.server/import/places-csv";
import { PLACE_FIELD_NAMES } from "~/components/admin/place-fields";
import { AUDIT_VALUE_TEXT, accessibilityText } from "~/lib/admin/audit-values";

describe("the audit log's values in Swedish", () => {
  it("writes accessibility facts out instead of showing their JSON", () => {
    const json = JSON.stringify({
      trappfri: { value: "yes", checkedAt: "2026-11-20" },
      horslinga: { value: "no", checkedAt: "2026-11-21" },
    });
    expect(accessibilityText(json)).toBe(
      "Entré utan trappsteg: ja (kontrollerat 2026-11-20); Hörslinga: nej (kontrollerat 2026-11-21)",
    );
    expect(accessibilityText("{}")).toBe("–");
    expect(accessibilityText(null)).toBe("–");
  });

  it("names who confirmed", () => {
    expect(AUDIT_VALUE_TEXT.confirmed_by?.("operator")).toBe("Malmöguiden");
    expect(AUDIT_VALUE_TEXT.confirmed_by?.("owner")).toBe("företaget");
    expect(AUDIT_VALUE_TEXT.confirmed_by?.(null)).toBe("–");
  });

  it("has a Swedish name for every business field the sub-pages audit", () => {
    for (const field of [
      "opening_hours",
      "hours_checked_at",
      "accessibility",
      "confirmed_at",
      "confirmed_by",
    ])
      expect(PLACE_FIELD_NAMES[field], field).toMatch(/^[A-ZÅÄÖ][a-zåäö ]+$/);
  });

  it("has a Swedish name for every column the CSV import writes (issue 35: no 'opening_hours')", () => {
    for (const column of PLACE_COLUMNS.filter((name) => name !== "slug"))
      expect(PLACE_FIELD_NAMES[column], column).toMatch(/^[A-ZÅÄÖ][\p{L} -]+$/u);
  });

  it("names a status as the form does", () => {
    expect(AUDIT_VALUE_TEXT.status?.("published")).toBe("Publicerad");
    expect(AUDIT_VALUE_TEXT.status?.("hidden")).toBe("Dold");
    expect(AUDIT_VALUE_TEXT.status?.(null)).toBe("–");
  });
});
