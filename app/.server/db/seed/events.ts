import type { EventRecord, EventRecurrence } from "~/lib/events";

// Seed data: the guide's events as they were written in code before they moved into
// the database (app/.server/db/seed/index.ts inserts them once). Each one is either
// - sourced: a real, recurring event whose dates come from a published source (named in
//   `source`), with a rule from which every year's dates are computed, or
// - an example (`example: true`): a plausible event at a real venue, shown with an
//   'Exempel' badge, with no calendar download and no performer, price or programme.
// Example dates follow weekly rules relative to today so the list never runs dry; they
// are never presented as confirmed. All dates are local Europe/Stockholm dates.

const FOOD = "/images/events/mat-och-dryck.svg";
const ART = "/images/events/konst.svg";
const MUSIC = "/images/events/musik.svg";

/** An event record whose dates recur (a seed is never a one-off). */
interface EventSeedBase extends Omit<EventRecord, "rule" | "example" | "source"> {
  rule: EventRecurrence;
}

export interface SourcedEventSeed extends EventSeedBase {
  /** Where the dates come from, one line. */
  source: string;
  example?: undefined;
}

export interface ExampleEventSeed extends EventSeedBase {
  example: true;
  source?: undefined;
}

export type EventSeed = SourcedEventSeed | ExampleEventSeed;

export const events: EventSeed[] = [
  {
    id: "julmarknad-gustav-adolfs-torg",
    title: "Julmarknad på Gustav Adolfs torg",
    description:
      "Julmarknad med stånd, julbelysning och glögg i centrala Malmö. Marknaden håller öppet vissa dagar i veckan – kontrollera årets dagar och öppettider hos Malmö stad innan du går.",
    location: "Gustav Adolfs torg, Malmö",
    category: "Mat och dryck",
    image: FOOD,
    // Starts on Skyltsöndag (the last Sunday in November) and ends on 23 December.
    rule: {
      kind: "yearly",
      start: { month: 11, lastWeekday: 7 },
      end: { month: 12, day: 23 },
    },
    source:
      "The Local (24 oktober 2018, med hänvisning till Malmö stads ”Jul i city”): 25 november–23 december 2018, alltså från sista söndagen i november; experto.de: från sista söndagen i november till 23 december.",
  },
  {
    id: "luciakonsert-stortorget",
    title: "Luciakonsert från Residensets balkong",
    description:
      "Malmös lucia och hennes följe sjunger från Residensets balkong på Stortorget på luciadagen. Kontrollera årets program hos Malmö stad.",
    location: "Residenset, Stortorget, Malmö",
    category: "Musik och teater",
    image: MUSIC,
    rule: { kind: "yearly", start: { month: 12, day: 13 }, end: { month: 12, day: 13 } },
    time: { start: "18:00" },
    source:
      "Malmö stads pressmeddelande (mynewsdesk, november 2024): traditionsenlig luciakonsert den 13 december från Residensets balkong på Stortorget kl. 18.00.",
  },
  {
    id: "marknad-mollevangstorget",
    title: "Marknad på Möllevångstorget",
    description:
      "Torghandlare och lokala producenter säljer frukt, grönsaker, ost och bröd på Möllevångstorget.",
    location: "Möllevångstorget, Malmö",
    category: "Mat och dryck",
    image: FOOD,
    rule: { kind: "weekly", weekday: 6, weeksAhead: 0 },
    time: { start: "09:00", end: "15:00" },
    example: true,
  },
  {
    id: "konsert-malmo-live",
    title: "Symfonikonsert i Malmö Live Konserthus",
    description:
      "En kväll med klassisk musik i konserthusets stora sal. Se konserthusets kalender för aktuella konserter och biljetter.",
    location: "Malmö Live Konserthus, Dag Hammarskjölds torg 4, Malmö",
    category: "Musik och teater",
    image: MUSIC,
    rule: { kind: "weekly", weekday: 4, weeksAhead: 0 },
    time: { start: "19:00", end: "21:00" },
    example: true,
  },
  {
    id: "visning-moderna-museet",
    title: "Visning på Moderna Museet Malmö",
    description:
      "En guide tar dig genom en utställning och berättar om verken och konstnärerna. Ett bra sätt att upptäcka samtidskonst tillsammans med andra.",
    location: "Moderna Museet Malmö, Ola Billgrens plats 2–4, Malmö",
    category: "Konstgallerier och museer",
    image: ART,
    rule: { kind: "weekly", weekday: 7, weeksAhead: 1 },
    time: { start: "14:00", end: "15:00" },
    example: true,
  },
  {
    id: "familjedag-teknikens-och-sjofartens-hus",
    title: "Familjedag på Teknikens och Sjöfartens hus",
    description:
      "Experiment, visningar och verkstäder för barn i olika åldrar. Ubåten U3 kan du bara gå ombord på vissa dagar, så kontrollera med museet.",
    location: "Teknikens och Sjöfartens hus, Malmöhusvägen 7, Malmö",
    category: "Konstgallerier och museer",
    image: ART,
    rule: { kind: "weekly", weekday: 6, weeksAhead: 1 },
    time: { start: "10:00", end: "16:00" },
    example: true,
  },
  {
    id: "operakvall-malmo-opera",
    title: "Operakväll på Malmö Opera",
    description:
      "Arior och duetter från operans värld i den stora salongen. Se Malmö Operas program för aktuella föreställningar.",
    location: "Malmö Opera, Östra Rönneholmsvägen 20, Malmö",
    category: "Musik och teater",
    image: MUSIC,
    rule: { kind: "weekly", weekday: 5, weeksAhead: 2 },
    time: { start: "19:00", end: "21:30" },
    example: true,
  },
  {
    id: "smakprov-malmo-saluhall",
    title: "Smakprov i Malmö Saluhall",
    description:
      "Saluhallens handlare bjuder på smakprov på ostar, chark och bröd vid sina diskar.",
    location: "Malmö Saluhall, Malmö",
    category: "Mat och dryck",
    image: FOOD,
    rule: { kind: "weekly", weekday: 6, weeksAhead: 2 },
    time: { start: "11:00", end: "15:00" },
    example: true,
  },
  {
    id: "konstvandring-vastra-hamnen",
    title: "Konstvandring i Västra Hamnen",
    description:
      "En guidad promenad bland offentlig konst och arkitektur i Västra Hamnen. Turen går från Turning Torso och vidare längs vattnet.",
    location: "Västra Hamnen, Malmö",
    category: "Konstgallerier och museer",
    image: ART,
    rule: { kind: "weekly", weekday: 7, weeksAhead: 3 },
    time: { start: "13:00", end: "15:00" },
    example: true,
  },
  {
    id: "dansforestallning-skanes-dansteater",
    title: "Samtida dans på Skånes Dansteater",
    description:
      "En föreställning där dans, ljus och musik möts på scenen i Västra Hamnen. En kväll för dig som vill se samtida dans på nära håll.",
    location: "Skånes Dansteater, Västra Hamnen, Malmö",
    category: "Musik och teater",
    image: MUSIC,
    rule: { kind: "weekly", weekday: 5, weeksAhead: 3 },
    time: { start: "19:00", end: "20:30" },
    example: true,
  },
  {
    id: "matmarknad-stortorget",
    title: "Matmarknad på Stortorget",
    description:
      "Skånska producenter visar upp ost, chark, bröd och must på Stortorget. Smaka, handla och träffa människorna bakom maten.",
    location: "Stortorget, Malmö",
    category: "Mat och dryck",
    image: FOOD,
    rule: { kind: "weekly", weekday: 6, weeksAhead: 4 },
    time: { start: "10:00", end: "16:00" },
    example: true,
  },
  {
    id: "kvallsoppet-malmo-museer",
    title: "Kvällsöppet på Malmö Museer",
    description:
      "Museet i Malmöhus slott håller öppet en kväll med visningar och aktiviteter för olika åldrar. Passa på att se slottet i kvällsljus.",
    location: "Malmö Museer, Malmöhusvägen 6, Malmö",
    category: "Konstgallerier och museer",
    image: ART,
    rule: { kind: "weekly", weekday: 3, weeksAhead: 4 },
    time: { start: "18:00", end: "21:00" },
    example: true,
  },
  // Real Christmas and winter events (content-review-3.md, 3), added by the corrections
  // seed to existing databases; appended so their positions follow the earlier events.
  {
    id: "vinterland-folkets-park",
    title: "Vinterland i Folkets Park",
    description:
      "Skridskobanor, ljus och vinteraktiviteter för hela familjen i Folkets Park under drygt två månader. Parken har fri entré. Datumen skiftar mellan åren, så kontrollera årets program hos Malmö stad.",
    location: "Folkets Park, Malmö",
    category: "Musik och teater",
    image: MUSIC,
    // Across New Year: from 28 November to 1 February.
    rule: { kind: "yearly", start: { month: 11, day: 28 }, end: { month: 2, day: 1 } },
    source:
      "Malmö stad (malmo.se/Folkets-Park, säsongen 2025/26): Vinterland i Folkets Park från 28 november till 1 februari, alltid fri entré; säsongen 2024/25 (Vinterdröm) pågick 11 december–23 februari enligt kulimalmo.se.",
  },
  {
    id: "luciakroning-gustav-adolfs-torg",
    title: "Kröning av Malmös lucia på Gustav Adolfs torg",
    description:
      "Malmös lucia kröns vid en ceremoni på Gustav Adolfs torg, och efter kröningen sjunger lucia och hennes följe. Kontrollera årets tid hos Malmö stad.",
    location: "Gustav Adolfs torg, Malmö",
    category: "Musik och teater",
    image: MUSIC,
    rule: { kind: "yearly", start: { month: 11, day: 30 }, end: { month: 11, day: 30 } },
    time: { start: "16:45" },
    source:
      "Malmö stads pressmeddelande (mynewsdesk, november 2024): Malmö lucia kröns den 30 november, cirka kl. 16.45, på Gustav Adolfs torg, med sång efter kröningen.",
  },
  {
    id: "julinblasning-radhuset",
    title: "Julinblåsning från Rådhusets balkong",
    description:
      "På julafton blåses julen in från Rådhusets balkong på Stortorget, och ett jultal hålls. Sedan blir det julsånger och dans kring granen på torget, en tradition med rötter i 1500-talet.",
    location: "Rådhuset, Stortorget, Malmö",
    category: "Musik och teater",
    image: MUSIC,
    rule: { kind: "yearly", start: { month: 12, day: 24 }, end: { month: 12, day: 24 } },
    time: { start: "12:00" },
    source:
      "Malmö stad (malmo.se, 2019 och 2020): jultal och julinblåsning från Rådhusets balkong på julafton kl. 12.00, därefter julsånger och dans kring granen på Stortorget; traditionen sedan Rådhuset invigdes 1546.",
  },
];
