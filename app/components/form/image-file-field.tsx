import { useState } from "react";
import { imageProblem } from "~/lib/registrations/form";

/**
 * A photo's file field (the admin's gallery, the owner's photos): a chosen file that is
 * not an image or too large is cleared at once with the reason; the server's own
 * refusal shows the same way.
 */
export function ImageFileField({
  id,
  name,
  label,
  help,
  error,
}: {
  id: string;
  name: string;
  label: string;
  help: string;
  /** The server's refusal of the last post's file. */
  error?: string;
}) {
  const [problem, setProblem] = useState<string>();
  const message = problem ?? error;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <p id={`${id}-help`} className="text-sm text-ink-soft">
        {help}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-help ${id}-error` : `${id}-help`}
        className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-sky file:px-4 file:py-2 file:font-semibold file:text-sea"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          const found = file ? imageProblem(file) : undefined;
          if (found) event.currentTarget.value = "";
          setProblem(found);
        }}
      />
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-rose-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}
