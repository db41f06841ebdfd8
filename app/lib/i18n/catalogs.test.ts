import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { OWNER_SIGN_IN_TEXT } from "~/.server/auth/owner-auth";
import { PLANS } from "~/content/plans";
import { REGISTRATION_CATEGORIES } from "~/content/registration";
import { SITE } from "~/content/site";
import { ACCESSIBILITY } from "~/lib/accessibility/accessibility";
import { CLAIM_MESSAGES_SV, CLAIM_ROLES, CLAIM_VERIFICATION_LABEL } from "~/lib/claims/form";
import { HOURS_MESSAGES_SV } from "~/lib/hours/messages";
import {
  NEWSLETTER_CONFIRM_BY_EMAIL,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_POLICY,
  newsletterMessagesIn,
} from "~/lib/newsletter/signup-form";
import { BOOKING_LABELS } from "~/lib/places/booking-labels";
import { REGISTRATION_MESSAGES_SV } from "~/lib/registrations/form";
import { REVIEW_MESSAGES_SV } from "~/lib/reviews/form";
import { REPORT_MESSAGES_SV, REPORT_REASONS } from "~/lib/reviews/report-form";
import { sv } from "./catalog-sv";
import { CATALOGS } from "./catalogs";

// The interface catalogs (issue 40): every message is valid ICU MessageFormat, every
// translation takes the same values as the Swedish, and the Swedish is the spec's.

/** The names of a message's values: {site}, {count, plural, …}. */
const valuesOf = (message: string) =>
  [...message.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map((match) => match[1]).sort();

describe("the interface catalogs", () => {
  for (const [language, catalog] of Object.entries(CATALOGS))
    it(`${language}: compiles, and takes the Swedish message's values`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(sv).sort());
      for (const [id, message] of Object.entries(catalog)) {
        expect(() => compileMessage(message), id).not.toThrow();
        expect(valuesOf(message), id).toEqual(valuesOf(sv[id as keyof typeof sv]));
        expect(message.trim(), id).not.toBe("");
      }
    });

  it("has the other languages' own words, not the Swedish copied", () => {
    for (const language of ["en", "de", "da"] as const) {
      const copied = Object.entries(CATALOGS[language]).filter(
        ([id, message]) => message === sv[id as keyof typeof sv],
      );
      // Words that are the same in both languages are few and named here.
      expect(copied.map(([id]) => id).filter((id) => !SAME_WORD.has(`${language}:${id}`))).toEqual(
        [],
      );
    }
  });

  it("says in Swedish what the spec and the site's constants say", () => {
    expect(sv["site.description"]).toBe(SITE.description);
    expect(sv["frame.skipLink"]).toBe("Hoppa till innehållet");
    // The plans (spec 9) and the booking button's words, as their lists have them.
    for (const plan of PLANS) {
      expect(sv[`plan.${plan.id}`]).toBe(plan.name);
      plan.features.forEach((feature, index) => {
        expect(sv[`plan.${plan.id}.${index + 1}` as keyof typeof sv]).toBe(feature);
      });
    }
    for (const label of BOOKING_LABELS) expect(sv[`booking.${label}`]).toBe(label);
    // The newsletter's messages and terms, as the spec words them (sections 5 and 8).
    const t = (id: keyof typeof sv, values?: Record<string, string | number>) =>
      sv[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ""));
    expect(newsletterMessagesIn(t)).toEqual(NEWSLETTER_MESSAGES);
    // The registration's and the hours editor's Swedish tables (used where no catalog is
    // at hand) are the catalog's words; the registration's categories and the
    // accessibility facts' names are their lists'.
    for (const [id, message] of Object.entries({
      ...REGISTRATION_MESSAGES_SV,
      ...HOURS_MESSAGES_SV,
      ...REVIEW_MESSAGES_SV,
      ...CLAIM_MESSAGES_SV,
      ...REPORT_MESSAGES_SV,
    }))
      expect(sv[id as keyof typeof sv], id).toBe(message);
    for (const name of REGISTRATION_CATEGORIES) expect(sv[`regcat.${name}`]).toBe(name);
    for (const role of CLAIM_ROLES) expect(sv[`claimForm.role.${role}`]).toBe(role);
    for (const [key, label] of Object.entries(REPORT_REASONS))
      expect(sv[`reportForm.reason.${key}` as keyof typeof sv]).toBe(label);
    expect(sv["claimMail.signInText"]).toBe(OWNER_SIGN_IN_TEXT);
    expect(sv["claimForm.verificationLabel"]).toBe(CLAIM_VERIFICATION_LABEL);
    for (const item of ACCESSIBILITY) expect(sv[`access.${item.key}`]).toBe(item.label);
    expect(t("newsletter.policy", { site: SITE.name })).toBe(NEWSLETTER_POLICY.text);
    expect(sv["newsletter.confirmByEmail"]).toBe(NEWSLETTER_CONFIRM_BY_EMAIL);
  });
});

/** Translations that are rightly the same as the Swedish word. */
const SAME_WORD = new Set([
  "da:registrationMail.greeting",
  "da:registrationMail.greetingName",
  "da:claimMail.greeting",
  "da:claimMail.greetingName",
  "da:reviewMail.greeting",
  "da:reviewMail.see",
  "en:success.status",
  "de:success.status",
  "da:success.status",
  "de:success.active",
  "da:success.active",
  "de:success.inactive",
  "da:success.inactive",
  "da:registration.category",
  "da:registration.contactPerson",
  "de:registration.image",
  "en:regcat.Spa",
  "de:regcat.Spa",
  "da:regcat.Spa",
  "en:regcat.Sport",
  "de:regcat.Sport",
  "da:regcat.Sport",
  "da:regcat.Musik & Teater",
  "en:regcat.Shopping",
  "de:regcat.Shopping",
  "da:regcat.Shopping",
  "en:regcat.Workshops",
  "de:regcat.Workshops",
  "da:regcat.Workshops",
  "da:regcat.Ny kategori",
  "da:hoursForm.day.We",
  "da:hoursForm.day.Th",
  "da:hoursForm.day.Fr",
  "de:hoursForm.date",
  "da:hoursForm.timeFormat",
  "de:access.answer.yes",
  "da:access.answer.yes",
  "da:access.answer.no",
  "da:newsletterMail.greeting",
  "en:plan.silver",
  "da:plan.guld",
  "en:eventsPage.filter",
  "de:eventsPage.filter",
  "da:eventsPage.filter",
  "da:eventsPage.category",
  "da:eventsPage.time",
  "da:eventsPage.when.i-dag",
  "da:comingSoon.title",
  "da:comingSoon.meta",
  "da:comingSoon.heading",
  "da:comingSoon.newCategory",
  "de:place.phone",
  "de:place.contactShort",
  "da:place.metaSubject",
  "da:place.phone",
  "da:place.contactShort",
  "da:place.features",
  "de:footer.contact",
  "da:footer.contact",
  "da:footer.categories",
  "da:about.heading",
  "de:contact.title",
  "da:contact.title",
  "en:card.illustration",
  "de:card.illustration",
  "da:card.illustration",
  "da:events.at",
  "da:events.today",
  "en:home.intro.shopping",
  "de:home.intro.shopping",
  "da:home.intro.shopping",
  "de:offers.tag.discount",
  "en:offers.tag.special",
  "de:offers.tag.special",
  "da:offers.tag.special",
  "da:offers.tag.annualPass",
  "da:offers.at",
  "da:events.quick.today",
  "de:home.intro.restaurants",
  "da:home.categories",
  "da:category.unknown",
  "en:filter.choice",
  "de:filter.choice",
  "da:filter.choice",
  "en:hours.day",
  "de:hours.day",
  "da:hours.day",
]);
