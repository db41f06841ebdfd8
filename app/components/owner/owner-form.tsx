import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import type * as z from "zod/mini";
import { FormAlert } from "~/components/admin/field";
import { type FieldErrors, fieldErrors } from "~/lib/admin-forms";

/**
 * An owner form checked with the same zod schema as its action: in the browser before
 * it is sent, and again on the server, which is what counts (without JavaScript the
 * server's answer shows the same messages). After a failed check the first field in
 * error gets the focus, so keyboard and screen-reader users land on it.
 */
export function OwnerForm<T>({
  schema,
  serverErrors,
  children,
  action,
  className = "space-y-4",
}: {
  schema: z.ZodMiniType<T>;
  /** The action's field errors, when its last answer was refused. */
  serverErrors?: FieldErrors;
  children: (errors: FieldErrors) => ReactNode;
  action?: string;
  className?: string;
}) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? serverErrors ?? {};
  useEffect(() => {
    if (!clientErrors && !serverErrors) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [clientErrors, serverErrors]);
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
  }
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={check}
      className={className}
      noValidate
    >
      <FormAlert message={errors.form} />
      {children(errors)}
    </Form>
  );
}
