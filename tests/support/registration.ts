/** A business registration as a visitor fills it in, every field valid (spec: /submit-business). */
export const VALID_REGISTRATION = {
  business_name: "Café Exempel",
  category: "Restauranger",
  business_info: "Ett litet kvarterscafé med hembakat.",
  address: "Exempelgatan 1, Malmö",
  contact_info: "040-00 00 00",
  contact_person: "Anna Andersson",
  contact_email: "Anna@Example.se",
};
