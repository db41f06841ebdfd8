import type { CategoryTexts } from "../types";

// The guide's own English translations of the category names (app/content/categories.ts),
// written by Malmöguiden's editors, not by a machine. Facts and names unchanged.

export const categories: Record<string, CategoryTexts> = {
  barn: { title: "Activities for children", label: "Activities for children" },
  frisor: { title: "Hair salons", label: "Hair salons", backLinkLabel: "Hair salons" },
  massage: { title: "Spa", label: "Spa", backLinkLabel: "Spa" },
  restauranger: { title: "Restaurants", label: "Restaurants" },
  nojesparker: { title: "Amusement parks" },
  boende: { title: "Accommodation", label: "Accommodation" },
  konst: { title: "Art galleries and museums", label: "Art & Museums" },
  sport: { title: "Sports activities and events", label: "Sport", backLinkLabel: "Sport" },
  musik: { title: "Music and theatre", label: "Music & Theatre", backLinkLabel: "Music & Theatre" },
  shopping: { title: "Shopping", label: "Shopping", backLinkLabel: "Shopping" },
  // "Fika" is the Swedish coffee break, a word English-speaking visitors meet all over Sweden.
  "fika-lunch": { title: "Fika & Lunch", label: "Fika & Lunch", backLinkLabel: "Fika & Lunch" },
  utomhus: { title: "Outdoor activities" },
  halsa: {
    title: "Health and beauty salons",
    label: "Health & Beauty",
    backLinkLabel: "Health & Beauty",
    comingSoonTitle: "Health & Beauty",
  },
  transport: { title: "Transport and parking" },
  erbjudanden: { title: "Offers", label: "Offers" },
  hantverkare: { label: "Malmö's Tradespeople", comingSoonTitle: "Malmö's Tradespeople" },
};
