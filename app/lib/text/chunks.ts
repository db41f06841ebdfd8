// The browser chunks that every page shares, in the order they depend on each other
// (vite.config.ts names them; the boot script in app/components/deferred-scripts.tsx runs
// them one per task before the router's own scripts, issue 21).
export const EARLY_CHUNKS = ["react", "router", "vendor", "app"] as const;
