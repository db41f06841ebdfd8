// The app's TypeScript modules for a script, loaded through Vite as the development
// server loads them, so a script uses the same environment variables, database and
// migrations as the app. Close the server when done.
import path from "node:path";
import { createServer } from "vite";

/** A Vite server that loads app modules (`.ssrLoadModule("./app/…")`). */
export function appModuleServer() {
  // Only the app's import alias is needed: no React Router plugin for server-only modules.
  return createServer({
    configFile: false,
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "../app") } },
    // No WebSocket at all: a script never hot-reloads, and must not take (or fail on) the
    // port another Vite process holds.
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
}
