import { describe, expect, it } from "vitest";
import * as format from "~/lib/text/format";

describe("stripProtocol", () => {
  it("removes the protocol and a trailing slash", () => {
    expect(format.stripProtocol("https://www.malmoopera.se")).toBe("www.malmoopera.se");
    expect(format.stripProtocol("http://example.se/")).toBe("example.se");
    expect(format.stripProtocol("HTTPS://Example.se/sida")).toBe("Example.se/sida");
  });

  it("leaves text without a protocol alone", () => {
    expect(format.stripProtocol("www.example.se")).toBe("www.example.se");
  });
});

describe("numbers in Swedish", () => {
  it("formats ratings with a decimal comma", () => {
    expect(format.formatRating(4.8)).toBe("4,8");
    expect(format.formatRating(5)).toBe("5,0");
  });

  it("formats prices with a space as thousands separator", () => {
    expect(format.formatKronor(1499).replace(/\s/g, " ")).toBe("1 499 kr");
    expect(format.formatKronor(999)).toBe("999 kr");
  });

  it("writes ratings and prices as Intl's Swedish number format does", () => {
    // Written by hand to spare the browser Intl's locale data; Intl is the oracle.
    for (const rating of [0, 1, 3.25, 4.5, 4.75, 4.8, 4.85, 5]) {
      expect(format.formatRating(rating)).toBe(
        rating.toLocaleString("sv-SE", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      );
    }
    for (const amount of [
      0, 7, 99, 100, 999, 1000, 1499, 12_345, 299_000, 1_234_567, 19.5, -2500,
    ]) {
      expect(format.formatKronor(amount)).toBe(`${amount.toLocaleString("sv-SE")} kr`);
      expect(format.formatCount(amount)).toBe(amount.toLocaleString("sv-SE"));
    }
  });
});

describe("phone numbers", () => {
  it("drops values without digits such as N/A", () => {
    expect(format.usablePhone("N/A")).toBeUndefined();
    expect(format.usablePhone("  ")).toBeUndefined();
    expect(format.usablePhone(undefined)).toBeUndefined();
    expect(format.usablePhone("040-12 34 56")).toBe("040-12 34 56");
  });

  it("builds tel: links from the digits", () => {
    expect(format.telHref("040-12 34 56")).toBe("tel:040123456");
    expect(format.telHref("+46 40 12 34 56")).toBe("tel:+4640123456");
  });
});
