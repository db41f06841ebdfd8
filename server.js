// Production and development HTTP server. Static assets, compression and
// security headers live here; everything else is the React Router app in
// server/app.ts (loaded through Vite in development, from the build otherwise).
import crypto from "node:crypto";
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV !== "production";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const HOST = process.env.HOST || "0.0.0.0";

const app = express();
app.disable("x-powered-by");
app.use(compression());

// A fresh nonce per request: React Router's inline scripts carry it, so the
// CSP needs no 'unsafe-inline' for scripts.
app.use((_req, res, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  const scriptSrc = DEVELOPMENT
    ? "'self' 'unsafe-inline'" // Vite's dev client injects inline scripts without a nonce.
    : `'self' 'nonce-${nonce}'`;
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      // Sonner and React style attributes need inline styles; scripts stay strict.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self'${DEVELOPMENT ? " ws:" : ""}`,
      // Plan buttons without JavaScript are redirected to the payment page (Stripe or a payment link).
      "form-action 'self' https:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join("; "),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  );
  next();
});

if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // Fingerprinted build assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
  );
  // A fingerprinted file that is not there (an old page after a deploy) is a plain 404,
  // not the HTML not-found page under a script or stylesheet URL.
  app.use("/assets", (_req, res) => res.status(404).type("text/plain").send("Not found"));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
  const { app: reactRouterApp } = await import("./build/server/index.js");
  app.use(reactRouterApp);
}

app.listen(PORT, HOST, () => {
  console.log(`Malmöguiden listens on http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`);
});
