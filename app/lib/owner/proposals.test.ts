import { describe, expect, it } from "vitest";
import { PREFIXED_LANGUAGES } from "~/lib/i18n/languages";
import { fieldName, TRANSLATED_FIELDS } from "~/lib/i18n/translation-form";
import { isTranslationField, TRANSLATION_FIELDS } from "./proposals";

describe("an owner's translation fields", () => {
  it("are every language's field of a place's translatable texts, as the operator's form names them", () => {
    const operatorForm = PREFIXED_LANGUAGES.flatMap((language) =>
      TRANSLATED_FIELDS.place.map((field) => fieldName(language, field)),
    );
    expect([...TRANSLATION_FIELDS].sort()).toEqual([...operatorForm].sort());
  });

  it("are told apart from the place's own fields", () => {
    expect(isTranslationField("de_longDescription")).toBe(true);
    expect(isTranslationField("description")).toBe(false);
    expect(isTranslationField("sv_description")).toBe(false);
  });
});
