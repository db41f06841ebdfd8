import { describe, expect, it } from "vitest";
import { CLAIM_APPROVAL_REASON_MISSING, CLAIM_REASON_MISSING } from "~/lib/claims/claims";
import { CLAIM_MESSAGES } from "~/lib/claims/form";
import { CLAIM, claimsApp, GYM, OPERA, OPERATOR_EMAIL, SITE } from "../support/claims";
import { DATABASES } from "../support/databases";

/**
 * Issue 24, point 5, on a real database: a claim of a listing goes from the place's
 * form through the operator's queue (approve or reject with a reason, audited, mailed)
 * to the owner page, and ownership comes from nothing else.
 */
/** The approval, with what the operator checked (issue 24: "approve/reject with reason"). */
const APPROVE = {
  intent: "approve",
  reason: "Växeln på 040-20 50 00 bekräftade att Karin Lind arbetar med marknadsföring.",
};

describe.each(DATABASES)("claims of a listing (%s)", (kind) => {
  const t = claimsApp(kind);
  const CLAIMANT = "karin.lind@malmoopera.example";

  it("offers the form for a place with a page of its own; unknown, hidden and page-less places are 404", async () => {
    const page = await t.openForm(OPERA.slug);
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ business: { id: OPERA.slug, name: OPERA.name } });
    expect((await t.openForm(GYM.slug)).data).toEqual({
      business: { id: GYM.slug, name: GYM.name },
    });
    // Unknown; hidden (the seed hides Bistro Royal); in a listing without a page (spec 3).
    for (const slug of ["finns-inte", "bistro-royal", "kafe-agnez"]) {
      expect((await t.openForm(slug)).status, slug).toBe(404);
      expect((await t.claim(slug, CLAIM)).status, slug).toBe(404);
    }
    expect(await t.claims()).toEqual([]);
    expect(await t.outbox()).toEqual([]);
  });

  it("refuses an empty claim with every field's error in Swedish, and stores nothing", async () => {
    const answer = await t.claim(OPERA.slug, {});
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({
      name: "Skriv ditt namn.",
      email: "Skriv din e-postadress.",
      role: "Välj din roll i företaget.",
      verification: "Berätta hur vi kan kontrollera att du företräder företaget.",
    });
    expect(answer.data.message).toEqual({ title: CLAIM_MESSAGES.invalid });

    // Wrong values: each its own message, and what was typed comes back for the form.
    const wrong = {
      name: "  Karin Lind ",
      email: "karin.lind@",
      role: "Vd",
      verification: "x".repeat(1001),
    };
    const refused = await t.claim(OPERA.slug, wrong);
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toEqual({
      email: "Skriv en giltig e-postadress, till exempel namn@exempel.se.",
      role: "Välj din roll i företaget.",
      verification: "Texten får vara högst 1000 tecken.",
    });
    expect(refused.data.values).toEqual(wrong);
    expect(await t.claims()).toEqual([]);
    expect(await t.outbox()).toEqual([]);
  });

  it("stores a claim with the claimant's receipt and the operator's notice, and the queue shows it", async () => {
    const answer = await t.claim(OPERA.slug, CLAIM);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      ok: true,
      message: { title: "Tack! Vi har tagit emot din förfrågan." },
    });
    const [row] = await t.claims();
    expect(row).toMatchObject({
      business_slug: OPERA.slug,
      name: CLAIM.name,
      email: CLAIMANT,
      role: "Anställd",
      verification: CLAIM.verification,
      status: "pending",
      reason: null,
      decided_at: null,
      decided_by: null,
    });
    const id = row?.id as number;

    const mails = await t.outbox();
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.ref])).toEqual([
      ["claim-received", CLAIMANT, `claim:${id}`],
      ["claim-operator", OPERATOR_EMAIL, `claim:${id}`],
    ]);
    const [receipt, notice] = mails;
    expect(receipt?.subject).toBe("Vi har tagit emot din förfrågan i Malmöguiden");
    expect(receipt?.text_body).toContain(
      "Vi har tagit emot din förfrågan om att företräda Malmö Opera i Malmöguiden.",
    );
    // The receipt goes to an address nobody has checked: none of the sender's own text.
    expect(receipt?.text_body).not.toContain("040-20 50 00");
    expect(receipt?.text_body).not.toContain(CLAIM.name);
    expect(notice?.subject).toBe("Nytt ägaranspråk: Malmö Opera");
    for (const line of [
      "Företag: Malmö Opera (malmo-opera)",
      `Namn: ${CLAIM.name}`,
      `E-post: ${CLAIMANT}`,
      "Roll: Anställd",
      CLAIM.verification,
      `${SITE}/admin/ansprak/${id}`,
    ])
      expect(notice?.text_body).toContain(line);

    const queue = await t.load(t.queue, "/admin/ansprak");
    expect(queue.data).toMatchObject({
      status: "pending",
      counts: { pending: 1, approved: 0, rejected: 0 },
      rows: [{ id, businessName: "Malmö Opera", name: CLAIM.name, email: CLAIMANT }],
      paged: { total: 1, page: 1 },
    });
    expect((await t.load(t.queue, "/admin/ansprak?status=approved")).data).toMatchObject({
      status: "approved",
      rows: [],
    });
    // A page the list does not have.
    expect((await t.load(t.queue, "/admin/ansprak?sida=2")).status).toBe(404);
    expect((await t.load(t.start, "/admin")).data).toMatchObject({
      claims: 1,
      pendingClaims: [{ id, name: "Malmö Opera", claimant: CLAIM.name }],
    });
  });

  it("answers a second claim of the same place from the same address with a friendly message, and stores it once", async () => {
    await t.claimed();
    const again = await t.claim(OPERA.slug, { ...CLAIM, email: ` ${CLAIMANT.toUpperCase()} ` });
    expect(again.status).toBe(409);
    expect(again.data.errors).toEqual({
      form: "Du har redan skickat en förfrågan om det här företaget från den här e-postadressen. Vi återkommer så snart vi har kontrollerat den, du behöver inte skicka igen.",
    });
    // Two at once: one is stored.
    const twice = await Promise.all([1, 2].map(() => t.claim(OPERA.slug, CLAIM)));
    expect(twice.map((answer) => answer.status)).toEqual([409, 409]);
    expect(await t.claims()).toHaveLength(1);
    expect((await t.outbox()).filter((mail) => mail.kind === "claim-received")).toHaveLength(1);

    // Another place, or another address: a claim of its own.
    expect((await t.claim(GYM.slug, CLAIM)).status).toBe(200);
    expect((await t.claim(OPERA.slug, { ...CLAIM, email: "annan@example.se" })).status).toBe(200);
    expect(await t.claims()).toHaveLength(3);
  });

  it("approves: the address owns the place (source claim), audited and mailed, and its owner page shows it", async () => {
    const { id } = await t.claimed();
    expect(await t.ownerPage(CLAIMANT)).toBeUndefined();

    const answer = await t.decide(id, APPROVE);
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/ansprak/${id}?beslut=godkant`,
    });
    expect(await t.owners()).toEqual([
      {
        business_slug: OPERA.slug,
        email: CLAIMANT,
        source: "claim",
        created_by: "redaktor@example.se",
        created_at: expect.anything(),
      },
    ]);
    const [row] = await t.claims();
    expect(row).toMatchObject({
      status: "approved",
      reason: APPROVE.reason,
      decided_by: "redaktor@example.se",
    });
    expect(Number(row?.decided_at)).toBeGreaterThan(0);
    expect(
      (await t.audit()).map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) })),
    ).toEqual([
      {
        operator_email: "redaktor@example.se",
        entity: "claim",
        entity_id: String(id),
        action: "approve",
        changes: { status: ["pending", "approved"], reason: [null, APPROVE.reason] },
      },
      {
        operator_email: "redaktor@example.se",
        entity: "business-owner",
        entity_id: `${OPERA.slug}:${CLAIMANT}`,
        action: "create",
        changes: { email: [null, CLAIMANT], source: [null, "claim"] },
      },
    ]);
    const approval = (await t.outbox()).find((mail) => mail.kind === "claim-approved");
    expect(approval).toMatchObject({
      recipient: CLAIMANT,
      ref: `claim:${id}`,
      subject: "Du företräder nu Malmö Opera i Malmöguiden",
    });
    expect(approval?.text_body).toContain(`Hej ${CLAIM.name}!`);
    // One step in (issue 38): a link that signs the claimant in, a day and once.
    expect(approval?.text_body).toMatch(
      new RegExp(`${SITE}/foretagare/logga-in\\?token=[A-Za-z0-9_-]{43}`),
    );
    expect(approval?.text_body).toContain("Länken gäller i ett dygn och kan användas en gång");
    expect(approval?.text_body).toContain(`Skäl: ${APPROVE.reason}`);

    // The operator's pages say so.
    const review = await t.load(t.review, `/admin/ansprak/${id}?beslut=godkant`, {
      id: String(id),
    });
    expect(review.data).toMatchObject({ claim: { status: "approved" }, decidedNow: "godkant" });
    const history = (review.data as { history: { what: string }[] }).history.map((e) => e.what);
    expect(history).toContain(`Godkänt. ${CLAIMANT} är ägare av företaget.`);
    expect((await t.load(t.start, "/admin")).data).toMatchObject({ claims: 0 });

    // The claimant signs in with the address and sees the place.
    expect(await t.ownership.ownerPlaces(t.testDb.db, CLAIMANT)).toEqual([OPERA.slug]);
    const ownerPage = await t.ownerPage(CLAIMANT);
    expect(ownerPage?.email).toBe(CLAIMANT);
    expect(ownerPage?.businesses.map((place) => [place.slug, place.name])).toEqual([
      [OPERA.slug, OPERA.name],
    ]);
  });

  /** The decision posted without a reason, and with a blank one: both refused with `message`. */
  async function refusedWithoutReason(id: number, intent: string, message: string) {
    for (const reason of [undefined, "   "]) {
      const refused = await t.decide(id, reason === undefined ? { intent } : { intent, reason });
      expect(refused.status).toBe(400);
      expect(refused.data.errors).toEqual({ reason: message });
    }
  }

  it("approves only with a reason, and approves nothing without one", async () => {
    const { id } = await t.claimed();
    await refusedWithoutReason(id, "approve", CLAIM_APPROVAL_REASON_MISSING);
    expect((await t.claims())[0]).toMatchObject({ status: "pending", reason: null });
    expect(await t.owners()).toEqual([]);
    expect(await t.audit()).toEqual([]);
    expect((await t.outbox()).filter((mail) => mail.kind === "claim-approved")).toEqual([]);
  });

  it("approves a claim of a place the address already owns without a second owner row", async () => {
    await t.testDb.db
      .insertInto("business_owners")
      .values({
        business_slug: OPERA.slug,
        email: CLAIMANT,
        source: "operator",
        created_by: OPERATOR_EMAIL,
        created_at: 1,
      })
      .execute();
    const { id } = await t.claimed();
    expect((await t.decide(id, APPROVE)).status).toBe(302);
    expect(await t.owners()).toMatchObject([{ email: CLAIMANT, source: "operator" }]);
    expect((await t.claims())[0]?.status).toBe("approved");
    expect((await t.audit()).map((entry) => entry.entity)).toEqual(["claim"]);
    expect((await t.outbox()).filter((mail) => mail.kind === "claim-approved")).toHaveLength(1);
  });

  it("rejects only with a reason, which the claimant's mail carries; nobody becomes an owner", async () => {
    const { id } = await t.claimed();
    await refusedWithoutReason(id, "reject", CLAIM_REASON_MISSING);
    expect((await t.claims())[0]?.status).toBe("pending");

    const reason =
      "Växeln känner inte till någon med det namnet. Hör av dig från en adress på operans domän.";
    const answer = await t.decide(id, { intent: "reject", reason });
    expect(answer).toMatchObject({ status: 302, location: `/admin/ansprak/${id}?beslut=avslaget` });
    expect((await t.claims())[0]).toMatchObject({
      status: "rejected",
      reason,
      decided_by: "redaktor@example.se",
    });
    expect(await t.owners()).toEqual([]);
    expect(await t.ownership.ownerPlaces(t.testDb.db, CLAIMANT)).toEqual([]);
    const [entry] = await t.audit();
    expect(entry).toMatchObject({ entity: "claim", entity_id: String(id), action: "reject" });
    expect(JSON.parse(entry?.changes ?? "{}")).toEqual({
      status: ["pending", "rejected"],
      reason: [null, reason],
    });
    const mail = (await t.outbox()).find((row) => row.kind === "claim-rejected");
    expect(mail).toMatchObject({
      recipient: CLAIMANT,
      subject: "Din förfrågan om Malmö Opera kunde inte godkännas",
    });
    expect(mail?.text_body).toContain(`Skäl: ${reason}`);
    // A new claim of the same place is welcome once the old one is decided.
    expect((await t.claim(OPERA.slug, CLAIM)).status).toBe(200);
  });

  it("answers a claim sent on the German page in German, and mails the claimant in German (issue 40)", async () => {
    const empty = await t.claim(OPERA.slug, {}, { prefix: "/de" });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({
      ok: false,
      message: {
        title:
          "Das Formular enthält Fehler. Korrigieren Sie die markierten Felder und senden Sie es erneut.",
      },
      errors: {
        name: "Schreiben Sie Ihren Namen.",
        role: "Wählen Sie Ihre Rolle im Unternehmen.",
      },
    });
    const sent = await t.claim(OPERA.slug, CLAIM, { prefix: "/de" });
    expect(sent.data).toEqual({
      ok: true,
      message: { title: "Danke! Wir haben Ihre Anfrage erhalten." },
    });
    const [row] = await t.claims();
    expect(row).toMatchObject({ language: "de", role: CLAIM.role });
    const receipt = (await t.outbox()).find((mail) => mail.kind === "claim-received");
    expect(receipt?.subject).toBe("Wir haben Ihre Anfrage im Malmöguiden erhalten");
    expect(receipt?.text_body).toContain(`/de/business/${OPERA.slug}`);
    // The operator's notice stays Swedish, as the admin area is.
    const notice = (await t.outbox()).find((mail) => mail.kind === "claim-operator");
    expect(notice?.subject).toBe(`Nytt ägaranspråk: ${OPERA.name}`);
    await t.decide(row?.id ?? 0, { intent: "reject", reason: "Växeln känner inte till namnet." });
    const rejected = (await t.outbox()).find((mail) => mail.kind === "claim-rejected");
    expect(rejected?.subject).toBe(`Ihre Anfrage zu ${OPERA.name} konnte nicht freigegeben werden`);
    expect(rejected?.text_body).toContain(
      "Grund (auf Schwedisch): Växeln känner inte till namnet.",
    );
    expect(rejected?.text_body).toContain("/de/contact");
  });

  it("decides a claim once: a second decision, or two at once, changes nothing more", async () => {
    const { id } = await t.claimed();
    expect((await t.decide(id, APPROVE)).status).toBe(302);
    const reject = await t.decide(id, { intent: "reject", reason: "För sent." });
    expect(reject.status).toBe(409);
    expect(reject.data.errors).toEqual({
      form: "Anspråket är redan godkänt. Ett beslut kan bara fattas en gång, så inget ändrades.",
    });
    expect((await t.decide(id, APPROVE)).status).toBe(409);
    expect((await t.claims())[0]).toMatchObject({ status: "approved", reason: APPROVE.reason });
    expect((await t.audit()).filter((entry) => entry.entity === "claim")).toHaveLength(1);

    const other = await t.claimed(GYM.slug);
    const both = await Promise.all([
      t.decide(other.id, APPROVE),
      t.decide(other.id, { intent: "reject", reason: "Nej." }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([302, 409]);
    const decided = (await t.claims()).find((row) => row.id === other.id);
    const mails = (await t.outbox()).filter(
      (mail) => mail.ref === `claim:${other.id}` && /claim-(approved|rejected)/.test(mail.kind),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe(
      decided?.status === "approved" ? "claim-approved" : "claim-rejected",
    );
    expect((await t.decide(999_999, APPROVE)).status).toBe(404);
    expect((await t.load(t.review, "/admin/ansprak/abc", { id: "abc" })).status).toBe(404);
  });

  it("shows a stranger without an operator session neither the queue nor a claim, and takes no decision", async () => {
    const { id } = await t.claimed();
    for (const [module, url, params] of [
      [t.queue, "/admin/ansprak", {}],
      [t.review, `/admin/ansprak/${id}`, { id: String(id) }],
      [t.start, "/admin", {}],
    ] as const) {
      const answer = await t.load(module, url, params, null);
      expect(answer.status, url).toBe(302);
      expect(answer.location, url).toBe("/admin/logga-in");
    }
    const decision = await t.decide(id, APPROVE, null);
    expect(decision).toMatchObject({ status: 302, location: "/admin/logga-in" });
    expect((await t.claims())[0]?.status).toBe("pending");
    expect(await t.owners()).toEqual([]);
  });

  it("answers an oversized body with 413 and another media type with 415, storing nothing", async () => {
    const large = await t.claim(
      OPERA.slug,
      {},
      {
        body: new URLSearchParams({ ...CLAIM, verification: "å".repeat(20_000) }),
      },
    );
    expect(large.status).toBe(413);
    expect(large.data.errors).toEqual({ form: "Förfrågan är för stor." });
    const json = await t.claim(
      OPERA.slug,
      {},
      {
        body: JSON.stringify(CLAIM),
        headers: { "content-type": "application/json" },
      },
    );
    expect(json.status).toBe(415);
    expect(json.data.errors).toEqual({ form: "Formatet på förfrågan stöds inte." });
    expect(await t.claims()).toEqual([]);
  });
});

describe("claims of a listing: rate limit", () => {
  const t = claimsApp("sqlite", { ratePerMinute: "2" });

  it("limits claims per client like the other public forms", async () => {
    const first = await t.claim(OPERA.slug, CLAIM, { clientIp: "10.9.9.9" });
    expect(first.status).toBe(200);
    const second = await t.claim(GYM.slug, CLAIM, { clientIp: "10.9.9.9" });
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(second.data.errors?.form).toBe(
      "För många försök. Du har skickat formuläret många gånger på kort tid. Vänta en minut och försök igen.",
    );
    expect(await t.claims()).toHaveLength(1);
  });
});
