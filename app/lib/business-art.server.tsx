import { renderToStaticMarkup } from "react-dom/server";
import { categoryIconFor } from "~/components/category-icon";

// Generated card art for each business: the category's palette and icon, with a
// pattern seeded by the business id so no two cards look the same. Served as a
// cacheable SVG, so nothing is hotlinked and every card has an image.

const PALETTES: Readonly<Record<string, [string, string, string]>> = {
  "fika-lunch": ["#f5e6c8", "#c9894f", "#6b3f1f"],
  shopping: ["#ffe1e2", "#ff5a5f", "#8c1c20"],
  boende: ["#dbeef3", "#087e8b", "#0b3954"],
  restauranger: ["#fff0cc", "#e0962f", "#7a3b10"],
  sport: ["#d9f2e6", "#2e9e6a", "#0f4d33"],
  musik: ["#ece3f7", "#7b4bb3", "#3a1d63"],
  barn: ["#fff4c2", "#f2b705", "#8a5a00"],
  frisor: ["#f4e4ef", "#b5478a", "#5a1c44"],
  massage: ["#e2f3ef", "#4ba695", "#1d5249"],
  halsa: ["#e8f5e0", "#6aa84f", "#2f5420"],
  konst: ["#e6ecfa", "#3f63c7", "#1a2c66"],
  hantverkare: ["#f3e7dc", "#a8693a", "#4f2c12"],
  erbjudanden: ["#ffe7d6", "#f0703c", "#7a2a0c"],
  nojesparker: ["#fde4f2", "#d6479b", "#6b1546"],
  utomhus: ["#dff3e9", "#3f9b6e", "#174a33"],
  transport: ["#e3ecf5", "#3d6f9e", "#183552"],
  historia: ["#efe9dd", "#8c7a55", "#3f3521"],
  evenemang: ["#fff1d6", "#e8a317", "#6e4a00"],
  placeholder: ["#eef1f3", "#9aa8b4", "#4a5866"],
  default: ["#e9eef2", "#5b7083", "#22313f"],
};

/** Category art for events, keyed like the event images (/images/events/{key}.svg). */
export const EVENT_ART: Readonly<Record<string, string>> = {
  "mat-och-dryck": "restauranger",
  konst: "konst",
  musik: "musik",
};

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

export function businessArtSvg(id: string, category: string): string {
  const [light, mid, dark] = PALETTES[category] ?? PALETTES.default ?? ["#eee", "#999", "#333"];
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
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="800" height="600" fill="url(#bg)"/>${circles}<g transform="rotate(${tilt} 400 300)"><rect x="250" y="150" width="300" height="300" rx="64" fill="#ffffff" opacity="0.85"/></g>${icon}</svg>`;
}

/**
 * A category scene: sky in the category's light colour, rolling hills in its
 * middle tone, a low sun and the category icon on a round sign. Used where no
 * hand-drawn illustration exists (static files in public/images win over this).
 */
export function sceneArtSvg(slug: string, width = 800, height = 600): string {
  const key = Object.hasOwn(PALETTES, slug) ? slug : "default";
  const [light, mid, dark] = PALETTES[key] ?? ["#eee", "#999", "#333"];
  const random = seededRandom(`scene-${slug}`);
  const horizon = Math.round(height * 0.68);
  const hill = (offset: number, amplitude: number) => {
    const y = horizon + offset;
    const peak = Math.round(width * (0.15 + random() * 0.2));
    return `M0 ${y} Q${peak} ${y - amplitude} ${Math.round(width / 2)} ${y} T${width} ${y - Math.round(amplitude / 3)} V${height} H0 Z`;
  };
  const sunX = Math.round(width * (0.7 + random() * 0.15));
  const sunY = Math.round(height * (0.2 + random() * 0.1));
  const size = Math.round(Math.min(width, height) * 0.34);
  const cx = Math.round(width * 0.36);
  const cy = Math.round(horizon - size * 0.35);
  const Icon = categoryIconFor(slug === "placeholder" || key === "default" ? "okand" : slug);
  const icon = renderToStaticMarkup(
    <Icon
      x={cx - size * 0.3}
      y={cy - size * 0.3}
      width={size * 0.6}
      height={size * 0.6}
      color={dark}
      strokeWidth={1.6}
      aria-hidden="true"
    />,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><linearGradient id="sky-${key}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky-${key})"/><circle cx="${sunX}" cy="${sunY}" r="${Math.round(size * 0.28)}" fill="#ffc857" opacity="0.85"/><path d="${hill(0, 90)}" fill="${mid}" opacity="0.35"/><path d="${hill(40, 70)}" fill="${mid}" opacity="0.6"/><rect x="${cx - 4}" y="${cy}" width="8" height="${horizon + 40 - cy}" fill="${dark}" opacity="0.5"/><circle cx="${cx}" cy="${cy}" r="${Math.round(size * 0.5)}" fill="#ffffff"/><circle cx="${cx}" cy="${cy}" r="${Math.round(size * 0.5)}" fill="none" stroke="${mid}" stroke-width="6"/>${icon}</svg>`;
}
