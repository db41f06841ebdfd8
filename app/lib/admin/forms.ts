// zod/mini: the operator's sign-in and first set-up, shared by the browser and the actions.
// (The admin's other forms live with their domain: places/place-form.ts,
// offers/form.ts, places/featured-form.ts.)
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
