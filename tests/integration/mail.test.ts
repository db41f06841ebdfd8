import { afterEach, describe, expect, it } from "vitest";
import { renderMail } from "~/.server/mail/message";
import { queueMail } from "~/.server/mail/outbox";
import { smtpTransport } from "~/.server/mail/transport";
import { backoffMs } from "~/.server/mail/worker";
import { DATABASES } from "../support/databases";
import { testMailWorkers } from "../support/mail";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { type TestDatabase, withTestDatabase } from "../support/test-database";

function message(to: string, subject: string) {
  return {
    to,
    kind: "test",
    ref: "test:1",
    ...renderMail(
      {
        subject,
        greeting: "Hej!",
        paragraphs: ["Det här är ett prov <med> tecken som & måste skyddas."],
        action: { label: "Öppna sidan", url: "https://malmoguiden.test/sida?a=1&b=2" },
      },
      "https://malmoguiden.test",
    ),
  };
}

/** The outbox and its worker against a real SMTP server, on both databases. */
describe.each(DATABASES)("mail outbox (%s)", (kind) => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;
  const workers = testMailWorkers();

  withTestDatabase(kind, {}, (made) => {
    testDb = made;
  });
  afterEach(async () => {
    await workers.stopAll();
    await smtp?.close();
    await testDb.db.deleteFrom("mail_outbox").execute();
  });

  const worker = (url: string, now?: () => number) =>
    workers.worker(testDb, smtpTransport(url), now ? { now } : {});

  it("sends a queued message with a text and an HTML part and marks it sent", async () => {
    smtp = await startSmtpServer();
    const [id] = await queueMail(
      testDb.db,
      [message("anna@example.se", "Din registrering")],
      "malmoguiden.test",
    );
    expect(await worker(smtp.url).runOnce()).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["anna@example.se"]);
    expect(mail?.subject).toBe("Din registrering");
    expect(mail?.text).toContain("Det här är ett prov <med> tecken som & måste skyddas.");
    expect(mail?.text).toContain("https://malmoguiden.test/sida?a=1&b=2");
    expect(mail?.html).toContain("Det här är ett prov &lt;med&gt; tecken som &amp; måste skyddas.");
    expect(mail?.html).toContain('href="https://malmoguiden.test/sida?a=1&amp;b=2"');
    const row = await testDb.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "=", id as number)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("sent");
    expect(mail?.messageId).toBe(row.message_id);
  });

  it("queues nothing when the transaction that caused the message rolls back", async () => {
    smtp = await startSmtpServer();
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await queueMail(trx, [message("bo@example.se", "Aldrig")], "malmoguiden.test");
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await worker(smtp.url).runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it("retries a message the server refused, later, with backoff", async () => {
    let refuse = true;
    smtp = await startSmtpServer({
      beforeAccept() {
        if (refuse) throw new Error("try again later");
      },
    });
    let clock = 1_000_000;
    await queueMail(testDb.db, [message("cia@example.se", "Försök igen")], "x.test", clock);
    const mailer = worker(smtp.url, () => clock);
    expect(await mailer.runOnce()).toBe(1);
    const failed = await testDb.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(Number(failed.due_at)).toBe(clock + backoffMs(1));
    expect(failed.last_error).toContain("try again later");
    // Not due yet: nothing is taken.
    expect(await mailer.runOnce()).toBe(0);
    refuse = false;
    clock += backoffMs(1);
    expect(await mailer.runOnce()).toBe(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Försök igen"]);
  });

  it("lets two workers share the outbox without sending anything twice", async () => {
    smtp = await startSmtpServer();
    const mails = Array.from({ length: 30 }, (_, n) => message(`p${n}@example.se`, `Nr ${n}`));
    await queueMail(testDb.db, mails, "malmoguiden.test");
    const [first, second] = [worker(smtp.url), worker(smtp.url)];
    first.start();
    second.start();
    await smtp.waitFor((received) => received.length >= 30);
    await Promise.all([first.stop(), second.stop()]);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(30);
    expect(ids).toHaveLength(30);
  });
});
