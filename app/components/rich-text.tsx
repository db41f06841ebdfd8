import { Fragment, type ReactNode } from "react";
import type { MessageId, MessageValues, Translate } from "~/lib/i18n/i18n";

// A translated sentence with elements inside it (a link, a bold name), issue 40: each
// language puts the element where its grammar wants it. The message names the element
// as a placeholder ({link}); it is filled with a marker, and the text is cut there.

const MARK = "\u2063";

/** `t(id)` with `parts` (React elements) at their placeholders, and `values` as text. */
export function richText(
  t: Translate,
  id: MessageId,
  parts: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode {
  const marked = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const pieces = t(id, { ...values, ...marked }).split(MARK);
  // Odd pieces are the parts' names, even ones the text between them.
  return pieces.map((piece, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence keep their order
      <Fragment key={index}>{parts[piece]}</Fragment>
    ) : (
      piece
    ),
  );
}
