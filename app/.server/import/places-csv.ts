import type { Kysely } from "kysely";
import { turnTaker } from "~/.server/db/turns";
import { PLACE_COLUMNS, storedPlaces } from "~/.server/import/places-columns";
import type { Database } from "../db/schema";
import { csvDocument, csvRow } from "../http/csv";

// Places in and out of the admin as CSV (issue 24, point 6; docs/decisions/023): the
// export writes what the import reads, and the import creates or updates places by slug,
// checking every cell with the business form's own rule for its field, all or nothing
// in one content write.

export {
  CHUNK,
  MAX_IMPORT_ROWS,
  PLACE_COLUMNS,
  type PlaceColumn,
  type PlaceValues,
  REQUIRED_COLUMNS,
} from "~/.server/import/places-columns";
export * from "~/.server/import/places-plan";

const byName = new Intl.Collator("sv").compare;

/**
 * Every place the admin's list shows, as CSV for Swedish Excel: UTF-8 with BOM, `;`
 * between cells, CRLF, formula-like cells made harmless. Sorted by name (then slug) the
 * same way on both databases.
 */
export async function placesCsv(db: Kysely<Database>): Promise<string> {
  const places = (await storedPlaces(db))
    .map((place) => place.cells)
    .sort((a, b) => byName(a.name, b.name) || (a.slug < b.slug ? -1 : 1));
  const rows = [csvRow(PLACE_COLUMNS, ";")];
  const turn = turnTaker();
  for (const place of places) {
    rows.push(
      csvRow(
        PLACE_COLUMNS.map((column) => place[column]),
        ";",
      ),
    );
    await turn();
  }
  return csvDocument(rows);
}
