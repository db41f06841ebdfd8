import type { MessageId } from "./catalog-sv";

// The guide's interface text in Danish (issue 40), translated by the guide's editors
// from the Swedish (sv.ts).

export const da: Record<MessageId, string> = {
  "frame.skipLink": "Spring til indholdet",
  "header.home": "{site}, til forsiden",
  "header.mainMenu": "Hovedmenu",
  "header.more": "Mere",
  "header.openMenu": "Åbn menu",
  "header.menu": "Menu",
  "search.form": "Søg i guiden",
  "search.label": "Søg efter virksomheder, begivenheder og tilbud",
  "search.placeholder": "Søg",
  "search.submit": "Søg",
  "footer.social": "Sociale medier",
  "footer.categories": "Kategorier",
  "footer.moreAbout": "Mere om {site}",
  "footer.links": "Links",
  "footer.about": "Om os",
  "footer.contact": "Kontakt",
  "footer.advertise": "Annoncér",
  "footer.allCategories": "Alle kategorier",
  "footer.events": "Begivenheder",
  "footer.featured": "Udvalgte steder",
  "footer.submitBusiness": "Registrér din virksomhed",
  "footer.ownerSignIn": "Log ind for virksomheder",
  "footer.businessQuestion": "Har du en virksomhed i Malmö?",
  "footer.businessPitch":
    "Vis din virksomhed i Malmöguiden for besøgende og folk, der bor i Malmö.",
  "footer.advertiseWithUs": "Annoncér hos os",
  "footer.newsletter": "Nyhedsbrev",
  "footer.newsletterPitch":
    "Få tips om begivenheder, nye steder og tilbud i Malmö direkte i din indbakke.",
  "site.description":
    "Malmöguiden hjælper besøgende og folk, der bor i Malmö, med at finde caféer, restauranter, overnatning, kultur, begivenheder og tilbud i Malmö.",
  "languages.label": "Sprog",
  "languages.onlySwedish": "Findes kun på svensk",
  // /about (spec 2).
  "about.title": "Om os",
  "about.metaDescription":
    "Om {site}: vores vision og vores værdier – kærlighed til det lokale, fællesskab og tilgængelighed.",
  "about.heading": "Om {site}",
  "about.vision": "Vores vision",
  "about.visionText":
    "Vi vil gerne have, at alle, der besøger eller bor i Malmö, hurtigt finder det, der gør byen speciel – fra morgenens kaffe til aftenens forestilling. {site} samler byens bedste steder, begivenheder og tilbud ét sted, uden besvær.",
  "about.values": "Vores værdier",
  "about.localTitle": "Kærlighed til det lokale",
  "about.localText":
    "Vi fremhæver Malmös egne caféer, butikker, scener og håndværkere – stederne, der gør byen til det, den er.",
  "about.communityTitle": "Fællesskab",
  "about.communityText":
    "Guiden bygges sammen med folk, der bor i Malmö, og virksomheder, der vil dele deres favoritter.",
  "about.accessTitle": "Tilgængelighed",
  "about.accessText":
    "Alle skal kunne finde vej: på mobilen, med skærmlæser eller med en langsom forbindelse.",
  "about.questions": "Har du spørgsmål eller tips?",
  "about.contactUs": "Kontakt os",
  // /contact (spec 2).
  "contact.title": "Kontakt",
  "contact.metaDescription":
    "Kontakt {site} via e-mail. Vi svarer normalt inden for 24 timer på hverdage.",
  "contact.heading": "Kontakt os",
  "contact.intro":
    "Har du spørgsmål, et tip om et sted, eller vil du annoncere? Skriv til os, så hjælper vi dig.",
  "contact.replyTime": "Vi svarer normalt inden for 24 timer på hverdage.",
  // /all-categories (spec 2).
  "allCategories.title": "Alle kategorier",
  "allCategories.metaDescription":
    "Alle kategorier i Malmöguiden: kaffe, shopping, overnatning, restauranter, sport, kultur og meget mere.",
  "allCategories.intro": "Vælg en kategori, og find det bedste, Malmö har at byde på.",
};
