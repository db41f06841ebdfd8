// Options and limits of the business registration form (spec sections 3, 5 and 9).

export const NEW_CATEGORY = "Ny kategori";

export const REGISTRATION_CATEGORIES = [
  "Aktiviteter för barn",
  "Frisörsalonger",
  "Spa",
  "Restauranger",
  "Nöjesparker",
  "Boende",
  "Konst & Museer",
  "Sport",
  "Musik & Teater",
  "Shopping",
  "Workshops",
  "Utomhusaktiviteter",
  "Historiska platser",
  "Hälsa & Skönhet",
  "Erbjudanden",
  NEW_CATEGORY,
] as const;

/** 5 MB: exactly this many bytes are accepted, one more is refused. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
