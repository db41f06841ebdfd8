import { describe, expect, it } from "vitest";
import type { PlaceDetails } from "~/content/types";
import { bookingActions, mapHref, mapQuery } from "~/lib/places/place-page";
import { usablePhone } from "~/lib/text/format";
import { featuredPlaces } from "./featured";
import { listings } from "./listings";
import { offers } from "./offers";
import { grandFitness, HIDDEN_IN_SEED, PLACE_IDS_WITHOUT_PAGE, places } from "./places";

/** Localities an address may consist of on its own (no street): claims only the town. */
const BARE_LOCALITIES = new Set(["Malmö"]);

/** In the seed, every business entry has a page; the spec's five ids are listings only. */
const hasDetailPage = (id: string) =>
  places.some((place) => place.id === id) &&
  !(PLACE_IDS_WITHOUT_PAGE as readonly string[]).includes(id);
const withPage = places.filter((place) => hasDetailPage(place.id));

/** True when the entry says more than its name and town: a street, a site, a number, a mailbox. */
function statesFacts(place: PlaceDetails): boolean {
  return (
    !BARE_LOCALITIES.has(place.address.trim()) ||
    Boolean(place.website) ||
    Boolean(usablePhone(place.phone)) ||
    Boolean(place.email)
  );
}

describe("business content", () => {
  it("keeps every listed id: each has a detail page except the five the spec names", () => {
    const listed = new Set(
      Object.values(listings).flatMap((list) => list.map((e) => e.businessId)),
    );
    const expected = [...listed].filter(
      (id) => !(PLACE_IDS_WITHOUT_PAGE as readonly string[]).includes(id),
    );
    expect(withPage.map((b) => b.id).sort()).toEqual(expected.sort());
    for (const id of PLACE_IDS_WITHOUT_PAGE) expect(hasDetailPage(id)).toBe(false);
    expect(new Set(places.map((b) => b.id)).size).toBe(places.length);
  });

  it.each(withPage.map((b) => [b.id, b] as const))(
    "%s: the 'Boka tid' box has a way to act (e-mail, phone, website or address)",
    (_id, place) => {
      const actions = bookingActions(place);
      const ways = [actions.email, actions.phone, actions.website, actions.map].filter(Boolean);
      expect(ways.length, `${place.id} is a dead end`).toBeGreaterThan(0);
      if (!actions.email && !actions.phone) {
        expect(place.address.trim() || place.website, place.id).toBeTruthy();
      }
    },
  );

  it.each(places.map((b) => [b.id, b] as const))(
    "%s: a business that states facts names its source in one line",
    (_id, place) => {
      if (statesFacts(place)) {
        expect(place.source?.trim(), `${place.id} has no source`).toBeTruthy();
      }
      if (place.source !== undefined) {
        expect(place.source.trim().length).toBeGreaterThan(10);
        expect(place.source).not.toMatch(/\n/);
      }
    },
  );

  it("an unsourced entry claims nothing beyond its town and says so", () => {
    for (const place of places.filter((b) => !b.source)) {
      expect(BARE_LOCALITIES.has(place.address.trim()), place.id).toBe(true);
      expect(place.description, place.id).toMatch(/Vi har ännu inte kunnat bekräfta/);
    }
  });

  it("Grand Fitness shows no unverified hours, facilities or philosophy", () => {
    // No published source confirms any of them (content-facts.md); the layout omits empty data.
    if (!grandFitness.source) {
      expect(grandFitness.hours).toEqual([]);
      expect(grandFitness.features).toEqual([]);
      expect(grandFitness.philosophy).toBe("");
      expect(grandFitness.equipment).toBe("");
      expect(grandFitness.address).toBe("Malmö");
      expect(grandFitness.phone ?? grandFitness.email ?? grandFitness.website).toBeUndefined();
    }
  });

  it("says truthfully where the places outside Malmö are", () => {
    const byId = new Map(places.map((b) => [b.id, b]));
    expect(byId.get("st-jakobs-stenugnsbageri")?.address).toMatch(/Lund$/);
    expect(byId.get("st-jakobs-stenugnsbageri")?.description).toMatch(/Lund/);
    // Its Malmö Saluhall counter is sourced only for 2016: said, with the doubt (review 2.2).
    expect(byId.get("st-jakobs-stenugnsbageri")?.description).toMatch(/Malmö Saluhall.*2016/);
    expect(byId.get("leos-lekland")?.address).toMatch(/Burlöv$/);
    expect(byId.get("leos-lekland")?.description).toMatch(/Burlöv/);
    expect(byId.get("hansa")?.address).toBe("Stora Nygatan 50, Malmö");
    expect(byId.get("funnys-aventyr")?.description).toMatch(/Mobilia/);
    expect(byId.get("meadow")?.description).toMatch(/jeans/);
  });

  it("hides, rather than lists, a place no source shows ever opened", () => {
    // Bistro Royal: only announced for June 2014 (content-review-3.md, 2.1).
    expect([...HIDDEN_IN_SEED]).toEqual(["bistro-royal"]);
    for (const id of HIDDEN_IN_SEED) expect(hasDetailPage(id), id).toBe(true);
  });

  it("says 'Gamla staden', not Stockholm's 'gamla stan', and cites no 'general knowledge' as a source", () => {
    for (const place of places) {
      expect(place.description, place.id).not.toMatch(/gamla stan\b/i);
      expect(place.source ?? "", place.id).not.toMatch(/\(kn[):]/);
    }
  });

  it("websites are full https/http URLs and phone numbers are dialable or the spec's 'N/A'", () => {
    for (const place of places) {
      if (place.website) expect(place.website, place.id).toMatch(/^https?:\/\/[^\s]+$/);
      if (place.phone && place.phone !== "N/A")
        expect(usablePhone(place.phone), place.id).toBeDefined();
      if (place.email) expect(place.email, place.id).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/i);
    }
  });

  it("listing cards and featured cards agree with the business entries", () => {
    const byId = new Map(places.map((b) => [b.id, b]));
    for (const entry of Object.values(listings).flat()) {
      const place = byId.get(entry.businessId);
      if (place) expect(entry.location, entry.id).toBe(place.address);
    }
    for (const place of featuredPlaces) {
      const seeded = place.businessId ? byId.get(place.businessId) : undefined;
      expect(seeded, place.title).toBeDefined();
      expect(place.location, place.title).toBe(seeded?.address);
      expect(place.title, place.title).toBe(seeded?.name);
    }
  });

  it("offers are marked as examples and link to the business's site", () => {
    for (const offer of offers) {
      expect(offer.title, offer.id).toMatch(/^Exempel: /);
      expect(offer.description, offer.id).toMatch(/^Exempel/);
      expect(offer.description, offer.id).not.toMatch(/webbplats/);
      const place = places.find((b) => b.id === offer.businessId);
      expect(place, offer.id).toBeDefined();
      if (place?.website) expect(offer.url, offer.id).toBe(place.website);
      expect(offer.location, offer.id).toBe(place?.address);
    }
    // No annual pass where entry is free (content-review-3.md, 2.3).
    const moderna = offers.find((o) => o.businessId === "moderna-museet");
    expect(`${moderna?.title} ${moderna?.description}`).not.toMatch(/årskort|\d\s*kr/i);
  });
});

describe("map link", () => {
  it("searches a street address on its own and adds the name to a bare place", () => {
    expect(mapQuery({ name: "Hansa", address: "Stora Nygatan 50, Malmö" })).toBe(
      "Stora Nygatan 50, Malmö",
    );
    expect(mapQuery({ name: "The Shave Cave", address: "Malmö" })).toBe("The Shave Cave, Malmö");
    expect(mapHref({ name: "The Shave Cave", address: "Malmö" })).toBe(
      "https://www.openstreetmap.org/search?query=The%20Shave%20Cave%2C%20Malm%C3%B6",
    );
  });

  it("offers e-mail and phone when they exist, otherwise the website and the map", () => {
    const base = { id: "x", name: "X", description: "", category: "sport", address: "Malmö" };
    expect(bookingActions({ ...base, phone: "040-12 34 56" })).toEqual({
      email: undefined,
      phone: "040-12 34 56",
    });
    expect(bookingActions({ ...base, phone: "N/A", website: "https://x.se" })).toEqual({
      website: "https://x.se",
      map: mapHref(base),
    });
  });
});
