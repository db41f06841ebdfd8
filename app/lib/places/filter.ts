import {
  ACCESSIBILITY,
  type AccessibilityKey,
  isAccessibilityKey,
} from "~/lib/accessibility/accessibility";

// The place filters of category pages and search results (issue 24, point 3): open now,
// open tonight and each accessibility fact, as GET parameters (`oppet=nu`,
// `oppet=ikvall`, `tg=trappfri`), so that they work without JavaScript and combine with
// the pages (`sida`). Client-safe: the form and the loaders read the same names.

export const OPEN_OPTIONS = [
  { value: "nu", label: "Öppet nu" },
  { value: "ikvall", label: "Öppet i kväll" },
] as const;

export type OpenOption = (typeof OPEN_OPTIONS)[number]["value"];

export interface PlaceFilter {
  open: OpenOption[];
  access: AccessibilityKey[];
}

/** One choice of the filter, as its checkbox names it. */
export type FilterChoice =
  | { param: "oppet"; value: OpenOption }
  | { param: "tg"; value: AccessibilityKey };

export const FILTER_CHOICES: readonly (FilterChoice & { label: string })[] = [
  ...OPEN_OPTIONS.map((option) => ({ param: "oppet" as const, ...option })),
  ...ACCESSIBILITY.map((item) => ({ param: "tg" as const, value: item.key, label: item.label })),
];

/** The filter an address asks for; unknown values are ignored. */
export function placeFilterOf(params: URLSearchParams): PlaceFilter {
  const open = OPEN_OPTIONS.map((option) => option.value).filter((value) =>
    params.getAll("oppet").includes(value),
  );
  const access = [...new Set(params.getAll("tg"))].filter(isAccessibilityKey);
  return { open, access };
}

export const isFiltering = (filter: PlaceFilter) =>
  filter.open.length > 0 || filter.access.length > 0;

export function isChosen(filter: PlaceFilter, choice: FilterChoice): boolean {
  return choice.param === "oppet"
    ? filter.open.includes(choice.value)
    : filter.access.includes(choice.value);
}

/** The filter with one more choice. */
export function withChoice(filter: PlaceFilter, choice: FilterChoice): PlaceFilter {
  return choice.param === "oppet"
    ? { ...filter, open: [...filter.open, choice.value] }
    : { ...filter, access: [...filter.access, choice.value] };
}

/**
 * The choices the form offers, each with its count (issue 35): only those that would
 * show some place, so a visitor never meets a '(0)' box; a chosen one stays even at 0,
 * so it can be unticked. `counts` are in FILTER_CHOICES' order.
 */
export function shownChoices(
  filter: PlaceFilter,
  counts: readonly number[],
): { choice: (typeof FILTER_CHOICES)[number]; count: number }[] {
  return FILTER_CHOICES.flatMap((choice, index) => {
    const count = counts[index] ?? 0;
    return count > 0 || isChosen(filter, choice) ? [{ choice, count }] : [];
  });
}
