import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ABSOLUTE_TIMEOUT_MS,
  checkCredentials,
  completeSetup,
  createSession,
  createSetupToken,
  IDLE_TIMEOUT_MS,
  operatorForToken,
  tokenHash,
} from "./auth";
import { createTestDatabase, type TestDatabase } from "./testing";

const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);
const MINUTE = 60_000;

describe("operator sessions", () => {
  let testDb: TestDatabase;
  let operatorId: number;

  beforeEach(async () => {
    testDb = await createTestDatabase("sqlite");
    const token = await createSetupToken(testDb.db, null, T0);
    const operator = await completeSetup(
      testDb.db,
      token,
      "Op@Example.se",
      "lösenord som är långt",
      T0,
    );
    operatorId = operator?.id as number;
  });
  afterEach(async () => {
    await testDb.cleanup();
  });

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
    expect(
      await checkCredentials(testDb.db, "OP@example.se", "lösenord som är långt"),
    ).toBeDefined();
    expect(
      await checkCredentials(testDb.db, "op@example.se", "Lösenord som är långt"),
    ).toBeUndefined();
    expect(
      await checkCredentials(testDb.db, "ingen@example.se", "lösenord som är långt"),
    ).toBeUndefined();
  });

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
    ).toBeUndefined();
    const fresh = await createSetupToken(testDb.db, null, T0);
    expect(
      await completeSetup(testDb.db, fresh, "a@example.se", "ett annat långt lösenord", T0),
    ).toBeDefined();
    expect(
      await completeSetup(testDb.db, fresh, "b@example.se", "ett annat långt lösenord", T0),
    ).toBeUndefined();
  });
});
