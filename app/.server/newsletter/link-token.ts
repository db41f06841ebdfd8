import type { Kysely } from "kysely";
import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import * as z from "zod/mini";
import type { Database } from "~/.server/db/schema";
import { readForm } from "~/.server/http/form";

// The POST of a link page from a mail (app/routes/nyhetsbrev/, and the owner reminder's
// in app/routes/foretagare/): its one-button form carries the link's token.

/** The one-button form: the link's token (a mail program's POST may leave it out). */
const linkTokenSchema = z.object({ token: z.optional(z.string()) });

/** What such a POST carried: its token, or why its body was refused. */
export type PostedLinkToken = { ok: true; token: string | null } | { ok: false; status: number };

/**
 * Reads the posted token. With `orFromAddress`, a body without one falls back to the
 * token in the address, as a mail program's one-click POST to the link itself carries
 * it (RFC 8058).
 */
export async function postedLinkToken(
  request: Request,
  { orFromAddress }: { orFromAddress: boolean },
): Promise<PostedLinkToken> {
  const read = await readForm(request, linkTokenSchema, "newsletter");
  if (!read.ok) return { ok: false, status: read.status };
  const fromAddress = orFromAddress ? new URL(request.url).searchParams.get("token") : null;
  return { ok: true, token: read.value.token ?? fromAddress };
}

/**
 * Reads the posted token and does what the page does with it; `done` is the outcome
 * that succeeded (200), anything else answers 400.
 */
export async function answerLinkPost<Outcome extends string>(
  { request, context }: { request: Request; context: Pick<AppLoadContext, "database"> },
  act: (db: Kysely<Database>, token: unknown) => Promise<Outcome | "invalid">,
  { done, orFromAddress }: { done: Outcome; orFromAddress: boolean },
) {
  const posted = await postedLinkToken(request, { orFromAddress });
  if (!posted.ok)
    return data({ result: "invalid" as Outcome | "invalid" }, { status: posted.status });
  const { db } = context.database;
  const result = await act(db, posted.token);
  return data({ result }, { status: result === done ? 200 : 400 });
}
