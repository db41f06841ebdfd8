import { Accessibility, Heart, Users } from "lucide-react";
import { Link } from "react-router";
import { SITE } from "~/content/site";
import { LISTED_PAGE, type PagePolicy } from "~/lib/http/page-policy";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/about";

export const pagePolicy: PagePolicy = LISTED_PAGE;

const VALUES = [
  {
    icon: Heart,
    title: "Kärlek till det lokala",
    text: "Vi lyfter Malmös egna caféer, butiker, scener och hantverkare – platserna som gör staden till vad den är.",
  },
  {
    icon: Users,
    title: "Gemenskap",
    text: "Guiden byggs tillsammans med malmöbor och företagare som vill dela med sig av sina favoriter.",
  },
  {
    icon: Accessibility,
    title: "Tillgänglighet",
    text: "Alla ska kunna hitta rätt: på mobilen, med skärmläsare eller med långsam uppkoppling.",
  },
];

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Om oss",
    `Om ${SITE.name}: vår vision och våra värderingar – kärlek till det lokala, gemenskap och tillgänglighet.`,
  );

export default function About() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">Om {SITE.name}</h1>
      <section aria-labelledby="vision" className="mt-8">
        <h2 id="vision" className="font-display text-2xl font-bold">
          Vår vision
        </h2>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-ink-soft">
          Vi vill att alla som besöker eller bor i Malmö snabbt ska hitta det som gör staden
          speciell – från morgonens kaffe till kvällens föreställning. {SITE.name} samlar stadens
          bästa platser, evenemang och erbjudanden på ett ställe, på svenska och utan krångel.
        </p>
      </section>
      <section aria-labelledby="varderingar" className="mt-12">
        <h2 id="varderingar" className="font-display text-2xl font-bold">
          Våra värderingar
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <value.icon className="size-8 text-coral-dark" aria-hidden="true" />
              <h3 className="mt-3 font-display text-xl font-bold">{value.title}</h3>
              <p className="mt-2 text-ink-soft">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-12">
        Har du frågor eller tips?{" "}
        <Link to="/contact" className="font-semibold text-teal-dark underline">
          Kontakta oss
        </Link>
        .
      </p>
    </div>
  );
}
