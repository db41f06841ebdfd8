import type { Business, ListingEntry } from "~/content/types";
import { businesses } from "./businesses";

// The built-in category listings (spec 3). Places with a detail page are derived
// from their business entry, so a name or address is written down once.

const DEFAULT_LISTING_RATING = 4.8;

const byId = new Map<string, Business>(businesses.map((business) => [business.id, business]));

/** The card's short text: the description's first sentence. */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

function fromBusiness(id: string, featured = false): ListingEntry {
  const business = byId.get(id);
  if (!business) throw new Error(`listing refers to unknown business ${id}`);
  return {
    id,
    title: business.name,
    description: firstSentence(business.description),
    image: business.imageUrl ?? `/images/business/${id}.svg`,
    rating: business.rating ?? DEFAULT_LISTING_RATING,
    location: business.address,
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
    fromBusiness("the-raw-gym"),
    fromBusiness("grand-fitness"),
    fromBusiness("kulan-idrottsskadecentrum"),
    fromBusiness("kockum-fritid", true),
    fromBusiness("bulltofta-motionscenter"),
  ],
  barn: [fromBusiness("leos-lekland"), fromBusiness("funnys-aventyr"), fromBusiness("hylliebadet")],
  frisor: [
    fromBusiness("the-shave-cave"),
    fromBusiness("larsson-lange"),
    fromBusiness("dark-and-bright"),
  ],
  halsa: [fromBusiness("axelsons-spa")],
  massage: [
    fromBusiness("axelsons-spa"),
    fromBusiness("norrsken-hammam"),
    fromBusiness("soluna-spa"),
    fromBusiness("estetikcentrum-spa"),
  ],
  restauranger: [
    fromBusiness("boulebar-drottningtorget"),
    fromBusiness("400grader"),
    fromBusiness("kasai-in-the-sky"),
    fromBusiness("bistro-royal"),
    fromBusiness("marie-antoinette"),
    fromBusiness("grand-italian-brasserie", true),
    fromBusiness("friis-14"),
    fromBusiness("restaurang-nils"),
  ],
  boende: [
    fromBusiness("malmo-live"),
    fromBusiness("mjs-hotel"),
    fromBusiness("scandic-triangeln"),
    fromBusiness("elite-plaza-hotel", true),
    fromBusiness("radisson-blu-hotel"),
    fromBusiness("comfort-hotel"),
    fromBusiness("mayfair-hotel"),
    fromBusiness("best-western-hotel-royal"),
  ],
  konst: [
    fromBusiness("disgusting-food-museum"),
    fromBusiness("moderna-museet"),
    fromBusiness("teknikens-och-sjofartens-hus"),
  ],
  musik: [
    fromBusiness("malmo-opera"),
    fromBusiness("malmo-stadsteater"),
    fromBusiness("skanes-dansteater"),
    fromBusiness("victoriateatern"),
    fromBusiness("teater23"),
  ],
  shopping: [
    fromBusiness("emporia", true),
    fromBusiness("triangeln"),
    fromBusiness("hansa"),
    fromBusiness("mobilia"),
    fromBusiness("caroli"),
    fromBusiness("grandpa"),
    fromBusiness("aplace"),
    fromBusiness("liebling"),
    fromBusiness("miloii"),
    fromBusiness("meadow"),
    fromBusiness("impala-streetwear"),
  ],
  "fika-lunch": [
    fromBusiness("lilla-kafferosteriet"),
    fromBusiness("solde-kaffebar"),
    // No published source (content-facts.md: doubtful): neutral text only.
    withoutPage("kafe-agnez", "Kafé Agnez", "Café i Malmö.", 4.5),
    // Source: 2016 blog (content-facts.md: likely) – café "Atrium" in Malmö.
    withoutPage(
      "atrium-kaffebar",
      "Atrium Kaffebar",
      "Kaffebar för en snabb espresso eller en lugn fika.",
      4.4,
    ),
    fromBusiness("st-jakobs-stenugnsbageri", true),
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
