import { findEvent, getContent } from "~/.server/snapshot/content";
import { offersCalendarFile } from "~/lib/events/events";
import { eventToIcs } from "~/lib/events/ics";
import type { Route } from "./+types/kalender.ics";

/**
 * 'Lägg till i kalendern': the event's next occurrence as an .ics download. Examples, and
 * real events whose source does not confirm these dates, have no calendar file (404).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const now = new Date();
  const event = findEvent(await getContent(context.database), params.eventId, now);
  if (!event) throw new Response("Evenemanget finns inte.", { status: 404 });
  if (!offersCalendarFile(event))
    throw new Response(
      event.example
        ? "Exempel på evenemang har ingen kalenderfil."
        : "Evenemangets datum är inte bekräftade, så det finns ingen kalenderfil.",
      { status: 404 },
    );
  const origin = new URL(request.url).origin;
  return new Response(eventToIcs(event, origin, now), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.id}.ics"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
