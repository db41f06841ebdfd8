import { useT } from "~/lib/i18n/i18n";

/** The mark of a paid placement (marketing law: advertising must be recognisable as such). */
export function AdLabel({ id }: { id?: string }) {
  const t = useT();
  return (
    <span
      id={id}
      className="self-start rounded bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-950"
    >
      {t("card.ad")}
    </span>
  );
}
