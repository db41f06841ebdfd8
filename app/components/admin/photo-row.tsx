import type { ReactNode } from "react";
import { ReorderButtons } from "./intent-button";

/**
 * One photo of an ordered list (the admin's gallery, the owner's photos): its picture,
 * its number and alt text with any `notes`, and its own small forms to move or remove it.
 */
export function PhotoRow<Intent extends string>({
  id,
  index,
  count,
  alt,
  picture,
  intents,
  notes,
}: {
  id: number;
  index: number;
  count: number;
  alt: string;
  picture: ReactNode;
  intents: { up: Intent; down: Intent; remove: Intent };
  notes?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-4 p-4">
      {picture}
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{`${index + 1}. `}</span>
        <span className="text-sm text-ink-soft">Bildtext: </span>
        {alt}
        {notes}
      </p>
      <ReorderButtons
        field="imageId"
        value={id}
        intents={intents}
        index={index}
        count={count}
        detail={`bild ${index + 1}: ${alt}`}
      />
    </li>
  );
}

/** A photo's thumbnail as the lists show it. */
export function Thumbnail({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={160}
      height={120}
      loading="lazy"
      className="h-24 w-32 rounded-lg bg-sand object-cover"
    />
  );
}
