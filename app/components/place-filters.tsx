import { useEffect } from "react";
import { Form, Link } from "react-router";
import { useSubmitSoon } from "~/components/use-submit-soon";
import type { MessageId } from "~/lib/i18n/i18n";
import { useT } from "~/lib/i18n/i18n";
import { isChosen, type PlaceFilter, shownChoices } from "~/lib/places/filter";

/**
 * The place filters of a category page or the search results (issue 24, point 3): a GET
 * form of checkboxes, each with how many places it would show. Without JavaScript it is
 * sent with 'Filtrera'; with it, at each change. `keep` holds the address's other
 * parameters (the search's `q`); a filtered list starts again on its first page. Only the
 * choices that would show a place are offered (and those already ticked); with none, no form.
 */
export function PlaceFilters({
  filter,
  counts,
  action,
  keep = {},
}: {
  filter: PlaceFilter;
  counts: readonly number[];
  action: string;
  keep?: Record<string, string>;
}) {
  const { formRef, submitSoon } = useSubmitSoon(0);
  // A box ticked before the app arrived changed nothing yet (its change came before the
  // handler): once it has, the form is sent if any box differs from the page as served.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app arrives
  useEffect(() => {
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]");
    if (Array.from(boxes ?? []).some((box) => box.checked !== box.defaultChecked)) submitSoon();
  }, []);
  const filtering = filter.open.length > 0 || filter.access.length > 0;
  const clear = `${action}${Object.keys(keep).length ? `?${new URLSearchParams(keep)}` : ""}`;
  const choices = shownChoices(filter, counts);
  const t = useT();
  if (choices.length === 0) return null;
  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      preventScrollReset
      onChange={submitSoon}
      className="mb-6 rounded-2xl bg-white p-4 shadow-sm"
      aria-label={t("filter.form")}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="font-semibold">{t("filter.legend")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {choices.map(({ choice, count }) => (
            <label key={`${choice.param}-${choice.value}`} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={choice.param}
                value={choice.value}
                defaultChecked={isChosen(filter, choice)}
                className="size-5"
              />
              {t("filter.choice", {
                label: t(
                  `${choice.param === "oppet" ? "filter.open" : "access"}.${choice.value}` as MessageId,
                ),
                count,
              })}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-secondary inline-flex">
          {t("filter.submit")}
        </button>
        {filtering ? (
          <Link to={clear} className="font-semibold text-teal-dark underline">
            {t("filter.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
