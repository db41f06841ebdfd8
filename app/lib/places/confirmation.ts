import { SITE } from "~/content/site";
import type { Accessibility } from "~/lib/accessibility/accessibility";
import type { MessageId, MessageValues } from "~/lib/i18n/i18n";
import { hasStreetAndNumber } from "~/lib/places/place-page";
import { formatDate } from "~/lib/text/dates";
import { usablePhone } from "~/lib/text/format";

// When a place's details were last confirmed (issue 24, point 4), and which (issue 35);
// client-safe.

/** Places not confirmed for this many months are listed for the operator. */
export const STALE_AFTER_MONTHS = 6;

/**
 * The groups of facts a confirmation covers: what the confirming pages (the operator's
 * and the owner's 'Allt stämmer') show. Accessibility facts are checked one by one on
 * their own page, each with its day.
 */
export const CONFIRMABLE = ["hours", "contact"] as const;
export type ConfirmedFact = (typeof CONFIRMABLE)[number];

export interface Confirmation {
  /** The Stockholm day, "2026-11-26". */
  at: string;
  /** Confirmed by the place's owner (else by the guide's operator). */
  byOwner: boolean;
  /** The facts it still vouches for (a place's page); absent: not worked out (admin, mail). */
  facts?: readonly ConfirmedFact[];
}

/** The stored facts a confirmation reads. */
export interface PlaceFactFields {
  address: string;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  openingHours?: string | null;
}

/** The groups of confirmable facts a place has: hours, and any way to reach or find it. */
export function factsOf(place: PlaceFactFields): ConfirmedFact[] {
  const contact =
    usablePhone(place.phone ?? undefined) ||
    place.email?.trim() ||
    place.website?.trim() ||
    hasStreetAndNumber(place.address);
  return CONFIRMABLE.filter((fact) =>
    fact === "hours" ? Boolean(place.openingHours?.trim()) : Boolean(contact),
  );
}

/** The column's value ("hours,contact"); unknown words are left out, no value is undefined. */
export function storedFacts(value: string | null | undefined): ConfirmedFact[] | undefined {
  if (value == null) return undefined;
  const words = value.split(",");
  return CONFIRMABLE.filter((fact) => words.includes(fact));
}

/**
 * The facts a confirmation still vouches for: those it covered (before migration 021 or
 * from an import: all) that the place still has; hours only while they are confirmed
 * (hours changed since without being confirmed lose it).
 */
export function confirmedFacts(
  covered: readonly ConfirmedFact[] | undefined,
  place: PlaceFactFields & { hoursCheckedAt?: string | null },
): ConfirmedFact[] {
  return factsOf(place).filter(
    (fact) =>
      (!covered || covered.includes(fact)) && (fact !== "hours" || Boolean(place.hoursCheckedAt)),
  );
}

const byWhom = (confirmed: Confirmation) =>
  confirmed.byOwner ? "av företaget" : `av ${SITE.name}`;

/** 'Uppgifter bekräftade 26 november 2026 av företaget', or that they are not (admin, owner, mail). */
export function confirmationText(confirmed: Confirmation | null | undefined): string {
  if (!confirmed) return "Uppgifterna är inte bekräftade ännu.";
  return `Uppgifter bekräftade ${formatDate(confirmed.at)} ${byWhom(confirmed)}`;
}

/** The page's words: its translate function and how it writes a date. */
export interface PageWords {
  t: (id: MessageId, values?: MessageValues) => string;
  date: (isoDate: string) => string;
}

const FACTS_MESSAGES = {
  hours: "confirmed.hours",
  contact: "confirmed.contact",
  "hours,contact": "confirmed.both",
} as const satisfies Record<string, MessageId>;

/**
 * What a place's page says of its confirmation (issue 35) in its language: which facts,
 * when and by whom, 'Öppettider och kontaktuppgifter bekräftade 23 november 2026 av
 * Malmöguiden'; nothing when nothing it has was confirmed.
 */
export function confirmedFactsText(
  confirmed: Confirmation | null | undefined,
  { t, date }: PageWords,
): string | null {
  const facts = confirmed?.facts ?? [];
  if (!confirmed || facts.length === 0) return null;
  const key = CONFIRMABLE.filter((fact) => facts.includes(fact)).join(",");
  const message = FACTS_MESSAGES[key as keyof typeof FACTS_MESSAGES];
  const by = confirmed.byOwner
    ? t("confirmed.byOwner")
    : t("confirmed.byGuide", { site: SITE.name });
  return t(message, { date: date(confirmed.at), by });
}

/**
 * When the accessibility facts were checked (by the guide, on its accessibility page):
 * 'Tillgänglighet kontrollerad 28 juni 2027 av Malmöguiden', 'senast' when on several
 * days; nothing when no fact is known.
 */
export function accessibilityCheckedText(
  facts: Accessibility | undefined,
  { t, date }: PageWords,
): string | null {
  const days = [...new Set(Object.values(facts ?? {}).map((fact) => fact.checkedAt))].sort();
  const last = days[days.length - 1];
  if (!last) return null;
  return t(days.length > 1 ? "confirmed.accessLast" : "confirmed.access", {
    date: date(last),
    site: SITE.name,
  });
}
