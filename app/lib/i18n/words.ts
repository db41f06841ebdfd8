import type { MessageId } from "./catalog-sv";

// A translate function's type, and a Swedish one over a few messages for code that runs
// where no page's catalog is at hand (the Swedish-only owner and admin areas, unit tests).
// The Swedish tables repeat the Swedish catalog's words; catalogs.test.ts checks they agree.

/** Values a message's placeholders take. */
export type MessageValues = Record<string, string | number>;

/** A message by id, with its values, in one language. */
export type Translate<Id extends MessageId = MessageId> = (
  id: Id,
  values?: MessageValues,
) => string;

/** A message's text with its {placeholders} filled in (simple placeholders only). */
export const fillIn = (message: string, values?: MessageValues) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));

/** A Swedish translate function over a table of the catalog's Swedish messages. */
export function swedishWords<Id extends MessageId>(
  table: Readonly<Record<Id, string>>,
): Translate<Id> {
  return (id, values) => fillIn(table[id], values);
}

/**
 * A form's messages put into words: given a page's translate function (Swedish, from
 * `table`, without one), a function from a message id, as the form's schema issues carry
 * them, to its text with the form's `values` ({max}); an unknown id is `fallback`'s text.
 */
export function formWords<Id extends MessageId>(
  table: Readonly<Record<Id, string>>,
  values: MessageValues,
  fallback: Id,
) {
  return (t: Translate<Id> = swedishWords(table)) =>
    (id: string) =>
      t(id in table ? (id as Id) : fallback, values);
}
