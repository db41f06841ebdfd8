import { SITE } from "~/content/site";

// The few answers the server gives before (or instead of) React Router: a complete,
// minimal Swedish page that needs neither the database nor any script or stylesheet.

export function plainPage(title: string, text: string): string {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | ${SITE.name}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Tillbaka till startsidan</a></p></main></body></html>`;
}

export const TOO_MANY_LOOKUPS = plainPage(
  "För många försök",
  "Du har laddat sidan många gånger på kort tid. Vänta en stund och ladda sedan om den.",
);

/** The database is away (restarting, unreachable): the next request tries again. */
export const UNAVAILABLE = plainPage(
  "Tjänsten är tillfälligt otillgänglig",
  "Malmöguiden kan inte nå sin databas just nu. Försök igen om en liten stund.",
);
