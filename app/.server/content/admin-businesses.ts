import { rename, rm } from "node:fs/promises";
import type { Kysely, Transaction } from "kysely";
import { CATEGORIES } from "~/content/categories";
import { MAX_IMAGE_BYTES } from "~/content/registration";
import {
  type BusinessForm,
  businessSchema,
  type FieldErrors,
  featureLines,
  fieldErrors,
  hoursOf,
  sendsProfile,
} from "~/lib/admin-forms";
import { storedImageName } from "~/lib/file-name";
import { IMAGE_MESSAGES } from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import { auditOf, type Changes, changesBetween, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { bool } from "../db/db";
import type { Database } from "../db/schema";
import {
  ADMIN_MAX_BODY,
  BodyTooLargeError,
  mediaType,
  TooManyFieldsError,
  UnsupportedMediaTypeError,
} from "../http/body";
import { type ParsedForm, parseMultipart, type UploadedFile } from "../http/multipart";
import { CONTENT_TYPES, cleanImage, EXTENSIONS } from "../uploads/image-file";
import { businessImageUrl, type ImageStore, isStorageFault } from "../uploads/storage";
import { pendingPath, tempPath } from "../uploads/temp-files";
import { Unchanged, writeContent } from "./content";
import { uniqueSlug } from "./slugs";

// The operator's reads and writes of businesses. Every write is one content write
// (writeContent: a transaction that bumps the content version) that records what
// changed in the audit log, so the public pages of every process show it on their
// next request.

/**
 * The business form with an image: the 5 MB image plus the form's text (at most
 * ADMIN_MAX_BODY) and multipart overhead. server/request-policy.ts applies it to the
 * create and edit paths; forms without a file stay at ADMIN_MAX_BODY.
 */
export const BUSINESS_FORM_MAX_BODY = MAX_IMAGE_BYTES + ADMIN_MAX_BODY + 64 * 1024;

export interface BusinessRow {
  slug: string;
  name: string;
  category: string;
  status: string;
  featured: boolean;
  hasDetailPage: boolean;
}

export async function listBusinesses(
  db: Kysely<Database>,
  filter: { q?: string; category?: string; status?: string },
): Promise<BusinessRow[]> {
  let query = db
    .selectFrom("businesses")
    .select(["slug", "name", "category", "status", "featured", "has_detail_page"])
    .orderBy("name");
  if (filter.q) {
    const like = `%${filter.q.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([eb(eb.fn("lower", ["name"]), "like", like), eb("slug", "like", like)]),
    );
  }
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.status === "published" || filter.status === "hidden")
    query = query.where("status", "=", filter.status);
  const rows = await query.execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    category: row.category,
    status: row.status,
    featured: Boolean(row.featured),
    hasDetailPage: Boolean(row.has_detail_page),
  }));
}

export async function businessCategories(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("businesses").select("category").distinct().execute();
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b, "sv"));
}

export interface CategoryOption {
  value: string;
  label: string;
}

/**
 * The categories a business can be placed in: every category page the guide has
 * (by its title), plus any other value a business already carries (such as the
 * capitalised 'Boende' some pages show as it is).
 */
export async function categoryOptions(db: Kysely<Database>): Promise<CategoryOption[]> {
  const options: CategoryOption[] = CATEGORIES.flatMap((category) =>
    category.title ? [{ value: category.slug, label: category.title }] : [],
  );
  for (const value of await businessCategories(db))
    if (!options.some((option) => option.value === value))
      options.push({ value, label: `${value} (egen stavning)` });
  return options.sort((a, b) => a.label.localeCompare(b.label, "sv"));
}

/** The category page a business is listed on: its category as a slug ('Boende' -> boende). */
function listingSlug(category: string): string {
  return category.trim().toLowerCase();
}

interface StoredProfile {
  longDescription: string;
  philosophy: string;
  equipment: string;
  features: string[];
}

interface Hours {
  days: string;
  time: string;
}

/** The extended profile as edited: the stored JSON plus the opening hours. */
interface Profile extends StoredProfile {
  hours: Hours[];
}

function storedProfile(json: string | null): StoredProfile | undefined {
  if (!json) return undefined;
  const value = JSON.parse(json) as Partial<Record<keyof StoredProfile, unknown>>;
  return {
    longDescription: String(value.longDescription ?? ""),
    philosophy: String(value.philosophy ?? ""),
    equipment: String(value.equipment ?? ""),
    features: Array.isArray(value.features) ? value.features.map(String) : [],
  };
}

/** The profile a form describes; undefined when every part of it is empty. */
function profileOfForm(form: BusinessForm): Profile | undefined {
  const profile: Profile = {
    longDescription: form.longDescription ?? "",
    philosophy: form.philosophy ?? "",
    equipment: form.equipment ?? "",
    features: featureLines(form.features),
    hours: hoursOf(form),
  };
  const empty =
    !profile.longDescription &&
    !profile.philosophy &&
    !profile.equipment &&
    profile.features.length === 0 &&
    profile.hours.length === 0;
  return empty ? undefined : profile;
}

function profileJson(profile: Profile | undefined): string | null {
  if (!profile) return null;
  const { longDescription, philosophy, equipment, features } = profile;
  return JSON.stringify({ longDescription, philosophy, equipment, features });
}

const blankToNull = (value: string | undefined | null) => (value?.trim() ? value.trim() : null);

/** The profile as the audit log compares and shows it: one readable value per field. */
function profileForAudit(profile: Profile | undefined) {
  return {
    longDescription: blankToNull(profile?.longDescription),
    philosophy: blankToNull(profile?.philosophy),
    equipment: blankToNull(profile?.equipment),
    features: blankToNull(profile?.features.join("; ")),
    hours: blankToNull(profile?.hours.map((row) => `${row.days} ${row.time}`).join("; ")),
  };
}

/** The card's short text when none is given: the description's first sentence. */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** The fields a form sets, as the audit log names them. */
function fieldsOfForm(form: BusinessForm) {
  return {
    name: form.name,
    category: form.category,
    description: form.description,
    address: form.address,
    email: blankToNull(form.email),
    phone: blankToNull(form.phone),
    website: blankToNull(form.website),
    rating: form.rating?.trim() ? Number(form.rating.replace(",", ".")) : null,
    source: blankToNull(form.source),
    featured: form.featured === "on",
    status: form.status,
  };
}

export async function loadBusiness(db: Kysely<Database>, slug: string) {
  const row = await db
    .selectFrom("businesses")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const [hours, audit] = await Promise.all([
    db
      .selectFrom("business_hours")
      .select(["days", "time"])
      .where("business_slug", "=", slug)
      .orderBy("position")
      .execute(),
    auditOf(db, "business", slug),
  ]);
  const profile = storedProfile(row.profile);
  return {
    business: {
      slug: row.slug,
      name: row.name,
      category: row.category,
      summary: row.summary,
      description: row.description,
      address: row.address,
      email: row.email ?? "",
      // The original data's "N/A" means no phone (spec 3); the form shows it as empty.
      phone: row.phone === "N/A" ? "" : (row.phone ?? ""),
      website: row.website ?? "",
      rating: row.rating === null ? "" : String(row.rating).replace(".", ","),
      source: row.source ?? "",
      featured: Boolean(row.featured),
      status: row.status,
      hasDetailPage: Boolean(row.has_detail_page),
      image: row.image ?? "",
      longDescription: profile?.longDescription ?? "",
      philosophy: profile?.philosophy ?? "",
      equipment: profile?.equipment ?? "",
      features: (profile?.features ?? []).join("\n"),
      // Opening hours belong to the profile: the public page shows none without one.
      hours: profile ? hours : [],
    },
    audit,
  };
}

export type LoadedBusiness = NonNullable<Awaited<ReturnType<typeof loadBusiness>>>["business"];

/** What the create form starts with: hidden until the operator publishes it. */
export const NEW_BUSINESS: LoadedBusiness = {
  slug: "",
  name: "",
  category: "",
  summary: "",
  description: "",
  address: "",
  email: "",
  phone: "",
  website: "",
  rating: "",
  source: "",
  featured: false,
  status: "hidden",
  hasDetailPage: true,
  image: "",
  longDescription: "",
  philosophy: "",
  equipment: "",
  features: "",
  hours: [],
};

async function replaceHours(trx: Transaction<Database>, slug: string, hours: Hours[]) {
  await trx.deleteFrom("business_hours").where("business_slug", "=", slug).execute();
  if (hours.length > 0)
    await trx
      .insertInto("business_hours")
      .values(hours.map((row, position) => ({ business_slug: slug, position, ...row })))
      .execute();
}

/** Lists the business last on a category page unless it is listed there already. */
async function listAtEnd(trx: Transaction<Database>, slug: string, categorySlug: string) {
  const listed = await trx
    .selectFrom("business_listings")
    .select("position")
    .where("category_slug", "=", categorySlug)
    .where("business_slug", "=", slug)
    .executeTakeFirst();
  if (listed) return;
  const last = await trx
    .selectFrom("business_listings")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("category_slug", "=", categorySlug)
    .executeTakeFirst();
  const position =
    last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  await trx
    .insertInto("business_listings")
    .values({ category_slug: categorySlug, business_slug: slug, position })
    .execute();
}

/** Saves the form; returns the changed fields ({} when nothing changed), or undefined if gone. */
export async function saveBusiness(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  form: BusinessForm,
): Promise<Changes | undefined> {
  return writeContent<Changes | undefined>(db, async (trx) => {
    const old = await trx
      .selectFrom("businesses")
      .selectAll()
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!old) throw new Unchanged(undefined);
    const oldHours = await trx
      .selectFrom("business_hours")
      .select(["days", "time"])
      .where("business_slug", "=", slug)
      .orderBy("position")
      .execute();
    const oldStored = storedProfile(old.profile);
    const oldProfile = oldStored ? { ...oldStored, hours: oldHours } : undefined;
    // A post without the profile's fields leaves the profile as it is.
    const profile = sendsProfile(form) ? profileOfForm(form) : oldProfile;

    const before = {
      ...old,
      hasDetailPage: Boolean(old.has_detail_page),
      ...profileForAudit(oldProfile),
    };
    const next = {
      ...fieldsOfForm(form),
      summary: blankToNull(form.summary) ?? old.summary,
      hasDetailPage: form.hasDetailPage
        ? form.hasDetailPage === "yes"
        : Boolean(old.has_detail_page),
      ...profileForAudit(profile),
    };
    const changes = changesBetween(before, next);
    if (Object.keys(changes).length === 0) throw new Unchanged(changes);

    const { hasDetailPage, longDescription, philosophy, equipment, features, hours, ...columns } =
      next;
    await trx
      .updateTable("businesses")
      .set({
        ...columns,
        featured: bool(next.featured),
        has_detail_page: bool(hasDetailPage),
        ...(profile === oldProfile ? {} : { profile: profileJson(profile) }),
        updated_at: new Date().toISOString(),
      })
      .where("slug", "=", slug)
      .execute();
    if (profile !== oldProfile) await replaceHours(trx, slug, profile?.hours ?? []);
    // A business is listed on its own category's page: the listing follows the category.
    if (listingSlug(old.category) !== listingSlug(next.category)) {
      await trx
        .deleteFrom("business_listings")
        .where("business_slug", "=", slug)
        .where("category_slug", "=", listingSlug(old.category))
        .execute();
      await listAtEnd(trx, slug, listingSlug(next.category));
    }
    await recordAudit(trx, operator, "business", slug, "update", changes);
    return changes;
  });
}

/**
 * Creates a business from the form: a slug from its name, listed last in its
 * category. Returns the slug. Content writes run one after the other (writeContent),
 * so two operators creating the same name at once get the name's slug and the next one.
 */
export async function createBusiness(
  db: Kysely<Database>,
  operator: Operator,
  form: BusinessForm,
): Promise<string> {
  return writeContent(db, (trx) => insertBusiness(trx, operator, form));
}

/**
 * createBusiness's work inside the caller's content write, so another change can
 * commit with it (approving a registration: app/.server/registrations/moderation.ts).
 * `storedImage` is the stored path of a photo already in the store: the business
 * shows it from its own path.
 */
export async function insertBusiness(
  trx: Transaction<Database>,
  operator: Operator,
  form: BusinessForm,
  options: { storedImage?: string } = {},
): Promise<string> {
  const slug = await uniqueSlug(trx, "businesses", form.name, "foretag");
  const profile = profileOfForm(form);
  const fields = {
    ...fieldsOfForm(form),
    summary: blankToNull(form.summary) ?? firstSentence(form.description),
  };
  const hasDetailPage = form.hasDetailPage !== "no";
  const image = options.storedImage ? businessImageUrl(slug, options.storedImage) : null;
  await trx
    .insertInto("businesses")
    .values({
      slug,
      ...fields,
      image,
      featured: bool(fields.featured),
      has_detail_page: bool(hasDetailPage),
      profile: profileJson(profile),
    })
    .execute();
  await replaceHours(trx, slug, profile?.hours ?? []);
  await listAtEnd(trx, slug, listingSlug(fields.category));
  const changes = changesBetween(undefined, {
    ...fields,
    hasDetailPage,
    ...profileForAudit(profile),
    ...(image ? { image } : {}),
  });
  await recordAudit(trx, operator, "business", slug, "create", changes);
  return slug;
}

// The business image: the registration form's pipeline (checked from its bytes,
// re-encoded without metadata, stored under a random name), moved into the store
// only after the business row is committed, and served from the business's own path
// (/images/business/<slug>/<file>, app/routes/business-photo.ts) like every photo.

/** The same words as the registration form's image (registration.ts, form-handlers.ts). */
export const UPLOAD_FAILURE = {
  unreadable: "Bilduppladdning misslyckades: bilden kunde inte läsas. Prova en annan bild.",
  tooManyPixels: "Bilduppladdning misslyckades: bildens mått är för stora (högst 40 megapixlar).",
  store: "Bilduppladdning misslyckades: bilden kunde inte sparas just nu. Försök igen senare.",
  unavailable:
    "Bilduppladdning misslyckades: bilder kan inte tas emot just nu. Försök igen senare.",
} as const;

/** A checked, cleaned image waiting in the store's temp folder for its row. */
export interface PendingImage {
  path: string;
  storedName: string;
  contentType: string;
}

/** Checks and cleans an upload into a pending file; the caller removes `cleanedPath` and the pending file. */
export async function prepareImage(
  store: ImageStore,
  file: UploadedFile,
  cleanedPath: string,
): Promise<{ ok: true; image: PendingImage } | { ok: false; message: string }> {
  if (file.tooLarge) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  const cleaned = await cleanImage(file.tempPath, cleanedPath);
  if (!cleaned.ok)
    return {
      ok: false,
      message:
        cleaned.reason === "notImage" ? IMAGE_MESSAGES.notImage : UPLOAD_FAILURE[cleaned.reason],
    };
  const storedName = storedImageName(EXTENSIONS[cleaned.format]);
  const pending = pendingPath(store.tempDir, storedName);
  await rename(cleanedPath, pending);
  return {
    ok: true,
    image: { path: pending, storedName, contentType: CONTENT_TYPES[cleaned.format] },
  };
}

/**
 * Moves a pending image into the store and points the committed business at it
 * (audited, new content version). False when it could not be stored: the business
 * then keeps its old image and nothing is left in the store.
 */
export async function storeBusinessImage(
  db: Kysely<Database>,
  store: ImageStore,
  operator: Operator,
  slug: string,
  image: PendingImage,
): Promise<boolean> {
  let stored: { path: string };
  try {
    stored = await store.put(image.path, image.storedName, image.contentType);
  } catch (error) {
    logger.error({ err: error, slug }, "business image store failed");
    return false;
  }
  const url = businessImageUrl(slug, stored.path);
  try {
    const changed = await writeContent(db, async (trx) => {
      const old = await trx
        .selectFrom("businesses")
        .select("image")
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!old) throw new Unchanged(false);
      await trx
        .updateTable("businesses")
        .set({ image: url, updated_at: new Date().toISOString() })
        .where("slug", "=", slug)
        .execute();
      await recordAudit(trx, operator, "business", slug, "update", {
        image: [old.image, url],
      });
      return true;
    });
    if (changed) return true;
  } catch (error) {
    logger.error({ err: error, slug }, "business image could not be saved");
  }
  await store.remove(stored.path).catch((error: unknown) => {
    logger.error({ err: error, path: stored.path }, "stored business image left behind");
  });
  return false;
}

export type BusinessSubmission =
  | { ok: true; slug: string; imageFailed: boolean }
  | { ok: false; status: number; errors: FieldErrors; values: Record<string, string> };

const SAVE_FAILURE = "Det gick inte att spara just nu. Försök igen om en stund.";

/** Why a body could not be read, as the form shows it. */
function unreadable(error: unknown, multipart: boolean): { status: number; errors: FieldErrors } {
  if (error instanceof BodyTooLargeError)
    return multipart
      ? { status: 413, errors: { image: IMAGE_MESSAGES.tooLarge } }
      : { status: 413, errors: { form: "Förfrågan är för stor." } };
  if (error instanceof UnsupportedMediaTypeError)
    return { status: 415, errors: { form: "Formatet på förfrågan stöds inte." } };
  if (error instanceof TooManyFieldsError)
    return { status: 413, errors: { form: "Formuläret innehåller för många fält." } };
  if (isStorageFault(error)) {
    logger.error({ err: error }, "upload folder not writable");
    return { status: 503, errors: { image: UPLOAD_FAILURE.unavailable } };
  }
  return { status: 400, errors: { form: "Formuläret kunde inte läsas." } };
}

/**
 * Reads a post to a business's pages: the business form, or one of the edit page's
 * gallery forms (app/.server/content/business-gallery.ts), which carry their file in the same
 * field. The caller removes `form.file` when done with it.
 */
export async function readBusinessPost(
  request: Request,
  store: ImageStore,
): Promise<{ ok: true; form: ParsedForm } | { ok: false; status: number; errors: FieldErrors }> {
  const multipart = mediaType(request) === "multipart/form-data";
  try {
    const form = await parseMultipart(request, {
      fileField: "image",
      maxFileBytes: MAX_IMAGE_BYTES,
      maxFieldBytes: ADMIN_MAX_BODY,
      // The larger limit only for a body that can carry the image.
      maxBodyBytes: multipart ? BUSINESS_FORM_MAX_BODY : ADMIN_MAX_BODY,
      tempDir: store.tempDir,
    });
    return { ok: true, form };
  } catch (error) {
    return { ok: false, ...unreadable(error, multipart) };
  }
}

/**
 * The create and edit forms' action: reads the (multipart) post (or takes the one
 * readBusinessPost read), validates it with the shared schema, writes the business,
 * then stores a new image. Returns undefined when the business to edit does not exist.
 */
export async function submitBusinessForm(
  options: {
    db: Kysely<Database>;
    store: ImageStore;
    operator: Operator;
    /** The business to edit; none creates one. */
    slug?: string;
  } & ({ request: Request } | { form: ParsedForm }),
): Promise<BusinessSubmission | undefined> {
  const { db, store, operator, slug } = options;
  let form: ParsedForm;
  if ("form" in options) form = options.form;
  else {
    const read = await readBusinessPost(options.request, store);
    if (!read.ok) return { ok: false, status: read.status, errors: read.errors, values: {} };
    form = read.form;
  }

  const values = form.fields;
  const fail = (status: number, errors: FieldErrors) =>
    ({ ok: false, status, errors, values }) as const;
  const cleanedPath = form.file ? tempPath(store.tempDir, ".clean") : undefined;
  let pending: PendingImage | undefined;
  try {
    const tooLong = form.oversizedFields[0];
    if (tooLong) return fail(400, { [tooLong]: "Texten är för lång." });
    const parsed = businessSchema.safeParse(values);
    if (!parsed.success) return fail(400, fieldErrors(parsed.error));
    const categories = await categoryOptions(db);
    if (!categories.some((option) => option.value === parsed.data.category))
      return fail(400, { category: "Välj en kategori i listan." });
    if (form.file && cleanedPath) {
      const image = await prepareImage(store, form.file, cleanedPath);
      if (!image.ok) return fail(400, { image: image.message });
      pending = image.image;
    }

    let target = slug;
    if (target === undefined) target = await createBusiness(db, operator, parsed.data);
    else if (!(await saveBusiness(db, operator, target, parsed.data))) return undefined;

    const imageFailed = pending
      ? !(await storeBusinessImage(db, store, operator, target, pending))
      : false;
    return { ok: true, slug: target, imageFailed };
  } catch (error) {
    logger.error({ err: error, slug }, "business form could not be saved");
    return fail(500, { form: SAVE_FAILURE });
  } finally {
    if (form.file) await rm(form.file.tempPath, { force: true });
    if (cleanedPath) await rm(cleanedPath, { force: true });
    if (pending) await rm(pending.path, { force: true });
  }
}
