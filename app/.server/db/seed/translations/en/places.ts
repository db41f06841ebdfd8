import type { PlaceTexts } from "../types";

// The guide's own English translations of the seeded places' texts (../../places.ts and the
// listing-only entries in ../../listings.ts), written by Malmöguiden's editors, not by a
// machine. Facts unchanged: names, streets, numbers, dates and hedges stay as in Swedish.

/** The Swedish UNCONFIRMED sentence ("Vi har ännu inte kunnat bekräfta adress och utbud."). */
export const UNCONFIRMED =
  "We have not yet been able to confirm the address or what the place offers.";

export const places: Record<string, PlaceTexts> = {
  // Sport
  "the-raw-gym": { description: `Gym in Malmö. ${UNCONFIRMED}` },
  "grand-fitness": {
    description: `Gym in Malmö. ${UNCONFIRMED}`,
    longDescription:
      "Grand Fitness is one of the places to train in Malmö listed in this guide. We have not yet been able to confirm the gym's address, contact details, opening hours or what it offers in any published source, so we show no such details here. Check with the gym before you go.",
  },
  "kulan-idrottsskadecentrum": {
    description:
      "Sports injury clinic in Malmö. The sports academy Malmö idrottsakademi works with the clinic.",
  },
  "kockum-fritid": {
    description:
      "Sports and leisure centre in Västra Hamnen, built in the 1970s for the employees of the Kockums shipyard. It has a gym and an indoor swimming pool, and for part of the year the ice rink is open for public skating.",
  },
  "bulltofta-motionscenter": {
    description:
      "Fitness centre with a gym in the Bulltofta recreation area, a green space in eastern Malmö. From here you can reach exercise trails of between 2.2 and 5 kilometres.",
  },
  // Activities for children
  "leos-lekland": {
    description:
      "Indoor play centre at the Stora Bernstorp retail area in Burlöv Municipality, just north of Malmö. Leo's is a chain of play centres that started in Luleå in 2006.",
  },
  "funnys-aventyr": {
    description:
      "Cultural centre for children on the second floor of the Mobilia shopping centre, opened in 2020. Children can step into storybook worlds featuring the Moomins, Alfons Åberg (Alfie Atkins) and Pettson and Findus, among others, and short plays are performed in the theatre.",
  },
  hylliebadet: {
    description:
      "Municipal swimming baths in Hyllie, opened in 2015, with a 50-metre pool, teaching pools and a family area. Hyllie station is a short walk away.",
  },
  // Hair salons
  "the-shave-cave": { description: `Barbershop in Malmö. ${UNCONFIRMED}` },
  "larsson-lange": { description: `Hair salon in Malmö. ${UNCONFIRMED}` },
  "dark-and-bright": { description: `Hair salon in Malmö. ${UNCONFIRMED}` },
  // Health & beauty, spa
  "axelsons-spa": { description: `Spa in Malmö. ${UNCONFIRMED}` },
  "norrsken-hammam": { description: `Turkish bath in Malmö. ${UNCONFIRMED}` },
  "soluna-spa": { description: `Spa in Malmö. ${UNCONFIRMED}` },
  "estetikcentrum-spa": { description: `Spa and skincare in Malmö. ${UNCONFIRMED}` },
  // Restaurants
  "boulebar-drottningtorget": {
    description:
      "Restaurant and bar with boules courts both indoors and outdoors, in the yellow 1800s building on Drottningtorget that was once a riding hall and a market hall. A place for dinner and a game of boules with friends or colleagues.",
  },
  "400grader": { description: `Pizzeria in Malmö. ${UNCONFIRMED}` },
  "kasai-in-the-sky": { description: `Restaurant in Malmö. ${UNCONFIRMED}` },
  "bistro-royal": {
    description:
      "Bistro that the restaurateur Andreas Pieplow planned to open in the Royal Waiting Room (Kungliga väntsalen) at Malmö Centralstation in the summer of 2014. We have not found any source showing that it opened, so the guide does not show it.",
  },
  "marie-antoinette": { description: `Restaurant and bar in Malmö. ${UNCONFIRMED}` },
  "grand-italian-brasserie": {
    description:
      "Italian restaurant on the 25th floor of Clarion Hotel & Congress Malmö Live, where Kitchen & Table used to be. According to Vagabond, it was to open in May 2024, with a pizza oven in the middle of the dining room and its own pasta.",
  },
  "friis-14": {
    description: "Bistro on Friisgatan with French bistro classics on the menu.",
  },
  "restaurang-nils": {
    description:
      "Neighbourhood restaurant on Regementsgatan. According to the restaurant's own story, it is named after the artist Nils, whose portrait of the barmaid Marie hangs on the premises.",
  },
  // Accommodation
  "malmo-live": {
    description:
      "Large hotel in the Malmö Live block, next door to the concert hall and close to the central station. At the very top, on the 25th floor, there is a sky bar.",
  },
  "mjs-hotel": {
    description:
      "Boutique hotel with colourful, personal interiors in central Malmö. Lilla torg, Stortorget and the canal are within walking distance.",
  },
  "scandic-triangeln": {
    description:
      "Hotel in one of Malmö's tallest buildings, 20 storeys high at Triangeln, built in 1989. Scandic has run it since 2013, and Triangeln station and shopping centre are right next door.",
  },
  "elite-plaza-hotel": {
    description:
      "Hotel on Gustav Adolfs torg in central Malmö. From here you can reach shops, restaurants and the Old Town (Gamla staden) on foot.",
  },
  "radisson-blu-hotel": {
    description:
      "Central hotel with shops and department stores right outside the door. Art galleries, museums and parks are a short walk away.",
  },
  "comfort-hotel": {
    description:
      "Hotel on Carlsgatan, near the central station. Lonely Planet's guide to Sweden from around 2008 describes it as handy for anyone travelling by train or ferry; we have not been able to confirm more recent information.",
  },
  "mayfair-hotel": {
    description:
      "Hotel in Tunneln, a complex of old buildings on Adelgatan near Stortorget. Its vaulted cellars from 1307 are regarded as Malmö's oldest surviving building.",
  },
  "best-western-hotel-royal": {
    description:
      "Hotel in the Old Town (Gamla staden), in five buildings from different periods between Norra Vallgatan and Västergatan; the oldest probably dates from the 1500s. Since 2008 Hotell Royal has been part of Best Western.",
  },
  // Art & museums
  "disgusting-food-museum": {
    description:
      "A museum about food that many people find disgusting – and about why we feel that way. The exhibition shows around 80 dishes from all over the world, and if you dare, you can smell and taste some of them.",
  },
  "moderna-museet": {
    description:
      "Moderna Museet's branch in Malmö shows modern and contemporary art. The museum is housed in a power station from 1901 with an extension in orange sheet metal.",
  },
  "teknikens-och-sjofartens-hus": {
    description:
      "Museum of technology and seafaring near Malmöhus Castle, part of Malmö Museer. Among other things, you can see the submarine U3 here.",
  },
  // Music & theatre
  "malmo-opera": {
    description:
      "Opera house with opera, musicals and concerts. The auditorium from 1944 has just over 1 500 seats and is one of the largest in the Nordic countries.",
  },
  "malmo-stadsteater": {
    description:
      "The city's theatre for drama, with a permanent ensemble. It plays mainly on the Hippodromen and Studion stages in Hipphuset and at Intiman on Östra Rönneholmsvägen.",
  },
  "skanes-dansteater": {
    description:
      "Company for contemporary dance with its own stage in Västra Hamnen, where it has had its premises since 2005. Both the company's own performances and guest performances are shown here; the large productions are staged at Malmö Opera.",
  },
  victoriateatern: {
    description:
      "Theatre and concert venue in a former cinema from 1912 on Södra Förstadsgatan. The auditorium is small, with just under 200 seats.",
  },
  teater23: {
    description:
      "One of Sweden's oldest independent theatre groups, founded in Malmö in 1958. Since 2008 Teater 23 has played theatre only for children and young people, in Malmö and on tour in Skåne.",
  },
  // Shopping
  emporia: {
    description:
      "One of Sweden's largest shopping centres, in Hyllie next to Hyllie station, with around 165 shops. On the roof there is a park of 27 000 square metres that is open to visitors.",
  },
  triangeln: {
    description:
      "Shopping centre at Triangeln, where the pedestrian street Södra Förstadsgatan begins, with fashion, food and services under one roof. Triangeln station is right next door.",
  },
  hansa: {
    description:
      "Shopping arcade and department store between Stora Nygatan and Södra Promenaden in central Malmö. The building opened in 1963 as NK and changed its name to Hansacompagniet in the 1990s; today it is called Hansa and has shops and places to eat under one roof.",
  },
  mobilia: {
    description:
      "Malmö's first shopping centre, opened in 1968 in former textile factories. It has shops, restaurants, grocery stores and the cultural centre Funnys Äventyr.",
  },
  caroli: {
    description:
      "Shopping centre on Östergatan in the Old Town (Gamla staden), next to Caroli Church; it is now called Kvarteret Caroli. There is room for just over 40 shops, but many of the units have stood empty in recent years.",
  },
  grandpa: {
    description:
      "Shop with clothes and things for the home in a personal mix. We have not yet been able to confirm the address.",
  },
  aplace: {
    description: "Fashion shop in Davidshall with selected brands for both women and men.",
  },
  liebling: {
    description: "Small shop on Davidshallstorg with clothes and accessories.",
  },
  miloii: { description: `Shop in Malmö. ${UNCONFIRMED}` },
  meadow: {
    description: "Shop with jeans and menswear on Östra Rönneholmsvägen.",
  },
  "impala-streetwear": { description: `Streetwear shop in Malmö. ${UNCONFIRMED}` },
  // Fika & lunch
  "lilla-kafferosteriet": {
    description:
      "Café in Claus Mortensens hus, a yellow house from the 1600s on Baltzarsgatan where Lilla Kafferosteriet started in 2006. The roastery itself has moved to the harbour, but its own roasted coffee and pastries are served here.",
  },
  "solde-kaffebar": {
    description:
      "Coffee bar with its own roastery, on Regementsgatan since 2006. Here you can choose anything from espresso to filter coffee.",
  },
  "st-jakobs-stenugnsbageri": {
    description:
      "Stone-oven bakery with sourdough bread on Klostergatan in Lund, a short train ride from Malmö. When Malmö Saluhall opened in 2016, the bakery was there too, but we have not been able to confirm that its counter in the market hall is still there.",
  },
  // Listed without a page of their own (../../listings.ts)
  "kafe-agnez": { description: "Café in Malmö." },
  "atrium-kaffebar": {
    description: "Coffee bar for a quick espresso or a relaxed fika.",
  },
  "falafel-kebab-stationen": { description: "Falafel and kebabs in Malmö." },
  "jalla-jalla": {
    description: "Falafel and shawarma – a much-loved part of Malmö's falafel culture.",
  },
  "malmo-kebab": { description: "Kebabs and kebab wraps." },
};
