import {
  BadgePercent,
  BedDouble,
  Bus,
  CalendarDays,
  Castle,
  Coffee,
  Drama,
  Dumbbell,
  FerrisWheel,
  Flower2,
  Hammer,
  HeartPulse,
  type LucideIcon,
  MapPin,
  Palette,
  Scissors,
  ShoppingBag,
  ToyBrick,
  Trees,
  UtensilsCrossed,
} from "lucide-react";
import { categoryImage } from "~/content/categories";

const ICONS: Readonly<Record<string, LucideIcon>> = {
  "fika-lunch": Coffee,
  shopping: ShoppingBag,
  boende: BedDouble,
  restauranger: UtensilsCrossed,
  sport: Dumbbell,
  musik: Drama,
  barn: ToyBrick,
  frisor: Scissors,
  massage: Flower2,
  konst: Palette,
  hantverkare: Hammer,
  halsa: HeartPulse,
  erbjudanden: BadgePercent,
  nojesparker: FerrisWheel,
  utomhus: Trees,
  transport: Bus,
  historia: Castle,
  evenemang: CalendarDays,
};

/** The icon of a category slug; unknown slugs get the default map pin. */
export function categoryIconFor(slug: string): LucideIcon {
  return ICONS[slug.toLowerCase()] ?? MapPin;
}

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = categoryIconFor(slug);
  return <Icon className={className} aria-hidden="true" />;
}

/** The category's hand-drawn scene; decorative, since a heading names the category beside it. */
export function CategoryScene({ slug, className }: { slug: string; className?: string }) {
  return <img src={categoryImage(slug)} alt="" width={800} height={600} className={className} />;
}
