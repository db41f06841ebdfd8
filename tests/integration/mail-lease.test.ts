import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "~/.server/db/db";
import { queueMail } from "~/.server/mail/outbox";
import { type MailTransport, type OutgoingMail, smtpTransport } from "~/.server/mail/transport";
import { DATABASES } from "../support/databases";
import { numberedMail, testMailWorkers } from "../support/mail";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { type TestDatabase, withTestDatabase } from "../support/test-database";

// Every message exactly once, however many processes send: a worker claims only what it
// can send within its lease, and sends and marks a message only while the lease is its own.

/** A logger whose lines are kept, to see what a worker reported. */
function capturingLogger() {
  const lines: { level: number; msg: string; id?: number }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** A transport that records what it was given and lets the test decide when a send ends. */
function fakeTransport(onSend: (mail: OutgoingMail) => Promise<void> | void = () => undefined) {
  const sent: string[] = [];
  const transport: MailTransport = {
    describe: "test",
    async send(mail) {
      sent.push(mail.messageId);
      await onSend(mail);
    },
    close() {},
  };
  return { transport, sent };
}

/** Polls until `check` holds (the outcome, not a fixed time), failing after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(DATABASES)("mail outbox leases (%s)", (kind) => {
  let testDb: TestDatabase;
  const { worker, stopAll } = testMailWorkers();
  const connections: DbHandle[] = [];
  const servers: TestSmtpServer[] = [];

  withTestDatabase(kind, {}, (made) => {
    testDb = made;
  });
  afterEach(async () => {
    await stopAll();
    for (const server of servers.splice(0)) await server.close();
    for (const connection of connections.splice(0)) await connection.db.destroy();
    await testDb.db.deleteFrom("mail_outbox").execute();
  });

  const rows = () => testDb.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();

  it("delivers each Message-ID once with two workers on one database and a transport slower than the lease", async () => {
    // Each message takes 300 ms at the server; a worker sends one every 200 ms at most
    // and holds a lease of 1 s, so a batch of six under one lease would outlast it.
    const smtp = await startSmtpServer({
      beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 300)),
    });
    servers.push(smtp);
    const MESSAGES = 6;
    await queueMail(
      testDb.db,
      Array.from({ length: MESSAGES }, (_, n) => numberedMail(n)),
      "malmoguiden.test",
    );
    // Two connections of their own, as two processes would have.
    for (let index = 0; index < 2; index++) {
      const connection = openDatabase(
        kind === "postgres"
          ? { databaseUrl: testDb.env.DATABASE_URL, sqlitePath: "" }
          : { sqlitePath: testDb.env.SQLITE_PATH as string },
      );
      connections.push(connection);
      worker(connection, smtpTransport(smtp.url), {
        ratePerMinute: 300,
        leaseMs: 1_000,
        pollMs: 20,
      }).start();
    }

    await until(
      async () => (await rows()).every((row) => row.status === "sent"),
      "every message to be marked sent",
    );
    // A send still on the wire finishes before the workers stop.
    await stopAll();

    const queued = await rows();
    expect(queued.map((row) => row.status)).toEqual(Array(MESSAGES).fill("sent"));
    const received = smtp.received.map((mail) => mail.messageId).sort();
    expect(received).toEqual(queued.map((row) => row.message_id).sort());
  }, 30_000);

  it("keeps the lease of a send that takes longer than the lease itself", async () => {
    const LEASE_MS = 300;
    const [id] = await queueMail(testDb.db, [numberedMail(1)], "malmoguiden.test");
    const secondTransport = fakeTransport();
    const second = worker(testDb, secondTransport.transport, { leaseMs: LEASE_MS });
    // While the first worker's one send is on the wire for three leases, the second
    // worker keeps looking for work: the message is never free for it to take.
    let looked = 0;
    const firstTransport = fakeTransport(async () => {
      const end = Date.now() + 3 * LEASE_MS;
      while (Date.now() < end) {
        expect(await second.runOnce()).toBe(0);
        looked++;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    });
    const first = worker(testDb, firstTransport.transport, { leaseMs: LEASE_MS });

    expect(await first.runOnce()).toBe(1);
    expect(looked).toBeGreaterThan(3);
    const [row] = await rows();
    expect(row?.id).toBe(id);
    expect(row?.status).toBe("sent");
    expect(firstTransport.sent).toEqual([row?.message_id]);
    expect(secondTransport.sent).toEqual([]);
  });

  it("does not mark a message sent when another worker took its lease over meanwhile", async () => {
    await queueMail(testDb.db, [numberedMail(1)], "malmoguiden.test", 1_000_000);
    const { logger, lines } = capturingLogger();
    let releaseSecond: () => void = () => undefined;
    const secondHolds = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    let secondSending: () => void = () => undefined;
    const secondStarted = new Promise<void>((resolve) => {
      secondSending = resolve;
    });
    const secondTransport = fakeTransport(async () => {
      secondSending();
      await secondHolds;
    });
    // The second worker's clock is past the first one's lease: it may take the message.
    const second = worker(testDb, secondTransport.transport, { now: () => 1_200_000 });
    let secondRun: Promise<number> | undefined;
    const firstTransport = fakeTransport(async () => {
      secondRun = second.runOnce();
      await secondStarted;
    });
    const first = worker(testDb, firstTransport.transport, { now: () => 1_000_000, logger });

    // The first worker's send ends while the second one holds the lease and is sending.
    expect(await first.runOnce()).toBe(1);
    expect((await rows()).map((row) => row.status)).toEqual(["pending"]);
    expect(lines.some((line) => line.level === 40 && /lease/.test(line.msg))).toBe(true);

    // The lease's owner marks it.
    releaseSecond();
    await secondRun;
    const [row] = await rows();
    expect(row?.status).toBe("sent");
    expect(secondTransport.sent).toEqual([row?.message_id]);
  });

  it("does not send a claimed message whose lease another worker has taken over", async () => {
    const ids = await queueMail(
      testDb.db,
      [numberedMail(1), numberedMail(2)],
      "malmoguiden.test",
      1_000_000,
    );
    const secondTransport = fakeTransport();
    const second = worker(testDb, secondTransport.transport, { now: () => 1_200_000 });
    // While the first worker sends its first message, its lease on both runs out and
    // the second worker takes both and sends them.
    let once = false;
    const firstTransport = fakeTransport(async () => {
      if (once) return;
      once = true;
      expect(await second.runOnce()).toBe(2);
    });
    const first = worker(testDb, firstTransport.transport, { now: () => 1_000_000 });

    await first.runOnce();
    const queued = await rows();
    expect(queued.map((row) => row.id)).toEqual(ids);
    expect(queued.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(secondTransport.sent).toEqual(queued.map((row) => row.message_id));
    // The first worker had only its first message on the wire; the second was no longer its.
    expect(firstTransport.sent).toEqual([queued[0]?.message_id]);
  });
});
