import { confirmedSubscribersCsv } from "~/.server/newsletter/subscribers-csv";
import { stockholmDate } from "~/lib/text/dates";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/prenumeranter.csv";

/** The confirmed subscribers as a CSV download (formula-like cells are made harmless). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
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
