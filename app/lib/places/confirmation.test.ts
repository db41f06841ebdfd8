import { describe, expect, it } from "vitest";
import { serverT } from "~/.server/i18n/catalogs";
import { formatsOf } from "~/lib/i18n/format";
import {
  accessibilityCheckedText,
  confirmedFacts,
  confirmedFactsText,
  factsOf,
  storedFacts,
} from "~/lib/places/confirmation";

// Issue 35: a place's page says which facts were confirmed, and nothing where none were.
const BARE = { address: "Adelgatan, Malmö" };
const CAFE = {
  address: "Adelgatan 4, Malmö",
  phone: "040-12 34 56",
  openingHours: "Mo-Fr 08:00-17:00",
  hoursCheckedAt: "2026-11-23",
};

describe("which facts a confirmation covers", () => {
  it("finds hours and any way to reach or find the place", () => {
    expect(factsOf(BARE)).toEqual([]);
    expect(factsOf({ address: "Malmö", phone: "N/A" })).toEqual([]);
    expect(factsOf({ address: "Malmö", website: "https://x.se" })).toEqual(["contact"]);
    expect(factsOf({ address: "Adelgatan 4, Malmö" })).toEqual(["contact"]);
    expect(factsOf(CAFE)).toEqual(["hours", "contact"]);
  });

  it("reads the stored column, leaving out what it does not know", () => {
    expect(storedFacts(null)).toBeUndefined();
    expect(storedFacts("")).toEqual([]);
    expect(storedFacts("contact,hours,x")).toEqual(["hours", "contact"]);
  });

  it("vouches only for facts covered then that the place still has, hours while confirmed", () => {
    expect(confirmedFacts(undefined, CAFE)).toEqual(["hours", "contact"]);
    // Hours added after the confirmation were not part of it.
    expect(confirmedFacts(["contact"], CAFE)).toEqual(["contact"]);
    // Hours changed since without being confirmed lose it.
    expect(confirmedFacts(["hours", "contact"], { ...CAFE, hoursCheckedAt: null })).toEqual([
      "contact",
    ]);
    expect(confirmedFacts(["hours", "contact"], BARE)).toEqual([]);
  });
});

const SWEDISH = { t: serverT("sv"), date: formatsOf("sv").date };
const GERMAN = { t: serverT("de"), date: formatsOf("de").date };

describe("what the page says", () => {
  it("names the facts, the day and who", () => {
    expect(
      confirmedFactsText(
        { at: "2026-11-23", byOwner: false, facts: ["hours", "contact"] },
        SWEDISH,
      ),
    ).toBe("Öppettider och kontaktuppgifter bekräftade 23 november 2026 av Malmöguiden");
    expect(
      confirmedFactsText({ at: "2026-11-26", byOwner: true, facts: ["contact"] }, SWEDISH),
    ).toBe("Kontaktuppgifter bekräftade 26 november 2026 av företaget");
    expect(confirmedFactsText({ at: "2026-11-26", byOwner: true, facts: ["hours"] }, SWEDISH)).toBe(
      "Öppettider bekräftade 26 november 2026 av företaget",
    );
  });

  it("says nothing where nothing was confirmed", () => {
    expect(confirmedFactsText(null, SWEDISH)).toBeNull();
    expect(confirmedFactsText({ at: "2026-11-23", byOwner: false, facts: [] }, SWEDISH)).toBeNull();
  });

  it("says when the accessibility facts were checked", () => {
    expect(accessibilityCheckedText({}, SWEDISH)).toBeNull();
    expect(
      accessibilityCheckedText({ trappfri: { value: "yes", checkedAt: "2027-06-28" } }, SWEDISH),
    ).toBe("Tillgänglighet kontrollerad 28 juni 2027 av Malmöguiden");
    expect(
      accessibilityCheckedText(
        {
          trappfri: { value: "yes", checkedAt: "2027-06-28" },
          horslinga: { value: "no", checkedAt: "2027-07-05" },
        },
        SWEDISH,
      ),
    ).toBe("Tillgänglighet kontrollerad senast 5 juli 2027 av Malmöguiden");
  });
});

describe("what the page says in another language (issue 40)", () => {
  it("names the facts, the day and who in German", () => {
    expect(
      confirmedFactsText({ at: "2026-11-23", byOwner: false, facts: ["hours", "contact"] }, GERMAN),
    ).toBe("Öffnungszeiten und Kontaktdaten bestätigt am 23. November 2026 von Malmöguiden");
    expect(
      confirmedFactsText({ at: "2026-11-26", byOwner: true, facts: ["contact"] }, GERMAN),
    ).toBe("Kontaktdaten bestätigt am 26. November 2026 vom Unternehmen");
    expect(
      accessibilityCheckedText({ trappfri: { value: "yes", checkedAt: "2027-06-28" } }, GERMAN),
    ).toBe("Barrierefreiheit geprüft am 28. Juni 2027 von Malmöguiden");
  });
});
