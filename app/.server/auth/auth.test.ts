import { describe, expect, it } from "vitest";
import { DATABASES } from "../../../tests/support/databases";
import { type TestDatabase, withTestDatabase } from "../../../tests/support/test-database";
import {
  ABSOLUTE_TIMEOUT_MS,
  checkCredentials,
  completeSetup,
  createSession,
  createSetupToken,
  findSetupToken,
  IDLE_TIMEOUT_MS,
  inviteOperator,
  operatorForToken,
  tokenHash,
} from "./auth";

const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);
const MINUTE = 60_000;

describe("operator sessions", () => {
  let testDb: TestDatabase;
  let operatorId: number;

  withTestDatabase("sqlite", { perTest: true }, async (made) => {
    testDb = made;
    const token = await createSetupToken(testDb.db, null, T0);
    const operator = await completeSetup(
      testDb.db,
      token,
      "Op@Example.se",
      "lösenord som är långt",
      T0,
    );
    operatorId = operator?.ok ? operator.operator.id : 0;
  });

  /** Whether the address and password sign in (checkCredentials finds the operator). */
  const signsIn = async (email: string, password: string) =>
    (await checkCredentials(testDb.db, email, password)) !== undefined;

  it("stores only the token's hash", async () => {
    const token = await createSession(testDb.db, operatorId, T0);
    const rows = await testDb.db.selectFrom("operator_sessions").selectAll().execute();
    expect(rows.map((row) => row.token_hash)).toEqual([tokenHash(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("ends after two idle hours", async () => {
    const token = await createSession(testDb.db, operatorId, T0);
    expect(await operatorForToken(testDb.db, token, T0 + IDLE_TIMEOUT_MS - MINUTE)).toMatchObject({
      email: "op@example.se",
    });
    // That request renewed it: two more idle hours from there, not from sign-in.
    expect(
      await operatorForToken(testDb.db, token, T0 + 2 * IDLE_TIMEOUT_MS - 2 * MINUTE),
    ).toBeDefined();
    expect(await operatorForToken(testDb.db, token, T0 + 3 * IDLE_TIMEOUT_MS)).toBeUndefined();
  });

  it("ends twelve hours after sign-in however active", async () => {
    const token = await createSession(testDb.db, operatorId, T0);
    for (let t = T0; t < T0 + ABSOLUTE_TIMEOUT_MS; t += 30 * MINUTE)
      expect(await operatorForToken(testDb.db, token, t)).toBeDefined();
    expect(
      await operatorForToken(testDb.db, token, T0 + ABSOLUTE_TIMEOUT_MS + MINUTE),
    ).toBeUndefined();
  });

  it("checks credentials case-insensitively on the address, exactly on the password", async () => {
    expect(await signsIn("OP@example.se", "lösenord som är långt")).toBe(true);
    expect(await signsIn("op@example.se", "Lösenord som är långt")).toBe(false);
    expect(await signsIn("ingen@example.se", "lösenord som är långt")).toBe(false);
  });

  it("ends every session of an operator whose password changes (npm run admin's link)", async () => {
    const first = await createSession(testDb.db, operatorId, T0);
    const second = await createSession(testDb.db, operatorId, T0);
    const colleague = await completeSetup(
      testDb.db,
      await inviteOperator(testDb.db, "kollega@example.se"),
      "",
      "kollegans långa lösenord",
      T0,
    );
    expect(colleague).toMatchObject({ ok: true, operator: { email: "kollega@example.se" } });
    const colleagueSession = await createSession(
      testDb.db,
      colleague.ok ? colleague.operator.id : 0,
      T0,
    );

    const reset = await inviteOperator(testDb.db, "OP@example.se");
    expect(
      await completeSetup(testDb.db, reset, "", "ett nytt långt lösenord", T0 + MINUTE),
    ).toEqual({ ok: true, operator: { id: operatorId, email: "op@example.se" } });
    expect(await operatorForToken(testDb.db, first, T0 + MINUTE)).toBeUndefined();
    expect(await operatorForToken(testDb.db, second, T0 + MINUTE)).toBeUndefined();
    expect(await operatorForToken(testDb.db, colleagueSession, T0 + MINUTE)).toBeDefined();
    expect(await signsIn("op@example.se", "lösenord som är långt")).toBe(false);
    expect(await signsIn("op@example.se", "ett nytt långt lösenord")).toBe(true);
  });
});

describe.each(DATABASES)("first-run setup links (%s)", (kind) => {
  let testDb: TestDatabase;
  withTestDatabase(kind, { perTest: true }, (made) => {
    testDb = made;
  });
  const operators = () =>
    testDb.db.selectFrom("operators").select(["id", "email", "password_hash"]).execute();

  it("uses a setup link once, and not after 24 hours", async () => {
    const token = await createSetupToken(testDb.db, null, T0);
    expect(
      await completeSetup(
        testDb.db,
        token,
        "a@example.se",
        "ett annat långt lösenord",
        T0 + 24 * 60 * MINUTE + 1,
      ),
    ).toEqual({ ok: false, reason: "invalid" });
    const fresh = await createSetupToken(testDb.db, null, T0);
    expect(
      await completeSetup(testDb.db, fresh, "a@example.se", "ett annat långt lösenord", T0),
    ).toMatchObject({ ok: true });
    expect(
      await completeSetup(testDb.db, fresh, "b@example.se", "ett annat långt lösenord", T0),
    ).toEqual({ ok: false, reason: "invalid" });
  });

  it("old setup links are dead after setup", async () => {
    // Two starts without an operator: two links.
    const older = await createSetupToken(testDb.db, null, T0);
    const newer = await createSetupToken(testDb.db, null, T0 + MINUTE);
    const done = await completeSetup(
      testDb.db,
      newer,
      "op@example.se",
      "lösenord som är långt",
      T0 + 2 * MINUTE,
    );
    expect(done).toMatchObject({ ok: true, operator: { email: "op@example.se" } });
    const session = await createSession(testDb.db, done.ok ? done.operator.id : 0, T0 + 2 * MINUTE);
    const before = await operators();

    expect(await findSetupToken(testDb.db, older, T0 + 3 * MINUTE)).toBeUndefined();
    for (const email of ["op@example.se", "annan@example.se"])
      expect(
        await completeSetup(testDb.db, older, email, "angriparens lösenord", T0 + 3 * MINUTE),
      ).toMatchObject({ ok: false });
    expect(await testDb.db.selectFrom("operator_setup_tokens").selectAll().execute()).toEqual([]);
    expect(await operators()).toEqual(before);
    expect(await operatorForToken(testDb.db, session, T0 + 3 * MINUTE)).toBeDefined();
  });

  it("lets only one of several first-run links sent at the same moment set up an operator", async () => {
    const links = await Promise.all(
      Array.from({ length: 8 }, () => createSetupToken(testDb.db, null, T0)),
    );
    const outcomes = await Promise.all(
      links.map((link, index) =>
        completeSetup(testDb.db, link, `op${index}@example.se`, "lösenord som är långt", T0),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await operators()).toHaveLength(1);
  });

  it("refuses a first-run link once any operator has a password, and never changes an existing operator", async () => {
    const invited = await inviteOperator(testDb.db, "op@example.se");
    // Not set up yet, but the address is an operator's already: a first-run link only creates.
    const link = await createSetupToken(testDb.db, null, T0);
    expect(
      await completeSetup(testDb.db, link, "OP@example.se", "angriparens lösenord", T0),
    ).toEqual({ ok: false, reason: "taken" });
    expect(await completeSetup(testDb.db, invited, "", "lösenord som är långt", T0)).toMatchObject({
      ok: true,
    });
    const before = await operators();
    expect(
      await completeSetup(testDb.db, link, "ny@example.se", "angriparens lösenord", T0),
    ).toEqual({ ok: false, reason: "invalid" });
    // A link issued after setup (another process starting at that moment) finds it done.
    const late = await createSetupToken(testDb.db, null, T0);
    expect(
      await completeSetup(testDb.db, late, "ny@example.se", "angriparens lösenord", T0),
    ).toEqual({ ok: false, reason: "done" });
    expect(await operators()).toEqual(before);
  });
});
