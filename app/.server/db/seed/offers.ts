import type { Offer } from "~/content/types";

// Three offers (spec 2, /offers). They are examples, not real offers: no business has
// confirmed them (the gym card's price is the spec's sample price), every title and
// description says so, and each links to the business's own site for current conditions.

export const offers: Offer[] = [
  {
    // Source: mynewsdesk.com/se/boulebar 2012 (Boulebar at Drottningtorget); the discount is an example.
    id: "rabatt-boulebar-drottningtorget",
    business: "Boulebar Drottningtorget",
    title: "Exempel: vardagsrabatt på boule",
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
    // Source: skaneplus.se (address). This card used to show the spec's sample "annual pass
    // 700 kr", absurd where entry is free (totalsights.com); it now shows a guided tour for a
    // group as an example with no price, not as a confirmed offer. The id stays for old links.
    id: "arskort-moderna-museet",
    business: "Moderna Museet Malmö",
    title: "Exempel: visning för er grupp",
    description:
      "Exempel på erbjudande, inget verkligt pris: en guidad visning av utställningen för en grupp, bokad i förväg. Aktuella visningar och villkor finns på Moderna Museets hemsida.",
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
    title: "Exempel: årskort på gymmet för 2 995 kr",
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
