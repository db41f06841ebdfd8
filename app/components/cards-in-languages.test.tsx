import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { dateWordsIn } from "~/.server/i18n/dates";
import type { Offer } from "~/content/types";
import type { EventOccurrence } from "~/lib/events/events";
import { renderIn } from "../../tests/support/i18n";
import { EventCard } from "./event-card";
import { OfferCard } from "./offer-card";
import { PlaceCard } from "./place-card";

// Issue 40, point 4: a card on a page in another language shows its content in that
// language; a text with no translation stays Swedish inside lang="sv", followed by the
// note in the page's language, never a mix without notice. Swedish cards as they were.

const OFFER: Offer = {
  id: "testerbjudande",
  business: "Testcaféet",
  title: "Exempel: fika för två",
  description: "Exempelerbjudande: två kaffe och två bullar.",
  location: "Storgatan 1, Malmö",
  image: "/images/offers/test.svg",
  rating: 4.5,
  url: "https://example.se/",
  color: "amber",
  tag: "Rabatt",
};

const EVENT = {
  id: "testkonsert",
  key: "testkonsert",
  title: "Konsert i parken",
  description: "En kväll med musik i parken.",
  category: "Musik och teater",
  location: "Pildammsparken, Malmö",
  image: "/images/events/test.svg",
  start: "2026-12-05T18:00",
  end: "2026-12-05T21:00",
  timing: "range",
  recurring: "single",
} as unknown as EventOccurrence;

describe("cards in other languages", () => {
  it("marks an untranslated offer text as Swedish, with the note in English", () => {
    const html = renderIn(
      "en",
      createElement(OfferCard, { offer: { ...OFFER, swedish: ["description"] } }),
    );
    expect(html).toContain(
      `<p class="text-sm leading-relaxed text-ink-soft" lang="sv">${OFFER.description}</p>`,
    );
    expect(html).toContain("Only available in Swedish");
    // The interface around it is English.
    expect(html).toContain("Discount");
    expect(html).toContain("To the offer");
    expect(html).toContain("(opens in a new tab)");
    expect(html).not.toContain('lang="sv">Exempel: fika');
  });

  it("writes an event's time and category in German, and marks its Swedish title", () => {
    const html = renderIn(
      "de",
      createElement(EventCard, {
        event: {
          ...EVENT,
          swedish: ["title"],
          dates: { range: dateWordsIn("de").dateRange(EVENT.start, EVENT.end), weekday: "" },
        },
      }),
    );
    expect(html).toContain("Musik und Theater");
    expect(html).toContain("5. Dezember 2026");
    expect(html).toContain("18:00–21:00");
    expect(html).toMatch(/<h3[^>]*lang="sv"[^>]*>Konsert i parken<\/h3>/);
    // Only the description has a note; the title is marked, not noted.
    expect(html).not.toContain("Nur auf Schwedisch verfügbar");
  });

  it("keeps Swedish cards without marks or notes", () => {
    const offer = renderIn("sv", createElement(OfferCard, { offer: OFFER }));
    expect(offer).not.toContain('lang="sv"');
    expect(offer).toContain("Till erbjudandet");
    expect(offer).toContain("Rabatt");
    const event = renderIn("sv", createElement(EventCard, { event: EVENT }));
    expect(event).toContain("5 december 2026");
    expect(event).toContain("18.00–21.00");
    const place = renderIn(
      "sv",
      createElement(PlaceCard, {
        title: "Testcaféet",
        description: "Ett café.",
        image: "/images/business/testcafeet.svg",
        rating: 4.5,
        location: "Storgatan 1, Malmö",
      }),
    );
    expect(place).toContain('alt="Illustration: Testcaféet"');
    expect(place).toContain(
      '<span class="sr-only">Betyg </span>4,5<span class="sr-only"> av 5</span>',
    );
  });

  it("reads a place card's rating and picture in Danish", () => {
    const html = renderIn(
      "da",
      createElement(PlaceCard, {
        title: "Testcaféet",
        description: "Ett café.",
        image: "/images/business/testcafeet/foto.jpg",
        rating: 4.5,
        location: "Storgatan 1, Malmö",
        swedish: ["description"],
      }),
    );
    expect(html).toContain('alt="Foto: Testcaféet"');
    expect(html).toContain(
      '<span class="sr-only">Bedømmelse </span>4,5<span class="sr-only"> ud af 5</span>',
    );
    expect(html).toContain('lang="sv">Ett café.</p>');
    expect(html).toContain("Findes kun på svensk");
  });
});
