import { da } from "./da";
import { de } from "./de";
import { en } from "./en";
import type { SeedTexts, TranslatedLanguage } from "./types";

// The guide's own translations of its seeded texts (English, German, Danish), written by
// Malmöguiden's editors, not by a machine; facts unchanged. One folder per language.

export const SEED_TRANSLATIONS: Record<TranslatedLanguage, SeedTexts> = { en, de, da };
