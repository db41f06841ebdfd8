import { findEvent } from "~/lib/event-lookup";
import { eventToIcs } from "~/lib/ics";
import type { Route } from "./+types/event-ics";

/** 'Lägg till i kalender': the event as an .ics download. */
export function loader({ params, request }: Route.LoaderArgs) {
  const event = findEvent(params.eventId);
  if (!event) throw new Response("Evenemanget finns inte.", { status: 404 });
  const origin = new URL(request.url).origin;
  return new Response(eventToIcs(event, origin), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.id}.ics"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
