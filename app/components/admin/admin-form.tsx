import { type ReactNode, useRef, useState } from "react";
import { Form } from "react-router";
import type * as z from "zod/mini";
import { type FieldErrors, fieldErrors } from "~/lib/admin-forms";
import { FormAlert } from "./field";

/**
 * An admin form checked with the same zod schema as its action: in the browser before
 * it is sent (errors appear next to the fields at once) and again on the server, which
 * is what counts — without JavaScript the server's answer shows the same messages.
 */
export function AdminForm<T>({
  schema,
  serverErrors,
  children,
  encType,
  className = "mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm",
}: {
  schema: z.ZodMiniType<T>;
  /** The action's field errors, when its last answer was a 400. */
  serverErrors?: FieldErrors;
  children: (errors: FieldErrors) => ReactNode;
  encType?: "multipart/form-data";
  className?: string;
}) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const errors = clientErrors ?? serverErrors ?? {};
  function check(event: React.FormEvent<HTMLFormElement>) {
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === "string") values[key] = value;
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error));
    alertRef.current?.scrollIntoView({ block: "center" });
  }
  return (
    <Form method="post" encType={encType} onSubmit={check} className={className} noValidate>
      <div ref={alertRef}>
        <FormAlert
          message={
            Object.keys(errors).length > 0
              ? (errors.form ?? "Rätta fälten som är markerade nedan.")
              : undefined
          }
        />
      </div>
      {children(errors)}
    </Form>
  );
}
