import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { csvDocument, csvRow } from "../http/csv";

// CSV export of the confirmed subscribers.

const isoTime = (value: number | string | null) =>
  value === null ? "" : new Date(Number(value)).toISOString();

/** The confirmed subscribers as CSV (UTF-8 with BOM, so spreadsheets read å, ä and ö). */
export async function confirmedSubscribersCsv(db: Kysely<Database>): Promise<string> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "consent_at", "confirmed_at", "consent_source", "policy_version"])
    .where("status", "=", "confirmed")
    .orderBy("id")
    .execute();
  const lines = [
    csvRow(["E-post", "Bekräftad", "Samtycke lämnat", "Källa", "Villkorsversion"]),
    ...rows.map((row) =>
      csvRow([
        row.email,
        isoTime(row.confirmed_at),
        isoTime(row.consent_at),
        row.consent_source,
        row.policy_version,
      ]),
    ),
  ];
  return csvDocument(lines);
}
