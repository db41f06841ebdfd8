import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import {
  blankToNull,
  fieldsOfForm,
  firstSentence,
  type Hours,
  listingSlug,
  profileForAudit,
  profileJson,
  profileOfForm,
  storedProfile,
} from "~/.server/places/place-profile";
import { writeContent } from "~/.server/snapshot/content";
import { saveEdit } from "~/.server/snapshot/record-edits";
import { uniqueSlug } from "~/.server/snapshot/slugs";
import { CATEGORIES } from "~/content/categories";
import { type PlaceForm, sendsProfile } from "~/lib/places/place-form";
import { auditOf, type Changes, changesBetween, recordAudit } from "../admin/audit";
import type { Operator } from "../auth/auth";
import { containsText } from "../db/contains";
import { bool } from "../db/db";
import type { BusinessesTable, Database } from "../db/schema";
import { placeImageUrl } from "../uploads/storage";

// The operator's reads and writes of businesses. Every write is one content write
// (writeContent: a transaction that bumps the content version) that records what
// changed in the audit log, so the public pages of every process show it on their
// next request.

export interface PlaceRow {
  slug: string;
  name: string;
  category: string;
  status: string;
  featured: boolean;
  hasDetailPage: boolean;
}

export interface AdminPlaceFilter {
  q?: string;
  category?: string;
  /** Any of these stored spellings of one category ('Boende', 'boende'); [] finds none. */
  categories?: readonly string[];
  status?: string;
}

function filteredPlaces(db: Kysely<Database>, filter: AdminPlaceFilter) {
  let query = db.selectFrom("businesses");
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) => eb.or([containsText("name", q), containsText("slug", q)]));
  }
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.categories)
    query =
      filter.categories.length > 0
        ? query.where("category", "in", [...filter.categories])
        : query.where(sql<boolean>`1 = 0`);
  if (filter.status === "published" || filter.status === "hidden")
    query = query.where("status", "=", filter.status);
  return query;
}

/** How many businesses the filter finds (issue 23: the list is read a page at a time). */
export async function countPlaces(db: Kysely<Database>, filter: AdminPlaceFilter): Promise<number> {
  const row = await filteredPlaces(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The businesses the filter finds by name; one page of them when `page` is given. */
export async function listPlaces(
  db: Kysely<Database>,
  filter: AdminPlaceFilter,
  page?: { offset: number; limit: number },
): Promise<PlaceRow[]> {
  let query = filteredPlaces(db, filter)
    .select(["slug", "name", "category", "status", "featured", "has_detail_page"])
    .orderBy("name")
    .orderBy("slug");
  if (page) query = query.limit(page.limit).offset(page.offset);
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

export async function placeCategories(db: Kysely<Database>): Promise<string[]> {
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
  for (const value of await placeCategories(db))
    if (!options.some((option) => option.value === value))
      options.push({ value, label: `${value} (egen stavning)` });
  return options.sort((a, b) => a.label.localeCompare(b.label, "sv"));
}

/** The text fields of a stored business as its form and the CSV file show them. */
type PlaceTextRow = Pick<
  Selectable<BusinessesTable>,
  | "slug"
  | "name"
  | "category"
  | "summary"
  | "description"
  | "address"
  | "email"
  | "phone"
  | "website"
  | "source"
>;

/**
 * A stored business's text fields as the business form and the CSV export show them: a
 * missing value is "", and so is the original data's "N/A" phone (spec 3).
 */
export function placeTexts(row: PlaceTextRow) {
  return {
    slug: row.slug,
    name: row.name,
    category: row.category,
    summary: row.summary,
    description: row.description,
    address: row.address,
    email: row.email ?? "",
    phone: row.phone === "N/A" ? "" : (row.phone ?? ""),
    website: row.website ?? "",
    source: row.source ?? "",
  };
}

/** The category page a business is listed on: its category as a slug ('Boende' -> boende). */
export async function loadPlace(db: Kysely<Database>, slug: string) {
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
      ...placeTexts(row),
      rating: row.rating === null ? "" : String(row.rating).replace(".", ","),
      featured: Boolean(row.featured),
      status: row.status,
      hasDetailPage: Boolean(row.has_detail_page),
      // The current image's URL ("" = none of its own).
      image: row.image ?? "",
      longDescription: profile?.longDescription ?? "",
      philosophy: profile?.philosophy ?? "",
      equipment: profile?.equipment ?? "",
      // One facility per line.
      features: (profile?.features ?? []).join("\n"),
      // Opening hours belong to the profile: the public page shows none without one.
      hours: profile ? hours : [],
    },
    audit,
  };
}

/** A business as the create and edit forms show it. */
export type LoadedPlace = NonNullable<Awaited<ReturnType<typeof loadPlace>>>["business"];

/** What the create form starts with: hidden until the operator publishes it. */
export const NEW_PLACE: LoadedPlace = {
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
export async function savePlace(
  db: Kysely<Database>,
  operator: Operator,
  slug: string,
  form: PlaceForm,
): Promise<Changes | undefined> {
  return saveEdit(
    db,
    operator,
    { table: "businesses", entity: "business", slug },
    async (trx, old) => {
      const oldHours = await trx
        .selectFrom("business_hours")
        .select(["days", "time"])
        .where("business_slug", "=", slug)
        .orderBy("position")
        .execute();
      const oldStored = storedProfile(old.profile);
      const oldProfile = oldStored ? { ...oldStored, hours: oldHours } : undefined;
      // A post without the profile's fields leaves the profile as it is.
      const profile = sendsProfile(form) ? profileOfForm(form, oldHours) : oldProfile;

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
      const write = async () => {
        const {
          hasDetailPage,
          longDescription,
          philosophy,
          equipment,
          features,
          hours,
          ...columns
        } = next;
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
      };
      return { changes: changesBetween(before, next), write };
    },
  );
}

/**
 * Creates a business from the form: a slug from its name, listed last in its
 * category. Returns the slug. Content writes run one after the other (writeContent),
 * so two operators creating the same name at once get the name's slug and the next one.
 */
export async function createPlace(
  db: Kysely<Database>,
  operator: Operator,
  form: PlaceForm,
): Promise<string> {
  return writeContent(db, (trx) => insertPlace(trx, operator, form));
}

/**
 * createBusiness's work inside the caller's content write, so another change can
 * commit with it (approving a registration: app/.server/registrations/moderation.ts).
 * `storedImage` is the stored path of a photo already in the store: the business
 * shows it from its own path.
 */
export async function insertPlace(
  trx: Transaction<Database>,
  operator: Operator,
  form: PlaceForm,
  options: { storedImage?: string } = {},
): Promise<string> {
  const slug = await uniqueSlug(trx, "businesses", form.name, "foretag");
  const profile = profileOfForm(form);
  const fields = {
    ...fieldsOfForm(form),
    summary: blankToNull(form.summary) ?? firstSentence(form.description),
  };
  const hasDetailPage = form.hasDetailPage !== "no";
  const image = options.storedImage ? placeImageUrl(slug, options.storedImage) : null;
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
