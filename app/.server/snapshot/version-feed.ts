import pg from "pg";
import { logger } from "~/.server/logger";

// The content version as PostgreSQL announces it (migration 020, issue 25 point 3): one
// connection per process LISTENs on content_version, so a request can tell whether the
// content changed without a query. While the channel is down (not yet connected, the
// connection lost, PostgreSQL restarting) the feed knows no version and every request
// reads it from the database as before; it reconnects by itself. A version read every
// few seconds guards against a notification missed in a way PostgreSQL does not report.

const CHANNEL = "content_version";
/** How the feed's connection names itself in pg_stat_activity. */
export const FEED_APPLICATION = "malmoguiden-version-feed";
const RECONNECT_MS = 1000;
const RECHECK_MS = 5000;

export class VersionFeed {
  private client: pg.Client | undefined;
  private known: number | undefined;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly connectionString: string) {}

  /** The newest version announced, or undefined while the channel is down. */
  version(): number | undefined {
    return this.known;
  }

  /** Connects and listens; resolves once the first version is known or the attempt failed. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.known = undefined;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Resolves when the feed knows `version` or a later one (tests wait on it). */
  reached(version: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if ((this.known ?? -1) < version) return;
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
      check();
    });
  }

  private saw(version: number) {
    if (!Number.isFinite(version)) return;
    this.known = Math.max(this.known ?? version, version);
    for (const waiter of [...this.waiters]) waiter();
  }

  private lost(error: unknown) {
    if (this.client === undefined) return;
    this.client = undefined;
    this.known = undefined;
    if (this.stopped) return;
    logger.warn(
      { err: (error as Error)?.message ?? String(error) },
      "content version channel lost: each request reads the version until it is back",
    );
    this.schedule(this.connect.bind(this), RECONNECT_MS);
  }

  private schedule(task: () => Promise<void>, ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void task(), ms);
    this.timer.unref();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: FEED_APPLICATION,
    });
    client.on("error", (error) => this.lost(error));
    client.on("end", () => this.lost(new Error("connection ended")));
    client.on("notification", (message) => {
      if (message.channel === CHANNEL) this.saw(Number(message.payload));
    });
    try {
      await client.connect();
      this.client = client;
      await client.query(`LISTEN ${CHANNEL}`);
      // Read after LISTEN: a write committed in between is announced as well.
      await this.recheck();
    } catch (error) {
      this.client = client;
      this.lost(error);
      await client.end().catch(() => undefined);
    }
  }

  private async recheck(): Promise<void> {
    const client = this.client;
    if (!client || this.stopped) return;
    try {
      const result = await client.query<{ version: string }>(
        "select version from content_meta where id = 1",
      );
      this.saw(Number(result.rows[0]?.version ?? 0));
      this.schedule(this.recheck.bind(this), RECHECK_MS);
    } catch (error) {
      this.lost(error);
    }
  }
}
