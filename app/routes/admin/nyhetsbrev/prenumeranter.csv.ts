import { requireOperator } from "~/.server/auth/admin-session";
import { confirmedSubscribersCsv } from "~/.server/newsletter/subscribers-csv";
import { database } from "~/.server/services";
import { stockholmDate } from "~/lib/dates";
import type { Route } from "./+types/prenumeranter.csv";

/** The confirmed subscribers as a CSV download (formula-like cells are made harmless). */
export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const { db } = await database();
  const csv = await confirmedSubscribersCsv(db);
  const day = stockholmDate();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="prenumeranter-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
