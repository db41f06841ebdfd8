import type { Migration } from "kysely";
import { paymentsMigration } from "./002-payments";
import { contentMigration } from "./005-content";
import { operatorsMigration } from "./006-operators";
import { eventsMigration } from "./007-events";
import { mailMigration } from "./008-mail";
import { moderationMigration } from "./009-moderation";
import { newsletterMigration } from "./010-newsletter";
import { plansMigration } from "./011-plans";
import { mailLeaseMigration } from "./012-mail-lease";
import { ownershipMigration } from "./013-ownership";
import { searchMigration } from "./014-search";
import { contentChangesMigration } from "./015-content-changes";
import { openingHoursMigration } from "./016-opening-hours";
import { accessibilityMigration } from "./017-accessibility";
import { freshnessMigration } from "./018-freshness";
import { claimsMigration } from "./019-claims";
import { versionNotifyMigration } from "./020-version-notify";
import { confirmedFactsMigration } from "./021-confirmed-facts";
import { ownerMailLinksMigration } from "./022-owner-mail-links";
import { ownerProposalsMigration } from "./023-owner-proposals";
import { bookingLinkMigration } from "./024-booking-link";
import { ownerPhotosMigration } from "./025-owner-photos";
import { registrationFactsMigration } from "./026-registration-facts";
import { registrationPhotosMigration } from "./027-registration-photos";
import { reviewsMigration } from "./028-reviews";
import { reviewHoldsMigration } from "./029-review-holds";
import { reviewReportsMigration } from "./030-review-reports";
import { reviewRepliesMigration } from "./031-review-replies";
import { contentTranslationsMigration } from "./032-content-translations";
import { searchLanguagesMigration } from "./033-search-languages";
import { subscriberLanguageMigration } from "./034-subscriber-language";
import { checkoutLanguageMigration } from "./035-checkout-language";
import { reviewLanguageMigration } from "./036-review-language";
import { claimLanguageMigration } from "./037-claim-language";
import { registrationLanguageMigration } from "./038-registration-language";
import { type Dialect, stampedAt } from "./columns";
import { addColumns, createIndex, dropColumns, dropTables, tableWithId } from "./ddl";

export type { Dialect } from "./columns";

// One set of migrations for both databases; the dialect only decides how an
// auto-incrementing id is spelled. Schema changes are widen-then-narrow: add a
// migration, never edit one that has shipped.
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    "001_initial": {
      async up(db) {
        await tableWithId(db, dialect, "newsletter_subscribers")
          .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
          .$call(stampedAt())
          .execute();

        await tableWithId(db, dialect, "business_submissions")
          .addColumn("business_name", "varchar(200)", (col) => col.notNull())
          .addColumn("category", "varchar(100)", (col) => col.notNull())
          .addColumn("actual_category", "varchar(100)", (col) => col.notNull())
          .addColumn("business_info", "text", (col) => col.notNull())
          .addColumn("address", "varchar(300)")
          .addColumn("contact_info", "varchar(300)")
          .addColumn("contact_person", "varchar(200)")
          .addColumn("contact_email", "varchar(254)", (col) => col.notNull())
          .addColumn("profile_image_path", "varchar(500)")
          .$call(stampedAt())
          .execute();

        await tableWithId(db, dialect, "subscriptions")
          .addColumn("user_id", "varchar(255)", (col) => col.notNull())
          .addColumn("plan_type", "varchar(20)", (col) => col.notNull())
          .addColumn("active", "boolean", (col) => col.notNull().defaultTo(false))
          .addColumn("expires_at", "varchar(40)")
          .addColumn("email", "varchar(254)")
          .addColumn("stripe_subscription_id", "varchar(255)", (col) => col.unique())
          .addColumn("stripe_checkout_session_id", "varchar(255)", (col) => col.unique())
          .addColumn("status", "varchar(40)")
          .addColumn("last_event_at", "bigint", (col) => col.notNull().defaultTo(0))
          .$call(stampedAt())
          .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
          .execute();
        await createIndex(db, "subscriptions_user_plan", "subscriptions", [
          "user_id",
          "plan_type",
          "active",
        ]);
      },
      async down(db) {
        await dropTables(db, ["subscriptions", "business_submissions", "newsletter_subscribers"]);
      },
    },
    "002_payments": paymentsMigration,
    // Stripe events for a subscription that has no row yet (e.g. an invoice before
    // customer.subscription.created) wait here until an event creates the row;
    // then they are applied and deleted in the same transaction.
    "003_pending_stripe_events": {
      async up(db) {
        await db.schema
          .createTable("pending_stripe_events")
          .addColumn("event_id", "varchar(255)", (col) => col.primaryKey())
          .addColumn("stripe_subscription_id", "varchar(255)", (col) => col.notNull())
          .addColumn("type", "varchar(100)", (col) => col.notNull())
          .addColumn("created", "bigint", (col) => col.notNull())
          .addColumn("payload", "text", (col) => col.notNull())
          .$call(stampedAt("received_at"))
          .execute();
        await createIndex(db, "pending_stripe_events_subscription", "pending_stripe_events", [
          "stripe_subscription_id",
          "created",
        ]);
      },
      async down(db) {
        await db.schema.dropTable("pending_stripe_events").execute();
      },
    },
    // Uploads are stored under a random id; the uploader's file name, made safe, is
    // kept only as information for the operator.
    "004_image_original_name": {
      async up(db) {
        await addColumns(db, "business_submissions", [["profile_image_name", "varchar(120)"]]);
      },
      async down(db) {
        await dropColumns(db, "business_submissions", ["profile_image_name"]);
      },
    },
    "005_content": contentMigration(dialect),
    "006_operators": operatorsMigration(dialect),
    "007_events": eventsMigration(dialect),
    "008_mail_outbox": mailMigration(dialect),
    "009_moderation": moderationMigration(),
    "010_newsletter_consent": newsletterMigration(dialect),
    "011_plans": plansMigration(dialect),
    "012_mail_lease_token": mailLeaseMigration(),
    "013_ownership": ownershipMigration(),
    "014_search": searchMigration(dialect),
    "015_content_changes": contentChangesMigration(dialect),
    "016_opening_hours": openingHoursMigration(),
    "017_accessibility": accessibilityMigration(),
    "018_freshness": freshnessMigration(),
    "019_claims": claimsMigration(dialect),
    "020_version_notify": versionNotifyMigration(dialect),
    "021_confirmed_facts": confirmedFactsMigration(),
    "022_owner_mail_links": ownerMailLinksMigration,
    "023_owner_proposals": ownerProposalsMigration(dialect),
    "024_booking_link": bookingLinkMigration,
    "025_owner_photos": ownerPhotosMigration,
    "026_registration_facts": registrationFactsMigration,
    "027_registration_photos": registrationPhotosMigration,
    "028_reviews": reviewsMigration(dialect),
    "029_review_holds": reviewHoldsMigration,
    "030_review_reports": reviewReportsMigration(dialect),
    "031_review_replies": reviewRepliesMigration(dialect),
    "032_content_translations": contentTranslationsMigration(dialect),
    "033_search_languages": searchLanguagesMigration(dialect),
    "034_subscriber_language": subscriberLanguageMigration,
    "035_checkout_language": checkoutLanguageMigration,
    "036_review_language": reviewLanguageMigration,
    "037_claim_language": claimLanguageMigration,
    "038_registration_language": registrationLanguageMigration,
  };
}
