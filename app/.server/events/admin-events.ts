import type { Kysely, Selectable } from "kysely";
import { eventRecordOf, writeContent } from "~/.server/snapshot/content";
import { saveEdit } from "~/.server/snapshot/record-edits";
import { nextPosition, uniqueSlug } from "~/.server/snapshot/slugs";
import {
  EVENT_IMAGES,
  type EventRecurrence,
  nextOccurrence,
  weekdayOf,
  type YearDay,
} from "~/lib/events/events";
import { type EventForm, eventEnd, eventStart } from "~/lib/events/form";
import {
  formatDate,
  formatMonthName,
  formatTime,
  formatWeekday,
  formatWeekdayName,
  stockholmNow,
} from "~/lib/text/dates";
import { type AuditEntry, auditOf, changesBetween, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { bool } from "../db/db";
import type { Database, EventsTable } from "../db/schema";

// The operator's reads and writes of events. Every write is one transaction that
// records what changed in the audit log and bumps the content version.

type EventRow = Selectable<EventsTable>;

function yearDayText(day: YearDay): string {
  const month = formatMonthName(day.month);
  return "day" in day
    ? `${day.day} ${month}`
    : `sista ${formatWeekdayName(day.lastWeekday)}en i ${month}`;
}

/** How an event repeats, in words ("Varje lördag", "Varje år: 13 december"). */
export function describeRecurrence(recurrence: EventRecurrence | null): string {
  if (!recurrence) return "Ingen";
  if (recurrence.kind === "weekly") {
    const weekday = formatWeekdayName(recurrence.weekday);
    return recurrence.weeksAhead
      ? `Varje ${weekday}, visas ${recurrence.weeksAhead} ${recurrence.weeksAhead === 1 ? "vecka" : "veckor"} framåt`
      : `Varje ${weekday}`;
  }
  const start = yearDayText(recurrence.start);
  const end = yearDayText(recurrence.end);
  return start === end ? `Varje år: ${start}` : `Varje år: ${start} – ${end}`;
}

const recurrenceOf = (row: Pick<EventRow, "recurrence">): EventRecurrence | null =>
  row.recurrence ? (JSON.parse(row.recurrence) as EventRecurrence) : null;

export interface EventListRow {
  slug: string;
  title: string;
  category: string;
  status: string;
  example: boolean;
  recurrence: string;
  /** "lördag 28 november 2026 kl. 10.00", the next (or only) occurrence. */
  next: string;
  /** A single event that is over. */
  past: boolean;
}

export async function listEvents(db: Kysely<Database>, now: Date): Promise<EventListRow[]> {
  const rows = await db.selectFrom("events").selectAll().orderBy("position").execute();
  const nowLocal = stockholmNow(now);
  return rows.map((row) => {
    const occurrence = nextOccurrence(eventRecordOf(row), now);
    const date = occurrence.start.slice(0, 10);
    const time = occurrence.timing === "none" ? "" : ` kl. ${formatTime(occurrence.start)}`;
    return {
      slug: row.slug,
      title: row.title,
      category: row.category,
      status: row.status,
      example: Boolean(row.example),
      recurrence: describeRecurrence(recurrenceOf(row)),
      next: `${formatWeekday(date)} ${formatDate(date)}${time}`,
      past: occurrence.end <= nowLocal,
    };
  });
}

/** The form's values of a stored event. */
function formOf(row: EventRow): EventForm {
  const startTime = row.starts_at.slice(11, 16);
  const endTime = row.ends_at.slice(11, 16);
  const datesOnly = startTime === "00:00" && endTime === "24:00";
  const recurrence = recurrenceOf(row);
  return {
    title: row.title,
    description: row.description,
    location: row.location,
    category: row.category as EventForm["category"],
    startDate: row.starts_at.slice(0, 10),
    startTime: datesOnly ? "" : startTime,
    endDate: row.ends_at.slice(0, 10),
    endTime: endTime === "24:00" ? "" : endTime,
    recurrence: recurrence?.kind ?? "none",
    example: row.example ? "on" : "",
    source: row.source ?? "",
    status: row.status as EventForm["status"],
  };
}

export async function loadEvent(
  db: Kysely<Database>,
  slug: string,
): Promise<{ event: EventForm & { slug: string; rule: string }; audit: AuditEntry[] } | undefined> {
  const row = await db.selectFrom("events").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return undefined;
  return {
    event: { ...formOf(row), slug: row.slug, rule: describeRecurrence(recurrenceOf(row)) },
    audit: await auditOf(db, "event", slug),
  };
}

function monthDay(isoDate: string): YearDay {
  return { month: Number(isoDate.slice(5, 7)), day: Number(isoDate.slice(8, 10)) };
}

/**
 * The stored columns of a form. A recurrence whose kind and dates the operator left
 * as they were keeps its rule (e.g. "the last Sunday in November" stays that rule).
 */
function columnsOf(form: EventForm, old?: EventRow) {
  const startsAt = eventStart(form);
  const endsAt = eventEnd(form);
  const oldRecurrence = old ? recurrenceOf(old) : null;
  const datesKept =
    old !== undefined &&
    old.starts_at.slice(0, 10) === startsAt.slice(0, 10) &&
    old.ends_at.slice(0, 10) === endsAt.slice(0, 10);
  let recurrence: EventRecurrence | null = null;
  if (form.recurrence !== "none")
    recurrence =
      datesKept && oldRecurrence?.kind === form.recurrence
        ? oldRecurrence
        : form.recurrence === "weekly"
          ? { kind: "weekly", weekday: weekdayOf(form.startDate), from: form.startDate }
          : {
              kind: "yearly",
              start: monthDay(startsAt),
              end: monthDay(endsAt.slice(0, 10)),
            };
  return {
    title: form.title,
    description: form.description,
    location: form.location,
    category: form.category,
    image: EVENT_IMAGES[form.category],
    starts_at: startsAt,
    ends_at: endsAt,
    recurrence: recurrence ? JSON.stringify(recurrence) : null,
    example: form.example === "on",
    source: form.source?.trim() ? form.source.trim() : null,
    status: form.status,
  };
}

/** What the audit log shows: the recurrence in words rather than as JSON. */
function audited(columns: ReturnType<typeof columnsOf> | EventRow) {
  const { image: _image, recurrence, ...rest } = columns as ReturnType<typeof columnsOf>;
  return {
    title: rest.title,
    description: rest.description,
    location: rest.location,
    category: rest.category,
    starts_at: rest.starts_at,
    ends_at: rest.ends_at,
    recurrence: describeRecurrence(recurrence ? (JSON.parse(recurrence) as EventRecurrence) : null),
    example: Boolean(rest.example),
    source: rest.source,
    status: rest.status,
  };
}

/** Creates an event at the end of the list; returns its slug. */
export async function createEvent(
  db: Kysely<Database>,
  operator: Operator,
  form: EventForm,
): Promise<string> {
  return writeContent(db, async (trx) => {
    const slug = await uniqueSlug(trx, "events", form.title, "evenemang");
    const columns = columnsOf(form);
    await trx
      .insertInto("events")
      .values({
        slug,
        ...columns,
        example: bool(columns.example),
        position: await nextPosition(trx, "events"),
      })
      .execute();
    await recordAudit(
      trx,
      operator,
      "event",
      slug,
      "create",
      changesBetween(undefined, audited(columns)),
    );
    return slug;
  });
}

/** Saves the form; returns the changed fields ({} when nothing changed), or undefined if gone. */
export async function saveEvent(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  form: EventForm,
) {
  return saveEdit(db, operator, { table: "events", entity: "event", slug }, (trx, old) => {
    const columns = columnsOf(form, old);
    return {
      changes: changesBetween(audited(old), audited(columns)),
      write: () =>
        trx
          .updateTable("events")
          .set({ ...columns, example: bool(columns.example), updated_at: new Date().toISOString() })
          .where("slug", "=", slug)
          .execute(),
    };
  });
}
