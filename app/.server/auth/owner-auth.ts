import type { Kysely, Transaction } from "kysely";
import { redirect } from "react-router";
import { OWNER_LINK_MINUTES } from "~/lib/owner/forms";
import type { Database } from "../db/schema";
import { env } from "../env";
import { readCookie } from "../http/cookies";
import { type Mail, queue, siteLink, wakeMailWorker } from "../mail";
import { hasOwnerRecords, ownerAddress } from "../owner/ownership";
import {
  ABSOLUTE_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  insertSession,
  keepSessionAlive,
  newToken,
  tokenHash,
} from "./auth";

export { ownerAddress } from "../owner/ownership";

// The business owner's page without an account (issue 11): whoever registered a
// business or bought a plan asks for a sign-in link by mail (what they own is
// ownership.ts's question); the link is
// single-use and expires; using it starts a server-side session like the operator's.
// Tokens and sessions are stored only as SHA-256 hashes (auth.ts).

type Db = Kysely<Database> | Transaction<Database>;

/** A sign-in link asked for on /foretagare works this long after it was sent. */
export const OWNER_LINK_TTL_MS = OWNER_LINK_MINUTES * 60 * 1000;
/**
 * A sign-in link in an owner's mail (an approval, a receipt, a decision) works a day: the
 * mail may be read in the evening of the day it came (issue 38, point 1).
 */
export const OWNER_MAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Owner sessions end like the operator's: after 2 h without a request, 12 h after sign-in. */
export const OWNER_IDLE_TIMEOUT_MS = IDLE_TIMEOUT_MS;
export const OWNER_ABSOLUTE_TIMEOUT_MS = ABSOLUTE_TIMEOUT_MS;
/** The owner pages live under this path; the cookie is sent nowhere else. */
export const OWNER_PATH = "/foretagare";

export interface Owner {
  email: string;
}

/** Our tokens are 43 URL-safe characters; anything else is not worth a look-up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function signInMail(to: string, token: string): Mail {
  const link = siteLink(`${OWNER_PATH}/logga-in?token=${encodeURIComponent(token)}`);
  return {
    to,
    kind: "owner-sign-in",
    content: {
      subject: "Din inloggningslänk till Malmöguiden",
      greeting: "Hej!",
      paragraphs: [
        "Här är länken till din företagssida i Malmöguiden. Där ser du dina företag och kan föreslå ändringar.",
        `Länken gäller i ${OWNER_LINK_MINUTES} minuter och kan användas en gång. Behöver du en ny kan du be om den på ${siteLink(OWNER_PATH)}.`,
      ],
      action: { label: "Logga in", url: link },
      footer:
        "Du får det här mejlet eftersom någon bad om en inloggningslänk för den här adressen i Malmöguiden. Var det inte du kan du bortse från mejlet: ingen kommer åt något utan länken.",
    },
  };
}

/** The owner page a link may open after 'Logga in': one of the owner pages, nothing else. */
const LANDING = /^\/foretagare\/[a-z0-9/-]{1,150}(#[a-z0-9-]{1,120})?$/;

/** Stores a new sign-in token for an address (only its hash); returns the token. */
async function storeOwnerToken(
  db: Db,
  email: string,
  { now, ttlMs, landing }: { now: number; ttlMs: number; landing?: string },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("owner_sign_in_tokens")
    .values({
      token_hash: tokenHash(token),
      email: ownerAddress(email),
      created_at: now,
      used_at: null,
      expires_at: now + ttlMs,
      landing: landing && LANDING.test(landing) ? landing : null,
    })
    .execute();
  return token;
}

/**
 * The sign-in link an owner's mail carries (issue 38, point 1): a day, once, and 'Logga
 * in' opens `landing` (the page of the place the mail concerns). Made in the transaction
 * that queues the mail, so a mail never names a link that was not stored.
 */
export async function ownerMailLink(
  db: Db,
  email: string,
  landing: string,
  now: number = Date.now(),
): Promise<string> {
  const token = await storeOwnerToken(db, email, { now, ttlMs: OWNER_MAIL_LINK_TTL_MS, landing });
  return siteLink(`${OWNER_PATH}/logga-in?token=${encodeURIComponent(token)}`);
}

/** What an owner's mail says of its sign-in link (issue 38: one step in). */
export const OWNER_SIGN_IN_TEXT =
  "Knappen loggar in dig på företagarsidan, där du ser företaget och kan föreslå ändringar. Länken gäller i ett dygn och kan användas en gång; efter det ber du om en ny på företagarsidan.";

/** The account page's part for one place, which a mail's link opens. */
export const ownerPlaceLanding = (slug: string) => `${OWNER_PATH}/konto#foretag-${slug}`;

/**
 * Sends a sign-in link when the address has something to show (a business it owns,
 * a registration it sent, a plan it bought): a new token (only its hash
 * is stored), valid OWNER_LINK_TTL_MS, and the mail, in one transaction. Returns
 * nothing the caller could tell apart: the page answers the same for any address.
 * Rate limits are the caller's (the route checks per client and per address).
 */
export async function requestOwnerLink(
  db: Kysely<Database>,
  email: string,
  now: number = Date.now(),
): Promise<void> {
  const address = ownerAddress(email);
  const queued = await db.transaction().execute(async (trx) => {
    // Links that can no longer be used are of no further interest.
    await trx.deleteFrom("owner_sign_in_tokens").where("expires_at", "<", now).execute();
    if (!(await hasOwnerRecords(trx, address))) return false;
    const token = await storeOwnerToken(trx, address, { now, ttlMs: OWNER_LINK_TTL_MS });
    await queue(trx, [signInMail(address, token)]);
    return true;
  });
  if (queued) wakeMailWorker();
}

/** Whether a sign-in link still works (a look, not a use: mail scanners open links). */
export async function ownerTokenIsValid(
  db: Db,
  token: string,
  now: number = Date.now(),
): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const row = await db
    .selectFrom("owner_sign_in_tokens")
    .select("token_hash")
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">=", now)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Uses a sign-in link: marks it used and returns its address and the page it opens, in
 * one statement, so of two uses at once only one succeeds. Unknown, used and expired
 * links give undefined.
 */
export async function consumeOwnerToken(
  db: Db,
  token: string,
  now: number = Date.now(),
): Promise<{ email: string; landing: string | null } | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return db
    .updateTable("owner_sign_in_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">=", now)
    .returning(["email", "landing"])
    .executeTakeFirst();
}

/** Starts an owner session (a new id at every sign-in); returns the token for the cookie. */
export function createOwnerSession(
  db: Db,
  email: string,
  now: number = Date.now(),
): Promise<string> {
  return insertSession(db, "owner_sessions", { email: ownerAddress(email) }, now);
}

/**
 * Uses a sign-in link and starts a session in one transaction: the session token and
 * the owner page to open, or undefined.
 */
export async function signInWithOwnerToken(
  db: Kysely<Database>,
  token: string,
  now: number = Date.now(),
): Promise<{ session: string; landing: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const link = await consumeOwnerToken(trx, token, now);
    if (!link) return undefined;
    const session = await createOwnerSession(trx, link.email, now);
    return { session, landing: link.landing ?? `${OWNER_PATH}/konto` };
  });
}

/** The signed-in owner for a session token, or undefined (expired sessions are deleted). */
export async function ownerForSession(
  db: Db,
  token: string,
  now: number = Date.now(),
): Promise<Owner | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = await db
    .selectFrom("owner_sessions")
    .select(["token_hash", "email", "created_at", "last_seen_at"])
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || !(await keepSessionAlive(db, "owner_sessions", row, now))) return undefined;
  return { email: row.email };
}

export async function endOwnerSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("owner_sessions").where("token_hash", "=", tokenHash(token)).execute();
}

// The cookie: the session token, only for the owner pages, out of reach of scripts,
// not sent on cross-site POSTs, and only over TLS in production.

const IDLE_SECONDS = OWNER_IDLE_TIMEOUT_MS / 1000;

/** __Secure- (not __Host-, which needs Path=/): only set over https. */
export function ownerCookieName(): string {
  return env.publicUrl.protocol === "https:" ? "__Secure-mg_owner" : "mg_owner";
}

function ownerCookieAttributes(): string {
  const secure = env.publicUrl.protocol === "https:" || env.NODE_ENV === "production";
  return `; Path=${OWNER_PATH}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function ownerSessionCookie(token: string): string {
  return `${ownerCookieName()}=${encodeURIComponent(token)}${ownerCookieAttributes()}; Max-Age=${IDLE_SECONDS}`;
}

export function clearedOwnerSessionCookie(): string {
  return `${ownerCookieName()}=${ownerCookieAttributes()}; Max-Age=0`;
}

/** The owner session token the request carries, if any. */
export function ownerSessionToken(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), ownerCookieName());
}

/** The signed-in owner of a request, with the session token (for signing out). */
export async function ownerOf(
  db: Db,
  request: Request,
  now: number = Date.now(),
): Promise<(Owner & { token: string }) | undefined> {
  const token = ownerSessionToken(request);
  const owner = token ? await ownerForSession(db, token, now) : undefined;
  return owner && token ? { ...owner, token } : undefined;
}

/** The signed-in owner, or a redirect to the sign-in page (clearing a stale cookie). */
export async function requireOwner(db: Db, request: Request): Promise<Owner & { token: string }> {
  const owner = await ownerOf(db, request);
  if (owner) return owner;
  throw redirect(
    OWNER_PATH,
    ownerSessionToken(request)
      ? { headers: { "Set-Cookie": clearedOwnerSessionCookie() } }
      : undefined,
  );
}

/**
 * POSTs to the owner pages come from our own pages only (the operator area's guard
 * checks the same; SameSite=Lax alone lets sibling subdomains post). This also stops
 * a foreign page from signing a visitor in with someone else's link.
 */
export function sameOrigin(request: Request): boolean {
  return request.headers.get("origin") === new URL(request.url).origin;
}

/** The document headers of every owner page: personal, never stored, never indexed. */
export const OWNER_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * A page route's headers: its loader's and action's (e.g. Retry-After) with
 * OWNER_PAGE_HEADERS over them. React Router adds every Set-Cookie itself.
 */
export function ownerPageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders])
    for (const [key, value] of source) if (key !== "set-cookie") headers.set(key, value);
  for (const [key, value] of Object.entries(OWNER_PAGE_HEADERS)) headers.set(key, value);
  return headers;
}
