// The longest query a search takes: the site search (app/.server/search), the header's
// and the search page's fields, and the events list's text filter. Longer text is refused
// by the search ('Sökningen är för lång') and cut off by the fields.
export const MAX_QUERY_LENGTH = 100;
