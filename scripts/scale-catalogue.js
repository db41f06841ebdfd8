// The made-up catalogue `npm run bench:scale` writes (scripts/bench-scale.js): 10,000
// places with Swedish names in the guide's categories, 2,000 events and 500 offers, and
// 200 search queries over them. Reproducible: a fixed seed.

export const PLACES = 10_000;
export const EVENTS = 2_000;
export const OFFERS = 500;

let seed = 20261126;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const ADJECTIVES = ["Lilla", "Stora", "Gamla", "Nya", "Södra", "Norra", "Gröna", "Blå", "Röda"];
const NOUNS = [
  "Kafé",
  "Krog",
  "Bistro",
  "Salong",
  "Ateljé",
  "Boden",
  "Hörnan",
  "Gården",
  "Bryggan",
  "Studion",
  "Verkstan",
  "Källaren",
  "Bageriet",
  "Galleriet",
];
const AREAS = [
  "Möllan",
  "Limhamn",
  "Hyllie",
  "Västra Hamnen",
  "Rörsjöstaden",
  "Triangeln",
  "Gamla Väster",
  "Davidshall",
  "Slottsstaden",
  "Kirseberg",
  "Husie",
  "Oxie",
];
const STREETS = ["Södergatan", "Davidshallsgatan", "Amiralsgatan", "Bergsgatan", "Regementsgatan"];
const SENTENCES = [
  "Här serveras husmanskost och vegetariska rätter med råvaror från Skåne.",
  "Ett lugnt ställe för en fika med nybakade kanelbullar och surdegsbröd.",
  "Butiken säljer begagnade möbler, lampor och inredning från femtiotalet.",
  "Kvällarna bjuder på livemusik, jazz och stand-up i källarvalvet.",
  "Salongen klipper, färgar och rakar, med drop-in på vardagar.",
  "Utställningar med lokala konstnärer, keramik och fotografi byts varje månad.",
  "Familjer kommer hit för lekrummet, glassen och de stora gräsmattorna.",
  "Rummen har utsikt över Öresund och frukosten serveras till klockan elva.",
];
// The places' categories: a large one (restaurants, as Malmö has), the rest spread out.
const CATEGORIES = [
  ["restauranger", 1000],
  ["shopping", 1400],
  ["fika-lunch", 1400],
  ["boende", 900],
  ["sport", 900],
  ["konst", 900],
  ["musik", 900],
  ["frisor", 900],
  ["massage", 600],
  ["barn", 600],
  ["halsa", 500],
];
const EVENT_CATEGORIES = ["Mat och dryck", "Konstgallerier och museer", "Musik och teater"];

export function catalogue() {
  const places = [];
  const listings = [];
  let number = 0;
  for (const [category, count] of CATEGORIES)
    for (let index = 0; index < count; index++) {
      number++;
      const name = `${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(AREAS)} ${number}`;
      const slug = `skala-${number}`;
      places.push({
        slug,
        name,
        category,
        summary: pick(SENTENCES),
        description: `${pick(SENTENCES)} ${pick(SENTENCES)} ${pick(SENTENCES)}`,
        address: `${pick(STREETS)} ${1 + Math.floor(random() * 80)}, Malmö`,
        phone: `040-${100000 + number}`,
        rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
        has_detail_page: 1,
        featured: 0,
        status: "published",
      });
      listings.push({ category_slug: category, business_slug: slug, position: 1000 + number });
    }
  const events = [];
  const start = new Date();
  for (let index = 1; index <= EVENTS; index++) {
    const day = new Date(start.getTime() + Math.floor(random() * 365) * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const hour = String(12 + Math.floor(random() * 9)).padStart(2, "0");
    events.push({
      slug: `skala-evenemang-${index}`,
      title: `${pick(["Konsert", "Vernissage", "Matmarknad", "Jazzkväll", "Teater"])} på ${pick(AREAS)} ${index}`,
      description: `${pick(SENTENCES)} ${pick(SENTENCES)}`,
      location: `${pick(STREETS)}, Malmö`,
      category: pick(EVENT_CATEGORIES),
      image: "/images/categories/musik.svg",
      starts_at: `${date}T${hour}:00`,
      ends_at: `${date}T${hour}:45`,
      recurrence: null,
      example: 0,
      status: "published",
      position: 1000 + index,
    });
  }
  const offers = [];
  for (let index = 1; index <= OFFERS; index++) {
    const place = places[index * 19];
    offers.push({
      slug: `skala-erbjudande-${index}`,
      business_slug: place.slug,
      business_name: place.name,
      tag: pick(["Rabatt", "Special", "Årskort"]),
      title: `${pick(["Två för en", "Halva priset", "Gratis kaffe", "Tio procent"])} hos ${place.name}`,
      description: pick(SENTENCES),
      location: place.address,
      image: `/images/business/${place.slug}.svg`,
      rating: place.rating,
      url: "https://example.se/",
      color: pick(["rose", "amber", "emerald", "sky", "violet"]),
      valid_until: null,
      position: 1000 + index,
      status: "published",
    });
  }
  return { places, listings, events, offers };
}

/** 200 queries: names whole, in part, misspelt and without diacritics, and words with no match. */
export function queries(places) {
  const list = [
    "malmo opera",
    "operan",
    "kafe",
    "tekn",
    "restaurnag",
    "möllan",
    "mollan",
    "limhamn kafé",
    "bageri",
    "jazz",
    "vernissage",
    "matmarknad",
    "kanelbullar",
    "surdegsbröd",
    "frisör drop-in",
    "keramik",
    "öresund utsikt",
    "xyzzy",
    "qwertyuiop",
    "begagnade möbler",
  ];
  while (list.length < 200) {
    const place = pick(places);
    const words = place.name.split(" ");
    const variant = list.length % 5;
    if (variant === 0) list.push(place.name);
    else if (variant === 1) list.push(words.slice(0, 2).join(" ").toLowerCase());
    else if (variant === 2)
      list.push(
        words[1]
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase(),
      );
    else if (variant === 3) list.push(`${words[1].slice(0, 2)}${words[1].slice(3)}${words[1][2]}`);
    else list.push(words[2].slice(0, 4));
  }
  return list;
}

/** Places with nearly the same name, 'Skalplats 0' … 'Skalplats 9999' (issue 35, point 6). */
export const SIMILAR = 10_000;

export function similarPlaces() {
  return Array.from({ length: SIMILAR }, (_, number) => ({
    slug: `skalplats-${number}`,
    name: `Skalplats ${number}`,
    category: "konst",
    summary: "En av många platser med nästan samma namn.",
    description: "",
    address: `Skalgatan ${1 + (number % 80)}, Malmö`,
    has_detail_page: 1,
    featured: 0,
    status: "published",
  }));
}

/** Exact names among the similar ones, 'skalplats 4242' first, spread over the catalogue. */
export const similarQueries = () => [
  4242,
  ...Array.from({ length: 49 }, (_, index) => (index * 2039 + 17) % SIMILAR),
];
