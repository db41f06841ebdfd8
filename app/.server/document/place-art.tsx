import { renderToStaticMarkup } from "react-dom/server";
import { categoryIconFor, categoryPalette } from "~/content/categories";

// Generated card art for each business: the category's palette and icon, with a
// pattern seeded by the business id so no two cards look the same. Served as a
// cacheable SVG, so nothing is hotlinked and every card has an image.

/** A small deterministic number generator so the same id always draws the same card. */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

/** Up to two initials of a place's name ("Restaurang Nils" -> "RN"), to tell cards apart. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s,&/+-]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter((word) => word.length > 0);
  return words
    .slice(0, 2)
    .map((word) => (word[0] as string).toLocaleUpperCase("sv-SE"))
    .join("");
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function placeArtSvg(id: string, category: string, name?: string): string {
  const [light, mid, dark] = categoryPalette(category);
  const random = seededRandom(id);
  const circles = Array.from({ length: 6 }, () => {
    const cx = Math.round(random() * 800);
    const cy = Math.round(random() * 600);
    const r = Math.round(40 + random() * 160);
    const opacity = (0.12 + random() * 0.25).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${mid}" opacity="${opacity}"/>`;
  }).join("");
  const Icon = categoryIconFor(category);
  const icon = renderToStaticMarkup(
    <Icon
      x={300}
      y={200}
      width={200}
      height={200}
      color={dark}
      strokeWidth={1.5}
      aria-hidden="true"
    />,
  );
  const tilt = Math.round(random() * 30 - 15);
  // Until the operator uploads a photo, the place's initials make its card its own.
  const initials = name ? escapeXml(initialsOf(name)) : "";
  const badge = initials
    ? `<circle cx="560" cy="170" r="92" fill="${dark}"/><text x="560" y="170" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="68" font-weight="700" fill="#ffffff">${initials}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="800" height="600" fill="url(#bg)"/>${circles}<g transform="rotate(${tilt} 400 300)"><rect x="250" y="150" width="300" height="300" rx="64" fill="#ffffff" opacity="0.85"/></g>${icon}${badge}</svg>`;
}
