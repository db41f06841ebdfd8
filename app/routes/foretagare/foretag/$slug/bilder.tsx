import { Link, useNavigation } from "react-router";
import { ownerPageHeaders, sameOrigin } from "~/.server/auth/owner-auth";
import { refuse } from "~/.server/http/form";
import { ownerAndPlace, photoPageAction } from "~/.server/owner/owner-forms";
import {
  ownerGallery,
  PHOTO_NOT_YOURS,
  photoCountText,
  submitOwnerPhotoForm,
} from "~/.server/owner/owner-photos";
import { imageStore } from "~/.server/services";
import { OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import { PhotoEditor } from "~/components/owner/photo-editor";
import type { RequestPolicy } from "~/lib/http/request-policy";
import { ownerPhotoBase, PHOTO_NOTICES, photoNotice } from "~/lib/owner/photos";
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

async function placeOfOwner(context: Route.LoaderArgs["context"], request: Request, slug: string) {
  const { db } = context.database;
  return { db, ...(await ownerAndPlace(db, request, slug, PHOTO_NOT_YOURS)) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, place } = await placeOfOwner(context, request, params.slug);
  const gallery = await ownerGallery(db, place.slug);
  return {
    slug: place.slug,
    name: place.name,
    gallery,
    countText: photoCountText(gallery),
    notice: photoNotice(request.url, PHOTO_NOTICES),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) return refuse(403, "Förfrågan kommer från en annan webbplats.");
  const { db, owner, place } = await placeOfOwner(context, request, params.slug);
  return photoPageAction(request, owner.email, ownerPhotoBase(place.slug), (form) =>
    submitOwnerPhotoForm({ db, store: imageStore, email: owner.email, slug: place.slug, form }),
  );
}

export const headers: Route.HeadersFunction = ownerPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data ? `Bilder: ${data.name}` : "Bilder", "Företagets bilder i Malmöguiden."),
];

export default function OwnerPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, name, gallery, countText, notice } = loaderData;
  const { photos, planName, slots, hasMainImage, full, waiting } = gallery;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
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
      <PhotoEditor
        photos={photos}
        base={ownerPhotoBase(slug)}
        countText={countText}
        full={full}
        waiting={waiting ? PROPOSAL_WAITING : undefined}
        failure={failure}
        busy={busy}
      />
    </OwnerPage>
  );
}
