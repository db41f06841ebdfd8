import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { DAY, newsletterApp, SITE } from "../support/newsletter";
import { CONFIRM_LINK, CONFIRM_SUBJECT, UNSUBSCRIBE_LINK } from "../support/newsletter-links";

// Newsletter consent on a real database, with mail received by a real SMTP server: signing
// up, confirming by a single-use link, unsubscribing and signing up again.
describe.each(DATABASES)("newsletter consent (%s)", (kind) => {
  const t = newsletterApp(kind);

  it("signs up with consent, mails a single-use link, and confirms only by POST", async () => {
    const before = Date.now();
    const reply = await t.signup("Anna@Example.se", "startsida");
    expect(reply).toEqual({
      status: 200,
      data: { ok: true, duplicate: false, message: t.forms.NEWSLETTER_MESSAGES.success },
    });
    const row = await t.subscriber("anna@example.se");
    expect(row).toMatchObject({
      status: "pending",
      consent_source: "startsida",
      policy_version: t.forms.NEWSLETTER_POLICY.version,
      confirmed_at: null,
    });
    expect(Number(row.consent_at)).toBeGreaterThanOrEqual(before);
    expect(Number(row.confirm_expires_at) - Number(row.consent_at)).toBe(7 * DAY);
    expect(row.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The mail was queued with the row, and arrives over SMTP with a text and an HTML part.
    await t.deliver();
    const [mail] = t.mailsTo("anna@example.se");
    expect(mail?.subject).toBe(CONFIRM_SUBJECT);
    const token = CONFIRM_LINK.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).toHaveLength(43);
    expect(mail?.html).toContain(`href="${SITE}/nyhetsbrev/bekrafta?token=${token}"`);
    // Only a SHA-256 of the token is stored.
    expect(row.confirm_token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    // Opening the link shows the button and changes nothing (a link scanner confirms nobody).
    const page = await t.call<{ token: string | null }>(
      t.confirmRoute.loader,
      t.get(`/nyhetsbrev/bekrafta?token=${token}`),
    );
    expect(page.data.token).toBe(token);
    expect((await t.subscriber("anna@example.se")).status).toBe("pending");

    expect(await t.confirmWith(token)).toEqual({ status: 200, data: { result: "confirmed" } });
    const confirmed = await t.subscriber("anna@example.se");
    expect(confirmed).toMatchObject({ status: "confirmed", confirm_token_hash: null });
    expect(Number(confirmed.confirmed_at)).toBeGreaterThanOrEqual(before);

    // Used: refused, and the page says so (no button).
    expect(await t.confirmWith(token)).toEqual({ status: 400, data: { result: "invalid" } });
    const used = await t.call<{ token: string | null }>(
      t.confirmRoute.loader,
      t.get(`/nyhetsbrev/bekrafta?token=${token}`),
    );
    expect(used.data.token).toBeNull();
    for (const junk of ["", "kort", `${token}x`, "a".repeat(43)])
      expect((await t.confirmWith(junk)).data.result).toBe("invalid");
  });

  it("refuses an expired link; a new signup sends a fresh one", async () => {
    const eightDaysAgo = Date.now() - 8 * DAY;
    await t.newsletter.subscribe(t.testDb.db, "bo@example.se", {
      source: "nyhetsbrev-sidan",
      now: eightDaysAgo,
    });
    await t.deliver();
    const [expired] = t.confirmTokens("bo@example.se");
    expect(await t.confirmWith(expired ?? "")).toEqual({
      status: 400,
      data: { result: "invalid" },
    });
    expect((await t.subscriber("bo@example.se")).status).toBe("pending");

    expect((await t.signup("bo@example.se")).data.duplicate).toBe(true);
    await t.deliver();
    const tokens = t.confirmTokens("bo@example.se");
    expect(tokens).toHaveLength(2);
    expect((await t.confirmWith(tokens[1] ?? "")).data.result).toBe("confirmed");
    // The consent recorded is the latest signup's.
    expect((await t.subscriber("bo@example.se")).consent_source).toBe("sidfot");
  });

  it("resends to an unconfirmed address at most once per 10 minutes; a confirmed one changes nothing", async () => {
    const first = await t.signup("cia@example.se");
    expect(first.data).toMatchObject({ ok: true, duplicate: false });
    // At once again: the same answer as ever, and no second mail.
    const again = await t.signup("CIA@example.se ");
    expect(again).toEqual({
      status: 200,
      data: { ok: true, duplicate: true, message: t.forms.NEWSLETTER_MESSAGES.duplicate },
    });
    await t.deliver();
    expect(t.confirmTokens("cia@example.se")).toHaveLength(1);

    // Eleven minutes later: a new link, and the old one no longer works.
    const row = await t.subscriber("cia@example.se");
    await t.testDb.db
      .updateTable("newsletter_subscribers")
      .set({ last_confirmation_sent_at: Date.now() - 11 * 60 * 1000 })
      .where("id", "=", row.id)
      .execute();
    expect(await t.signup("cia@example.se")).toEqual(again);
    await t.deliver();
    const [old, fresh] = t.confirmTokens("cia@example.se");
    expect(fresh).toBeDefined();
    expect((await t.confirmWith(old ?? "")).data.result).toBe("invalid");
    expect((await t.confirmWith(fresh ?? "")).data.result).toBe("confirmed");

    // Confirmed: a signup answers the same and changes nothing, and sends nothing.
    const confirmed = await t.subscriber("cia@example.se");
    const outboxBefore = await t.testDb.db.selectFrom("mail_outbox").select("id").execute();
    expect(await t.signup("cia@example.se", "startsida")).toEqual(again);
    expect(await t.subscriber("cia@example.se")).toEqual(confirmed);
    expect(await t.testDb.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(
      outboxBefore.length,
    );
  });

  it("gives simultaneous signups of one address one row and one mail", async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.signup("samtidigt@example.se")),
    );
    expect(replies.filter((reply) => reply.data.ok && !reply.data.duplicate)).toHaveLength(1);
    expect(replies.filter((reply) => reply.data.duplicate)).toHaveLength(19);
    const row = await t.subscriber("samtidigt@example.se");
    const queued = await t.testDb.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("ref", "=", `subscriber:${row.id}`)
      .execute();
    expect(queued).toHaveLength(1);
  });

  it("unsubscribes with the one-click POST and with the link, without a session; undoing works", async () => {
    await t.subscribersOfAutumn();
    await t.sentNewsletter("Hösten i Malmö", "Hösten är här.");
    const link = (email: string) =>
      UNSUBSCRIBE_LINK.exec(t.mailsTo(email, "Hösten i Malmö")[0]?.text ?? "")?.[0] ?? "";
    const pathOf = (url: string) => url.slice(SITE.length);

    // RFC 8058: a POST to the List-Unsubscribe address with this body.
    const oneClick = await t.call<{ result: string }>(
      t.unsubscribeRoute.action,
      new Request(link("anna@example.se"), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(oneClick).toMatchObject({ status: 200, data: { result: "unsubscribed" } });
    expect(await t.subscriber("anna@example.se")).toMatchObject({ status: "unsubscribed" });

    // Opening the link does it in one step.
    const opened = await t.call<{ result: string; token: string | null }>(
      t.unsubscribeRoute.loader,
      t.get(pathOf(link("bo@example.se"))),
    );
    expect(opened.data.result).toBe("unsubscribed");
    const bo = await t.subscriber("bo@example.se");
    expect(bo.status).toBe("unsubscribed");
    expect(Number(bo.unsubscribed_at)).toBeGreaterThan(0);
    // Twice is the same as once.
    expect(
      (
        await t.call<{ result: string }>(
          t.unsubscribeRoute.loader,
          t.get(pathOf(link("bo@example.se"))),
        )
      ).data.result,
    ).toBe("unsubscribed");
    // A made-up token does nothing.
    expect(
      (
        await t.call<{ result: string }>(
          t.unsubscribeRoute.loader,
          t.get(`/nyhetsbrev/avsluta?token=${"A".repeat(43)}`),
        )
      ).data.result,
    ).toBe("invalid");

    // "Prenumerera igen" undoes it, with the consent recorded anew.
    const undone = await t.call<{ result: string }>(
      t.resubscribeRoute.action,
      t.form("/nyhetsbrev/prenumerera-igen", { token: opened.data.token ?? "" }),
    );
    expect(undone.data.result).toBe("confirmed");
    expect(await t.subscriber("bo@example.se")).toMatchObject({
      status: "confirmed",
      unsubscribed_at: null,
      consent_source: "prenumerera-igen",
    });

    // The next newsletter goes to bo and cia, not to anna (unsubscribed) or eva.
    const id = await t.admin.createNewsletter(t.testDb.db, t.operator, {
      subject: "Vintern i Malmö",
      body: "Snart är det jul.",
    });
    expect(await t.sending.startSending(t.testDb.db, t.operator, id, 1)).toBe("started");
    await t.sending.continueSending(t.testDb.db, id);
    await t.deliver();
    expect(
      t.smtp.received
        .filter((mail) => mail.subject === "Vintern i Malmö")
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(["bo@example.se", "cia@example.se"]);
  });

  it("starts a new confirmation when an unsubscribed address signs up again", async () => {
    await t.unsubscribedSubscriber("anna@example.se");
    // anna's last confirmation mail went out moments ago: pending again, but no mail yet.
    expect((await t.signup("anna@example.se", "nyhetsbrev-sidan")).data).toMatchObject({
      ok: true,
      duplicate: false,
    });
    expect(await t.subscriber("anna@example.se")).toMatchObject({
      status: "pending",
      consent_source: "nyhetsbrev-sidan",
    });
    await t.deliver();
    expect(t.confirmTokens("anna@example.se")).toHaveLength(1);
    // Later, a signup sends the new link.
    await t.testDb.db
      .updateTable("newsletter_subscribers")
      .set({ last_confirmation_sent_at: Date.now() - 11 * 60 * 1000 })
      .where("email", "=", "anna@example.se")
      .execute();
    expect((await t.signup("anna@example.se", "startsida")).data.duplicate).toBe(true);
    await t.deliver();
    const tokens = t.confirmTokens("anna@example.se");
    expect(tokens).toHaveLength(2);
    expect((await t.confirmWith(tokens[1] ?? "")).data.result).toBe("confirmed");
    expect(await t.subscriber("anna@example.se")).toMatchObject({
      status: "confirmed",
      consent_source: "startsida",
      unsubscribed_at: null,
    });
  });

  it("signs up in the page's language: its answers, the mail and the mail's link are in it (issue 40)", async () => {
    const reply = await t.signup("hans@example.de", "sidfot", "/de/newsletter");
    expect(reply).toEqual({
      status: 200,
      data: {
        ok: true,
        duplicate: false,
        message: {
          title: "Danke für Ihre Anmeldung!",
          description: "Sie sind jetzt für unseren Newsletter angemeldet.",
        },
      },
    });
    expect(await t.subscriber("hans@example.de")).toMatchObject({
      status: "pending",
      language: "de",
    });
    await t.deliver();
    const [mail] = t.mailsTo("hans@example.de");
    expect(mail?.subject).toBe("Bestätigen Sie Ihre Anmeldung zum Newsletter des Malmöguiden");
    expect(mail?.text).toContain("Öffnen Sie den Link unten");
    expect(mail?.text).toContain("Mit freundlichen Grüßen");
    expect(mail?.html).toContain('<html lang="de">');
    const token =
      /\/de\/nyhetsbrev\/bekrafta\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).toHaveLength(43);
    expect(await t.confirmWith(token)).toEqual({ status: 200, data: { result: "confirmed" } });
    // A Swedish signup stays Swedish, and an address refused in Danish is refused in Danish.
    await t.signup("anna@example.se");
    expect(await t.subscriber("anna@example.se")).toMatchObject({ language: "sv" });
    const refused = await t.signup("inte-en-adress", "sidfot", "/da/newsletter");
    expect(refused.status).toBe(400);
    expect(refused.data.message.title).toBe("Ugyldig e-mailadresse");
  });
});
