import { placesCsv } from "~/.server/import/places-csv";
import { stockholmDate } from "~/lib/text/dates";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/export.csv";

/**
 * Every place as a CSV download for Swedish Excel (docs/decisions/023): the file the
 * import reads back. Only for a signed-in operator (server/admin-guard.ts, and here).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const csv = await placesCsv(db);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="platser-${stockholmDate()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
