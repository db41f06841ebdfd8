import { isbot } from "isbot";
import { type Kysely, sql } from "kysely";
import { logger as defaultLogger } from "~/.server/logger";
import { endOfMonth, stockholmNow } from "~/lib/text/dates";
import type { Database } from "../db/schema";

// Views of business pages, counted without tracking people (issue 11): a view is a
// business slug and a Stockholm day, nothing else — no cookie, no IP address, no user
// agent is kept. Views are counted in memory and written in batches, so a page view
// costs no database write.

/** What the counter needs to know about a finished request (no visitor data is kept). */
export interface ViewCandidate {
  method: string;
  /** The URL path, without the query string (Express's req.path). */
  path: string;
  /**
   * The place whose page the path shows, when its route counts views (`countsViews` in
   * its page policy, app/lib/http/page-policy.ts): the route's `businessId`, decoded.
   */
  place: string | undefined;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The response's status code. */
  status: number;
}

/** Headers browsers send on speculative loads (prefetch, prerender, link previews). */
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"] as const;
const SPECULATIVE = /prefetch|prerender|preview/i;

const headerOf = (headers: ViewCandidate["headers"], name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
};

/**
 * The business whose page a finished request showed a person, or undefined when it
 * is not a view to count: only a GET of the page document (not its `.data` request,
 * which client navigation and revalidation also make), answered 200, not by a known
 * bot (or without a user agent), not a prefetch or prerender.
 */
export function countedSlug(view: ViewCandidate): string | undefined {
  if (view.method !== "GET" || view.status !== 200) return undefined;
  if (!view.place || view.path.endsWith(".data")) return undefined;
  const agent = headerOf(view.headers, "user-agent");
  if (!agent || isbot(agent)) return undefined;
  if (PURPOSE_HEADERS.some((name) => SPECULATIVE.test(headerOf(view.headers, name))))
    return undefined;
  return view.place;
}

/** Whether a finished request is a view of a business page to count (see countedSlug). */
export function isCountableView(view: ViewCandidate): boolean {
  return countedSlug(view) !== undefined;
}

/** The Stockholm date of an instant, "YYYY-MM-DD". */
export const stockholmDay = (now: Date): string => stockholmNow(now).slice(0, 10);

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const ROWS_PER_STATEMENT = 500;

type ErrorLogger = { error(details: object, message: string): void };

export interface ViewCounterOptions {
  logger?: ErrorLogger;
}

/**
 * Counts views per business and Stockholm day in memory (one counter per process)
 * and adds them to `page_views` in batches. Several processes may each run one: every
 * flush adds its own counts to the stored ones.
 */
export class ViewCounter {
  /** "slug\tday" -> views not yet written. */
  private pending = new Map<string, number>();
  /** Flushes run one after another, never side by side. */
  private lastFlush: Promise<boolean> = Promise.resolve(true);
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly logger: ErrorLogger;

  constructor(
    private readonly db: Kysely<Database>,
    options: ViewCounterOptions = {},
  ) {
    this.logger = options.logger ?? defaultLogger;
  }

  /** Counts one view (in memory only). */
  record(slug: string, now: Date = new Date()): void {
    const key = `${slug}\t${stockholmDay(now)}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Views counted but not yet written. */
  pendingViews(): number {
    let total = 0;
    for (const views of this.pending.values()) total += views;
    return total;
  }

  /**
   * Writes the pending counts in one transaction. Resolves true when they are stored
   * (or there were none); false when the write failed: the counts are then kept for
   * the next flush, and the failure is logged.
   */
  flush(): Promise<boolean> {
    const run = this.lastFlush.then(() => this.write());
    this.lastFlush = run.catch(() => false);
    return run;
  }

  private async write(): Promise<boolean> {
    if (this.pending.size === 0) return true;
    // Views recorded while this batch is written go to the next batch.
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, views]) => {
      const [business_slug = "", day = ""] = key.split("\t");
      return { business_slug, day, views };
    });
    try {
      await this.db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          await trx
            .insertInto("page_views")
            .values(rows.slice(start, start + ROWS_PER_STATEMENT))
            .onConflict((oc) =>
              oc
                .columns(["business_slug", "day"])
                .doUpdateSet({ views: sql<number>`page_views.views + excluded.views` }),
            )
            .execute();
        }
      });
      return true;
    } catch (error) {
      // Nothing was written (one transaction): the batch goes back for the next flush.
      for (const [key, views] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + views);
      this.logger.error(
        { err: error, views: this.pendingViews() },
        "page views: could not write counts, kept for the next flush",
      );
      return false;
    }
  }

  /** Flushes every `intervalMs` (the timer does not keep the process alive). */
  start(intervalMs = 60_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and flushes a last time. */
  async stop(): Promise<boolean> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    return this.flush();
  }
}

export interface ViewReport {
  /** "YYYY-MM" */
  month: string;
  /** Every day of the month in order, with 0 where nobody came. */
  days: { day: string; views: number }[];
  total: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Views of a business's page per day of a month ("YYYY-MM"), every day listed. */
export async function viewReport(
  db: Kysely<Database>,
  slug: string,
  month: string,
): Promise<ViewReport> {
  if (!MONTH.test(month)) throw new Error(`not a month (YYYY-MM): ${month}`);
  const first = `${month}-01`;
  const last = endOfMonth(first);
  const rows = await db
    .selectFrom("page_views")
    .select(["day", "views"])
    .where("business_slug", "=", slug)
    .where("day", ">=", first)
    .where("day", "<=", last)
    .execute();
  const stored = new Map(rows.map((row) => [row.day, Number(row.views)]));
  const days: ViewReport["days"] = [];
  const count = Number(last.slice(8));
  for (let day = 1; day <= count; day++) {
    const date = `${month}-${String(day).padStart(2, "0")}`;
    days.push({ day: date, views: stored.get(date) ?? 0 });
  }
  return { month, days, total: days.reduce((sum, entry) => sum + entry.views, 0) };
}
