// zod/mini: the payment forms' fields. The plan and the price are checked against the
// configured plans when the checkout session is made (payments.ts), the receipt address
// of the demo payment with the newsletter's address rules.
import * as z from "zod/mini";

/** A plan button's post (the advertise page without JavaScript, /api/create-checkout-session). */
export const checkoutFormSchema = z.object({
  plan: z.optional(z.string()),
  priceId: z.optional(z.string()),
  business: z.optional(z.string()),
  /** The page's language (issue 40): "sv", "en", "de" or "da"; anything else is Swedish. */
  language: z.optional(z.string()),
});

/** The demo payment page's form: pay (with an address for the receipt) or cancel. */
export const demoCheckoutSchema = z.object({
  intent: z.optional(z.string()),
  email: z.optional(z.string()),
});
