import { describe, expect, it } from "vitest";
import { cleanOriginalName, storedImageName } from "~/lib/text/file-name";

const SAFE = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(png|jpg|gif|webp)$/;

describe("cleanOriginalName", () => {
  it("keeps the original name made safe", () => {
    expect(cleanOriginalName("Vårt café.PNG", "png")).toBe("Vart-cafe.png");
  });

  it("cannot carry a path or control characters", () => {
    for (const name of [
      "../../etc/passwd",
      "..\\..\\windows\\system32\\cmd.exe",
      "C:\\fakepath\\bild.jpg",
      "bild\u0000.png",
      "...",
      "..",
      ".htaccess",
      "a\r\nb.gif",
      "/",
      "",
      "💥💥.png",
      `${"x".repeat(500)}.png`,
    ]) {
      const cleaned = cleanOriginalName(name, "png");
      expect(cleaned, JSON.stringify(name)).toMatch(SAFE);
      expect(cleaned.length).toBeLessThanOrEqual(100);
    }
    expect(cleanOriginalName("../../etc/passwd", "png")).toBe("passwd.png");
    expect(cleanOriginalName("...", "gif")).toBe("bild.gif");
  });

  it("takes the extension from the real type, not the name", () => {
    expect(cleanOriginalName("foto.gif", "png")).toBe("foto.png");
  });
});

describe("storedImageName", () => {
  it("is a random id with the real extension, never the original name", () => {
    const names = new Set(Array.from({ length: 1000 }, () => storedImageName("png")));
    expect(names.size).toBe(1000);
    for (const name of names)
      expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
  });
});
