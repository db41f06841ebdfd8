import type { EventTexts, OfferTexts } from "../types";

// The guide's own German translations of the seeded events (../../events.ts) and offers
// (../../offers.ts), written by Malmöguiden's editors, not by a machine. Facts unchanged;
// example offers stay marked as examples.

export const events: Record<string, EventTexts> = {
  "julmarknad-gustav-adolfs-torg": {
    title: "Weihnachtsmarkt am Gustav Adolfs torg",
    description:
      "Weihnachtsmarkt mit Ständen, Weihnachtsbeleuchtung und Glögg in der Innenstadt von Malmö. Der Markt ist an bestimmten Wochentagen geöffnet – prüfen Sie die diesjährigen Tage und Öffnungszeiten bei der Stadt Malmö, bevor Sie hingehen.",
  },
  "luciakonsert-stortorget": {
    title: "Luciakonzert vom Balkon des Residenset",
    description:
      "Malmös Lucia und ihr Gefolge singen am Luciatag vom Balkon des Residenset (der Residenz) am Stortorget. Das diesjährige Programm erfahren Sie bei der Stadt Malmö.",
  },
  "marknad-mollevangstorget": {
    title: "Markt auf dem Möllevångstorget",
    description:
      "Markthändler und lokale Erzeuger verkaufen Obst, Gemüse, Käse und Brot auf dem Möllevångstorget.",
  },
  "konsert-malmo-live": {
    title: "Sinfoniekonzert im Malmö Live Konserthus",
    description:
      "Ein Abend mit klassischer Musik im großen Saal des Konzerthauses. Aktuelle Konzerte und Karten finden Sie im Kalender des Konzerthauses.",
  },
  "visning-moderna-museet": {
    title: "Führung im Moderna Museet Malmö",
    description:
      "Ein Guide führt Sie durch eine Ausstellung und erzählt von den Werken und den Künstlern. Eine gute Möglichkeit, gemeinsam mit anderen zeitgenössische Kunst zu entdecken.",
  },
  "familjedag-teknikens-och-sjofartens-hus": {
    title: "Familientag im Teknikens och Sjöfartens hus",
    description:
      "Experimente, Vorführungen und Werkstätten für Kinder verschiedenen Alters. Das U-Boot U3 können Sie nur an bestimmten Tagen betreten, erkundigen Sie sich also beim Museum.",
  },
  "operakvall-malmo-opera": {
    title: "Opernabend in der Malmö Opera",
    description:
      "Arien und Duette aus der Welt der Oper im großen Saal. Aktuelle Vorstellungen finden Sie im Programm der Malmö Opera.",
  },
  "konstvandring-vastra-hamnen": {
    title: "Kunstspaziergang in Västra Hamnen",
    description:
      "Ein geführter Spaziergang zu Kunst im öffentlichen Raum und Architektur in Västra Hamnen. Die Tour beginnt am Turning Torso und führt weiter am Wasser entlang.",
  },
  "kvallsoppet-malmo-museer": {
    title: "Abendöffnung bei Malmö Museer",
    description:
      "Das Museum im Schloss Malmöhus ist einen Abend lang geöffnet, mit Führungen und Aktivitäten für verschiedene Altersgruppen. Nutzen Sie die Gelegenheit, das Schloss im Abendlicht zu sehen.",
  },
  "vinterland-folkets-park": {
    title: "Vinterland im Folkets Park",
    description:
      "Eisbahnen, Lichter und Winteraktivitäten für die ganze Familie im Folkets Park, gut zwei Monate lang. Der Eintritt in den Park ist frei. Die Termine ändern sich von Jahr zu Jahr, informieren Sie sich also bei der Stadt Malmö über das diesjährige Programm.",
  },
  "luciakroning-gustav-adolfs-torg": {
    title: "Krönung von Malmös Lucia am Gustav Adolfs torg",
    description:
      "Malmös Lucia wird bei einer Zeremonie am Gustav Adolfs torg gekrönt, und nach der Krönung singen Lucia und ihr Gefolge. Die diesjährige Uhrzeit erfahren Sie bei der Stadt Malmö.",
  },
  "julinblasning-radhuset": {
    title: "Weihnachtsanblasen vom Balkon des Rådhuset",
    description:
      "An Heiligabend wird Weihnachten vom Balkon des Rathauses (Rådhuset) am Stortorget angeblasen, und es wird eine Weihnachtsansprache gehalten. Danach gibt es Weihnachtslieder und Tanz um den Weihnachtsbaum auf dem Platz, eine Tradition mit Wurzeln in den 1500er-Jahren.",
  },
};

export const offers: Record<string, OfferTexts> = {
  "rabatt-boulebar-drottningtorget": {
    title: "Beispiel: Rabatt auf Boule an Wochentagen",
    description:
      "Beispiel für ein Angebot: Buchen Sie an einem Wochentagabend eine Bahn und spielen Sie zu einem niedrigeren Preis als am Wochenende. Aktuelle Preise und Bedingungen finden Sie auf der Website von Boulebar.",
  },
  "arskort-moderna-museet": {
    title: "Beispiel: Führung für Ihre Gruppe",
    description:
      "Beispiel für ein Angebot, kein echter Preis: eine Führung durch die Ausstellung für eine Gruppe, im Voraus gebucht. Aktuelle Führungen und Bedingungen finden Sie auf der Website des Moderna Museet.",
  },
  "arskort-kockum-fritid": {
    title: "Beispiel: Jahreskarte fürs Fitnessstudio für 2 995 kr",
    description:
      "Beispiel für ein Angebot: ein ganzes Jahr lang im Fitnessstudio und in Gruppenkursen trainieren für 2 995 kr. Bedingungen und aktuelle Preise finden Sie auf der Website von Kockum Fritid.",
  },
};
