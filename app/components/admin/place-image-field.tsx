import { useState } from "react";
import { ImagePicker } from "~/components/image-picker";
import { imageProblem } from "~/lib/registrations/form";

/**
 * The business's image: the current one (or the drawn card art it falls back to) and
 * a file input with a preview. The file goes with the form's multipart post.
 */
export function PlaceImageField({
  image,
  slug,
  name,
  error,
}: {
  /** The current image's URL ("" = none of its own). */
  image: string;
  /** The business's slug, once it exists (its drawn card art). */
  slug?: string;
  name: string;
  error?: string;
}) {
  const [problem, setProblem] = useState<string>();
  const message = problem ?? error;
  const fallback = slug ? `/images/business/${slug}.svg` : undefined;
  const shown = image || fallback;
  return (
    <div>
      <label htmlFor="image" className="block font-semibold">
        Bild
      </label>
      <p id="image-help" className="text-sm text-ink-soft">
        PNG, JPG eller GIF, högst 5 MB. Visas på kortet i listan och på företagets sida.
      </p>
      {shown ? (
        <figure className="mt-2 flex items-center gap-4 rounded-xl bg-sand/60 p-3">
          <img
            src={shown}
            alt={image ? `Nuvarande bild: ${name}` : `Tecknad bild: ${name}`}
            width={160}
            height={120}
            className="h-24 w-32 rounded-lg bg-white object-cover"
            data-testid="current-image"
          />
          <figcaption className="text-sm text-ink-soft">
            {image
              ? "Nuvarande bild. Välj en ny fil för att byta den."
              : "Ingen egen bild ännu: kortet visar en tecknad bild."}
          </figcaption>
        </figure>
      ) : null}
      <div className="mt-2">
        <ImagePicker
          name="image"
          describedBy={message ? "image-help image-error" : "image-help"}
          onInvalid={(file) => {
            const found = imageProblem(file);
            setProblem(found);
            return Boolean(found);
          }}
        />
      </div>
      {message ? (
        <p id="image-error" className="mt-1 text-sm font-semibold text-rose-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}
