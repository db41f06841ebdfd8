import { randomUUID } from "node:crypto";

/** Longest kept base name, so the original name always fits its column. */
export const MAX_BASE_NAME = 80;

/**
 * The uploader's file name made safe to keep as metadata: only ASCII letters,
 * digits, '-' and '_' survive (å -> a), so no path separator, dot sequence,
 * control character or NUL survives; the extension comes from the real, sniffed type.
 */
export function cleanOriginalName(originalName: string, extension: string): string {
  const lastSegment = originalName.split(/[/\\]/).pop() ?? "";
  const withoutExtension = lastSegment.replace(/\.[^.]*$/, "");
  const base = withoutExtension
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .slice(0, MAX_BASE_NAME)
    .replace(/[-_]+$/, "");
  return `${base || "bild"}.${extension}`;
}

/**
 * The name an upload is stored under: a random id, so two uploads can never share
 * a file whatever their original names and however close in time they arrive.
 */
export function storedImageName(extension: string): string {
  return `${randomUUID()}.${extension}`;
}
