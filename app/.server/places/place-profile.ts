import { featureLines, type PlaceForm } from "~/lib/places/place-form";

// How a business's form maps to its row and its stored profile (the extended layout's
// parts, opening hours, facilities), and what of it the audit log records.

export function listingSlug(category: string): string {
  return category.trim().toLowerCase();
}

export interface StoredProfile {
  longDescription: string;
  philosophy: string;
  equipment: string;
  features: string[];
}

export interface Hours {
  days: string;
  time: string;
}

/** The extended profile as edited: the stored JSON plus the opening hours. */
export interface Profile extends StoredProfile {
  hours: Hours[];
}

export function storedProfile(json: string | null): StoredProfile | undefined {
  if (!json) return undefined;
  const value = JSON.parse(json) as Partial<Record<keyof StoredProfile, unknown>>;
  return {
    longDescription: String(value.longDescription ?? ""),
    philosophy: String(value.philosophy ?? ""),
    equipment: String(value.equipment ?? ""),
    features: Array.isArray(value.features) ? value.features.map(String) : [],
  };
}

/**
 * The profile a form describes, keeping the rows of free-text hours it had (the form no
 * longer edits them: opening hours have their own page); undefined when all is empty.
 */
export function profileOfForm(form: PlaceForm, hours: Profile["hours"] = []): Profile | undefined {
  const profile: Profile = {
    longDescription: form.longDescription ?? "",
    philosophy: form.philosophy ?? "",
    equipment: form.equipment ?? "",
    features: featureLines(form.features),
    hours,
  };
  const empty =
    !profile.longDescription &&
    !profile.philosophy &&
    !profile.equipment &&
    profile.features.length === 0 &&
    profile.hours.length === 0;
  return empty ? undefined : profile;
}

export function profileJson(profile: Profile | undefined): string | null {
  if (!profile) return null;
  const { longDescription, philosophy, equipment, features } = profile;
  return JSON.stringify({ longDescription, philosophy, equipment, features });
}

export const blankToNull = (value: string | undefined | null) =>
  value?.trim() ? value.trim() : null;

/** The profile as the audit log compares and shows it: one readable value per field. */
export function profileForAudit(profile: Profile | undefined) {
  return {
    longDescription: blankToNull(profile?.longDescription),
    philosophy: blankToNull(profile?.philosophy),
    equipment: blankToNull(profile?.equipment),
    features: blankToNull(profile?.features.join("; ")),
    hours: blankToNull(profile?.hours.map((row) => `${row.days} ${row.time}`).join("; ")),
  };
}

/** The card's short text when none is given: the description's first sentence. */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** The fields a form sets, as the audit log names them. */
export function fieldsOfForm(form: PlaceForm) {
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
