import type { PlaceTexts } from "../types";

// The guide's own German translations of the seeded places' texts (../../places.ts and the
// listing-only entries in ../../listings.ts), written by Malmöguiden's editors, not by a
// machine. Facts unchanged: names, streets, numbers, dates and hedges stay as in Swedish.

/** The Swedish UNCONFIRMED sentence ("Vi har ännu inte kunnat bekräfta adress och utbud."). */
export const UNCONFIRMED = "Adresse und Angebot konnten wir bisher noch nicht bestätigen.";

export const places: Record<string, PlaceTexts> = {
  // Sport
  "the-raw-gym": { description: `Fitnessstudio in Malmö. ${UNCONFIRMED}` },
  "grand-fitness": {
    description: `Fitnessstudio in Malmö. ${UNCONFIRMED}`,
    longDescription:
      "Grand Fitness gehört zu den Trainingsorten in Malmö, die dieser Guide aufführt. Adresse, Kontaktdaten, Öffnungszeiten und Angebot des Studios konnten wir bisher in keiner veröffentlichten Quelle bestätigen, deshalb zeigen wir hier keine solchen Angaben. Erkundigen Sie sich beim Studio, bevor Sie hinfahren.",
  },
  "kulan-idrottsskadecentrum": {
    description:
      "Praxis für Sportverletzungen in Malmö. Die Sportakademie Malmö idrottsakademi arbeitet mit der Praxis zusammen.",
  },
  "kockum-fritid": {
    description:
      "Trainings- und Freizeitanlage in Västra Hamnen, in den 1970er-Jahren für die Beschäftigten der Werft Kockums gebaut. Es gibt ein Fitnessstudio und eine Schwimmhalle, und einen Teil des Jahres ist die Eishalle zum öffentlichen Eislaufen geöffnet.",
  },
  "bulltofta-motionscenter": {
    description:
      "Sportzentrum mit Fitnessstudio im Erholungsgebiet Bulltofta, einer Grünanlage im Osten von Malmö. Von hier aus erreichen Sie Laufstrecken zwischen 2,2 und 5 Kilometern Länge.",
  },
  // Activities for children
  "leos-lekland": {
    description:
      "Indoor-Spielplatz im Einkaufsgebiet Stora Bernstorp in der Gemeinde Burlöv, kurz nördlich von Malmö. Leo's ist eine Kette von Indoor-Spielplätzen, die 2006 in Luleå ihren Anfang nahm.",
  },
  "funnys-aventyr": {
    description:
      "Kulturhaus für Kinder im zweiten Stock des Einkaufszentrums Mobilia, eröffnet 2020. Kinder können in Märchenwelten eintauchen, unter anderem mit den Mumins, Alfons Åberg (Willi Wiberg) und Pettersson und Findus, und im Theater werden kurze Stücke gespielt.",
  },
  hylliebadet: {
    description:
      "Städtisches Schwimmbad in Hyllie, 2015 eröffnet, mit 50-Meter-Becken, Lehrschwimmbecken und einem Familienbereich. Der Bahnhof Hyllie ist nur wenige Gehminuten entfernt.",
  },
  // Hair salons
  "the-shave-cave": { description: `Barbershop in Malmö. ${UNCONFIRMED}` },
  "larsson-lange": { description: `Friseursalon in Malmö. ${UNCONFIRMED}` },
  "dark-and-bright": { description: `Friseursalon in Malmö. ${UNCONFIRMED}` },
  // Health & beauty, spa
  "axelsons-spa": { description: `Spa in Malmö. ${UNCONFIRMED}` },
  "norrsken-hammam": { description: `Türkisches Bad in Malmö. ${UNCONFIRMED}` },
  "soluna-spa": { description: `Spa in Malmö. ${UNCONFIRMED}` },
  "estetikcentrum-spa": { description: `Spa und Hautpflege in Malmö. ${UNCONFIRMED}` },
  // Restaurants
  "boulebar-drottningtorget": {
    description:
      "Restaurant und Bar mit Boulebahnen drinnen wie draußen, im gelben Haus aus den 1800er-Jahren am Drottningtorget, das einst Reithalle und Markthalle war. Ein Ort für ein Abendessen und eine Partie Boule mit Freunden oder Kollegen.",
  },
  "400grader": { description: `Pizzeria in Malmö. ${UNCONFIRMED}` },
  "kasai-in-the-sky": { description: `Restaurant in Malmö. ${UNCONFIRMED}` },
  "bistro-royal": {
    description:
      "Bistro, das der Gastronom Andreas Pieplow im Sommer 2014 im Königlichen Wartesaal (Kungliga väntsalen) von Malmö Centralstation eröffnen wollte. Wir haben keine Quelle gefunden, die zeigt, dass es eröffnet wurde, deshalb zeigt der Guide es nicht.",
  },
  "marie-antoinette": { description: `Restaurant und Bar in Malmö. ${UNCONFIRMED}` },
  "grand-italian-brasserie": {
    description:
      "Italienisches Restaurant im 25. Stock des Clarion Hotel & Congress Malmö Live, wo früher das Kitchen & Table war. Laut Vagabond sollte es im Mai 2024 eröffnen, mit einem Pizzaofen mitten im Lokal und hausgemachter Pasta.",
  },
  "friis-14": {
    description: "Bistro in der Friisgatan mit französischen Bistroklassikern auf der Karte.",
  },
  "restaurang-nils": {
    description:
      "Nachbarschaftsrestaurant in der Regementsgatan. Nach der eigenen Darstellung des Restaurants ist es nach dem Künstler Nils benannt, dessen Porträt der Bardame Marie im Lokal hängt.",
  },
  // Accommodation
  "malmo-live": {
    description:
      "Großes Hotel im Quartier Malmö Live, direkt neben dem Konzerthaus und nahe dem Hauptbahnhof. Ganz oben, im 25. Stock, gibt es eine Skybar.",
  },
  "mjs-hotel": {
    description:
      "Boutiquehotel mit farbenfroher, persönlicher Einrichtung im Zentrum von Malmö. Lilla torg, Stortorget und der Kanal sind zu Fuß erreichbar.",
  },
  "scandic-triangeln": {
    description:
      "Hotel in einem der höchsten Gebäude Malmös, 20 Stockwerke hoch am Triangeln, erbaut 1989. Scandic betreibt es seit 2013, und der Bahnhof Triangeln und das Einkaufszentrum liegen direkt nebenan.",
  },
  "elite-plaza-hotel": {
    description:
      "Hotel am Gustav Adolfs torg im Zentrum von Malmö. Von hier aus erreichen Sie Geschäfte, Restaurants und die Altstadt (Gamla staden) zu Fuß.",
  },
  "radisson-blu-hotel": {
    description:
      "Zentral gelegenes Hotel mit Geschäften und Kaufhäusern direkt vor der Tür. Kunstgalerien, Museen und Parks sind nur einen kurzen Spaziergang entfernt.",
  },
  "comfort-hotel": {
    description:
      "Hotel in der Carlsgatan, nahe dem Hauptbahnhof. Der Schweden-Reiseführer von Lonely Planet aus der Zeit um 2008 beschreibt es als praktisch für alle, die mit Zug oder Fähre reisen; neuere Angaben konnten wir nicht bestätigen.",
  },
  "mayfair-hotel": {
    description:
      "Hotel im Tunneln, einem Komplex alter Häuser an der Adelgatan nahe dem Stortorget. Die Kellergewölbe von 1307 gelten als das älteste erhaltene Gebäude Malmös.",
  },
  "best-western-hotel-royal": {
    description:
      "Hotel in der Altstadt (Gamla staden), in fünf Häusern aus verschiedenen Epochen zwischen Norra Vallgatan und Västergatan; das älteste stammt vermutlich aus den 1500er-Jahren. Seit 2008 gehört das Hotell Royal zu Best Western.",
  },
  // Art & museums
  "disgusting-food-museum": {
    description:
      "Ein Museum über Essen, das viele eklig finden – und darüber, warum wir das so empfinden. Die Ausstellung zeigt rund 80 Gerichte aus aller Welt, und wenn Sie sich trauen, können Sie an einigen davon riechen und sie probieren.",
  },
  "moderna-museet": {
    description:
      "Die Zweigstelle des Moderna Museet in Malmö zeigt moderne und zeitgenössische Kunst. Das Museum befindet sich in einem Elektrizitätswerk von 1901 mit einem Anbau aus orangefarbenem Blech.",
  },
  "teknikens-och-sjofartens-hus": {
    description:
      "Museum für Technik und Seefahrt nahe Schloss Malmöhus, ein Teil von Malmö Museer. Hier können Sie unter anderem das U-Boot U3 sehen.",
  },
  // Music & theatre
  "malmo-opera": {
    description:
      "Opernhaus mit Oper, Musical und Konzerten. Der Zuschauersaal von 1944 hat gut 1 500 Plätze und ist einer der größten in den nordischen Ländern.",
  },
  "malmo-stadsteater": {
    description:
      "Das Theater der Stadt für Schauspiel, mit festem Ensemble. Es spielt vor allem auf den Bühnen Hippodromen und Studion im Hipphuset sowie im Intiman an der Östra Rönneholmsvägen.",
  },
  "skanes-dansteater": {
    description:
      "Kompanie für zeitgenössischen Tanz mit eigener Bühne in Västra Hamnen, wo sie seit 2005 ihre Räume hat. Hier sind sowohl die eigenen Vorstellungen der Kompanie als auch Gastspiele zu sehen; die großen Produktionen werden in der Malmö Opera gespielt.",
  },
  victoriateatern: {
    description:
      "Theater- und Konzertbühne in einem ehemaligen Kino von 1912 an der Södra Förstadsgatan. Der Saal ist klein, mit knapp 200 Plätzen.",
  },
  teater23: {
    description:
      "Eine der ältesten freien Theatergruppen Schwedens, 1958 in Malmö gegründet. Seit 2008 spielt Teater 23 ausschließlich Theater für Kinder und Jugendliche, in Malmö und auf Tournee in Skåne.",
  },
  // Shopping
  emporia: {
    description:
      "Eines der größten Einkaufszentren Schwedens, in Hyllie direkt am Bahnhof Hyllie, mit rund 165 Geschäften. Auf dem Dach gibt es einen Park von 27 000 Quadratmetern, der für Besucher geöffnet ist.",
  },
  triangeln: {
    description:
      "Einkaufszentrum am Triangeln, wo die Fußgängerstraße Södra Förstadsgatan beginnt, mit Mode, Essen und Dienstleistungen unter einem Dach. Der Bahnhof Triangeln liegt direkt daneben.",
  },
  hansa: {
    description:
      "Einkaufspassage und Kaufhaus zwischen Stora Nygatan und Södra Promenaden im Zentrum von Malmö. Das Haus wurde 1963 als NK eröffnet und in den 1990er-Jahren in Hansacompagniet umbenannt; heute heißt es Hansa und bietet Geschäfte und Lokale unter einem Dach.",
  },
  mobilia: {
    description:
      "Das erste Einkaufszentrum Malmös, 1968 in ehemaligen Textilfabriken eröffnet. Hier gibt es Geschäfte, Restaurants, Lebensmittelgeschäfte und das Kulturhaus Funnys Äventyr.",
  },
  caroli: {
    description:
      "Einkaufszentrum an der Östergatan in der Altstadt (Gamla staden), neben der Caroli-Kirche; heute heißt es Kvarteret Caroli. Hier ist Platz für gut 40 Geschäfte, doch viele Ladenflächen standen in den letzten Jahren leer.",
  },
  grandpa: {
    description:
      "Laden mit Kleidung und Dingen für Zuhause in einer persönlichen Mischung. Die Adresse konnten wir bisher noch nicht bestätigen.",
  },
  aplace: {
    description: "Modegeschäft in Davidshall mit ausgewählten Marken für Damen und Herren.",
  },
  liebling: {
    description: "Kleiner Laden am Davidshallstorg mit Kleidung und Accessoires.",
  },
  miloii: { description: `Geschäft in Malmö. ${UNCONFIRMED}` },
  meadow: {
    description: "Laden mit Jeans und Herrenmode an der Östra Rönneholmsvägen.",
  },
  "impala-streetwear": { description: `Streetwear-Laden in Malmö. ${UNCONFIRMED}` },
  // Fika & lunch
  "lilla-kafferosteriet": {
    description:
      "Café im Claus Mortensens hus, einem gelben Haus aus den 1600er-Jahren in der Baltzarsgatan, wo Lilla Kafferosteriet 2006 begann. Die Rösterei selbst ist an den Hafen umgezogen, doch hier gibt es selbst gerösteten Kaffee und Gebäck.",
  },
  "solde-kaffebar": {
    description:
      "Kaffeebar mit eigener Rösterei, seit 2006 in der Regementsgatan. Hier haben Sie die Wahl zwischen allem von Espresso bis Filterkaffee.",
  },
  "st-jakobs-stenugnsbageri": {
    description:
      "Steinofenbäckerei mit Sauerteigbrot in der Klostergatan in Lund, eine kurze Zugfahrt von Malmö entfernt. Als die Malmö Saluhall 2016 eröffnete, war die Bäckerei auch dort vertreten, aber wir konnten nicht bestätigen, dass es ihre Theke in der Markthalle noch gibt.",
  },
  // Listed without a page of their own (../../listings.ts)
  "kafe-agnez": { description: "Café in Malmö." },
  "atrium-kaffebar": {
    description: "Kaffeebar für einen schnellen Espresso oder eine gemütliche Fika.",
  },
  "falafel-kebab-stationen": { description: "Falafel und Kebab in Malmö." },
  "jalla-jalla": {
    description: "Falafel und Schawarma – ein beliebter Teil der Falafelkultur Malmös.",
  },
  "malmo-kebab": { description: "Kebab und Kebab-Wraps." },
};
