import { ImageOff } from "lucide-react";
import type { GalleryValues } from "~/.server/places/gallery";
import { Field, FormAlert, SubmitButton } from "~/components/form/field";
import { ImageFileField } from "~/components/form/image-file-field";
import type { FieldErrors } from "~/lib/forms/fields";
import {
  GALLERY_FILE_FIELD,
  type GalleryChange,
  galleryAddSchema,
  numberWord,
} from "~/lib/places/gallery-form";
import { AdminForm } from "./admin-form";
import { Notice } from "./admin-page";
import { PhotoRow, Thumbnail } from "./photo-row";

// The edit page's "Bilder" section: the business's gallery (Silver and Guld), with a
// small POST form per change so everything works without JavaScript and from the
// keyboard. The server (app/.server/places/gallery.ts) checks the plan's limit.

export const GALLERY_NOTICES: Readonly<Record<string, string>> = {
  tillagd: "Bilden är tillagd.",
  borttagen: "Bilden är borttagen.",
  flyttad: "Bildordningen är sparad.",
};

/** How many images the business has, against what its plan gives. */
function countText(count: number, limit: number): string {
  if (count <= limit)
    return `${count} av ${limit} ${limit === 1 ? "bild" : "bilder"} används (huvudbilden räknas in).`;
  return limit === 1
    ? `${count} bilder sparade. Utan annonspaketet Silver eller Guld visar den publika sidan bara huvudbilden; de övriga sparas tills vidare.`
    : `${count} bilder sparade, men annonspaketet ger högst ${numberWord(limit)}: den publika sidan visar huvudbilden och de första bilderna i galleriet.`;
}

/** The changes of an image in the gallery; the image's text completes their names. */
const GALLERY_ORDER = {
  up: "gallery-up",
  down: "gallery-down",
  remove: "gallery-remove",
} as const satisfies Record<string, GalleryChange["intent"]>;

export function PlaceGallerySection({
  gallery,
  published,
  addErrors,
  changeError,
  sent,
  notice,
  busy,
}: {
  gallery: GalleryValues;
  /** Gallery images are served once the business is published. */
  published: boolean;
  /** The add form's field errors from the server's last answer. */
  addErrors?: FieldErrors;
  /** Why the last remove or move was refused. */
  changeError?: string;
  /** The add form's values as they were sent, after a refusal. */
  sent?: Record<string, string>;
  notice?: string;
  busy: boolean;
}) {
  const { images, limit, count, planName, full } = gallery;
  return (
    // Its own section, not AdminSection: one more level above the add form would change
    // the ids React generates for its fields.
    <section aria-labelledby="bilder" className="mt-10">
      <h2 id="bilder" className="font-display text-2xl font-bold">
        Bilder
      </h2>
      <p className="mt-1 text-ink-soft">
        {planName
          ? `Annonspaketet ${planName} ger företaget högst ${numberWord(limit)} bilder: huvudbilden ovan och galleriet här, som visas på den publika sidan i den här ordningen.`
          : "Utan annonspaketet Silver eller Guld visar den publika sidan bara huvudbilden. Fler bilder ingår i annonspaketen Silver och Guld."}
      </p>
      <p className="mt-1 text-sm text-ink-soft" data-testid="gallery-count">
        {countText(count, limit)}
      </p>
      {notice ? <Notice>{notice}</Notice> : null}
      <div className="mt-4">
        <FormAlert message={changeError} />
      </div>

      {images.length === 0 ? (
        <p className="mt-4">Inga bilder i galleriet ännu.</p>
      ) : (
        <ol className="mt-4 divide-y rounded-2xl bg-white shadow-sm">
          {images.map((image, index) => (
            <PhotoRow
              key={image.id}
              id={image.id}
              index={index}
              count={images.length}
              alt={image.alt}
              intents={GALLERY_ORDER}
              picture={
                published ? (
                  <Thumbnail src={image.src} />
                ) : (
                  <span className="flex h-24 w-32 flex-col items-center justify-center gap-1 rounded-lg bg-sand p-2 text-center text-xs text-ink-soft">
                    <ImageOff className="size-5" aria-hidden="true" />
                    Visas när företaget är publicerat
                  </span>
                )
              }
            />
          ))}
        </ol>
      )}

      <AdminForm
        // A new count means the image was added: a fresh, empty form.
        key={count}
        schema={galleryAddSchema}
        serverErrors={addErrors}
        encType="multipart/form-data"
        className="mt-4 space-y-4 rounded-2xl bg-white p-6 shadow-sm"
      >
        {(errors) => (
          <>
            <h3 className="font-display text-xl font-bold">Lägg till en bild</h3>
            <input type="hidden" name="intent" value="gallery-add" />
            <ImageFileField
              id="gallery-image"
              name={GALLERY_FILE_FIELD}
              label="Ny bild"
              help={full ?? "PNG, JPG eller GIF, högst 5 MB. Läggs sist i galleriet."}
              error={errors[GALLERY_FILE_FIELD]}
            />
            <Field
              label="Bildtext"
              name="alt"
              defaultValue={sent?.alt ?? ""}
              hint="Beskriv vad bilden visar, för den som inte ser den (alt-text)."
              error={errors.alt}
            />
            <SubmitButton busy={busy} label="Lägg till bild" busyLabel="Laddar upp..." />
          </>
        )}
      </AdminForm>
    </section>
  );
}
