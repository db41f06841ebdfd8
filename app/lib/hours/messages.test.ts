import { describe, expect, it } from "vitest";
import { serverT } from "~/.server/i18n/catalogs";
import { validateRegistration } from "~/lib/registrations/form";
import { at, weekOf } from "../../../tests/support/week-hours";
import { readWeek } from "./day-editor";
import { weekError } from "./week";

// Issue 40: the hours editor's and the registration's checks speak the page's language
// when given its translate function, and Swedish (the spec's words) when not.

describe("the checks' words in the page's language", () => {
  it("names the day and the problem in German, Danish and English", () => {
    const overlapping = weekOf({ Mo: [at("10:00", "14:00"), at("13:00", "18:00")] });
    expect(weekError(overlapping, undefined, serverT("de"))).toBe(
      "Montag: Die Zeiten überschneiden sich. Fassen Sie sie zusammen.",
    );
    expect(weekError(overlapping, undefined, serverT("da"))).toBe(
      "Mandag: tiderne overlapper hinanden. Slå dem sammen.",
    );
    expect(weekError(overlapping)).toBe("Måndag: tiderna överlappar varandra. Slå ihop dem.");
    const sameTime = weekOf({ Sa: [at("10:00", "10:00")] });
    expect(weekError(sameTime, undefined, serverT("en"))).toBe(
      "Saturday: Opening and closing cannot be the same time. Write 00:00–24:00 for 24 hours.",
    );
  });

  it("names an eve in the sentence's language", () => {
    const week = weekOf({ Mo: [at("10:00", "18:00")] });
    week.eves.julafton = true;
    week.exceptions.push({ date: "2099-12-24", intervals: [at("10:00", "12:00")] });
    expect(weekError(week, undefined, serverT("en"))).toBe(
      "2099-12-24 is Christmas Eve, which is marked as closed. Remove the date or untick Christmas Eve.",
    );
    expect(weekError(week)).toBe(
      "2099-12-24 är julafton, som är markerad som stängd. Ta bort datumet eller ta bort bocken för julafton.",
    );
  });

  it("reads the editor's fields with the language's messages", () => {
    expect(readWeek({ "tu-0-fran": "09:00" }, serverT("de"))).toEqual({
      ok: false,
      errors: { "tu-0-till": "Geben Sie an, wann Sie schließen." },
    });
    expect(readWeek({ "avvikande-0-datum": "igår" }, serverT("da"))).toEqual({
      ok: false,
      errors: { "avvikande-0-datum": "Vælg en dato, for eksempel 2026-12-30." },
    });
  });

  it("gives the registration's errors in English, limits filled in, the spec's Swedish otherwise", () => {
    const form = {
      business_name: "x".repeat(201),
      category: "Spa",
      business_info: "",
      contact_email: "a@example.se",
    };
    expect(validateRegistration(form, serverT("en"))).toMatchObject({
      ok: false,
      field: "business_name",
      message: "The business name can be at most 200 characters.",
      errors: {
        business_name: "The business name can be at most 200 characters.",
        business_info: "Please enter information about the business",
      },
    });
    expect(validateRegistration(form)).toMatchObject({
      message: "Företagsnamnet får vara högst 200 tecken.",
      errors: { business_info: "Vänligen ange information om företaget" },
    });
  });
});
