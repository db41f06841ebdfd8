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
  // The home page (spec 2).
  "home.title": "{site} – din guide til det bedste i Malmö",
  "home.metaDescription":
    "Din guide til det bedste i Malmö: restauranter, overnatning, shopping, kultur, begivenheder og tilbud i Malmö.",
  "home.heading": "{site} – din guide til det bedste i Malmö",
  "hero.label": "Udvalgt i Malmö",
  "hero.carousel": "karrusel",
  "hero.slide": "billede",
  "hero.slideOf": "{index} af {count}",
  "hero.pause": "Sæt diasshowet på pause",
  "hero.play": "Start diasshowet",
  "hero.show": "Vis billede {index}",
  "home.hero1.alt":
    "Illustration af Malmös silhuet i skumringen med et snoet tårn og Øresundsbroen over vandet",
  "home.hero1.heading": "Oplev Malmö",
  "home.hero1.text":
    "Caféer, restauranter, kultur og oplevelser – alt det bedste i byen samlet ét sted.",
  "home.hero1.cta": "Udforsk kategorier",
  "home.hero2.alt":
    "Illustration af et torv i den gamle bydel med gavlhuse, træer og caféparasoller",
  "home.hero2.heading": "Begivenheder i Malmö",
  "home.hero2.text":
    "Koncerter, markeder og udstillinger – se, hvad der sker i Malmö i de kommende uger.",
  "home.hero2.cta": "Se begivenheder",
  "home.intro.title": "Velkommen til Malmö",
  "home.intro.text": "En by med hav, parker og et væld af køkkener fra hele verden. Start her.",
  "home.intro.restaurants": "Restauranter",
  "home.intro.restaurantsText":
    "Fra kvarterets spisesteder til udsigt fra oven – find dit næste yndlingssted.",
  "home.intro.accommodation": "Overnatning",
  "home.intro.accommodationText": "Bo centralt, tæt på stationen eller med havet rundt om hjørnet.",
  "home.intro.shopping": "Shopping",
  "home.intro.shoppingText": "Indkøbscentre, designbutikker og små forretninger med personlighed.",
  "home.upcoming": "Kommende begivenheder",
  "home.allEvents": "Alle begivenheder",
  "home.featured": "Udvalgte steder",
  "home.allFeatured": "Alle udvalgte steder",
  "home.categories": "Kategorier",
  "home.allCategories": "Alle kategorier",
  "home.offers": "Tilbud",
  "home.offersText":
    "Eksempler på tilbud fra Malmös virksomheder. Priser og vilkår fastsættes af den enkelte virksomhed.",
  "home.allOffers": "Alle tilbud",
  "home.noUpcoming":
    "Lige nu har guiden ingen kommende begivenheder. Kig gerne forbi igen snart, eller",
  "home.noUpcomingLink": "se alle begivenheder",
  "home.fewUpcoming": "Guiden har ikke flere kommende begivenheder lige nu.",
  "home.fewUpcomingLink": "Se alle begivenheder",
  // Cards of places, events and offers.
  "card.illustration": "Illustration: {subject}",
  "card.photo": "Foto: {subject}",
  "card.ad": "Annonce",
  "rating.label": "Bedømmelse",
  "rating.outOf": "ud af 5",
  "link.newTab": "(åbner i en ny fane)",
  "events.example": "Eksempel",
  "events.exampleNote": "Eksempel på begivenhed – datoer og program er ikke bekræftet",
  "events.unconfirmed": "Dato ikke bekræftet",
  "events.unconfirmedNote":
    "Dato ikke bekræftet – datoerne følger, hvornår begivenheden plejer at finde sted",
  "events.at": "kl. {time}",
  "events.timesByOrganiser": "Tider ifølge arrangøren",
  "events.today": "I dag",
  "events.tonight": "I aften",
  "events.tomorrow": "I morgen",
  "events.category.food": "Mad og drikke",
  "events.category.art": "Kunstgallerier og museer",
  "events.category.music": "Musik og teater",
  "events.quickLinks": "Begivenheder efter tid",
  "events.quick.today": "I dag",
  "events.quick.tonight": "I aften",
  "events.quick.weekend": "I weekenden",
  "events.quick.nextWeek": "Næste uge",
  "offers.tag.discount": "Rabat",
  "offers.tag.special": "Special",
  "offers.tag.annualPass": "Årskort",
  "offers.toOffer": "Til tilbuddet",
  "offers.at": "hos {business}",
  // Category pages (spec 2).
  "category.back": "Tilbage til forsiden",
  "category.unknown": "Kategori",
  "category.thisCategory": "denne kategori",
  "category.introListing":
    "Udforsk alt inden for {topic} i Malmö – vores favoritter først, derefter alle steder.",
  "category.intro": "Udforsk alt inden for {topic} i Malmö.",
  "category.metaListing": "Udforsk {topic} i Malmö: udvalgte steder med adresse og bedømmelse.",
  "category.meta": "Udforsk {topic} i Malmö.",
  "category.titlePage": "{title}, side {page}",
  "category.featured": "Udvalgte steder",
  "category.all": "Alle steder",
  "category.noMatch": "Ingen steder i kategorien matcher filteret lige nu.",
  "category.eventsHeading": "Koncerter, markeder og udstillinger",
  "category.eventsText":
    "Et udvalg af begivenheder i Malmö er samlet i vores begivenhedskalender med søgning og filtre.",
  "category.toEvents": "Til begivenhederne",
  "category.emptyHeading": "Ingen steder her endnu",
  "category.emptyText":
    "Vi har ingen steder i denne kategori lige nu. Kig blandt alle kategorierne.",
  "category.allCategories": "Alle kategorier",
  "category.example": "Eksempel {number}",
  "category.exampleText":
    "Her kommer snart tips om steder i denne kategori. Har du et forslag? Skriv endelig til os.",
  // The place filters (issue 24).
  "filter.form": "Filtrer steder",
  "filter.legend": "Filtrer",
  "filter.submit": "Filtrer",
  "filter.clear": "Ryd filtre",
  "filter.choice": "{label} ({count})",
  "filter.open.nu": "Åbent nu",
  "filter.open.ikvall": "Åbent i aften",
  "access.trappfri": "Indgang uden trin",
  "access.toalett": "Handicaptoilet",
  "access.horslinga": "Teleslynge",
  "access.sittplatser": "Siddepladser at hvile på",
  "access.ledarhund": "Førerhunde velkomne",
  "access.lugna-timmar": "Rolige timer",
  // Pages of a long list.
  "pages.nav": "Sider",
  "pages.showing": "Viser {first}–{last} af {total}",
  "pages.previous": "Forrige",
  "pages.next": "Næste",
  "pages.page": "Side {number}",
  // A place's hours now (issue 24), made on the server.
  "hours.openCloses": "Åbent nu · lukker {when}",
  "hours.openAllDay": "Åbent nu · døgnet rundt",
  "hours.closedOpens": "Lukket · åbner {when}",
  "hours.closed": "Lukket",
  "hours.closedHoliday": "Lukket i dag (helligdag)",
  "hours.closedToday": "Lukket i dag",
  "hours.tomorrow": "i morgen {time}",
  "hours.day": "{day} {time}",
  // /offers and /featured (spec 2).
  "offers.title": "Tilbud",
  "offers.titlePage": "Tilbud, side {page}",
  "offers.metaDescription":
    "Aktuelle tilbud fra virksomheder i Malmö: rabatter, specialtilbud og årskort.",
  "offers.intro":
    "Aktuelle tilbud fra Malmös virksomheder. Vilkårene fastsættes af den enkelte virksomhed.",
  "featured.title": "Udvalgte steder",
  "featured.metaDescription":
    "Seks håndplukkede steder i Malmö, som vi synes, du ikke skal gå glip af.",
  "featured.intro": "Seks håndplukkede favoritter – fra kaffepause til forestilling.",
};
