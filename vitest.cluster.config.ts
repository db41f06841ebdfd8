import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:cluster`: three app processes behind nginx on PostgreSQL, Redis, an S3
// bucket and an SMTP server (tests/cluster/). Files run one after another: each starts a
// whole cluster, and this machine has two cores.
export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    environment: "node",
    setupFiles: ["tests/setup/console.ts"],
  },
});
