import type { LoadedRegistration } from "~/.server/registrations/moderation";
import { AdminSection } from "./admin-page";
import { Thumbnail } from "./photo-row";

/** Every field a registration sent, with the registration form's own labels, and its image. */
export function RegistrationDetails({
  registration,
}: {
  registration: LoadedRegistration["registration"];
}) {
  const missing = <span className="text-ink-soft">Inte ifyllt</span>;
  const rows: [label: string, value: React.ReactNode][] = [
    ["Företagsnamn", registration.businessName],
    ["Kategori", registration.category],
    ...(registration.isNewCategory
      ? [["Namn på den nya kategorin", registration.actualCategory] as [string, string]]
      : []),
    [
      "Information om företaget",
      <span key="info" className="whitespace-pre-line">
        {registration.businessInfo}
      </span>,
    ],
    ["Adress", registration.address ?? missing],
    ["Kontaktinformation", registration.contactInfo ?? missing],
    ["Kontaktperson", registration.contactPerson ?? missing],
    [
      "E-post till kontaktperson",
      <a
        key="email"
        href={`mailto:${registration.contactEmail}`}
        className="text-teal-dark underline"
      >
        {registration.contactEmail}
      </a>,
    ],
    [
      "Öppettider",
      registration.hours ? (
        <span key="hours" className="whitespace-pre-line">
          {registration.hours.join("\n")}
        </span>
      ) : (
        missing
      ),
    ],
    [
      "Tillgänglighet",
      registration.accessibility ? (
        <span key="facts" className="whitespace-pre-line">
          {registration.accessibility}
        </span>
      ) : (
        missing
      ),
    ],
    ["Mottagen", registration.received],
  ];
  return (
    <AdminSection
      id="uppgifter"
      title="Inskickade uppgifter"
      className="mt-8 rounded-2xl bg-white p-6 shadow-sm"
    >
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold">Profilbild</dt>
          <dd>
            {registration.imageUrl ? (
              <figure>
                <a href={registration.imageUrl} target="_blank" rel="noopener noreferrer">
                  <img
                    src={registration.imageUrl}
                    alt={`Uppladdad bild: ${registration.businessName}`}
                    width={320}
                    height={240}
                    className="h-48 w-64 rounded-lg bg-sand/60 object-contain"
                    data-testid="registration-image"
                  />
                </a>
                <figcaption className="mt-1 text-sm text-ink-soft">
                  {`Filnamn: ${registration.imageName ?? "okänt"}. Bilden visas bara via den här privata länken tills registreringen är godkänd.`}
                </figcaption>
              </figure>
            ) : (
              missing
            )}
          </dd>
        </div>
        <div className="contents">
          <dt className="font-semibold">Fler bilder</dt>
          <dd>
            {registration.photos.length > 0 ? (
              <ol className="flex flex-wrap gap-4" data-testid="registration-photos">
                {registration.photos.map((photo, index) => (
                  <li key={photo.id} className="w-40">
                    <Thumbnail src={photo.src} />
                    <p className="mt-1 text-sm">{`${index + 1}. Bildtext: ${photo.alt}`}</p>
                  </li>
                ))}
              </ol>
            ) : (
              missing
            )}
            {registration.photos.length > 0 ? (
              <p className="mt-2 text-sm text-ink-soft">
                Publiceras i den här ordningen i företagets bildgalleri när registreringen godkänns.
              </p>
            ) : null}
          </dd>
        </div>
      </dl>
    </AdminSection>
  );
}
