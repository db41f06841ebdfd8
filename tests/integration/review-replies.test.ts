import { beforeEach, describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { type Module, ownerApp } from "../support/owner";
import { CAFE, SHOP } from "../support/owner-fixtures";

// Issue 39, point 3: the owner answers a published review of their place once, from the
// owner's page ('Svara'); the reply waits for the operator like other owner changes,
// shows under the review once published, and the owner is mailed either way. A rejected
// reply may be written anew; the reply goes with its review.

const OWNER = "agare@example.se";
const T0 = Date.UTC(2026, 10, 20, 12);
const TOKEN = /\/omdome\/(bekrafta|ta-bort)\?token=([A-Za-z0-9_-]{43})/g;
const REPLY = "Tack för att du kom! Välkommen tillbaka, då bjuder vi på kaffet.";

describe.each(DATABASES)("owners' replies to reviews (%s)", (kind) => {
  const t = ownerApp(kind);
  const reviews = () => import("~/.server/reviews/reviews");
  const replies = () => import("~/.server/reviews/replies");
  let route: Module;

  beforeEach(async () => {
    await t.testDb.db.deleteFrom("review_replies").execute();
    await t.testDb.db.deleteFrom("reviews").execute();
    route = (await import("~/routes/foretagare/foretag/$slug/omdomen")) as unknown as Module;
  });

  /** A published review of `slug` by `email`, with its removal token. */
  async function publishedReview(slug = CAFE.slug, email = "besokare@example.se") {
    const { confirmReview, decideReview, submitReview } = await reviews();
    const outcome = await submitReview(
      t.testDb.db,
      slug,
      {
        rating: "4",
        body: "Trevlig personal och gott kaffe, vi kommer gärna tillbaka.",
        name: "Anna",
        email,
        visitMonth: "",
      },
      T0,
    );
    if (!outcome.ok) throw new Error(`refused: ${outcome.kind}`);
    const mail = (await t.outbox()).filter((m) => m.recipient === email).at(-1);
    const links = Object.fromEntries(
      [...(mail?.text_body ?? "").matchAll(TOKEN)].map((m) => [m[1], m[2]]),
    );
    await confirmReview(t.testDb.db, links.bekrafta, T0);
    await decideReview(t.testDb.db, t.operator, outcome.id, { publish: true }, T0);
    return { id: outcome.id, remove: links["ta-bort"] as string };
  }

  const page = (slug = CAFE.slug) => `/foretagare/foretag/${slug}/omdomen`;
  const reply = (email: string | null, review: number, body = REPLY, slug = CAFE.slug) =>
    t.asOwner(
      route,
      email,
      page(slug),
      { slug },
      new URLSearchParams({ review: String(review), body }),
    );
  const shownReply = async (slug = CAFE.slug) => {
    const { publishedReviews } = await reviews();
    return (await publishedReviews(t.testDb.db, slug, { offset: 0, limit: 10 }))[0]?.reply;
  };

  it("waits for the operator, then shows under the review, and the owner is mailed", async () => {
    await t.assigned(OWNER, CAFE.slug);
    const { id } = await publishedReview();
    // The owner heard of the review, with a way straight to the reply form.
    const heard = (await t.outbox()).find((m) => m.kind === "review-owner");
    expect(heard?.text_body).toContain("Svara på omdömet");
    expect(heard?.text_body).toMatch(/\/foretagare\/logga-in\?token=/);

    const sent = await reply(OWNER, id);
    expect(t.statusOf(sent)).toBe(303);
    expect((sent as Response).headers.get("location")).toBe(`${page()}?skickat=${id}#omdome-${id}`);
    expect(await shownReply()).toBeNull();
    const listed = (await t.asOwner(route, OWNER, page(), { slug: CAFE.slug })) as {
      reviews: { id: number; reply: { status: string; body: string } | null }[];
      sent: number | null;
    };
    expect(listed.reviews).toMatchObject([{ id, reply: { status: "pending", body: REPLY } }]);

    const { decideReply, pendingReplies } = await replies();
    expect((await pendingReplies(t.testDb.db)).map((r) => [r.reviewId, r.email])).toEqual([
      [id, OWNER],
    ]);
    expect(await decideReply(t.testDb.db, t.operator, id, { publish: true }, T0)).toEqual({
      ok: true,
      status: "published",
    });
    expect(await shownReply()).toBe(REPLY);
    expect(await pendingReplies(t.testDb.db)).toEqual([]);
    const mail = (await t.outbox()).find((m) => m.kind === "review-reply-published");
    expect(mail?.recipient).toBe(OWNER);
    expect(mail?.subject).toBe(`Ditt svar på omdömet om ${CAFE.name} är publicerat`);
    const audit = await t.testDb.db
      .selectFrom("audit_log")
      .select(["entity_id", "action", "changes"])
      .where("entity", "=", "review")
      .where("action", "=", "approve")
      .execute();
    expect(audit.map((row) => row.changes)).toContainEqual(
      JSON.stringify({ reply: ["pending", "published"] }),
    );
    // Once: no second reply, and the operator cannot decide it again.
    expect(t.statusOf(await reply(OWNER, id, "Ett andra svar på samma omdöme."))).toBe(409);
    expect(await decideReply(t.testDb.db, t.operator, id, { publish: true })).toMatchObject({
      ok: false,
      kind: "decided",
    });
  });

  it("takes one reply when it is sent twice, and refuses a second while the first waits", async () => {
    await t.assigned(OWNER, CAFE.slug);
    const { id } = await publishedReview();
    const answers = await Promise.all([reply(OWNER, id), reply(OWNER, id)]);
    expect(answers.map((answer) => t.statusOf(answer)).sort()).toEqual([303, 409]);
    const rows = await t.testDb.db.selectFrom("review_replies").select("id").execute();
    expect(rows).toHaveLength(1);
  });

  it("mails a rejection with its reason, and the owner may write anew", async () => {
    await t.assigned(OWNER, CAFE.slug);
    const { id } = await publishedReview();
    await reply(OWNER, id, "Du har fel, ring mig på 0701234567 så förklarar jag.");
    const { decideReply } = await replies();
    expect(
      await decideReply(t.testDb.db, t.operator, id, {
        publish: false,
        reason: "Svaret innehåller ett telefonnummer.",
      }),
    ).toEqual({ ok: true, status: "rejected" });
    expect(await shownReply()).toBeNull();
    const mail = (await t.outbox()).find((m) => m.kind === "review-reply-rejected");
    expect(mail?.recipient).toBe(OWNER);
    expect(mail?.text_body).toContain("Skäl: Svaret innehåller ett telefonnummer.");
    const listed = (await t.asOwner(route, OWNER, page(), { slug: CAFE.slug })) as {
      reviews: { reply: { status: string; reason: string } | null }[];
    };
    expect(listed.reviews[0]?.reply).toMatchObject({
      status: "rejected",
      reason: "Svaret innehåller ett telefonnummer.",
    });
    expect(t.statusOf(await reply(OWNER, id))).toBe(303);
    await decideReply(t.testDb.db, t.operator, id, { publish: true });
    expect(await shownReply()).toBe(REPLY);
  });

  it("refuses someone who does not own the place, a review of another place, and bad text", async () => {
    await t.assigned(OWNER, CAFE.slug);
    await t.assigned("butik@example.se", SHOP.slug);
    const { id } = await publishedReview();
    // Another owner: 403 on the page and the post; nobody signed in: to the sign-in page.
    expect(t.statusOf(await reply("butik@example.se", id))).toBe(403);
    expect(
      t.statusOf(await t.asOwner(route, "butik@example.se", page(), { slug: CAFE.slug })),
    ).toBe(403);
    expect(t.statusOf(await reply(null, id))).toBe(302);
    // The shop's owner, on their own page, naming the café's review: not theirs.
    const elsewhere = await reply("butik@example.se", id, REPLY, SHOP.slug);
    expect(t.statusOf(elsewhere)).toBe(404);
    expect(JSON.stringify(elsewhere)).toContain("Omdömet finns inte längre.");
    // Empty, markup, too long: Swedish field errors, nothing stored.
    for (const [body, error] of [
      ["", "Skriv ditt svar."],
      ["Tack! <a href='https://example.se'>Här</a>", "Svaret kan bara innehålla vanlig text"],
      ["x".repeat(1501), "Svaret får vara högst 1500 tecken."],
    ] as const) {
      const refused = await reply(OWNER, id, body);
      expect(t.statusOf(refused)).toBe(400);
      expect(JSON.stringify(refused)).toContain(error);
    }
    expect(await t.testDb.db.selectFrom("review_replies").select("id").execute()).toEqual([]);
  });

  it("goes with its review, and is not published once its writer no longer owns the place", async () => {
    await t.assigned(OWNER, CAFE.slug);
    const first = await publishedReview();
    await reply(OWNER, first.id);
    const { removeReview } = await reviews();
    expect(await removeReview(t.testDb.db, first.remove)).toBe("removed");
    expect(await t.testDb.db.selectFrom("review_replies").select("id").execute()).toEqual([]);

    const second = await publishedReview(CAFE.slug, "bertil@example.se");
    await reply(OWNER, second.id);
    await t.testDb.db.deleteFrom("business_owners").execute();
    const { decideReply } = await replies();
    expect(await decideReply(t.testDb.db, t.operator, second.id, { publish: true })).toEqual({
      ok: false,
      kind: "invalid",
      errors: {
        form: "Den som skrev svaret är inte längre ägare till företaget. Avslå svaret i stället.",
      },
    });
    expect(await shownReply()).toBeNull();
  });
});
