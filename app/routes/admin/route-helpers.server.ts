// What the operator area's loaders and actions have in common: the signed-in operator,
// the database, lists, decisions. Not a route (app/routes.ts lists the routes).
import { type AppLoadContext, data, redirect } from "react-router";
import { requireOperator } from "~/.server/auth/admin-session";
import { refuse } from "~/.server/http/form";
import { PAGE_SIZE, type PageInfo, pageAtOrNotFound, pageOrNotFound } from "~/lib/text/pagination";

/**
 * The signed-in operator and the database: how every admin loader and action starts
 * (an action then reads its form with readForm, as every action does).
 */
export async function operatorDatabase(context: AppLoadContext) {
  const operator = requireOperator(context);
  const { db } = context.database;
  return { operator, db };
}

/** The loader of a page with nothing to load: only a signed-in operator gets it. */
export function operatorOnly({ context }: { context: AppLoadContext }) {
  requireOperator(context);
  return null;
}

/**
 * A list page's filter as its address has it: the search text `q`, and each choice by
 * its query parameter (`{ category: "kategori" }`); a missing one is "" (all).
 */
export function listFilter<Choice extends string>(
  request: Request,
  choices: Record<Choice, string>,
): { q: string } & Record<Choice, string> {
  const params = new URL(request.url).searchParams;
  const filter: Record<string, string> = { q: params.get("q")?.trim() ?? "" };
  for (const [key, param] of Object.entries<string>(choices)) filter[key] = params.get(param) ?? "";
  return filter as { q: string } & Record<Choice, string>;
}

/**
 * One page of a long list (issue 23: 24 rows, `?sida=2`, the filter kept); a page the
 * list does not have is a 404.
 */
export function listPage<Row>(
  request: Request,
  rows: readonly Row[],
): { rows: Row[]; paged: PageInfo } {
  const { items, ...paged } = pageOrNotFound(rows, new URL(request.url).searchParams.get("sida"));
  return { rows: items, paged };
}

/**
 * Where the requested page of a list of `total` rows read from the database lies, and
 * which rows to read (`offset`, `limit`); a page the list does not have is a 404.
 */
export function listPageAt(request: Request, total: number) {
  const paged = pageAtOrNotFound(total, new URL(request.url).searchParams.get("sida"));
  return { paged, offset: (paged.page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}

/** A request's id from the path (a registration's, a claim's); anything else is `missing`, 404. */
export function pathId(value: string, missing: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw data(missing, { status: 404 });
  return Number(value);
}

/** A decision the store refused. */
type RefusedDecision =
  | { ok: false; kind: "missing" }
  | { ok: false; kind: "decided"; status: string }
  | { ok: false; kind: "invalid"; errors: Record<string, string> };

/**
 * The answer to a decision on a request (a registration, a claim): taken, on to the page
 * `next` names; missing, 404; invalid, 400 with its errors; already decided, 409 that
 * says so (`subject` "Anspråket", `decided` its word for the status it has), the form's
 * values kept.
 */
export function answerDecision<Decision extends { ok: true } | RefusedDecision>(
  decision: Decision,
  form: Record<string, string>,
  texts: {
    next: (taken: Extract<Decision, { ok: true }>) => string;
    missing: string;
    subject: string;
    decided: (status: string) => string;
  },
) {
  if (decision.ok) return redirect(texts.next(decision as Extract<Decision, { ok: true }>));
  const refused = decision as RefusedDecision;
  const values: Record<string, string> = { ...form };
  if (refused.kind === "missing") throw data(texts.missing, { status: 404 });
  if (refused.kind === "invalid") return refuse(400, refused.errors, values);
  return refuse(
    409,
    `${texts.subject} är redan ${texts.decided(refused.status)}. Ett beslut kan bara fattas en gång, så inget ändrades.`,
    values,
  );
}
