import type { ListingEntry, PlaceDetails } from "~/content/types";
import { places } from "./places";

// The built-in category listings (spec 3). Places with a detail page are derived
// from their business entry, so a name or address is written down once.

const DEFAULT_LISTING_RATING = 4.8;

const byId = new Map<string, PlaceDetails>(places.map((place) => [place.id, place]));

/** The card's short text: the description's first sentence. */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

function fromPlace(id: string, featured = false): ListingEntry {
  const place = byId.get(id);
  if (!place) throw new Error(`listing refers to unknown business ${id}`);
  return {
    id,
    title: place.name,
    description: firstSentence(place.description),
    image: place.imageUrl ?? `/images/business/${id}.svg`,
    rating: place.rating ?? DEFAULT_LISTING_RATING,
    location: place.address,
    businessId: id,
    ...(featured ? { featured: true } : {}),
  };
}

/** Places listed without a detail page of their own (their link leads to the start page). */
function withoutPage(id: string, title: string, description: string, rating: number): ListingEntry {
  return {
    id,
    title,
    description,
    image: `/images/business/${id}.svg`,
    rating,
    location: "Malmö",
    businessId: id,
  };
}

export const listings: Record<string, ListingEntry[]> = {
  sport: [
    fromPlace("the-raw-gym"),
    fromPlace("grand-fitness"),
    fromPlace("kulan-idrottsskadecentrum"),
    fromPlace("kockum-fritid", true),
    fromPlace("bulltofta-motionscenter"),
  ],
  barn: [fromPlace("leos-lekland"), fromPlace("funnys-aventyr"), fromPlace("hylliebadet")],
  frisor: [fromPlace("the-shave-cave"), fromPlace("larsson-lange"), fromPlace("dark-and-bright")],
  halsa: [fromPlace("axelsons-spa")],
  massage: [
    fromPlace("axelsons-spa"),
    fromPlace("norrsken-hammam"),
    fromPlace("soluna-spa"),
    fromPlace("estetikcentrum-spa"),
  ],
  restauranger: [
    fromPlace("boulebar-drottningtorget"),
    fromPlace("400grader"),
    fromPlace("kasai-in-the-sky"),
    fromPlace("bistro-royal"),
    fromPlace("marie-antoinette"),
    fromPlace("grand-italian-brasserie", true),
    fromPlace("friis-14"),
    fromPlace("restaurang-nils"),
  ],
  boende: [
    fromPlace("malmo-live"),
    fromPlace("mjs-hotel"),
    fromPlace("scandic-triangeln"),
    fromPlace("elite-plaza-hotel", true),
    fromPlace("radisson-blu-hotel"),
    fromPlace("comfort-hotel"),
    fromPlace("mayfair-hotel"),
    fromPlace("best-western-hotel-royal"),
  ],
  konst: [
    fromPlace("disgusting-food-museum"),
    fromPlace("moderna-museet"),
    fromPlace("teknikens-och-sjofartens-hus"),
  ],
  musik: [
    fromPlace("malmo-opera"),
    fromPlace("malmo-stadsteater"),
    fromPlace("skanes-dansteater"),
    fromPlace("victoriateatern"),
    fromPlace("teater23"),
  ],
  shopping: [
    fromPlace("emporia", true),
    fromPlace("triangeln"),
    fromPlace("hansa"),
    fromPlace("mobilia"),
    fromPlace("caroli"),
    fromPlace("grandpa"),
    fromPlace("aplace"),
    fromPlace("liebling"),
    fromPlace("miloii"),
    fromPlace("meadow"),
    fromPlace("impala-streetwear"),
  ],
  "fika-lunch": [
    fromPlace("lilla-kafferosteriet"),
    fromPlace("solde-kaffebar"),
    // No published source (content-facts.md: doubtful): neutral text only.
    withoutPage("kafe-agnez", "Kafé Agnez", "Café i Malmö.", 4.5),
    // Source: 2016 blog (content-facts.md: likely) – café "Atrium" in Malmö.
    withoutPage(
      "atrium-kaffebar",
      "Atrium Kaffebar",
      "Kaffebar för en snabb espresso eller en lugn fika.",
      4.4,
    ),
    fromPlace("st-jakobs-stenugnsbageri", true),
    // No published source (content-facts.md: doubtful): neutral text only.
    withoutPage(
      "falafel-kebab-stationen",
      "Falafel- & kebabstationen",
      "Falafel och kebab i Malmö.",
      4.3,
    ),
    // Source: visitsweden (content-facts.md: sure).
    withoutPage(
      "jalla-jalla",
      "Jalla Jalla",
      "Falafel och shawarma – ett kärt inslag i Malmös falafelkultur.",
      4.6,
    ),
    // No published source (content-facts.md: doubtful, generic name): neutral text only.
    withoutPage("malmo-kebab", "Malmö Kebab", "Kebab och kebabrullar.", 4.3),
  ],
};
