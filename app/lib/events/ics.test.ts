import { describe, expect, it } from "vitest";
import type { GuideEvent } from "~/content/types";
import { eventToIcs } from "~/lib/events/ics";

const sample: GuideEvent = {
  id: "julkonsert",
  title: "Julkonsert; med kör, orkester och solister",
  description: `Rad ett\nRad två med ett långt stycke text som måste vikas eftersom raden blir längre än sjuttiofem oktetter i filen.`,
  location: "Malmö Live, Dag Hammarskjölds torg",
  category: "Musik och teater",
  start: "2026-12-12T18:00",
  end: "2026-12-12T20:30",
  image: "",
};

describe("eventToIcs", () => {
  const ics = eventToIcs(sample, "https://malmoguiden.se", new Date("2026-11-23T08:00:00Z"));
  const lines = ics.split("\r\n");

  it("is a VCALENDAR with one VEVENT in Europe/Stockholm time", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lines).toContain("DTSTART;TZID=Europe/Stockholm:20261212T180000");
    expect(lines).toContain("DTEND;TZID=Europe/Stockholm:20261212T203000");
    expect(lines).toContain("TZID:Europe/Stockholm");
    expect(lines).toContain("DTSTAMP:20261123T080000Z");
    expect(lines).toContain("UID:julkonsert-20261212@malmoguiden");
  });

  it("escapes text and folds long lines at 75 octets", () => {
    expect(ics).toContain("SUMMARY:Julkonsert\\; med kör\\, orkester och solister");
    expect(ics).toContain("Rad ett\\nRad två");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("oktetter i filen.");
  });
});

describe("eventToIcs without known times", () => {
  const stamp = new Date("2026-11-23T08:00:00Z");

  it("writes whole days with an exclusive end date when no time is known", () => {
    const market = {
      ...sample,
      id: "marknad",
      start: "2026-11-29T00:00",
      end: "2026-12-23T24:00",
      timing: "none" as const,
      source: "En källa, 2018",
    };
    const lines = eventToIcs(market, "https://malmoguiden.se", stamp).split("\r\n");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261129");
    expect(lines).toContain("DTEND;VALUE=DATE:20261224");
    expect(lines.join("\n").replace(/\n /g, "")).toContain("Källa för datumen: En källa");
  });

  it("gives only a start when only the start time is known", () => {
    const lucia = { ...sample, end: "2026-12-13T24:00", start: "2026-12-13T18:00" };
    const ics = eventToIcs({ ...lucia, timing: "start" }, "https://malmoguiden.se", stamp);
    expect(ics).toContain("DTSTART;TZID=Europe/Stockholm:20261213T180000\r\n");
    expect(ics).not.toContain("DTEND");
  });
});
