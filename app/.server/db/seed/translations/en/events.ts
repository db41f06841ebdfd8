import type { EventTexts, OfferTexts } from "../types";

// The guide's own English translations of the seeded events (../../events.ts) and offers
// (../../offers.ts), written by Malmöguiden's editors, not by a machine. Facts unchanged;
// example offers stay marked as examples.

export const events: Record<string, EventTexts> = {
  "julmarknad-gustav-adolfs-torg": {
    title: "Christmas market on Gustav Adolfs torg",
    description:
      "Christmas market with stalls, Christmas lights and glögg (mulled wine) in central Malmö. The market is open on certain days of the week – check this year's days and opening times with the City of Malmö before you go.",
  },
  "luciakonsert-stortorget": {
    title: "Lucia concert from the balcony of Residenset",
    description:
      "Malmö's Lucia and her procession sing from the balcony of Residenset (the Residence) on Stortorget on St Lucia's Day. Check this year's programme with the City of Malmö.",
  },
  "marknad-mollevangstorget": {
    title: "Market on Möllevångstorget",
    description:
      "Market traders and local producers sell fruit, vegetables, cheese and bread on Möllevångstorget.",
  },
  "konsert-malmo-live": {
    title: "Symphony concert at Malmö Live Konserthus",
    description:
      "An evening of classical music in the concert hall's main auditorium. See the concert hall's calendar for current concerts and tickets.",
  },
  "visning-moderna-museet": {
    title: "Guided tour at Moderna Museet Malmö",
    description:
      "A guide takes you through an exhibition and tells you about the works and the artists. A good way to discover contemporary art together with others.",
  },
  "familjedag-teknikens-och-sjofartens-hus": {
    title: "Family day at Teknikens och Sjöfartens hus",
    description:
      "Experiments, demonstrations and workshops for children of different ages. You can only go aboard the submarine U3 on certain days, so check with the museum.",
  },
  "operakvall-malmo-opera": {
    title: "Opera evening at Malmö Opera",
    description:
      "Arias and duets from the world of opera in the main auditorium. See Malmö Opera's programme for current performances.",
  },
  "konstvandring-vastra-hamnen": {
    title: "Art walk in Västra Hamnen",
    description:
      "A guided walk among public art and architecture in Västra Hamnen. The tour starts at Turning Torso and continues along the water.",
  },
  "kvallsoppet-malmo-museer": {
    title: "Late opening at Malmö Museer",
    description:
      "The museum in Malmöhus Castle stays open one evening, with tours and activities for different ages. Take the chance to see the castle in the evening light.",
  },
  "vinterland-folkets-park": {
    title: "Vinterland in Folkets Park",
    description:
      "Ice rinks, lights and winter activities for the whole family in Folkets Park for just over two months. Entry to the park is free. The dates vary from year to year, so check this year's programme with the City of Malmö.",
  },
  "luciakroning-gustav-adolfs-torg": {
    title: "Crowning of Malmö's Lucia on Gustav Adolfs torg",
    description:
      "Malmö's Lucia is crowned at a ceremony on Gustav Adolfs torg, and after the crowning Lucia and her procession sing. Check this year's time with the City of Malmö.",
  },
  "julinblasning-radhuset": {
    title: "Christmas fanfare from the balcony of Rådhuset",
    description:
      "On Christmas Eve, Christmas is heralded with a fanfare from the balcony of Rådhuset (the City Hall) on Stortorget, and a Christmas speech is given. Then there are Christmas carols and dancing around the Christmas tree in the square, a tradition with roots in the 1500s.",
  },
};

export const offers: Record<string, OfferTexts> = {
  "rabatt-boulebar-drottningtorget": {
    title: "Example: weekday discount on boules",
    description:
      "Example offer: book a court on a weekday evening and play for a lower price than at the weekend. Current prices and terms are on Boulebar's website.",
  },
  "arskort-moderna-museet": {
    title: "Example: a guided tour for your group",
    description:
      "Example offer, not a real price: a guided tour of the exhibition for a group, booked in advance. Current tours and terms are on Moderna Museet's website.",
  },
  "arskort-kockum-fritid": {
    title: "Example: annual gym pass for 2 995 kr",
    description:
      "Example offer: train at the gym and in group classes all year round for 2 995 kr. Terms and current prices are on Kockum Fritid's website.",
  },
};
