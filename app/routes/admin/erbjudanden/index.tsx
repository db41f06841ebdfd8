import { Form, Link } from "react-router";
import { requireOperator } from "~/.server/auth/admin-session";
import { listOffers } from "~/.server/content/admin-offers";
import { database } from "~/.server/services";
import { AdminPage } from "~/components/admin/admin-page";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(context);
  const params = new URL(request.url).searchParams;
  const filter = { q: params.get("q")?.trim() ?? "", status: params.get("status") ?? "" };
  const { db } = await database();
  return { offers: await listOffers(db, new Date(), filter), filter };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Erbjudanden", "Malmöguidens redaktion: erbjudanden."),
];

const STATUS = { published: "Publicerad", hidden: "Dold" } as const;

export default function AdminOffers({ loaderData }: Route.ComponentProps) {
  const { offers, filter } = loaderData;
  return (
    <AdminPage
      back={{ to: "/admin", label: "Redaktion" }}
      title="Erbjudanden"
      action={{ to: "/admin/erbjudanden/nytt", label: "Nytt erbjudande" }}
      wide
    >
      <p className="mt-2 text-ink-soft">
        Sidan Erbjudanden visar de publicerade erbjudanden som gäller, i den här ordningen, och
        startsidan de tre första. Ett erbjudande visas till och med dagen i Giltigt till.
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-3"
      >
        <div className="sm:col-span-2">
          <label htmlFor="q" className="block font-semibold">
            Sök
          </label>
          <input id="q" name="q" type="search" defaultValue={filter.q} className="field mt-1" />
        </div>
        <div>
          <label htmlFor="status" className="block font-semibold">
            Status
          </label>
          <select id="status" name="status" defaultValue={filter.status} className="field mt-1">
            <option value="">Alla</option>
            <option value="current">Visas nu</option>
            <option value="expired">Utgångna</option>
            <option value="published">Publicerade</option>
            <option value="hidden">Dolda</option>
          </select>
        </div>
        <button type="submit" className="btn-secondary inline-flex w-fit sm:col-span-3">
          Filtrera
        </button>
      </Form>
      <p className="mt-6" role="status">
        {offers.length === 1 ? "1 erbjudande" : `${offers.length} erbjudanden`}
      </p>
      <ul className="mt-2 divide-y rounded-2xl bg-white shadow-sm">
        {offers.map((offer) => (
          <li key={offer.slug} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div>
              <Link
                to={`/admin/erbjudanden/${offer.slug}`}
                className="font-semibold text-teal-dark underline"
              >
                {offer.title}
              </Link>
              <p className="text-sm text-ink-soft">
                {offer.businessName} · {offer.tag}
              </p>
            </div>
            <span className="text-sm text-ink-soft">
              {STATUS[offer.status as keyof typeof STATUS] ?? offer.status} ·{" "}
              {offer.validUntil ? `Giltigt till ${formatDate(offer.validUntil)}` : "Tills vidare"}
              {offer.expired ? (
                <>
                  {" · "}
                  <strong className="font-semibold text-rose-800">Utgått</strong>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
