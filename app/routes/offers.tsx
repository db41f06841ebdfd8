import { currentOffers, getContent } from "~/.server/content/content";
import { OfferCard } from "~/components/offer-card";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/offers";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Erbjudanden",
    "Aktuella erbjudanden från företag i Malmö: rabatter, specialerbjudanden och årskort.",
  );

export async function loader() {
  return { offers: currentOffers(await getContent(), new Date()) };
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { offers } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Erbjudanden</h1>
      <p className="mt-2 mb-8 text-ink-soft">
        Aktuella erbjudanden från Malmös företag. Villkoren bestäms av respektive företag.
      </p>
      <ul className="grid gap-6 md:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
