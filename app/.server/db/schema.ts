import type { ColumnType, Generated } from "kysely";
import type { Registration } from "~/lib/registrations/form";

// Table types shared by both databases (spec section 3).

type CreatedAt = ColumnType<Date | string, string | undefined, never>;

/** Epoch milliseconds; PostgreSQL returns bigint as a string. */
type EpochMs = ColumnType<number | string, number, number>;
type OptionalEpochMs = ColumnType<number | string | null, number | null | undefined, number | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type NewsletterSubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: CreatedAt;
  status: ColumnType<string, NewsletterSubscriberStatus | undefined, NewsletterSubscriberStatus>;
  /** SHA-256 (hex) of the pending confirmation token; null once used. */
  confirm_token_hash: Nullable<string>;
  confirm_expires_at: OptionalEpochMs;
  confirmed_at: OptionalEpochMs;
  consent_at: OptionalEpochMs;
  /** Where the form was: "startsida", "sidfot", "nyhetsbrev-sidan", … */
  consent_source: Nullable<string>;
  policy_version: Nullable<string>;
  unsubscribe_token: Nullable<string>;
  unsubscribed_at: OptionalEpochMs;
  last_confirmation_sent_at: OptionalEpochMs;
  /** The language they signed up in (issue 40): "sv", "en", "de" or "da". */
  language: ColumnType<string, string | undefined, string>;
}

export type NewsletterStatus = "draft" | "sending" | "sent";

export interface NewslettersTable {
  id: Generated<number>;
  subject: string;
  /** Markdown. */
  body: string;
  status: ColumnType<string, NewsletterStatus | undefined, NewsletterStatus>;
  revision: ColumnType<number, number | undefined, number>;
  created_by: string;
  created_at: EpochMs;
  updated_at: EpochMs;
  sent_by: Nullable<string>;
  send_started_at: OptionalEpochMs;
  recipients: Nullable<number>;
  sent_at: OptionalEpochMs;
  queue_owner: Nullable<string>;
  queue_lease_until: OptionalEpochMs;
}

export interface NewsletterDeliveriesTable {
  id: Generated<number>;
  newsletter_id: number;
  subscriber_id: number;
  email: string;
  outbox_id: number;
  created_at: EpochMs;
}

/** A registration as its form gives it (app/lib/forms/forms.ts), kept for moderation. */
export interface BusinessSubmissionsTable extends Registration {
  id: Generated<number>;
  profile_image_path: string | null;
  /** The uploader's file name, made safe (metadata only; the file is stored under a random id). */
  profile_image_name: Nullable<string>;
  created_at: CreatedAt;
  /** Moderation (migration 009): new until an operator approves or rejects it. */
  status: ColumnType<string, RegistrationStatus | undefined, RegistrationStatus>;
  reviewed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The deciding operator's e-mail address. */
  reviewed_by: Nullable<string>;
  rejection_reason: Nullable<string>;
  /** The business an approval created. */
  business_slug: Nullable<string>;
  /** The registrant's image link (/registrering/bild/<token>), when there is an image. */
  image_token: Nullable<string>;
  /** The hours the registrant gave (opening_hours syntax), published on approval. */
  opening_hours: Nullable<string>;
  /** The accessibility answers the registrant gave ({"trappfri":"yes",…}). */
  accessibility: Nullable<string>;
  /** The photos the registrant added while it waited (migration 027), published on approval. */
  photos: Nullable<string>;
  /** The page's language it was sent on (issue 40): "sv", "en", "de" or "da". */
  language: ColumnType<string, string | undefined, never>;
}

export type { RegistrationStatus } from "~/lib/registrations/registrations";

import type { RegistrationStatus } from "~/lib/registrations/registrations";

export interface SubscriptionsTable {
  id: Generated<number>;
  /** The Stripe customer id (there are no user accounts). */
  user_id: string;
  plan_type: string;
  /** Read as boolean (PostgreSQL) or 0/1 (SQLite); written as 0/1 via bool(). */
  active: ColumnType<boolean | number, number, number>;
  expires_at: string | null;
  email: string | null;
  stripe_subscription_id: string | null;
  stripe_checkout_session_id: string | null;
  status: string | null;
  /** The business the plan is for (its slug); null until it is linked. */
  business_slug: Nullable<string>;
  /** The business the buyer asked for at checkout; linked only once the buyer owns it. */
  requested_business_slug: Nullable<string>;
  /** Created time (Unix seconds) of the newest Stripe event applied, so older events never win. */
  last_event_at: number;
  created_at: CreatedAt;
  updated_at: string;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  created: number;
  processed_at: CreatedAt;
}

/** An event (already recorded in stripe_events) waiting for its subscription row to exist. */
export interface PendingStripeEventsTable {
  event_id: string;
  stripe_subscription_id: string;
  type: string;
  /** The event's created time (Unix seconds); PostgreSQL returns bigint as a string. */
  created: ColumnType<number | string, number, never>;
  /** The change the event asks for, as JSON. */
  payload: string;
  received_at: CreatedAt;
}

export interface DemoCheckoutSessionsTable {
  id: string;
  plan_type: string;
  price_id: string;
  business_slug: ColumnType<string | null, string | null | undefined, never>;
  /** The page's language the checkout was started on (issue 40): "sv", "en", "de" or "da". */
  language: ColumnType<string, string | undefined, never>;
  completed: ColumnType<boolean | number, number | undefined, number>;
  created_at: CreatedAt;
}

type Timestamp = ColumnType<Date | string, string | undefined, string>;
/** Read as boolean (PostgreSQL) or 0/1 (SQLite); written as 0/1 via bool(). */
type Flag = ColumnType<boolean | number, number | undefined, number>;
type Status = ColumnType<string, "published" | "hidden" | undefined, "published" | "hidden">;

export interface BusinessesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  category: string;
  summary: string;
  description: string;
  address: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  rating: number | null;
  image: string | null;
  featured: Flag;
  has_detail_page: Flag;
  status: Status;
  profile: string | null;
  source: string | null;
  /** OpenStreetMap opening_hours syntax (migration 016). */
  opening_hours: Nullable<string>;
  /** The day the hours were last confirmed, "2026-11-26"; none: no badge. */
  hours_checked_at: Nullable<string>;
  /** JSON accessibility facts (migration 017, app/lib/accessibility/accessibility.ts). */
  accessibility: Nullable<string>;
  /** The Stockholm day the details were last confirmed (migration 018); none: never. */
  confirmed_at: Nullable<string>;
  /** Who confirmed them: "operator" or "owner". */
  confirmed_by: Nullable<string>;
  /** The groups of facts the confirmation covered, "hours,contact" (migration 021). */
  confirmed_facts: Nullable<string>;
  /** A booking, menu or tickets link and its button's words (migration 024); both or neither. */
  booking_url: Nullable<string>;
  booking_label: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BusinessHoursTable {
  business_slug: string;
  position: number;
  days: string;
  time: string;
}

export interface BusinessListingsTable {
  category_slug: string;
  business_slug: string;
  position: number;
}

export interface FeaturedPlacesTable {
  business_slug: string;
  position: number;
  home_position: number | null;
}

export interface OffersTable {
  id: Generated<number>;
  slug: string;
  business_slug: string | null;
  business_name: string;
  tag: string;
  title: string;
  description: string;
  location: string;
  image: string;
  rating: number | null;
  url: string;
  color: string;
  valid_until: string | null;
  position: number;
  status: Status;
  source: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  location: string;
  category: string;
  image: string;
  /** Local Europe/Stockholm wall-clock time, "2026-12-13T18:00". */
  starts_at: string;
  ends_at: string;
  /** JSON EventRule, or null for a single occurrence. */
  recurrence: string | null;
  example: Flag;
  source: string | null;
  status: Status;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  ref: string | null;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string | null;
  message_id: string;
  status: ColumnType<
    string,
    "pending" | "sent" | "failed" | undefined,
    "pending" | "sent" | "failed"
  >;
  attempts: ColumnType<number, number | undefined, number>;
  /** Epoch ms. */
  due_at: ColumnType<number | string | bigint, number, number>;
  locked_until: ColumnType<
    number | string | bigint | null,
    number | null | undefined,
    number | null
  >;
  /** Who holds the lease: the random token of the claim that set `locked_until`. */
  lease_token: Nullable<string>;
  last_error: string | null;
  sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface ContentMetaTable {
  id: number;
  version: ColumnType<number | string | bigint, number, number>;
  /** The oldest version whose content_changes are all still kept (migration 015). */
  changes_from: ColumnType<number | string | bigint, number | undefined, number>;
}

/** What a content write changed, written by triggers (migration 015). */
export interface ContentChangesTable {
  version: ColumnType<number | string | bigint, number, number>;
  /** "business" (key: its slug), or a whole part: "featured", "offers", "events", "subscriptions". */
  entity: string;
  key: string;
}

export interface ContentSeedsTable {
  name: string;
  applied_at: Timestamp;
}

export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  created_at: Timestamp;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: EpochMs;
  last_seen_at: EpochMs;
}

export interface OperatorSetupTokensTable {
  token_hash: string;
  operator_id: number | null;
  created_at: EpochMs;
  used_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_email: string;
  entity: string;
  entity_id: string;
  action: string;
  changes: string;
  created_at: Timestamp;
}

export interface BusinessImagesTable {
  id: Generated<number>;
  business_slug: string;
  position: number;
  /** The public path, /images/business/<slug>/<file>. */
  path: string;
  alt: string;
  /** published | proposed (an owner's upload waiting for the operator, issue 38). */
  status: ColumnType<string, string | undefined, string>;
  created_at: EpochMs;
}

/** Views of a business page per Stockholm day: a count, nothing about the visitor. */
export interface PageViewsTable {
  business_slug: string;
  day: string;
  views: number;
}

/** Silver's monthly social-media post, one task per business and month. */
export interface SocialPostsTable {
  business_slug: string;
  month: string;
  due_on: string;
  done_at: EpochMs | null;
  done_by: string | null;
}

/** The monthly report mail, sent once per business and month. */
export interface MonthlyReportsTable {
  business_slug: string;
  month: string;
  sent_at: EpochMs;
}

/** A plan whose period ran out without any event, noticed (and mailed) once per period. */
export interface PlanLapseNoticesTable {
  subscription_id: number;
  expires_at: string;
  sent_at: EpochMs;
}

export interface OwnerSignInTokensTable {
  token_hash: string;
  email: string;
  created_at: EpochMs;
  used_at: EpochMs | null;
  /** Until when the link works (migration 022; a requested link 30 min, a mail's a day). */
  expires_at: EpochMs | null;
  /** The owner page 'Logga in' opens (a path under /foretagare); none: the account page. */
  landing: string | null;
}

export interface OwnerSessionsTable {
  token_hash: string;
  email: string;
  created_at: EpochMs;
  last_seen_at: EpochMs;
}

/** Owners an operator assigned (or a claim made); approved registrations own too. */
export interface BusinessOwnersTable {
  business_slug: string;
  email: string;
  source: string;
  created_by: string | null;
  created_at: EpochMs;
}

/** The monthly "Stämmer uppgifterna?" mails: one per place, address and month (migration 018). */
export interface FreshnessChecksTable {
  token_hash: string;
  business_slug: string;
  email: string;
  month: string;
  created_at: EpochMs;
  used_at: number | null;
}

/** Addresses that asked for no more "Stämmer uppgifterna?" mails. */
export interface FreshnessOptoutsTable {
  email: string;
  created_at: EpochMs;
}

/** Changes an owner asks for; they wait for the operator like a registration. */
export interface ListingChangeRequestsTable {
  id: Generated<number>;
  business_slug: string;
  email: string;
  message: string;
  status: ColumnType<string, string | undefined, string>;
  created_at: EpochMs;
  reviewed_at: EpochMs | null;
  reviewed_by: string | null;
}

/** Someone asks to become a business's owner (issue 24, point 5); an operator decides. */
export interface BusinessClaimsTable {
  id: Generated<number>;
  business_slug: string;
  name: string;
  email: string;
  role: string;
  verification: string;
  /** pending | approved | rejected */
  status: ColumnType<string, string | undefined, string>;
  reason: string | null;
  created_at: EpochMs;
  decided_at: EpochMs | null;
  decided_by: string | null;
  /** The page's language it was sent on (issue 40): "sv", "en", "de" or "da". */
  language: ColumnType<string, string | undefined, never>;
}

/** A visitor's review of a place (issue 39, migration 028). */
export interface ReviewsTable {
  id: Generated<number>;
  business_slug: string;
  /** 1-5 stars. */
  rating: number;
  body: string;
  display_name: string;
  /** Trimmed, lower case; never shown or exported with the review. */
  email: string;
  /** "2026-10", when given. */
  visit_month: string | null;
  /** unconfirmed | pending | published | rejected | removed | replaced */
  status: ColumnType<string, string | undefined, string>;
  confirm_token_hash: string | null;
  confirm_expires_at: EpochMs | null;
  remove_token_hash: string | null;
  reason: string | null;
  created_at: EpochMs;
  confirmed_at: EpochMs | null;
  decided_at: EpochMs | null;
  decided_by: string | null;
  /** A hash of the client's address (migration 029), to count its reviews in a day. */
  client_key: string | null;
  /** The automatic holds found at confirmation: JSON, e.g. ["link"] (app/.server/reviews/holds.ts). */
  holds: string | null;
  /** The page's language it was written on (issue 40): "sv", "en", "de" or "da". */
  language: ColumnType<string, string | undefined, never>;
}

/** A visitor's report of a published review (issue 39, migration 030). */
export interface ReviewReportsTable {
  id: Generated<number>;
  review_id: number;
  /** One of REPORT_REASONS' keys (app/lib/reviews/report-form.ts). */
  reason: string;
  details: string | null;
  /** A hash of the reporting client's address. */
  client_key: string;
  /** open | closed */
  status: ColumnType<string, string | undefined, string>;
  created_at: EpochMs;
  decided_at: EpochMs | null;
  decided_by: string | null;
}

/** An owner's reply to a published review of their place (issue 39, migration 031). */
export interface ReviewRepliesTable {
  id: Generated<number>;
  review_id: number;
  body: string;
  /** The owner who wrote it: trimmed, lower case; never shown. */
  email: string;
  /** pending | published | rejected */
  status: ColumnType<string, string | undefined, string>;
  reason: string | null;
  created_at: EpochMs;
  decided_at: EpochMs | null;
  decided_by: string | null;
}

/** The guide's content in another language (issue 40): one text per subject, language and field. */
export interface ContentTranslationsTable {
  /** category | place | event | offer */
  subject: string;
  /** The subject's slug. */
  key: string;
  /** en | de | da */
  language: string;
  field: string;
  text: string;
  /** "Malmöguiden" for the guide's own translations of the seeds, else the operator's e-mail. */
  translated_by: string;
  updated_at: EpochMs;
}

/** An owner's proposed changes to their place (issue 38), decided by an operator. */
export interface OwnerProposalsTable {
  id: Generated<number>;
  business_slug: string;
  email: string;
  /** JSON: the proposed values by field (app/lib/owner/proposal-fields.ts). */
  fields: string;
  /** pending | approved | rejected | partly */
  status: ColumnType<string, string | undefined, string>;
  /** JSON: "approved" or "rejected" by field, once decided. */
  decisions: string | null;
  reason: string | null;
  created_at: EpochMs;
  updated_at: EpochMs;
  decided_at: EpochMs | null;
  decided_by: string | null;
}

export interface Database {
  business_images: BusinessImagesTable;
  page_views: PageViewsTable;
  social_posts: SocialPostsTable;
  monthly_reports: MonthlyReportsTable;
  plan_lapse_notices: PlanLapseNoticesTable;
  owner_sign_in_tokens: OwnerSignInTokensTable;
  owner_sessions: OwnerSessionsTable;
  business_owners: BusinessOwnersTable;
  freshness_checks: FreshnessChecksTable;
  freshness_optouts: FreshnessOptoutsTable;
  listing_change_requests: ListingChangeRequestsTable;
  business_claims: BusinessClaimsTable;
  owner_proposals: OwnerProposalsTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
  review_replies: ReviewRepliesTable;
  content_translations: ContentTranslationsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_setup_tokens: OperatorSetupTokensTable;
  audit_log: AuditLogTable;
  businesses: BusinessesTable;
  business_hours: BusinessHoursTable;
  business_listings: BusinessListingsTable;
  featured_places: FeaturedPlacesTable;
  offers: OffersTable;
  events: EventsTable;
  mail_outbox: MailOutboxTable;
  content_meta: ContentMetaTable;
  content_changes: ContentChangesTable;
  content_seeds: ContentSeedsTable;
  stripe_events: StripeEventsTable;
  pending_stripe_events: PendingStripeEventsTable;
  demo_checkout_sessions: DemoCheckoutSessionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletters: NewslettersTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  business_submissions: BusinessSubmissionsTable;
  subscriptions: SubscriptionsTable;
}
