import type { FeaturedPlace } from "~/content/types";

// Hand-picked places: six on /featured, four on the start page. Locations match the
// place entries in places.ts, where each fact's source is recorded.

export const featuredPlaces: FeaturedPlace[] = [
  {
    image: "/images/business/restaurang-nils.svg",
    title: "Restaurang Nils",
    category: "Restauranger",
    rating: 4.7,
    // Source: the restaurant's own presentation (yoys.se, dove-mangiare.com): Regementsgatan 58.
    location: "Regementsgatan 58, Malmö",
    businessId: "restaurang-nils",
  },
  {
    image: "/images/business/elite-plaza-hotel.svg",
    title: "Elite Plaza Hotel",
    category: "Boende",
    rating: 4.8,
    location: "Gustav Adolfs torg, Malmö",
    businessId: "elite-plaza-hotel",
  },
  {
    image: "/images/business/moderna-museet.svg",
    title: "Moderna Museet Malmö",
    category: "Konst & Museer",
    rating: 4.7,
    location: "Ola Billgrens plats 2–4, Malmö",
    businessId: "moderna-museet",
  },
  {
    image: "/images/business/lilla-kafferosteriet.svg",
    title: "Lilla Kafferosteriet",
    category: "Fika & Lunch",
    rating: 4.8,
    location: "Baltzarsgatan, Malmö",
    businessId: "lilla-kafferosteriet",
  },
  {
    image: "/images/business/emporia.svg",
    title: "Emporia",
    category: "Shopping",
    rating: 4.6,
    location: "Hyllie, Malmö",
    businessId: "emporia",
  },
  {
    image: "/images/business/malmo-opera.svg",
    title: "Malmö Opera",
    category: "Musik & Teater",
    rating: 4.8,
    location: "Östra Rönneholmsvägen 20, Malmö",
    businessId: "malmo-opera",
  },
];

/** The start page's 'featured experiences'. */
export const homeFeatured: FeaturedPlace[] = [
  featuredPlaces[4],
  featuredPlaces[0],
  featuredPlaces[5],
  featuredPlaces[2],
].filter((place): place is FeaturedPlace => place !== undefined);
