import * as z from "zod/mini";

// The operator's two decisions on a request (a registration, a claim): approve, or reject
// with a reason that the mail to the sender carries. Client-safe: the browser checks the
// forms with the same schemas before sending.

/** A decision's reason: required (the sender's mail carries it), at most `max` characters. */
function reasonOf(missing: string, max: number) {
  return z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(max, `Skälet får vara högst ${max} tecken.`),
    );
}

/** The approve form of a decision that gives its reason too (a claim). */
export function approveWithReasonSchemaOf(missing: string, max: number) {
  return z.object({ intent: z.literal("approve"), reason: reasonOf(missing, max) });
}

/** The reject form: a reason, required and at most `max` characters. */
export function rejectSchemaOf(missing: string, max: number) {
  return z.object({
    intent: z.literal("reject"),
    reason: z
      .string({ error: missing })
      .check(
        z.trim(),
        z.minLength(1, missing),
        z.maxLength(max, `Skälet får vara högst ${max} tecken.`),
      ),
  });
}

/** Either of the two forms, told apart by their intent. */
export function decisionSchemaOf<
  Approve extends z.ZodMiniObject<{ intent: z.ZodMiniLiteral<"approve"> }>,
  Reject extends z.ZodMiniObject<{ intent: z.ZodMiniLiteral<"reject"> }>,
>(approve: Approve, reject: Reject) {
  return z.discriminatedUnion("intent", [approve, reject], { error: "Okänd åtgärd." });
}
