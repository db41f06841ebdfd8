// The background jobs, started and stopped in one place: the mail worker (the outbox),
// the content version feed (PostgreSQL),
// the page-view counter's writes, and the hourly plan jobs (monthly reports, notices
// of lapsed plans, the owners' monthly "Stämmer uppgifterna?").

import type { DbHandle } from "~/.server/db/db";
import { sendFreshnessChecks } from "~/.server/freshness/reminders";
import { logger } from "~/.server/logger";
import { onMailQueued } from "~/.server/mail/outbox";
import { MailWorker } from "~/.server/mail/worker";
import { resumeStalledSends } from "~/.server/newsletter/campaign-sending";
import { ViewCounter } from "~/.server/page-views/page-views";
import { sendMonthlyReports } from "~/.server/payments/monthly-reports";
import { mailLapsedPlans } from "~/.server/payments/plan-mails";
import { env, mailTransport } from "~/.server/services";
import { followVersions } from "~/.server/snapshot/content";
import { VersionFeed } from "~/.server/snapshot/version-feed";

const HOUR_MS = 60 * 60 * 1000;

export interface Jobs {
  /** Counts business page views in memory; the pipeline records them. */
  viewCounter: ViewCounter;
  /** Where PostgreSQL announces content versions (none on SQLite); /healthz reports it. */
  versionFeed: VersionFeed | undefined;
  /** Stops the timers and the worker, writing the last counts. */
  stop(): Promise<void>;
}

/** Starts every job; resolves once a stalled newsletter and the first hourly run are done. */
export async function startJobs({ db, dialect }: DbHandle): Promise<Jobs> {
  // Mail leaves through the outbox: queued with the change that causes it, sent here.
  const mailWorker = new MailWorker(db, dialect, mailTransport, {
    from: env.mailFrom,
    ratePerMinute: env.MAIL_RATE_PER_MINUTE,
    leaseMs: env.MAIL_LEASE_MS,
    logger,
  });
  onMailQueued(mailWorker.wake);
  mailWorker.start();

  // PostgreSQL announces each new content version: requests need not ask for it (issue 25).
  const versionFeed =
    dialect === "postgres" && env.DATABASE_URL ? new VersionFeed(env.DATABASE_URL) : undefined;
  if (versionFeed) {
    await versionFeed.start();
    followVersions(db, versionFeed);
  }
  // A newsletter whose queuing was cut off by a restart carries on.
  await resumeStalledSends(db);
  logger.info(`mail: ${mailTransport.describe}, from ${env.mailFrom}`);

  // Business page views are counted in memory and written once a minute (issue 11).
  // Hourly: last month's reports once the month has turned (after this process's counts
  // are written), and the notices of plans whose period ran out without any event.
  const viewCounter = new ViewCounter(db);
  viewCounter.start(60_000);
  const hourlyPlanJobs = async () => {
    try {
      await viewCounter.flush();
      await sendMonthlyReports(db, new Date());
    } catch (error) {
      logger.error({ err: error }, "monthly reports failed");
    }
    await mailLapsedPlans(db, new Date()).catch((error: unknown) =>
      logger.error({ err: error }, "lapsed plan notices failed"),
    );
    // Once a month, owners are asked whether their places' details are still right.
    await sendFreshnessChecks(db, new Date()).catch((error: unknown) =>
      logger.error({ err: error }, "freshness checks failed"),
    );
  };
  await hourlyPlanJobs();
  const reportTimer = setInterval(hourlyPlanJobs, HOUR_MS);
  reportTimer.unref();

  return {
    viewCounter,
    versionFeed,
    async stop() {
      clearInterval(reportTimer);
      await versionFeed?.stop();
      await viewCounter.stop();
      await mailWorker.stop();
    },
  };
}
