import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and integration tests sit next to the code (app/**/*.test.ts);
// Playwright specs live in tests/e2e and are run by `npm run test:e2e`.
export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: "node",
    setupFiles: ["tests/setup/console.ts"],
  },
});
