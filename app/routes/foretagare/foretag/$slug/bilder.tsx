import { data, Link, redirect, useNavigation } from "react-router";
import { ownerPageHeaders, requireOwner, sameOrigin } from "~/.server/auth/owner-auth";
import { refuse } from "~/.server/http/form";
import { ownerEditLimited } from "~/.server/owner/owner-forms";
import {
  ownerGallery,
  PHOTO_NOT_YOURS,
  photoCountText,
  submitOwnerPhotoForm,
} from "~/.server/owner/owner-photos";
import { ownedPlace } from "~/.server/owner/proposals";
import { readPlacePost } from "~/.server/places/place-form";
import { imageStore } from "~/.server/services";
import { PhotoRow, Thumbnail } from "~/components/admin/photo-row";
import { Field, FormAlert, SubmitButton } from "~/components/form/field";
import { ImageFileField } from "~/components/form/image-file-field";
import { SchemaForm } from "~/components/form/schema-form";
import { OwnerCard, OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import type { RequestPolicy } from "~/lib/http/request-policy";
import {
  areaPhotoPath,
  OWNER_PHOTO_FILE_FIELD,
  ownerPhotoAddSchema,
  ownerPhotoBase,
} from "~/lib/owner/photos";
import { ownerEditorPath, PROPOSAL_WAITING } from "~/lib/owner/proposals";
import { numberWord } from "~/lib/places/gallery-form";
import { pageMeta } from "~/lib/seo/meta";
import { PLACE_FORM_POLICY } from "~/routes/admin/foretag/place-form-policy";
import type { Route } from "./+types/bilder";

/** The form carries a photo, as the admin's business form does (the same limits). */
export const requestPolicy: RequestPolicy = PLACE_FORM_POLICY;

// /foretagare/foretag/:slug/bilder: the owner's photos of a place they own (issue 38,
// point 2), up to what the plan gives. Each change waits for the operator with the rest
// of the owner's changes; the public page shows the photos once they are approved.

const NOTICES: Record<string, string> = {
  tillagd: "Tack! Bilden väntar på granskning.",
  borttagen: "Bilden tas bort när vi har granskat ändringen.",
  flyttad: "Den nya ordningen väntar på granskning.",
};

async function placeOfOwner(context: Route.LoaderArgs["context"], request: Request, slug: string) {
  const { db } = context.database;
  const owner = await requireOwner(db, request);
  const place = await ownedPlace(db, owner.email, slug);
  if (!place) throw data(PHOTO_NOT_YOURS, { status: 403 });
  return { db, owner, place };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, place } = await placeOfOwner(context, request, params.slug);
  const gallery = await ownerGallery(db, place.slug);
  return {
    slug: place.slug,
    name: place.name,
    gallery,
    countText: photoCountText(gallery),
    notice: NOTICES[new URL(request.url).searchParams.get("bild") ?? ""],
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) return refuse(403, "Förfrågan kommer från en annan webbplats.");
  const { db, owner, place } = await placeOfOwner(context, request, params.slug);
  // Counted before the body is read, so a refused upload is never stored.
  const limited = await ownerEditLimited(owner.email, {});
  if (limited) return limited;
  const read = await readPlacePost(request, imageStore);
  if (!read.ok) return refuse(read.status, read.errors);
  const outcome = await submitOwnerPhotoForm({
    db,
    store: imageStore,
    email: owner.email,
    slug: place.slug,
    form: read.form,
  });
  if (!outcome.ok) return refuse(outcome.status, outcome.errors, outcome.values);
  return redirect(`${ownerPhotoBase(place.slug)}?bild=${outcome.notice}#bilder`, 303);
}

export const headers: Route.HeadersFunction = ownerPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data ? `Bilder: ${data.name}` : "Bilder", "Företagets bilder i Malmöguiden."),
];

const ORDER = { up: "bild-upp", down: "bild-ner", remove: "bild-ta-bort" } as const;

export default function OwnerPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, name, gallery, countText, notice } = loaderData;
  const { photos, planName, slots, hasMainImage, full, waiting } = gallery;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const added = failure?.values.intent === "bild-lagg-till" || failure?.errors.image;
  const total = slots + (hasMainImage ? 1 : 0);
  return (
    <OwnerPage
      title={`Bilder: ${name}`}
      intro={
        <p>
          {planName
            ? `Annonspaketet ${planName} ger företaget högst ${numberWord(total)} bilder${hasMainImage ? ", huvudbilden inräknad" : ""}. De visas på företagets sida i den här ordningen när vi har granskat dem.`
            : "Det ingår en bild. Fler bilder ingår i annonspaketen Silver och Guld."}
        </p>
      }
    >
      <p>
        <Link to={ownerEditorPath(slug)} className="font-semibold underline">
          Tillbaka till företagets uppgifter
        </Link>
      </p>
      {notice && !actionData ? <OwnerNotice>{notice}</OwnerNotice> : null}
      <OwnerCard label="Bilder">
        <h2 id="bilder" className="font-display text-2xl font-bold">
          Bilder
        </h2>
        <p className="mt-1 text-sm text-ink-soft" data-testid="photo-count">
          {countText}
        </p>
        {waiting ? <p className="mt-2 font-semibold">{PROPOSAL_WAITING}</p> : null}
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
                picture={<Thumbnail src={areaPhotoPath(ownerPhotoBase(slug), photo.src)} />}
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
    </OwnerPage>
  );
}
