import { data } from "react-router";
import type * as z from "zod/mini";
import { type FieldErrors, fieldErrors } from "~/lib/admin-forms";
import { ADMIN_MAX_BODY } from "../http/body";
import { readSmallForm } from "../http/small-form";

/** What an admin form's action answers when the form must be corrected (400). */
export interface AdminFormFailure {
  errors: FieldErrors;
  values: Record<string, string>;
}

/**
 * Reads and validates an admin form post with the form's one schema: the parsed
 * values, or a 400 answer carrying the sent values and each field's error.
 */
export async function parseAdminForm<T>(
  request: Request,
  schema: z.ZodMiniType<T>,
): Promise<
  { ok: true; value: T } | { ok: false; failure: ReturnType<typeof data<AdminFormFailure>> }
> {
  let form: FormData;
  try {
    form = await readSmallForm(request, ADMIN_MAX_BODY);
  } catch {
    return {
      ok: false,
      failure: data(
        { errors: { form: "Formuläret kunde inte läsas." }, values: {} },
        { status: 400 },
      ),
    };
  }
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return {
      ok: false,
      failure: data({ errors: fieldErrors(parsed.error), values }, { status: 400 }),
    };
  return { ok: true, value: parsed.data };
}
