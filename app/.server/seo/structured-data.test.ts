import { describe, expect, it } from "vitest";
import type { PlaceDetails } from "~/content/types";
import type { EventOccurrence } from "~/lib/events/events";
import { jsonLdText } from "~/lib/seo/json-ld";
import {
  breadcrumbJsonLd,
  eventJsonLd,
  placeJsonLd,
  postalAddressOf,
  schemaTypeOf,
  stockholmDateTime,
} from "./structured-data";

const PAGE = {
  url: "https://malmoguiden.example/business/exempel",
  image: "https://malmoguiden.example/images/share/business/exempel.png?v=1",
};

const place = (fields: Partial<PlaceDetails> = {}): PlaceDetails => ({
  id: "exempel",
  name: "Exempel",
  description: "Ett ställe i Malmö.",
  address: "Friisgatan 14, Malmö",
  category: "restauranger",
  ...fields,
});

const event = (fields: Partial<EventOccurrence> = {}): EventOccurrence => ({
  key: "konsert@2026-12-05",
  id: "konsert",
  title: "Konsert",
  description: "En konsert.",
  location: "Malmö Live Konserthus, Dag Hammarskjölds torg 4, Malmö",
  category: "Musik och teater",
  image: "/images/events/musik.svg",
  start: "2026-12-05T18:00",
  end: "2026-12-05T21:00",
  example: false,
  source: "Malmö Live",
  timing: "range",
  recurring: "once",
  ...fields,
});

describe("schema.org types of places", () => {
  it.each([
    ["restauranger", "Bistro Royal", "Restaurant"],
    ["fika-lunch", "Lilla Kafferosteriet", "CafeOrCoffeeShop"],
    ["boende", "Elite Plaza Hotel", "Hotel"],
    ["Boende", "MJ's Hotell", "Hotel"],
    ["boende", "Malmö Live", "LodgingBusiness"],
    ["konst", "Moderna Museet Malmö", "Museum"],
    ["konst", "Galleri Ping-Pong", "ArtGallery"],
    ["musik", "Malmö Opera", "PerformingArtsTheater"],
    ["shopping", "Emporia", "Store"],
    ["sport", "Grand Fitness", "SportsActivityLocation"],
    ["nojesparker", "Folkets park", "AmusementPark"],
    ["frisor", "The Shave Cave", "HairSalon"],
    ["massage", "Soluna Spa", "DaySpa"],
    ["barn", "Leos Lekland", "LocalBusiness"],
    ["toString", "Någonting", "LocalBusiness"],
  ])("%s / %s is a %s", (category, name, type) => {
    expect(schemaTypeOf(category, name)).toBe(type);
  });
});

describe("business structured data", () => {
  it("says what the record has and nothing more", () => {
    const data = placeJsonLd(
      place({
        phone: "040-12 34 56",
        email: "hej@exempel.se",
        website: "https://exempel.se",
        rating: 4.9,
      }),
      PAGE,
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: "Exempel",
      description: "Ett ställe i Malmö.",
      url: PAGE.url,
      image: PAGE.image,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Friisgatan 14",
        addressLocality: "Malmö",
      },
      telephone: "040-12 34 56",
      email: "hej@exempel.se",
      sameAs: "https://exempel.se",
    });
  });

  it("never carries a rating, opening hours or an unusable phone", () => {
    const text = JSON.stringify(placeJsonLd(place({ rating: 4.3, phone: "N/A" }), PAGE));
    expect(text).not.toMatch(/rating|openingHours|telephone|email|sameAs/i);
  });

  it("reads a locality alone as a locality", () => {
    expect(postalAddressOf("Malmö")).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Malmö",
    });
    expect(postalAddressOf("Mobilia, Per Albin Hanssons väg 40, Malmö")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Mobilia, Per Albin Hanssons väg 40",
      addressLocality: "Malmö",
    });
    expect(postalAddressOf(" , ")).toBeUndefined();
  });
});

describe("event structured data", () => {
  it("gives a scheduled event its Stockholm times, place and address", () => {
    expect(eventJsonLd(event(), PAGE)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Konsert",
      description: "En konsert.",
      url: PAGE.url,
      image: PAGE.image,
      startDate: "2026-12-05T18:00:00+01:00",
      endDate: "2026-12-05T21:00:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: "Malmö Live Konserthus",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Malmö Live Konserthus, Dag Hammarskjölds torg 4",
          addressLocality: "Malmö",
        },
      },
    });
  });

  it("gives whole days where no time is known, and summer time in summer", () => {
    const days = eventJsonLd(
      event({ start: "2026-08-14T00:00", end: "2026-08-21T24:00", timing: "none" }),
      PAGE,
    );
    expect(days).toMatchObject({ startDate: "2026-08-14", endDate: "2026-08-21" });
    const start = eventJsonLd(
      event({ start: "2026-08-14T19:30", end: "2026-08-14T24:00", timing: "start" }),
      PAGE,
    );
    expect(start).toMatchObject({ startDate: "2026-08-14T19:30:00+02:00", endDate: "2026-08-14" });
  });

  it("claims nothing for an example event or dates the source does not confirm", () => {
    expect(eventJsonLd(event({ example: true }), PAGE)).toBeUndefined();
    expect(eventJsonLd(event({ unconfirmed: true }), PAGE)).toBeUndefined();
  });

  it("converts Stockholm wall-clock times across both changes of the clock", () => {
    expect(stockholmDateTime("2026-03-29T01:30")).toBe("2026-03-29T01:30:00+01:00");
    expect(stockholmDateTime("2026-03-29T03:30")).toBe("2026-03-29T03:30:00+02:00");
    // 02:30 does not exist that night: the winter offset.
    expect(stockholmDateTime("2026-03-29T02:30")).toBe("2026-03-29T02:30:00+01:00");
    expect(stockholmDateTime("2026-10-25T04:00")).toBe("2026-10-25T04:00:00+01:00");
  });
});

describe("breadcrumbs and the script text", () => {
  it("numbers the steps from 1", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Hem", url: "https://malmoguiden.example/" },
        { name: "Evenemang", url: "https://malmoguiden.example/events" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Hem", item: "https://malmoguiden.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Evenemang",
          item: "https://malmoguiden.example/events",
        },
      ],
    });
  });

  it("cannot close its script element, and reads back as the same data", () => {
    const data = { name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });
});
