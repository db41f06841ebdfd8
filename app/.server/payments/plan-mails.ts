import type { Kysely, Selectable, Transaction } from "kysely";
import { logger } from "~/.server/logger";
import { findPlan } from "~/content/plans";
import { ownerEditorPath, registrationPath } from "~/lib/owner/paths";
import { RENEWAL_GRACE_MS } from "~/lib/plans/effects";
import { formatDate, stockholmNow } from "~/lib/text/dates";
import { formatKronor } from "~/lib/text/format";
import { OWNER_PATH, OWNER_SIGN_IN_TEXT, ownerMailLink } from "../auth/owner-auth";
import { bool } from "../db/db";
import type { Database, SubscriptionsTable } from "../db/schema";
import {
  type Mail,
  type MailContent,
  operatorEmail,
  queue,
  receiptsAllowed,
  siteLink,
  wakeMailWorker,
} from "../mail";
import { ownerAddress } from "../owner/ownership";
import { waitingRegistrationsOf } from "../registrations/submit";

// The mails of a plan that stops delivering (cancelled, unpaid, trial over): the
// owner learns what changes on the site, the operator that the money stopped.

const REASONS: Record<string, string> = {
  canceled: "prenumerationen har avslutats",
  past_due: "betalningen har inte gått igenom",
  unpaid: "betalningen har inte gått igenom",
  incomplete_expired: "betalningen slutfördes aldrig",
  paused: "provperioden har gått ut utan att någon betalning lagts till",
};

/** The address that hears about a business's plan: the subscription's, else the registrant's. */
export async function ownerEmailOf(
  trx: Transaction<Database>,
  subscription: Pick<Selectable<SubscriptionsTable>, "email" | "business_slug">,
): Promise<string | undefined> {
  if (subscription.email) return subscription.email;
  if (!subscription.business_slug) return undefined;
  const registration = await trx
    .selectFrom("business_submissions")
    .select("contact_email")
    .where("business_slug", "=", subscription.business_slug)
    .where("status", "=", "approved")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return registration?.contact_email;
}

/** A mail about a subscription: its ref ties the mail to it in the outbox. */
const subscriptionMail = (
  subscription: { id: number },
  to: string,
  kind: string,
  content: MailContent,
): Mail => ({ to, kind, ref: `subscription:${subscription.id}`, content });

/** The buyer's mails end with the same reason and lead to the owner's page. */
const BUYER_FOOTER =
  "Du får det här mejlet eftersom adressen angavs vid köpet av ett annonspaket i Malmöguiden.";
const ownerPageAction = () => ({ label: "Till företagarsidan", url: siteLink("/foretagare") });

/** Why a plan ended when its period simply ran out, by the status it still has. */
const LAPSED: Record<string, string> = {
  trialing: "provperioden har gått ut utan att någon betalning lagts till",
  active: "perioden har gått ut utan att förnyas",
};

/** Queues the owner's and the operator's notice that a business's plan has ended. */
export async function queuePlanEndedMails(
  trx: Transaction<Database>,
  subscription: Selectable<SubscriptionsTable>,
  lapsed = false,
): Promise<void> {
  const slug = subscription.business_slug;
  if (!slug) return;
  const plan = findPlan(subscription.plan_type)?.name ?? subscription.plan_type;
  const place = await trx
    .selectFrom("businesses")
    .select("name")
    .where("slug", "=", slug)
    .executeTakeFirst();
  const name = place?.name ?? slug;
  const reason =
    (lapsed ? LAPSED : REASONS)[subscription.status ?? ""] ??
    "prenumerationen är inte längre aktiv";
  const mails: Mail[] = [];
  const owner = await ownerEmailOf(trx, subscription);
  if (owner) {
    mails.push(
      subscriptionMail(subscription, owner, "plan-ended", {
        subject: `Annonspaketet ${plan} för ${name} har upphört`,
        greeting: "Hej!",
        paragraphs: [
          `Annonspaketet ${plan} för ${name} gäller inte längre, eftersom ${reason}.`,
          "Företaget finns kvar i Malmöguiden med en vanlig plats i listan, men annonsens extra synlighet, bilder och utökade profil visas inte längre.",
          "Vill du fortsätta synas mer kan du välja ett annonspaket igen när du vill.",
        ],
        action: {
          label: "Välj annonspaket",
          url: siteLink(`/advertise?foretag=${encodeURIComponent(slug)}`),
        },
        links: [{ label: "Din företagssida", url: siteLink("/foretagare") }],
        footer:
          "Du får det här mejlet eftersom adressen hör till företagets annonspaket i Malmöguiden.",
      }),
    );
  }
  if (operatorEmail) {
    mails.push(
      subscriptionMail(subscription, operatorEmail, "plan-ended-operator", {
        subject: `Annonspaket upphört: ${name} (${plan})`,
        paragraphs: [
          `${name} har inte längre annonspaketet ${plan}: ${reason} (status ${subscription.status ?? "okänd"}).`,
          "Effekterna på sajten har tagits bort automatiskt.",
        ],
        action: { label: "Se annonserna", url: siteLink("/admin/annonser") },
      }),
    );
  }
  if (mails.length) await queue(trx, mails);
}

/**
 * A notice is only sent for periods that ran out this recently, so a first start on an
 * old database does not mail about plans that ended long ago.
 */
const LAPSE_NOTICE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The mails of plans whose period ran out with no event to say so (a demo trial, a
 * renewal that never came): their effects already ended by the clock (plan-effects);
 * this tells the owner and the operator, once per period, whichever process gets there
 * first (the claim in plan_lapse_notices). Returns the subscriptions it mailed about.
 */
export async function mailLapsedPlans(db: Kysely<Database>, now = new Date()): Promise<number[]> {
  const rows = await db
    .selectFrom("subscriptions")
    .selectAll()
    .where("business_slug", "is not", null)
    .where("active", "=", bool(true))
    .where("status", "in", Object.keys(LAPSED))
    .where("expires_at", "is not", null)
    .execute();
  const mailed: number[] = [];
  for (const row of rows) {
    const ended = Date.parse(row.expires_at ?? "") + RENEWAL_GRACE_MS;
    if (!(ended <= now.getTime() && ended > now.getTime() - LAPSE_NOTICE_WINDOW_MS)) continue;
    try {
      const claimed = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto("plan_lapse_notices")
          .values({
            subscription_id: row.id,
            expires_at: row.expires_at ?? "",
            sent_at: now.getTime(),
          })
          .onConflict((oc) => oc.columns(["subscription_id", "expires_at"]).doNothing())
          .executeTakeFirst();
        if (Number(claim.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
        await queuePlanEndedMails(trx, row, true);
        return true;
      });
      if (claimed) mailed.push(row.id);
    } catch (error) {
      logger.error({ err: error, subscription: row.id }, "lapsed plan: could not queue its mails");
    }
  }
  if (mailed.length > 0) wakeMailWorker();
  return mailed;
}

const nameOf = async (trx: Transaction<Database>, slug: string | null) =>
  slug
    ? ((
        await trx
          .selectFrom("businesses")
          .select("name")
          .where("slug", "=", slug)
          .executeTakeFirst()
      )?.name ?? null)
    : null;

/** Receipts of unverified purchases one address gets at most per hour (claims and registrations: 3). */
export const PURCHASE_RECEIPTS_PER_ADDRESS = 3;

/** A demo purchase, or one no payment has been taken for yet (a trial, an open invoice). */
export function unverifiedPurchase(
  subscription: Pick<Selectable<SubscriptionsTable>, "stripe_subscription_id" | "status">,
): boolean {
  return (
    (subscription.stripe_subscription_id ?? "").startsWith("sub_demo_") ||
    subscription.status !== "active"
  );
}

/**
 * The buyer's receipt, queued once, when a purchase first has an address: the plan,
 * its price and period, the trial's end, and what happens next — linked to the
 * business, waiting for the operator, or waiting for a registration.
 */
export async function queuePurchaseReceipt(
  trx: Transaction<Database>,
  subscription: Selectable<SubscriptionsTable>,
  now: number = Date.now(),
): Promise<void> {
  const to = subscription.email;
  const plan = findPlan(subscription.plan_type);
  if (!to || !plan) return;
  // The address was typed at checkout: until money is taken (a paid, active Stripe
  // plan), anyone could have typed someone else's, so it gets only so many receipts.
  if (
    unverifiedPurchase(subscription) &&
    !(await receiptsAllowed(trx, "plan-receipt", to, PURCHASE_RECEIPTS_PER_ADDRESS, now))
  ) {
    logger.warn(
      { subscription: subscription.id },
      "purchase receipt not sent: the address had its receipts this hour",
    );
    return;
  }
  const linked = await nameOf(trx, subscription.business_slug);
  const requested = linked ? null : await nameOf(trx, subscription.requested_business_slug);
  const end = subscription.expires_at ? new Date(subscription.expires_at) : null;
  const until =
    end && !Number.isNaN(end.getTime()) ? formatDate(stockholmNow(end).slice(0, 10)) : null;
  const price = formatKronor(plan.pricePerMonth);
  const period =
    subscription.status === "trialing"
      ? `De första ${plan.freeTrialDays} dagarna är en gratis provperiod${until ? ` som gäller till och med ${until}` : ""}. Därefter kostar paketet ${price} per månad tills du avslutar det.`
      : `Paketet kostar ${price} per månad${until ? `, och den nuvarande perioden gäller till och med ${until}` : ""}. Det förnyas varje månad tills du avslutar det.`;
  const next = linked
    ? `Annonspaketet gäller ${linked} och syns redan i guiden.`
    : requested
      ? `Du valde ${requested}. Innan annonspaketet kopplas dit kontrollerar vi att du företräder företaget, oftast inom 24 timmar. Du får ett mejl när det är klart.`
      : "Annonspaketet är ännu inte kopplat till något företag. Har du registrerat ditt företag kopplas paketet dit när vi har godkänt registreringen, oftast inom 24 timmar. Har du inte registrerat företaget än kan du göra det nu.";
  await queue(
    trx,
    [
      subscriptionMail(subscription, to, "plan-receipt", {
        subject: `Kvitto: annonspaketet ${plan.name} i Malmöguiden`,
        greeting: "Hej!",
        paragraphs: [
          `Tack för din beställning av annonspaketet ${plan.name} (${price} per månad).`,
          period,
          next,
          "På företagarsidan ser du dina annonspaket och kan avsluta dem. Där kan du också föreslå ändringar och skicka in information och bilder om verksamheten.",
          OWNER_SIGN_IN_TEXT,
        ],
        // Issue 38: one step in, to the editor of the business the plan is for once linked,
        // else to the buyer's waiting registration, where its facts can still be added.
        action: {
          label: "Logga in på företagarsidan",
          url: await ownerMailLink(trx, to, await receiptLanding(trx, to, subscription), now),
        },
        links:
          linked || requested
            ? []
            : [{ label: "Registrera ditt företag", url: siteLink("/submit-business") }],
        footer: BUYER_FOOTER,
      }),
    ],
    now,
  );
}

/** Tells the buyer that the operator linked their plan to a business. */
export async function queuePlanLinkedMail(
  trx: Transaction<Database>,
  subscription: Selectable<SubscriptionsTable>,
  businessName: string,
): Promise<void> {
  const plan = findPlan(subscription.plan_type);
  if (!subscription.email || !plan) return;
  await queue(trx, [
    subscriptionMail(subscription, subscription.email, "plan-linked", {
      subject: `Annonspaketet ${plan.name} gäller nu ${businessName}`,
      greeting: "Hej!",
      paragraphs: [
        `Vi har kopplat annonspaketet ${plan.name} som du köpte till ${businessName}. Det syns i guiden från och med nu.`,
        "På företagarsidan ser du paketet och kan ändra eller avsluta det.",
      ],
      action: ownerPageAction(),
      footer: BUYER_FOOTER,
    }),
  ]);
}

/** Where a receipt's sign-in lands: the linked business's editor, a waiting registration, or the owner page. */
async function receiptLanding(
  db: Kysely<Database>,
  to: string,
  subscription: { business_slug: string | null },
): Promise<string> {
  if (subscription.business_slug) return ownerEditorPath(subscription.business_slug);
  const [waiting] = await waitingRegistrationsOf(db, ownerAddress(to));
  return waiting ? registrationPath(waiting.id) : `${OWNER_PATH}/konto`;
}
