// zod/mini: the admin event form's schema, shared by the browser and the action.
import * as z from "zod/mini";
import { EVENT_CATEGORIES } from "~/content/types";
import { optionalMatching, optionalText, requiredText as text } from "~/lib/forms/fields";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalTime = optionalMatching(
  (value) => TIME.test(value),
  "Ange tiden som TT:MM, t.ex. 18:00.",
);

export const EVENT_RECURRENCES = {
  none: "Ingen – ett enstaka tillfälle",
  weekly: "Varje vecka, samma veckodag",
  yearly: "Varje år, samma datum",
} as const;

export const eventSchema = z
  .object({
    title: text(200, "Ange en rubrik.", "Rubriken får vara högst 200 tecken."),
    description: text(3000, "Skriv en beskrivning.", "Beskrivningen får vara högst 3 000 tecken."),
    location: text(300, "Ange platsen.", "Platsen får vara högst 300 tecken."),
    category: z.enum(EVENT_CATEGORIES, { error: "Välj en kategori." }),
    startDate: z
      .string({ error: "Ange startdatum." })
      .check(
        z.trim(),
        z.refine(isRealDate, { message: "Ange startdatum som ÅÅÅÅ-MM-DD, t.ex. 2026-12-13." }),
      ),
    startTime: optionalTime,
    endDate: optionalMatching(
      isRealDate,
      "Ange slutdatum som ÅÅÅÅ-MM-DD (eller lämna tomt för samma dag).",
    ),
    endTime: optionalTime,
    recurrence: z.enum(["none", "weekly", "yearly"], { error: "Välj hur evenemanget upprepas." }),
    example: z.optional(z.string()),
    source: optionalText(500, "Källan får vara högst 500 tecken."),
    status: z.enum(["published", "hidden"], { error: "Välj publicerad eller dold." }),
  })
  .check(
    z.refine((form) => !form.endTime || Boolean(form.startTime), {
      message: "Ange en starttid om du anger en sluttid.",
      path: ["startTime"],
    }),
    z.refine((form) => eventEnd(form) > eventStart(form), {
      message: "Slutet måste vara efter starten.",
      path: ["endDate"],
    }),
    z.refine(
      (form) => form.recurrence !== "weekly" || !form.endDate || form.endDate === form.startDate,
      {
        message: "Ett evenemang som upprepas varje vecka slutar samma dag som det börjar.",
        path: ["endDate"],
      },
    ),
    z.refine((form) => form.example === "on" || Boolean(form.source), {
      message: "Ange var datumen kommer ifrån, eller markera evenemanget som exempel.",
      path: ["source"],
    }),
  );

export type EventForm = z.infer<typeof eventSchema>;

type Dates = Pick<EventForm, "startDate" | "startTime" | "endDate" | "endTime">;

/** Local start "YYYY-MM-DDTHH:MM" of the form's dates (no time: the start of the day). */
export function eventStart(form: Dates): string {
  return `${form.startDate}T${form.startTime || "00:00"}`;
}

/** Local end: the end time, or the end of the (last) day when there is none. */
export function eventEnd(form: Dates): string {
  return `${form.endDate || form.startDate}T${form.endTime || "24:00"}`;
}
