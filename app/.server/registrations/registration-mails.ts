import type { Kysely, Transaction } from "kysely";
import { categoryBySlug } from "~/content/categories";
import { findPlan } from "~/content/plans";
import { NEW_CATEGORY } from "~/content/registration";
import { SITE } from "~/content/site";
import { isLanguage, type Language, pathIn } from "~/lib/i18n/languages";
import type { Database } from "../db/schema";
import { serverT } from "../i18n/catalogs";
import { type Mail, operatorEmail, queue, receiptsAllowed, siteLink } from "../mail";
import type { HeldPurchase } from "../payments/plan-links";
import { registrationImageUrl } from "../uploads/storage";
import { type Registration, registrationAdminPath } from "./moderation";

// The mails of a registration: the receipt and the operator's notice when it arrives,
// the approval and the rejection. Every field label is the registration form's own word.
// The registrant's mails are in the language the form was sent on (issue 40); the
// operator's notice is Swedish, as the admin area is.

type Submitted = Pick<
  Registration,
  | "id"
  | "business_name"
  | "category"
  | "actual_category"
  | "business_info"
  | "address"
  | "contact_info"
  | "contact_person"
  | "contact_email"
  | "profile_image_name"
  | "image_token"
> &
  /** The registrant's language; Swedish when not said. */
  Partial<Pick<Registration, "language">>;

/** Every submitted field as "Label: value" paragraphs (the operator's notice, the receipt). */
function submittedFields(registration: Submitted): string[] {
  const missing = "(inte ifyllt)";
  return [
    `Företagsnamn: ${registration.business_name}`,
    registration.category === NEW_CATEGORY
      ? `Kategori: ${NEW_CATEGORY} – ${registration.actual_category}`
      : `Kategori: ${registration.category}`,
    `Information om företaget:\n${registration.business_info}`,
    `Adress: ${registration.address ?? missing}`,
    `Kontaktinformation: ${registration.contact_info ?? missing}`,
    `Kontaktperson: ${registration.contact_person ?? missing}`,
    `E-post till kontaktperson: ${registration.contact_email}`,
    `Profilbild: ${registration.profile_image_name ?? "ingen bild"}`,
  ];
}

/** The registrant's language, its translate function and its words for every mail. */
function wordsFor(registration: { language?: string; contact_person: string | null }) {
  const language: Language = isLanguage(registration.language) ? registration.language : "sv";
  const t = serverT(language);
  const site = SITE.name;
  return {
    language,
    t,
    site,
    greeting: registration.contact_person
      ? t("registrationMail.greetingName", { name: registration.contact_person })
      : t("registrationMail.greeting"),
    footer: t("registrationMail.footer", { site }),
    inLanguage: language === "sv" ? {} : { language },
    /** A public page's link in the registrant's language. */
    page: (path: string) => siteLink(pathIn(language, path)),
  };
}

/** A guide category's title in `language`: the guide's translation where there is one. */
export async function categoryTitleIn(
  db: Kysely<Database> | Transaction<Database>,
  language: string,
  slug: string,
): Promise<string> {
  const swedish = categoryBySlug(slug)?.title ?? slug;
  if (!isLanguage(language) || language === "sv") return swedish;
  const row = await db
    .selectFrom("content_translations")
    .select("text")
    .where("subject", "=", "category")
    .where("key", "=", slug)
    .where("language", "=", language)
    .where("field", "=", "title")
    .executeTakeFirst();
  return row?.text ?? swedish;
}

/**
 * The mails of a new registration: the receipt to the registrant (what happens next)
 * and, with OPERATOR_EMAIL set, the operator's notice with every field and a link to
 * the registration in the admin area. The receipt goes to an address nobody has
 * verified, so it carries none of the sender's own text (name, description, contact
 * details, image): it cannot carry someone's message to a stranger's inbox.
 */
export function registrationMails(
  registration: Submitted,
  { receipt = true }: { receipt?: boolean } = {},
): Mail[] {
  const ref = `registration:${registration.id}`;
  const image = registration.image_token
    ? [
        {
          label: "Den uppladdade bilden",
          url: siteLink(registrationImageUrl(registration.image_token)),
        },
      ]
    : [];
  const mails: Mail[] = [];
  const { t, site, footer, inLanguage, page } = wordsFor({ ...registration, contact_person: null });
  if (receipt)
    mails.push({
      to: registration.contact_email,
      kind: "registration-received",
      ref,
      content: {
        subject: t("registrationMail.receivedSubject", { site }),
        greeting: t("registrationMail.greeting"),
        paragraphs: [
          t("registrationMail.thanks", { site }),
          t("registrationMail.how"),
          t("registrationMail.ownerPage", { link: siteLink("/foretagare") }),
        ],
        links: [{ label: t("registrationMail.plans"), url: page("/advertise") }],
        footer,
        ...inLanguage,
      },
    });
  if (operatorEmail)
    mails.push({
      to: operatorEmail,
      kind: "registration-operator",
      ref,
      content: {
        subject: `Ny registrering: ${registration.business_name}`,
        greeting: "Hej!",
        paragraphs: [
          "En ny företagsregistrering väntar på granskning. Vi har lovat att den granskas inom 24 timmar.",
          ...submittedFields(registration),
        ],
        action: {
          label: "Granska registreringen",
          url: siteLink(registrationAdminPath(registration.id)),
        },
        links: image,
        footer:
          "Du får det här mejlet eftersom adressen är redaktionens adress (OPERATOR_EMAIL) i Malmöguiden.",
      },
    });
  return mails;
}

export function approvalMail(
  registration: Registration,
  slug: string,
  /** The place's category's title in the registrant's language (categoryTitleIn). */
  category: string,
  /** The owner's sign-in link (a day, once), which opens the place's part of the owner page. */
  signIn: string,
  linked: HeldPurchase[] = [],
): Mail {
  const { t, site, greeting, footer, inLanguage, page } = wordsFor(registration);
  const plans = linked.map((purchase) => {
    const plan = findPlan(purchase.plan);
    return plan ? t(`plan.${plan.id}`) : purchase.plan;
  });
  const name = registration.business_name;
  return {
    to: registration.contact_email,
    kind: "registration-approved",
    ref: `registration:${registration.id}`,
    content: {
      subject: t("registrationMail.approvedSubject", { business: name, site }),
      greeting,
      paragraphs: [
        t("registrationMail.approved", { business: name, site, category }),
        plans.length > 0
          ? t("registrationMail.planLinked", {
              plans: plans.join(` ${t("registrationMail.and")} `),
            })
          : t("registrationMail.morePlans"),
        t("claimMail.signInText"),
      ],
      action: { label: t("claimMail.signIn"), url: signIn },
      links: [
        { label: t("registrationMail.seePage"), url: page(`/business/${slug}`) },
        {
          label: t("claimMail.choosePlan"),
          url: page(`/advertise?foretag=${encodeURIComponent(slug)}`),
        },
      ],
      footer,
      ...inLanguage,
    },
  };
}

export function rejectionMail(registration: Registration, reason: string): Mail {
  const { t, site, greeting, footer, inLanguage, page } = wordsFor(registration);
  const name = registration.business_name;
  return {
    to: registration.contact_email,
    kind: "registration-rejected",
    ref: `registration:${registration.id}`,
    content: {
      subject: t("registrationMail.rejectedSubject", { business: name }),
      greeting,
      paragraphs: [
        t("registrationMail.rejected", { business: name, site }),
        // The operator's own words, in Swedish.
        t("claimMail.reason", { reason }),
        t("registrationMail.questions"),
      ],
      links: [
        { label: t("claimMail.contact"), url: page("/contact") },
        { label: t("registrationMail.newRegistration"), url: page("/submit-business") },
      ],
      footer,
      ...inLanguage,
    },
  };
}

/** Receipts one address gets at most per hour, whoever sends the registrations. */
export const RECEIPTS_PER_ADDRESS = 3;

/**
 * Queues a new registration's mails in the transaction that inserts it. An address
 * that already got RECEIPTS_PER_ADDRESS receipts within the hour gets no more (the
 * registration is stored and the operator told as usual), so the form cannot be
 * used to flood someone's inbox from many clients.
 */
export async function queueRegistrationMails(
  trx: Transaction<Database>,
  registration: Submitted,
  now: number = Date.now(),
): Promise<void> {
  const receipt = await receiptsAllowed(
    trx,
    "registration-received",
    registration.contact_email,
    RECEIPTS_PER_ADDRESS,
    now,
  );
  await queue(trx, registrationMails(registration, { receipt }), now);
}
