import type { MessageId } from "./catalog-sv";

// The guide's interface text in German (issue 40), translated by the guide's editors
// from the Swedish (sv.ts).

export const de: Record<MessageId, string> = {
  "frame.skipLink": "Zum Inhalt springen",
  "header.home": "{site}, zur Startseite",
  "header.mainMenu": "Hauptmenü",
  "header.more": "Mehr",
  "header.openMenu": "Menü öffnen",
  "header.menu": "Menü",
  "search.form": "Im Guide suchen",
  "search.label": "Unternehmen, Veranstaltungen und Angebote suchen",
  "search.placeholder": "Suchen",
  "search.submit": "Suchen",
  "footer.social": "Soziale Medien",
  "footer.categories": "Kategorien",
  "footer.moreAbout": "Mehr über {site}",
  "footer.links": "Links",
  "footer.about": "Über uns",
  "footer.contact": "Kontakt",
  "footer.advertise": "Werben",
  "footer.allCategories": "Alle Kategorien",
  "footer.events": "Veranstaltungen",
  "footer.featured": "Ausgewählte Orte",
  "footer.submitBusiness": "Ihr Unternehmen eintragen",
  "footer.ownerSignIn": "Anmeldung für Unternehmen",
  "footer.businessQuestion": "Haben Sie ein Unternehmen in Malmö?",
  "footer.businessPitch":
    "Zeigen Sie Ihr Unternehmen im Malmöguiden Besuchern und Menschen, die in Malmö leben.",
  "footer.advertiseWithUs": "Bei uns werben",
  "footer.newsletter": "Newsletter",
  "footer.newsletterPitch":
    "Tipps zu Veranstaltungen, neuen Orten und Angeboten in Malmö direkt in Ihr Postfach.",
  "site.description":
    "Der Malmöguiden hilft Besuchern und Menschen, die in Malmö leben, Cafés, Restaurants, Unterkünfte, Kultur, Veranstaltungen und Angebote in Malmö zu finden.",
  "languages.label": "Sprache",
  "languages.onlySwedish": "Nur auf Schwedisch verfügbar",
  // /about (spec 2).
  "about.title": "Über uns",
  "about.metaDescription":
    "Über den {site}: unsere Vision und unsere Werte – Liebe zum Lokalen, Gemeinschaft und Barrierefreiheit.",
  "about.heading": "Über den {site}",
  "about.vision": "Unsere Vision",
  "about.visionText":
    "Wir möchten, dass alle, die Malmö besuchen oder hier leben, schnell finden, was die Stadt besonders macht – vom Kaffee am Morgen bis zur Vorstellung am Abend. Der {site} versammelt die besten Orte, Veranstaltungen und Angebote der Stadt an einem Ort, ohne Umstände.",
  "about.values": "Unsere Werte",
  "about.localTitle": "Liebe zum Lokalen",
  "about.localText":
    "Wir stellen Malmös eigene Cafés, Läden, Bühnen und Handwerker in den Vordergrund – die Orte, die die Stadt zu dem machen, was sie ist.",
  "about.communityTitle": "Gemeinschaft",
  "about.communityText":
    "Der Guide entsteht gemeinsam mit Menschen aus Malmö und Unternehmern, die ihre Lieblingsorte teilen möchten.",
  "about.accessTitle": "Barrierefreiheit",
  "about.accessText":
    "Alle sollen sich zurechtfinden: auf dem Handy, mit Screenreader oder mit langsamer Verbindung.",
  "about.questions": "Haben Sie Fragen oder Tipps?",
  "about.contactUs": "Kontaktieren Sie uns",
  // /contact (spec 2).
  "contact.title": "Kontakt",
  "contact.metaDescription":
    "Kontaktieren Sie den {site} per E-Mail. Wir antworten in der Regel innerhalb von 24 Stunden an Werktagen.",
  "contact.heading": "Kontaktieren Sie uns",
  "contact.intro":
    "Haben Sie Fragen, einen Tipp zu einem Ort oder möchten Sie werben? Schreiben Sie uns, wir helfen Ihnen gern.",
  "contact.replyTime": "Wir antworten in der Regel innerhalb von 24 Stunden an Werktagen.",
  // /all-categories (spec 2).
  "allCategories.title": "Alle Kategorien",
  "allCategories.metaDescription":
    "Alle Kategorien im Malmöguiden: Fika, Shopping, Unterkünfte, Restaurants, Sport, Kultur und mehr.",
  "allCategories.intro":
    "Wählen Sie eine Kategorie und finden Sie das Beste, was Malmö zu bieten hat.",
  // The home page (spec 2).
  "home.title": "{site} – Ihr Führer zum Besten von Malmö",
  "home.metaDescription":
    "Ihr Führer zum Besten von Malmö: Restaurants, Unterkünfte, Shopping, Kultur, Veranstaltungen und Angebote in Malmö.",
  "home.heading": "{site} – Ihr Führer zum Besten von Malmö",
  "hero.label": "Empfehlungen in Malmö",
  "hero.carousel": "Karussell",
  "hero.slide": "Bild",
  "hero.slideOf": "{index} von {count}",
  "hero.pause": "Diashow anhalten",
  "hero.play": "Diashow starten",
  "hero.show": "Bild {index} zeigen",
  "home.hero1.alt":
    "Illustration der Silhouette Malmös in der Abenddämmerung mit einem gedrehten Turm und der Öresundbrücke über dem Wasser",
  "home.hero1.heading": "Entdecken Sie Malmö",
  "home.hero1.text":
    "Cafés, Restaurants, Kultur und Erlebnisse – das Beste der Stadt an einem Ort.",
  "home.hero1.cta": "Kategorien entdecken",
  "home.hero2.alt":
    "Illustration eines Platzes in der Altstadt mit Giebelhäusern, Bäumen und Café-Sonnenschirmen",
  "home.hero2.heading": "Veranstaltungen in Malmö",
  "home.hero2.text":
    "Konzerte, Märkte und Ausstellungen – sehen Sie, was in den kommenden Wochen in Malmö los ist.",
  "home.hero2.cta": "Veranstaltungen ansehen",
  "home.intro.title": "Willkommen in Malmö",
  "home.intro.text":
    "Eine Stadt mit Meer, Parks und einer Fülle von Küchen aus aller Welt. Beginnen Sie hier.",
  "home.intro.restaurants": "Restaurants",
  "home.intro.restaurantsText":
    "Vom Lokal um die Ecke bis zum Ausblick aus großer Höhe – finden Sie Ihren nächsten Lieblingsort.",
  "home.intro.accommodation": "Unterkünfte",
  "home.intro.accommodationText":
    "Wohnen Sie zentral, nahe am Bahnhof oder mit dem Meer um die Ecke.",
  "home.intro.shopping": "Shopping",
  "home.intro.shoppingText":
    "Einkaufszentren, Designläden und kleine Geschäfte mit Persönlichkeit.",
  "home.upcoming": "Kommende Veranstaltungen",
  "home.allEvents": "Alle Veranstaltungen",
  "home.featured": "Ausgewählte Orte",
  "home.allFeatured": "Alle ausgewählten Orte",
  "home.categories": "Kategorien",
  "home.allCategories": "Alle Kategorien",
  "home.offers": "Angebote",
  "home.offersText":
    "Beispiele für Angebote von Unternehmen in Malmö. Preise und Bedingungen legt das jeweilige Unternehmen fest.",
  "home.allOffers": "Alle Angebote",
  "home.noUpcoming":
    "Im Moment enthält der Führer keine kommenden Veranstaltungen. Schauen Sie bald wieder vorbei, oder",
  "home.noUpcomingLink": "sehen Sie alle Veranstaltungen",
  "home.fewUpcoming": "Weitere kommende Veranstaltungen gibt es im Führer im Moment nicht.",
  "home.fewUpcomingLink": "Alle Veranstaltungen ansehen",
  // Cards of places, events and offers.
  "card.illustration": "Illustration: {subject}",
  "card.photo": "Foto: {subject}",
  "card.ad": "Anzeige",
  "rating.label": "Bewertung",
  "rating.outOf": "von 5",
  "link.newTab": "(öffnet sich in einem neuen Tab)",
  "events.example": "Beispiel",
  "events.exampleNote": "Beispielveranstaltung – Termine und Programm sind nicht bestätigt",
  "events.unconfirmed": "Datum nicht bestätigt",
  "events.unconfirmedNote":
    "Datum nicht bestätigt – die Termine folgen dem üblichen Zeitpunkt der Veranstaltung",
  "events.at": "um {time}",
  "events.timesByOrganiser": "Zeiten laut Veranstalter",
  "events.today": "Heute",
  "events.tonight": "Heute Abend",
  "events.tomorrow": "Morgen",
  "events.category.food": "Essen und Trinken",
  "events.category.art": "Kunstgalerien und Museen",
  "events.category.music": "Musik und Theater",
  "events.quickLinks": "Veranstaltungen nach Zeit",
  "events.quick.today": "Heute",
  "events.quick.tonight": "Heute Abend",
  "events.quick.weekend": "Am Wochenende",
  "events.quick.nextWeek": "Nächste Woche",
  "offers.tag.discount": "Rabatt",
  "offers.tag.special": "Special",
  "offers.tag.annualPass": "Jahreskarte",
  "offers.toOffer": "Zum Angebot",
  "offers.at": "bei {business}",
  // Category pages (spec 2).
  "category.back": "Zurück zur Startseite",
  "category.unknown": "Kategorie",
  "category.thisCategory": "diese Kategorie",
  "category.introListing":
    "Entdecken Sie alles rund um {topic} in Malmö – zuerst unsere Favoriten, dann alle Orte.",
  "category.intro": "Entdecken Sie alles rund um {topic} in Malmö.",
  "category.metaListing":
    "Entdecken Sie {topic} in Malmö: ausgewählte Orte mit Adresse und Bewertung.",
  "category.meta": "Entdecken Sie {topic} in Malmö.",
  "category.titlePage": "{title}, Seite {page}",
  "category.featured": "Ausgewählte Orte",
  "category.all": "Alle Orte",
  "category.noMatch": "Im Moment passt kein Ort dieser Kategorie zum Filter.",
  "category.eventsHeading": "Konzerte, Märkte und Ausstellungen",
  "category.eventsText":
    "Eine Auswahl an Veranstaltungen in Malmö finden Sie in unserem Veranstaltungskalender, mit Suche und Filtern.",
  "category.toEvents": "Zu den Veranstaltungen",
  "category.emptyHeading": "Hier gibt es noch keine Orte",
  "category.emptyText":
    "In dieser Kategorie haben wir im Moment keine Orte. Schauen Sie sich bei allen Kategorien um.",
  "category.allCategories": "Alle Kategorien",
  "category.example": "Beispiel {number}",
  "category.exampleText":
    "Hier gibt es bald Tipps zu Orten in dieser Kategorie. Haben Sie einen Vorschlag? Melden Sie sich gern.",
  // The place filters (issue 24).
  "filter.form": "Orte filtern",
  "filter.legend": "Filtern",
  "filter.submit": "Filtern",
  "filter.clear": "Filter zurücksetzen",
  "filter.choice": "{label} ({count})",
  "filter.open.nu": "Jetzt geöffnet",
  "filter.open.ikvall": "Heute Abend geöffnet",
  "access.trappfri": "Stufenloser Eingang",
  "access.toalett": "Barrierefreie Toilette",
  "access.horslinga": "Induktionsschleife",
  "access.sittplatser": "Sitzplätze zum Ausruhen",
  "access.ledarhund": "Blindenführhunde willkommen",
  "access.lugna-timmar": "Ruhige Stunden",
  // Pages of a long list.
  "pages.nav": "Seiten",
  "pages.showing": "{first}–{last} von {total}",
  "pages.previous": "Zurück",
  "pages.next": "Weiter",
  "pages.page": "Seite {number}",
  // A place's hours now (issue 24), made on the server.
  "hours.openCloses": "Jetzt geöffnet · schließt {when}",
  "hours.openAllDay": "Jetzt geöffnet · rund um die Uhr",
  "hours.closedOpens": "Geschlossen · öffnet {when}",
  "hours.closed": "Geschlossen",
  "hours.closedHoliday": "Heute geschlossen (Feiertag)",
  "hours.closedToday": "Heute geschlossen",
  "hours.tomorrow": "morgen {time}",
  "hours.day": "{day} {time}",
  // /offers and /featured (spec 2).
  "offers.title": "Angebote",
  "offers.titlePage": "Angebote, Seite {page}",
  "offers.metaDescription":
    "Aktuelle Angebote von Unternehmen in Malmö: Rabatte, Sonderangebote und Jahreskarten.",
  "offers.intro":
    "Aktuelle Angebote von Unternehmen in Malmö. Die Bedingungen legt das jeweilige Unternehmen fest.",
  "featured.title": "Ausgewählte Orte",
  "featured.metaDescription":
    "Sechs handverlesene Orte in Malmö, die Sie unserer Meinung nach nicht verpassen sollten.",
  "featured.intro": "Sechs handverlesene Favoriten – von der Fika bis zur Vorstellung.",
};
