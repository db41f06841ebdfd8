import type { IncomingMessage } from "node:http";
import { Transform } from "node:stream";
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { DatabaseUnavailableError } from "~/.server/db/unavailable";
import { BodyTooLargeError } from "~/.server/http/body";
import type { PageCache } from "./page-cache";
import { allowHeader, methodAllowed, policyFor, type RequestPolicy } from "./route-policies";

/** The client went away before its body was complete. */
export class RequestAbortedError extends Error {
  override name = "RequestAbortedError";
  constructor() {
    super("client closed the request");
  }
}

/** After an early answer, the rest of a body is read and dropped this long at most. */
const DRAIN_MS = 2000;

function plainAnswer(res: ExpressResponse, status: number, message: string) {
  res.status(status);
  if (res.req.path.startsWith("/api/")) res.json({ error: message });
  else res.type("text/plain; charset=utf-8").send(message);
}

type BuildSource = () => Promise<ServerBuild> | ServerBuild;

/** The policy of the route React Router would run (server/route-policies.ts), kept per request. */
async function policyOf(req: ExpressRequest, res: ExpressResponse, build: BuildSource) {
  const known = res.locals.requestPolicy as RequestPolicy | undefined;
  if (known) return known;
  const policy = policyFor(await build(), req.originalUrl);
  res.locals.requestPolicy = policy;
  return policy;
}

/**
 * Checks method, media type and declared size before any route code runs, and makes
 * sure a body that is not read to its end (an early 413, a refused method) is
 * dropped without buffering, then the connection closed if the client keeps sending.
 * The policy is the one the matched route module declares (`requestPolicy`).
 */
export function requestGuard(options: { build: BuildSource }) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    res.on("finish", () => {
      if (req.complete || req.destroyed) return;
      req.unpipe();
      req.resume();
      const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
      timer.unref();
      req.once("end", () => clearTimeout(timer));
      req.once("close", () => clearTimeout(timer));
    });

    let policy: RequestPolicy;
    try {
      policy = await policyOf(req, res, options.build);
    } catch (error) {
      return next(error);
    }
    if (!methodAllowed(policy, req.method)) {
      res.setHeader("Allow", allowHeader(policy));
      return plainAnswer(res, 405, "Metoden stöds inte för den här adressen.");
    }
    if (req.method !== "POST") return next();

    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (policy.mediaTypes && !policy.mediaTypes.includes(type)) {
      return plainAnswer(res, 415, "Formatet på förfrågan stöds inte.");
    }
    const declared = Number(req.headers["content-length"] ?? "0");
    if (!policy.answersOwnLimit && declared > policy.maxBodyBytes) {
      res.setHeader("Connection", "close");
      return plainAnswer(res, 413, "Förfrågan är för stor.");
    }
    next();
  };
}

/** The body as a web stream, cut off past the limit and ended with an error if the client leaves. */
function boundedBody(req: IncomingMessage, maxBytes: number) {
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });
  counter.on("error", () => req.unpipe(counter));
  req.on("error", () => undefined); // reported through 'close' below
  req.on("close", () => {
    if (!req.complete) counter.destroy(new RequestAbortedError());
  });
  req.pipe(counter);
  return createReadableStreamFromReadable(counter);
}

export interface HandlerOptions {
  build: BuildSource;
  mode?: string;
  /** The origin the request URL is built on (see server/pipeline.ts: never an arbitrary Host header). */
  originOf: (req: ExpressRequest) => string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** Sends documents whole and compressed, caching public pages (server/page-cache.ts). */
  pageCache?: Pick<PageCache, "send">;
}

/** React Router's request handler with the guard's limits applied to the body. */
export function reactRouterHandler(options: HandlerOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const controller = new AbortController();
      let finished = false;
      res.on("finish", () => {
        finished = true;
      });
      res.on("close", () => {
        if (!finished) controller.abort();
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(key, item);
        else if (value !== undefined) headers.set(key, value);
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const maxBodyBytes = hasBody ? (await policyOf(req, res, options.build)).maxBodyBytes : 0;
      // Concatenated, not resolved: a path like //evil.example must stay a path.
      const request = new Request(new URL(`${options.originOf(req)}${req.originalUrl}`), {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(hasBody
          ? {
              body: boundedBody(req, maxBodyBytes),
              duplex: "half",
            }
          : {}),
      } as RequestInit);
      const context = options.getLoadContext(req, res);
      const response = await handle(request, context);
      // A route failed because the database is away: the 503 of server/pipeline.ts.
      if (context.databaseUnavailable && response.status >= 500) {
        await response.body?.cancel();
        throw new DatabaseUnavailableError();
      }
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      // Documents are sent whole and compressed (and cached where they may be).
      if (options.pageCache && (await options.pageCache.send(req, res, response))) return;
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}
