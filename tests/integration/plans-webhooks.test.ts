import { describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { GULD, GULD_NAME, OPERATOR, OWNER, plansApp } from "../support/plans";

// Paid plans deliver (issue 11): signed webhooks link, renew, downgrade and cancel a
// subscription, and after each the public pages' loaders show exactly its effects; a
// plan whose period ends stops by the clock and mails its owner and the operator once.
describe.each(DATABASES)("plans: webhooks (%s)", (kind) => {
  const t = plansApp(kind);

  it("shows nothing paid before a plan is bought", async () => {
    const start = await t.expectNothingPaid();
    expect(start.offers).toHaveLength(3);
  });

  it("links Guld once its buyer is known to own the business, and delivers, renews, downgrades and cancels", async () => {
    await t.addGuldOffer();
    await t.deliver("customer.subscription.created", t.subscription("guld", "trialing"));
    // The subscription event names the business but not the buyer: held, no effect.
    expect(await t.subscriptionRow()).toEqual({
      business_slug: null,
      requested_business_slug: GULD,
      plan_type: "guld",
    });
    expect((await t.restaurants()).places.some((place) => place.sponsored)).toBe(false);
    await t.completed(OWNER);
    expect(await t.subscriptionRow()).toEqual({
      business_slug: GULD,
      requested_business_slug: GULD,
      plan_type: "guld",
    });

    // Guld: first in the featured row and the listing, marked; its offer and a day on the front page.
    let page = await t.restaurants();
    expect(page.places[0]).toMatchObject({ id: GULD, sponsored: true });
    expect(page.featured[0]).toMatchObject({ id: GULD, sponsored: true });
    expect(page.places.filter((place) => place.sponsored)).toHaveLength(1);
    let start = await t.home();
    // One Guld business: the rotation gives it every day of the month.
    expect(start.featured[0]).toMatchObject({ title: GULD_NAME, sponsored: true });
    expect(start.featured).toHaveLength(4);
    expect(start.offers[0]).toMatchObject({ id: "kasai-erbjudande", sponsored: true });
    expect(start.offers).toHaveLength(3);

    // Renewal: the trial turns into a paid period; the effects stay.
    await t.deliver(
      "customer.subscription.updated",
      t.subscription("guld", "active", t.inDays(60)),
    );
    page = await t.restaurants();
    expect(page.places[0]).toMatchObject({ id: GULD, sponsored: true });

    // Downgrade to Silver: no longer first, no front-page placement, not marked.
    await t.deliver(
      "customer.subscription.updated",
      t.subscription("silver", "active", t.inDays(60)),
    );
    start = await t.expectNothingPaid();
    expect(start.offers.some((offer) => offer.sponsored)).toBe(false);

    // Back to Guld, then cancelled: every effect is gone on the next request, mails queued.
    await t.deliver(
      "customer.subscription.updated",
      t.subscription("guld", "active", t.inDays(60)),
    );
    expect((await t.restaurants()).places[0]?.id).toBe(GULD);
    await t.deliver(
      "customer.subscription.deleted",
      t.subscription("guld", "canceled", t.inDays(60)),
    );
    start = await t.expectNothingPaid();
    expect(start.offers.map((offer) => offer.id)).not.toContain("kasai-erbjudande");
    const operatorMails = await t.mailsTo(OPERATOR);
    expect(operatorMails).toHaveLength(1);
    expect(operatorMails[0]?.subject).toContain(GULD_NAME);
  });

  it("links from checkout.session.completed's client_reference_id and mails the owner when payment fails", async () => {
    await t.deliver(
      "checkout.session.completed",
      t.checkoutSession({
        id: "cs_test_plans",
        client_reference_id: GULD,
        metadata: { plan: "guld" },
      }),
    );
    expect((await t.restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });
    await t.deliver("invoice.payment_failed", {
      id: "in_plans_1",
      object: "invoice",
      customer: "cus_plans_1",
      subscription: "sub_plans_1",
    });
    expect((await t.restaurants()).places[0]?.id).toBe("boulebar-drottningtorget");
    expect(await t.mailsTo(OWNER)).toEqual([
      { kind: "plan-receipt", subject: "Kvitto: annonspaketet Guld i Malmöguiden" },
      { kind: "plan-ended", subject: `Annonspaketet Guld för ${GULD_NAME} har upphört` },
    ]);
  });

  it("ends the effects by the clock when a period is over and nothing renewed it", async () => {
    await t.deliver(
      "customer.subscription.created",
      t.subscription("guld", "active", t.inDays(-1)),
    );
    expect((await t.restaurants()).places.some((place) => place.sponsored)).toBe(false);
  });

  it("mails the owner and the operator once when a trial runs out without any event", async () => {
    const { mailLapsedPlans } = await import("~/.server/payments/plan-mails");
    const trialEnd = t.inDays(30);
    await t.deliver("customer.subscription.created", {
      ...t.subscription("guld", "trialing", trialEnd),
      trial_end: trialEnd,
    });
    await t.testDb.db
      .updateTable("subscriptions")
      .set({ email: OWNER, business_slug: GULD })
      .where("stripe_subscription_id", "=", "sub_plans_1")
      .execute();
    // Within the period (and the renewal grace) nothing is sent.
    const endMs = trialEnd * 1000;
    expect(await mailLapsedPlans(t.testDb.db, new Date(endMs + 60 * 60 * 1000))).toEqual([]);
    expect(await t.mailsTo(OWNER)).toHaveLength(0);

    // Three hours after the trial's end: the effects are gone, and both are told once,
    // even when two processes run the job at the same moment.
    const later = new Date(endMs + 3 * 60 * 60 * 1000);
    const [first, second] = await Promise.all([
      mailLapsedPlans(t.testDb.db, later),
      mailLapsedPlans(t.testDb.db, later),
    ]);
    expect([...(first ?? []), ...(second ?? [])]).toHaveLength(1);
    expect(await mailLapsedPlans(t.testDb.db, new Date(endMs + 5 * 60 * 60 * 1000))).toEqual([]);
    expect(await t.mailsTo(OWNER)).toEqual([
      { subject: `Annonspaketet Guld för ${GULD_NAME} har upphört`, kind: "plan-ended" },
    ]);
    expect(await t.mailsTo(OPERATOR)).toEqual([
      { subject: `Annonspaket upphört: ${GULD_NAME} (Guld)`, kind: "plan-ended-operator" },
    ]);
    const body = await t.testDb.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("recipient", "=", OWNER)
      .executeTakeFirstOrThrow();
    expect(body.text_body).toContain(
      "provperioden har gått ut utan att någon betalning lagts till",
    );
  });

  it("leaves a plan without a business unlinked and without effects", async () => {
    await t.deliver("customer.subscription.created", {
      ...t.subscription("guld", "active"),
      metadata: { plan: "guld" },
    });
    const row = await t.testDb.db
      .selectFrom("subscriptions")
      .select("business_slug")
      .executeTakeFirstOrThrow();
    expect(row.business_slug).toBeNull();
    expect((await t.restaurants()).places.some((place) => place.sponsored)).toBe(false);
  });
});
