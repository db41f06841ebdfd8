import { BUSINESS_FORM_MAX_BODY } from "~/.server/content/business-form";
import {
  ADMIN_MAX_BODY,
  CHECKOUT_MAX_BODY,
  DEMO_CHECKOUT_MAX_BODY,
  FORM_TYPES,
  NEWSLETTER_MAX_BODY,
  REGISTRATION_MAX_BODY,
  WEBHOOK_MAX_BODY,
} from "~/.server/http/body";

// What each endpoint takes: methods, media types and body size. One table, read by
// the request guard before any route code runs, so a wrong method or an oversized
// body never reaches an action.

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

/** Any other POST (React Router answers 405 for pages without an action). */
const DEFAULT_MAX_BODY = 16 * 1024;

const PAGE_WITH_FORM = ["GET", "HEAD", "POST"];
const POST_ONLY = ["POST"];

const RULES: [RegExp, RequestPolicy][] = [
  [
    /^\/newsletter$/,
    {
      methods: PAGE_WITH_FORM,
      maxBodyBytes: NEWSLETTER_MAX_BODY,
      mediaTypes: FORM_TYPES,
      answersOwnLimit: true,
    },
  ],
  // The newsletter's mail links: small form posts, and the RFC 8058 one-click POST
  // ("List-Unsubscribe=One-Click", urlencoded or multipart) to the unsubscribe address.
  [
    /^\/nyhetsbrev\/(bekrafta|avsluta|prenumerera-igen)$/,
    { methods: PAGE_WITH_FORM, maxBodyBytes: NEWSLETTER_MAX_BODY, mediaTypes: FORM_TYPES },
  ],
  [
    /^\/submit-business$/,
    {
      methods: PAGE_WITH_FORM,
      maxBodyBytes: REGISTRATION_MAX_BODY,
      mediaTypes: FORM_TYPES,
      answersOwnLimit: true,
    },
  ],
  [
    /^\/api\/create-checkout-session$/,
    {
      methods: POST_ONLY,
      maxBodyBytes: CHECKOUT_MAX_BODY,
      mediaTypes: ["application/json", ...FORM_TYPES],
    },
  ],
  [
    /^\/api\/stripe-webhook$/,
    { methods: POST_ONLY, maxBodyBytes: WEBHOOK_MAX_BODY, mediaTypes: ["application/json"] },
  ],
  [
    /^\/demo-checkout\/[^/]+$/,
    { methods: PAGE_WITH_FORM, maxBodyBytes: DEMO_CHECKOUT_MAX_BODY, mediaTypes: FORM_TYPES },
  ],
  // The business create and edit forms carry an image: multipart bodies up to the image
  // limit. The action itself still refuses a urlencoded body over ADMIN_MAX_BODY (413),
  // and answers an oversized image with the form and the registration form's message.
  [
    /^\/admin\/foretag\/[a-z0-9-]+$/,
    {
      methods: PAGE_WITH_FORM,
      maxBodyBytes: BUSINESS_FORM_MAX_BODY,
      mediaTypes: FORM_TYPES,
      answersOwnLimit: true,
    },
  ],
  // The operator area's other forms (a business's texts fit well inside 64 KB).
  [
    /^\/admin(\/|$)/,
    { methods: PAGE_WITH_FORM, maxBodyBytes: ADMIN_MAX_BODY, mediaTypes: FORM_TYPES },
  ],
  // Other API paths do not exist: POST gets React Router's answer (404/405).
  [/^\/api\//, { methods: POST_ONLY, maxBodyBytes: DEFAULT_MAX_BODY }],
];

/** The policy of a path; React Router's `.data` requests share their page's policy. */
export function policyFor(pathname: string): RequestPolicy {
  const path = pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
  for (const [pattern, policy] of RULES) if (pattern.test(path)) return policy;
  return { methods: PAGE_WITH_FORM, maxBodyBytes: DEFAULT_MAX_BODY };
}

export function allowHeader(policy: RequestPolicy): string {
  const methods = new Set(policy.methods);
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].join(", ");
}

export function methodAllowed(policy: RequestPolicy, method: string): boolean {
  if (method === "HEAD") return policy.methods.includes("GET");
  return policy.methods.includes(method);
}
