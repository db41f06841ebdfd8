/**
 * Attributes for the site's own cookies (the splash "visit" cookie in root.tsx):
 * session cookies for the whole site, out of reach of scripts, not sent on cross-site
 * subrequests, and only over TLS when the site is served over https.
 */
export function cookieAttributes(publicUrl: URL): string {
  const attributes = "; Path=/; HttpOnly; SameSite=Lax";
  return publicUrl.protocol === "https:" ? `${attributes}; Secure` : attributes;
}
