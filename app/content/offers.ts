import type { Offer } from "./types";

// Three current offers (spec 2, /offers). The prices are the spec's sample prices and
// the offers are examples: the terms are set by each business, so every card links to
// the business's own site for current prices and conditions.

export const offers: Offer[] = [
  {
    id: "rabatt-boulebar-drottningtorget",
    business: "Boulebar Drottningtorget",
    title: "Rabatt på boule en vardag",
    description:
      "Exempel på erbjudande: boka en bana en vardagskväll och spela till ett lägre pris än på helgen. Aktuella priser och villkor finns på Boulebars webbplats.",
    location: "Drottningtorget, Malmö",
    image: "/images/business/boulebar-drottningtorget.svg",
    rating: 4.5,
    url: "https://www.boulebar.se",
    color: "rose",
    tag: "Rabatt",
    businessId: "boulebar-drottningtorget",
  },
  {
    id: "arskort-moderna-museet",
    business: "Moderna Museet Malmö",
    title: "Årskort för 700 kr",
    description:
      "Exempel på erbjudande: ett årskort för 700 kr som låter dig se utställningarna så många gånger du vill under ett år. Kontrollera aktuellt utbud och pris hos museet.",
    location: "Ola Billgrens plats 2–4, Malmö",
    image: "/images/business/moderna-museet.svg",
    rating: 4.7,
    url: "https://www.modernamuseet.se",
    color: "violet",
    tag: "Special",
    businessId: "moderna-museet",
  },
  {
    id: "arskort-kockum-fritid",
    business: "Kockum Fritid",
    title: "Årskort på gymmet för 2 995 kr",
    description:
      "Exempel på erbjudande: träna på gym och gruppass hela året för 2 995 kr. Villkor och aktuella priser finns hos Kockum Fritid.",
    location: "Stora Varvsgatan 14, Malmö",
    image: "/images/business/kockum-fritid.svg",
    rating: 4.7,
    url: "https://www.kockumfritid.se",
    color: "emerald",
    tag: "Årskort",
    businessId: "kockum-fritid",
  },
];
