import type { PlaceTexts } from "../types";

// The guide's own Danish translations of the seeded places' texts (../../places.ts and the
// listing-only entries in ../../listings.ts), written by Malmöguiden's editors, not by a
// machine. Facts unchanged: names, streets, numbers, dates and hedges stay as in Swedish.

/** The Swedish UNCONFIRMED sentence ("Vi har ännu inte kunnat bekräfta adress och utbud."). */
export const UNCONFIRMED = "Vi har endnu ikke kunnet bekræfte adressen og hvad stedet tilbyder.";

export const places: Record<string, PlaceTexts> = {
  // Sport
  "the-raw-gym": { description: `Fitnesscenter i Malmö. ${UNCONFIRMED}` },
  "grand-fitness": {
    description: `Fitnesscenter i Malmö. ${UNCONFIRMED}`,
    longDescription:
      "Grand Fitness er med blandt guidens træningssteder i Malmö. Vi har endnu ikke kunnet bekræfte fitnesscentrets adresse, kontaktoplysninger, åbningstider eller udbud i nogen offentliggjort kilde, og derfor viser vi ingen af den slags oplysninger her. Tjek med fitnesscentret, inden du tager derhen.",
  },
  "kulan-idrottsskadecentrum": {
    description:
      "Klinik for idrætsskader i Malmö. Idrætsakademiet Malmö idrottsakademi samarbejder med klinikken.",
  },
  "kockum-fritid": {
    description:
      "Trænings- og fritidsanlæg i Västra Hamnen, bygget i 1970'erne til de ansatte på Kockums værft. Her er fitnesscenter og svømmehal, og en del af året er skøjtehallen åben for offentligt skøjteløb.",
  },
  "bulltofta-motionscenter": {
    description:
      "Motionscenter med fitnessrum i Bulltofta rekreationsområde, et grønt område i det østlige Malmö. Herfra kan du nå motionsruter på mellem 2,2 og 5 kilometer.",
  },
  // Activities for children
  "leos-lekland": {
    description:
      "Indendørs legeland ved handelsområdet Stora Bernstorp i Burlöv Kommune, lige nord for Malmö. Leo's er en kæde af legelande, som startede i Luleå i 2006.",
  },
  "funnys-aventyr": {
    description:
      "Kulturhus for børn på anden sal i indkøbscentret Mobilia, åbnet i 2020. Børnene kan træde ind i eventyrverdener med blandt andre Mumitroldene, Alfons Åberg og Peddersen og Findus, og i teatret spilles der korte forestillinger.",
  },
  hylliebadet: {
    description:
      "Kommunal svømmehal i Hyllie, åbnet i 2015, med 50-meterbassin, undervisningsbassiner og en familieafdeling. Hyllie station ligger en kort gåtur væk.",
  },
  // Hair salons
  "the-shave-cave": { description: `Barbershop i Malmö. ${UNCONFIRMED}` },
  "larsson-lange": { description: `Frisørsalon i Malmö. ${UNCONFIRMED}` },
  "dark-and-bright": { description: `Frisørsalon i Malmö. ${UNCONFIRMED}` },
  // Health & beauty, spa
  "axelsons-spa": { description: `Spa i Malmö. ${UNCONFIRMED}` },
  "norrsken-hammam": { description: `Tyrkisk bad i Malmö. ${UNCONFIRMED}` },
  "soluna-spa": { description: `Spa i Malmö. ${UNCONFIRMED}` },
  "estetikcentrum-spa": { description: `Spa og hudpleje i Malmö. ${UNCONFIRMED}` },
  // Restaurants
  "boulebar-drottningtorget": {
    description:
      "Restaurant og bar med boulebaner både indendørs og udendørs, i det gule hus fra 1800-tallet ved Drottningtorget, som engang var ridehus og torvehal. Et sted til middag og et parti boule med venner eller kolleger.",
  },
  "400grader": { description: `Pizzeria i Malmö. ${UNCONFIRMED}` },
  "kasai-in-the-sky": { description: `Restaurant i Malmö. ${UNCONFIRMED}` },
  "bistro-royal": {
    description:
      "Bistro, som restauratøren Andreas Pieplow planlagde at åbne i Den Kongelige Ventesal (Kungliga väntsalen) på Malmö Centralstation i sommeren 2014. Vi har ikke fundet nogen kilde, der viser, at den åbnede, så guiden viser den ikke.",
  },
  "marie-antoinette": { description: `Restaurant og bar i Malmö. ${UNCONFIRMED}` },
  "grand-italian-brasserie": {
    description:
      "Italiensk restaurant på 25. etage i Clarion Hotel & Congress Malmö Live, hvor Kitchen & Table tidligere lå. Ifølge Vagabond skulle den åbne i maj 2024 med en pizzaovn midt i lokalet og hjemmelavet pasta.",
  },
  "friis-14": {
    description: "Bistro på Friisgatan med franske bistroklassikere på menuen.",
  },
  "restaurang-nils": {
    description:
      "Kvarterrestaurant på Regementsgatan. Ifølge restaurantens egen fortælling har den fået sit navn efter kunstneren Nils, hvis portræt af barpigen Marie hænger i lokalet.",
  },
  // Accommodation
  "malmo-live": {
    description:
      "Stort hotel i Malmö Live-kvarteret, nabo til koncerthuset og tæt på Centralstationen. Øverst oppe, på 25. etage, er der en skybar.",
  },
  "mjs-hotel": {
    description:
      "Boutiquehotel med farverig og personlig indretning i det centrale Malmö. Lilla torg, Stortorget og kanalen ligger i gåafstand.",
  },
  "scandic-triangeln": {
    description:
      "Hotel i en af Malmös højeste bygninger, 20 etager ved Triangeln, bygget i 1989. Scandic har drevet det siden 2013, og Triangelns station og indkøbscenter ligger lige ved siden af.",
  },
  "elite-plaza-hotel": {
    description:
      "Hotel ved Gustav Adolfs torg i det centrale Malmö. Herfra kan du gå til shopping, restauranter og den gamle bydel (Gamla staden).",
  },
  "radisson-blu-hotel": {
    description:
      "Centralt hotel med butikker og stormagasiner lige uden for døren. Kunstgallerier, museer og parker ligger en kort gåtur væk.",
  },
  "comfort-hotel": {
    description:
      "Hotel på Carlsgatan, tæt på Centralstationen. Lonely Planets guide til Sverige fra omkring 2008 beskriver det som praktisk for dem, der rejser med tog eller færge; nyere oplysninger har vi ikke kunnet bekræfte.",
  },
  "mayfair-hotel": {
    description:
      "Hotel i Tunneln, et kompleks af gamle huse ved Adelgatan nær Stortorget. Kælderhvælvingerne fra 1307 regnes for Malmös ældste bevarede bygning.",
  },
  "best-western-hotel-royal": {
    description:
      "Hotel i den gamle bydel (Gamla staden), i fem huse fra forskellige tider mellem Norra Vallgatan og Västergatan; det ældste er sandsynligvis fra 1500-tallet. Siden 2008 har Hotell Royal været en del af Best Western.",
  },
  // Art & museums
  "disgusting-food-museum": {
    description:
      "Et museum om mad, som mange synes er ulækker – og om, hvorfor vi synes det. Udstillingen viser omkring 80 retter fra hele verden, og hvis du tør, kan du lugte til og smage på nogle af dem.",
  },
  "moderna-museet": {
    description:
      "Moderna Museets afdeling i Malmö viser moderne kunst og samtidskunst. Museet ligger i et elværk fra 1901 med en tilbygning i orange metalplader.",
  },
  "teknikens-och-sjofartens-hus": {
    description:
      "Museum om teknik og søfart nær Malmöhus Slot, en del af Malmö Museer. Her kan du blandt andet se ubåden U3.",
  },
  // Music & theatre
  "malmo-opera": {
    description:
      "Operahus med opera, musical og koncerter. Salen fra 1944 har godt 1 500 pladser og er en af de største i Norden.",
  },
  "malmo-stadsteater": {
    description:
      "Byens teater for dramatik, med et fast ensemble. Det spiller først og fremmest på Hippodromen og Studion i Hipphuset og på Intiman ved Östra Rönneholmsvägen.",
  },
  "skanes-dansteater": {
    description:
      "Kompagni for samtidsdans med egen scene i Västra Hamnen, hvor det har haft sine lokaler siden 2005. Her vises både kompagniets egne forestillinger og gæsteforestillinger; de store opsætninger spilles på Malmö Opera.",
  },
  victoriateatern: {
    description:
      "Teater- og koncertscene i en tidligere biograf fra 1912 ved Södra Förstadsgatan. Salen er lille, med knap 200 pladser.",
  },
  teater23: {
    description:
      "En af Sveriges ældste frie teatergrupper, dannet i Malmö i 1958. Siden 2008 har Teater 23 kun spillet teater for børn og unge, i Malmö og på turné i Skåne.",
  },
  // Shopping
  emporia: {
    description:
      "Et af Sveriges største indkøbscentre, i Hyllie ved siden af Hyllie station, med omkring 165 butikker. På taget er der en park på 27 000 kvadratmeter, som er åben for besøgende.",
  },
  triangeln: {
    description:
      "Indkøbscenter ved Triangeln, hvor gågaden Södra Förstadsgatan begynder, med mode, mad og service under samme tag. Triangelns station ligger lige ved siden af.",
  },
  hansa: {
    description:
      "Butiksgalleri og stormagasin mellem Stora Nygatan og Södra Promenaden i det centrale Malmö. Huset åbnede i 1963 som NK og skiftede i 1990'erne navn til Hansacompagniet; i dag hedder det Hansa og har butikker og spisesteder under tag.",
  },
  mobilia: {
    description:
      "Malmös første indkøbscenter, åbnet i 1968 i gamle tekstilfabrikker. Her er butikker, restauranter, dagligvarebutikker og kulturhuset Funnys Äventyr.",
  },
  caroli: {
    description:
      "Indkøbscenter ved Östergatan i den gamle bydel (Gamla staden), ved siden af Caroli Kirke; i dag hedder det Kvarteret Caroli. Her er plads til godt 40 butikker, men mange lokaler har stået tomme de seneste år.",
  },
  grandpa: {
    description:
      "Butik med tøj og ting til hjemmet i en personlig blanding. Vi har endnu ikke kunnet bekræfte adressen.",
  },
  aplace: {
    description: "Modebutik i Davidshall med udvalgte mærker til både damer og herrer.",
  },
  liebling: {
    description: "Lille butik ved Davidshallstorg med tøj og accessories.",
  },
  miloii: { description: `Butik i Malmö. ${UNCONFIRMED}` },
  meadow: {
    description: "Butik med jeans og herretøj ved Östra Rönneholmsvägen.",
  },
  "impala-streetwear": { description: `Streetwearbutik i Malmö. ${UNCONFIRMED}` },
  // Fika & lunch
  "lilla-kafferosteriet": {
    description:
      "Café i Claus Mortensens hus, et gult hus fra 1600-tallet på Baltzarsgatan, hvor Lilla Kafferosteriet startede i 2006. Selve risteriet er flyttet til havnen, men her serveres egenristet kaffe og bagværk.",
  },
  "solde-kaffebar": {
    description:
      "Kaffebar med eget risteri, på Regementsgatan siden 2006. Her kan du vælge alt fra espresso til filterkaffe.",
  },
  "st-jakobs-stenugnsbageri": {
    description:
      "Stenovnsbageri med surdejsbrød på Klostergatan i Lund, en kort togtur fra Malmö. Da Malmö Saluhall åbnede i 2016, var bageriet også der, men vi har ikke kunnet bekræfte, at disken i torvehallen stadig findes.",
  },
  // Listed without a page of their own (../../listings.ts)
  "kafe-agnez": { description: "En café i Malmö." },
  "atrium-kaffebar": {
    description: "Kaffebar til en hurtig espresso eller en stille og rolig kaffepause.",
  },
  "falafel-kebab-stationen": { description: "Falafel og kebab i Malmö." },
  "jalla-jalla": {
    description: "Falafel og shawarma – et kært indslag i Malmös falafelkultur.",
  },
  "malmo-kebab": { description: "Kebab og kebabruller." },
};
