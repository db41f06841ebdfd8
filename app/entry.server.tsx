import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  LoaderFunctionArgs,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isDatabaseUnavailable } from "~/.server/db/unavailable";
import { inlineStylesheets } from "~/.server/document/first-paint";
import { deferAppScripts } from "~/.server/document/script-deferral";
import { env } from "~/.server/env";
import { NonceProvider } from "~/components/nonce";

export const streamTimeout = 5_000;

/**
 * Errors of loaders and actions, as React Router reports them. The database being away
 * is noted on the request's context: the server then answers 503 instead of the error
 * page (server/request-handler.ts). Anything else is logged as React Router would.
 */
export function handleError(
  error: unknown,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
) {
  if (isDatabaseUnavailable(error) && context) context.databaseUnavailable = true;
  else if (env.NODE_ENV !== "test" && !request.signal.aborted)
    // A route error response may carry the error that caused it (React Router's own default).
    console.error((isRouteErrorResponse(error) && (error as { error?: unknown }).error) || error);
}

/** The first page of a visit, the one with the splash (the root loader decides). */
function firstPageOfVisit(context: EntryContext): boolean {
  const root = context.staticHandlerContext.loaderData.root as { showSplash?: boolean } | undefined;
  return root?.showSplash === true;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // The abort timer keeps the whole render (its data, serialised) alive until it
    // fires: cleared once the document is complete, a page's memory goes with it, instead
    // of six seconds of every page's data piling up (issue 35, point 6: at 10 searches a
    // second it held 40 MB, and the collector's work in a 192 MB heap doubled).
    let abortTimer: NodeJS.Timeout | undefined;
    const finished = () => clearTimeout(abortTimer);
    // Documents are sent complete (onAllReady), never as a streamed shell: deferred
    // data (the payment check on /success) then reads without JavaScript too, and
    // crawlers see everything. Client-side navigations still stream their data.
    const readyOption = "onAllReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (import.meta.env.DEV) {
            const body = new PassThrough();
            resolve(
              new Response(createReadableStreamFromReadable(body), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
            body.on("end", finished);
            pipe(body);
            return;
          }
          // The document is complete here: collect it, so the router's data scripts can
          // join the app's deferred scripts (app/components/deferred-scripts.tsx).
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            finished();
            let html = deferAppScripts(Buffer.concat(chunks).toString("utf8"));
            if (firstPageOfVisit(routerContext)) html = inlineStylesheets(html);
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          finished();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already streamed to the client; log them here.
          if (shellRendered) console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
