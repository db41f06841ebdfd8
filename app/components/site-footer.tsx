import { Link } from "react-router";
import { NAV_LINKS, type NavLink } from "~/content/categories";
import { SITE } from "~/content/site";
import { ExternalLink } from "./external-link";
import { LinkList } from "./link-list";
import { NewsletterForm } from "./newsletter-form";

const OTHER_LINKS = [
  { label: "Om oss", href: "/about" },
  { label: "Kontakt", href: "/contact" },
  { label: "Annonsera", href: "/advertise" },
  { label: "Alla kategorier", href: "/all-categories" },
  { label: "Evenemang", href: "/events" },
  { label: "Utvalda platser", href: "/featured" },
  { label: "Registrera ditt företag", href: "/submit-business" },
  { label: "Logga in för företagare", href: "/foretagare" },
];

/** A titled list of the footer's links; `children` follow the list. */
function FooterNav({
  label,
  title,
  links,
  listClassName,
  children,
}: {
  label: string;
  title: string;
  links: readonly NavLink[];
  listClassName: string;
  children?: React.ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <h2 className="font-semibold text-white">{title}</h2>
      <LinkList
        links={links}
        className={listClassName}
        linkClassName="hover:text-sun hover:underline"
      />
      {children}
    </nav>
  );
}

/** `year` is the server's (the root loader's), so the HTML and the app agree on it. */
export function SiteFooter({ year }: { year?: number }) {
  return (
    <footer className="mt-16 bg-sea-dark text-white/90">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold text-white">{SITE.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{SITE.description}</p>
          <ul className="mt-4 flex gap-4 text-sm" aria-label="Sociala medier">
            {SITE.social.map((link) => (
              <li key={link.label}>
                <ExternalLink
                  href={link.href}
                  className="underline underline-offset-4 hover:text-sun"
                >
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <FooterNav
          label="Kategorier"
          title="Kategorier"
          links={NAV_LINKS}
          listClassName="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1"
        />

        <FooterNav
          label="Mer om Malmöguiden"
          title="Länkar"
          links={OTHER_LINKS}
          listClassName="mt-3 space-y-2 text-sm"
        >
          <div className="mt-6 rounded-xl bg-white/10 p-4 text-sm">
            <p className="font-semibold text-white">Har du ett företag i Malmö?</p>
            <p className="mt-1">Visa upp ditt företag i Malmöguiden för besökare och malmöbor.</p>
            <Link
              to="/advertise"
              className="mt-3 inline-block font-semibold text-sun underline underline-offset-4"
            >
              Annonsera hos oss
            </Link>
          </div>
        </FooterNav>

        <div>
          <h2 className="font-semibold text-white">Nyhetsbrev</h2>
          <p className="mt-3 text-sm">
            Få tips om evenemang, nya platser och erbjudanden i Malmö direkt i din inkorg.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/15 py-4 text-center text-xs text-white/70">
        © {year ?? new Date().getFullYear()} {SITE.name}
      </div>
    </footer>
  );
}
