// What the operator area's loaders and actions have in common: the signed-in operator,
// the database, reading a small form. Not a route (app/routes.ts lists the routes).
import { type AppLoadContext, data, redirect } from "react-router";
import type * as z from "zod/mini";
import { requireOperator } from "~/.server/auth/admin-session";
import type { Operator } from "~/.server/auth/auth";
import { readForm, refusal, refuse } from "~/.server/http/form";
import type { database } from "~/.server/services";
import { PAGE_SIZE, type PageInfo, pageAtOrNotFound, pageOrNotFound } from "~/lib/text/pagination";

type Db = Awaited<ReturnType<typeof database>>["db"];

/** The signed-in operator and the database, which most admin loaders start with. */
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

/**
 * The action of an admin page with one form: the form is checked with its schema (a
 * refused one is answered with every field's error and the values as sent), then
 * `save` writes it and names the page to go on to.
 */
export function formAction<T, Args extends { request: Request; context: AppLoadContext }>(
  schema: z.ZodMiniType<T>,
  save: (value: T, scope: { operator: Operator; db: Db }, args: Args) => Promise<string>,
) {
  return async (args: Args) => {
    const operator = requireOperator(args.context);
    const parsed = await readForm(args.request, schema, "admin");
    if (!parsed.ok) return refusal(parsed);
    const { db } = args.context.database;
    return redirect(await save(parsed.value, { operator, db }, args));
  };
}

/** A request's id from the path (a registration's, a claim's); anything else is `missing`, 404. */
export function pathId(value: string, missing: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw data(missing, { status: 404 });
  return Number(value);
}

/**
 * The start of a decision on a request (a registration, a claim): the signed-in operator,
 * the request's id from the path (`missing`, 404, for anything else) and the decision
 * form read with its schema; a form that cannot be read or does not pass comes back as
 * `refused`, the answer to give.
 */
export async function readDecision<T>(
  {
    params,
    request,
    context,
  }: { params: { id: string }; request: Request; context: AppLoadContext },
  schema: z.ZodMiniType<T>,
  missing: string,
) {
  const operator = requireOperator(context);
  const id = pathId(params.id, missing);
  const parsed = await readForm(request, schema, "admin");
  if (!parsed.ok) return { refused: refusal(parsed) } as const;
  const { db } = context.database;
  return { refused: undefined, operator, id, db, form: parsed.value } as const;
}

/** A decision the store refused, as the page's answer. */
type RefusedDecision =
  | { kind: "missing" }
  | { kind: "decided"; status: string }
  | { kind: "invalid"; errors: Record<string, string> };

/**
 * The answer to a refused decision on a request: missing, 404; invalid, 400 with its
 * errors; already decided, 409 that says so (`subject` "Anspråket", `decided` its word
 * for the status it has), the form's values kept.
 */
export function refuseDecision(
  decision: RefusedDecision,
  form: Record<string, string>,
  texts: { missing: string; subject: string; decided: (status: string) => string },
) {
  const values: Record<string, string> = { ...form };
  if (decision.kind === "missing") throw data(texts.missing, { status: 404 });
  if (decision.kind === "invalid") return refuse(400, decision.errors, values);
  return refuse(
    409,
    `${texts.subject} är redan ${texts.decided(decision.status)}. Ett beslut kan bara fattas en gång, så inget ändrades.`,
    values,
  );
}
