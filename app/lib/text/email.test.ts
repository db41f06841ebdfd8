import { describe, expect, it } from "vitest";
import { normaliseEmail } from "~/lib/text/email";

describe("normaliseEmail", () => {
  it("trims, lower-cases and keeps +tags", () => {
    expect(normaliseEmail("  Anna.Svensson+Nyhet@Example.SE ")).toBe(
      "anna.svensson+nyhet@example.se",
    );
  });

  it("turns an international domain into its xn-- form", () => {
    expect(normaliseEmail("kund@Malmö.se")).toBe("kund@xn--malm-8qa.se");
    expect(normaliseEmail("kund@xn--malm-8qa.se")).toBe("kund@xn--malm-8qa.se");
  });

  it("applies Unicode NFC so composed and decomposed forms match", () => {
    const decomposed = "bjo\u0308rn@example.se";
    expect(normaliseEmail(decomposed)).toBe("björn@example.se");
    expect(normaliseEmail("björn@example.se")).toBe("björn@example.se");
  });

  it("refuses malformed addresses", () => {
    for (const bad of [
      "",
      "utan-snabel-a",
      "@example.se",
      "namn@",
      "namn@localhost",
      "namn@exempel..se",
      "två ord@example.se",
      "namn@example.se\r\nBcc: x@y.se",
      "namn\u0000@example.se",
      ".namn@example.se",
      "na..mn@example.se",
      "namn@-example.se",
      "namn@example.123",
      "namn@exa mple.se",
      `${"a".repeat(65)}@example.se`,
      `a@${"b".repeat(250)}.se`,
    ]) {
      expect(normaliseEmail(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });
});
