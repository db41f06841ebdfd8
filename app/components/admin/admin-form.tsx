import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import type * as z from "zod/mini";
import { SubmitButton } from "~/components/form/field";
import { SchemaForm } from "~/components/form/schema-form";
import type { FieldErrors } from "~/lib/forms/fields";
import { ADMIN_FORM_CLASS, FIX_MARKED_FIELDS } from "./admin-page";

/** The button of an edit page's form. */
export const SAVE_BUTTON = { label: "Spara", busyLabel: "Sparar..." };

/**
 * An admin form: a SchemaForm in the admin's card, with the admin's message for marked
 * fields, its fields and, where it has one, its submit button last. A page with more
 * than one such form tells them apart by `intent`, sent in a hidden field before the
 * fields: its button is busy only while its own form is sent (without one, while the
 * page sends any form). Fields that end with their own button leave `submit` out.
 */
export function AdminForm<T>({
  schema,
  serverErrors,
  intent,
  submit,
  encType,
  className = ADMIN_FORM_CLASS,
  children,
}: {
  schema: z.ZodMiniType<T>;
  /** The action's field errors, as SchemaForm takes them. */
  serverErrors?: FieldErrors;
  /** The change this form sends, when the page's action takes more than one (with `submit`). */
  intent?: string;
  submit?: { label: string; busyLabel: string; busy?: boolean };
  encType?: "multipart/form-data";
  className?: string;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <SchemaForm
      schema={schema}
      serverErrors={serverErrors}
      invalidMessage={FIX_MARKED_FIELDS}
      encType={encType}
      className={className}
    >
      {(errors) => {
        // The fields stand as the form's own children, beside the hidden intent and the
        // button: no extra level, so the ids React generates for the fields stay the same.
        if (!submit) return children(errors);
        const button = (
          <SubmitButton
            busy={submit.busy ?? busy}
            label={submit.label}
            busyLabel={submit.busyLabel}
          />
        );
        return intent ? (
          <>
            <input type="hidden" name="intent" value={intent} />
            {children(errors)}
            {button}
          </>
        ) : (
          <>
            {children(errors)}
            {button}
          </>
        );
      }}
    </SchemaForm>
  );
}
