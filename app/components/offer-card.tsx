import { ExternalLink as ExternalLinkIcon, MapPin } from "lucide-react";
import type { Offer } from "~/content/types";
import { langOf, OnlySwedish, type Swedish } from "~/lib/i18n/content";
import { type MessageId, useT } from "~/lib/i18n/i18n";
import { AdLabel } from "./ad-label";
import { CardImage } from "./card-image";
import { ExternalLink } from "./external-link";
import { Rating } from "./rating";

const TAG_COLORS: Record<Offer["color"], string> = {
  rose: "bg-rose-100 text-rose-900",
  amber: "bg-amber-100 text-amber-900",
  emerald: "bg-emerald-100 text-emerald-900",
  sky: "bg-sky-100 text-sky-900",
  violet: "bg-violet-100 text-violet-900",
};

/** Each offer tag's name in the catalogs. */
export const TAG_IDS: Record<Offer["tag"], MessageId> = {
  Rabatt: "offers.tag.discount",
  Special: "offers.tag.special",
  Årskort: "offers.tag.annualPass",
};

/** headingLevel: h3 under a section heading, h2 directly under the page's h1. */
export function OfferCard({
  offer,
  headingLevel = 3,
  sponsored,
}: {
  offer: Offer & Swedish;
  headingLevel?: 2 | 3;
  /** A paid placement (Guld's offer on the front page): highlighted and labelled 'Annons'. */
  sponsored?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT();
  return (
    <article className={`card flex h-full flex-col ${sponsored ? "ring-2 ring-amber-500" : ""}`}>
      <div className="relative">
        <CardImage src={offer.image} subject={offer.business} />
        <span
          className={`absolute left-4 top-4 rounded-full px-3 py-1 text-sm font-bold ${TAG_COLORS[offer.color]}`}
        >
          {t(TAG_IDS[offer.tag])}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {sponsored ? <AdLabel /> : null}
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium text-teal-dark">{offer.business}</span>
          <Rating value={offer.rating} />
        </div>
        <Heading className="font-display text-xl font-bold" {...langOf(offer, "title")}>
          {offer.title}
        </Heading>
        <p className="text-sm leading-relaxed text-ink-soft" {...langOf(offer, "description")}>
          {offer.description}
        </p>
        <OnlySwedish item={offer} field="description" className="text-xs italic text-ink-soft" />
        <p className="flex items-center gap-1 text-sm text-ink-soft">
          <MapPin className="size-4 text-coral-dark" aria-hidden="true" />
          {offer.location}
        </p>
        <ExternalLink
          href={offer.url}
          className="btn-secondary mt-auto inline-flex self-start"
          srDetail={t("offers.at", { business: offer.business })}
        >
          {t("offers.toOffer")}
          <ExternalLinkIcon className="size-4" aria-hidden="true" />
        </ExternalLink>
      </div>
    </article>
  );
}
