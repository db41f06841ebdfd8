// What a route takes before any of its code runs: methods, media types and body size.
// A route module with an action declares it next to the action, as
// `export const requestPolicy: RequestPolicy = …`; server/route-policies.ts finds it in
// the server build (the route React Router would run for the path) and the request guard
// applies it. A layout's policy covers its pages without an action; any other route
// takes GET and HEAD only (docs/decisions/016).
//
// Client-safe on purpose: route modules import it for that export. React Router's client
// build keeps only the route exports it knows (default, meta, links, handle, …), so
// `requestPolicy` and these limits are tree-shaken out of the browser's bundle; a route
// module could not import them from ~/.server, which only loader/action/headers may use.

import { MAX_IMAGE_BYTES } from "~/content/registration";

export interface RequestPolicy {
  /** Methods served (HEAD goes wherever GET does). */
  methods: string[];
  /** Most body bytes read; beyond, the body is cut off while streaming. */
  maxBodyBytes: number;
  /** Media types a POST may carry; undefined = the route decides. */
  mediaTypes?: string[];
  /**
   * The route answers an oversized declared length itself (with the form and the
   * user's input kept); the guard then only counts while streaming.
   */
  answersOwnLimit?: boolean;
}

/** A page that also takes its form's POST. */
export const PAGE_WITH_FORM = ["GET", "HEAD", "POST"];
/** An endpoint that only takes POST. */
export const POST_ONLY = ["POST"];

export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

// Body limits per endpoint (app/.server/http/body.ts re-exports them for the actions).
/** The whole registration may hold the 5 MB image plus text fields and multipart overhead. */
export const REGISTRATION_MAX_BODY = MAX_IMAGE_BYTES + 256 * 1024;
export const NEWSLETTER_MAX_BODY = 4 * 1024;
export const CHECKOUT_MAX_BODY = 2 * 1024;
export const WEBHOOK_MAX_BODY = 512 * 1024;
export const DEMO_CHECKOUT_MAX_BODY = 4 * 1024;
export const ADMIN_MAX_BODY = 64 * 1024;
/**
 * A place's texts in English, German and Danish (issue 40): at most 3 × 18,400 characters
 * (translation-form.ts), and urlencoded a character takes up to 9 bytes ('€' is
 * %E2%82%AC), so the longest translations in any script fit. At 64 KB, three long
 * descriptions with a few æ, ø or ü were refused whole, and what was typed was lost.
 */
export const TRANSLATIONS_MAX_BODY = 512 * 1024;
/**
 * The admin's business form with an image: the 5 MB image plus the form's text (at most
 * ADMIN_MAX_BODY) and multipart overhead. Forms without a file stay at ADMIN_MAX_BODY.
 */
export const PLACE_FORM_MAX_BODY = MAX_IMAGE_BYTES + ADMIN_MAX_BODY + 64 * 1024;
/**
 * A CSV file of places for the admin's import (issue 24, point 6): 10,000 rows of real
 * text are a few MB, so 20 MB leaves room; the whole post adds its few fields.
 */
export const CSV_IMPORT_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const CSV_IMPORT_MAX_BODY = CSV_IMPORT_MAX_FILE_BYTES + 64 * 1024;
/** A small form whose action reads and checks the body itself (owner pages, advertise). */
export const SMALL_FORM_MAX_BODY = 16 * 1024;
/** What a sign-in or set-up form's action reads of it: an address and a password or a token. */
export const SIGN_IN_MAX_BODY = 4 * 1024;

/** A small form whose action reads and checks the body itself, media type included. */
export const SMALL_FORM_POLICY: RequestPolicy = {
  methods: PAGE_WITH_FORM,
  maxBodyBytes: SMALL_FORM_MAX_BODY,
};

/** The operator area's forms (a business's texts fit well inside 64 KB). */
export const ADMIN_FORM_POLICY: RequestPolicy = {
  methods: PAGE_WITH_FORM,
  maxBodyBytes: ADMIN_MAX_BODY,
  mediaTypes: FORM_TYPES,
};

/** The operator's translations of a text (issue 40): room for the longest texts. */
export const TRANSLATIONS_FORM_POLICY: RequestPolicy = {
  ...ADMIN_FORM_POLICY,
  maxBodyBytes: TRANSLATIONS_MAX_BODY,
};

/**
 * The owner's editor of their place (issue 38): the place's texts, as the admin's form,
 * and their translations (issue 40).
 */
export const OWNER_EDITOR_POLICY: RequestPolicy = TRANSLATIONS_FORM_POLICY;

/**
 * A page whose form's action answers an oversized body itself, with the form and what
 * was typed kept (the newsletter and registration pages).
 */
export function formAnsweringOwnLimit(maxBodyBytes: number): RequestPolicy {
  return { methods: PAGE_WITH_FORM, maxBodyBytes, mediaTypes: FORM_TYPES, answersOwnLimit: true };
}

/** A mail's link pages (newsletter, owner reminders): a one-button form, and the RFC 8058 one-click POST. */
export const LINK_PAGE_POLICY: RequestPolicy = {
  methods: PAGE_WITH_FORM,
  maxBodyBytes: NEWSLETTER_MAX_BODY,
  mediaTypes: FORM_TYPES,
};
