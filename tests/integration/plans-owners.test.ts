import { describe, expect, it } from "vitest";
import { statusOf } from "../support/actions";
import { appDatabase } from "../support/app-database";
import { DATABASES } from "../support/databases";
import { GULD, OWNER, plansApp } from "../support/plans";

// Paid plans and owners (issue 11): paying never makes an owner, so a plan is linked to a
// business once its buyer is known to own it: assigned by the operator or through an
// approved registration.
describe.each(DATABASES)("plans: owners (%s)", (kind) => {
  const t = plansApp(kind);

  it("gives a stranger who buys a plan for someone else's business no hold on the owner's plan", async () => {
    const ownerAuth = await import("~/.server/auth/owner-auth");
    const account = (await import("~/routes/foretagare/konto")) as unknown as {
      loader: (args: never) => Promise<Record<string, unknown>>;
      action: (args: never) => Promise<Response | { init?: { status?: number } | null }>;
    };
    const STRANGER = "framling@example.se";
    const guld = await t.buyInDemo("guld", GULD, OWNER);
    const brons = await t.buyInDemo("brons", GULD, STRANGER);
    // The stranger's purchase waits for the operator; the owner's Guld delivers.
    const rows = await t.testDb.db
      .selectFrom("subscriptions")
      .select(["id", "business_slug", "requested_business_slug"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: guld, business_slug: GULD, requested_business_slug: GULD },
      { id: brons, business_slug: null, requested_business_slug: GULD },
    ]);
    expect((await t.restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });

    // The stranger signs in with an owner link of their own address.
    const token = await ownerAuth.createOwnerSession(t.testDb.db, STRANGER);
    const request = (body?: Record<string, string>) =>
      new Request("http://localhost/foretagare/konto", {
        method: body ? "POST" : "GET",
        headers: {
          cookie: `mg_owner=${token}`,
          origin: "http://localhost",
          ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: body ? new URLSearchParams(body) : undefined,
      });
    const page = await account.loader({
      request: request(),
      context: { database: await appDatabase() },
      params: {},
    } as never);
    expect(page.businesses).toEqual([]);
    expect(page.purchases).toMatchObject([
      { subscriptionId: brons, business: null, requested: { slug: GULD } },
    ]);
    const send = async (body: Record<string, string>) =>
      account.action({
        request: request(body),
        context: { database: await appDatabase(), clientIp: "127.0.0.1" },
        params: {},
      } as never);
    for (const intent of ["demo-cancel", "portal"])
      for (const place of [GULD, ""]) {
        const answer = await send({ intent, business: place, subscription: String(guld) });
        expect(statusOf(answer)).toBe(403);
      }
    // Nor can they link their purchase to a business they do not own.
    const link = await send({
      intent: "link-purchase",
      business: GULD,
      subscription: String(brons),
    });
    expect(statusOf(link)).toBe(403);
    // The owner's plan and its placement stay; nobody was told it ended.
    expect((await t.restaurants()).places[0]).toMatchObject({ id: GULD, sponsored: true });
    const owner = await import("~/.server/owner/owner-plans");
    expect(await owner.ownerPlanOf(t.testDb.db, GULD, new Date())).toMatchObject({
      subscriptionId: guld,
      status: "trialing",
    });
    expect((await t.mailsTo(OWNER)).map((mail) => mail.kind)).toEqual(["plan-receipt"]);
    // The stranger may cancel what they bought themselves.
    const own = await send({ intent: "demo-cancel", subscription: String(brons) });
    expect(own instanceof Response ? own.status : 0).toBe(303);
  });

  it("lets the operator add and remove owners, and links what a new owner bought for the business", async () => {
    const { createTestOperator } = await import("../support/test-database");
    const { ownersOf } = await import("~/.server/owner/ownership");
    const page = (await import("~/routes/admin/foretag/$slug")) as unknown as {
      action: (
        args: never,
      ) => Promise<Response | { data: unknown; init?: { status?: number } | null }>;
    };
    const operator = await createTestOperator(t.testDb.db, "agarredaktor@example.se");
    const BUYER = "ny-agare@example.se";
    const held = await t.buyInDemo("brons", GULD, BUYER);
    const post = async (fields: Record<string, string>) =>
      page.action({
        request: new Request(`http://localhost/admin/foretag/${GULD}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        params: { slug: GULD },
        context: { database: await appDatabase(), operator, clientIp: "127.0.0.1", cspNonce: "" },
      } as never);
    const bad = await post({ intent: "owner-add", email: "inte-en-adress" });
    expect(statusOf(bad)).toBe(400);
    const added = (await post({
      intent: "owner-add",
      email: ` ${BUYER.toUpperCase()} `,
    })) as Response;
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(
      `/admin/foretag/${GULD}?agare=tillagd-kopplad#agare`,
    );
    expect(await ownersOf(t.testDb.db, GULD)).toEqual([
      { email: OWNER, source: "operator" },
      { email: BUYER, source: "operator" },
    ]);
    expect(await t.linkedPlace(held)).toBe(GULD);
    expect((await t.mailsTo(BUYER)).map((mail) => mail.kind)).toEqual([
      "plan-receipt",
      "plan-linked",
    ]);
    const again = await post({ intent: "owner-add", email: BUYER });
    expect(statusOf(again)).toBe(409);
    const removed = (await post({ intent: "owner-remove", email: BUYER })) as Response;
    expect(removed.headers.get("location")).toBe(`/admin/foretag/${GULD}?agare=borttagen#agare`);
    expect(await ownersOf(t.testDb.db, GULD)).toEqual([{ email: OWNER, source: "operator" }]);
  });

  it("mails a receipt once, and links a pay-first purchase when its buyer's registration is approved", async () => {
    const { createTestOperator } = await import("../support/test-database");
    const { approveRegistration } = await import("~/.server/registrations/decisions");
    const BUYER = "forst-betala@example.se";
    const id = await t.buyInDemo("silver", undefined, BUYER);
    const receipt = await t.testDb.db
      .selectFrom("mail_outbox")
      .select(["kind", "subject", "text_body"])
      .where("recipient", "=", BUYER)
      .execute();
    expect(receipt.map((mail) => mail.subject)).toEqual([
      "Kvitto: annonspaketet Silver i Malmöguiden",
    ]);
    expect(receipt[0]?.text_body).toMatch(/Silver \(1\s499 kr per månad\)/u);
    expect(receipt[0]?.text_body).toContain("De första 30 dagarna är en gratis provperiod");
    expect(receipt[0]?.text_body).toContain(
      "Har du registrerat ditt företag kopplas paketet dit när vi har godkänt registreringen",
    );

    const { id: registration } = await t.testDb.db
      .insertInto("business_submissions")
      .values({
        business_name: "Först Betala Kafé",
        category: "Restauranger",
        actual_category: "Restauranger",
        business_info: "Ett kafé som betalade först.",
        address: "Storgatan 9, Malmö",
        contact_info: null,
        contact_person: null,
        contact_email: "Forst-Betala@example.se",
        profile_image_path: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const operator = await createTestOperator(t.testDb.db, "granskare@example.se");
    const decision = await approveRegistration(t.testDb.db, operator, registration, "restauranger");
    expect(decision).toMatchObject({ ok: true });
    const slug = decision.ok ? decision.slug : undefined;
    expect(await t.linkedPlace(id)).toBe(slug);
    const approval = await t.testDb.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("kind", "=", "registration-approved")
      .executeTakeFirstOrThrow();
    expect(approval.text_body).toContain(
      "Annonspaketet Silver som du köpte med den här adressen är nu kopplat till företaget",
    );
  });
});
