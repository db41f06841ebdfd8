import { data, Link, useNavigation } from "react-router";
import { ownerPageHeaders, requireOwner, sameOrigin } from "~/.server/auth/owner-auth";
import { refuse } from "~/.server/http/form";
import { photoPageAction } from "~/.server/owner/owner-forms";
import { photoCountText } from "~/.server/owner/owner-photos";
import {
  REGISTRATION_NOT_YOURS,
  registrationGallery,
  submitRegistrationPhotoForm,
} from "~/.server/registrations/photos";
import { imageStore } from "~/.server/services";
import { OwnerNotice, OwnerPage } from "~/components/owner/owner-page";
import { PhotoEditor } from "~/components/owner/photo-editor";
import type { RequestPolicy } from "~/lib/http/request-policy";
import { registrationPath } from "~/lib/owner/paths";
import { photoNotice, registrationPhotoBase } from "~/lib/owner/photos";
import { numberWord } from "~/lib/places/gallery-form";
import { pageMeta } from "~/lib/seo/meta";
import { PLACE_FORM_POLICY } from "~/routes/admin/foretag/place-form-policy";
import type { Route } from "./+types/bilder";

/** The form carries a photo, as the owner's photo page does (the same limits). */
export const requestPolicy: RequestPolicy = PLACE_FORM_POLICY;

// /foretagare/registrering/:id/bilder: the photos of a registration that still waits
// (issue 38, point 5), up to what the plan the registrant bought gives. The operator
// sees them with the registration; approval publishes them with the place.

const NOTICES: Record<string, string> = {
  tillagd: "Tack! Bilden är sparad med registreringen.",
  borttagen: "Bilden är borttagen.",
  flyttad: "Bilderna har fått den nya ordningen.",
};

async function galleryOfOwner(context: Route.LoaderArgs["context"], request: Request, id: string) {
  const { db } = context.database;
  const owner = await requireOwner(db, request);
  const gallery = /^\d{1,12}$/.test(id)
    ? await registrationGallery(db, owner.email, Number(id))
    : undefined;
  if (!gallery) throw data(REGISTRATION_NOT_YOURS, { status: 404 });
  return { db, owner, gallery, id: Number(id) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { gallery, id } = await galleryOfOwner(context, request, params.id);
  return {
    id,
    gallery,
    countText: photoCountText(gallery),
    notice: photoNotice(request.url, NOTICES),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) return refuse(403, "Förfrågan kommer från en annan webbplats.");
  const { db, owner, id } = await galleryOfOwner(context, request, params.id);
  return photoPageAction(request, owner.email, registrationPhotoBase(id), (form) =>
    submitRegistrationPhotoForm({ db, store: imageStore, email: owner.email, id, form }),
  );
}

export const headers: Route.HeadersFunction = ownerPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data ? `Bilder: ${data.gallery.name}` : "Bilder",
    "Bilderna till registreringen i Malmöguiden.",
  ),
];

export default function RegistrationPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { id, gallery, countText, notice } = loaderData;
  const { name, photos, planName, slots, hasMainImage, full } = gallery;
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const total = slots + (hasMainImage ? 1 : 0);
  return (
    <OwnerPage
      title={`Bilder: ${name}`}
      intro={
        <p>
          {planName
            ? `Annonspaketet ${planName} som du har köpt ger företaget högst ${numberWord(total)} bilder${hasMainImage ? ", bilden i registreringen inräknad" : ""}. `
            : "Det ingår en bild. Fler bilder ingår i annonspaketen Silver och Guld. "}
          Vi ser bilderna när vi granskar registreringen, och de visas på företagets sida i den här
          ordningen när den är publicerad.
        </p>
      }
    >
      <p>
        <Link to={registrationPath(id)} className="font-semibold underline">
          Tillbaka till registreringen
        </Link>
      </p>
      {notice && !actionData ? <OwnerNotice>{notice}</OwnerNotice> : null}
      <PhotoEditor
        photos={photos}
        base={registrationPhotoBase(id)}
        countText={countText}
        full={full}
        failure={failure}
        busy={busy}
      />
    </OwnerPage>
  );
}
