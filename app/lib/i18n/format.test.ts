import { describe, expect, it } from "vitest";
import { dateWordsIn } from "~/.server/i18n/dates";
import { formatsOf } from "./format";
import { LANGUAGE_LOCALES, PREFIXED_LANGUAGES } from "./languages";

// Dates, times and numbers per language (issue 40, point 3). The hand-written times and
// numbers must equal what Intl writes for the language; the dates in words are Intl's.

const clock = (locale: string, hour: number, minute: number) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(Date.UTC(2026, 0, 1, hour, minute)));

describe("formats in each language", () => {
  it("keeps Swedish as the guide has always written it", () => {
    const sv = formatsOf("sv");
    expect(sv.time("2026-12-05T18:00")).toBe("18.00");
    expect(sv.rating(4.8)).toBe("4,8");
    expect(sv.date("2026-12-05")).toBe("5 december 2026");
    expect(dateWordsIn("sv").dateRange("2026-12-05T18:00", "2026-12-06T21:00")).toBe(
      "5–6 december 2026",
    );
  });

  for (const language of PREFIXED_LANGUAGES)
    it(`${language}: writes times and numbers as Intl does for ${LANGUAGE_LOCALES[language]}`, () => {
      const locale = LANGUAGE_LOCALES[language];
      const formats = formatsOf(language);
      for (const [hour, minute] of [
        [9, 5],
        [18, 0],
        [23, 30],
      ] as const) {
        const text = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
        expect(formats.time(`2026-12-05T${text}`)).toBe(clock(locale, hour, minute));
      }
      const one = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      for (const value of [4, 4.25, 4.75, 4.8, 5])
        expect(formats.rating(value)).toBe(one.format(value));
      const whole = new Intl.NumberFormat(locale);
      for (const value of [7, 1000, 2995, 10000, 1234567])
        expect(formats.count(value)).toBe(whole.format(value));
      const date = new Intl.DateTimeFormat(locale, {
        timeZone: "UTC",
        day: "numeric",
        month: "long",
        year: "numeric",
      });
      for (let month = 1; month <= 12; month++) {
        const iso = `2026-${String(month).padStart(2, "0")}-0${(month % 9) + 1}`;
        expect(formats.date(iso)).toBe(date.format(new Date(`${iso}T00:00:00Z`)));
      }
    });

  it("writes English, German and Danish dates in words", () => {
    const en = dateWordsIn("en");
    expect(en.dateRange("2026-12-05T18:00", "2026-12-05T21:00")).toBe("5 December 2026");
    expect(en.dateRange("2026-11-30T10:00", "2026-12-02T16:00")).toMatch(
      /^30 November\s–\s2 December 2026$/,
    );
    expect(en.weekday("2026-12-05")).toBe("Saturday");
    expect(en.shortDay("2026-11-28")).toBe("Sat 28 Nov");
    expect(dateWordsIn("de").dateRange("2026-12-05", "2026-12-05")).toBe("5. Dezember 2026");
    expect(dateWordsIn("de").weekday("2026-12-05")).toBe("Samstag");
    expect(dateWordsIn("da").dateRange("2026-12-05", "2026-12-05")).toBe("5. december 2026");
    expect(dateWordsIn("da").weekday("2026-12-05")).toBe("lørdag");
  });
});
