import type { CategoryTexts } from "../types";

// The guide's own German translations of the category names (app/content/categories.ts),
// written by Malmöguiden's editors, not by a machine. Facts and names unchanged.

export const categories: Record<string, CategoryTexts> = {
  barn: { title: "Aktivitäten für Kinder", label: "Aktivitäten für Kinder" },
  frisor: { title: "Friseursalons", label: "Friseursalons", backLinkLabel: "Friseursalons" },
  massage: { title: "Spa", label: "Spa", backLinkLabel: "Spa" },
  restauranger: { title: "Restaurants", label: "Restaurants" },
  nojesparker: { title: "Freizeitparks" },
  boende: { title: "Unterkünfte", label: "Unterkünfte" },
  konst: { title: "Kunstgalerien und Museen", label: "Kunst & Museen" },
  sport: { title: "Sportangebote und Veranstaltungen", label: "Sport", backLinkLabel: "Sport" },
  musik: { title: "Musik und Theater", label: "Musik & Theater", backLinkLabel: "Musik & Theater" },
  shopping: { title: "Shopping", label: "Shopping", backLinkLabel: "Shopping" },
  // "Fika" is the Swedish coffee break, a word German-speaking visitors meet all over Sweden.
  "fika-lunch": {
    title: "Fika & Mittagessen",
    label: "Fika & Mittagessen",
    backLinkLabel: "Fika & Mittagessen",
  },
  utomhus: { title: "Aktivitäten im Freien" },
  halsa: {
    title: "Gesundheits- und Schönheitssalons",
    label: "Gesundheit & Schönheit",
    backLinkLabel: "Gesundheit & Schönheit",
    comingSoonTitle: "Gesundheit & Schönheit",
  },
  transport: { title: "Verkehr und Parken" },
  erbjudanden: { title: "Angebote", label: "Angebote" },
  hantverkare: { label: "Malmös Handwerker", comingSoonTitle: "Malmös Handwerker" },
};
