import { SITE } from "~/content/site";

/** A unique <title> and meta description for a page. */
export function pageMeta(title: string, description: string) {
  return [
    { title: title === SITE.name ? title : `${title} | ${SITE.name}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: "sv_SE" },
  ];
}
