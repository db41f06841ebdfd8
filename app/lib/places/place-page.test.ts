import { describe, expect, it } from "vitest";
import { directionsHref, hasStreetAndNumber } from "~/lib/places/place-page";

// Issue 35: 'Vägbeskrivning' for every address with a street and a number.
describe("directions", () => {
  it("knows a street with a number from a bare street or district", () => {
    for (const address of [
      "Adelgatan 4, Malmö",
      "Carlsgatan 10C, Malmö",
      "Ola Billgrens plats 2–4, Malmö",
      "Mobilia, Per Albin Hanssons väg 40, Malmö",
      "Östergatan 12",
    ])
      expect(hasStreetAndNumber(address), address).toBe(true);
    for (const address of ["Adelgatan, Malmö", "Hyllie, Malmö", "Malmö", "", "211 43 Malmö"])
      expect(hasStreetAndNumber(address), address).toBe(false);
  });

  it("links to Google Maps' directions, in Malmö when the address names no town", () => {
    expect(directionsHref("Adelgatan 4, Malmö")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Adelgatan%204%2C%20Malm%C3%B6",
    );
    expect(directionsHref(" Östergatan 12 ")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=%C3%96stergatan%2012%2C%20Malm%C3%B6",
    );
    expect(directionsHref("Adelgatan, Malmö")).toBeUndefined();
  });
});
