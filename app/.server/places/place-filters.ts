import type { Place } from "~/.server/snapshot/snapshot";
import { FILTER_CHOICES, isChosen, type PlaceFilter, withChoice } from "~/lib/places/filter";
import { isOpenAt, isOpenTonight } from "../hours/opening-hours";

// The place filters (app/lib/places/filter.ts) applied to places at Stockholm wall-clock
// time `nowLocal`. Only confirmed hours count as open: a place whose hours nobody has
// confirmed is never listed as open.

export function matchesFilter(
  place: Place | undefined,
  filter: PlaceFilter,
  nowLocal: string,
): boolean {
  if (!place) return false;
  for (const key of filter.access) if (place.accessibility[key]?.value !== "yes") return false;
  if (filter.open.length === 0) return true;
  const hours = place.hoursCheckedAt ? place.openingHours : undefined;
  if (!hours) return false;
  return filter.open.every((option) =>
    option === "nu" ? isOpenAt(hours, nowLocal) : isOpenTonight(hours, nowLocal),
  );
}

/**
 * How many of `places` each choice would show, with the choices already made: a chosen
 * one counts what the filter shows now, another what it would show once chosen too.
 */
export function choiceCounts(
  places: readonly (Place | undefined)[],
  filter: PlaceFilter,
  nowLocal: string,
): number[] {
  return FILTER_CHOICES.map((choice) => {
    const wanted = isChosen(filter, choice) ? filter : withChoice(filter, choice);
    return places.filter((place) => matchesFilter(place, wanted, nowLocal)).length;
  });
}
