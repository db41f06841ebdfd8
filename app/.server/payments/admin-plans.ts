import { type Kysely, sql } from "kysely";
import { contentOf, plansOf } from "~/.server/snapshot/content";
import { findPlan, type PlanId } from "~/content/plans";
import { type MonthRotation, rotationFor } from "~/lib/places/rotation";
import { includes, rowIsEffective } from "~/lib/plans/effects";
import { endOfMonth, stockholmNow } from "~/lib/text/dates";
import { recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import type { Database } from "../db/schema";
import { assignOwner, ownerAddress, ownerPlaces } from "../owner/ownership";
import { linkSubscription } from "./plan-links";

// The operator's view of the money: every subscription with its business, status and
// period end; the plans nobody has linked yet; Guld's front-page calendar; and Silver's
// monthly social-media posts. Everything is read from the subscriptions as they are.

export interface SubscriptionRow {
  id: number;
  plan: PlanId | null;
  planName: string;
  status: string | null;
  /** Whether it delivers its plan now. */
  effective: boolean;
  expiresAt: string | null;
  email: string | null;
  business: { slug: string; name: string } | null;
  /** Unlinked: the business the buyer asked for at checkout. */
  requested: { slug: string; name: string } | null;
  created: string;
}

/** A business the operator may want to link an unlinked plan to, and why. */
export interface LinkSuggestion {
  slug: string;
  name: string;
  reason: string;
}

export interface UnlinkedRow extends SubscriptionRow {
  suggestions: LinkSuggestion[];
  /** Registrations with the buyer's address that wait for review (approval links the plan). */
  waiting: string[];
}

export interface SocialPostTask {
  slug: string;
  name: string;
  month: string;
  dueOn: string;
  doneAt: string | null;
  doneBy: string | null;
}

export interface PlansOverview {
  subscriptions: SubscriptionRow[];
  unlinked: UnlinkedRow[];
  businesses: { slug: string; name: string }[];
  rotation: MonthRotation & { names: Record<string, string> };
  tasks: SocialPostTask[];
}

/** A subscription's plan and what rowIsEffective reads, for the lists below. */
const PLAN_STATE = [
  "subscriptions.id",
  "subscriptions.plan_type",
  "subscriptions.status",
  "subscriptions.active",
  "subscriptions.expires_at",
] as const;

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

export async function loadPlansOverview(
  db: Kysely<Database>,
  now: Date,
  month: string = stockholmNow(now).slice(0, 7),
): Promise<PlansOverview> {
  const [rows, businesses, content] = await Promise.all([
    db
      .selectFrom("subscriptions")
      .leftJoin("businesses", "businesses.slug", "subscriptions.business_slug")
      .select([
        ...PLAN_STATE,
        "subscriptions.email",
        "subscriptions.business_slug",
        "subscriptions.requested_business_slug",
        "subscriptions.created_at",
        "businesses.name as business_name",
      ])
      .orderBy("subscriptions.id", "desc")
      .execute(),
    db.selectFrom("businesses").select(["slug", "name"]).orderBy("name").execute(),
    contentOf(db),
  ]);
  const subscriptions = rows.map((row): SubscriptionRow => {
    const plan = findPlan(row.plan_type);
    return {
      id: row.id,
      plan: plan?.id ?? null,
      planName: plan?.name ?? row.plan_type,
      status: row.status,
      effective: Boolean(plan && rowIsEffective(row, now)),
      expiresAt: row.expires_at,
      email: row.email,
      business: row.business_slug
        ? { slug: row.business_slug, name: row.business_name ?? row.business_slug }
        : null,
      requested:
        !row.business_slug && row.requested_business_slug
          ? { slug: row.requested_business_slug, name: row.requested_business_slug }
          : null,
      created: iso(row.created_at),
    };
  });

  const names = Object.fromEntries(businesses.map((row) => [row.slug, row.name]));
  for (const row of subscriptions)
    if (row.requested) row.requested.name = names[row.requested.slug] ?? row.requested.slug;
  const plans = plansOf(content, now);
  const guld = [...plans].filter(([, plan]) => plan === "guld").map(([slug]) => slug);
  const silver = [...plans].filter(([, plan]) => includes(plan, "silver")).map(([slug]) => slug);
  const done = silver.length
    ? await db
        .selectFrom("social_posts")
        .selectAll()
        .where("month", "=", month)
        .where("business_slug", "in", silver)
        .execute()
    : [];
  const dueOn = endOfMonth(`${month}-01`);
  const tasks = silver
    .map((slug): SocialPostTask => {
      const row = done.find((post) => post.business_slug === slug);
      return {
        slug,
        name: names[slug] ?? slug,
        month,
        dueOn,
        doneAt: row?.done_at ? new Date(Number(row.done_at)).toISOString() : null,
        doneBy: row?.done_by ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "sv"));

  return {
    subscriptions,
    unlinked: await Promise.all(
      subscriptions.filter((row) => !row.business).map((row) => suggestionsFor(db, row, names)),
    ),
    businesses,
    rotation: { ...rotationFor(guld, month), names },
    tasks,
  };
}

/**
 * What the operator is offered for an unlinked plan: the business the buyer chose,
 * and the businesses the buyer's address owns (registered or assigned); and the
 * buyer's registrations that still wait (approving one links the plan).
 */
async function suggestionsFor(
  db: Kysely<Database>,
  row: SubscriptionRow,
  names: Record<string, string>,
): Promise<UnlinkedRow> {
  const suggestions: LinkSuggestion[] = [];
  if (row.requested && names[row.requested.slug])
    suggestions.push({ ...row.requested, reason: "valt vid köpet" });
  const email = row.email ? ownerAddress(row.email) : "";
  if (!email) return { ...row, suggestions, waiting: [] };
  for (const slug of await ownerPlaces(db, email))
    if (names[slug] && !suggestions.some((entry) => entry.slug === slug))
      suggestions.push({ slug, name: names[slug], reason: "köparen äger företaget" });
  const waiting = await db
    .selectFrom("business_submissions")
    .select("business_name")
    .where(sql<string>`lower(trim(contact_email))`, "=", email)
    .where("status", "=", "new")
    .orderBy("id")
    .execute();
  return { ...row, suggestions, waiting: waiting.map((entry) => entry.business_name) };
}

/** The business an operator named: its slug, or its exact name (any case). */
export async function placeNamed(db: Kysely<Database>, value: string): Promise<string | undefined> {
  const wanted = value.trim();
  if (!wanted || wanted.length > 200) return undefined;
  const row = await db
    .selectFrom("businesses")
    .select("slug")
    .where((eb) =>
      eb.or([eb("slug", "=", wanted), eb(sql<string>`lower(name)`, "=", wanted.toLowerCase())]),
    )
    .orderBy("id")
    .executeTakeFirst();
  return row?.slug;
}

/**
 * The operator links a plan nobody linked (first link wins; audited), and may make
 * its buyer an owner of the business in the same step (an operator's assignment).
 */
export async function linkByOperator(
  db: Kysely<Database>,
  operator: Operator,
  subscriptionId: number,
  businessSlug: string,
  { makeOwner = false }: { makeOwner?: boolean } = {},
): Promise<boolean> {
  const linked = await linkSubscription(db, { id: subscriptionId }, businessSlug);
  if (!linked) return false;
  await recordAudit(db, operator, "subscription", String(subscriptionId), "update", {
    business_slug: [null, businessSlug],
  });
  if (makeOwner) {
    const row = await db
      .selectFrom("subscriptions")
      .select("email")
      .where("id", "=", subscriptionId)
      .executeTakeFirst();
    if (row?.email) await assignOwner(db, operator, businessSlug, row.email);
  }
  return true;
}

/** Marks a business's social-media post of a month done (or not done again). */
export async function setSocialPostDone(
  db: Kysely<Database>,
  operator: Operator,
  task: { slug: string; month: string },
  done: boolean,
  now: Date,
): Promise<void> {
  const values = {
    done_at: done ? now.getTime() : null,
    done_by: done ? operator.email : null,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("social_posts")
      .values({
        business_slug: task.slug,
        month: task.month,
        due_on: endOfMonth(`${task.month}-01`),
        ...values,
      })
      .onConflict((conflict) => conflict.columns(["business_slug", "month"]).doUpdateSet(values))
      .execute();
    await recordAudit(trx, operator, "social-post", `${task.slug}:${task.month}`, "update", {
      done: [!done, done],
    });
  });
}

/** A plan bought without a business it could be linked to: it delivers nothing yet. */
export interface UnlinkedPlan {
  id: number;
  planName: string;
  email: string | null;
  created: string;
}

/**
 * The plans nobody has linked to a business, oldest first: the start page's short form
 * of 'Ej kopplade' (the same rows as loadPlansOverview's `unlinked`, without suggestions).
 */
export async function unlinkedPlans(db: Kysely<Database>): Promise<UnlinkedPlan[]> {
  const rows = await db
    .selectFrom("subscriptions")
    .select(["id", "plan_type", "email", "created_at"])
    .where("business_slug", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    planName: findPlan(row.plan_type)?.name ?? row.plan_type,
    email: row.email,
    created: iso(row.created_at),
  }));
}

/** A business's plan whose paid period or trial ends soon. */
export interface EndingPlan {
  id: number;
  planName: string;
  business: { slug: string; name: string };
  expiresAt: string;
}

/**
 * The linked plans that deliver now and whose period ends within `days` days of `now`
 * (a renewal moves the end forward), soonest first.
 */
export async function plansEndingWithin(
  db: Kysely<Database>,
  now: Date,
  days: number,
): Promise<EndingPlan[]> {
  const until = now.getTime() + days * 24 * 60 * 60 * 1000;
  const rows = await db
    .selectFrom("subscriptions")
    .innerJoin("businesses", "businesses.slug", "subscriptions.business_slug")
    .select([...PLAN_STATE, "businesses.slug", "businesses.name"])
    .where("subscriptions.expires_at", "is not", null)
    .execute();
  return rows
    .filter(
      (row) =>
        findPlan(row.plan_type) &&
        rowIsEffective(row, now) &&
        Date.parse(row.expires_at as string) <= until,
    )
    .map((row) => ({
      id: row.id,
      planName: findPlan(row.plan_type)?.name ?? row.plan_type,
      business: { slug: row.slug, name: row.name },
      expiresAt: row.expires_at as string,
    }))
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
}
