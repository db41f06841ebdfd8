// Reading the site's own cookies from a Cookie header (the operator's and the owner's
// session cookies).

/** A cookie's decoded value; a malformed one (bad %-encoding) counts as no cookie. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      // decodeURIComponent throws on "%E0%A4%A": that used to be a 500 on every admin
      // page, sign-in included. A later, well-formed cookie of the same name still counts.
    }
  }
  return undefined;
}
