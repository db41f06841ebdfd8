import type { CategoryTexts } from "../types";

// The guide's own Danish translations of the category names (app/content/categories.ts),
// written by Malmöguiden's editors, not by a machine. Facts and names unchanged (the city
// keeps its Swedish spelling, Malmö, as in every address).

export const categories: Record<string, CategoryTexts> = {
  barn: { title: "Aktiviteter for børn", label: "Aktiviteter for børn" },
  frisor: { title: "Frisørsaloner", label: "Frisørsaloner", backLinkLabel: "Frisørsaloner" },
  massage: { title: "Spa", label: "Spa", backLinkLabel: "Spa" },
  restauranger: { title: "Restauranter", label: "Restauranter" },
  nojesparker: { title: "Forlystelsesparker" },
  boende: { title: "Overnatning", label: "Overnatning" },
  konst: { title: "Kunstgallerier og museer", label: "Kunst & Museer" },
  sport: { title: "Sportsaktiviteter og arrangementer", label: "Sport", backLinkLabel: "Sport" },
  musik: { title: "Musik og teater", label: "Musik & Teater", backLinkLabel: "Musik & Teater" },
  shopping: { title: "Shopping", label: "Shopping", backLinkLabel: "Shopping" },
  "fika-lunch": {
    title: "Kaffe & Frokost",
    label: "Kaffe & Frokost",
    backLinkLabel: "Kaffe & Frokost",
  },
  utomhus: { title: "Udendørsaktiviteter" },
  halsa: {
    title: "Sundheds- og skønhedssaloner",
    label: "Sundhed & Skønhed",
    backLinkLabel: "Sundhed & Skønhed",
    comingSoonTitle: "Sundhed & Skønhed",
  },
  transport: { title: "Transport og parkering" },
  erbjudanden: { title: "Tilbud", label: "Tilbud" },
  hantverkare: { label: "Malmös Håndværkere", comingSoonTitle: "Malmös Håndværkere" },
};
