import type { Transaction } from "kysely";
import type { EventRecurrence, YearDay } from "~/lib/events/events";
import { bool } from "../db";
import type { Database } from "../schema";
import { events } from "./events";
import { eventRow } from "./rows";

// Issue 24, point 7, for databases seeded before it: the real events get the dates their
// sources confirm (the rest shown as not confirmed), and the examples without a real
// counterpart go. As with the other steps, a row is changed or removed only while it still
// holds what the earlier seeds wrote, so an operator's edit is never overwritten.

export const EVENT_DATES_SEED = "2026-11-event-dates";

/** A yearly rule as the earlier seeds stored it: from `start` to `end`, no confirmed dates. */
const yearly = (start: YearDay, end: YearDay): EventRecurrence => ({ kind: "yearly", start, end });

/** The rules the earlier seeds stored for the real events (no confirmed dates). */
const OLD_RULES: Readonly<Record<string, EventRecurrence>> = {
  "julmarknad-gustav-adolfs-torg": yearly({ month: 11, lastWeekday: 7 }, { month: 12, day: 23 }),
  "luciakonsert-stortorget": yearly({ month: 12, day: 13 }, { month: 12, day: 13 }),
  "vinterland-folkets-park": yearly({ month: 11, day: 28 }, { month: 2, day: 1 }),
  "luciakroning-gustav-adolfs-torg": yearly({ month: 11, day: 30 }, { month: 11, day: 30 }),
  "julinblasning-radhuset": yearly({ month: 12, day: 24 }, { month: 12, day: 24 }),
};

/** The sources the earlier seeds wrote where the year is now named. */
const OLD_SOURCES: Readonly<Record<string, string>> = {
  "luciakonsert-stortorget":
    "Malmö stads pressmeddelande (mynewsdesk, november 2024): traditionsenlig luciakonsert den 13 december från Residensets balkong på Stortorget kl. 18.00.",
  "luciakroning-gustav-adolfs-torg":
    "Malmö stads pressmeddelande (mynewsdesk, november 2024): Malmö lucia kröns den 30 november, cirka kl. 16.45, på Gustav Adolfs torg, med sång efter kröningen.",
};

/** The removed examples, by slug and the title the seed gave them. */
export const REMOVED_EXAMPLES: Readonly<Record<string, string>> = {
  "smakprov-malmo-saluhall": "Smakprov i Malmö Saluhall",
  "matmarknad-stortorget": "Matmarknad på Stortorget",
  "dansforestallning-skanes-dansteater": "Samtida dans på Skånes Dansteater",
};

export async function applyEventDates(trx: Transaction<Database>) {
  const now = new Date().toISOString();
  for (const [slug, title] of Object.entries(REMOVED_EXAMPLES))
    await trx
      .deleteFrom("events")
      .where("slug", "=", slug)
      .where("title", "=", title)
      .where("example", "=", bool(true))
      .execute();
  for (const [index, event] of events.entries()) {
    const old = OLD_RULES[event.id];
    if (!old) continue;
    const row = eventRow(event, index);
    await trx
      .updateTable("events")
      .set({ recurrence: row.recurrence, updated_at: now })
      .where("slug", "=", event.id)
      .where("recurrence", "=", JSON.stringify(old))
      .execute();
    const oldSource = OLD_SOURCES[event.id];
    if (oldSource)
      await trx
        .updateTable("events")
        .set({ source: row.source, updated_at: now })
        .where("slug", "=", event.id)
        .where("source", "=", oldSource)
        .execute();
  }
}
