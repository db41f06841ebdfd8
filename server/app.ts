import { createRequestHandler } from "@react-router/express";
import express from "express";
import { sql } from "kysely";
import "react-router";
import { database, env } from "~/.server/services";
import { LOCAL_URL_PREFIX } from "~/.server/storage";
import { logger } from "~/lib/logger.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce set by server.js. */
    cspNonce: string;
    /** The client's address, for per-client rate limits. */
    clientIp: string;
  }
}

// Migrations run at start: a database problem stops the server before it takes traffic.
const { dialect } = await database();
logger.info({ database: dialect, uploads: env.S3_BUCKET ? "s3" : env.uploadDir }, "storage ready");

export const app = express();
// The outer server (server.js) hides the framework; this inner app must not add it back.
app.disable("x-powered-by");

app.get("/healthz", async (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  try {
    const { db } = await database();
    await sql`select 1`.execute(db);
    res.json({ status: "ok", database: dialect });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    res.status(503).json({ status: "error" });
  }
});

// Uploaded registration images on local disk. Names are sanitised on upload; the
// content type comes from the extension, which comes from the sniffed bytes.
if (!env.S3_BUCKET) {
  app.use(
    LOCAL_URL_PREFIX,
    express.static(env.uploadDir, {
      dotfiles: "deny",
      index: false,
      maxAge: "7d",
      setHeaders(res) {
        res.setHeader(
          "Content-Security-Policy",
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        );
      },
    }),
  );
}

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      return {
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      };
    },
  }),
);
