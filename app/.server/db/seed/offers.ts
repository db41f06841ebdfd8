import type { Offer } from "~/content/types";

// Three offers (spec 2, /offers). They are examples, not real offers: the prices are the
// spec's sample prices, no business has confirmed them, and every card says so and links
// to the business's own site for current prices and conditions.

export const offers: Offer[] = [
  {
    // Source: mynewsdesk.com/se/boulebar 2012 (Boulebar at Drottningtorget); the discount is an example.
    id: "rabatt-boulebar-drottningtorget",
    business: "Boulebar Drottningtorget",
    title: "Vardagsrabatt på boule",
    description:
      "Exempel på erbjudande: boka en bana en vardagskväll och spela till ett lägre pris än på helgen. Aktuella priser och villkor finns på Boulebars hemsida.",
    location: "Drottningtorget, Malmö",
    image: "/images/business/boulebar-drottningtorget.svg",
    rating: 4.5,
    url: "https://www.boulebar.se",
    color: "rose",
    tag: "Rabatt",
    businessId: "boulebar-drottningtorget",
  },
  {
    // Source: skaneplus.se (address); the annual pass is the spec's sample price, unverified:
    // published sources say admission is free, so the card claims no real price.
    id: "arskort-moderna-museet",
    business: "Moderna Museet Malmö",
    title: "Exempel: årskort för 700 kr",
    description:
      "Exempel på hur ett erbjudande kan se ut här, inte ett verkligt pris: ett årskort för 700 kr. Museets aktuella entré och villkor finns på Moderna Museets hemsida.",
    location: "Ola Billgrens plats 2–4, Malmö",
    image: "/images/business/moderna-museet.svg",
    rating: 4.7,
    url: "https://www.modernamuseet.se/malmo/",
    color: "violet",
    tag: "Special",
    businessId: "moderna-museet",
  },
  {
    // Source: varvsstaden.se, spottedbylocals.com (Kockum Fritid in Västra Hamnen); the price is an example.
    id: "arskort-kockum-fritid",
    business: "Kockum Fritid",
    title: "Årskort på gymmet för 2 995 kr",
    description:
      "Exempel på erbjudande: träna på gym och gruppass hela året för 2 995 kr. Villkor och aktuella priser finns på Kockum Fritids hemsida.",
    location: "Västra Hamnen, Malmö",
    image: "/images/business/kockum-fritid.svg",
    rating: 4.7,
    url: "https://kockumfritid.se",
    color: "emerald",
    tag: "Årskort",
    businessId: "kockum-fritid",
  },
];
