import { ImagePlus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n/i18n";

/** File input with a preview ('Bild uppladdad') and a remove button. */
export function ImagePicker({
  name,
  describedBy,
  onInvalid,
}: {
  name: string;
  describedBy?: string;
  /** Returns true when the file must be refused (the input is then cleared). */
  onInvalid?: (file: File) => boolean;
}) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function clear() {
    if (inputRef.current) inputRef.current.value = "";
    setPreview(null);
  }

  return (
    <div>
      <input
        ref={inputRef}
        id={name}
        name={name}
        type="file"
        aria-describedby={describedBy}
        accept="image/png,image/jpeg,image/gif"
        className="block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-sky file:px-4 file:py-2 file:font-semibold file:text-sea"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return clear();
          if (onInvalid?.(file)) return clear();
          setPreview(URL.createObjectURL(file));
        }}
      />
      {preview ? (
        <div className="mt-3 flex items-center gap-4 rounded-xl bg-sand/60 p-3">
          <img
            src={preview}
            alt={t("image.preview")}
            width={96}
            height={96}
            className="size-24 rounded-lg object-cover"
          />
          <p className="flex items-center gap-2 font-semibold text-teal-dark">
            <ImagePlus className="size-5" aria-hidden="true" />
            {t("image.added")}
          </p>
          <button
            type="button"
            onClick={clear}
            className="ml-auto inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold text-coral-dark hover:bg-white"
          >
            <X className="size-4" aria-hidden="true" />
            {t("image.remove")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
