import type { GalleryPicture } from "~/.server/places/gallery";

/**
 * A business's gallery (Silver and Guld): a labelled section with a plain list of
 * images, each with the alt text the operator wrote. Nothing to operate, so it needs
 * no script and no focus stops; the images load lazily with their space reserved.
 */
export function PlaceGallery({
  images,
  className = "",
}: {
  images: readonly GalleryPicture[];
  className?: string;
}) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="bilder" className={className} data-testid="business-gallery">
      <h2 id="bilder" className="font-display text-2xl font-bold">
        Bilder
      </h2>
      <ul className="mt-4 grid list-none gap-4 p-0 sm:grid-cols-2">
        {images.map((image) => (
          <li key={image.src}>
            <img
              src={image.src}
              alt={image.alt}
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full rounded-2xl bg-sand object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
