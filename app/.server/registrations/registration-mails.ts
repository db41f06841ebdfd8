import type { Transaction } from "kysely";
import { categoryBySlug } from "~/content/categories";
import { findPlan } from "~/content/plans";
import { NEW_CATEGORY } from "~/content/registration";
import { OWNER_SIGN_IN_TEXT } from "../auth/owner-auth";
import type { Database } from "../db/schema";
import { type Mail, operatorEmail, queue, receiptsAllowed, siteLink } from "../mail";
import type { HeldPurchase } from "../payments/plan-links";
import { registrationImageUrl } from "../uploads/storage";
import { type Registration, registrationAdminPath } from "./moderation";

// The mails of a registration: the receipt and the operator's notice when it arrives,
// the approval and the rejection. Every field label is the registration form's own word.

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
>;

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

const greetingOf = (registration: Pick<Registration, "contact_person">) =>
  registration.contact_person ? `Hej ${registration.contact_person}!` : "Hej!";

const REGISTRANT_FOOTER =
  "Du får det här mejlet eftersom företaget registrerades i Malmöguiden med den här adressen. Har du inte gjort det kan du bortse från mejlet.";

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
  if (receipt)
    mails.push({
      to: registration.contact_email,
      kind: "registration-received",
      ref,
      content: {
        subject: "Vi har tagit emot din registrering i Malmöguiden",
        greeting: "Hej!",
        paragraphs: [
          "Tack för att du vill synas i Malmöguiden! Vi har tagit emot en registrering av ett företag med den här e-postadressen som kontaktadress.",
          "Så här går det till: vi granskar uppgifterna inom 24 timmar. När företaget är publicerat får du ett mejl med länken till sidan. Om vi inte kan publicera det får du också ett mejl, med skälet.",
          `På företagarsidan ser du registreringen medan den väntar på granskning: ${siteLink("/foretagare")}`,
        ],
        links: [{ label: "Våra annonspaket", url: siteLink("/advertise") }],
        footer: REGISTRANT_FOOTER,
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
  categorySlug: string,
  /** The owner's sign-in link (a day, once), which opens the place's part of the owner page. */
  signIn: string,
  linked: HeldPurchase[] = [],
): Mail {
  const category = categoryBySlug(categorySlug)?.title ?? categorySlug;
  const plans = linked.map((purchase) => findPlan(purchase.plan)?.name ?? purchase.plan);
  return {
    to: registration.contact_email,
    kind: "registration-approved",
    ref: `registration:${registration.id}`,
    content: {
      subject: `${registration.business_name} är nu publicerat i Malmöguiden`,
      greeting: greetingOf(registration),
      paragraphs: [
        `Vi har granskat registreringen och ${registration.business_name} finns nu i Malmöguiden, i kategorin ${category}.`,
        plans.length > 0
          ? `Annonspaketet ${plans.join(" och ")} som du köpte med den här adressen är nu kopplat till företaget och syns i guiden. På företagarsidan ser du paketet och kan ändra det.`
          : "Vill du synas ännu mer? Med våra annonspaket Brons, Silver och Guld får du bland annat en utökad profil, fler bilder och plats på startsidan. Alla paket har 30 dagars gratis provperiod.",
        OWNER_SIGN_IN_TEXT,
      ],
      action: { label: "Logga in på företagarsidan", url: signIn },
      links: [
        { label: "Se företagets sida", url: siteLink(`/business/${slug}`) },
        {
          label: "Välj annonspaket",
          url: siteLink(`/advertise?foretag=${encodeURIComponent(slug)}`),
        },
      ],
      footer: REGISTRANT_FOOTER,
    },
  };
}

export function rejectionMail(registration: Registration, reason: string): Mail {
  return {
    to: registration.contact_email,
    kind: "registration-rejected",
    ref: `registration:${registration.id}`,
    content: {
      subject: `Registreringen av ${registration.business_name} kunde inte publiceras`,
      greeting: greetingOf(registration),
      paragraphs: [
        `Vi har granskat registreringen av ${registration.business_name}, men vi kan tyvärr inte publicera den i Malmöguiden.`,
        `Skäl: ${reason}`,
        "Har du frågor, eller vill du ändra något? Hör av dig till oss, eller skicka in en ny registrering.",
      ],
      links: [
        { label: "Kontakta oss", url: siteLink("/contact") },
        { label: "Skicka in en ny registrering", url: siteLink("/submit-business") },
      ],
      footer: REGISTRANT_FOOTER,
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
