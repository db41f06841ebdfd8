import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "~/.server/db";
import { renderMail } from "~/.server/mail/message";
import { queueMail } from "~/.server/mail/outbox";
import { BUILD_EXISTS, type RunningServer, startServer } from "./server-process";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

// kill -9 while the outbox is being sent: after a restart every committed message is
// delivered, and none twice (counted at a real SMTP server by Message-ID).

const MESSAGES = 50;

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

  it("delivers every committed message exactly once when the server dies mid-send", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mg-mail-crash-"));
    let first: RunningServer | undefined;
    let killed = false;
    smtp = await startSmtpServer({
      // The tenth message is on the wire when the server dies: it is never accepted.
      async beforeAccept() {
        if (killed || !first || (smtp?.received.length ?? 0) < 9) return;
        killed = true;
        first.child.kill("SIGKILL");
        await first.exited;
        throw new Error("the sender died");
      },
    });
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      SMTP_URL: smtp.url,
      // A message that was being sent is taken again after this lease.
      MAIL_LEASE_MS: "1000",
      MAIL_RATE_PER_MINUTE: "6000",
    };
    first = await startServer(env);
    servers.push(first);

    // 50 messages committed in one transaction, as 50 approvals would queue them.
    handle = openDatabase({ sqlitePath: path.join(dataDir, "malmoguiden.db") });
    await handle.db.transaction().execute((trx) =>
      queueMail(
        trx,
        Array.from({ length: MESSAGES }, (_, n) => ({
          to: `foretag-${n}@example.se`,
          kind: "test",
          ref: `test:${n}`,
          ...renderMail(
            { subject: `Meddelande ${n}`, greeting: "Hej!", paragraphs: [`Nummer ${n}.`] },
            "http://localhost",
          ),
        })),
        "malmoguiden.test",
      ),
    );
    await first.exited;
    expect(killed).toBe(true);
    expect(smtp.received).toHaveLength(9);

    const second = await startServer(env);
    servers.push(second);
    await smtp.waitFor((received) => received.length >= MESSAGES, 60_000);
    // A graceful stop lets the worker record the last send before the rows are read.
    await second.stop();
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
});
