// The three monthly advertising plans (spec section 9).
export type PlanId = "brons" | "silver" | "guld";

export interface Plan {
  id: PlanId;
  name: string;
  /** Price per month in kronor. */
  pricePerMonth: number;
  features: string[];
  mostPopular: boolean;
  freeTrialDays: number;
}

export const PLANS: readonly Plan[] = [
  {
    id: "brons",
    name: "Brons",
    pricePerMonth: 999,
    features: [
      "En bild",
      "Standardplats i listan",
      "Egen profilsida",
      "Grundläggande analysrapport",
    ],
    mostPopular: false,
    freeTrialDays: 30,
  },
  {
    id: "silver",
    name: "Silver",
    pricePerMonth: 1499,
    features: [
      "Allt i Brons",
      "Utökad profil",
      "Fem bilder",
      "Ett inlägg i sociala medier per månad",
    ],
    mostPopular: true,
    freeTrialDays: 30,
  },
  {
    id: "guld",
    name: "Guld",
    pricePerMonth: 2499,
    features: [
      "Allt i Silver",
      "Framhävd placering",
      "Ett erbjudande på startsidan",
      "Synlighet på startsidan minst tre dagar per månad",
    ],
    mostPopular: false,
    freeTrialDays: 30,
  },
];

export function findPlan(id: string | null | undefined): Plan | undefined {
  return PLANS.find((plan) => plan.id === id?.toLowerCase());
}
