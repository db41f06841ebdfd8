import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import type * as z from "zod/mini";
import { type FieldErrors, fieldErrors } from "~/lib/forms/fields";
import { FormAlert } from "./field";

/**
 * A form checked with the same zod schema as its action: in the browser before it is
 * sent (errors appear next to the fields at once) and again on the server, which is
 * what counts — without JavaScript the server's answer shows the same messages.
 *
 * After a failed check, in the browser or on the server, the form's message is
 * scrolled into view and the first field in error gets the focus, so keyboard and
 * screen-reader users land on it and hear its error.
 */
export function SchemaForm<T>({
  schema,
  serverErrors,
  children,
  invalidMessage,
  action,
  encType,
  words,
  className = "space-y-4",
}: {
  schema: z.ZodMiniType<T>;
  /**
   * The action's field errors, when its last answer was refused. Pass the answer's
   * object as it is: a new object is taken as a new answer (and moves the focus).
   */
  serverErrors?: FieldErrors;
  children: (errors: FieldErrors) => ReactNode;
  /**
   * The form's message when fields are in error and the answer has none of its own
   * (errors.form). Without it only errors.form is shown.
   */
  invalidMessage?: string;
  action?: string;
  encType?: "multipart/form-data";
  /** Puts the schema's messages into words, when they are catalog ids (issue 40). */
  words?: (message: string) => string;
  className?: string;
}) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const shown = clientErrors ?? serverErrors;
  const errors = shown ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  // Once per failed check, not on every render: a caller's `?? {}` is a new (empty)
  // object each time, and the focus must not be pulled back while the user types.
  const focusedFor = useRef<FieldErrors>(undefined);
  useEffect(() => {
    if (!shown || shown === focusedFor.current || Object.keys(shown).length === 0) return;
    focusedFor.current = shown;
    alertRef.current?.scrollIntoView({ block: "center" });
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);
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
    setClientErrors(fieldErrors(parsed.error, words));
  }
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      encType={encType}
      onSubmit={check}
      className={className}
      noValidate
    >
      <FormAlert ref={alertRef} message={errors.form ?? (hasErrors ? invalidMessage : undefined)} />
      {children(errors)}
    </Form>
  );
}
