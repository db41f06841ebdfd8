import { beforeEach, describe, expect, it } from "vitest";
import { DATABASES } from "../support/databases";
import { type Module, ownerApp } from "../support/owner";
import { CAFE, OPERATOR_EMAIL, SHOP, SITE } from "../support/owner-fixtures";

// Issue 38, point 3: an owner's changes wait for the operator, who approves or rejects
// them field by field; approval publishes in one write, audited; the owner is mailed.

const OWNER = "agare@example.se";
const AT = Date.UTC(2026, 11, 1, 10);

describe.each(DATABASES)("owner proposals (%s)", (kind) => {
  const t = ownerApp(kind);
  const proposals = async () => ({
    ...(await import("~/.server/owner/proposals")),
    ...(await import("~/.server/owner/proposal-decisions")),
  });
  const place = () =>
    t.testDb.db
      .selectFrom("businesses")
      .select(["summary", "description", "phone", "email", "website"])
      .where("slug", "=", CAFE.slug)
      .executeTakeFirstOrThrow();

  beforeEach(async () => {
    await t.testDb.db
      .updateTable("businesses")
      .set({ summary: "Ett ställe.", phone: null, email: null, website: null })
      .where("slug", "=", CAFE.slug)
      .execute();
    await t.registered(OWNER, CAFE.slug);
  });

  it("keeps an owner's values waiting, only those that differ, joined across edits", async () => {
    const { proposeChanges, pendingProposal } = await proposals();
    const first = await proposeChanges(t.testDb.db, OWNER, CAFE.slug, {
      summary: "Kaffe och bullar vid torget.",
      description: "Ett ställe i Malmö.",
      phone: "040-12 34 56",
    });
    expect(first).toMatchObject({ ok: true, fields: ["summary", "phone"] });
    // The public values stay as they were.
    expect(await place()).toMatchObject({ summary: "Ett ställe.", phone: null });
    // A later edit joins the waiting one; a field set back to its value leaves it.
    const second = await proposeChanges(t.testDb.db, OWNER, CAFE.slug, {
      phone: null,
      website: "https://kafe.example.se",
    });
    expect(second).toEqual({
      ok: true,
      id: first.ok ? first.id : -1,
      fields: ["summary", "website"],
    });
    expect((await pendingProposal(t.testDb.db, CAFE.slug))?.fields).toEqual({
      summary: "Kaffe och bullar vid torget.",
      website: "https://kafe.example.se",
    });
    // The operator is told once, when the proposal is first stored.
    expect((await t.outbox()).map((mail) => [mail.kind, mail.recipient, mail.subject])).toEqual([
      ["owner-proposal", OPERATOR_EMAIL, `Ändringar från företagare: ${CAFE.name}`],
    ]);
    // Everything set back: nothing waits.
    await proposeChanges(t.testDb.db, OWNER, CAFE.slug, { summary: "Ett ställe.", website: null });
    expect(await pendingProposal(t.testDb.db, CAFE.slug)).toBeUndefined();
  });

  it("refuses anyone who does not own the place, and stores nothing", async () => {
    const { proposeChanges } = await proposals();
    await t.registered("annan@example.se", SHOP.slug);
    expect(
      await proposeChanges(t.testDb.db, "annan@example.se", CAFE.slug, { summary: "Stängt." }),
    ).toEqual({ ok: false, kind: "not-owner" });
    expect(await t.testDb.db.selectFrom("owner_proposals").select("id").execute()).toEqual([]);
  });

  it("publishes the approved fields, keeps the rejected ones out, audits and mails the reason", async () => {
    const { proposeChanges, decideProposal, proposalById } = await proposals();
    const { contentVersion } = await import("~/.server/snapshot/content");
    const proposed = await proposeChanges(t.testDb.db, OWNER, CAFE.slug, {
      summary: "Kaffe och bullar vid torget.",
      phone: "040-12 34 56",
    });
    if (!proposed.ok || proposed.id === null) throw new Error("not stored");
    const id = proposed.id;
    // Something rejected needs a reason: nothing is decided without one.
    expect(await decideProposal(t.testDb.db, t.operator, id, ["summary"], "", AT)).toEqual({
      ok: false,
      kind: "invalid",
      errors: {
        reason:
          "Skriv varför det som inte godkänns avslås. Motiveringen står i mejlet till företagaren.",
      },
    });
    expect((await proposalById(t.testDb.db, id))?.status).toBe("pending");

    const version = await contentVersion(t.testDb.db);
    const reason = "Numret går till en annan verksamhet.";
    expect(await decideProposal(t.testDb.db, t.operator, id, ["summary"], reason, AT)).toEqual({
      ok: true,
      status: "partly",
    });
    expect(await place()).toMatchObject({
      summary: "Kaffe och bullar vid torget.",
      phone: null,
    });
    expect(await contentVersion(t.testDb.db)).toBeGreaterThan(version);
    expect(await proposalById(t.testDb.db, id)).toMatchObject({
      status: "partly",
      decisions: { summary: "approved", phone: "rejected" },
      reason,
      decidedAt: AT,
      decidedBy: t.operator.email,
    });
    const audit = await t.testDb.db
      .selectFrom("audit_log")
      .select(["entity", "entity_id", "action", "operator_email", "changes"])
      .orderBy("id")
      .execute();
    expect(audit.map((row) => [row.entity, row.entity_id, row.action])).toEqual([
      ["business", CAFE.slug, "update"],
      ["owner-proposal", String(id), "approve"],
    ]);
    expect(JSON.parse(audit[0]?.changes ?? "{}")).toEqual({
      summary: ["Ett ställe.", "Kaffe och bullar vid torget."],
      proposedBy: [null, OWNER],
    });

    const mail = (await t.outbox()).find((row) => row.recipient === OWNER);
    expect(mail?.subject).toBe(`Dina ändringar för ${CAFE.name} är granskade`);
    expect(mail?.text_body).toContain("Det här syns nu i guiden: kort beskrivning.");
    expect(mail?.text_body).toContain("Det här publicerades inte: telefon.");
    expect(mail?.text_body).toContain(`Motivering: ${reason}`);
    expect(mail?.text_body).toMatch(
      new RegExp(`Logga in på företagarsidan:\\n${SITE}/foretagare/logga-in\\?token=`),
    );
    expect(
      await t.testDb.db.selectFrom("owner_sign_in_tokens").select(["email", "landing"]).execute(),
    ).toEqual([{ email: OWNER, landing: `/foretagare/foretag/${CAFE.slug}` }]);

    // A proposal is decided once.
    expect(await decideProposal(t.testDb.db, t.operator, id, ["phone"], "", AT)).toEqual({
      ok: false,
      kind: "decided",
      status: "partly",
    });
    expect((await place()).phone).toBeNull();
  });

  it("the editor: the owner's post waits for review; anyone else gets 403 and nothing changes", async () => {
    const editor = await import("~/routes/foretagare/foretag/$slug");
    await t.registered("annan@example.se", SHOP.slug);
    const path = `/foretagare/foretag/${CAFE.slug}`;
    const send = (email: string, fields?: Record<string, string>) =>
      t.asOwner(
        editor as unknown as Module,
        email,
        path,
        { slug: CAFE.slug },
        fields && new URLSearchParams(fields),
      );
    const statusOf = t.statusOf;
    const fields = {
      section: "uppgifter",
      summary: "Kaffe och bullar vid torget.",
      description: "Ett ställe i Malmö.",
      phone: "040-12 34 56",
      email: "",
      website: "",
      bookingLabel: "",
      bookingUrl: "",
    };
    // Another owner: 403 for the page and the post, nothing stored.
    expect(statusOf(await send("annan@example.se"))).toBe(403);
    expect(statusOf(await send("annan@example.se", fields))).toBe(403);
    const sections: Record<string, string>[] = [
      { section: "tillganglighet", trappfri: "yes" },
      { section: "oppettider", hours: "Mån–Fre 8–18" },
      { section: "veckan", "mo-0-fran": "08:00", "mo-0-till": "18:00" },
      { section: "veckan", kopiera: "alla", "mo-0-fran": "08:00", "mo-0-till": "18:00" },
    ];
    for (const section of sections)
      expect(statusOf(await send("annan@example.se", section)), section.section).toBe(403);
    expect(await t.testDb.db.selectFrom("owner_proposals").select("id").execute()).toEqual([]);
    // The owner: a bad value is refused in Swedish, nothing stored.
    const bad = (await send(OWNER, {
      ...fields,
      phone: "ring oss",
      bookingUrl: "https://bord.example.se/kafe",
    })) as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.errors).toMatchObject({
      phone: "Ange ett telefonnummer med siffror, t.ex. 040-12 34 56.",
      bookingLabel: "Välj vad knappen ska heta.",
    });
    expect(await t.testDb.db.selectFrom("owner_proposals").select("id").execute()).toEqual([]);
    // A good post waits: on to the editor, which shows it; the public values stay.
    const sent = (await send(OWNER, fields)) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${path}?skickat=1#uppgifter`);
    expect(await send(OWNER)).toMatchObject({
      waiting: { fields: { summary: fields.summary, phone: fields.phone } },
      published: { summary: "Ett ställe.", phone: null },
    });
    expect(await place()).toMatchObject({ summary: "Ett ställe.", phone: null });

    // The day-by-day week: 'Kopiera' fills the weekdays in and stores nothing.
    const copied = (await send(OWNER, {
      section: "veckan",
      kopiera: "vardagar",
      "mo-0-fran": "08:00",
      "mo-0-till": "18:00",
    })) as { data?: unknown; ok?: boolean; week?: Record<string, string> };
    expect(copied).toMatchObject({
      ok: true,
      week: { "mo-0-fran": "08:00", "fr-0-till": "18:00", "tu-0-fran": "08:00" },
    });
    expect((copied as { week: Record<string, string> }).week["sa-0-fran"]).toBeUndefined();
    const half = (await send(OWNER, { section: "veckan", "sa-0-fran": "10:00" })) as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(half.init.status).toBe(400);
    expect(half.data.errors["sa-0-till"]).toBe("Skriv när ni stänger.");
    const weekly = (await send(OWNER, {
      section: "veckan",
      ...Object.fromEntries(
        ["mo", "tu", "we", "th", "fr"].flatMap((day) => [
          [`${day}-0-fran`, "08:00"],
          [`${day}-0-till`, "18:00"],
        ]),
      ),
      "sa-0-fran": "10:00",
      "sa-0-till": "16:00",
      julafton: "on",
    })) as Response;
    expect(weekly.headers.get("location")).toBe(`${path}?skickat=1#veckan`);
    expect(await send(OWNER)).toMatchObject({
      waiting: {
        fields: { hours: 'Mo-Fr 08:00-18:00; Sa 10:00-16:00; Dec 24 off "julafton"' },
      },
      week: { "mo-0-fran": "08:00", "sa-0-till": "16:00", julafton: "on" },
    });

    // Hours as Swedes write them become the syntax; what cannot be read is refused in Swedish.
    const unread = (await send(OWNER, { section: "oppettider", hours: "Mån–Frr 8–18" })) as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(unread.init.status).toBe(400);
    expect(unread.data.errors.hours).toBe(
      "Vi förstod inte ”Mån–Frr 8–18”. Skriv till exempel ”Mån–Fre 8–18, Lör 10–16”.",
    );
    const hours = (await send(OWNER, {
      section: "oppettider",
      hours: "Mån–Fre 08–18, Lör 10–16, julafton stängt",
    })) as Response;
    expect(hours.headers.get("location")).toBe(`${path}?skickat=1#oppettider`);
    expect(await send(OWNER)).toMatchObject({
      waiting: {
        fields: { hours: 'Mo-Fr 08:00-18:00; Sa 10:00-16:00; Dec 24 off "julafton"' },
      },
      hoursPreview: {
        waiting: {
          week: [
            { days: "mån–fre", hours: "08.00–18.00" },
            { days: "lör", hours: "10.00–16.00" },
            { days: "sön", hours: "stängt" },
          ],
        },
      },
    });
  });

  it("publishes an owner's long description into the profile, keeping its other parts", async () => {
    const { proposeChanges, decideProposal } = await proposals();
    await t.testDb.db
      .updateTable("businesses")
      .set({
        profile: JSON.stringify({
          longDescription: "",
          philosophy: "Allt bakas på plats.",
          equipment: "",
          features: ["Wifi"],
        }),
      })
      .where("slug", "=", CAFE.slug)
      .execute();
    const long = "Kaffe sedan 1962, rostat på Möllan. Frukost till klockan elva varje dag.";
    const proposed = await proposeChanges(t.testDb.db, OWNER, CAFE.slug, { longDescription: long });
    if (!proposed.ok || proposed.id === null) throw new Error("not stored");
    expect(proposed.fields).toEqual(["longDescription"]);
    expect(
      await decideProposal(t.testDb.db, t.operator, proposed.id, ["longDescription"], "", AT),
    ).toEqual({ ok: true, status: "approved" });
    const row = await t.testDb.db
      .selectFrom("businesses")
      .select("profile")
      .where("slug", "=", CAFE.slug)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.profile ?? "null")).toEqual({
      longDescription: long,
      philosophy: "Allt bakas på plats.",
      equipment: "",
      features: ["Wifi"],
    });
    await t.testDb.db
      .updateTable("businesses")
      .set({ profile: null })
      .where("slug", "=", CAFE.slug)
      .execute();
  });

  it("publishes a booking button and accessibility facts the owner gave, dated the day of approval", async () => {
    const { proposeChanges, decideProposal } = await proposals();
    const { contentOf } = await import("~/.server/snapshot/content");
    await proposeChanges(t.testDb.db, OWNER, CAFE.slug, {
      booking: JSON.stringify({ label: "Boka bord", url: "https://bord.example.se/kafe" }),
    });
    const proposed = await proposeChanges(t.testDb.db, OWNER, CAFE.slug, {
      accessibility: JSON.stringify({ trappfri: "yes", horslinga: "no" }),
      hours: "Mo-Fr 08:00-18:00; Sa 10:00-16:00",
    });
    if (!proposed.ok || proposed.id === null) throw new Error("not stored");
    expect(proposed.fields).toEqual(["booking", "accessibility", "hours"]);
    expect((await contentOf(t.testDb.db)).places.get(CAFE.slug)?.booking).toBeUndefined();
    expect(
      await decideProposal(
        t.testDb.db,
        t.operator,
        proposed.id,
        ["booking", "accessibility", "hours"],
        "",
        AT,
      ),
    ).toEqual({ ok: true, status: "approved" });
    // The owner's hours count as confirmed from the day of approval ('Öppet nu').
    expect((await contentOf(t.testDb.db)).places.get(CAFE.slug)).toMatchObject({
      openingHours: "Mo-Fr 08:00-18:00; Sa 10:00-16:00",
      hoursCheckedAt: "2026-12-01",
    });
    const cafe = (await contentOf(t.testDb.db)).places.get(CAFE.slug);
    expect(cafe?.booking).toEqual({ label: "Boka bord", url: "https://bord.example.se/kafe" });
    expect(cafe?.accessibility).toEqual({
      trappfri: { value: "yes", checkedAt: "2026-12-01" },
      horslinga: { value: "no", checkedAt: "2026-12-01" },
    });
    const mail = (await t.outbox()).find((row) => row.recipient === OWNER);
    expect(mail?.subject).toBe(`Dina ändringar för ${CAFE.name} är publicerade`);
    expect(mail?.text_body).toContain(
      "Det här syns nu i guiden: bokningsknapp, tillgänglighet, öppettider.",
    );
    await t.testDb.db
      .updateTable("businesses")
      .set({
        booking_url: null,
        booking_label: null,
        accessibility: null,
        opening_hours: null,
        hours_checked_at: null,
      })
      .where("slug", "=", CAFE.slug)
      .execute();
  });
  it("the owner's texts in English, German and Danish wait for review and reach the pages of those languages", async () => {
    const editor = await import("~/routes/foretagare/foretag/$slug");
    const { decideProposal } = await proposals();
    const { contentOf } = await import("~/.server/snapshot/content");
    const { textsIn } = await import("~/.server/i18n/content");
    const path = `/foretagare/foretag/${CAFE.slug}`;
    // A Danish text the operator wrote before: the owner empties it.
    await t.testDb.db
      .insertInto("content_translations")
      .values({
        subject: "place",
        key: CAFE.slug,
        language: "da",
        field: "summary",
        text: "Et sted.",
        translated_by: t.operator.email,
        updated_at: AT,
      })
      .execute();
    const send = (fields?: Record<string, string>) =>
      t.asOwner(
        editor as unknown as Module,
        OWNER,
        path,
        { slug: CAFE.slug },
        fields && new URLSearchParams(fields),
      );
    const english = "Coffee and buns by the square.";
    const german = "Kaffee und Zimtschnecken am Platz.";
    const fields = {
      section: "oversattningar",
      en_summary: "",
      en_description: english,
      de_summary: german,
      de_description: "",
      da_summary: "",
      da_description: "",
      // Shown on Silver and Guld in the description's place.
      en_longDescription: "Coffee since 1962.",
    };
    // Too long: refused in Swedish, nothing stored.
    const long = (await send({ ...fields, en_description: "a".repeat(6001) })) as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(long.init.status).toBe(400);
    expect(long.data.errors).toEqual({ en_description: "Texten får vara högst 6 000 tecken." });
    expect(await t.testDb.db.selectFrom("owner_proposals").select("id").execute()).toEqual([]);

    const sent = (await send(fields)) as Response;
    expect(sent.headers.get("location")).toBe(`${path}?skickat=1#oversattningar`);
    expect(await send()).toMatchObject({
      waiting: {
        fields: {
          en_description: english,
          en_longDescription: "Coffee since 1962.",
          de_summary: german,
          da_summary: null,
        },
      },
      published: { en_description: null, de_summary: null, da_summary: "Et sted." },
    });
    // Nothing reaches the pages before the operator has approved it.
    const before = (await contentOf(t.testDb.db)).translations;
    expect(textsIn(before, "en", "place", CAFE.slug)).toBeUndefined();

    const waiting = await t.testDb.db
      .selectFrom("owner_proposals")
      .select("id")
      .executeTakeFirstOrThrow();
    const reason = "Texten nämner ett pris som inte stämmer.";
    expect(
      await decideProposal(
        t.testDb.db,
        t.operator,
        waiting.id,
        ["en_description", "en_longDescription", "da_summary"],
        reason,
        AT,
      ),
    ).toEqual({ ok: true, status: "partly" });
    const translations = (await contentOf(t.testDb.db)).translations;
    expect(textsIn(translations, "en", "place", CAFE.slug)).toEqual({
      description: english,
      longDescription: "Coffee since 1962.",
    });
    expect(textsIn(translations, "de", "place", CAFE.slug)).toBeUndefined();
    expect(textsIn(translations, "da", "place", CAFE.slug)).toBeUndefined();
    const rows = await t.testDb.db
      .selectFrom("content_translations")
      .select(["language", "field", "translated_by", "updated_at"])
      .orderBy("field")
      .execute();
    expect(rows.map((row) => ({ ...row, updated_at: Number(row.updated_at) }))).toEqual([
      { language: "en", field: "description", translated_by: OWNER, updated_at: AT },
      { language: "en", field: "longDescription", translated_by: OWNER, updated_at: AT },
    ]);
    // The place's Swedish row is untouched; the translation's history shows the owner.
    expect(await place()).toMatchObject({ summary: "Ett ställe." });
    const audit = await t.testDb.db
      .selectFrom("audit_log")
      .select(["entity", "entity_id", "changes"])
      .orderBy("id")
      .execute();
    expect(audit.map((row) => [row.entity, row.entity_id])).toEqual([
      ["translation", `place:${CAFE.slug}`],
      ["owner-proposal", String(waiting.id)],
    ]);
    expect(JSON.parse(audit[0]?.changes ?? "{}")).toEqual({
      en_description: [null, english],
      en_longDescription: [null, "Coffee since 1962."],
      da_summary: ["Et sted.", null],
      proposedBy: [null, OWNER],
    });
    const mail = (await t.outbox()).find((row) => row.recipient === OWNER);
    expect(mail?.text_body).toContain(
      "Det här syns nu i guiden: beskrivning på engelska, lång beskrivning på engelska, kort beskrivning på danska.",
    );
    expect(mail?.text_body).toContain("Det här publicerades inte: kort beskrivning på tyska.");
  });
  it("the longest translations in three languages are received whole, however they encode", async () => {
    const editor = await import("~/routes/foretagare/foretag/$slug");
    const { FIELD_MAX } = await import("~/lib/i18n/translation-form");
    const path = `/foretagare/foretag/${CAFE.slug}`;
    // '€' urlencodes to 9 bytes: every field full of it is the largest body the form sends.
    const full = (field: "summary" | "description" | "longDescription") =>
      "€".repeat(FIELD_MAX[field]);
    const fields: Record<string, string> = { section: "oversattningar" };
    for (const language of ["en", "de", "da"])
      for (const field of ["summary", "description", "longDescription"] as const)
        fields[`${language}_${field}`] = full(field);
    const body = new URLSearchParams(fields);
    expect(body.toString().length).toBeGreaterThan(64 * 1024 * 7);
    const sent = (await t.asOwner(
      editor as unknown as Module,
      OWNER,
      path,
      { slug: CAFE.slug },
      body,
    )) as Response;
    expect(sent.headers.get("location")).toBe(`${path}?skickat=1#oversattningar`);
    const stored = await t.testDb.db
      .selectFrom("owner_proposals")
      .select("fields")
      .executeTakeFirstOrThrow();
    const waiting = JSON.parse(stored.fields) as Record<string, string>;
    expect(waiting.da_longDescription).toBe(full("longDescription"));
    expect(waiting.en_summary).toBe(full("summary"));
  });
});
