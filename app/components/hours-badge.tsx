import type { PlaceHours } from "~/lib/hours/hours";

export type HoursBadgeValue = NonNullable<PlaceHours["badge"]>;

/**
 * 'Öppet nu · stänger 18.00' or 'Stängt · öppnar i morgon 10.00', computed on the server
 * in Stockholm time (app/.server/hours): on a place's page and on its cards in lists.
 * Places whose hours are not confirmed have no badge, and show none.
 */
export function HoursBadge({ badge, small }: { badge: HoursBadgeValue; small?: boolean }) {
  return (
    <p
      data-testid="hours-badge"
      className={`inline-block self-start rounded-full font-semibold ${
        small ? "px-2 py-0.5 text-xs" : "px-3 py-1"
      } ${badge.open ? "bg-emerald-100 text-emerald-900" : "bg-rose-100 text-rose-900"}`}
    >
      {badge.text}
    </p>
  );
}
