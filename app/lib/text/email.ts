/** Longest address SMTP allows (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

// Pragmatic address check: one @, a local part without spaces or control
// characters, and a domain with at least one dot and no empty labels.
const LOCAL = /^[^\s@\p{Cc}"(),:;<>[\\\]]{1,64}$/u;
const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The domain in ASCII (IDN to its xn-- form), or undefined when it is not a valid host name. */
function asciiDomain(domain: string): string | undefined {
  if (!domain || /[\s/\\?#@:%]/.test(domain)) return undefined;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
  const labels = ascii.split(".");
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return undefined;
  if (/^\d+$/.test(labels.at(-1) ?? "")) return undefined;
  return ascii;
}

/**
 * Normalised e-mail for storage and uniqueness: trimmed, Unicode NFC, lower case,
 * the domain in its xn-- form; '+tags' are kept. Undefined when the address is invalid.
 */
export function normaliseEmail(input: string): string | undefined {
  const trimmed = input.trim().normalize("NFC");
  if (/[\r\n\t\0\uFFFD]/.test(trimmed)) return undefined;
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return undefined;
  const local = trimmed.slice(0, at).toLowerCase();
  if (!LOCAL.test(local) || local.startsWith(".") || local.endsWith(".") || local.includes(".."))
    return undefined;
  const domain = asciiDomain(trimmed.slice(at + 1).toLowerCase());
  if (!domain) return undefined;
  const email = `${local}@${domain}`;
  return email.length <= MAX_EMAIL_LENGTH ? email : undefined;
}
