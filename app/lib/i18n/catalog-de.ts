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
};
