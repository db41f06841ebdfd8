import type { Selectable, Transaction } from "kysely";
import { findPlan } from "~/content/plans";
import { type Mail, operatorEmail, queue, siteLink } from "./mail";
import type { Database, SubscriptionsTable } from "./schema";

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

/** Queues the owner's and the operator's notice that a business's plan has ended. */
export async function queuePlanEndedMails(
  trx: Transaction<Database>,
  subscription: Selectable<SubscriptionsTable>,
): Promise<void> {
  const slug = subscription.business_slug;
  if (!slug) return;
  const plan = findPlan(subscription.plan_type)?.name ?? subscription.plan_type;
  const business = await trx
    .selectFrom("businesses")
    .select("name")
    .where("slug", "=", slug)
    .executeTakeFirst();
  const name = business?.name ?? slug;
  const reason = REASONS[subscription.status ?? ""] ?? "prenumerationen är inte längre aktiv";
  const mails: Mail[] = [];
  const owner = await ownerEmailOf(trx, subscription);
  if (owner) {
    mails.push({
      to: owner,
      kind: "plan-ended",
      ref: `subscription:${subscription.id}`,
      content: {
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
      },
    });
  }
  if (operatorEmail) {
    mails.push({
      to: operatorEmail,
      kind: "plan-ended-operator",
      ref: `subscription:${subscription.id}`,
      content: {
        subject: `Annonspaket upphört: ${name} (${plan})`,
        paragraphs: [
          `${name} har inte längre annonspaketet ${plan}: ${reason} (status ${subscription.status ?? "okänd"}).`,
          "Effekterna på sajten har tagits bort automatiskt.",
        ],
        action: { label: "Se annonserna", url: siteLink("/admin/annonser") },
      },
    });
  }
  if (mails.length) await queue(trx, mails);
}
