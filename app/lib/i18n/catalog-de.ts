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
  // A place's page (spec 2, issue 24, issue 39).
  "place.back": "Zurück zu {label}",
  "place.backSport": "Zurück zu Sportaktivitäten",
  "place.metaSubject": "{name} in Malmö",
  "place.guideRating": "Bewertung von {site}",
  "place.contact": "Kontaktinformationen",
  "place.address": "Besuchsadresse",
  "place.email": "E-Mail",
  "place.phone": "Telefon",
  "place.website": "Website",
  "place.book": "Termin buchen",
  "place.bookText":
    "Kontaktieren Sie uns, um einen Termin zu buchen oder mehr über unsere Leistungen zu erfahren.",
  "place.noContact": "Wir haben keine E-Mail-Adresse und keine Telefonnummer von {name}.",
  "place.noContactWebsite": "Mehr erfahren Sie auf der Website, den Weg zeigt die Karte.",
  "place.noContactMap": "Den Weg zeigt die Karte.",
  "place.sendEmail": "E-Mail senden",
  "place.call": "Rufen Sie uns an",
  "place.map": "Auf der Karte zeigen",
  "place.visitWebsite": "Website besuchen",
  "place.directions": "Wegbeschreibung",
  "place.directionsTo": "nach {address}",
  "place.claim": "Ist das Ihr Unternehmen?",
  "place.noDescription": "Noch keine Beschreibung.",
  "place.philosophy": "Unsere Philosophie",
  "place.equipment": "Ausstattung",
  "place.contactShort": "Kontakt",
  "place.addressShort": "Adresse",
  "place.hours": "Öffnungszeiten",
  "place.features": "Einrichtungen",
  "hours.special": "Abweichende Tage in der kommenden Woche",
  "hours.confirmedOn": "Öffnungszeiten bestätigt am {date}.",
  "hours.unconfirmed":
    "Die Öffnungszeiten sind nicht bestätigt: Fragen Sie vor Ihrem Besuch beim Ort nach.",
  "hours.allDay": "rund um die Uhr",
  "hours.closedDay": "geschlossen",
  "hours.holiday": "Feiertag",
  "hours.otherHours": "abweichende Öffnungszeiten",
  "hours.eve.julafton": "Heiligabend",
  "hours.eve.midsommarafton": "Mittsommerabend",
  "hours.eve.nyarsafton": "Silvester",
  "access.heading": "Barrierefreiheit",
  "access.checked": "(geprüft am {date})",
  "access.yes.trappfri": "Der Eingang ist stufenlos",
  "access.no.trappfri": "Der Eingang hat Stufen",
  "access.yes.toalett": "Es gibt eine barrierefreie Toilette",
  "access.no.toalett": "Keine barrierefreie Toilette",
  "access.yes.horslinga": "Es gibt eine Induktionsschleife",
  "access.no.horslinga": "Keine Induktionsschleife",
  "access.yes.sittplatser": "Es gibt Sitzplätze zum Ausruhen",
  "access.no.sittplatser": "Keine Sitzplätze zum Ausruhen",
  "access.yes.ledarhund": "Blindenführhunde und Assistenzhunde sind willkommen",
  "access.no.ledarhund": "Blindenführhunde sind nicht willkommen",
  "access.yes.lugna-timmar": "Es gibt ruhige Stunden mit weniger Lärm und weniger Besuchern",
  "access.no.lugna-timmar": "Keine ruhigen Stunden",
  "confirmed.hours": "Öffnungszeiten bestätigt am {date} {by}",
  "confirmed.contact": "Kontaktdaten bestätigt am {date} {by}",
  "confirmed.both": "Öffnungszeiten und Kontaktdaten bestätigt am {date} {by}",
  "confirmed.byOwner": "vom Unternehmen",
  "confirmed.byGuide": "von {site}",
  "confirmed.access": "Barrierefreiheit geprüft am {date} von {site}",
  "confirmed.accessLast": "Barrierefreiheit zuletzt geprüft am {date} von {site}",
  "reviews.count": "{count, plural, one {{number} Bewertung} other {{number} Bewertungen}}",
  "reviews.visitorRating": "Bewertung der Besucher {rating} · {count}",
  "reviews.none": "Noch keine Bewertungen",
  "reviews.write": "Bewertung schreiben",
  "reviews.stars": "{rating} von 5 Sternen",
  "reviews.visit": "Besuch {month}",
  "reviews.heading": "Bewertungen von Besuchern",
  "reviews.summary":
    "Bewertung der Besucher {rating} von 5 · {count}. Jede Bewertung wird von der Person bestätigt, die sie geschrieben hat, und von der Redaktion gelesen, bevor sie erscheint.",
  "reviews.empty":
    "Noch keine Bewertungen. Jede Bewertung wird von der Person bestätigt, die sie geschrieben hat, und von der Redaktion gelesen, bevor sie erscheint.",
  "reviews.reply": "Antwort von {name}",
  "reviews.report": "Melden",
  "reviews.reportOf": "die Bewertung von {name}",
  "reviews.more": "Weitere Bewertungen",
  "reviews.newer": "Neuere Bewertungen",
  "reviews.page": "Seite {page} von {pages}",
  "reviews.older": "Ältere Bewertungen",
  // The booking button's words (issue 38): the owner picks one of BOOKING_LABELS.
  "booking.Boka bord": "Tisch reservieren",
  "booking.Boka tid": "Termin buchen",
  "booking.Boka rum": "Zimmer buchen",
  "booking.Köp biljetter": "Tickets kaufen",
  "booking.Meny": "Speisekarte",
  "booking.Beställ": "Bestellen",
  // /events and an event's page (spec 2, issues 23 and 35).
  "eventsPage.title": "Veranstaltungen",
  "eventsPage.titlePage": "Veranstaltungen, Seite {page}",
  "eventsPage.metaDescription":
    "Veranstaltungen in Malmö: Konzerte, Theater, Ausstellungen, Essen und Trinken. Suchen und filtern Sie nach Kategorie und Datum.",
  "eventsPage.intro": "Konzerte, Ausstellungen, Märkte und vieles mehr in Malmö.",
  "eventsPage.examples":
    "Mit „Beispiel“ gekennzeichnete Veranstaltungen zeigen, was in der Stadt stattfinden könnte – ihre Daten und Programme sind nicht bestätigt. Fragen Sie immer beim Veranstalter nach.",
  "eventsPage.searchForm": "Veranstaltungen suchen",
  "eventsPage.searchLabel": "Unter den Veranstaltungen suchen",
  "eventsPage.searchPlaceholder": "Nach Name, Ort oder Kategorie suchen",
  "eventsPage.filter": "Filter",
  "eventsPage.category": "Kategorie",
  "eventsPage.allCategories": "Alle Kategorien",
  "eventsPage.time": "Zeitraum",
  "eventsPage.time.kommande": "Demnächst",
  "eventsPage.time.vecka": "Diese Woche",
  "eventsPage.time.manad": "Diesen Monat",
  "eventsPage.time.tidigare": "Vergangene Veranstaltungen",
  "eventsPage.time.alla": "Alle Daten",
  "eventsPage.from": "Von",
  "eventsPage.to": "Bis einschließlich",
  "eventsPage.apply": "Filter anwenden",
  "eventsPage.clear": "Zurücksetzen",
  "eventsPage.found":
    "{count, plural, one {{number} Veranstaltung gefunden} other {{number} Veranstaltungen gefunden}}",
  "eventsPage.noMatch": "Keine Veranstaltungen passen zu Ihrer Suche.",
  "eventsPage.showAll": "Alle kommenden Veranstaltungen zeigen",
  "eventsPage.none": "Keine Veranstaltungen {when}.",
  "eventsPage.noneSearched": "Keine Veranstaltungen {when} passen zu Ihrer Suche.",
  "eventsPage.when.i-dag": "heute",
  "eventsPage.when.i-kvall": "heute Abend",
  "eventsPage.when.i-helg": "an diesem Wochenende",
  "eventsPage.when.nasta-vecka": "nächste Woche",
  "eventsPage.nextIntro": "Hier sind die nächsten Veranstaltungen.",
  "eventsPage.upcoming": "Kommende Veranstaltungen",
  "breadcrumbs.label": "Brotkrümelnavigation",
  "breadcrumbs.home": "Startseite",
  "eventPage.notFound": "Veranstaltung nicht gefunden",
  "eventPage.notFoundMeta": "Die gesuchte Veranstaltung gibt es im {site} nicht.",
  "eventPage.notFoundText":
    "Die Veranstaltung wurde vielleicht entfernt, oder der Link ist falsch.",
  "eventPage.back": "Zurück zu den Veranstaltungen",
  "eventPage.metaExample": "Beispielveranstaltung, Daten und Programm sind nicht bestätigt",
  "eventPage.metaUnconfirmed": "{dates} (Datum nicht bestätigt)",
  "eventPage.metaDescription": "{title} – {when}. Ort: {location}.",
  "eventPage.unconfirmedText":
    "Die unten genannte Quelle bestätigt nur die Daten früherer Jahre: Prüfen Sie Datum und Uhrzeit dieses Jahres beim Veranstalter, bevor Sie hingehen.",
  "eventPage.source": "Quelle: {source}",
  "eventPage.addToCalendar": "Zum Kalender hinzufügen",
  // /sok, the site search (issue 23).
  "searchPage.title": "Suche",
  "searchPage.metaDescription":
    "Durchsuchen Sie die Unternehmen, Veranstaltungen und Angebote im {site}.",
  "searchPage.resultsTitle": "Suchergebnisse für „{query}“",
  "searchPage.resultsMeta":
    "Unternehmen, Veranstaltungen und Angebote in Malmö, die zu „{query}“ passen.",
  "searchPage.form": "Website durchsuchen",
  "searchPage.label": "Unternehmen, Veranstaltungen und Angebote suchen",
  "searchPage.placeholder": "Zum Beispiel Oper, Café oder Hotel",
  "searchResults.business": "Unternehmen",
  "searchResults.event": "Veranstaltung",
  "searchResults.offer": "Angebot",
  "searchResults.tooLong": "Die Suche ist zu lang. Schreiben Sie höchstens {max} Zeichen.",
  "searchResults.tooShort": "Schreiben Sie in einem der Wörter mindestens drei Buchstaben.",
  "searchResults.rateLimited":
    "Sie haben in kurzer Zeit sehr oft gesucht. Warten Sie einen Moment und versuchen Sie es erneut.",
  "searchResults.tooMany": "Zu viele Suchanfragen",
  "searchResults.suggest": "Versuchen Sie ein anderes Wort, oder stöbern Sie in den Kategorien:",
  "searchResults.none": "Keine Treffer für „{query}“",
  "searchResults.count": "{count, plural, one {{number} Treffer} other {{number} Treffer}}",
  // /coming-soon/:category (spec 2).
  "comingSoon.title": "{title} – demnächst",
  "comingSoon.meta": "{title} im {site} kommt bald.",
  "comingSoon.heading": "Demnächst",
  "comingSoon.text":
    "Wir sammeln gerade die besten Orte in dieser Kategorie. Haben Sie ein Unternehmen, das hierher passt? Registrieren Sie es schon jetzt, dann sind Sie von Anfang an dabei.",
  "comingSoon.register": "Ihr Unternehmen registrieren",
  "comingSoon.home": "Zurück zur Startseite",
  "comingSoon.newCategory": "Neue Kategorie",
  // Sweden's public holidays, as the opening hours name them (opening_hours' Swedish names).
  "holiday.newYear": "Neujahr",
  "holiday.epiphany": "Heilige Drei Könige",
  "holiday.goodFriday": "Karfreitag",
  "holiday.easterSunday": "Ostersonntag",
  "holiday.easterMonday": "Ostermontag",
  "holiday.mayDay": "Erster Mai",
  "holiday.ascension": "Christi Himmelfahrt",
  "holiday.whitSunday": "Pfingstsonntag",
  "holiday.nationalDay": "Schwedischer Nationalfeiertag",
  "holiday.midsummerDay": "Mittsommertag",
  "holiday.allSaints": "Allerheiligen",
  "holiday.christmasDay": "Erster Weihnachtstag",
  "holiday.boxingDay": "Zweiter Weihnachtstag",
  // /advertise (spec 2 and 9): the plans.
  "advertise.title": "Werbung",
  "advertise.metaDescription":
    "Werben Sie für Ihr Unternehmen im {site}: Bronze, Silber oder Gold, mit 30 Tagen kostenloser Testphase.",
  "advertise.heading": "Werben Sie bei uns",
  "advertise.intro":
    "Werden Sie sichtbar für Besucher und Menschen in Malmö, die genau Ihr Unternehmen suchen. Alle Pakete haben 30 Tage kostenlose Testphase und werden monatlich bezahlt.",
  "advertise.forBusiness": "Das Paket gilt für {name}.",
  "advertise.mostPopular": "Am beliebtesten",
  "advertise.perMonth": "/ Monat",
  "advertise.trial": "{days} Tage kostenlose Testphase",
  "advertise.choose": "{plan} wählen",
  "advertise.processing": "Wird bearbeitet...",
  "advertise.after":
    "Nach der Zahlung veröffentlichen wir Ihr Unternehmen innerhalb von 24 Stunden, und Sie erhalten ein Formular, um Informationen hochzuladen. Möchten Sie noch etwas warten?",
  "advertise.registerFree": "Registrieren Sie Ihr Unternehmen kostenlos",
  "advertise.tooMany": "Zu viele Versuche. Warten Sie eine Minute und versuchen Sie es erneut.",
  "advertise.unknownPlan": "Unbekanntes Paket.",
  "advertise.checkoutFailed":
    "Ein Fehler ist aufgetreten: Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es später erneut.",
  "advertise.noCheckoutUrl": "Es wurde keine Zahlungs-URL zurückgegeben",
  "plan.brons": "Bronze",
  "plan.silver": "Silber",
  "plan.guld": "Gold",
  "plan.brons.1": "Ein Bild",
  "plan.brons.2": "Standardplatz in der Liste",
  "plan.brons.3": "Eigene Profilseite",
  "plan.brons.4": "Einfacher Analysebericht",
  "plan.silver.1": "Alles aus Bronze",
  "plan.silver.2": "Erweitertes Profil",
  "plan.silver.3": "Fünf Bilder",
  "plan.silver.4": "Ein Beitrag in sozialen Medien pro Monat",
  "plan.guld.1": "Alles aus Silber",
  "plan.guld.2": "Hervorgehobene Platzierung",
  "plan.guld.3": "Ein Angebot auf der Startseite",
  "plan.guld.4": "Sichtbarkeit auf der Startseite an mindestens drei Tagen pro Monat",
  // The newsletter (spec 5 and 8): the signup form, its page, its confirmation mail and link.
  "newsletter.required.title": "E-Mail-Adresse erforderlich",
  "newsletter.required.description": "Bitte geben Sie eine E-Mail-Adresse ein, um sich anzumelden",
  "newsletter.invalid.title": "Ungültige E-Mail-Adresse",
  "newsletter.invalid.description":
    "Prüfen Sie, ob die E-Mail-Adresse richtig geschrieben ist, zum Beispiel name@beispiel.de.",
  "newsletter.tooLong.description": "Die E-Mail-Adresse darf höchstens {max} Zeichen lang sein.",
  "newsletter.success.title": "Danke für Ihre Anmeldung!",
  "newsletter.success.description": "Sie sind jetzt für unseren Newsletter angemeldet.",
  "newsletter.duplicate.title": "Bereits angemeldet",
  "newsletter.duplicate.description":
    "Diese E-Mail-Adresse ist bereits für unseren Newsletter angemeldet.",
  "newsletter.failure.title": "Etwas ist schiefgelaufen",
  "newsletter.failure.description":
    "Ihre Anmeldung konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  "newsletter.rateLimited.title": "Zu viele Versuche",
  "newsletter.rateLimited.description":
    "Sie haben das Formular in kurzer Zeit sehr oft gesendet. Warten Sie eine Minute und versuchen Sie es erneut.",
  "newsletter.policy":
    "Wir verwenden Ihre E-Mail-Adresse nur, um den Newsletter des {site} zu senden, und Sie können sich jederzeit abmelden.",
  "newsletter.policyVersion": "Version der Bedingungen {version}.",
  "newsletter.confirmByEmail":
    "Bestätigen Sie die Anmeldung über den Link in der E-Mail, die wir Ihnen geschickt haben.",
  "newsletter.email": "E-Mail-Adresse",
  "newsletter.placeholder": "ihre@email.de",
  "newsletter.submit": "Anmelden",
  "newsletter.submitting": "Wird angemeldet...",
  "newsletterPage.title": "Newsletter",
  "newsletterPage.meta":
    "Abonnieren Sie den Newsletter des {site} mit Tipps zu Veranstaltungen, neuen Orten und Angeboten.",
  "newsletterPage.intro":
    "Erhalten Sie Tipps zu Veranstaltungen, neuen Orten und Angeboten in Malmö direkt in Ihr Postfach.",
  "newsletterMail.subject": "Bestätigen Sie Ihre Anmeldung zum Newsletter des {site}",
  "newsletterMail.greeting": "Hallo!",
  "newsletterMail.thanks":
    "Danke, dass Sie den Newsletter des {site} mit Tipps zu Veranstaltungen, neuen Orten und Angeboten in Malmö erhalten möchten.",
  "newsletterMail.open":
    "Öffnen Sie den Link unten, um Ihre E-Mail-Adresse zu bestätigen. Der Link gilt 7 Tage und kann nur einmal verwendet werden.",
  "newsletterMail.action": "Anmeldung bestätigen",
  "newsletterMail.footer":
    "Haben Sie sich nicht angemeldet? Dann können Sie diese E-Mail ignorieren: Ohne Bestätigung erhalten Sie keine Newsletter.",
  "mail.signature": "Mit freundlichen Grüßen",
  "newsletterConfirm.title": "Anmeldung bestätigen",
  "newsletterConfirm.meta": "Bestätigen Sie Ihre Anmeldung zum Newsletter des {site}.",
  "newsletterConfirm.doneTitle": "Danke! Ihre Anmeldung ist bestätigt.",
  "newsletterConfirm.doneText":
    "Sie erhalten jetzt den Newsletter des {site}. Jeder Newsletter enthält einen Link, mit dem Sie sich mit einem Klick abmelden.",
  "newsletterConfirm.invalidTitle": "Der Link ist nicht mehr gültig",
  "newsletterConfirm.invalidText":
    "Der Bestätigungslink wurde bereits verwendet, ist abgelaufen (er gilt 7 Tage) oder ist unvollständig. Wenn Sie Ihre Anmeldung schon bestätigt haben, müssen Sie nichts weiter tun.",
  "newsletterConfirm.again":
    "Möchten Sie sich anmelden? Melden Sie sich hier erneut an, dann schicken wir einen neuen Link.",
  "newsletterConfirm.heading": "Bestätigen Sie Ihre Anmeldung",
  "newsletterConfirm.busy": "Wird bestätigt...",
  "newsletterConfirm.text":
    "Klicken Sie auf die Schaltfläche, um zu bestätigen, dass Sie den Newsletter des {site} mit Tipps zu Veranstaltungen, neuen Orten und Angeboten in Malmö erhalten möchten.",
  // The registration form (spec 5 and 8, issue 38): its page, fields, messages and category choices (the value sent stays Swedish).
  "registration.title": "Unternehmen registrieren",
  "registration.metaDescription":
    "Registrieren Sie Ihr Unternehmen bei {site} und werden Sie für Besucher und Malmöer sichtbar.",
  "registration.intro":
    "Erzählen Sie uns von Ihrem Unternehmen, und wir nehmen es in den Guide auf. Mit * markierte Felder sind Pflichtfelder.",
  "registration.legend": "Angaben zum Unternehmen",
  "registration.name": "Name des Unternehmens *",
  "registration.category": "Kategorie *",
  "registration.chooseCategory": "Kategorie wählen",
  "registration.newCategory": "Name der neuen Kategorie *",
  "registration.info": "Informationen zum Unternehmen *",
  "registration.infoHint":
    "Beschreiben Sie, was Ihr Unternehmen anbietet. Der Text erscheint in Ihrem öffentlichen Profil.",
  "registration.address": "Adresse",
  "registration.addressHint": "Die Besucheradresse erscheint in Ihrem öffentlichen Profil.",
  "registration.contactInfo": "Kontaktdaten",
  "registration.contactInfoHint":
    "Telefonnummer, E-Mail oder Website für Kunden. Erscheint in Ihrem öffentlichen Profil.",
  "registration.contactPerson": "Ansprechpartner",
  "registration.contactPersonHint": "Wird Besuchern nicht angezeigt.",
  "registration.contactEmail": "E-Mail des Ansprechpartners *",
  "registration.contactEmailHint":
    "Wir verwenden die Adresse, um Sie zu kontaktieren. Sie wird Besuchern nicht angezeigt.",
  "registration.image": "Profilbild",
  "registration.imageHelp": "PNG, JPG oder GIF, höchstens 5 MB.",
  "registration.facts": "Öffnungszeiten und Barrierefreiheit (optional)",
  "registration.factsHint":
    "Erscheint auf der Seite des Unternehmens, sobald die Registrierung freigegeben ist. Lassen Sie leer, was Sie nicht wissen.",
  "registration.submit": "Registrierung senden",
  "registration.sending": "Wird gesendet...",
  "registration.sent": "Gesendet!",
  "registration.viewImage": "Hochgeladenes Bild ansehen",
  "registration.backHome": "Zurück zur Startseite",
  "registration.success": "Danke! Ihre Registrierung wurde gesendet.",
  "registration.nextSteps":
    "Wir prüfen die Angaben innerhalb von 24 Stunden. Sie erhalten eine E-Mail, sobald das Unternehmen veröffentlicht ist – oder falls wir es nicht veröffentlichen können. Eine Bestätigung ist bereits unterwegs zu Ihrem Postfach.",
  "registration.nameRequired": "Bitte geben Sie den Namen des Unternehmens ein",
  "registration.categoryRequired": "Bitte wählen Sie eine Kategorie",
  "registration.newCategoryRequired": "Bitte geben Sie den Namen der neuen Kategorie ein",
  "registration.infoRequired": "Bitte geben Sie Informationen zum Unternehmen ein",
  "registration.emailRequired": "Bitte geben Sie die E-Mail-Adresse des Ansprechpartners ein",
  "registration.emailInvalid":
    "Bitte geben Sie eine gültige E-Mail-Adresse des Ansprechpartners ein",
  "registration.tooLong.business_name":
    "Der Name des Unternehmens darf höchstens {max} Zeichen lang sein.",
  "registration.tooLong.new_category":
    "Der Name der Kategorie darf höchstens {max} Zeichen lang sein.",
  "registration.tooLong.business_info":
    "Die Informationen zum Unternehmen dürfen höchstens {max} Zeichen lang sein.",
  "registration.tooLong.address": "Die Adresse darf höchstens {max} Zeichen lang sein.",
  "registration.tooLong.contact_info": "Die Kontaktdaten dürfen höchstens {max} Zeichen lang sein.",
  "registration.tooLong.contact_person":
    "Der Ansprechpartner darf höchstens {max} Zeichen lang sein.",
  "registration.tooLong.contact_email":
    "Die E-Mail-Adresse darf höchstens {max} Zeichen lang sein.",
  "registration.fieldTooLong": "Der Text in einem der Felder ist zu lang.",
  "registration.uploadUnavailable":
    "Bild-Upload fehlgeschlagen: Bilder können gerade nicht angenommen werden. Bitte versuchen Sie es später erneut.",
  "registration.databaseFailure":
    "Datenbankfehler: Die Registrierung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  "form.unreadable":
    "Der Text enthält Zeichen, die nicht gelesen werden konnten. Prüfen Sie den Text und versuchen Sie es erneut.",
  "form.failure": "Beim Senden des Formulars ist ein Fehler aufgetreten",
  "form.honeypot": "Dieses Feld leer lassen",
  "image.notImage": "Nur Bilddateien sind erlaubt",
  "image.tooLarge": "Das Bild darf nicht größer als 5MB sein",
  "image.unreadable":
    "Bild-Upload fehlgeschlagen: Das Bild konnte nicht gelesen werden. Versuchen Sie ein anderes Bild.",
  "image.tooManyPixels":
    "Bild-Upload fehlgeschlagen: Die Abmessungen des Bildes sind zu groß (höchstens 40 Megapixel).",
  "image.store":
    "Bild-Upload fehlgeschlagen: Das Bild konnte gerade nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
  "image.preview": "Vorschau des gewählten Bildes",
  "image.added": "Bild hinzugefügt",
  "image.remove": "Bild entfernen",
  "regcat.Aktiviteter för barn": "Aktivitäten für Kinder",
  "regcat.Frisörsalonger": "Friseursalons",
  "regcat.Spa": "Spa",
  "regcat.Restauranger": "Restaurants",
  "regcat.Nöjesparker": "Freizeitparks",
  "regcat.Boende": "Unterkünfte",
  "regcat.Konst & Museer": "Kunst & Museen",
  "regcat.Sport": "Sport",
  "regcat.Musik & Teater": "Musik & Theater",
  "regcat.Shopping": "Shopping",
  "regcat.Workshops": "Workshops",
  "regcat.Utomhusaktiviteter": "Aktivitäten im Freien",
  "regcat.Historiska platser": "Historische Orte",
  "regcat.Hälsa & Skönhet": "Gesundheit & Schönheit",
  "regcat.Erbjudanden": "Angebote",
  "regcat.Ny kategori": "Neue Kategorie",
  // The day-by-day hours editor and the accessibility answers (issue 38), with their messages.
  "hoursForm.week": "Die Woche",
  "hoursForm.weekHint":
    "Ein Tag ohne Zeiten ist geschlossen. Schließen Sie nach Mitternacht, schreiben Sie zum Beispiel 22:00–02:00.",
  "hoursForm.day.Mo": "Montag",
  "hoursForm.day.Tu": "Dienstag",
  "hoursForm.day.We": "Mittwoch",
  "hoursForm.day.Th": "Donnerstag",
  "hoursForm.day.Fr": "Freitag",
  "hoursForm.day.Sa": "Samstag",
  "hoursForm.day.Su": "Sonntag",
  "hoursForm.opens": "{day}, öffnet",
  "hoursForm.opensRow": "{day}, öffnet (Zeit {row})",
  "hoursForm.closes": "{day}, schließt",
  "hoursForm.closesRow": "{day}, schließt (Zeit {row})",
  "hoursForm.holidays": "Feiertage und Vorabende",
  "hoursForm.holidaysClosed": "An Feiertagen geschlossen",
  "hoursForm.eveClosed.julafton": "An Heiligabend geschlossen (24. Dezember)",
  "hoursForm.eveClosed.midsommarafton": "Am Mittsommerabend geschlossen",
  "hoursForm.eveClosed.nyarsafton": "An Silvester geschlossen (31. Dezember)",
  "hoursForm.exceptions": "Abweichende Öffnungszeiten",
  "hoursForm.exceptionsHint":
    "Ein Datum mit anderen Zeiten als sonst. Ohne Zeiten ist an diesem Tag geschlossen.",
  "hoursForm.date": "Datum",
  "hoursForm.note": "Notiz",
  "hoursForm.noteHint": "Zum Beispiel Inventur",
  "hoursForm.opensField": "Öffnet",
  "hoursForm.closesField": "Schließt",
  "hoursForm.closeMissing": "Geben Sie an, wann Sie schließen.",
  "hoursForm.openMissing": "Geben Sie an, wann Sie öffnen.",
  "hoursForm.pickDate": "Wählen Sie ein Datum, zum Beispiel 2026-12-30.",
  "hoursForm.noteInvalid":
    "Schreiben Sie eine kurze Notiz ohne Anführungszeichen oder Semikolon, höchstens {max} Zeichen.",
  "hoursForm.timeFormat": "Schreiben Sie die Zeit als 08:00.",
  "hoursForm.badTime":
    "„{time}“ ist keine gültige Zeit. Schreiben Sie eine Zeit zwischen 00:00 und 24:00.",
  "hoursForm.startsAt24": "Öffnungszeiten können nicht um 24:00 beginnen. Schreiben Sie 00:00.",
  "hoursForm.sameTime":
    "Öffnen und Schließen können nicht dieselbe Zeit sein. Schreiben Sie 00:00–24:00 für rund um die Uhr.",
  "hoursForm.tooManyTimes":
    "{where}: höchstens {max} Zeiten. Fassen Sie sie zusammen oder entfernen Sie eine.",
  "hoursForm.overlap": "{where}: Die Zeiten überschneiden sich. Fassen Sie sie zusammen.",
  "hoursForm.tooManyDates":
    "Höchstens {max} Daten mit abweichenden Öffnungszeiten. Entfernen Sie vergangene oder nicht benötigte.",
  "hoursForm.dateFormat": "Schreiben Sie das Datum als 2026-12-30.",
  "hoursForm.dateTwice": "{date} ist bereits unter den abweichenden Öffnungszeiten.",
  "hoursForm.datePast": "{date} ist bereits vorbei. Entfernen Sie das Datum.",
  "hoursForm.noteTooLong": "{date}: Die Notiz darf höchstens {max} Zeichen lang sein.",
  "hoursForm.eveMarked":
    "{date} ist {eve}, der als geschlossen markiert ist. Entfernen Sie das Datum oder das Häkchen bei {eve}.",
  "hoursForm.eve.julafton": "Heiligabend",
  "hoursForm.eve.midsommarafton": "Mittsommerabend",
  "hoursForm.eve.nyarsafton": "Silvester",
  "hoursForm.nightDate":
    "{date}: Zeiten nach Mitternacht an einem Datum lassen sich nicht mit den Zeiten der Woche nach Mitternacht kombinieren. Lassen Sie das Datum spätestens um 24:00 schließen.",
  "hoursForm.nightAll":
    "Wenn alle geöffneten Tage nach Mitternacht schließen, lassen sich nicht zusätzlich Feiertage, Vorabende oder Daten angeben. Lassen Sie einen Tag spätestens um 24:00 schließen.",
  "hoursForm.valueTooLong":
    "Die Öffnungszeiten werden zu lang ({length} Zeichen, höchstens {max}). Entfernen Sie Daten oder kürzen Sie die Notizen.",
  "hoursForm.tooManyParts":
    "Die Öffnungszeiten haben zu viele Teile. Entfernen Sie Daten oder fassen Sie Zeiten zusammen.",
  "access.answer.yes": "Ja",
  "access.answer.no": "Nein",
  "access.answer.unknown": "Weiß nicht",
  // /success (spec 7): the order's confirmation after the payment.
  "success.title": "Ihre Werbebestellung",
  "success.metaDescription": "Bestätigung Ihrer Werbebestellung bei {site}.",
  "success.promise":
    "Ihr Unternehmen wird innerhalb von 24 Stunden veröffentlicht, und wir senden Ihnen ein Formular, in dem Sie Informationen über Ihr Unternehmen hochladen können.",
  "success.notFoundTitle": "Wir finden Ihre Bestellung nicht",
  "success.notFoundPlan":
    "Wir konnten über diesen Link keine Zahlung für das Werbepaket {plan} bestätigen.",
  "success.noPlan": "Der Link enthält kein gültiges Werbepaket.",
  "success.notFoundText":
    "Wenn Sie bezahlt haben, erhalten Sie eine Bestätigung per E-Mail, und Ihr Unternehmen wird innerhalb von 24 Stunden veröffentlicht. Andernfalls können Sie erneut ein Paket wählen.",
  "success.toPlans": "Zu den Werbepaketen",
  "success.planFor":
    "Das Werbepaket gilt für {business}. Beschreibung, Öffnungszeiten, Barrierefreiheit, Buchungsknopf und Bilder fügen Sie unter {editor} hinzu; der Knopf in der Quittung, die wir Ihnen gemailt haben, meldet Sie direkt an.",
  "success.editorLink": "den Angaben des Unternehmens auf der Unternehmerseite (auf Schwedisch)",
  "success.requested":
    "Sie haben {name} gewählt. Bevor das Werbepaket damit verknüpft wird, prüfen wir, ob Sie das Unternehmen vertreten, meist innerhalb von 24 Stunden. Sie erhalten eine E-Mail, sobald es erledigt ist.",
  "success.unlinked":
    "Das Werbepaket ist noch mit keinem Unternehmen verknüpft. Haben Sie Ihr Unternehmen registriert, wird das Paket damit verknüpft, sobald wir die Registrierung freigegeben haben, meist innerhalb von 24 Stunden. Solange die Registrierung wartet, können Sie bereits Bilder, Öffnungszeiten und Barrierefreiheit hinzufügen: Der Knopf in der Quittung, die wir Ihnen gemailt haben, meldet Sie bei der Registrierung an.",
  "success.receipt":
    "Wir haben Ihnen eine Quittung gemailt. Auf {owner} sehen Sie Ihre Werbepakete und Unternehmen, sobald Sie sich mit dem Link angemeldet haben, den wir Ihnen mailen.",
  "success.receiptTo":
    "Wir haben eine Quittung an {email} gemailt. Auf {owner} sehen Sie Ihre Werbepakete und Unternehmen, sobald Sie sich mit dem Link angemeldet haben, den wir Ihnen mailen.",
  "success.ownerLink": "der Unternehmerseite (auf Schwedisch)",
  "success.notRegistered": "Haben Sie das Unternehmen noch nicht registriert? {link}.",
  "success.registerLink": "Hier registrieren",
  "success.verifying": "Zahlung wird geprüft...",
  "success.waiting":
    "Wir warten auf die Bestätigung der Zahlung. Die Seite aktualisiert sich in einigen Sekunden von selbst.",
  "success.refresh": "Jetzt aktualisieren",
  "success.thanks": "Danke für Ihre Bestellung!",
  "success.plan": "Werbepaket: {plan}",
  "success.email": "E-Mail",
  "success.status": "Status",
  "success.active": "Aktiv",
  "success.inactive": "Inaktiv",
  // A visitor's review (issue 39): the form, its messages, its mails and the pages behind the mail's links.
  "reviewForm.title": "Eine Bewertung schreiben",
  "reviewForm.titleOf": "Eine Bewertung über {name} schreiben",
  "reviewForm.metaDescription":
    "Erzählen Sie von Ihrem Besuch. Die Bewertung erscheint, sobald Sie sie bestätigt und wir sie gelesen haben.",
  "reviewForm.backTo": "Zurück zu {name}",
  "reviewForm.intro":
    "Erzählen Sie von Ihrem eigenen Besuch. Wir mailen Ihnen einen Link, der bestätigt, dass Sie es sind, und lesen die Bewertung, bevor sie erscheint. Ihre E-Mail-Adresse wird nie angezeigt. Alle Felder außer dem Monat des Besuchs sind Pflichtfelder.",
  "reviewForm.rating.legend": "Bewertung",
  "reviewForm.stars": "{count, plural, one {{number} Stern} other {{number} Sterne}}",
  "reviewForm.bodyLabel": "Ihre Bewertung",
  "reviewForm.bodyHint": "Mindestens {min} und höchstens {bodyMax} Zeichen, ohne Links.",
  "reviewForm.nameLabel": "Angezeigter Name",
  "reviewForm.nameHint": "Zum Beispiel Ihr Vorname.",
  "reviewForm.emailLabel": "E-Mail",
  "reviewForm.emailHint":
    "Hierhin mailen wir den Link, der die Bewertung bestätigt. Die Adresse wird nie angezeigt.",
  "reviewForm.monthLabel": "Wann waren Sie dort? (optional)",
  "reviewForm.noMonth": "Keine Angabe",
  "reviewForm.submit": "Bewertung senden",
  "reviewForm.sending": "Wird gesendet...",
  "reviewForm.rating": "Wählen Sie, wie viele Sterne Sie vergeben, von 1 bis 5.",
  "reviewForm.body": "Erzählen Sie von Ihrem Besuch.",
  "reviewForm.bodyShort": "Schreiben Sie mindestens {min} Zeichen über Ihren Besuch.",
  "reviewForm.bodyTooLong": "Die Bewertung darf höchstens {bodyMax} Zeichen lang sein.",
  "reviewForm.html": "Die Bewertung darf nur einfachen Text enthalten, kein HTML.",
  "reviewForm.name": "Schreiben Sie den Namen, der mit der Bewertung angezeigt wird.",
  "reviewForm.nameTooLong": "Der Name darf höchstens {nameMax} Zeichen lang sein.",
  "reviewForm.email": "Schreiben Sie Ihre E-Mail-Adresse.",
  "reviewForm.emailInvalid":
    "Schreiben Sie eine gültige E-Mail-Adresse, zum Beispiel name@beispiel.de.",
  "reviewForm.emailTooLong": "Die E-Mail-Adresse darf höchstens {emailMax} Zeichen lang sein.",
  "reviewForm.visitMonth": "Wählen Sie einen Monat aus der Liste.",
  "reviewForm.invalid":
    "Das Formular enthält Fehler. Korrigieren Sie die markierten Felder und senden Sie es erneut.",
  "reviewForm.sent": "Danke! Bestätigen Sie Ihre Bewertung in der E-Mail, die wir gesendet haben.",
  "reviewForm.nextSteps":
    "Öffnen Sie den Link in der E-Mail, um zu bestätigen, dass Sie die Bewertung geschrieben haben. Dann lesen wir sie, bevor sie erscheint, und mailen Ihnen, wenn sie veröffentlicht ist.",
  "reviewForm.ownPlace":
    "Sie sind als Inhaber dieses Unternehmens registriert und können es deshalb nicht bewerten.",
  "reviewForm.operator": "Die Redaktion des Malmöguiden kann die Orte im Guide nicht bewerten.",
  "reviewForm.tooMany":
    "Sie haben in der letzten Stunde mehrere Bewertungen geschrieben. Warten Sie eine Weile und versuchen Sie es erneut, oder bestätigen Sie die Bewertungen, die Sie bereits gesendet haben.",
  "reviewForm.failure":
    "Die Bewertung konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.",
  "reviewForm.missing": "Das Unternehmen ist nicht im Guide.",
  "form.rateLimited":
    "Zu viele Versuche. Sie haben das Formular in kurzer Zeit oft gesendet. Warten Sie eine Minute und versuchen Sie es erneut.",
  "reviewMail.subject": "Bestätigen Sie Ihre Bewertung über {place}",
  "reviewMail.greeting": "Hallo!",
  "reviewMail.thanks": "Danke für Ihre Bewertung über {place} ({rating} von 5 Sternen).",
  "reviewMail.open":
    "Öffnen Sie den Link unten, um zu bestätigen, dass Sie sie geschrieben haben. Der Link gilt 7 Tage und kann nur einmal verwendet werden. Dann lesen wir die Bewertung, bevor sie im Guide erscheint, und mailen Ihnen, wenn sie veröffentlicht ist.",
  "reviewMail.removeLater":
    "Wenn Sie die Bewertung später entfernen möchten, jetzt oder nach der Veröffentlichung, verwenden Sie den Link Meine Bewertung entfernen unten. Bewahren Sie diese E-Mail am besten auf.",
  "reviewMail.confirm": "Bewertung bestätigen",
  "reviewMail.remove": "Meine Bewertung entfernen",
  "reviewMail.footer":
    "Haben Sie keine Bewertung geschrieben? Dann können Sie diese E-Mail ignorieren: Ohne Bestätigung wird nichts angezeigt.",
  "reviewMail.publishedSubject": "Ihre Bewertung über {place} ist veröffentlicht",
  "reviewMail.published":
    "Danke! Wir haben Ihre Bewertung über {place} gelesen, und sie erscheint jetzt im {site}.",
  "reviewMail.publishedRemove":
    "Wenn Sie sie entfernen möchten, verwenden Sie den Link Meine Bewertung entfernen in der E-Mail, mit der Sie sie bestätigt haben.",
  "reviewMail.see": "{place} ansehen",
  "reviewMail.rejectedSubject": "Ihre Bewertung über {place} wird nicht veröffentlicht",
  "reviewMail.rejected":
    "Danke für Ihre Bewertung über {place}. Wir haben sie gelesen und können sie leider nicht veröffentlichen.",
  "reviewMail.reason": "Grund (auf Schwedisch): {reason}",
  "reviewMail.guidelines":
    "Sie können gern eine neue Bewertung schreiben, die unseren Richtlinien folgt: über Ihren eigenen Besuch, ohne Links und ohne persönliche Angaben über andere.",
  "reviewMail.writeNew": "Eine neue Bewertung schreiben",
  "reviewConfirm.title": "Bestätigen Sie Ihre Bewertung",
  "reviewConfirm.meta": "Bestätigen Sie, dass Sie die Bewertung geschrieben haben.",
  "reviewConfirm.doneTitle": "Danke! Ihre Bewertung ist bestätigt.",
  "reviewConfirm.doneText":
    "Wir lesen die Bewertung, bevor sie im Guide erscheint, meist innerhalb von ein paar Tagen, und mailen Ihnen, wenn sie veröffentlicht ist. Haben Sie schon einmal über denselben Ort geschrieben, ersetzt die neue Bewertung die alte.",
  "reviewConfirm.invalidTitle": "Der Link ist nicht mehr gültig",
  "reviewConfirm.invalidText":
    "Der Bestätigungslink wurde bereits verwendet, ist abgelaufen (er gilt 7 Tage), gehört zu einer entfernten Bewertung oder ist unvollständig. Haben Sie die Bewertung bereits bestätigt, müssen Sie nichts weiter tun. Andernfalls können Sie die Bewertung auf der Seite des Ortes erneut schreiben.",
  "reviewConfirm.text":
    "Klicken Sie auf den Knopf, um zu bestätigen, dass Sie die Bewertung geschrieben haben. Dann lesen wir sie, bevor sie im Guide erscheint.",
  "reviewConfirm.button": "Bewertung bestätigen",
  "reviewConfirm.busy": "Wird bestätigt...",
  "reviewRemove.title": "Ihre Bewertung entfernen",
  "reviewRemove.meta": "Entfernen Sie Ihre Bewertung aus dem {site}.",
  "reviewRemove.doneTitle": "Ihre Bewertung wurde entfernt.",
  "reviewRemove.doneText":
    "Die Bewertung, Ihr Name und Ihre E-Mail-Adresse wurden aus dem Guide entfernt, und die Bewertung zählt nicht mehr zur Bewertung des Ortes.",
  "reviewRemove.missingTitle": "Die Bewertung existiert nicht",
  "reviewRemove.missingText":
    "Die Bewertung wurde bereits entfernt, oder der Link ist unvollständig. Verwenden Sie den Link Meine Bewertung entfernen in der E-Mail, mit der Sie die Bewertung bestätigt haben.",
  "reviewRemove.text":
    "Klicken Sie auf den Knopf, um Ihre Bewertung zu entfernen. Sie verschwindet von der Seite des Ortes und zählt nicht mehr zur Bewertung. Das lässt sich nicht rückgängig machen.",
  "reviewRemove.button": "Bewertung entfernen",
  "reviewRemove.busy": "Wird entfernt...",
  // A claim of a place (issue 24, point 5): the form, its messages and the claimant's mails.
  "claimForm.title": "Ist das Ihr Unternehmen?",
  "claimForm.titleOf": "Ist das Ihr Unternehmen? {name}",
  "claimForm.metaDescription":
    "Vertreten Sie das Unternehmen? Senden Sie eine Anfrage, wir prüfen sie und geben Ihnen Zugang zur Unternehmerseite.",
  "claimForm.intro":
    "Vertreten Sie das Unternehmen? Sagen Sie uns, wer Sie sind und wie wir das prüfen können. Sobald wir die Anfrage freigegeben haben, melden Sie sich mit Ihrer E-Mail-Adresse auf der Unternehmerseite (auf Schwedisch) an und sehen dort das Unternehmen. Alle Felder sind Pflichtfelder.",
  "claimForm.legend": "Ihre Angaben",
  "claimForm.nameLabel": "Name",
  "claimForm.emailLabel": "E-Mail",
  "claimForm.emailHint":
    "Mit dieser Adresse melden Sie sich auf der Unternehmerseite an, sobald die Anfrage freigegeben ist.",
  "claimForm.roleLabel": "Rolle",
  "claimForm.chooseRole": "Wählen Sie Ihre Rolle",
  "claimForm.role.Ägare": "Inhaber",
  "claimForm.role.Delägare": "Mitinhaber",
  "claimForm.role.Anställd": "Angestellte(r)",
  "claimForm.role.Annan roll": "Andere Rolle",
  "claimForm.verificationLabel": "Wie können wir prüfen, dass Sie das Unternehmen vertreten?",
  "claimForm.verificationHint":
    "Zum Beispiel die schwedische Organisationsnummer des Unternehmens, eine Telefonnummer des Unternehmens, die wir anrufen können, oder dass Sie von einer Adresse unter der eigenen Domain des Unternehmens schreiben.",
  "claimForm.submit": "Anfrage senden",
  "claimForm.sending": "Wird gesendet...",
  "claimForm.backTo": "Zurück zu {name}",
  "claimForm.name": "Schreiben Sie Ihren Namen.",
  "claimForm.nameTooLong": "Der Name darf höchstens {nameMax} Zeichen lang sein.",
  "claimForm.email": "Schreiben Sie Ihre E-Mail-Adresse.",
  "claimForm.emailInvalid":
    "Schreiben Sie eine gültige E-Mail-Adresse, zum Beispiel name@beispiel.de.",
  "claimForm.emailTooLong": "Die E-Mail-Adresse darf höchstens {emailMax} Zeichen lang sein.",
  "claimForm.role": "Wählen Sie Ihre Rolle im Unternehmen.",
  "claimForm.verification":
    "Sagen Sie uns, wie wir prüfen können, dass Sie das Unternehmen vertreten.",
  "claimForm.verificationTooLong": "Der Text darf höchstens {verificationMax} Zeichen lang sein.",
  "claimForm.invalid":
    "Das Formular enthält Fehler. Korrigieren Sie die markierten Felder und senden Sie es erneut.",
  "claimForm.sent": "Danke! Wir haben Ihre Anfrage erhalten.",
  "claimForm.nextSteps":
    "Wir prüfen die Angaben und melden uns innerhalb weniger Werktage. Eine Bestätigung ist unterwegs zu Ihrem Postfach. Sobald die Anfrage freigegeben ist, melden Sie sich mit derselben E-Mail-Adresse auf der Unternehmerseite an.",
  "claimForm.duplicate":
    "Sie haben von dieser E-Mail-Adresse bereits eine Anfrage zu diesem Unternehmen gesendet. Wir melden uns, sobald wir sie geprüft haben; Sie müssen sie nicht erneut senden.",
  "claimForm.failure":
    "Die Anfrage konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.",
  "claimMail.receivedSubject": "Wir haben Ihre Anfrage im {site} erhalten",
  "claimMail.greeting": "Hallo!",
  "claimMail.greetingName": "Hallo {name}!",
  "claimMail.received": "Wir haben Ihre Anfrage erhalten, {business} im {site} zu vertreten.",
  "claimMail.how":
    "So läuft es ab: Wir prüfen die Angaben, meist indem wir uns beim Unternehmen melden. Sie erhalten eine E-Mail, sobald wir entschieden haben, sowohl wenn wir die Anfrage freigeben als auch wenn wir das nicht können.",
  "claimMail.signInLater":
    "Sobald die Anfrage freigegeben ist, melden Sie sich mit dieser E-Mail-Adresse auf der Unternehmerseite (auf Schwedisch) an: {link}",
  "claimMail.placePage": "Seite des Unternehmens",
  "claimMail.footer":
    "Sie erhalten diese E-Mail, weil jemand mit dieser Adresse darum gebeten hat, das Unternehmen im {site} zu vertreten. Waren Sie das nicht, können Sie die E-Mail ignorieren: Ohne unsere Prüfung ändert sich nichts.",
  "claimMail.approvedSubject": "Sie vertreten jetzt {business} im {site}",
  "claimMail.approved":
    "Wir haben Ihre Anfrage geprüft und freigegeben: Sie sind jetzt Inhaber von {business} im {site}.",
  "claimMail.reason": "Grund (auf Schwedisch): {reason}",
  "claimMail.ownerPage":
    "Auf der Unternehmerseite (auf Schwedisch) sehen Sie das Unternehmen, seine Besuche und Werbepakete und können Änderungen der Seite vorschlagen.",
  "claimMail.signInText":
    "Der Knopf meldet Sie auf der Unternehmerseite an, wo Sie das Unternehmen sehen und Änderungen vorschlagen können. Der Link gilt einen Tag und kann einmal verwendet werden; danach fordern Sie auf der Unternehmerseite einen neuen an.",
  "claimMail.signIn": "Auf der Unternehmerseite anmelden",
  "claimMail.choosePlan": "Werbepaket wählen",
  "claimMail.rejectedSubject": "Ihre Anfrage zu {business} konnte nicht freigegeben werden",
  "claimMail.rejected":
    "Wir haben Ihre Anfrage, {business} im {site} zu vertreten, geprüft, können sie aber leider nicht freigeben.",
  "claimMail.questions":
    "Haben Sie Fragen, oder können Sie auf andere Weise zeigen, dass Sie das Unternehmen vertreten? Melden Sie sich bei uns.",
  "claimMail.contact": "Kontakt",
  // Reporting a published review (issue 39, point 2), and the mail when a reported review is removed.
  "reportForm.title": "Eine Bewertung melden",
  "reportForm.meta": "Sagen Sie uns, wenn eine Bewertung gegen unsere Richtlinien verstößt.",
  "reportForm.of": "Die Bewertung von {name} über {place}:",
  "reportForm.legend": "Was stimmt mit der Bewertung nicht?",
  "reportForm.reason.inte-ett-besok": "Es geht nicht um einen eigenen Besuch",
  "reportForm.reason.krankande": "Sie ist beleidigend oder unangemessen",
  "reportForm.reason.personuppgifter": "Sie enthält persönliche Angaben über jemand anderen",
  "reportForm.reason.reklam": "Sie ist Werbung oder Spam",
  "reportForm.reason.annat": "Etwas anderes",
  "reportForm.detailsLabel": "Mehr dazu (optional, nötig bei Etwas anderes)",
  "reportForm.submit": "Meldung senden",
  "reportForm.sending": "Wird gesendet...",
  "reportForm.reason": "Wählen Sie, warum Sie die Bewertung melden.",
  "reportForm.details": "Sagen Sie kurz, was nicht stimmt.",
  "reportForm.detailsTooLong": "Der Text darf höchstens {detailsMax} Zeichen lang sein.",
  "reportForm.invalid":
    "Das Formular enthält Fehler. Korrigieren Sie die markierten Felder und senden Sie es erneut.",
  "reportForm.sent": "Danke! Wir sehen uns die Bewertung an.",
  "reportForm.nextSteps":
    "Die Redaktion liest die Bewertung noch einmal und entfernt sie, wenn sie gegen unsere Richtlinien verstößt. Bis dahin wird sie wie gewohnt angezeigt.",
  "reportForm.missing": "Die Bewertung existiert nicht oder wird nicht mehr angezeigt.",
  "reviewMail.removedSubject": "Ihre Bewertung über {place} wurde entfernt",
  "reviewMail.removed":
    "Ihre Bewertung über {place} wurde von einem Besucher gemeldet. Wir haben sie noch einmal gelesen und aus dem Guide entfernt.",
  // A registration's mails to the registrant (spec 5, issue 10), in the language it was sent on.
  "registrationMail.receivedSubject": "Wir haben Ihre Registrierung im {site} erhalten",
  "registrationMail.greeting": "Hallo!",
  "registrationMail.greetingName": "Hallo {name}!",
  "registrationMail.thanks":
    "Danke, dass Sie im {site} sichtbar sein möchten! Wir haben eine Registrierung eines Unternehmens mit dieser E-Mail-Adresse als Kontaktadresse erhalten.",
  "registrationMail.how":
    "So läuft es ab: Wir prüfen die Angaben innerhalb von 24 Stunden. Sobald das Unternehmen veröffentlicht ist, erhalten Sie eine E-Mail mit dem Link zur Seite. Können wir es nicht veröffentlichen, erhalten Sie ebenfalls eine E-Mail, mit dem Grund.",
  "registrationMail.ownerPage":
    "Auf der Unternehmerseite (auf Schwedisch) sehen Sie die Registrierung, solange sie auf die Prüfung wartet: {link}",
  "registrationMail.plans": "Unsere Werbepakete",
  "registrationMail.footer":
    "Sie erhalten diese E-Mail, weil das Unternehmen mit dieser Adresse im {site} registriert wurde. Haben Sie das nicht getan, können Sie die E-Mail ignorieren.",
  "registrationMail.approvedSubject": "{business} ist jetzt im {site} veröffentlicht",
  "registrationMail.approved":
    "Wir haben die Registrierung geprüft, und {business} ist jetzt im {site}, in der Kategorie {category}.",
  "registrationMail.planLinked":
    "Das Werbepaket {plans}, das Sie mit dieser Adresse gekauft haben, ist jetzt mit dem Unternehmen verknüpft und im Guide sichtbar. Auf der Unternehmerseite sehen Sie das Paket und können es ändern.",
  "registrationMail.and": "und",
  "registrationMail.morePlans":
    "Möchten Sie noch sichtbarer sein? Mit unseren Werbepaketen Bronze, Silber und Gold erhalten Sie unter anderem ein erweitertes Profil, mehr Bilder und einen Platz auf der Startseite. Alle Pakete haben eine 30-tägige kostenlose Testphase.",
  "registrationMail.seePage": "Seite des Unternehmens ansehen",
  "registrationMail.rejectedSubject":
    "Die Registrierung von {business} konnte nicht veröffentlicht werden",
  "registrationMail.rejected":
    "Wir haben die Registrierung von {business} geprüft, können sie aber leider nicht im {site} veröffentlichen.",
  "registrationMail.questions":
    "Haben Sie Fragen, oder möchten Sie etwas ändern? Melden Sie sich bei uns, oder senden Sie eine neue Registrierung.",
  "registrationMail.newRegistration": "Eine neue Registrierung senden",
  // The newsletter's unsubscribe link and its undo (spec 5), in the subscriber's language.
  "newsletterLinks.unsubscribeTitle": "Abonnement beenden",
  "newsletterLinks.unsubscribeMeta": "Das Abonnement des Newsletters von {site} beenden.",
  "newsletterLinks.brokenTitle": "Der Link funktioniert nicht",
  "newsletterLinks.brokenUnsubscribe":
    "Der Link zum Beenden des Abonnements ist unvollständig. Öffnen Sie den Link unten im Newsletter erneut, oder kopieren Sie den ganzen Link in den Browser.",
  "newsletterLinks.unsubscribedTitle": "Sie haben das Abonnement beendet",
  "newsletterLinks.unsubscribedText":
    "Sie erhalten an diese Adresse keine Newsletter von {site} mehr.",
  "newsletterLinks.changedMind": "Haben Sie es sich anders überlegt?",
  "newsletterLinks.resubscribe": "Erneut abonnieren",
  "newsletterLinks.saving": "Wird gespeichert...",
  "newsletterLinks.resubscribeMeta": "Den Newsletter von {site} erneut abonnieren.",
  "newsletterLinks.welcomeBack": "Willkommen zurück!",
  "newsletterLinks.welcomeBackText": "Sie haben den Newsletter von {site} wieder abonniert.",
  "newsletterLinks.toNewsletter": "Zum Newsletter",
  "newsletterLinks.brokenResubscribe":
    "Das Abonnement konnte mit diesem Link nicht wieder aufgenommen werden. Sie können sich im Formular unten auf der Seite erneut anmelden.",
  // The 404 page (spec 2): in the language of the address's prefix.
  "notFound.title": "Die Seite existiert nicht",
  "notFound.meta":
    "Die Seite, die Sie suchen, existiert nicht. Gehen Sie zurück zur Startseite des {site}.",
  "notFound.heading": "Hoppla! Die Seite, die Sie suchen, existiert nicht",
  "notFound.nothingAt": "Unter {path} haben wir nichts gefunden.",
  // The demo payment page (spec 9, demo mode): Stripe's stand-in, in the language the checkout was started in.
  "demoCheckout.title": "Demozahlung",
  "demoCheckout.meta":
    "Demomodus für die Bezahlung von Werbung im {site} – es wird keine echte Zahlung ausgeführt.",
  "demoCheckout.note": "Demomodus – es wird keine echte Zahlung ausgeführt",
  "demoCheckout.heading": "Werbepaket {plan} bezahlen",
  "demoCheckout.price": "{price} pro Monat nach einer {days}-tägigen kostenlosen Testphase.",
  "demoCheckout.forBusiness": "Das Werbepaket gilt für {name}.",
  "demoCheckout.linkNote":
    "Das Paket wird sofort mit dem Unternehmen verknüpft, wenn Sie die E-Mail-Adresse angeben, mit der das Unternehmen registriert ist. Andernfalls prüfen wir zuerst, ob Sie das Unternehmen vertreten.",
  "demoCheckout.email": "E-Mail-Adresse für die Quittung",
  "demoCheckout.pay": "Bezahlen (Demo)",
  "demoCheckout.processing": "Wird bearbeitet...",
  "demoCheckout.cancel": "Abbrechen",
  "demoCheckout.invalidEmail": "Geben Sie eine gültige E-Mail-Adresse für die Quittung an.",
};
