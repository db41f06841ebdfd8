// zod/mini: the admin forms' schemas, shared by the browser and the actions.
import * as z from "zod/mini";
import { type FieldErrors, optionalMatching, optionalText, requiredText } from "~/lib/forms/fields";

export const MIN_PASSWORD_LENGTH = 12;

const email = z
  .string({ error: "Ange din e-postadress." })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, "E-postadressen är för lång."),
    z.email("Ange en giltig e-postadress."),
  );

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Ange ditt lösenord." })
    .check(z.minLength(1, "Ange ditt lösenord."), z.maxLength(200, "Lösenordet är för långt.")),
});

export const setupSchema = z
  .object({
    email,
    password: z
      .string({ error: "Välj ett lösenord." })
      .check(
        z.minLength(
          MIN_PASSWORD_LENGTH,
          `Lösenordet måste ha minst ${MIN_PASSWORD_LENGTH} tecken.`,
        ),
        z.maxLength(200, "Lösenordet är för långt."),
      ),
    confirm: z.string({ error: "Skriv lösenordet en gång till." }),
  })
  .check(
    z.refine((value) => value.password === value.confirm, {
      message: "Lösenorden är inte likadana.",
      path: ["confirm"],
    }),
  );

/** Betyg: 1–5 with at most one decimal ("4,7"), or empty (pages then show 4,8). */
const ratingField = optionalMatching(
  (value) =>
    /^\d([.,]\d)?$/.test(value) &&
    Number(value.replace(",", ".")) >= 1 &&
    Number(value.replace(",", ".")) <= 5,
  "Ange ett betyg mellan 1 och 5, t.ex. 4,7 (eller lämna tomt).",
);

/** Rows of opening hours the business form offers (empty rows are ignored). */
const HOUR_ROWS = [0, 1, 2, 3, 4, 5] as const;
export const BUSINESS_HOURS_ROWS = HOUR_ROWS.length;
type HourRow = (typeof HOUR_ROWS)[number];

/** The form field names of one row of opening hours. */
export function hoursFieldNames(row: number): { days: string; time: string } {
  return { days: `hoursDays${row}`, time: `hoursTime${row}` };
}

const hourText = optionalText(100, "Högst 100 tecken per ruta.");
const hoursShape = Object.fromEntries(
  HOUR_ROWS.flatMap((row) => [
    [hoursFieldNames(row).days, hourText],
    [hoursFieldNames(row).time, hourText],
  ]),
) as Record<`hoursDays${HourRow}` | `hoursTime${HourRow}`, typeof hourText>;

/** Most facilities (one per line) and the length of each. */
export const MAX_FEATURES = 30;
const MAX_FEATURE_LENGTH = 200;

/**
 * The business form (labels are the public page's own words). The extended profile
 * (long description to opening hours) and "has a page" may be left out of a post:
 * the record then keeps what it has.
 */
const businessFields = z.object({
  name: requiredText(200, "Ange ett namn.", "Namnet är för långt."),
  category: requiredText(100, "Välj en kategori.", "För lång."),
  summary: optionalText(300, "Den korta beskrivningen får vara högst 300 tecken."),
  description: requiredText(
    5000,
    "Skriv en beskrivning.",
    "Beskrivningen får vara högst 5 000 tecken.",
  ),
  address: requiredText(
    300,
    "Ange besöksadressen.",
    "Adressen är för lång.",
    "Ange besöksadressen (minst orten).",
  ),
  email: optionalMatching(
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    "Ange en giltig e-postadress.",
    { length: 254, message: "E-postadressen är för lång." },
  ),
  phone: optionalMatching(
    (value) => /^[+\d][\d\s-]{4,}$/.test(value),
    "Ange ett telefonnummer med siffror, t.ex. 040-12 34 56.",
    { length: 60, message: "Telefonnumret är för långt." },
  ),
  website: optionalMatching(
    (value) => /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value),
    "Ange hela adressen, t.ex. https://www.exempel.se.",
    { length: 500, message: "Adressen är för lång." },
  ),
  rating: ratingField,
  source: optionalText(500, "Källan får vara högst 500 tecken."),
  featured: z.optional(z.string()),
  status: z.enum(["published", "hidden"], { error: "Välj publicerad eller dold." }),
  hasDetailPage: z.optional(
    z.enum(["yes", "no"], { error: "Välj om företaget har en egen sida." }),
  ),
  longDescription: optionalText(10_000, "Den långa beskrivningen får vara högst 10 000 tecken."),
  philosophy: optionalText(2000, "Filosofin får vara högst 2 000 tecken."),
  equipment: optionalText(2000, "Utrustningen får vara högst 2 000 tecken."),
  features: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(10_000, "Faciliteterna är för långa."),
      z.refine((value) => featureLines(value).length <= MAX_FEATURES, {
        message: `Högst ${MAX_FEATURES} faciliteter (en per rad).`,
      }),
      z.refine((value) => featureLines(value).every((line) => line.length <= MAX_FEATURE_LENGTH), {
        message: `Varje facilitet får vara högst ${MAX_FEATURE_LENGTH} tecken.`,
      }),
    ),
  ),
  ...hoursShape,
});

/**
 * Each field's own rule, one per field: the CSV import checks a file's cells with the
 * very rules the form checks its fields with (app/.server/import/places-csv.ts).
 */
export const businessFieldRules = businessFields.shape;

/** The business form with its checks across fields (see businessFields). */
export const businessSchema = businessFields.check(
  z.superRefine((form, ctx) => {
    for (const row of HOUR_ROWS) {
      const days = form[`hoursDays${row}`] ?? "";
      const time = form[`hoursTime${row}`] ?? "";
      if (Boolean(days) !== Boolean(time))
        ctx.addIssue({
          code: "custom",
          input: form,
          path: [days ? `hoursTime${row}` : `hoursDays${row}`],
          message: days
            ? "Ange tiderna, t.ex. 06:00–22:00 (eller töm raden)."
            : "Ange dagarna, t.ex. Måndag–fredag (eller töm raden).",
        });
    }
  }),
);

export type BusinessForm = z.infer<typeof businessSchema>;

/** The facilities of the form's text: one per line, blank lines dropped. */
export function featureLines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The opening hours of a parsed form, in order; empty rows are left out. */
export function hoursOf(form: BusinessForm): { days: string; time: string }[] {
  return HOUR_ROWS.flatMap((row) => {
    const days = form[`hoursDays${row}`] ?? "";
    const time = form[`hoursTime${row}`] ?? "";
    return days && time ? [{ days, time }] : [];
  });
}

/** True when the post carried any field of the extended profile. */
export function sendsProfile(form: BusinessForm): boolean {
  return (
    [form.longDescription, form.philosophy, form.equipment, form.features].some(
      (value) => value !== undefined,
    ) ||
    HOUR_ROWS.some(
      (row) => form[`hoursDays${row}`] !== undefined || form[`hoursTime${row}`] !== undefined,
    )
  );
}

// Offers and the featured selection (issue 9).

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

/** How many featured places the start page shows (spec 2: four). */
export const HOME_FEATURED_MAX = 4;

export const FEATURED_INTENTS = [
  "add",
  "remove",
  "up",
  "down",
  "home-add",
  "home-remove",
  "home-up",
  "home-down",
] as const;

/** One change of the featured selection: what to do with which business. */
export const featuredSchema = z.object({
  intent: z.enum(FEATURED_INTENTS, { error: "Okänd åtgärd." }),
  slug: requiredText(100, "Välj ett företag.", "Välj ett företag i listan."),
});

export type FeaturedChange = z.infer<typeof featuredSchema>;
