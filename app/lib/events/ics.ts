import type { GuideEvent } from "~/content/types";
import { addDays } from "~/lib/text/dates";

// An iCalendar (RFC 5545) file for one event, in Europe/Stockholm local time with
// the zone's own definition so every calendar app places it correctly.

const VTIMEZONE_STOCKHOLM = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Stockholm",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** "2026-12-05T18:00" -> "20261205T180000". */
function icsLocal(local: string): string {
  return `${local.slice(0, 10).replaceAll("-", "")}T${local.slice(11, 13)}${local.slice(14, 16)}00`;
}

/** Escape text values (RFC 5545 3.3.11). */
function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Fold lines longer than 75 octets (RFC 5545 3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const chunks: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = chunks.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + bytes > limit) {
      chunks.push(current);
      current = "";
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  chunks.push(current);
  return chunks.join("\r\n ");
}

/** "2026-12-05" -> "20261205". */
function icsDate(isoDate: string): string {
  return isoDate.slice(0, 10).replaceAll("-", "");
}

/** What the file needs of an event; `timing` as in EventOccurrence (default: both times known). */
export interface IcsEvent extends GuideEvent {
  timing?: "range" | "start" | "none";
  source?: string;
}

/** Start and end lines: timed in Stockholm time, or whole days (DTEND exclusive). */
function whenLines(event: IcsEvent): string[] {
  switch (event.timing ?? "range") {
    case "none":
      return [
        `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
        `DTEND;VALUE=DATE:${icsDate(addDays(event.end.slice(0, 10), 1))}`,
      ];
    case "start":
      // Only the start time is known: no made-up end (RFC 5545 3.6.1, zero duration).
      return [`DTSTART;TZID=Europe/Stockholm:${icsLocal(event.start)}`];
    default:
      return [
        `DTSTART;TZID=Europe/Stockholm:${icsLocal(event.start)}`,
        `DTEND;TZID=Europe/Stockholm:${icsLocal(event.end)}`,
      ];
  }
}

export function eventToIcs(event: IcsEvent, siteUrl: string, now: Date): string {
  const stamp = `${now.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const description = event.source
    ? `${event.description}\nKälla för datumen: ${event.source}`
    : event.description;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Malmöguiden//Evenemang//SV",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...VTIMEZONE_STOCKHOLM,
    "BEGIN:VEVENT",
    `UID:${event.id}-${icsDate(event.start)}@malmoguiden`,
    `DTSTAMP:${stamp}`,
    ...whenLines(event),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${siteUrl}/events/${event.id}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
