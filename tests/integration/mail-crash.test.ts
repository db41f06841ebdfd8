import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createSession } from "~/.server/auth/auth";
import { type DbHandle, openDatabase } from "~/.server/db/db";
import { queueMail } from "~/.server/mail/outbox";
import { numberedMail } from "../support/mail";
import { BUILD_EXISTS, type RunningServer, startServer } from "../support/server-process";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createTestOperator } from "../support/test-database";

// kill -9 while the outbox is being sent: after a restart every committed message is
// delivered, and none twice (counted at a real SMTP server by Message-ID).

const MESSAGES = 50;

/**
 * A mail server that, at the first message `due` says is the one, kills the sending
 * server (`sender.server`) while the message is on the wire, so that it is never accepted.
 */
async function startSmtpThatKills(due: (smtp: TestSmtpServer) => Promise<boolean> | boolean) {
  const sender: { server?: RunningServer; killed: boolean } = { killed: false };
  const smtp: TestSmtpServer = await startSmtpServer({
    async beforeAccept() {
      if (sender.killed || !sender.server || !(await due(smtp))) return;
      sender.killed = true;
      sender.server.child.kill("SIGKILL");
      await sender.server.exited;
      throw new Error("the sender died");
    },
  });
  return { smtp, sender };
}
type CrashingSmtp = Awaited<ReturnType<typeof startSmtpThatKills>>;

/** The server's settings: its data, mail to `smtp`, and sending at once. */
const serverEnv = (dataDir: string, smtp: TestSmtpServer) => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  SMTP_URL: smtp.url,
  // A message that was being sent is taken again after this lease.
  MAIL_LEASE_MS: "1000",
  MAIL_RATE_PER_MINUTE: "6000",
});

describe.skipIf(!BUILD_EXISTS)("mail after a crash (production build)", () => {
  let dataDir: string;
  let smtp: TestSmtpServer | undefined;
  let handle: DbHandle | undefined;
  const servers: RunningServer[] = [];

  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGKILL");
    await handle?.db.destroy();
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * Once the sender has died at the mail server, having delivered `deliveredBefore`
   * messages, starts the server again with `env` and waits until all MESSAGES have
   * arrived; a graceful stop then lets the worker record the last send before the rows
   * are read.
   */
  async function restartAfterCrash(
    crashing: CrashingSmtp,
    deliveredBefore: number,
    env: Record<string, string>,
  ) {
    await crashing.sender.server?.exited;
    expect(crashing.sender.killed).toBe(true);
    expect(crashing.smtp.received).toHaveLength(deliveredBefore);
    const second = await startServer(env);
    servers.push(second);
    await crashing.smtp.waitFor((received) => received.length >= MESSAGES, 60_000);
    await second.stop();
  }

  it("delivers every committed message exactly once when the server dies mid-send", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-mail-crash-"));
    // The tenth message is on the wire when the server dies: it is never accepted.
    const crashing = await startSmtpThatKills((server) => server.received.length >= 9);
    smtp = crashing.smtp;
    const env = serverEnv(dataDir, smtp);
    const first = await startServer(env);
    crashing.sender.server = first;
    servers.push(first);

    // 50 messages committed in one transaction, as 50 approvals would queue them.
    handle = openDatabase({ sqlitePath: path.join(dataDir, "malmoguiden.db") });
    await handle.db.transaction().execute((trx) =>
      queueMail(
        trx,
        Array.from({ length: MESSAGES }, (_, n) => numberedMail(n)),
        "malmoguiden.test",
      ),
    );
    await restartAfterCrash(crashing, 9, env);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(ids).toHaveLength(MESSAGES);
    const rows = await handle.db
      .selectFrom("mail_outbox")
      .select(["status", "message_id"])
      .execute();
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(MESSAGES);
    expect(new Set(rows.map((row) => row.message_id))).toEqual(new Set(ids));
  }, 120_000);

  it("sends each of 50 approvals' mails once when the server dies after they commit", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mg-approval-crash-"));
    let release: () => void = () => undefined;
    const approvalsDone = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first approval mail waits on the wire until all 50 approvals have committed;
    // then the server is killed, so none of them was sent.
    const crashing = await startSmtpThatKills(async () => {
      await approvalsDone;
      return true;
    });
    const server = crashing.smtp;
    const env = serverEnv(dir, server);
    let db: DbHandle | undefined;
    try {
      const first = await startServer(env);
      crashing.sender.server = first;
      servers.push(first);
      db = openDatabase({ sqlitePath: path.join(dir, "malmoguiden.db") });
      const operator = await createTestOperator(db.db);
      const token = await createSession(db.db, operator.id);
      const ids: number[] = [];
      for (let n = 0; n < MESSAGES; n++) {
        const row = await db.db
          .insertInto("business_submissions")
          .values({
            business_name: `Kafé nummer ${n}`,
            category: "fika-lunch",
            actual_category: "fika-lunch",
            business_info: "Ett litet kafé i Malmö.",
            address: "Möllevångstorget 1, Malmö",
            contact_email: `kafe-${n}@example.se`,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      for (const id of ids) {
        const answer = await fetch(`${first.base}/admin/registreringar/${id}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "approve", category: "fika-lunch" }),
          redirect: "manual",
          headers: { cookie: `mg_admin=${token}`, origin: first.base },
        });
        expect(answer.status, `approval ${id}`).toBe(302);
      }
      const queued = await db.db
        .selectFrom("mail_outbox")
        .select("recipient")
        .where("kind", "like", "%approved%")
        .execute();
      expect(queued).toHaveLength(MESSAGES);
      release();
      await restartAfterCrash(crashing, 0, env);
      const recipients = server.received.flatMap((mail) => mail.to);
      expect(new Set(recipients)).toEqual(new Set(ids.map((_, n) => `kafe-${n}@example.se`)));
      expect(recipients).toHaveLength(MESSAGES);
      expect(new Set(server.received.map((mail) => mail.messageId)).size).toBe(MESSAGES);
    } finally {
      await db?.db.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
