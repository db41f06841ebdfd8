import type { EventTexts, OfferTexts } from "../types";

// The guide's own Danish translations of the seeded events (../../events.ts) and offers
// (../../offers.ts), written by Malmöguiden's editors, not by a machine. Facts unchanged;
// example offers stay marked as examples.

export const events: Record<string, EventTexts> = {
  "julmarknad-gustav-adolfs-torg": {
    title: "Julemarked på Gustav Adolfs torg",
    description:
      "Julemarked med boder, julebelysning og gløgg i det centrale Malmö. Markedet har åbent på bestemte dage i ugen – tjek årets dage og åbningstider hos Malmö Kommune, inden du går derhen.",
  },
  "luciakonsert-stortorget": {
    title: "Luciakoncert fra Residensets balkon",
    description:
      "Malmös lucia og hendes følge synger fra Residensets balkon på Stortorget på Luciadag. Tjek årets program hos Malmö Kommune.",
  },
  "marknad-mollevangstorget": {
    title: "Marked på Möllevångstorget",
    description:
      "Torvehandlere og lokale producenter sælger frugt, grøntsager, ost og brød på Möllevångstorget.",
  },
  "konsert-malmo-live": {
    title: "Symfonikoncert i Malmö Live Konserthus",
    description:
      "En aften med klassisk musik i koncerthusets store sal. Se koncerthusets kalender for aktuelle koncerter og billetter.",
  },
  "visning-moderna-museet": {
    title: "Omvisning på Moderna Museet Malmö",
    description:
      "En guide tager dig gennem en udstilling og fortæller om værkerne og kunstnerne. En god måde at opdage samtidskunst på sammen med andre.",
  },
  "familjedag-teknikens-och-sjofartens-hus": {
    title: "Familiedag på Teknikens och Sjöfartens hus",
    description:
      "Eksperimenter, fremvisninger og værksteder for børn i forskellige aldre. Ubåden U3 kan du kun gå om bord i på bestemte dage, så tjek med museet.",
  },
  "operakvall-malmo-opera": {
    title: "Operaaften på Malmö Opera",
    description:
      "Arier og duetter fra operaens verden i den store sal. Se Malmö Operas program for aktuelle forestillinger.",
  },
  "konstvandring-vastra-hamnen": {
    title: "Kunstvandring i Västra Hamnen",
    description:
      "En guidet gåtur blandt offentlig kunst og arkitektur i Västra Hamnen. Turen går fra Turning Torso og videre langs vandet.",
  },
  "kvallsoppet-malmo-museer": {
    title: "Aftenåbent på Malmö Museer",
    description:
      "Museet på Malmöhus Slot holder åbent en aften med omvisninger og aktiviteter for forskellige aldre. Benyt lejligheden til at se slottet i aftenlys.",
  },
  "vinterland-folkets-park": {
    // Only names and the Danish "i": the same words as the Swedish title.
    title: "Vinterland i Folkets Park",
    description:
      "Skøjtebaner, lys og vinteraktiviteter for hele familien i Folkets Park i godt to måneder. Der er gratis adgang til parken. Datoerne skifter fra år til år, så tjek årets program hos Malmö Kommune.",
  },
  "luciakroning-gustav-adolfs-torg": {
    title: "Kroning af Malmös lucia på Gustav Adolfs torg",
    description:
      "Malmös lucia krones ved en ceremoni på Gustav Adolfs torg, og efter kroningen synger lucia og hendes følge. Tjek årets tidspunkt hos Malmö Kommune.",
  },
  "julinblasning-radhuset": {
    title: "Julen blæses ind fra Rådhusets balkon",
    description:
      "Juleaftensdag blæses julen ind fra Rådhusets balkon på Stortorget, og der holdes en juletale. Derefter er der julesange og dans om juletræet på torvet, en tradition med rødder i 1500-tallet.",
  },
};

export const offers: Record<string, OfferTexts> = {
  "rabatt-boulebar-drottningtorget": {
    title: "Eksempel: hverdagsrabat på boule",
    description:
      "Eksempel på tilbud: book en bane en hverdagsaften, og spil til en lavere pris end i weekenden. Aktuelle priser og betingelser finder du på Boulebars hjemmeside.",
  },
  "arskort-moderna-museet": {
    title: "Eksempel: omvisning for jeres gruppe",
    description:
      "Eksempel på tilbud, ingen reel pris: en guidet omvisning i udstillingen for en gruppe, bestilt på forhånd. Aktuelle omvisninger og betingelser finder du på Moderna Museets hjemmeside.",
  },
  "arskort-kockum-fritid": {
    title: "Eksempel: årskort til fitnesscentret for 2 995 kr",
    description:
      "Eksempel på tilbud: træn i fitnesscentret og til holdtræning hele året for 2 995 kr. Betingelser og aktuelle priser finder du på Kockum Fritids hjemmeside.",
  },
};
