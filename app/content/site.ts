// The one place that names the product and its own contact details.
export const SITE = {
  name: "Malmöguiden",
  city: "Malmö",
  tagline: "Din guide till det bästa i Malmö",
  description:
    "Malmöguiden hjälper besökare och malmöbor att hitta caféer, restauranger, boende, kultur, evenemang och erbjudanden i Malmö.",
  contactEmail: "hej@malmoguiden.se",
  /** The guide's own social accounts (replace with the real handles when they exist). */
  social: [
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "Facebook", href: "https://www.facebook.com/" },
  ],
} as const;
