import { data, Link, redirect, useNavigation } from "react-router";
import { assignOwner, ownersOf, removeOwner } from "~/.server/owner/ownership";
import { linkRequestedPurchases } from "~/.server/payments/plan-links";
import { categoryOptions, loadPlace } from "~/.server/places/admin-places";
import { loadGallery, submitGalleryForm } from "~/.server/places/gallery";
import { readPlacePost, submitPlaceForm } from "~/.server/places/place-form";
import { imageStore } from "~/.server/services";
import { AdminPage, adminMeta, Notice, PublicPageLink } from "~/components/admin/admin-page";
import { AuditLog } from "~/components/admin/audit-log";
import { GALLERY_NOTICES, PlaceGallerySection } from "~/components/admin/gallery-editor";
import { PLACE_FIELD_NAMES, PlaceForm } from "~/components/admin/place-fields";
import { PlaceOwnersSection } from "~/components/admin/place-owners";
import type { FieldErrors } from "~/lib/forms/fields";
import { formFailure } from "~/lib/forms/replies";
import type { RequestPolicy } from "~/lib/http/request-policy";
import { isGalleryIntent } from "~/lib/places/gallery-form";
import { normaliseEmail } from "~/lib/text/email";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/$slug";
import { PLACE_FORM_POLICY } from "./place-form-policy";

export const requestPolicy: RequestPolicy = PLACE_FORM_POLICY;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const [found, categories, gallery, owners] = await Promise.all([
    loadPlace(db, params.slug),
    categoryOptions(db),
    loadGallery(db, params.slug, new Date()),
    ownersOf(db, params.slug),
  ]);
  if (!found) throw data("Företaget finns inte.", { status: 404 });
  const query = new URL(request.url).searchParams;
  return {
    ...found,
    categories,
    gallery,
    owners,
    ownerNotice: OWNER_NOTICES[query.get("agare") ?? ""],
    galleryNotice: GALLERY_NOTICES[query.get("bild") ?? ""],
    created: query.has("skapat"),
    saved: query.has("sparat"),
    imageFailed: query.has("bildfel"),
  };
}

const OWNER_NOTICES: Record<string, string> = {
  tillagd: "Ägaren är tillagd.",
  "tillagd-kopplad":
    "Ägaren är tillagd, och annonspaket som ägaren köpt för företaget är nu kopplade.",
  borttagen: "Ägaren är borttagen.",
};

// One action for the page's forms: the business form, and the gallery's and the
// owners' forms, which say which change they are in their `intent` field.
export async function action({ params, request, context }: Route.ActionArgs) {
  const { operator, db } = await operatorDatabase(context);
  // A refusal in the one reply shape, naming the form it answers.
  const refused = (
    form: "business" | "gallery" | "owners",
    status: number,
    errors: FieldErrors,
    values: Record<string, string>,
  ) => data({ ...formFailure(errors, values), form }, { status });
  const read = await readPlacePost(request, imageStore);
  if (!read.ok) return refused("business", read.status, read.errors, {});

  const intent = read.form.fields.intent;
  if (intent === "owner-add" || intent === "owner-remove") {
    const sent = String(read.form.fields.email ?? "");
    const email = normaliseEmail(sent);
    const fail = (status: number, error: string) =>
      refused("owners", status, { email: error }, { email: sent.slice(0, 254) });
    if (!email) return fail(400, "Ange en giltig e-postadress.");
    if (!(await loadPlace(db, params.slug))) throw data("Företaget finns inte.", { status: 404 });
    if (intent === "owner-add") {
      if (!(await assignOwner(db, operator, params.slug, email)))
        return fail(409, "Adressen är redan ägare av företaget.");
      // What the new owner bought for the business while waiting now delivers.
      const linked = await linkRequestedPurchases(db, email, params.slug);
      return redirect(
        `/admin/foretag/${params.slug}?agare=${linked > 0 ? "tillagd-kopplad" : "tillagd"}#agare`,
      );
    }
    if (!(await removeOwner(db, operator, params.slug, email)))
      return fail(409, "Adressen är inte en ägare som redaktionen har lagt till.");
    return redirect(`/admin/foretag/${params.slug}?agare=borttagen#agare`);
  }

  // The gallery's forms and the business form: a post to this business, image and all.
  const post = { db, store: imageStore, operator, slug: params.slug, form: read.form };
  if (isGalleryIntent(intent)) {
    const outcome = await submitGalleryForm(post);
    if (!outcome) throw data("Företaget finns inte.", { status: 404 });
    if (!outcome.ok) return refused("gallery", outcome.status, outcome.errors, outcome.values);
    return redirect(`/admin/foretag/${params.slug}?bild=${outcome.notice}#bilder`);
  }

  const outcome = await submitPlaceForm(post);
  if (!outcome) throw data("Företaget finns inte.", { status: 404 });
  if (!outcome.ok) return refused("business", outcome.status, outcome.errors, outcome.values);
  return redirect(
    `/admin/foretag/${outcome.slug}?sparat=1${outcome.imageFailed ? "&bildfel=1" : ""}`,
  );
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Redigera ${data.business.name}` : "Redigera företag");

export default function AdminPlace({ loaderData, actionData }: Route.ComponentProps) {
  const {
    business,
    audit,
    categories,
    gallery,
    galleryNotice,
    owners,
    ownerNotice,
    created,
    saved,
    imageFailed,
  } = loaderData;
  const navigation = useNavigation();
  const posting = navigation.state === "submitting";
  const galleryPost = isGalleryIntent(navigation.formData?.get("intent"));
  const placeAnswer = actionData?.form === "business" ? actionData : undefined;
  const galleryAnswer = actionData?.form === "gallery" ? actionData : undefined;
  const ownersAnswer = actionData?.form === "owners" ? actionData : undefined;
  const added = galleryAnswer?.values.intent === "gallery-add";
  return (
    <AdminPage back={{ to: "/admin/foretag", label: "Alla företag" }} title={business.name}>
      {business.hasDetailPage && business.status === "published" ? (
        <PublicPageLink href={`/business/${business.slug}`} />
      ) : null}
      <p className="mt-2">
        <Link
          to={`/admin/foretag/${business.slug}/oppettider`}
          className="font-semibold text-teal-dark underline"
        >
          Öppettider och helgdagar
        </Link>
        {" · "}
        <Link
          to={`/admin/foretag/${business.slug}/tillganglighet`}
          className="font-semibold text-teal-dark underline"
        >
          Tillgänglighet
        </Link>
        {" · "}
        <Link
          to={`/admin/foretag/${business.slug}/bekrafta`}
          className="font-semibold text-teal-dark underline"
        >
          Bekräfta uppgifterna
        </Link>
      </p>
      {actionData ? null : imageFailed ? (
        <Notice tone="error">
          {created ? "Företaget är skapat" : "Övriga ändringar är sparade"}, men bilden kunde inte
          sparas just nu. Försök ladda upp den igen om en stund.
        </Notice>
      ) : created || saved ? (
        <Notice>{created ? "Företaget är skapat." : "Ändringarna är sparade."}</Notice>
      ) : null}
      <PlaceForm
        business={business}
        sent={placeAnswer?.values}
        errors={placeAnswer?.errors ?? {}}
        categories={categories}
        submitLabel="Spara"
        busyLabel="Sparar..."
        busy={posting && !galleryPost}
      />
      <PlaceGallerySection
        gallery={gallery}
        published={business.status === "published"}
        addErrors={added ? galleryAnswer?.errors : undefined}
        changeError={galleryAnswer && !added ? galleryAnswer.errors.form : undefined}
        sent={added ? galleryAnswer?.values : undefined}
        notice={actionData ? undefined : galleryNotice}
        busy={posting && galleryPost}
      />
      {ownerNotice && !actionData ? <Notice>{ownerNotice}</Notice> : null}
      <PlaceOwnersSection
        owners={owners}
        error={ownersAnswer?.errors.email}
        sent={ownersAnswer?.values.email}
      />
      <AuditLog entries={audit} fieldNames={PLACE_FIELD_NAMES} />
    </AdminPage>
  );
}
