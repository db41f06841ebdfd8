import { categoryIconFor, categoryImage } from "~/content/categories";

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = categoryIconFor(slug);
  return <Icon className={className} aria-hidden="true" />;
}

/** The category's hand-drawn scene; decorative, since a heading names the category beside it. */
export function CategoryScene({ slug, className }: { slug: string; className?: string }) {
  return <img src={categoryImage(slug)} alt="" width={800} height={600} className={className} />;
}
