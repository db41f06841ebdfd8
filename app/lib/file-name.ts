/** Longest stored base name, so a stored path always fits its column. */
export const MAX_BASE_NAME = 80;

/**
 * Stored name of an upload: a timestamp plus the original name made safe. Only
 * ASCII letters, digits, '-' and '_' survive (å -> a), so no path separator, dot
 * sequence, control character or NUL can reach the file system or a URL; the
 * extension comes from the real, sniffed type.
 */
export function storedImageName(
  originalName: string,
  extension: string,
  now: number = Date.now(),
): string {
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
  return `${now}-${base || "bild"}.${extension}`;
}
