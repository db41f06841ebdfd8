import { describe, expect, it, vi } from "vitest";
import { statusOf } from "../support/actions";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { newsletterApp, SITE } from "../support/newsletter";
import { rawHeader, UNSUBSCRIBE_LINK } from "../support/newsletter-links";
import type { ReceivedMail } from "../support/smtp";

// Newsletter sending on a real database, with mail received by a real SMTP server: to
// confirmed addresses only, never twice, a test to the operator, and the CSV export.
describe.each(DATABASES)("newsletter sending (%s)", (kind) => {
  const t = newsletterApp(kind);

  it("sends a newsletter to confirmed addresses only, each with its own unsubscribe link and headers", async () => {
    await t.subscribersOfAutumn();
    await t.signup("dan@example.se");
    // Bo signed up on a German page (issue 40): his unsubscribe page is the German one.
    await t.testDb.db
      .updateTable("newsletter_subscribers")
      .set({ language: "de" })
      .where("email", "=", "bo@example.se")
      .execute();

    const id = await t.admin.createNewsletter(t.testDb.db, t.operator, {
      subject: "Hösten i Malmö",
      body: "# Hösten är här\n\nHej **alla**! Se [evenemangen](/events).\n\n- Konserter\n- Marknader",
    });
    const { revision } = await t.newsletterRow(id);
    expect(await t.sending.startSending(t.testDb.db, t.operator, id, revision)).toBe("started");
    await t.sending.continueSending(t.testDb.db, id, { chunkSize: 2 });

    const sentRow = await t.newsletterRow(id);
    expect(sentRow).toMatchObject({
      status: "sent",
      recipients: 3,
      sent_by: t.operator.email,
    });
    const deliveries = await t.testDb.db
      .selectFrom("newsletter_deliveries")
      .selectAll()
      .where("newsletter_id", "=", id)
      .orderBy("email")
      .execute();
    expect(deliveries.map((row) => row.email)).toEqual([
      "anna@example.se",
      "bo@example.se",
      "cia@example.se",
    ]);
    // Due at the configured pace: 120 a minute, half a second apart.
    const due = await t.testDb.db
      .selectFrom("mail_outbox")
      .select("due_at")
      .where("ref", "=", `newsletter:${id}`)
      .orderBy("id")
      .execute();
    expect(due.map((row) => Number(row.due_at) - Number(sentRow.send_started_at))).toEqual([
      0, 500, 1000,
    ]);

    await t.deliver();
    const mails = t.smtp.received.filter((mail) => mail.subject === "Hösten i Malmö");
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([
      "anna@example.se",
      "bo@example.se",
      "cia@example.se",
    ]);
    const tokens = new Set<string>();
    for (const mail of mails) {
      const row = await t.subscriber(mail.to[0] ?? "");
      const prefix = mail.to[0] === "bo@example.se" ? "/de" : "";
      const url = `${SITE}${prefix}/nyhetsbrev/avsluta?token=${row.unsubscribe_token}`;
      expect(UNSUBSCRIBE_LINK.exec(mail.text)?.[0]).toBe(url);
      expect(mail.html).toContain(`href="${url}"`);
      expect(rawHeader(mail, "List-Unsubscribe")).toBe(`<${url}>`);
      expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain("<strong>alla</strong>");
      expect(mail.html).toContain(`href="${SITE}/events"`);
      expect(mail.text).toContain("Hösten är här\n=============");
      expect(mail.text).toContain("evenemangen (https://malmoguiden.test/events)");
      tokens.add(row.unsubscribe_token ?? "");
    }
    expect(tokens.size).toBe(3);

    const detail = await t.admin.loadNewsletter(t.testDb.db, id);
    expect(detail?.progress).toEqual({
      recipients: 3,
      queued: 3,
      sent: 3,
      pending: 0,
      failed: 0,
    });
    expect(detail?.audit.map((entry) => entry.action)).toEqual(["send", "create"]);
    expect(detail?.audit[0]?.changes).toEqual({ recipients: [null, 3] });
  });

  it("never sends a newsletter twice: double submit, concurrent sends and stale confirmations are refused", async () => {
    await t.subscribersOfAutumn();
    const id = await t.admin.createNewsletter(t.testDb.db, t.operator, {
      subject: "Bara en gång",
      body: "Det här ska komma fram en gång.",
    });
    // A save after the confirmation page was shown: that confirmation is stale.
    expect(
      await t.admin.saveNewsletter(t.testDb.db, t.operator, id, {
        subject: "Bara en gång",
        body: "Det här ska komma fram precis en gång.",
      }),
    ).toEqual({ body: ["31 tecken", "38 tecken"] });
    expect(await t.sending.startSending(t.testDb.db, t.operator, id, 1)).toBe("changed");

    // The operator's double click, through the route as the browser posts it.
    const send = async () =>
      (t.adminNewsletterRoute.action as (args: unknown) => Promise<unknown>)({
        request: t.form(`/admin/nyhetsbrev/${id}`, { intent: "send", revision: "2" }),
        context: { database: await appDatabase(), ...t.context({ operator: t.operator }) },
        params: { id: String(id) },
      });
    const outcomes = (await Promise.all([send(), send()])).map((result) =>
      statusOf(result as Response | { init?: { status?: number } }),
    );
    expect(outcomes.sort()).toEqual([302, 409]);
    // Queued in the background: wait for it.
    await vi.waitFor(
      async () => {
        expect((await t.newsletterRow(id)).status).toBe("sent");
      },
      { timeout: 10_000, interval: 50 },
    );
    // Two more senders at once find nothing left to queue.
    await Promise.all([
      t.sending.continueSending(t.testDb.db, id),
      t.sending.continueSending(t.testDb.db, id),
    ]);
    expect(await t.sending.startSending(t.testDb.db, t.operator, id, 2)).toBe("not-draft");
    expect(
      await t.admin.saveNewsletter(t.testDb.db, t.operator, id, { subject: "Ändrat", body: "x" }),
    ).toBe("locked");

    const deliveries = await t.testDb.db
      .selectFrom("newsletter_deliveries")
      .select("email")
      .where("newsletter_id", "=", id)
      .execute();
    const confirmed = await t.testDb.db
      .selectFrom("newsletter_subscribers")
      .select("email")
      .where("status", "=", "confirmed")
      .execute();
    expect(confirmed).toHaveLength(3);
    expect(deliveries.map((row) => row.email).sort()).toEqual(
      confirmed.map((row) => row.email).sort(),
    );
    await t.deliver();
    const received = t.smtp.received.filter((mail) => mail.subject === "Bara en gång");
    expect(received).toHaveLength(confirmed.length);
    expect(new Set(received.flatMap((mail) => mail.to)).size).toBe(confirmed.length);
  });

  it("sends a test to the signed-in operator only", async () => {
    const id = await t.admin.createNewsletter(t.testDb.db, t.operator, {
      subject: "Utkast",
      body: "Ett *utkast*.",
    });
    expect(await t.admin.sendTest(t.testDb.db, t.operator, id)).toBe(true);
    await t.deliver();
    const tests = t.smtp.received.filter((mail) => mail.subject === "[Test] Utkast");
    expect(tests.map((mail) => mail.to)).toEqual([["redaktor@example.se"]]);
    expect(tests[0]?.html).toContain("<em>utkast</em>");
    expect(rawHeader(tests[0] as ReceivedMail, "List-Unsubscribe")).toBeUndefined();
    expect((await t.newsletterRow(id)).status).toBe("draft");
  });

  it("exports the confirmed subscribers as CSV with formula cells escaped", async () => {
    await t.subscribersOfAutumn();
    for (const email of ["=1+1@example.se", "-2@example.se", "+46@example.se"])
      await t.confirmedSubscriber(email);
    await t.signup("inte-bekraftad@example.se");
    const response = (await t.csvRoute.loader?.({
      request: t.get("/admin/nyhetsbrev/prenumeranter.csv"),
      context: { database: await appDatabase(), ...t.context({ operator: t.operator }) },
      params: {},
    } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="prenumeranter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe('"E-post","Bekräftad","Samtycke lämnat","Källa","Villkorsversion"');
    const emails = lines.slice(1).map((line) => line.split(",")[0]);
    expect(emails).toContain(`"'=1+1@example.se"`);
    expect(emails).toContain(`"'-2@example.se"`);
    expect(emails).toContain(`"'+46@example.se"`);
    expect(emails).toContain('"cia@example.se"');
    expect(csv).not.toContain("inte-bekraftad");
    expect(csv).not.toContain("eva@example.se");
    const cia = lines.find((line) => line.startsWith('"cia@example.se"'));
    expect(cia).toMatch(
      /^"cia@example\.se","\d{4}-\d{2}-\d{2}T[\d:.]+Z","\d{4}-\d{2}-\d{2}T[\d:.]+Z","sidfot","2026-11"$/,
    );
  });
});
