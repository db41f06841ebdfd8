import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { type InsertObject, type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../db/schema";

// The one operator role: argon2id password hashes, server-side sessions whose tokens
// are stored only as SHA-256 hashes, and one-time setup links.

/** A session ends after this long without a request… */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** …and this long after sign-in, whatever happens. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Setup links are valid this long. */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Operator {
  id: number;
  email: string;
}

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** argon2id with the library's defaults (its recommended parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified when the e-mail address is unknown, so a wrong address and a wrong
// password take the same time.
let dummyHash: Promise<string> | undefined;

/** The operator for these credentials, or undefined; the same work either way. */
export async function checkCredentials(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<Operator | undefined> {
  const operator = await db
    .selectFrom("operators")
    .select(["id", "email", "password_hash"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  dummyHash ??= hashPassword(newToken());
  const stored = operator?.password_hash ?? (await dummyHash);
  const ok = await verify(stored, password).catch(() => false);
  return ok && operator?.password_hash ? { id: operator.id, email: operator.email } : undefined;
}

/** Who a session belongs to: an operator's id, an owner's address (owner-auth.ts). */
interface SessionHolders {
  operator_sessions: { operator_id: number };
  owner_sessions: { email: string };
}

/** Inserts a new session (a new id at every sign-in); returns the token for the cookie. */
export async function insertSession<T extends keyof SessionHolders>(
  db: Kysely<Database>,
  table: T,
  holder: SessionHolders[T],
  now: number,
): Promise<string> {
  const token = newToken();
  const session = { token_hash: tokenHash(token), created_at: now, last_seen_at: now };
  await db
    .insertInto(table)
    .values({ ...session, ...holder } as InsertObject<Database, T>)
    .execute();
  return token;
}

/**
 * Whether a session found by its token is still alive at `now`: one past its idle or
 * absolute timeout is deleted, a live one has last_seen_at written at most every minute.
 */
export async function keepSessionAlive(
  db: Kysely<Database>,
  table: keyof SessionHolders,
  session: { token_hash: string; created_at: number | string; last_seen_at: number | string },
  now: number,
): Promise<boolean> {
  const created = Number(session.created_at);
  const lastSeen = Number(session.last_seen_at);
  if (now - lastSeen > IDLE_TIMEOUT_MS || now - created > ABSOLUTE_TIMEOUT_MS) {
    await db.deleteFrom(table).where("token_hash", "=", session.token_hash).execute();
    return false;
  }
  if (now - lastSeen > TOUCH_EVERY_MS)
    await db
      .updateTable(table)
      .set({ last_seen_at: now })
      .where("token_hash", "=", session.token_hash)
      .execute();
  return true;
}

/** Starts a new session (a new id at every sign-in); returns the token for the cookie. */
export function createSession(
  db: Kysely<Database>,
  operatorId: number,
  now: number = Date.now(),
): Promise<string> {
  return insertSession(db, "operator_sessions", { operator_id: operatorId }, now);
}

/** The signed-in operator for a session token, or undefined (expired sessions are deleted). */
export async function operatorForToken(
  db: Kysely<Database>,
  token: string,
  now: number = Date.now(),
): Promise<Operator | undefined> {
  const row = await db
    .selectFrom("operator_sessions")
    .innerJoin("operators", "operators.id", "operator_sessions.operator_id")
    .select([
      "operator_sessions.token_hash",
      "operator_sessions.created_at",
      "operator_sessions.last_seen_at",
      "operators.id",
      "operators.email",
    ])
    .where("operator_sessions.token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || !(await keepSessionAlive(db, "operator_sessions", row, now))) return undefined;
  return { id: row.id, email: row.email };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("operator_sessions").where("token_hash", "=", tokenHash(token)).execute();
}

/** A one-time setup link token; operatorId null = the first operator chooses an address. */
export async function createSetupToken(
  db: Kysely<Database>,
  operatorId: number | null,
  now: number = Date.now(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("operator_setup_tokens")
    .values({ token_hash: tokenHash(token), operator_id: operatorId, created_at: now })
    .execute();
  return token;
}

/** The setup link's target: undefined when unknown, used or expired. */
export async function findSetupToken(
  db: Kysely<Database>,
  token: string,
  now: number = Date.now(),
): Promise<
  { tokenHash: string; operatorId: number | null; operatorEmail: string | null } | undefined
> {
  const row = await db
    .selectFrom("operator_setup_tokens")
    .leftJoin("operators", "operators.id", "operator_setup_tokens.operator_id")
    .select([
      "operator_setup_tokens.token_hash",
      "operator_setup_tokens.operator_id",
      "operator_setup_tokens.created_at",
      "operator_setup_tokens.used_at",
      "operators.email",
    ])
    .where("operator_setup_tokens.token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || now - Number(row.created_at) > SETUP_LINK_TTL_MS)
    return undefined;
  return {
    tokenHash: row.token_hash,
    operatorId: row.operator_id ?? null,
    operatorEmail: row.email ?? null,
  };
}

export type SetupOutcome =
  | { ok: true; operator: Operator }
  | {
      ok: false;
      /**
       * invalid: unknown, used or expired; done: a first-run link once an operator can
       * sign in; taken: a first-run link for an address that is an operator's already.
       */
      reason: "invalid" | "done" | "taken";
    };

/**
 * Uses a setup link, in one transaction: a first-run link (no operator) creates the
 * first operator, and only while no operator has a password, never changing an existing
 * one; an invitation (npm run admin) sets its operator's password and ends every session
 * that operator had. Either way the link, every first-run link and every other link of
 * that operator are deleted: an older link logged at an earlier start is dead.
 */
export async function completeSetup(
  db: Kysely<Database>,
  token: string,
  email: string,
  password: string,
  now: number = Date.now(),
): Promise<SetupOutcome> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx): Promise<SetupOutcome> => {
    // PostgreSQL runs two set-ups side by side (read committed): one at a time, so the
    // second sees the first's operator. SQLite runs one write transaction at a time.
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(hashtext('operator-setup'))`.execute(trx);
    const setup = await findSetupToken(trx, token, now);
    if (!setup) return { ok: false, reason: "invalid" };
    let operator: Operator;
    if (setup.operatorId === null) {
      if (await hasOperator(trx)) return { ok: false, reason: "done" };
      const address = email.trim().toLowerCase();
      const existing = await trx
        .selectFrom("operators")
        .select("id")
        .where("email", "=", address)
        .executeTakeFirst();
      if (existing) return { ok: false, reason: "taken" };
      const created = await trx
        .insertInto("operators")
        .values({ email: address, password_hash: passwordHash })
        .returning("id")
        .executeTakeFirstOrThrow();
      operator = { id: created.id, email: address };
    } else {
      await trx
        .updateTable("operators")
        .set({ password_hash: passwordHash })
        .where("id", "=", setup.operatorId)
        .execute();
      // Whoever knew the old password (or holds a session from it) is signed out.
      await trx
        .deleteFrom("operator_sessions")
        .where("operator_id", "=", setup.operatorId)
        .execute();
      operator = { id: setup.operatorId, email: setup.operatorEmail ?? "" };
    }
    const operatorId = operator.id;
    await trx
      .deleteFrom("operator_setup_tokens")
      .where((eb) =>
        eb.or([
          eb("token_hash", "=", setup.tokenHash),
          eb("operator_id", "is", null),
          eb("operator_id", "=", operatorId),
        ]),
      )
      .execute();
    return { ok: true, operator };
  });
}

/** Whether any operator can sign in yet. */
export async function hasOperator(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("operators")
    .select("id")
    .where("password_hash", "is not", null)
    .executeTakeFirst();
  return Boolean(row);
}

/** Creates (or finds) an operator by e-mail and returns a one-time link token to set the password. */
export async function inviteOperator(db: Kysely<Database>, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const existing = await db
    .selectFrom("operators")
    .select("id")
    .where("email", "=", address)
    .executeTakeFirst();
  const id =
    existing?.id ??
    (
      await db
        .insertInto("operators")
        .values({ email: address, password_hash: null })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  return createSetupToken(db, id);
}
