import { sql } from "kysely";
import { requireOperator } from "~/.server/auth/admin-session";
import { bool } from "~/.server/db/db";
import { database } from "~/.server/services";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  const operator = requireOperator(context);
  const { db } = await database();
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) =>
    Number((await query)?.n ?? 0);
  const [registrations, activePlans, subscribers] = await Promise.all([
    // The registrations that wait for a decision.
    count(
      db
        .selectFrom("business_submissions")
        .select(sql<number>`count(*)`.as("n"))
        .where("status", "=", "new")
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("subscriptions")
        .select(sql<number>`count(*)`.as("n"))
        .where("active", "=", bool(true))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("newsletter_subscribers")
        .select(sql<number>`count(*)`.as("n"))
        // Only confirmed addresses receive newsletters.
        .where("status", "=", "confirmed")
        .executeTakeFirst(),
    ),
  ]);
  return { email: operator.email, registrations, activePlans, subscribers };
}

export const meta: Route.MetaFunction = () => [...pageMeta("Redaktion", "Malmöguidens redaktion.")];

export default function AdminStart({ loaderData }: Route.ComponentProps) {
  const stats = [
    { label: "Registreringar", value: loaderData.registrations },
    { label: "Aktiva annonspaket", value: loaderData.activePlans },
    { label: "Prenumeranter på nyhetsbrevet", value: loaderData.subscribers },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Redaktion</h1>
      <p className="mt-2 text-ink-soft">{`Inloggad som ${loaderData.email}.`}</p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-white p-6 shadow-sm">
            <dt className="text-sm font-semibold text-ink-soft">{stat.label}</dt>
            <dd className="mt-1 font-display text-4xl font-bold" data-testid={stat.label}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
