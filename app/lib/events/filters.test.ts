import { describe, expect, it } from "vitest";
import { isQuickTimeFilter, noQuickEventsText } from "~/lib/events/filters";

// Issue 35: 'I kväll' with nothing on says so in words, not only '0 evenemang hittades'.
describe("a quick time filter that finds nothing", () => {
  it("says so for each quick choice", () => {
    expect(noQuickEventsText("i-kvall", false)).toBe("Inga evenemang i kväll.");
    expect(noQuickEventsText("i-helg", false)).toBe("Inga evenemang i helg.");
    expect(noQuickEventsText("i-dag", false)).toBe("Inga evenemang i dag.");
    expect(noQuickEventsText("nasta-vecka", false)).toBe("Inga evenemang nästa vecka.");
  });

  it("says the search found nothing when there was one", () => {
    expect(noQuickEventsText("i-helg", true)).toBe("Inga evenemang i helg matchar din sökning.");
  });

  it("knows the quick choices from the others", () => {
    expect(["i-kvall", "i-helg", "kommande", "alla", "constructor"].map(isQuickTimeFilter)).toEqual(
      [true, true, false, false, false],
    );
  });
});
