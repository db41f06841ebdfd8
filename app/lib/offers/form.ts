// zod/mini: the operator's offer form, shared by the browser and the actions.
import * as z from "zod/mini";
import { type FieldErrors, optionalMatching, optionalText, requiredText } from "~/lib/forms/fields";
import { ratingField } from "~/lib/places/place-form";

// Offers (issue 9).

type Offer = import("~/content/types").Offer;

/** The card's badges (Offer["tag"]); the Record makes the list complete. */
export const OFFER_TAGS = {
  Rabatt: "Rabatt",
  Special: "Special",
  Årskort: "Årskort",
} as const satisfies Record<Offer["tag"], Offer["tag"]>;

/** The card's accent colours (Offer["color"]) with their Swedish names. */
export const OFFER_COLORS = {
  rose: "Rosa",
  amber: "Gul",
  emerald: "Grön",
  sky: "Blå",
  violet: "Lila",
} as const satisfies Record<Offer["color"], string>;

const OFFER_COLOR_VALUES = Object.keys(OFFER_COLORS) as [Offer["color"], ...Offer["color"][]];

/** "YYYY-MM-DD" of a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return date.toISOString().slice(0, 10) === value;
}

/** An absolute https address with a host name (the card's external link). */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** A path on this site (the CSP only allows our own images), e.g. /images/business/emporia.svg. */
export function isSitePath(value: string): boolean {
  return /^\/[\w\-./~%]+$/.test(value) && !value.startsWith("//") && !value.includes("..");
}

/** Fields that the action fills from the chosen business when they are left empty. */
const FROM_BUSINESS = {
  businessName: "Ange företagets namn (eller välj ett företag i guiden).",
  location: "Ange platsen (eller välj ett företag i guiden).",
  image: "Ange en bild (eller välj ett företag i guiden).",
  url: "Ange länken till erbjudandet (eller välj ett företag i guiden).",
} as const;

/**
 * The offer form (labels are the public card's own words). Business name, place, image
 * and link may be left empty when a business is chosen: the action fills them from it.
 */
export const offerSchema = z
  .object({
    businessSlug: optionalText(100, "Välj ett företag i listan."),
    businessName: optionalText(200, "Namnet är för långt."),
    tag: z.enum(OFFER_TAGS, { error: "Välj en etikett." }),
    title: requiredText(200, "Skriv en rubrik.", "Rubriken får vara högst 200 tecken."),
    description: requiredText(
      2000,
      "Skriv en beskrivning.",
      "Beskrivningen får vara högst 2 000 tecken.",
    ),
    location: optionalText(300, "Platsen är för lång."),
    image: optionalMatching(
      isSitePath,
      "Ange en sökväg på webbplatsen som börjar med /, t.ex. /images/business/emporia.svg.",
      { length: 500, message: "Sökvägen är för lång." },
    ),
    url: optionalMatching(
      isHttpsUrl,
      "Ange en https-adress, t.ex. https://www.exempel.se/erbjudande.",
      { length: 500, message: "Länken är för lång." },
    ),
    color: z.enum(OFFER_COLOR_VALUES, { error: "Välj en färg." }),
    validUntil: optionalMatching(isIsoDate, "Ange ett datum som 2026-12-31 (eller lämna tomt)."),
    rating: ratingField,
    status: z.enum(["published", "hidden"], { error: "Välj publicerad eller dold." }),
  })
  .check(
    ...(Object.entries(FROM_BUSINESS) as [keyof typeof FROM_BUSINESS, string][]).map(
      ([field, message]) =>
        z.refine(
          (form: unknown) => {
            const values = form as Record<string, string | undefined>;
            return Boolean(values.businessSlug || values[field]);
          },
          {
            message,
            path: [field],
          },
        ),
    ),
  );

/** The empty fields a chosen business could not fill, with their messages. */
export function missingOfferFields(form: Record<string, string | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(FROM_BUSINESS))
    if (!form[field]) errors[field] = message.replace(" (eller välj ett företag i guiden)", "");
  return errors;
}

export type OfferForm = z.infer<typeof offerSchema>;

/** An offer form whose business-derived fields are all filled in. */
export type CompleteOfferForm = OfferForm & Required<Pick<OfferForm, keyof typeof FROM_BUSINESS>>;
