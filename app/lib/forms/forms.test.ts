import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/forms/forms";
import { validateNewsletter } from "~/lib/newsletter/signup-form";
import {
  FIELD_LIMITS,
  submittedRegistrationValues,
  validateRegistration,
} from "~/lib/registrations/form";
import { VALID_REGISTRATION as VALID } from "../../../tests/support/registration";

function stored(override: Record<string, string>) {
  const result = validateRegistration({ ...VALID, ...override });
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.value;
}

describe("validateRegistration cleans single-line fields", () => {
  it("drops bidi overrides and zero-width characters; a line break becomes a space", () => {
    expect(stored({ business_name: "Kafé\u202Egnip\u200B\nX" }).business_name).toBe("Kafégnip X");
  });

  it("removes every listed invisible character", () => {
    const invisible =
      "\u200B\u200C\u200D\u2060\uFEFF\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";
    expect(stored({ address: `Stor${invisible}gatan 1` }).address).toBe("Storgatan 1");
  });

  it("removes C0, DEL and C1 control characters", () => {
    expect(
      stored({ contact_person: "An\u0000na\u0007 \u001BAn\u007Fders\u009Bson" }),
    ).toMatchObject({ contact_person: "Anna Andersson" });
  });

  it("turns CRLF, CR, LF, NEL, U+2028, U+2029 and tabs into single spaces", () => {
    expect(stored({ contact_info: "040-00 00 00\r\nwww.example.se" }).contact_info).toBe(
      "040-00 00 00 www.example.se",
    );
    expect(stored({ address: "Storgatan 1 \r\n\r\n  211 34 Malmö" }).address).toBe(
      "Storgatan 1 211 34 Malmö",
    );
    expect(stored({ address: "A\rB\u0085C\u2028D\u2029E\tF" }).address).toBe("A B C D E F");
  });

  it("cleans the new category's name, which is stored as the actual category", () => {
    const value = stored({
      category: "Ny kategori",
      new_category: "\u202EKeramik\r\nverkstäder\u200D",
    });
    expect(value.actual_category).toBe("Keramik verkstäder");
  });

  it("trims what is left and refuses a name of invisible characters only", () => {
    expect(stored({ business_name: "\u200B Kafé X \u2066" }).business_name).toBe("Kafé X");
    expect(validateRegistration({ ...VALID, business_name: "\u202E\u200B\r\n" })).toEqual({
      ok: false,
      errors: { business_name: "Vänligen ange företagsnamn" },
      field: "business_name",
      message: "Vänligen ange företagsnamn",
    });
  });

  it("stores optional fields of invisible characters only as null", () => {
    expect(stored({ contact_person: "\u200B\u200C" }).contact_person).toBeNull();
  });

  it("applies the length limit to the cleaned text", () => {
    const name = `${"a".repeat(FIELD_LIMITS.business_name)}${"\u200B".repeat(50)}`;
    expect(stored({ business_name: name }).business_name).toBe(
      "a".repeat(FIELD_LIMITS.business_name),
    );
    expect(validateRegistration({ ...VALID, business_name: `${name}b` })).toMatchObject({
      ok: false,
      message: "Företagsnamnet får vara högst 200 tecken.",
    });
  });

  it("applies Unicode NFC after the cleaning", () => {
    expect(stored({ business_name: "Cafe\u200B\u0301" }).business_name).toBe("Café");
  });

  it("strips invisible characters from the contact e-mail but still refuses line breaks", () => {
    expect(stored({ contact_email: "\u200BAnna\u202E@Example.se\uFEFF" }).contact_email).toBe(
      "anna@example.se",
    );
    expect(
      validateRegistration({ ...VALID, contact_email: "a@example.se\r\nBcc: b@example.se" }),
    ).toMatchObject({
      ok: false,
      field: "contact_email",
      message: "Vänligen ange en giltig e-postadress till kontaktperson",
    });
  });
});

describe("validateRegistration answers every field", () => {
  it("returns each field's error in the spec's order, the first one leading", () => {
    expect(
      validateRegistration({
        contact_email: "inte-en-adress",
        business_info: "",
        category: "Ny kategori",
        business_name: "",
      }),
    ).toEqual({
      ok: false,
      errors: {
        business_name: "Vänligen ange företagsnamn",
        new_category: "Vänligen ange namn på den nya kategorin",
        business_info: "Vänligen ange information om företaget",
        contact_email: "Vänligen ange en giltig e-postadress till kontaktperson",
      },
      field: "business_name",
      message: "Vänligen ange företagsnamn",
    });
  });

  it("refuses a category that is not one of the options", () => {
    expect(validateRegistration({ ...VALID, category: "Annat" })).toMatchObject({
      errors: { category: "Vänligen välj en kategori" },
    });
  });
});

describe("validateRegistration cleans the multi-line business info", () => {
  it("keeps line breaks as LF and removes control and invisible characters", () => {
    expect(
      stored({ business_info: "Rad ett\u202E\r\nRad\u0000 två\u200B\r\rRad tre\u2028slut" })
        .business_info,
    ).toBe("Rad ett\nRad två\n\nRad tre\nslut");
  });

  it("counts a CRLF as one character towards the limit", () => {
    const info = "x\r\n".repeat(FIELD_LIMITS.business_info / 2);
    expect(stored({ business_info: info }).business_info).toHaveLength(
      FIELD_LIMITS.business_info - 1,
    );
  });
});

describe("validateNewsletter", () => {
  it("removes invisible characters from the address", () => {
    expect(validateNewsletter({ email: "\u200Bkund\u2066@example.se\uFEFF" })).toEqual({
      ok: true,
      email: "kund@example.se",
    });
  });

  it("still refuses line breaks and control characters", () => {
    expect(validateNewsletter({ email: "kund@example.se\r\nBcc: x@example.se" }).ok).toBe(false);
    expect(validateNewsletter({ email: "ku\u0000nd@example.se" }).ok).toBe(false);
  });
});

describe("submittedRegistrationValues", () => {
  it("keeps the text fields as typed, never the honeypot or the file", () => {
    expect(
      submittedRegistrationValues({
        ...VALID,
        category: "Ny kategori",
        new_category: "Keramik",
        business_info: "",
        [HONEYPOT_FIELD]: "https://spam.example",
        profile_image: "bild.png",
        other: "x",
      }),
    ).toEqual({
      business_name: "Café Exempel",
      category: "Ny kategori",
      new_category: "Keramik",
      address: "Exempelgatan 1, Malmö",
      contact_info: "040-00 00 00",
      contact_person: "Anna Andersson",
      contact_email: "Anna@Example.se",
    });
  });
});
