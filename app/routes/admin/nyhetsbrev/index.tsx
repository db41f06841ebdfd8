import { listNewsletters, subscriberCounts } from "~/.server/newsletter/admin-newsletter";
import { resumeStalledSends } from "~/.server/newsletter/campaign-sending";
import { AdminRows } from "~/components/admin/admin-list";
import { AdminSectionPage, adminMeta } from "~/components/admin/admin-page";
import { NewsletterProgress, newsletterState } from "~/components/admin/newsletter-progress";
import { formatDateTimeSeconds } from "~/lib/text/dates";
import { operatorDatabase } from "../route-helpers.server";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = await operatorDatabase(context);
  await resumeStalledSends(db);
  const [counts, newsletters] = await Promise.all([subscriberCounts(db), listNewsletters(db)]);
  return {
    counts,
    newsletters: newsletters.map((newsletter) => ({
      ...newsletter,
      when: newsletter.sentAt
        ? formatDateTimeSeconds(newsletter.sentAt)
        : `ändrat ${formatDateTimeSeconds(newsletter.updatedAt)}`,
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  adminMeta("Nyhetsbrev", "Malmöguidens redaktion: nyhetsbrev.");

export default function AdminNewsletters({ loaderData }: Route.ComponentProps) {
  const { counts, newsletters } = loaderData;
  const stats = [
    { label: "Bekräftade prenumeranter", value: counts.confirmed },
    { label: "Väntar på bekräftelse", value: counts.pending },
    { label: "Har avslutat", value: counts.unsubscribed },
  ];
  return (
    <AdminSectionPage
      title="Nyhetsbrev"
      action={{ to: "/admin/nyhetsbrev/nytt", label: "Nytt nyhetsbrev" }}
    >
      <p className="mt-2 text-ink-soft">
        Nyhetsbrev går bara till bekräftade prenumeranter, i jämn takt, och varje mejl har en egen
        länk för att avsluta prenumerationen.
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-white p-6 shadow-sm">
            <dt className="text-sm font-semibold text-ink-soft">{stat.label}</dt>
            <dd className="mt-1 font-display text-4xl font-bold" data-testid={stat.label}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <a
          href="/admin/nyhetsbrev/prenumeranter"
          className="font-semibold text-teal-dark underline"
        >
          Visa prenumeranter
        </a>
        <a
          href="/admin/nyhetsbrev/prenumeranter.csv"
          download
          className="font-semibold text-teal-dark underline"
        >
          Ladda ner bekräftade prenumeranter (CSV)
        </a>
      </p>
      <h2 className="mt-10 font-display text-2xl font-bold">Utskick</h2>
      {newsletters.length === 0 ? (
        <p className="mt-2 text-ink-soft">Inga nyhetsbrev ännu.</p>
      ) : (
        <AdminRows
          items={newsletters}
          row={(newsletter) => ({
            key: newsletter.id,
            to: `/admin/nyhetsbrev/${newsletter.id}`,
            title: newsletter.subject,
            details: (
              <>
                {newsletterState(newsletter.status, newsletter.progress)} · {newsletter.when} ·{" "}
                <NewsletterProgress status={newsletter.status} progress={newsletter.progress} />
              </>
            ),
          })}
        />
      )}
    </AdminSectionPage>
  );
}
