// The guide's interface text in Swedish (issue 40): the source every other language
// translates, word for word as the spec has it. ICU MessageFormat: `{name}` is a value,
// `{count, plural, one {…} other {…}}` a plural. Compiled on the server
// (app/.server/i18n/catalogs.ts); the browser gets only the visited language's messages.

export const sv = {
  // The frame of every public page.
  "frame.skipLink": "Hoppa till innehållet",
  "header.home": "{site}, till startsidan",
  "header.mainMenu": "Huvudmeny",
  "header.more": "Mer",
  "header.openMenu": "Öppna meny",
  "header.menu": "Meny",
  "search.form": "Sök i guiden",
  "search.label": "Sök företag, evenemang och erbjudanden",
  "search.placeholder": "Sök",
  "search.submit": "Sök",
  "footer.social": "Sociala medier",
  "footer.categories": "Kategorier",
  "footer.moreAbout": "Mer om {site}",
  "footer.links": "Länkar",
  "footer.about": "Om oss",
  "footer.contact": "Kontakt",
  "footer.advertise": "Annonsera",
  "footer.allCategories": "Alla kategorier",
  "footer.events": "Evenemang",
  "footer.featured": "Utvalda platser",
  "footer.submitBusiness": "Registrera ditt företag",
  "footer.ownerSignIn": "Logga in för företagare",
  "footer.businessQuestion": "Har du ett företag i Malmö?",
  "footer.businessPitch": "Visa upp ditt företag i Malmöguiden för besökare och malmöbor.",
  "footer.advertiseWithUs": "Annonsera hos oss",
  "footer.newsletter": "Nyhetsbrev",
  "footer.newsletterPitch":
    "Få tips om evenemang, nya platser och erbjudanden i Malmö direkt i din inkorg.",
  "site.description":
    "Malmöguiden hjälper besökare och malmöbor att hitta caféer, restauranger, boende, kultur, evenemang och erbjudanden i Malmö.",
  "languages.label": "Språk",
  "languages.onlySwedish": "Finns bara på svenska",
  // /about (spec 2).
  "about.title": "Om oss",
  "about.metaDescription":
    "Om {site}: vår vision och våra värderingar – kärlek till det lokala, gemenskap och tillgänglighet.",
  "about.heading": "Om {site}",
  "about.vision": "Vår vision",
  "about.visionText":
    "Vi vill att alla som besöker eller bor i Malmö snabbt ska hitta det som gör staden speciell – från morgonens kaffe till kvällens föreställning. {site} samlar stadens bästa platser, evenemang och erbjudanden på ett ställe, på svenska och utan krångel.",
  "about.values": "Våra värderingar",
  "about.localTitle": "Kärlek till det lokala",
  "about.localText":
    "Vi lyfter Malmös egna caféer, butiker, scener och hantverkare – platserna som gör staden till vad den är.",
  "about.communityTitle": "Gemenskap",
  "about.communityText":
    "Guiden byggs tillsammans med malmöbor och företagare som vill dela med sig av sina favoriter.",
  "about.accessTitle": "Tillgänglighet",
  "about.accessText":
    "Alla ska kunna hitta rätt: på mobilen, med skärmläsare eller med långsam uppkoppling.",
  "about.questions": "Har du frågor eller tips?",
  "about.contactUs": "Kontakta oss",
  // /contact (spec 2).
  "contact.title": "Kontakt",
  "contact.metaDescription":
    "Kontakta {site} via e-post. Vi svarar vanligtvis inom 24 timmar på vardagar.",
  "contact.heading": "Kontakta oss",
  "contact.intro":
    "Har du frågor, tips om en plats eller vill du annonsera? Skriv till oss så hjälper vi dig.",
  "contact.replyTime": "Vi svarar vanligtvis inom 24 timmar på vardagar.",
  // /all-categories (spec 2).
  "allCategories.title": "Alla kategorier",
  "allCategories.metaDescription":
    "Alla kategorier i Malmöguiden: fika, shopping, boende, restauranger, sport, kultur och mer.",
  "allCategories.intro": "Välj en kategori och hitta det bästa Malmö har att erbjuda.",
} as const;

export type MessageId = keyof typeof sv;
