import { type JsonLd, jsonLdText } from "~/lib/seo/json-ld";
import { useNonce } from "./nonce";

/**
 * A page's structured data for search engines. Not run by the browser, but it carries the
 * page's nonce like every script outside the app's template (tests/e2e/security.spec.ts).
 */
export function JsonLdScript({ data }: { data: readonly JsonLd[] }) {
  const nonce = useNonce();
  if (data.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes every "<".
      dangerouslySetInnerHTML={{
        __html: jsonLdText(data.length === 1 ? (data[0] as JsonLd) : [...data]),
      }}
    />
  );
}
