import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { placeArtSvg } from "~/.server/document/place-art";
import { logger } from "~/.server/logger";
import {
  type ContentSnapshot,
  categoryOfPlace,
  findPlace,
  listingOf,
  pageOf,
} from "~/.server/snapshot/content";
import { categoryBySlug, categoryImage } from "~/content/categories";
import { type ImageStore, STORED_IMAGE_NAME, storedPathOf } from "../uploads/storage";
import { renderSlots } from "./render-slots";

// Share images (og:image, issue 23 point 6): a 1200×630 PNG for each business, event and
// category page, and one for the rest of the site, made with sharp from the page's own
// picture — an uploaded photo, the generated card art or the hand-drawn scene — never
// fetched from elsewhere. The picture is shown whole in the middle, over a blurred,
// stretched copy of itself that fills the frame.
//
// An image's address carries a key of what it is made from (`?v=`): the generated art's
// own text, a static scene's bytes, or an upload's name (stored files never change). So a
// changed picture gets a new address, and an address may be cached for a year. Made
// images are kept on disk under DATA_DIR/share-images, one file per page: making one
// removes that page's older files.

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** Bump when the rendering below changes, so every address changes with it. */
const RENDER_VERSION = "2";

export const SHARE_KINDS = ["business", "event", "category", "site"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export function isShareKind(value: string): value is ShareKind {
  return (SHARE_KINDS as readonly string[]).includes(value);
}

/** The slug of the site-wide image: /images/share/site/malmoguiden.png. */
export const SITE_SHARE_SLUG = "malmoguiden";
const SITE_PICTURE = "/images/hero/hero-1.svg";
/** The site-wide image is made from the home page's first hero. */
export const SITE_SOURCE: ShareSource = { kind: "static", path: SITE_PICTURE };

/** What a share image is made from. */
export type ShareSource =
  | { kind: "art"; svg: string }
  | { kind: "photo"; storedPath: string }
  | { kind: "static"; path: string };

const ART_PATH = /^\/images\/business\/([a-z0-9-]{1,100})\.svg$/;
const PHOTO_PATH = /^\/images\/business\/[a-z0-9-]{1,100}\/([^/]+)$/;
const STATIC_PATH = /^\/images\/(?:categories|events|hero)\/[a-z0-9-]{1,80}\.svg$/;

/** The generated card art of a business (also what a photo that cannot be read falls back to). */
export function artOf(content: ContentSnapshot, id: string): ShareSource {
  return {
    kind: "art",
    svg: placeArtSvg(id, categoryOfPlace(content, id), findPlace(content, id)?.name),
  };
}

/** The source of a picture the site shows at `src`, or undefined for anything else. */
function sourceOfPicture(content: ContentSnapshot, src: string): ShareSource | undefined {
  const art = ART_PATH.exec(src);
  if (art?.[1]) return artOf(content, art[1]);
  const photo = PHOTO_PATH.exec(src);
  if (photo?.[1] && STORED_IMAGE_NAME.test(photo[1]))
    return { kind: "photo", storedPath: storedPathOf(photo[1]) };
  if (STATIC_PATH.test(src)) return { kind: "static", path: src };
  return undefined;
}

/** A category page has its own image when the category is known or lists places. */
function categoryHasPage(content: ContentSnapshot, slug: string): boolean {
  return categoryBySlug(slug) !== undefined || (listingOf(content, slug)?.length ?? 0) > 0;
}

/**
 * What the share image of a page is made from, or undefined when there is no such page
 * (an unknown or hidden business, an unknown event or category).
 */
export function shareSourceOf(
  content: ContentSnapshot,
  kind: ShareKind,
  slug: string,
): ShareSource | undefined {
  switch (kind) {
    case "business": {
      const place = pageOf(content, slug);
      if (!place) return undefined;
      return (place.imageUrl && sourceOfPicture(content, place.imageUrl)) || artOf(content, slug);
    }
    case "event": {
      const event = content.events.find((record) => record.id === slug);
      if (!event) return undefined;
      return sourceOfPicture(content, event.image) ?? { kind: "static", path: SITE_PICTURE };
    }
    case "category":
      if (!categoryHasPage(content, slug)) return undefined;
      return { kind: "static", path: categoryImage(slug) };
    case "site":
      return slug === SITE_SHARE_SLUG ? SITE_SOURCE : undefined;
  }
}

/**
 * The site's own pictures are read from public/ (the source) or, where only the build
 * was deployed, build/client/ (its copy); each once per process.
 */
const STATIC_DIRS = [path.resolve("public"), path.resolve("build/client")];
const staticFiles = new Map<string, Buffer | null>();

function staticFile(urlPath: string): Buffer | undefined {
  if (!STATIC_PATH.test(urlPath)) return undefined;
  if (!staticFiles.has(urlPath)) {
    let bytes: Buffer | null = null;
    for (const dir of STATIC_DIRS) {
      try {
        bytes = readFileSync(path.join(dir, urlPath));
        break;
      } catch {
        // Not in this folder: try the next.
      }
    }
    staticFiles.set(urlPath, bytes);
  }
  return staticFiles.get(urlPath) ?? undefined;
}

/** A short key of what the image is made from (and how), for its address and file name. */
export function shareKey(source: ShareSource): string {
  const hash = createHash("sha256").update(RENDER_VERSION);
  if (source.kind === "art") hash.update(`art\0${source.svg}`);
  else if (source.kind === "photo") hash.update(`photo\0${source.storedPath}`);
  else hash.update(`static\0${source.path}\0`).update(staticFile(source.path) ?? "");
  return hash.digest("base64url").slice(0, 16);
}

/** The address of a page's share image (site-relative), with its key. */
export function shareImagePath(kind: ShareKind, slug: string, source: ShareSource): string {
  return `/images/share/${kind}/${encodeURIComponent(slug)}.png?v=${shareKey(source)}`;
}

async function sourceBytes(source: ShareSource, store: ImageStore): Promise<Buffer | undefined> {
  if (source.kind === "art") return Buffer.from(source.svg);
  if (source.kind === "static") return staticFile(source.path);
  const image = await store.get(source.storedPath);
  return image ? Buffer.from(await new Response(image.body).arrayBuffer()) : undefined;
}

/** The picture whole in the middle, over a blurred copy of itself filling 1200×630. */
export async function renderShareImage(picture: Buffer): Promise<Buffer> {
  // Drawings are rasterised at twice their size, so they are sharp when enlarged.
  const input = () => sharp(picture, { density: 144, failOn: "error" }).rotate();
  // One step after the other: each holds a thread of libuv's small pool (4 by default),
  // which file reads and compression of other visitors' pages need too. The background
  // is blurred at a quarter of the size and then enlarged (the same soft look at a
  // sixth of the cost), and the PNG keeps its colours: quantising to a palette took
  // 1–2 s of a core per image for a file a third of the size (issue 35).
  const small = await input()
    .resize(SHARE_WIDTH / 4, Math.round(SHARE_HEIGHT / 4), { fit: "cover" })
    .blur(6)
    .modulate({ brightness: 0.92 })
    .toBuffer();
  const background = await sharp(small).resize(SHARE_WIDTH, SHARE_HEIGHT).toBuffer();
  const foreground = await input().resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: "inside" }).toBuffer();
  return sharp(background)
    .composite([{ input: foreground, gravity: "center" }])
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export interface ShareImageOptions {
  /** Where made images are kept (DATA_DIR/share-images). */
  cacheDir: string;
  store: ImageStore;
}

/**
 * Images rendered at once, and how many more may wait (briefly) for their turn. Each
 * render takes a few hundred ms of a core and a libuv thread; two at once on a 2-core
 * machine leave the rest of the site its share while a crawler asks for twenty new ones
 * (npm run bench:share). Whoever finds no room gets the site's image for now.
 */
export const SHARE_RENDERS_AT_ONCE = 2;
export const SHARE_RENDERS_WAITING = 4;
export const SHARE_RENDER_WAIT_MS = 2000;

const slots = renderSlots({
  atOnce: SHARE_RENDERS_AT_ONCE,
  waiting: SHARE_RENDERS_WAITING,
  waitMs: SHARE_RENDER_WAIT_MS,
});

/** No room to render the image now (too many being made): answer with another. */
export const BUSY = "busy";
export type ShareImageResult = Buffer | typeof BUSY | undefined;

const making = new Map<string, Promise<ShareImageResult>>();

async function make(
  file: string,
  prefix: string,
  source: ShareSource,
  options: ShareImageOptions & { unbounded?: boolean },
): Promise<ShareImageResult> {
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  const picture = await sourceBytes(source, options.store);
  if (!picture) return undefined;
  const render = () => renderShareImage(picture);
  const png = options.unbounded ? await render() : await slots.run(render);
  if (!png) return BUSY;
  await mkdir(options.cacheDir, { recursive: true });
  // Written whole under a temporary name first, so a reader never sees half a file.
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, png);
  await rename(temporary, file);
  // The page's older images (made from an earlier picture) are not asked for any more.
  const names = await readdir(options.cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && name.endsWith(".png"))
      .map((name) => path.join(options.cacheDir, name))
      .filter((other) => other !== file)
      .map((other) => rm(other, { force: true })),
  );
  return png;
}

/**
 * The share image of a page made from `source`: from disk when made before, else made
 * now (once, however many ask at the same time), when a render slot comes free in time;
 * BUSY when none did. Undefined when the picture is missing.
 */
export async function shareImage(
  kind: ShareKind,
  slug: string,
  source: ShareSource,
  options: ShareImageOptions,
): Promise<ShareImageResult> {
  return cachedOrMade(kind, slug, source, options);
}

/**
 * The site's own image, for a page whose image cannot be made now. It is made at most
 * once per process (then read from disk), so it needs no slot: it never waits.
 */
export async function siteShareImage(options: ShareImageOptions): Promise<Buffer | undefined> {
  const png = await cachedOrMade("site", SITE_SHARE_SLUG, SITE_SOURCE, {
    ...options,
    unbounded: true,
  });
  return png === BUSY ? undefined : png;
}

async function cachedOrMade(
  kind: ShareKind,
  slug: string,
  source: ShareSource,
  options: ShareImageOptions & { unbounded?: boolean },
): Promise<ShareImageResult> {
  // "." never occurs in a slug, so one page's prefix is never another's.
  const prefix = `${kind}.${slug}.`;
  const file = path.join(options.cacheDir, `${prefix}${shareKey(source)}.png`);
  let pending = making.get(file);
  if (!pending) {
    pending = make(file, prefix, source, options).catch((error: unknown): undefined => {
      logger.warn({ err: error, kind, slug }, "share image could not be made");
      return undefined;
    });
    making.set(file, pending);
    void pending.finally(() => making.delete(file));
  }
  return pending;
}
