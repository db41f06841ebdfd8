import type { AuditEntry } from "~/.server/admin/audit";
import { AUDIT_VALUE_TEXT } from "~/lib/admin/audit-values";
import { formatDateTimeSeconds } from "~/lib/text/dates";
import { AdminSection } from "./admin-page";

const ACTIONS: Record<string, string> = {
  create: "Skapad",
  update: "Ändrad",
  delete: "Borttagen",
  approve: "Godkänd",
  reject: "Avvisad",
  test: "Testutskick",
  send: "Skickat",
};

function shown(value: unknown, field: string): string {
  const text = AUDIT_VALUE_TEXT[field];
  if (text) return text(value);
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return value ? "ja" : "nej";
  if (Array.isArray(value)) return value.length === 0 ? "–" : value.join(", ");
  return String(value);
}

/** One record's change history, newest first, with the form's own field names. */
export function AuditLog({
  entries,
  fieldNames,
}: {
  entries: readonly AuditEntry[];
  fieldNames: Readonly<Record<string, string>>;
}) {
  return (
    <AdminSection id="historik" title="Ändringshistorik" className="mt-10">
      {entries.length === 0 ? (
        <p className="mt-2 text-ink-soft">Inga ändringar gjorda i redaktionen ännu.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {entries.map((entry, index) => (
            // Entries never reorder; the index keeps two changes in the same second apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only history
            <li key={index} className="rounded-xl bg-white p-4 shadow-sm">
              <p className="text-sm text-ink-soft">
                {formatDateTimeSeconds(new Date(entry.when))} · {entry.who} ·{" "}
                {ACTIONS[entry.action] ?? entry.action}
              </p>
              <ul className="mt-1 text-sm">
                {Object.entries(entry.changes).map(([field, [before, after]]) => (
                  <li key={field}>
                    {fieldNames[field] ?? field}: {shown(before, field)} → {shown(after, field)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
