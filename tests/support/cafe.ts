// What an operator fills in on the new business page: shared by the in-process admin tests
// (admin-places.ts) and the cluster test, which posts it over HTTP.

/** The form of a new café: what an operator fills in on the create page. */
export const CAFE = {
  name: "Kafé Åhörarna & Vänner",
  category: "fika-lunch",
  summary: "",
  description: "Ett litet kafé vid Möllevångstorget. Hembakat varje dag.",
  address: "Möllevångstorget 1, Malmö",
  email: "hej@ahorarna.example",
  phone: "040-11 22 33",
  website: "https://ahorarna.example",
  rating: "4,5",
  source: "Test",
  status: "published",
  hasDetailPage: "yes",
  longDescription: "Ett kafé för alla som gillar att lyssna.",
  philosophy: "Allt bakas på plats.",
  equipment: "",
  features: "Wifi\n\n  Uteservering \nBarnvagnsparkering",
};
