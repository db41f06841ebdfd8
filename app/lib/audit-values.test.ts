import { describe, expect, it } from "vitest";
import { BUSINESS_FIELD_NAMES } from "~/components/admin/business-fields";
import { AUDIT_VALUE_TEXT, accessibilityText } from "./audit-values";

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
      expect(BUSINESS_FIELD_NAMES[field], field).toMatch(/^[A-ZÅÄÖ][a-zåäö ]+$/);
  });
});
