import type { HistoryEntry } from "~/.server/registrations/moderation";
import { AdminSection } from "./admin-page";

/** A registration's history, oldest first: received, decided, and every mail it caused. */
export function RegistrationHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <AdminSection id="historik" title="Historik" className="mt-10">
      <ol className="mt-2 space-y-3">
        {entries.map((entry, index) => (
          // Entries are in a fixed order; two in the same minute stay apart by index.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={index} className="rounded-xl bg-white p-4 shadow-sm">
            <p className="text-sm text-ink-soft">
              {entry.who ? `${entry.when} · ${entry.who}` : entry.when}
            </p>
            <p className="mt-1">{entry.what}</p>
          </li>
        ))}
      </ol>
    </AdminSection>
  );
}
