import { describe, expect, it } from "vitest";
import { formatKronor, formatRating, stripProtocol, telHref, usablePhone } from "./format";

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
