import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

// CSV export of the confirmed subscribers.

/**
 * One CSV cell: quoted (RFC 4180), and a value a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so
 * it is shown as text and never run (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(",");
}

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
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
