import type { Transaction } from "kysely";
import { SITE } from "~/content/site";
import { claimAdminPath } from "~/lib/claims/claims";
import { type Language, pathIn } from "~/lib/i18n/languages";
import type { Database } from "../db/schema";
import { serverT } from "../i18n/catalogs";
import { type Mail, operatorEmail, queue, receiptsAllowed, siteLink } from "../mail";

// The mails of a claim (issue 24, point 5): the receipt and the operator's notice when
// it arrives, the approval and the rejection, each queued in its step's transaction. The
// claimant's are in the language the claim was sent on (issue 40, point 6); the
// operator's notice is Swedish, as the admin area is.

export interface ClaimForMail {
  id: number;
  businessSlug: string;
  businessName: string;
  name: string;
  email: string;
  role: string;
  verification: string;
  /** The page's language the claim was sent on. */
  language: Language;
}

/** The claimant's translate function, the mail's language, and the site's name. */
function wordsFor(claim: ClaimForMail) {
  const { language } = claim;
  return {
    t: serverT(language),
    site: SITE.name,
    inLanguage: language === "sv" ? {} : { language },
    /** A public page's link in the claim's language. */
    page: (path: string) => siteLink(pathIn(language, path)),
  };
}

const refOf = (claim: { id: number }) => `claim:${claim.id}`;

/**
 * The receipt (to an address nobody has verified yet, so it carries none of the
 * sender's own text, only the business's public name) and, with OPERATOR_EMAIL set,
 * the operator's notice with every field and a link to the claim.
 */
export function claimMails(claim: ClaimForMail, { receipt = true } = {}): Mail[] {
  const mails: Mail[] = [];
  const { t, site, inLanguage, page } = wordsFor(claim);
  const place = claim.businessName;
  if (receipt)
    mails.push({
      to: claim.email,
      kind: "claim-received",
      ref: refOf(claim),
      content: {
        subject: t("claimMail.receivedSubject", { site }),
        greeting: t("claimMail.greeting"),
        paragraphs: [
          t("claimMail.received", { business: place, site }),
          t("claimMail.how"),
          t("claimMail.signInLater", { link: siteLink("/foretagare") }),
        ],
        links: [{ label: t("claimMail.placePage"), url: page(`/business/${claim.businessSlug}`) }],
        footer: t("claimMail.footer", { site }),
        ...inLanguage,
      },
    });
  if (operatorEmail)
    mails.push({
      to: operatorEmail,
      kind: "claim-operator",
      ref: refOf(claim),
      content: {
        subject: `Nytt ägaranspråk: ${claim.businessName}`,
        greeting: "Hej!",
        paragraphs: [
          "Någon vill företräda ett företag i guiden och väntar på att vi kontrollerar det.",
          `Företag: ${claim.businessName} (${claim.businessSlug})`,
          `Namn: ${claim.name}`,
          `E-post: ${claim.email}`,
          `Roll: ${claim.role}`,
          `Hur vi kan kontrollera:\n${claim.verification}`,
        ],
        action: { label: "Granska anspråket", url: siteLink(claimAdminPath(claim.id)) },
        footer:
          "Du får det här mejlet eftersom adressen är redaktionens adress (OPERATOR_EMAIL) i Malmöguiden.",
      },
    });
  return mails;
}

export function claimApprovedMail(
  claim: ClaimForMail,
  reason: string,
  /** The owner's sign-in link (a day, once), which opens the place's part of the owner page. */
  signIn: string,
): Mail {
  const { t, site, inLanguage, page } = wordsFor(claim);
  const place = claim.businessName;
  return {
    to: claim.email,
    kind: "claim-approved",
    ref: refOf(claim),
    content: {
      subject: t("claimMail.approvedSubject", { business: place, site }),
      greeting: t("claimMail.greetingName", { name: claim.name }),
      paragraphs: [
        t("claimMail.approved", { business: place, site }),
        // The operator's own words, in Swedish.
        t("claimMail.reason", { reason }),
        t("claimMail.ownerPage"),
        t("claimMail.signInText"),
      ],
      action: { label: t("claimMail.signIn"), url: signIn },
      links: [
        { label: t("claimMail.placePage"), url: page(`/business/${claim.businessSlug}`) },
        {
          label: t("claimMail.choosePlan"),
          url: page(`/advertise?foretag=${encodeURIComponent(claim.businessSlug)}`),
        },
      ],
      footer: t("claimMail.footer", { site }),
      ...inLanguage,
    },
  };
}

export function claimRejectedMail(claim: ClaimForMail, reason: string): Mail {
  const { t, site, inLanguage, page } = wordsFor(claim);
  const place = claim.businessName;
  return {
    to: claim.email,
    kind: "claim-rejected",
    ref: refOf(claim),
    content: {
      subject: t("claimMail.rejectedSubject", { business: place }),
      greeting: t("claimMail.greetingName", { name: claim.name }),
      paragraphs: [
        t("claimMail.rejected", { business: place, site }),
        // The operator's own words, in Swedish.
        t("claimMail.reason", { reason }),
        t("claimMail.questions"),
      ],
      links: [{ label: t("claimMail.contact"), url: page("/contact") }],
      footer: t("claimMail.footer", { site }),
      ...inLanguage,
    },
  };
}

/** Receipts one address gets at most per hour, whoever sends the claims. */
export const CLAIM_RECEIPTS_PER_ADDRESS = 3;

/**
 * Queues a new claim's mails in the transaction that stores it. An address that already
 * got CLAIM_RECEIPTS_PER_ADDRESS receipts within the hour gets no more (the claim is
 * stored and the operator told as usual): the form cannot flood someone's inbox.
 */
export async function queueClaimMails(
  trx: Transaction<Database>,
  claim: ClaimForMail,
  now: number,
): Promise<void> {
  const receipt = await receiptsAllowed(
    trx,
    "claim-received",
    claim.email,
    CLAIM_RECEIPTS_PER_ADDRESS,
    now,
  );
  await queue(trx, claimMails(claim, { receipt }), now);
}
