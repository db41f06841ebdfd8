import { afterEach, describe, expect, it, vi } from "vitest";
import { DATABASES } from "../support/databases";
import { GULD, OWNER, plansApp } from "../support/plans";

// Issue 35, point 3: a purchase's receipt goes to the address typed at checkout. Demo
// purchases and purchases no money has been taken for can be made with anyone's
// address, so one address gets at most three of their receipts an hour, as claims and
// registrations cap theirs; a paid purchase always gets its receipt.

const VICTIM = "nagon-annan@example.se";
const RECEIPT = { kind: "plan-receipt", subject: "Kvitto: annonspaketet Guld i Malmöguiden" };
const NOON = new Date("2026-12-01T11:00:00Z");

describe.each(DATABASES)("plans: receipts per address (%s)", (kind) => {
  const t = plansApp(kind);

  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends three receipts of demo purchases to one address an hour, and stores every purchase", async () => {
    vi.useFakeTimers({ now: NOON, toFake: ["Date"] });
    for (let i = 0; i < 5; i++) await t.buyInDemo("guld", undefined, VICTIM);
    expect(await t.mailsTo(VICTIM)).toEqual([RECEIPT, RECEIPT, RECEIPT]);
    expect(await t.testDb.db.selectFrom("subscriptions").select("id").execute()).toHaveLength(5);
    // The same address in other capitals is the same address.
    await t.buyInDemo("guld", undefined, ` ${VICTIM.toUpperCase()}`);
    const receipts = () =>
      t.testDb.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("kind", "=", "plan-receipt")
        .execute();
    expect(await receipts()).toHaveLength(3);
    // Another address is not held back by this one's receipts.
    await t.buyInDemo("guld", GULD, OWNER);
    expect(await t.mailsTo(OWNER)).toEqual([RECEIPT]);
    // Past the hour, the address gets a receipt again.
    vi.setSystemTime(new Date(NOON.getTime() + 61 * 60 * 1000));
    await t.buyInDemo("guld", undefined, VICTIM);
    expect(await t.mailsTo(VICTIM)).toHaveLength(4);
  });

  it("always sends the receipt of a paid purchase", async () => {
    for (let i = 1; i <= 5; i++) {
      await t.deliver("customer.subscription.created", {
        ...t.subscription("guld", "active"),
        id: `sub_paid_${i}`,
        customer: `cus_paid_${i}`,
        metadata: { plan: "guld" },
      });
      await t.deliver(
        "checkout.session.completed",
        t.checkoutSession({
          id: `cs_test_paid_${i}`,
          customer: `cus_paid_${i}`,
          subscription: `sub_paid_${i}`,
          customer_details: { email: VICTIM },
          metadata: { plan: "guld" },
        }),
      );
    }
    expect(await t.mailsTo(VICTIM)).toEqual(Array.from({ length: 5 }, () => RECEIPT));
  });

  it("carries a sign-in link for a day, once, that lands on the editor of the business the plan is for", async () => {
    await t.testDb.db.deleteFrom("owner_sign_in_tokens").execute();
    // OWNER owns GULD (tests/support/plans.ts): their purchase for it is linked at once.
    const forPlace = OWNER;
    const unlinked = "kopare@example.se";
    // A buyer whose registration waits: the receipt lands where its facts can be added.
    const registrant = "registrerad@example.se";
    const { id: waiting } = await t.testDb.db
      .insertInto("business_submissions")
      .values({
        business_name: "Väntande Kafé",
        category: "Restauranger",
        actual_category: "Restauranger",
        business_info: "Ett kafé.",
        address: null,
        contact_info: null,
        contact_person: null,
        contact_email: registrant,
        profile_image_path: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.buyInDemo("guld", GULD, forPlace);
    await t.buyInDemo("guld", undefined, unlinked);
    await t.buyInDemo("guld", undefined, registrant);
    const receipt = async (to: string) =>
      t.testDb.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("recipient", "=", to)
        .where("kind", "=", "plan-receipt")
        .executeTakeFirstOrThrow();
    for (const to of [forPlace, unlinked, registrant])
      expect((await receipt(to)).text_body).toMatch(
        /Logga in på företagarsidan:\n\S+\/foretagare\/logga-in\?token=[A-Za-z0-9_-]{43}/,
      );
    const tokens = await t.testDb.db
      .selectFrom("owner_sign_in_tokens")
      .select(["email", "landing"])
      .orderBy("email")
      .execute();
    // The plan bought for a business lands on it; one not yet linked on the owner's page.
    expect(tokens).toEqual([
      { email: forPlace, landing: `/foretagare/foretag/${GULD}` },
      { email: unlinked, landing: "/foretagare/konto" },
      { email: registrant, landing: `/foretagare/registrering/${waiting}` },
    ]);
  });
});
