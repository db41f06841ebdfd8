import { Form } from "react-router";
import type { FeaturedChange } from "~/lib/admin-forms";

/**
 * One change of the featured selection as its own small POST form, so it works
 * without JavaScript and from the keyboard. The visible label is short; the place's
 * name (and `context`) complete the button's name for screen readers.
 */
export function FeaturedButton({
  intent,
  slug,
  label,
  name,
  context,
  disabled,
}: {
  intent: FeaturedChange["intent"];
  slug: string;
  label: string;
  name: string;
  context?: string;
  disabled?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="slug" value={slug} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        className="btn-secondary inline-flex disabled:cursor-not-allowed disabled:opacity-50"
      >
        {label}
        <span className="sr-only">{` ${name}${context ? ` ${context}` : ""}`}</span>
      </button>
    </Form>
  );
}
