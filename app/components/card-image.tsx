import { useT } from "~/lib/i18n/i18n";

/** Tailwind sees only whole class names, so each shape is spelled out. */
const SHAPES = {
  "4/3": { height: 600, className: "aspect-[4/3] w-full bg-sand object-cover" },
  "16/9": { height: 450, className: "aspect-[16/9] w-full bg-sand object-cover" },
} as const;

/**
 * The illustration at the top of a card, 800 px wide: 4:3 for places and offers, 16:9
 * for events. Lazy by default; the alt text names what it illustrates.
 */
export function CardImage({
  src,
  subject,
  shape = "4/3",
  loading = "lazy",
  fetchPriority,
}: {
  src: string;
  /** What the illustration shows: the alt text is "Illustration: <subject>". */
  subject: string;
  shape?: keyof typeof SHAPES;
  loading?: "lazy" | "eager";
  fetchPriority?: "high";
}) {
  const { height, className } = SHAPES[shape];
  const t = useT();
  return (
    <img
      src={src}
      alt={t("card.illustration", { subject })}
      width={800}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  );
}
