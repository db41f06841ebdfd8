import { Search } from "lucide-react";
import { useT } from "~/lib/i18n/i18n";

/**
 * A search form's field (`q`) with its magnifier and its 'Sök' button: the events list's
 * and the search page's. The label is for screen readers; the placeholder shows an example.
 */
export function SearchBox({
  id,
  label,
  defaultValue,
  maxLength,
  placeholder,
  enterKeyHint,
}: {
  id: string;
  label: string;
  defaultValue: string;
  maxLength: number;
  placeholder: string;
  enterKeyHint?: "search";
}) {
  const t = useT();
  return (
    <>
      <div className="relative flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-soft"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={maxLength}
          enterKeyHint={enterKeyHint}
          placeholder={placeholder}
          className="field pl-10"
        />
      </div>
      <button type="submit" className="btn-primary inline-flex justify-center">
        {t("search.submit")}
      </button>
    </>
  );
}
