import type { Transaction } from "kysely";
import type { Database } from "../schema";
import { HIDDEN_IN_SEED, places, UNCONFIRMED } from "./places";

// Ratings and confirmations a visitor can trust (issue 24, points 4 and 7), for fresh and
// older databases alike. Like the corrections, each value is set only while a field still
// holds what the earlier seed left there, so an operator's own edit is never overwritten.

export const TRUST_SEED = "2026-11-trust";

/** The day the seeded places' facts were checked against their sources (places.ts). */
export const SEED_CHECKED_AT = "2026-11-23";

/** The spec's default rating, kept only for the spec's own seeded pages that have none. */
export const SPEC_DEFAULT_RATING = 4.8;

/** Places whose details no published source confirms: they claim no rating. */
export const FILLER_PLACES: readonly string[] = places
  .filter((place) => place.description.includes(UNCONFIRMED))
  .map((place) => place.id);

/**
 * Seeded places with a source whose own text says a fact is still not confirmed: the
 * source is old or does not cover what the page says, so the guide claims no confirmation.
 */
export const UNCONFIRMED_PLACES: ReadonlySet<string> = new Set([
  // "Vi har ännu inte kunnat bekräfta adressen."
  "grandpa",
  // "vi har inte kunnat bekräfta att disken i saluhallen finns kvar"
  "st-jakobs-stenugnsbageri",
  // Lonely Planet from about 2008: "nyare uppgifter har vi inte kunnat bekräfta"
  "comfort-hotel",
  // vagabond.se 2024 says only that it was expected to open; no source confirms it opened.
  "grand-italian-brasserie",
]);

/** Would the trust seed confirm this seeded place? Only sourced facts that say nothing is unconfirmed. */
export function confirmedInSeed(place: { id: string; source?: string }): boolean {
  return (
    Boolean(place.source) &&
    !HIDDEN_IN_SEED.has(place.id) &&
    !FILLER_PLACES.includes(place.id) &&
    !UNCONFIRMED_PLACES.has(place.id)
  );
}

export async function applyTrust(trx: Transaction<Database>) {
  const filler = new Set(FILLER_PLACES);
  for (const place of places) {
    if (filler.has(place.id)) {
      // A filler's seeded rating was never given by anybody.
      if (place.rating !== undefined)
        await trx
          .updateTable("businesses")
          .set({ rating: null })
          .where("slug", "=", place.id)
          .where("rating", "=", place.rating)
          .execute();
      continue;
    }
    // The spec's pages without a rating of their own show its default: written down here,
    // so that places added later (by the operator, a registration or an import) show none.
    if (place.rating === undefined)
      await trx
        .updateTable("businesses")
        .set({ rating: SPEC_DEFAULT_RATING })
        .where("slug", "=", place.id)
        .where("rating", "is", null)
        .execute();
    // Facts checked against a published source count as confirmed by the guide that day.
    if (confirmedInSeed(place))
      await trx
        .updateTable("businesses")
        .set({ confirmed_at: SEED_CHECKED_AT, confirmed_by: "operator" })
        .where("slug", "=", place.id)
        .where("confirmed_at", "is", null)
        .execute();
  }
}

export const UNCONFIRMED_SEED = "2026-11-unconfirmed";

/**
 * For databases the trust seed confirmed before UNCONFIRMED_PLACES existed: withdraws the
 * seed's confirmation, only while it is still the seed's own value (the operator's on the
 * check day), so a later confirmation by the operator or the owner stands.
 */
export async function withdrawSeedConfirmations(trx: Transaction<Database>) {
  await trx
    .updateTable("businesses")
    .set({ confirmed_at: null, confirmed_by: null })
    .where("slug", "in", [...UNCONFIRMED_PLACES])
    .where("confirmed_at", "=", SEED_CHECKED_AT)
    .where("confirmed_by", "=", "operator")
    .execute();
}
