// zod/mini: the admin forms' schemas, shared by the browser and the actions.
import * as z from "zod/mini";

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

export type FieldErrors = Record<string, string>;

/** The first message per field, for showing next to each field. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

const optionalText = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

/** The business form (labels are the public page's own words). */
export const businessSchema = z.object({
  name: z
    .string({ error: "Ange ett namn." })
    .check(z.trim(), z.minLength(1, "Ange ett namn."), z.maxLength(200, "Namnet är för långt.")),
  category: z
    .string({ error: "Välj en kategori." })
    .check(z.trim(), z.minLength(1, "Välj en kategori."), z.maxLength(100, "För lång.")),
  summary: optionalText(300, "Den korta beskrivningen får vara högst 300 tecken."),
  description: z
    .string({ error: "Skriv en beskrivning." })
    .check(
      z.trim(),
      z.minLength(1, "Skriv en beskrivning."),
      z.maxLength(5000, "Beskrivningen får vara högst 5 000 tecken."),
    ),
  address: z
    .string({ error: "Ange besöksadressen." })
    .check(
      z.trim(),
      z.minLength(1, "Ange besöksadressen (minst orten)."),
      z.maxLength(300, "Adressen är för lång."),
    ),
  email: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(254, "E-postadressen är för lång."),
      z.refine((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
        message: "Ange en giltig e-postadress.",
      }),
    ),
  ),
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(60, "Telefonnumret är för långt."),
      z.refine((value) => value === "" || /^[+\d][\d\s-]{4,}$/.test(value), {
        message: "Ange ett telefonnummer med siffror, t.ex. 040-12 34 56.",
      }),
    ),
  ),
  website: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(500, "Adressen är för lång."),
      z.refine((value) => value === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value), {
        message: "Ange hela adressen, t.ex. https://www.exempel.se.",
      }),
    ),
  ),
  rating: z.optional(
    z.string().check(
      z.trim(),
      z.refine(
        (value) =>
          value === "" ||
          (/^\d([.,]\d)?$/.test(value) &&
            Number(value.replace(",", ".")) >= 1 &&
            Number(value.replace(",", ".")) <= 5),
        { message: "Ange ett betyg mellan 1 och 5, t.ex. 4,7 (eller lämna tomt)." },
      ),
    ),
  ),
  source: optionalText(500, "Källan får vara högst 500 tecken."),
  featured: z.optional(z.string()),
  status: z.enum(["published", "hidden"], { error: "Välj publicerad eller dold." }),
});

export type BusinessForm = z.infer<typeof businessSchema>;
