import type { Transaction } from "kysely";
import { claimAdminPath } from "~/lib/claims/claims";
import { OWNER_SIGN_IN_TEXT } from "../auth/owner-auth";
import type { Database } from "../db/schema";
import { type Mail, operatorEmail, queue, receiptsAllowed, siteLink } from "../mail";

// The mails of a claim (issue 24, point 5): the receipt and the operator's notice when
// it arrives, the approval and the rejection, each queued in its step's transaction.

export interface ClaimForMail {
  id: number;
  businessSlug: string;
  businessName: string;
  name: string;
  email: string;
  role: string;
  verification: string;
}

const CLAIMANT_FOOTER =
  "Du får det här mejlet eftersom någon bad om att få företräda företaget i Malmöguiden med den här adressen. Var det inte du kan du bortse från mejlet: ingenting ändras utan vår kontroll.";

const refOf = (claim: { id: number }) => `claim:${claim.id}`;

/**
 * The receipt (to an address nobody has verified yet, so it carries none of the
 * sender's own text, only the business's public name) and, with OPERATOR_EMAIL set,
 * the operator's notice with every field and a link to the claim.
 */
export function claimMails(claim: ClaimForMail, { receipt = true } = {}): Mail[] {
  const mails: Mail[] = [];
  if (receipt)
    mails.push({
      to: claim.email,
      kind: "claim-received",
      ref: refOf(claim),
      content: {
        subject: "Vi har tagit emot din förfrågan i Malmöguiden",
        greeting: "Hej!",
        paragraphs: [
          `Vi har tagit emot din förfrågan om att företräda ${claim.businessName} i Malmöguiden.`,
          "Så här går det till: vi kontrollerar uppgifterna, oftast genom att höra av oss till företaget. Du får ett mejl när vi har bestämt oss, både om vi godkänner förfrågan och om vi inte kan göra det.",
          `När förfrågan är godkänd loggar du in på företagarsidan med den här e-postadressen: ${siteLink("/foretagare")}`,
        ],
        links: [{ label: "Företagets sida", url: siteLink(`/business/${claim.businessSlug}`) }],
        footer: CLAIMANT_FOOTER,
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

const greetingOf = (claim: { name: string }) => `Hej ${claim.name}!`;

export function claimApprovedMail(
  claim: ClaimForMail,
  reason: string,
  /** The owner's sign-in link (a day, once), which opens the place's part of the owner page. */
  signIn: string,
): Mail {
  return {
    to: claim.email,
    kind: "claim-approved",
    ref: refOf(claim),
    content: {
      subject: `Du företräder nu ${claim.businessName} i Malmöguiden`,
      greeting: greetingOf(claim),
      paragraphs: [
        `Vi har kontrollerat din förfrågan och godkänt den: du är nu ägare av ${claim.businessName} i Malmöguiden.`,
        `Skäl: ${reason}`,
        "På företagarsidan ser du företaget, dess besök och annonspaket och kan föreslå ändringar av sidan.",
        OWNER_SIGN_IN_TEXT,
      ],
      action: { label: "Logga in på företagarsidan", url: signIn },
      links: [
        { label: "Företagets sida", url: siteLink(`/business/${claim.businessSlug}`) },
        {
          label: "Välj annonspaket",
          url: siteLink(`/advertise?foretag=${encodeURIComponent(claim.businessSlug)}`),
        },
      ],
      footer: CLAIMANT_FOOTER,
    },
  };
}

export function claimRejectedMail(claim: ClaimForMail, reason: string): Mail {
  return {
    to: claim.email,
    kind: "claim-rejected",
    ref: refOf(claim),
    content: {
      subject: `Din förfrågan om ${claim.businessName} kunde inte godkännas`,
      greeting: greetingOf(claim),
      paragraphs: [
        `Vi har gått igenom din förfrågan om att företräda ${claim.businessName} i Malmöguiden, men vi kan tyvärr inte godkänna den.`,
        `Skäl: ${reason}`,
        "Har du frågor, eller kan du visa på något annat sätt att du företräder företaget? Hör av dig till oss.",
      ],
      links: [{ label: "Kontakta oss", url: siteLink("/contact") }],
      footer: CLAIMANT_FOOTER,
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
