// Whether a request comes from this machine itself. Plain JavaScript, as the health
// thread (health-thread.js) runs without the bundle; server/health.ts uses it as well.
import { isIP } from "node:net";

/**
 * Whether an address is this machine's own (IPv4 127/8, ::1, or 127/8 mapped into IPv6).
 * @param {string | undefined} address
 * @returns {boolean}
 */
export function isLoopbackAddress(address) {
  if (!address || !isIP(address)) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || (isIP(v4) === 4 && v4.startsWith("127."));
}
