// The checkout's error texts (spec 8), shared by the browser and the server.
export const CHECKOUT_FAILED =
  "Ett fel uppstod: Kunde inte starta betalningsprocessen. Försök igen senare.";
export const NO_CHECKOUT_URL = "Ingen betalnings-URL returnerades";
