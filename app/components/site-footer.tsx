import { Link } from "react-router";
import type { NavLink } from "~/content/categories";
import { SITE } from "~/content/site";
import { type MessageId, useLanguage, useT } from "~/lib/i18n/i18n";
import { hrefIn } from "~/lib/i18n/pages";
import { ExternalLink } from "./external-link";
import { LanguageSwitcher } from "./language-switcher";
import { LinkList } from "./link-list";
import { NewsletterForm } from "./newsletter-form";
import { useNavLinks } from "./use-nav-links";

const OTHER_LINKS: readonly { id: MessageId; href: string }[] = [
  { id: "footer.about", href: "/about" },
  { id: "footer.contact", href: "/contact" },
  { id: "footer.advertise", href: "/advertise" },
  { id: "footer.allCategories", href: "/all-categories" },
  { id: "footer.events", href: "/events" },
  { id: "footer.featured", href: "/featured" },
  { id: "footer.submitBusiness", href: "/submit-business" },
  { id: "footer.ownerSignIn", href: "/foretagare" },
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
  const t = useT();
  const language = useLanguage();
  const navLinks = useNavLinks();
  return (
    <footer className="mt-16 bg-sea-dark text-white/90">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold text-white">{SITE.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{t("site.description")}</p>
          <ul className="mt-4 flex gap-4 text-sm" aria-label={t("footer.social")}>
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
          label={t("footer.categories")}
          title={t("footer.categories")}
          links={navLinks}
          listClassName="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1"
        />

        <FooterNav
          label={t("footer.moreAbout", { site: SITE.name })}
          title={t("footer.links")}
          links={OTHER_LINKS.map((link) => ({
            label: t(link.id),
            href: hrefIn(language, link.href),
          }))}
          listClassName="mt-3 space-y-2 text-sm"
        >
          <div className="mt-6 rounded-xl bg-white/10 p-4 text-sm">
            <p className="font-semibold text-white">{t("footer.businessQuestion")}</p>
            <p className="mt-1">{t("footer.businessPitch")}</p>
            <Link
              to={hrefIn(language, "/advertise")}
              className="mt-3 inline-block font-semibold text-sun underline underline-offset-4"
            >
              {t("footer.advertiseWithUs")}
            </Link>
          </div>
        </FooterNav>

        <div>
          <h2 className="font-semibold text-white">{t("footer.newsletter")}</h2>
          <p className="mt-3 text-sm">{t("footer.newsletterPitch")}</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/15 py-4 text-center text-xs text-white/70">
        {/* Only on pages in every language: elsewhere the bar is as it was. */}
        <LanguageSwitcher className="mb-3 text-sm text-white/90" />
        {`© ${year ?? new Date().getFullYear()} ${SITE.name}`}
      </div>
    </footer>
  );
}
