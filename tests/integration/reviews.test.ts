import { beforeEach, describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { ownerApp } from "../support/owner";
import { CAFE, HIDDEN, SHOP } from "../support/owner-fixtures";

// Issue 39, points 1, 2 and 5 (the server's part): a review is stored unconfirmed and its
// address gets a confirmation link and a removal link; confirmed, it waits for the
// operator, who publishes it or rejects it with a reason, each mailed; a newer confirmed
// review of the same address and place replaces the older; the removal link removes it
// and its share of the average. Owners of the place and operators cannot review it.

const VISITOR = "besokare@example.se";
const T0 = Date.UTC(2026, 10, 20, 12);
const TOKEN = /\/omdome\/(bekrafta|ta-bort)\?token=([A-Za-z0-9_-]{43})/g;

const form = (overrides: Partial<Record<string, string>> = {}) => ({
  rating: "4" as const,
  body: "Trevlig personal och gott kaffe, vi kommer gärna tillbaka.",
  name: "Anna",
  email: VISITOR,
  visitMonth: "2026-10",
  ...overrides,
});

describe.each(DATABASES)("visitors' reviews (%s)", (kind) => {
  const t = ownerApp(kind);
  const reviews = () => import("~/.server/reviews/reviews");

  beforeEach(async () => {
    await t.testDb.db.deleteFrom("reviews").execute();
  });

  /** The links of the newest confirmation mail to `to`. */
  async function linksTo(to: string) {
    const mails = (await t.outbox()).filter(
      (mail) => mail.recipient === to && mail.kind === "review-confirm",
    );
    const text = mails.at(-1)?.text_body ?? "";
    const links = Object.fromEntries([...text.matchAll(TOKEN)].map((m) => [m[1], m[2]]));
    return { confirm: links.bekrafta ?? "", remove: links["ta-bort"] ?? "" };
  }

  async function submitted(overrides = {}, now = T0) {
    const { submitReview } = await reviews();
    const outcome = await submitReview(t.testDb.db, CAFE.slug, form(overrides), now);
    if (!outcome.ok) throw new Error(`refused: ${outcome.kind}`);
    return { id: outcome.id, ...(await linksTo((form(overrides) as { email: string }).email)) };
  }

  const statusOf = async (id: number) =>
    (
      await t.testDb.db
        .selectFrom("reviews")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirst()
    )?.status;

  it("waits unconfirmed, then for the operator, and shows once published, with the mails", async () => {
    const { confirmReview, decideReview, pendingReviews, publishedReviews, reviewSummary } =
      await reviews();
    await t.assigned("agare@example.se", CAFE.slug);
    const { id, confirm, remove } = await submitted();
    expect(await statusOf(id)).toBe("unconfirmed");
    const [mail] = await t.outbox();
    expect(mail?.subject).toBe(`Bekräfta ditt omdöme om ${CAFE.name}`);
    expect(confirm).toHaveLength(43);
    expect(remove).toHaveLength(43);
    expect(await pendingReviews(t.testDb.db)).toEqual([]);

    expect(await confirmReview(t.testDb.db, confirm, T0 + 60_000)).toBe("confirmed");
    expect(await confirmReview(t.testDb.db, confirm, T0 + 60_000)).toBe("invalid");
    expect((await pendingReviews(t.testDb.db)).map((review) => review.id)).toEqual([id]);
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toBeUndefined();

    expect(
      await decideReview(t.testDb.db, t.operator, id, { publish: true }, T0 + 120_000),
    ).toEqual({ ok: true, status: "published" });
    expect(await decideReview(t.testDb.db, t.operator, id, { publish: true })).toEqual({
      ok: false,
      kind: "decided",
      status: "published",
    });
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toEqual({ average: 4, count: 1 });
    expect(await publishedReviews(t.testDb.db, CAFE.slug, { offset: 0, limit: 10 })).toEqual([
      {
        id,
        rating: 4,
        body: form().body,
        name: "Anna",
        visitMonth: "2026-10",
        publishedAt: T0 + 120_000,
        reply: null,
      },
    ]);
    // The place's owner hears of it too.
    const owner = (await t.outbox()).find((m) => m.kind === "review-owner");
    expect(owner?.recipient).toBe("agare@example.se");
    expect(owner?.subject).toBe(`Nytt omdöme om ${CAFE.name}`);
    const published = (await t.outbox()).find((m) => m.kind === "review-published");
    expect(published?.recipient).toBe(VISITOR);
    expect(published?.subject).toBe(`Ditt omdöme om ${CAFE.name} är publicerat`);
    const audit = await t.testDb.db
      .selectFrom("audit_log")
      .select(["entity", "entity_id", "action"])
      .where("entity", "=", "review")
      .execute();
    expect(audit).toEqual([{ entity: "review", entity_id: String(id), action: "approve" }]);
  });

  it("takes the same review sent twice once, with one mail", async () => {
    const { submitReview } = await reviews();
    const first = await submitReview(t.testDb.db, CAFE.slug, form(), T0);
    const again = await submitReview(t.testDb.db, CAFE.slug, form(), T0 + 2000);
    expect(again).toEqual(first);
    expect((await t.outbox()).filter((m) => m.kind === "review-confirm")).toHaveLength(1);
    // Later, or with another text, it is a new review.
    expect(await submitReview(t.testDb.db, CAFE.slug, form(), T0 + 60_000)).not.toEqual(first);
  });

  it("rejects with a reason that is mailed, and shows nothing", async () => {
    const { confirmReview, decideReview, reviewSummary } = await reviews();
    const { id, confirm } = await submitted();
    await confirmReview(t.testDb.db, confirm, T0);
    expect(
      await decideReview(t.testDb.db, t.operator, id, {
        publish: false,
        reason: "Omdömet handlar inte om ett besök.",
      }),
    ).toEqual({ ok: true, status: "rejected" });
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toBeUndefined();
    const rejected = (await t.outbox()).find((m) => m.kind === "review-rejected");
    expect(rejected?.text_body).toContain("Skäl: Omdömet handlar inte om ett besök.");
  });

  it("mails a review written on a German page in German, with links to the German pages (issue 40)", async () => {
    const { submitReview, confirmReview, decideReview } = await reviews();
    const outcome = await submitReview(t.testDb.db, CAFE.slug, form(), T0, undefined, "de");
    if (!outcome.ok) throw new Error(outcome.kind);
    const [mail] = (await t.outbox()).filter((m) => m.kind === "review-confirm");
    expect(mail?.subject).toBe(`Bestätigen Sie Ihre Bewertung über ${CAFE.name}`);
    expect(mail?.text_body).toContain(
      `Danke für Ihre Bewertung über ${CAFE.name} (4 von 5 Sternen).`,
    );
    const confirm = /\/de\/omdome\/bekrafta\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? "");
    expect(mail?.text_body).toMatch(/\/de\/omdome\/ta-bort\?token=[A-Za-z0-9_-]{43}/);
    expect(await confirmReview(t.testDb.db, confirm?.[1] ?? "", T0)).toBe("confirmed");
    await decideReview(t.testDb.db, t.operator, outcome.id, {
      publish: false,
      reason: "Omdömet handlar inte om ett besök.",
    });
    const rejected = (await t.outbox()).find((m) => m.kind === "review-rejected");
    expect(rejected?.subject).toBe(`Ihre Bewertung über ${CAFE.name} wird nicht veröffentlicht`);
    // The operator's reason stays in their words, and says so.
    expect(rejected?.text_body).toContain(
      "Grund (auf Schwedisch): Omdömet handlar inte om ett besök.",
    );
    expect(rejected?.text_body).toContain(`/de/business/${CAFE.slug}/omdome`);
  });

  it("replaces an address's earlier review once the new one is confirmed", async () => {
    const { confirmReview, decideReview, reviewSummary } = await reviews();
    const first = await submitted({ rating: "2" });
    await confirmReview(t.testDb.db, first.confirm, T0);
    await decideReview(t.testDb.db, t.operator, first.id, { publish: true }, T0);
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toEqual({ average: 2, count: 1 });
    // Another visitor's review stays whatever happens to Anna's.
    const other = await submitted({ email: "bertil@example.se", name: "Bertil", rating: "5" });
    await confirmReview(t.testDb.db, other.confirm, T0);
    await decideReview(t.testDb.db, t.operator, other.id, { publish: true }, T0);
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toEqual({ average: 3.5, count: 2 });

    // Unconfirmed, the new one changes nothing; confirmed, the old one goes at once.
    const second = await submitted({ rating: "5" }, T0 + 86_400_000);
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toEqual({ average: 3.5, count: 2 });
    await confirmReview(t.testDb.db, second.confirm, T0 + 86_400_000);
    expect(await statusOf(first.id)).toBe("replaced");
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toEqual({ average: 5, count: 1 });
    await decideReview(t.testDb.db, t.operator, second.id, { publish: true }, T0 + 86_400_000);
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toEqual({ average: 5, count: 2 });
  });

  it("removes a review for good with its removal link, published or not", async () => {
    const { confirmReview, decideReview, removeReview, reviewSummary } = await reviews();
    const { id, confirm, remove } = await submitted();
    await confirmReview(t.testDb.db, confirm, T0);
    await decideReview(t.testDb.db, t.operator, id, { publish: true }, T0);
    expect(await removeReview(t.testDb.db, remove)).toBe("removed");
    expect(await statusOf(id)).toBeUndefined();
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toBeUndefined();
    expect(await removeReview(t.testDb.db, remove)).toBe("invalid");
    expect(await removeReview(t.testDb.db, "inte-en-token")).toBe("invalid");
    // Before confirmation too: the link in the first mail works at once.
    const unconfirmed = await submitted({}, T0 + 1000);
    expect(await removeReview(t.testDb.db, unconfirmed.remove)).toBe("removed");
    expect(await confirmReview(t.testDb.db, unconfirmed.confirm, T0 + 2000)).toBe("invalid");
  });

  it("holds a confirmed review with a link, a near copy, or from a busy client, with the reasons for the operator", async () => {
    const { confirmReview, pendingReviews, reviewForAdmin, submitReview } = await reviews();
    const first = await submitted();
    await confirmReview(t.testDb.db, first.confirm, T0);
    // The same text from another address (word order changed), a link, from one client.
    const copied = "Vi kommer gärna tillbaka: trevlig personal och gott kaffe!";
    const sent: number[] = [];
    for (const [n, body] of [
      copied,
      "Fin plats, men beställ hellre på www.konkurrenten.example nästa gång.",
      "En helt egen text om ett lugnt besök en regnig tisdag i november.",
      "Ännu en egen text, om en solig lördag med mycket folk i lokalen.",
    ].entries()) {
      const outcome = await submitReview(
        t.testDb.db,
        CAFE.slug,
        form({ email: `annan${n}@example.se`, body }),
        T0 + 1000 + n,
        "10.9.9.9",
      );
      if (!outcome.ok) throw new Error("refused");
      sent.push(outcome.id);
      const { confirm } = await linksTo(`annan${n}@example.se`);
      expect(await confirmReview(t.testDb.db, confirm, T0 + 2000)).toBe("confirmed");
    }
    const holds = new Map((await pendingReviews(t.testDb.db)).map((r) => [r.id, r.holds]));
    expect(holds.get(first.id)).toEqual([]);
    expect(holds.get(sent[0] ?? 0)).toEqual(["Texten är nästan likadan som ett annat omdöme."]);
    expect(holds.get(sent[1] ?? 0)).toEqual(["Texten innehåller en länk eller webbadress."]);
    expect(holds.get(sent[2] ?? 0)).toEqual([]);
    // The fourth from the same client within the day.
    expect(holds.get(sent[3] ?? 0)).toEqual([
      "Fler än 3 omdömen från samma klient eller e-postadress det senaste dygnet.",
    ]);
    expect((await reviewForAdmin(t.testDb.db, sent[1] ?? 0))?.holds).toEqual([
      "Texten innehåller en länk eller webbadress.",
    ]);
  });

  it("takes visitors' reports of a published review to the queue; the operator keeps or removes it", async () => {
    const { confirmReview, decideReview, reviewSummary } = await reviews();
    const { decideReported, openReportsOf, reportedReviews, reportReview } = await import(
      "~/.server/reviews/reports"
    );
    const { id, confirm } = await submitted();
    await confirmReview(t.testDb.db, confirm, T0);
    // Not published yet: nothing to report.
    const report = { reason: "reklam" as const, details: "" };
    expect(await reportReview(t.testDb.db, id, report, "10.1.1.1", T0)).toBe("missing");
    await decideReview(t.testDb.db, t.operator, id, { publish: true }, T0);
    expect(await reportReview(t.testDb.db, id, report, "10.1.1.1", T0)).toBe("reported");
    // The same client twice is one report; another client is another.
    expect(await reportReview(t.testDb.db, id, report, "10.1.1.1", T0)).toBe("reported");
    const other = { reason: "annat" as const, details: "Skrivet av en konkurrent." };
    await reportReview(t.testDb.db, id, other, "10.1.1.2", T0);
    expect(await reportedReviews(t.testDb.db)).toEqual([
      { id, name: "Anna", placeName: CAFE.name, reports: 2 },
    ]);
    expect((await openReportsOf(t.testDb.db, id)).map((r) => [r.reason, r.details])).toEqual([
      ["Det är reklam eller spam", null],
      ["Något annat", "Skrivet av en konkurrent."],
    ]);

    // Kept: the reports close, the review stays.
    expect(await decideReported(t.testDb.db, t.operator, id, { remove: false }, T0)).toEqual({
      ok: true,
      status: "kept",
    });
    expect(await reportedReviews(t.testDb.db)).toEqual([]);
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toEqual({ average: 4, count: 1 });
    expect(await decideReported(t.testDb.db, t.operator, id, { remove: false }, T0)).toEqual({
      ok: false,
      kind: "decided",
      status: "published",
    });

    // Reported again and removed: gone from the page, its writer mailed the reason.
    await reportReview(t.testDb.db, id, report, "10.1.1.3", T0);
    const reason = "Omdömet innehåller reklam för en annan verksamhet.";
    expect(await decideReported(t.testDb.db, t.operator, id, { remove: true, reason }, T0)).toEqual(
      { ok: true, status: "removed" },
    );
    expect(await statusOf(id)).toBe("rejected");
    expect(await reviewSummary(t.testDb.db, CAFE.slug)).toBeUndefined();
    const removed = (await t.outbox()).find((m) => m.kind === "review-removed");
    expect(removed?.recipient).toBe(VISITOR);
    expect(removed?.text_body).toContain(`Skäl: ${reason}`);
  });

  it("refuses the place's owners, the operators, hidden places, and a fourth review within an hour", async () => {
    const { confirmReview, submitReview } = await reviews();
    await t.assigned("agare@example.se", CAFE.slug);
    expect(
      await submitReview(t.testDb.db, CAFE.slug, form({ email: " Agare@Example.se " }), T0),
    ).toEqual({ ok: false, kind: "own-place" });
    // An owner of another place may review this one.
    await t.assigned("grannen@example.se", SHOP.slug);
    expect(
      (await submitReview(t.testDb.db, CAFE.slug, form({ email: "grannen@example.se" }), T0)).ok,
    ).toBe(true);
    expect(
      await submitReview(
        t.testDb.db,
        CAFE.slug,
        form({ email: t.operator.email.toUpperCase() }),
        T0,
      ),
    ).toEqual({ ok: false, kind: "operator" });
    expect(await submitReview(t.testDb.db, HIDDEN.slug, form(), T0)).toEqual({
      ok: false,
      kind: "missing",
    });
    // Three different reviews (the same one again would be the same post).
    const body = (n: number) => `${form().body} Besök nummer ${n}.`;
    for (let n = 0; n < 3; n++)
      expect((await submitReview(t.testDb.db, CAFE.slug, form({ body: body(n) }), T0 + n)).ok).toBe(
        true,
      );
    expect(await submitReview(t.testDb.db, CAFE.slug, form(), T0 + 10)).toEqual({
      ok: false,
      kind: "too-many",
    });
    expect((await submitReview(t.testDb.db, CAFE.slug, form(), T0 + 3_600_001)).ok).toBe(true);
    // A confirmation link expires after seven days.
    const { confirm } = await linksTo(VISITOR);
    expect(await confirmReview(t.testDb.db, confirm, T0 + 3_600_001 + 8 * 86_400_000)).toBe(
      "invalid",
    );
  });
});
