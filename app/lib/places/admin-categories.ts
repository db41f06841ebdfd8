import { categoryBySlug } from "~/content/categories";

// The admin business list's category filter (issue 35): one choice per category page,
// whatever spellings the places carry ('Boende' as some of the spec's pages give it,
// 'boende'); the places themselves keep their spelling, and the public pages show it.

/** The category page a stored category is listed on ('Boende ' -> 'boende'). */
export const categoryKey = (category: string) => category.trim().toLowerCase();

/**
 * The filter's choices, [value, label], by label: each category once, named by its page's
 * title, or by its first spelling when the guide has no such page.
 */
export function categoryChoices(stored: readonly string[]): [value: string, label: string][] {
  const choices = new Map<string, string>();
  for (const category of stored) {
    const key = categoryKey(category);
    if (key && !choices.has(key)) choices.set(key, categoryBySlug(key)?.title || category.trim());
  }
  return [...choices].sort((a, b) => a[1].localeCompare(b[1], "sv"));
}

/** The stored spellings a chosen category stands for (none when nothing carries it). */
export function spellingsOf(stored: readonly string[], chosen: string): string[] {
  const key = categoryKey(chosen);
  return stored.filter((category) => categoryKey(category) === key);
}
