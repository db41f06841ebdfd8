import { useT } from "~/lib/i18n/i18n";

/** A field people never see or fill; bots that fill every field reveal themselves. */
export function Honeypot({ name }: { name: string }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t("form.honeypot")}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
