/** A registration's status as a small label (its colour repeats the word, never replaces it). */
export function RegistrationStatusBadge({ status }: { status: "new" | "approved" | "rejected" }) {
  const [label, tone] =
    status === "approved"
      ? ["Godkänd", "bg-emerald-50 text-emerald-900"]
      : status === "rejected"
        ? ["Avvisad", "bg-rose-50 text-rose-900"]
        : ["Ny", "bg-amber-100 text-amber-900"];
  return (
    <span className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${tone}`}>
      {label}
    </span>
  );
}
