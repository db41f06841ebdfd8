// Structured data (schema.org JSON-LD) as the text of a <script type="application/ld+json">.
// Client-safe: the page renders the same text when it hydrates.

/** A schema.org object, as JSON. */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[];

/**
 * JSON that cannot end its script element or start a comment: `<` (and `>`, `&`) are
 * written as \u escapes, which JSON reads back as the same characters; so are the two
 * line separators JavaScript once treated as line ends.
 */
export function jsonLdText(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
