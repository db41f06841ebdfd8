import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatKronor,
  formatRating,
  stripProtocol,
  telHref,
  usablePhone,
} from "./format";

describe("stripProtocol", () => {
  it("removes the protocol and a trailing slash", () => {
    expect(stripProtocol("https://www.malmoopera.se")).toBe("www.malmoopera.se");
    expect(stripProtocol("http://example.se/")).toBe("example.se");
    expect(stripProtocol("HTTPS://Example.se/sida")).toBe("Example.se/sida");
  });

  it("leaves text without a protocol alone", () => {
    expect(stripProtocol("www.example.se")).toBe("www.example.se");
  });
});

describe("numbers in Swedish", () => {
  it("formats ratings with a decimal comma", () => {
    expect(formatRating(4.8)).toBe("4,8");
    expect(formatRating(5)).toBe("5,0");
  });

  it("formats prices with a space as thousands separator", () => {
    expect(formatKronor(1499).replace(/\s/g, " ")).toBe("1 499 kr");
    expect(formatKronor(999)).toBe("999 kr");
  });

  it("writes ratings and prices as Intl's Swedish number format does", () => {
    // Written by hand to spare the browser Intl's locale data; Intl is the oracle.
    for (const rating of [0, 1, 3.25, 4.5, 4.75, 4.8, 4.85, 5]) {
      expect(formatRating(rating)).toBe(
        rating.toLocaleString("sv-SE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      );
    }
    for (const amount of [
      0, 7, 99, 100, 999, 1000, 1499, 12_345, 299_000, 1_234_567, 19.5, -2500,
    ]) {
      expect(formatKronor(amount)).toBe(`${amount.toLocaleString("sv-SE")} kr`);
      expect(formatCount(amount)).toBe(amount.toLocaleString("sv-SE"));
    }
  });
});

describe("phone numbers", () => {
  it("drops values without digits such as N/A", () => {
    expect(usablePhone("N/A")).toBeUndefined();
    expect(usablePhone("  ")).toBeUndefined();
    expect(usablePhone(undefined)).toBeUndefined();
    expect(usablePhone("040-12 34 56")).toBe("040-12 34 56");
  });

  it("builds tel: links from the digits", () => {
    expect(telHref("040-12 34 56")).toBe("tel:040123456");
    expect(telHref("+46 40 12 34 56")).toBe("tel:+4640123456");
  });
});
