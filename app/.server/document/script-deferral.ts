import { APP_SCRIPTS_ID } from "~/components/deferred-scripts";

// Finishes the deferral of the app's scripts (app/components/deferred-scripts.tsx) on
// the rendered document:
// - React Router writes the loader data as inline scripts after the app's own scripts
//   ("window.__reactRouterContext.streamController.enqueue(...)"). They need the router
//   context that <Scripts> sets up, which waits in the <template>: so they move into the
//   template, after what is already there, and run in the same order when copied out.
// - React hoists <Scripts>' <link rel="modulepreload"> into <head>, where the browser
//   would fetch them at once: they move into the template too, written as data-rel
//   (Chromium's preload scanner fetches them even inside a <template>), which the boot
//   script restores.
// - Nonces are left only on the scripts that run as the page is parsed: the boot script
//   gives each copy out of the template the page's nonce, and links need none (the
//   policy has nonces for scripts only). Fewer nonces are fewer places where a cached
//   page differs between responses (server/spliced-gzip.ts).

const TEMPLATE_END = "</template>";
const NONCE_IN_TAG = /(<(?:script|link)\b[^>]*?)\snonce="[^"]*"/g;
const LINK_NONCE = /(<link\b[^>]*?)\snonce="[^"]*"/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const STREAM_SCRIPT =
  /<script\b[^>]*>window\.__reactRouterContext\.streamController\.[\s\S]*?<\/script>/g;

/** The rendered document with the app's template made inert and complete. */
export function deferAppScripts(html: string): string {
  const start = html.indexOf(`<template id="${APP_SCRIPTS_ID}">`);
  if (start === -1) return html;
  const end = html.indexOf(TEMPLATE_END, start);
  if (end === -1) return html;
  const before = html.slice(0, start);
  const inside = html.slice(start, end);
  const after = html.slice(end + TEMPLATE_END.length);
  const preloads = [
    ...new Set([...(before.match(MODULE_PRELOAD) ?? []), ...(inside.match(MODULE_PRELOAD) ?? [])]),
  ];
  const inert = [
    inside.replace(MODULE_PRELOAD, ""),
    ...preloads.map((link) => link.replace('rel="modulepreload"', 'data-rel="modulepreload"')),
    ...(after.match(STREAM_SCRIPT) ?? []),
  ].join("");
  return [
    before.replace(MODULE_PRELOAD, "").replace(LINK_NONCE, "$1"),
    inert.replace(NONCE_IN_TAG, "$1"),
    TEMPLATE_END,
    after.replace(STREAM_SCRIPT, "").replace(LINK_NONCE, "$1"),
  ].join("");
}
