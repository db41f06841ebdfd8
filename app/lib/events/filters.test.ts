import { describe, expect, it } from "vitest";
import { serverT } from "~/.server/i18n/catalogs";
import { isQuickTimeFilter, noQuickEventsText } from "~/lib/events/filters";

const sv = serverT("sv");

// Issue 35: 'I kväll' with nothing on says so in words, not only '0 evenemang hittades'.
describe("a quick time filter that finds nothing", () => {
  it("says so for each quick choice", () => {
    expect(noQuickEventsText("i-kvall", false, sv)).toBe("Inga evenemang i kväll.");
    expect(noQuickEventsText("i-helg", false, sv)).toBe("Inga evenemang i helg.");
    expect(noQuickEventsText("i-dag", false, sv)).toBe("Inga evenemang i dag.");
    expect(noQuickEventsText("nasta-vecka", false, sv)).toBe("Inga evenemang nästa vecka.");
  });

  it("says the search found nothing when there was one", () => {
    expect(noQuickEventsText("i-helg", true, sv)).toBe(
      "Inga evenemang i helg matchar din sökning.",
    );
  });

  it("says it in the page's language (issue 40)", () => {
    expect(noQuickEventsText("i-kvall", false, serverT("en"))).toBe("No events tonight.");
    expect(noQuickEventsText("i-helg", true, serverT("de"))).toBe(
      "Keine Veranstaltungen an diesem Wochenende passen zu Ihrer Suche.",
    );
  });

  it("knows the quick choices from the others", () => {
    expect(["i-kvall", "i-helg", "kommande", "alla", "constructor"].map(isQuickTimeFilter)).toEqual(
      [true, true, false, false, false],
    );
  });
});
