import { sql, type Transaction } from "kysely";
import type { Database } from "../schema";
import { events } from "./events";
import { firstSentence } from "./listings";
import { HIDDEN_IN_SEED, UNCONFIRMED } from "./places";
import { eventRow, offerRows, placeRows } from "./rows";

// Corrections from the content review (../shared/reviews/content-review-3.md, sections 2–4),
// for databases seeded before them. The seed modules already hold the corrected values, so
// a fresh install gets them from the first seeds; this step brings older databases level.
// Each field is set to its corrected value only while it still holds the value the earlier
// seed wrote, so an operator's own edit is never overwritten; run again it finds nothing.

export const CORRECTIONS_SEED = "2026-11-corrections";

type PlaceField = "description" | "address" | "source" | "phone";

/** The sentence the unconfirmed places carried before the review's wording. */
const OLD_UNCONFIRMED = "Adress och utbud är inte bekräftade av guiden ännu.";

/**
 * What the 2026-11-content seed wrote where the review corrected it (null: no value).
 * Places whose only change is the unconfirmed sentence are derived from it instead.
 */
const OLD_BUSINESSES: Readonly<Record<string, Partial<Record<PlaceField, string | null>>>> = {
  "kulan-idrottsskadecentrum": {
    description:
      "Idrottsskadecentrum för dig som har fått en idrottsskada. Malmö idrottsakademi samarbetar med mottagningen.",
  },
  "leos-lekland": {
    description:
      "Inomhuslekland för lek och rörelse vid handelsområdet Stora Bernstorp i Burlövs kommun, strax norr om Malmö. Leo's är en kedja av lekland som startade i Luleå 2006.",
  },
  "funnys-aventyr": {
    address: "Mobilia, Per Albin Hanssons väg 40, Malmö",
  },
  "norrsken-hammam": {
    description:
      "Hammam, ett bad i turkisk badtradition, i Malmö. Adress och utbud är inte bekräftade av guiden ännu.",
  },
  "bistro-royal": {
    description:
      "Bistro som öppnade 2014 i Kungliga väntsalen på Malmö Centralstation. Vi vet inte om den har öppet i dag, så kontrollera innan du går dit.",
    source:
      "gourmet-report (2014): Bistro Royal in the Royal Waiting Room at Malmö C; current status unknown",
  },
  "grand-italian-brasserie": {
    description:
      "Italiensk restaurang på 25:e våningen i Clarion Hotel & Congress Malmö Live, öppnad 2024. Högt upp och nära Centralstationen.",
    source: "vagabond.se: 'Grand Italian', 25th floor of Clarion Hotel Malmö Live, opened 2024",
  },
  "restaurang-nils": {
    description:
      "Kvarterskrog på Regementsgatan. Ett bra val både för en vardagsmiddag och när det finns något att fira.",
    source:
      "restaurant's own presentation as quoted on yoys.se and dove-mangiare.com: Regementsgatan 58, kvarterskrog",
    phone: null,
  },
  "malmo-live": {
    description:
      "Stort hotell i Malmö Live-kvarteret, granne med konserthuset och nära Centralstationen. Högst upp, på 25:e våningen, ligger restaurangen Grand Italian.",
    source:
      "content-facts.md: scandelights, wikiwand (Dag Hammarskjölds torg 2); vagabond.se (Grand Italian on 25th floor)",
  },
  "scandic-triangeln": {
    description:
      "Hotell i höghuset vid Triangeln, där Scandic har drivit hotellet sedan 2013. Triangelns station och köpcentrum ligger precis intill.",
    address: "Triangeln 2, Malmö",
    source:
      "byggnyheter.se: Scandic took over the hotel property at Triangeln from 2013; street number per content-facts.md (kn)",
  },
  "elite-plaza-hotel": {
    description:
      "Hotell i en äldre byggnad vid Gustav Adolfs torg, mitt i stadens centrum. Härifrån når du shopping, restauranger och gamla stan till fots.",
    address: "Gustav Adolfs torg 49, Malmö",
    source:
      "triptemptation.com (Elite Plaza Hotel Malmö at Gustav Adolfs torg); street number per content-facts.md (kn)",
  },
  "radisson-blu-hotel": {
    description:
      "Centralt hotell vid Östergatan i gamla stan. Butiker, restauranger och kanalen ligger på promenadavstånd.",
    address: "Östergatan, Malmö",
    source:
      "radissonblu.com Malmö page (central, shops outside); street per content-facts.md (kn: Östergatan)",
  },
  "comfort-hotel": {
    description:
      "Hotell nära Centralstationen. Smidigt för dig som reser med tåg och vill ha nära till både hamnen och stadskärnan.",
    source:
      "Lonely Planet Sweden (Becky Ohlsen): Comfort Hotel Malmö, Carlsgatan 10C, handy for train and ferry",
  },
  "mayfair-hotel": {
    address: "Adelgatan 4, Malmö",
    source:
      "malmo.se 'Tunneln' (Adelgatan, cellar counted as Malmö's oldest building); mayfairtunneln.com history (1307); street number per content-facts.md (kn)",
  },
  "best-western-hotel-royal": {
    description: "Hotell vid Norra Vallgatan, nära Centralstationen och gamla stan.",
    source: "content-facts.md: likely (kn) — Norra Vallgatan; brand status unverified",
  },
  "moderna-museet": {
    description:
      "Moderna Museets filial i Malmö visar modern och samtida konst. Museet ligger i ett elverk från 1901 med en påbyggnad i orange plåt.",
  },
  "skanes-dansteater": {
    description:
      "Scen för samtida dans i Västra Hamnen. Här visas både kompaniets egna föreställningar och gästspel.",
    address: "Västra Varvsgatan 11, Malmö",
    source:
      "content-facts.md (Västra Varvsgatan 11, own stage); skanesdansteater mynewsdesk (own stage, guest performances)",
  },
  emporia: {
    description:
      "Stort köpcentrum i Hyllie med omkring 165 butiker. På taket finns en park på 27 000 kvadratmeter som är öppen för besökare.",
    address: "Hyllie Boulevard 44, Malmö",
    source: "content-facts.md: HUI 2025 (165 shops), roof park 27 000 m²",
  },
  triangeln: {
    description:
      "Köpcentrum vid Triangeln med mode, mat och service under ett tak. Triangelns station ligger alldeles intill.",
    address: "Södra Förstadsgatan, Malmö",
    source: "content-facts.md: sure (Södra Förstadsgatan)",
  },
  hansa: {
    description:
      "Galleria och varuhus mellan Stora Nygatan och Södra Promenaden i centrala Malmö, där NK öppnade 1963. Här finns butiker och matställen under tak.",
    source:
      "thatsup.se (Hansa, Stora Nygatan 50); fojab.se (between Stora Nygatan and Södra Promenaden, opened 1963 as NK)",
  },
  mobilia: {
    address: "Per Albin Hanssons väg 40, Malmö",
    source:
      "fojab.se (opened 1968 in former textile factories, along Per Albin Hanssons väg); di.se 2020 (Funnys Äventyr); street number per content-facts.md (kn)",
  },
  caroli: {
    description: "Köpcentrum vid Östergatan i gamla stan, med butiker, caféer och service.",
    address: "Östergatan, Malmö",
    source: "content-facts.md: sure (Östergatan, inside gamla stan)",
  },
  grandpa: {
    description:
      "Butik med kläder och saker för hemmet i en personlig blandning. Adressen är inte bekräftad av guiden ännu.",
  },
  "lilla-kafferosteriet": {
    description:
      "Kafferosteri och café i ett hus från 1600-talet i centrala Malmö. Här serveras eget rostat kaffe och bakverk.",
    address: "Baltzarsgatan 24, Malmö",
    source:
      "content-facts.md (Baltzarsgatan 24, 17th-century house); mior.se 2014 (own roastery, café on Baltzarsgatan)",
  },
  "st-jakobs-stenugnsbageri": {
    description:
      "Stenugnsbageri på Klostergatan i Lund, inte i Malmö, men en kort tågresa bort. Ett självklart ställe för frukost eller fika när du är i Lund.",
    source: "content-facts.md: a Lund bakery on Klostergatan; no Malmö branch confirmed",
  },
};

/** What the 2026-11-content seed wrote for the offers the review corrected. */
const OLD_OFFERS: Readonly<Record<string, Partial<Record<"title" | "description", string>>>> = {
  "rabatt-boulebar-drottningtorget": { title: "Vardagsrabatt på boule" },
  "arskort-moderna-museet": {
    title: "Exempel: årskort för 700 kr",
    description:
      "Exempel på hur ett erbjudande kan se ut här, inte ett verkligt pris: ett årskort för 700 kr. Museets aktuella entré och villkor finns på Moderna Museets hemsida.",
  },
  "arskort-kockum-fritid": { title: "Årskort på gymmet för 2 995 kr" },
};

/** What the 2026-11-events seed wrote for the events the review corrected. */
const OLD_EVENTS: Readonly<Record<string, Partial<Record<"description" | "source", string>>>> = {
  "julmarknad-gustav-adolfs-torg": {
    description:
      "Julmarknad med stånd, julbelysning och glögg mitt i stadskärnan. Marknaden håller öppet vissa dagar i veckan – kontrollera årets dagar och öppettider hos Malmö stad innan du går.",
    source:
      "The Local (24 oktober 2018, med hänvisning till Malmö stads ”Jul i city”): 25 november–23 december, det året årets sista söndag i november; experto.de: från sista söndagen i november till 23 december.",
  },
  "marknad-mollevangstorget": {
    description:
      "Torghandlare och lokala producenter säljer frukt, grönsaker, ost och bröd på Möllevångstorget. Ett exempel på hur en marknadsdag på torget kan se ut.",
  },
  "familjedag-teknikens-och-sjofartens-hus": {
    description:
      "Experiment, visningar och verkstäder för barn i olika åldrar. Missa inte ubåten U3.",
  },
  "smakprov-malmo-saluhall": {
    description:
      "Saluhallens handlare bjuder på smakprov på ostar, chark och bröd. Ta med vänner och familj och upptäck nya favoriter.",
  },
};

/** The real events the review's sources allowed, new since the 2026-11-events seed. */
const NEW_EVENTS: readonly string[] = [
  "vinterland-folkets-park",
  "luciakroning-gustav-adolfs-torg",
  "julinblasning-radhuset",
];

type Table = "businesses" | "offers" | "events";

/** Sets `column` of row `slug` to `value`, only while the row still holds `old`. */
async function correct(
  trx: Transaction<Database>,
  table: Table,
  slug: string,
  column: string,
  old: string | null,
  value: string | null,
) {
  if (old === value) return;
  const holdsOld = old === null ? sql`is null` : sql`= ${old}`;
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value}, updated_at = ${new Date().toISOString()}
    where slug = ${slug} and ${sql.ref(column)} ${holdsOld}`.execute(trx);
}

/** The old seeded values of a business: listed ones, or derived from the unconfirmed sentence. */
function oldPlace(row: { slug: string; description: string }) {
  const listed = OLD_BUSINESSES[row.slug];
  if (listed) return listed;
  if (row.description.includes(UNCONFIRMED))
    return { description: row.description.replace(UNCONFIRMED, OLD_UNCONFIRMED) };
  return undefined;
}

export async function applyCorrections(trx: Transaction<Database>) {
  for (const row of placeRows()) {
    const old = oldPlace(row);
    if (!old) continue;
    // Hidden only while the text is still the seeded one (an operator may have confirmed it).
    if (HIDDEN_IN_SEED.has(row.slug) && old.description !== undefined)
      await trx
        .updateTable("businesses")
        .set({ status: "hidden", updated_at: new Date().toISOString() })
        .where("slug", "=", row.slug)
        .where("status", "=", "published")
        .where("description", "=", old.description)
        .execute();
    for (const [column, value] of Object.entries(old) as [PlaceField, string | null][])
      await correct(trx, "businesses", row.slug, column, value, row[column]);
    // The card text is the description's first sentence (rows.ts).
    if (old.description)
      await correct(
        trx,
        "businesses",
        row.slug,
        "summary",
        firstSentence(old.description),
        row.summary,
      );
  }
  for (const row of offerRows())
    for (const [column, value] of Object.entries(OLD_OFFERS[row.slug] ?? {}) as [
      "title" | "description",
      string,
    ][])
      await correct(trx, "offers", row.slug, column, value, row[column]);
  for (const [index, event] of events.entries()) {
    const row = eventRow(event, index);
    for (const [column, value] of Object.entries(OLD_EVENTS[event.id] ?? {}) as [
      "description" | "source",
      string,
    ][])
      await correct(trx, "events", row.slug, column, value, row[column]);
    if (NEW_EVENTS.includes(event.id))
      await trx
        .insertInto("events")
        .values(row)
        .onConflict((conflict) => conflict.column("slug").doNothing())
        .execute();
  }
}
