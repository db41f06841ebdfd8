import { describe, expect, it } from "vitest";
import { storedImageName } from "./file-name";

const NOW = 1_795_000_000_000;
const SAFE = /^\d+-[A-Za-z0-9][A-Za-z0-9_-]*\.(png|jpg|gif|webp)$/;

describe("storedImageName", () => {
  it("is a timestamp plus the original name", () => {
    expect(storedImageName("Vårt café.PNG", "png", NOW)).toBe(`${NOW}-Vart-cafe.png`);
  });

  it("cannot escape the store or carry control characters", () => {
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
      const stored = storedImageName(name, "png", NOW);
      expect(stored, JSON.stringify(name)).toMatch(SAFE);
      expect(stored.length).toBeLessThanOrEqual(100);
      expect(stored).not.toContain("..");
    }
    expect(storedImageName("../../etc/passwd", "png", NOW)).toBe(`${NOW}-passwd.png`);
    expect(storedImageName("...", "gif", NOW)).toBe(`${NOW}-bild.gif`);
  });

  it("takes the extension from the real type, not the name", () => {
    expect(storedImageName("foto.gif", "png", NOW)).toBe(`${NOW}-foto.png`);
  });
});
