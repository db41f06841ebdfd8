import { PhotoRow, Thumbnail } from "~/components/admin/photo-row";
import { Field, FormAlert, SubmitButton } from "~/components/form/field";
import { ImageFileField } from "~/components/form/image-file-field";
import { SchemaForm } from "~/components/form/schema-form";
import { OwnerCard } from "~/components/owner/owner-page";
import { areaPhotoPath, OWNER_PHOTO_FILE_FIELD, ownerPhotoAddSchema } from "~/lib/owner/photos";

/** A photo as the owner's photo pages list it. */
export interface EditorPhoto {
  id: number;
  src: string;
  alt: string;
  /** Sent by the owner, not yet approved. */
  proposed: boolean;
  /** Within the plan's limit. */
  shown: boolean;
}

const ORDER = { up: "bild-upp", down: "bild-ner", remove: "bild-ta-bort" } as const;

/**
 * The owner's photos of a place or of a waiting registration: the list in order, each
 * movable and removable, and the form that adds one (file and alt text). `base` is the
 * area path the photos are served from; `full` replaces the hint when the plan is full.
 */
export function PhotoEditor({
  photos,
  base,
  countText,
  full,
  waiting,
  failure,
  busy,
}: {
  photos: readonly EditorPhoto[];
  base: string;
  countText: string;
  full: string | null;
  /** The line shown while the list waits for review, if any. */
  waiting?: string;
  failure?: { errors: Record<string, string>; values: Record<string, string> };
  busy: boolean;
}) {
  const added = failure?.values.intent === "bild-lagg-till" || failure?.errors.image;
  return (
    <>
      <OwnerCard label="Bilder">
        <h2 id="bilder" className="font-display text-2xl font-bold">
          Bilder
        </h2>
        <p className="mt-1 text-sm text-ink-soft" data-testid="photo-count">
          {countText}
        </p>
        {waiting ? <p className="mt-2 font-semibold">{waiting}</p> : null}
        <div className="mt-4">
          <FormAlert message={added ? undefined : failure?.errors.form} />
        </div>
        {photos.length === 0 ? (
          <p className="mt-4">Inga bilder ännu.</p>
        ) : (
          <ol className="mt-4 divide-y">
            {photos.map((photo, index) => (
              <PhotoRow
                key={photo.id}
                id={photo.id}
                index={index}
                count={photos.length}
                alt={photo.alt}
                intents={ORDER}
                picture={<Thumbnail src={areaPhotoPath(base, photo.src)} />}
                notes={
                  <>
                    {photo.proposed ? (
                      <span className="block text-sm font-semibold">Ny, väntar på granskning</span>
                    ) : null}
                    {photo.shown ? null : (
                      <span className="block text-sm text-ink-soft">
                        Visas inte med ditt nuvarande paket. Flytta upp den för att visa den i
                        stället för en annan.
                      </span>
                    )}
                  </>
                }
              />
            ))}
          </ol>
        )}
      </OwnerCard>
      <OwnerCard label="Lägg till en bild">
        <SchemaForm
          // A new count means the photo was added: a fresh, empty form.
          key={photos.length}
          schema={ownerPhotoAddSchema}
          serverErrors={added ? failure?.errors : undefined}
          invalidMessage="Kontrollera de markerade fälten."
          encType="multipart/form-data"
          className="space-y-4"
        >
          {(errors) => (
            <>
              <h2 className="font-display text-2xl font-bold">Lägg till en bild</h2>
              <input type="hidden" name="intent" value="bild-lagg-till" />
              <ImageFileField
                id="owner-photo"
                name={OWNER_PHOTO_FILE_FIELD}
                label="Bild"
                help={
                  full ??
                  "PNG, JPG eller GIF, högst 5 MB. Ta en bild med telefonen eller välj en. Platsuppgifter och kamerainformation tas bort."
                }
                error={errors[OWNER_PHOTO_FILE_FIELD]}
              />
              <Field
                label="Bildtext"
                name="alt"
                defaultValue={added ? (failure?.values.alt ?? "") : ""}
                hint="Beskriv vad bilden visar, för den som inte ser den."
                error={errors.alt}
              />
              <SubmitButton
                busy={busy}
                label="Skicka bilden för granskning"
                busyLabel="Laddar upp..."
              />
            </>
          )}
        </SchemaForm>
      </OwnerCard>
    </>
  );
}
