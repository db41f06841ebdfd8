import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Fewer, larger browser chunks: a page loads the entry, the libraries, the shared app
 * code, the root and its own route module, instead of one file per component and icon.
 * The signed-in areas' components (the operator's admin, the owner's page and the schema
 * form they share, which checks posts with the schemas below) stay in a chunk of their
 * own, so public pages never load it and no chunk imports one that imports it back. The
 * plain Field is shared with the public registration form and stays in the app chunk.
 */
function clientChunk(id: string): string | undefined {
  // React Router's default browser entry lives in node_modules too: it stays the entry.
  if (id.includes("/node_modules/@react-router/dev/")) return undefined;
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
  if (/\/node_modules\/react-router\//.test(id)) return "router";
  if (id.includes("/node_modules/")) return "vendor";
  // The day-by-day hours editor: the owner's and admin's pages and the public registration.
  if (
    /\/app\/components\/owner\/day-editor|\/app\/lib\/hours\/(form|week[a-z-]*|day-editor)\.ts$/.test(
      id,
    )
  )
    return "hours-editor";
  if (/\/app\/components\/(admin|owner)\/|\/app\/components\/form\/schema-form/.test(id))
    return "admin";
  if (
    /\/app\/lib\/(admin\/forms|owner\/(forms|proposals|photos)|places\/((gallery|place|featured)-form|booking)|offers\/form|accessibility\/form|events\/form|hours\/swedish[a-z-]*|registrations\/registrations|reviews\/reply-form)\.ts$/.test(
      id,
    )
  )
    return "admin";
  if (/\/app\/(routes\/|root\.tsx|entry\.client)/.test(id)) return undefined;
  if (id.includes("/app/")) return "app";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, which wraps the React Router handler.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : { rollupOptions: { output: { manualChunks: clientChunk } } },
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
}));
