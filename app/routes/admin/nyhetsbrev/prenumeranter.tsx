import { countSubscribers, listSubscribers } from "~/.server/newsletter/subscriber-list";
import { StatusList, type StatusListKind } from "~/components/admin/admin-list";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import { formatDateTime } from "~/lib/text/dates";
import { listFilter, listPageAt, operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/prenumeranter";

// The newsletter's subscribers, a page at a time, searchable by address (issue 23,
// point 3). Read a page at a time from the database: the list may hold many thousands.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  const filter = listFilter(request, { status: "status" });
  const { paged, offset, limit } = listPageAt(request, await countSubscribers(db, filter));
  const rows = await listSubscribers(db, filter, { offset, limit });
  return {
    subscribers: rows.map((row) => ({
      ...row,
      since: row.since === null ? null : formatDateTime(row.since),
    })),
    paged,
    filter,
  };
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Prenumeranter", "Malmöguidens redaktion: nyhetsbrevets prenumeranter.");

const STATUS_TEXT = {
  confirmed: "Bekräftad",
  pending: "Väntar på bekräftelse",
  unsubscribed: "Har avslutat",
} as const;

type Subscriber = Route.ComponentProps["loaderData"]["subscribers"][number];

const SUBSCRIBER_LIST: StatusListKind<Subscriber> = {
  statuses: [
    ["confirmed", "Bekräftade"],
    ["pending", "Väntar på bekräftelse"],
    ["unsubscribed", "Har avslutat"],
  ],
  count: ["prenumerant", "prenumeranter"],
  hideEmpty: true,
  row: (subscriber) => ({
    key: subscriber.id,
    title: subscriber.email,
    details: subscriber.consentSource ? `Anmäld via ${subscriber.consentSource}` : undefined,
    aside: (
      <>
        {STATUS_TEXT[subscriber.status]}
        {subscriber.since ? ` · ${subscriber.since}` : null}
      </>
    ),
  }),
};

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, paged, filter } = loaderData;
  return (
    <AdminSectionPage title="Prenumeranter">
      <p className="mt-2 text-ink-soft">
        Alla som har anmält sig till nyhetsbrevet, de senaste först. Utskick går bara till
        bekräftade prenumeranter.{" "}
        <a href="/admin/nyhetsbrev" className="font-semibold text-teal-dark underline">
          Till nyhetsbreven
        </a>
      </p>
      <StatusList kind={SUBSCRIBER_LIST} filter={filter} paged={paged} items={subscribers} />
    </AdminSectionPage>
  );
}
