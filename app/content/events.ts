import type { GuideEvent } from "./types";

// Fixed events of the season, sorted by start. Times are local Stockholm wall-clock
// times. The venues are real; the events themselves lie ahead and are described
// generically (no performers, programmes or prices).

const FOOD = "/images/events/mat-och-dryck.svg";
const ART = "/images/events/konst.svg";
const MUSIC = "/images/events/musik.svg";

export const events: GuideEvent[] = [
  {
    id: "hostmarknad-mollevangstorget",
    title: "Höstmarknad på Möllevångstorget",
    description:
      "Torghandlare och lokala producenter fyller Möllevångstorget med äpplen, rotfrukter, ost och bröd. Passa på att handla inför vintern.",
    location: "Möllevångstorget, Malmö",
    category: "Mat och dryck",
    start: "2026-11-14T09:00",
    end: "2026-11-14T15:00",
    image: FOOD,
  },
  {
    id: "hostkonsert-malmo-live",
    title: "Höstkonsert i Malmö Live Konserthus",
    description:
      "Ett symfoniskt program med verk från romantiken i konserthusets stora sal. En kväll för alla som älskar klassisk musik.",
    location: "Malmö Live Konserthus, Dag Hammarskjölds torg 4, Malmö",
    category: "Musik och teater",
    start: "2026-11-19T19:00",
    end: "2026-11-19T21:00",
    image: MUSIC,
  },
  {
    id: "visning-moderna-museet",
    title: "Visning: Moderna Museet Malmö",
    description:
      "En guide tar dig genom den aktuella utställningen och berättar om verken och konstnärerna. Ett bra sätt att upptäcka samtidskonst tillsammans med andra.",
    location: "Moderna Museet Malmö, Ola Billgrens plats 2–4, Malmö",
    category: "Konstgallerier och museer",
    start: "2026-11-28T14:00",
    end: "2026-11-28T15:00",
    image: ART,
  },
  {
    id: "julmarknad-gustav-adolfs-torg",
    title: "Julmarknad på Gustav Adolfs torg",
    description:
      "Stånd med hantverk, glögg, pepparkakor och julgodis under ljusslingorna. En mysig start på december för hela familjen.",
    location: "Gustav Adolfs torg, Malmö",
    category: "Mat och dryck",
    start: "2026-12-04T11:00",
    end: "2026-12-06T18:00",
    image: FOOD,
  },
  {
    id: "julkonsert-malmo-live",
    title: "Julkonsert i Malmö Live Konserthus",
    description:
      "Kända julsånger och klassiska favoriter i konserthusets stora sal. En efterlängtad stund av musik inför julen.",
    location: "Malmö Live Konserthus, Dag Hammarskjölds torg 4, Malmö",
    category: "Musik och teater",
    start: "2026-12-12T18:00",
    end: "2026-12-12T20:00",
    image: MUSIC,
  },
  {
    id: "familjedag-teknikens-och-sjofartens-hus",
    title: "Familjedag på Teknikens och Sjöfartens hus",
    description:
      "Experiment, visningar och verkstäder för barn i alla åldrar under jullovet. Missa inte ubåten U3.",
    location: "Teknikens och Sjöfartens hus, Malmöhusvägen 7, Malmö",
    category: "Konstgallerier och museer",
    start: "2026-12-28T10:00",
    end: "2026-12-28T16:00",
    image: ART,
  },
  {
    id: "operagala-malmo-opera",
    title: "Operagala på Malmö Opera",
    description:
      "Arior och duetter från operans och operettens värld. En festlig kväll i den stora salongen i början av det nya året.",
    location: "Malmö Opera, Östra Rönneholmsvägen 20, Malmö",
    category: "Musik och teater",
    start: "2027-01-09T19:00",
    end: "2027-01-09T21:30",
    image: MUSIC,
  },
  {
    id: "vintersmak-malmo-saluhall",
    title: "Vintersmak i Malmö Saluhall",
    description:
      "Saluhallens handlare bjuder på smakprov av vinterns ost, chark och bröd. Ta med vänner och familj och upptäck nya favoriter.",
    location: "Malmö Saluhall, Malmö",
    category: "Mat och dryck",
    start: "2027-02-06T11:00",
    end: "2027-02-06T15:00",
    image: FOOD,
  },
  {
    id: "konstvandring-vastra-hamnen",
    title: "Konstvandring i Västra Hamnen",
    description:
      "En guidad promenad bland offentlig konst och arkitektur i Västra Hamnen. Turen går från Turning Torso och vidare längs vattnet.",
    location: "Västra Hamnen, Malmö",
    category: "Konstgallerier och museer",
    start: "2027-03-13T13:00",
    end: "2027-03-13T15:00",
    image: ART,
  },
  {
    id: "dansforestallning-skanes-dansteater",
    title: "Samtida dans på Skånes Dansteater",
    description:
      "En föreställning där dans, ljus och musik möts på scenen i Västra Hamnen. En kväll för dig som vill se samtida dans på nära håll.",
    location: "Skånes Dansteater, Västra Hamnen, Malmö",
    category: "Musik och teater",
    start: "2027-04-10T19:00",
    end: "2027-04-10T20:30",
    image: MUSIC,
  },
  {
    id: "smaka-pa-skane",
    title: "Smaka på Skåne – matmarknad",
    description:
      "Skånska producenter visar upp ost, chark, bröd, must och öl under en helg på Stortorget. Smaka, handla och träffa människorna bakom maten.",
    location: "Stortorget, Malmö",
    category: "Mat och dryck",
    start: "2027-05-15T10:00",
    end: "2027-05-16T16:00",
    image: FOOD,
  },
  {
    id: "kvallsoppet-malmo-museer",
    title: "Kvällsöppet på Malmö Museer",
    description:
      "Museet i Malmöhus slott håller öppet en extra kväll med visningar och aktiviteter för alla åldrar. Passa på att se slottet i kvällsljus.",
    location: "Malmö Museer, Malmöhusvägen 6, Malmö",
    category: "Konstgallerier och museer",
    start: "2027-05-22T18:00",
    end: "2027-05-22T22:00",
    image: ART,
  },
];
