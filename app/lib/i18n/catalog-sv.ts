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
  // The home page (spec 2).
  "home.title": "{site}",
  "home.metaDescription":
    "Din guide till det bästa i Malmö: restauranger, boende, shopping, kultur, evenemang och erbjudanden i Malmö.",
  "home.heading": "{site} – din guide till det bästa i Malmö",
  "hero.label": "Utvalt i Malmö",
  "hero.carousel": "karusell",
  "hero.slide": "bild",
  "hero.slideOf": "{index} av {count}",
  "hero.pause": "Pausa bildspelet",
  "hero.play": "Starta bildspelet",
  "hero.show": "Visa bild {index}",
  "home.hero1.alt":
    "Illustration av Malmös siluett i skymningen med ett vridet torn och Öresundsbron över vattnet",
  "home.hero1.heading": "Upptäck Malmö",
  "home.hero1.text":
    "Caféer, restauranger, kultur och upplevelser – allt det bästa i staden samlat på ett ställe.",
  "home.hero1.cta": "Utforska kategorier",
  "home.hero2.alt": "Illustration av ett torg i Gamla staden med gavelhus, träd och caféparasoller",
  "home.hero2.heading": "Evenemang i Malmö",
  "home.hero2.text":
    "Konserter, marknader och utställningar – se vad som händer i Malmö de kommande veckorna.",
  "home.hero2.cta": "Se evenemang",
  "home.intro.title": "Välkommen till Malmö",
  "home.intro.text": "En stad med hav, parker och ett myller av kök från hela världen. Börja här.",
  "home.intro.restaurants": "Restauranger",
  "home.intro.restaurantsText":
    "Från kvarterskrogar till utsikt på hög höjd – hitta ditt nästa favoritställe.",
  "home.intro.accommodation": "Boende",
  "home.intro.accommodationText": "Bo centralt, nära stationen eller med havet runt hörnet.",
  "home.intro.shopping": "Shopping",
  "home.intro.shoppingText": "Gallerior, designbutiker och små affärer med personlighet.",
  "home.upcoming": "Kommande evenemang",
  "home.allEvents": "Alla evenemang",
  "home.featured": "Utvalda platser",
  "home.allFeatured": "Alla utvalda platser",
  "home.categories": "Kategorier",
  "home.allCategories": "Alla kategorier",
  "home.offers": "Erbjudanden",
  "home.offersText":
    "Exempel på erbjudanden från Malmös företag. Priser och villkor bestäms av respektive företag.",
  "home.allOffers": "Alla erbjudanden",
  "home.noUpcoming":
    "Just nu har vi inga kommande evenemang i guiden. Titta gärna in snart igen, eller",
  "home.noUpcomingLink": "se alla evenemang",
  "home.fewUpcoming": "Fler kommande evenemang finns inte i guiden just nu.",
  "home.fewUpcomingLink": "Se alla evenemang",
  // Cards of places, events and offers.
  "card.illustration": "Illustration: {subject}",
  "card.photo": "Bild: {subject}",
  "card.ad": "Annons",
  "rating.label": "Betyg",
  "rating.outOf": "av 5",
  "link.newTab": "(öppnas i en ny flik)",
  "events.example": "Exempel",
  "events.exampleNote": "Exempel på evenemang – datum och program är inte bekräftade",
  "events.unconfirmed": "Datum ej bekräftat",
  "events.unconfirmedNote": "Datum ej bekräftat – datumen följer hur evenemanget brukar infalla",
  "events.at": "kl. {time}",
  "events.timesByOrganiser": "Tider enligt arrangören",
  "events.today": "I dag",
  "events.tonight": "I kväll",
  "events.tomorrow": "I morgon",
  "events.category.food": "Mat och dryck",
  "events.category.art": "Konstgallerier och museer",
  "events.category.music": "Musik och teater",
  "events.quickLinks": "Evenemang i tid",
  "events.quick.today": "I dag",
  "events.quick.tonight": "I kväll",
  "events.quick.weekend": "I helg",
  "events.quick.nextWeek": "Nästa vecka",
  "offers.tag.discount": "Rabatt",
  "offers.tag.special": "Special",
  "offers.tag.annualPass": "Årskort",
  "offers.toOffer": "Till erbjudandet",
  "offers.at": "hos {business}",
  // Category pages (spec 2).
  "category.back": "Tillbaka till startsidan",
  "category.unknown": "Kategori",
  "category.thisCategory": "den här kategorin",
  "category.introListing":
    "Utforska allt inom {topic} i Malmö – våra favoriter först, sedan alla platser.",
  "category.intro": "Utforska allt inom {topic} i Malmö.",
  "category.metaListing": "Utforska {topic} i Malmö: utvalda platser med adress och betyg.",
  "category.meta": "Utforska {topic} i Malmö.",
  "category.titlePage": "{title}, sida {page}",
  "category.featured": "Utvalda platser",
  "category.all": "Alla platser",
  "category.noMatch": "Inga platser i kategorin matchar filtret just nu.",
  "category.eventsHeading": "Konserter, marknader och utställningar",
  "category.eventsText":
    "Ett urval av evenemang i Malmö finns samlat i vår evenemangskalender, med sök och filter.",
  "category.toEvents": "Till evenemangen",
  "category.emptyHeading": "Inga platser här ännu",
  "category.emptyText":
    "Vi har inga platser i den här kategorin just nu. Ta en titt bland alla kategorier.",
  "category.allCategories": "Alla kategorier",
  "category.example": "Exempel {number}",
  "category.exampleText":
    "Här kommer snart tips på platser i den här kategorin. Har du ett förslag? Hör gärna av dig.",
  // The place filters (issue 24).
  "filter.form": "Filtrera platser",
  "filter.legend": "Filtrera",
  "filter.submit": "Filtrera",
  "filter.clear": "Rensa filter",
  "filter.choice": "{label} ({count})",
  "filter.open.nu": "Öppet nu",
  "filter.open.ikvall": "Öppet i kväll",
  "access.trappfri": "Entré utan trappsteg",
  "access.toalett": "Tillgänglig toalett",
  "access.horslinga": "Hörslinga",
  "access.sittplatser": "Sittplatser att vila på",
  "access.ledarhund": "Ledarhundar välkomna",
  "access.lugna-timmar": "Lugna timmar",
  // Pages of a long list.
  "pages.nav": "Sidor",
  "pages.showing": "Visar {first}–{last} av {total}",
  "pages.previous": "Föregående",
  "pages.next": "Nästa",
  "pages.page": "Sida {number}",
  // A place's hours now (issue 24), made on the server.
  "hours.openCloses": "Öppet nu · stänger {when}",
  "hours.openAllDay": "Öppet nu · dygnet runt",
  "hours.closedOpens": "Stängt · öppnar {when}",
  "hours.closed": "Stängt",
  "hours.closedHoliday": "Stängt i dag (helgdag)",
  "hours.closedToday": "Stängt i dag",
  "hours.tomorrow": "i morgon {time}",
  "hours.day": "{day} {time}",
  // /offers and /featured (spec 2).
  "offers.title": "Erbjudanden",
  "offers.titlePage": "Erbjudanden, sida {page}",
  "offers.metaDescription":
    "Aktuella erbjudanden från företag i Malmö: rabatter, specialerbjudanden och årskort.",
  "offers.intro":
    "Aktuella erbjudanden från Malmös företag. Villkoren bestäms av respektive företag.",
  "featured.title": "Utvalda platser",
  "featured.metaDescription":
    "Sex handplockade platser i Malmö som vi tycker att du inte ska missa.",
  "featured.intro": "Sex handplockade favoriter – från fika till föreställning.",
} as const;

export type MessageId = keyof typeof sv;
