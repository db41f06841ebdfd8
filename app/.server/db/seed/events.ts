import type { EventRecord, EventRecurrence } from "~/lib/events/events";

// Seed data: the guide's events as they were written in code before they moved into
// the database (app/.server/db/seed/index.ts inserts them once). Each one is either
// - sourced: a real, recurring event with the dates its published source gives (named in
//   `source`; the rule's `confirmed` list holds exactly those dates, nothing more). Other
//   years follow the usual pattern from the rule and are shown as 'Datum ej bekräftat',
//   without a calendar file or structured data, or
// - an example (`example: true`): a plausible event at a real venue, shown with an
//   'Exempel' badge, with no calendar download and no performer, price or programme.
// Example dates follow weekly rules relative to today so the list never runs dry, skipping
// public holidays; they are never presented as confirmed. The review's examples without a
// real counterpart (the Stortorget food market, the Saluhall tasting) and the dance
// evening at a stage whose lease the review questions are gone (content-review-3.md, 3).
// All dates are local Europe/Stockholm dates.

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
      // The Local, 24 October 2018: 25 November–23 December 2018. No later year is published.
      confirmed: [{ start: "2018-11-25", end: "2018-12-23" }],
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
    rule: {
      kind: "yearly",
      start: { month: 12, day: 13 },
      end: { month: 12, day: 13 },
      // Malmö stad's press release, November 2024: 13 December 2024 at 18.00.
      confirmed: [{ start: "2024-12-13", end: "2024-12-13" }],
    },
    time: { start: "18:00" },
    source:
      "Malmö stads pressmeddelande (mynewsdesk, november 2024): traditionsenlig luciakonsert den 13 december 2024 från Residensets balkong på Stortorget kl. 18.00.",
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
    // Across New Year. malmo.se confirms the 2025/26 season, 28 November–1 February; the
    // season before ran 11 December–23 February under another name, so later seasons'
    // dates (the rule repeats the latest) are shown as not confirmed.
    rule: {
      kind: "yearly",
      start: { month: 11, day: 28 },
      end: { month: 2, day: 1 },
      confirmed: [{ start: "2025-11-28", end: "2026-02-01" }],
    },
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
    // Malmö stad's press release, November 2024: 30 November 2024, about 16.45 (a Saturday).
    // Other years' day and time are not published: shown as not confirmed.
    rule: {
      kind: "yearly",
      start: { month: 11, day: 30 },
      end: { month: 11, day: 30 },
      confirmed: [{ start: "2024-11-30", end: "2024-11-30" }],
    },
    time: { start: "16:45" },
    source:
      "Malmö stads pressmeddelande (mynewsdesk, november 2024): Malmö lucia kröns den 30 november 2024, cirka kl. 16.45, på Gustav Adolfs torg, med sång efter kröningen.",
  },
  {
    id: "julinblasning-radhuset",
    title: "Julinblåsning från Rådhusets balkong",
    description:
      "På julafton blåses julen in från Rådhusets balkong på Stortorget, och ett jultal hålls. Sedan blir det julsånger och dans kring granen på torget, en tradition med rötter i 1500-talet.",
    location: "Rådhuset, Stortorget, Malmö",
    category: "Musik och teater",
    image: MUSIC,
    // malmo.se: julafton 2019 and 2020 at 12.00.
    rule: {
      kind: "yearly",
      start: { month: 12, day: 24 },
      end: { month: 12, day: 24 },
      confirmed: [
        { start: "2019-12-24", end: "2019-12-24" },
        { start: "2020-12-24", end: "2020-12-24" },
      ],
    },
    time: { start: "12:00" },
    source:
      "Malmö stad (malmo.se, 2019 och 2020): jultal och julinblåsning från Rådhusets balkong på julafton kl. 12.00, därefter julsånger och dans kring granen på Stortorget; traditionen sedan Rådhuset invigdes 1546.",
  },
];
