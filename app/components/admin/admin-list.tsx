import { Form, Link, useLocation } from "react-router";
import { Pagination } from "~/components/page-links";
import type { PageInfo } from "~/lib/text/pagination";

const STATUS_LABELS: Record<string, string> = { published: "Publicerad", hidden: "Dold" };

/** A business's or offer's status as a list shows it; an unknown one as it is stored. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** Tailwind sees only whole class names, so each column count is spelled out. */
const FILTER_COLUMNS = {
  3: { grid: "sm:grid-cols-3", button: "sm:col-span-3" },
  4: { grid: "sm:grid-cols-4", button: "sm:col-span-4" },
} as const;

/**
 * The filter form above an admin list: the free-text search (`q`), then its choices. It
 * is sent with GET, so a filtered list has its own address; the button takes a row of
 * its own under the fields.
 */
export function ListFilter({
  columns,
  search,
  children,
}: {
  columns: keyof typeof FILTER_COLUMNS;
  /** The search as the address has it. */
  search: string;
  /** The choices (SelectFilter). */
  children: React.ReactNode;
}) {
  const { grid, button } = FILTER_COLUMNS[columns];
  return (
    <Form method="get" className={`mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ${grid}`}>
      <SearchFilter defaultValue={search} />
      {children}
      <button type="submit" className={`btn-secondary inline-flex w-fit ${button}`}>
        Filtrera
      </button>
    </Form>
  );
}

/** The free-text search of a list filter (`q`), two columns wide. */
function SearchFilter({ defaultValue }: { defaultValue: string }) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor="q" className="block font-semibold">
        Sök
      </label>
      <input id="q" name="q" type="search" defaultValue={defaultValue} className="field mt-1" />
    </div>
  );
}

/** A choice in a list filter; its first option, "Alla", filters nothing. */
export function SelectFilter({
  name,
  label,
  defaultValue,
  options,
}: {
  /** The query parameter, also the select's id. */
  name: string;
  label: string;
  defaultValue: string;
  /** The options after "Alla". */
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <div>
      <label htmlFor={name} className="block font-semibold">
        {label}
      </label>
      <select id={name} name={name} defaultValue={defaultValue} className="field mt-1">
        <option value="">Alla</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list of an admin list page: one row per record. */
export function AdminList({ children }: { children: React.ReactNode }) {
  return <ul className="mt-2 divide-y rounded-2xl bg-white shadow-sm">{children}</ul>;
}

/**
 * One record in an AdminList: its title links to its edit page (when it has one), with
 * a line of details under the title and, where given, facts on the right (`aside`).
 */
export function AdminListRow({
  to,
  title,
  details,
  aside,
}: {
  to?: string;
  title: string;
  details?: React.ReactNode;
  aside?: React.ReactNode;
}) {
  const link = to ? (
    <Link to={to} className="font-semibold text-teal-dark underline">
      {title}
    </Link>
  ) : (
    <span className="font-semibold">{title}</span>
  );
  const detailLine = details ? <p className="text-sm text-ink-soft">{details}</p> : null;
  if (aside === undefined)
    return (
      <li className="p-4">
        {link}
        {detailLine}
      </li>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-4">
      {detailLine ? (
        <div>
          {link}
          {detailLine}
        </div>
      ) : (
        link
      )}
      <span className="text-sm text-ink-soft">{aside}</span>
    </li>
  );
}

/** What an AdminListRow shows of one record, with the key the list gives its row. */
export type ListRow = React.ComponentProps<typeof AdminListRow> & { key: React.Key };

/** An AdminList of records, each drawn as an AdminListRow from what `row` says of it. */
export function AdminRows<Item>({
  items,
  row,
}: {
  items: readonly Item[];
  row: (item: Item) => ListRow;
}) {
  return (
    <AdminList>
      {items.map((item) => {
        const { key, ...shown } = row(item);
        return <AdminListRow key={key} {...shown} />;
      })}
    </AdminList>
  );
}

/**
 * What a list whose only choice is its rows' status shows: the statuses to filter by,
 * how ListCount names one row and many, and each record's row. A list that hides an
 * empty page (`hideEmpty`) draws no list at all when it found nothing.
 */
export interface StatusListKind<Item> {
  statuses: readonly (readonly [value: string, label: string])[];
  count: readonly [one: string, many: string];
  row: (item: Item) => ListRow;
  hideEmpty?: boolean;
}

/**
 * A long admin list whose only choice is its rows' status: the filter, how many rows it
 * found, the rows of this page and the links to the others.
 */
export function StatusList<Item>({
  kind: { statuses, count, row, hideEmpty = false },
  filter,
  paged,
  items,
}: {
  kind: StatusListKind<Item>;
  filter: { q: string; status: string };
  paged: PageInfo;
  items: readonly Item[];
}) {
  return (
    <>
      <StatusFilter filter={filter} options={statuses} />
      <ListCount total={paged.total} one={count[0]} many={count[1]} />
      {hideEmpty && items.length === 0 ? null : <AdminRows items={items} row={row} />}
      <ListPagination paged={paged} />
    </>
  );
}

/** The links between the pages of a long admin list, its filter kept. */
export function ListPagination({ paged }: { paged: PageInfo }) {
  const location = useLocation();
  return <Pagination paged={paged} url={`${location.pathname}${location.search}`} />;
}

/** The filter of a list whose only choice is its rows' status. */
export function StatusFilter({
  filter,
  options,
}: {
  filter: { q: string; status: string };
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <ListFilter columns={3} search={filter.q}>
      <SelectFilter name="status" label="Status" defaultValue={filter.status} options={options} />
    </ListFilter>
  );
}

/** How many rows the filtered list holds, across its pages: "1 företag", "12 företag". */
export function ListCount({ total, one, many }: { total: number; one: string; many: string }) {
  return (
    <p className="mt-6" role="status">
      {total === 1 ? `1 ${one}` : `${total} ${many}`}
    </p>
  );
}

/**
 * A queue's statuses (a claim's, a registration's) as links with their counts, the first
 * being the queue's own address; then the chosen status's heading and how many it holds.
 */
export interface Queue<Status extends string> {
  /** The status links' name for a screen reader ("Visa anspråk"). */
  label: string;
  path: string;
  statuses: readonly Status[];
  names: Record<Status, string>;
  /** How the count names one request and many. */
  count: readonly [one: string, many: string];
}

export function QueueStatuses<Status extends string>({
  queue: { label, path, statuses, names, count },
  counts,
  current,
  total,
}: {
  queue: Queue<Status>;
  counts: Record<Status, number>;
  current: Status;
  total: number;
}) {
  const [one, many] = count;
  return (
    <>
      <nav aria-label={label} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {statuses.map((value, index) => (
            <li key={value}>
              <Link
                to={index === 0 ? path : `?status=${value}`}
                aria-current={value === current ? "page" : undefined}
                className={
                  value === current
                    ? "inline-flex rounded-full bg-teal-dark px-4 py-2 font-semibold text-white"
                    : "inline-flex rounded-full bg-white px-4 py-2 font-semibold text-teal-dark underline shadow-sm"
                }
              >
                {`${names[value]} (${counts[value]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mt-6 font-display text-2xl font-bold">{names[current]}</h2>
      <p role="status" className="mt-1">
        {total === 1 ? `1 ${one}` : `${total} ${many}`}, nyast först
      </p>
    </>
  );
}
