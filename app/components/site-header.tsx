import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { HeaderSearch } from "~/components/header-search";
import { LogoMark } from "~/components/logo-mark";
import { type NavLink as NavLinkTarget, PRIMARY_NAV_COUNT } from "~/content/categories";
import { SITE } from "~/content/site";
import { useLanguage, useT } from "~/lib/i18n/i18n";
import { languageOfPath } from "~/lib/i18n/languages";
import { LanguageSuggestion } from "./language-suggestion";
import { PageLink } from "./page-link";
import { useNavLinks } from "./use-nav-links";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-sea text-white" : "text-ink hover:bg-sand"
  }`;
}

/** Runs `close` when the path changes, not when the app first renders the page. */
/** The header's links as list items; the current page's link is highlighted. */
function NavItems({ links }: { links: readonly NavLinkTarget[] }) {
  // On another language's page, a category page that is Swedish only says so.
  const language = useLanguage();
  return links.map((link) => (
    <li key={link.href}>
      <NavLink
        to={link.href}
        hrefLang={language !== "sv" && languageOfPath(link.href) === "sv" ? "sv" : undefined}
        className={navLinkClass}
      >
        {link.label}
      </NavLink>
    </li>
  ));
}

function useOnRouteChange(close: () => void) {
  const { pathname } = useLocation();
  const seen = useRef(pathname);
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    latest.current();
  }, [pathname]);
}

/** True once the app has hydrated (false on the server and in the hydrating render). */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Header with the 13 links: 7 in the bar and 6 under 'Mer' on wide screens, all in a menu on small ones. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const t = useT();
  const links = useNavLinks();

  // The small-screen menu is a popover: its button opens it natively on the first
  // press, before the app has loaded (issue 21). The app mirrors its state for
  // aria-expanded; until then the browser exposes the popover's state itself.
  useEffect(() => {
    setMenuOpen(menuRef.current?.matches(":popover-open") ?? false);
  }, []);

  // Every route change closes the small-screen menu (spec 4); one opened before the app
  // arrived stays open as the app takes over.
  useOnRouteChange(() => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  });

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
        <PageLink
          to="/"
          className="flex shrink-0 items-center gap-2"
          aria-label={t("header.home", { site: SITE.name })}
        >
          <LogoMark size={36} className="shrink-0" />
          <span className="font-display text-xl font-bold text-sea">{SITE.name}</span>
        </PageLink>

        <nav aria-label={t("header.mainMenu")} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            <NavItems links={links.slice(0, PRIMARY_NAV_COUNT)} />
            <li>
              <MoreMenu />
            </li>
          </ul>
        </nav>

        <HeaderSearch className="ml-auto w-full max-w-xs flex-1 xl:ml-0 xl:w-44 xl:flex-none" />

        <button
          type="button"
          popoverTarget={menuId}
          className="menu-button inline-flex items-center justify-center rounded-full p-2 text-sea hover:bg-sand xl:hidden"
          aria-label={t("header.openMenu")}
          aria-expanded={hydrated ? menuOpen : undefined}
          aria-controls={menuId}
        >
          {/* Both icons are drawn; CSS shows the one for the popover's state (app.css). */}
          <Menu className="menu-icon-closed size-6" aria-hidden="true" />
          <X className="menu-icon-open size-6" aria-hidden="true" />
        </button>
      </div>

      <nav
        ref={menuRef}
        id={menuId}
        popover="auto"
        aria-label={t("header.menu")}
        onToggle={(event) => setMenuOpen(event.newState === "open")}
        className="mobile-menu overflow-y-auto border-t border-line bg-paper px-4 pb-4 xl:hidden"
      >
        <ul className="grid gap-1 pt-2 sm:grid-cols-2">
          <NavItems links={links} />
        </ul>
      </nav>
      <LanguageSuggestion />
    </header>
  );
}

/**
 * The 'Mer' dropdown: opens on hover, on click and from the keyboard (Enter, Space,
 * ArrowDown); Escape closes it and returns focus to the button. CSS opens it on hover
 * whether or not the app has loaded (app.css, "more-menu"), so a hover followed by a
 * click keeps it open even while the app hydrates (issue 21), and on keyboard focus
 * until the app has loaded; the component's state adds what CSS cannot (aria-expanded,
 * Enter, arrows, Escape).
 * data-dismissed holds the CSS back after Escape or a route change until the pointer
 * or the focus leaves.
 */
function MoreMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const location = useLocation();
  const groupRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const moreLinks = useNavLinks().slice(PRIMARY_NAV_COUNT);
  const hasActiveChild = moreLinks.some((link) => link.href === location.pathname);

  function show(value: boolean) {
    setOpen(value);
    setDismissed(!value);
  }

  // Hovered before the app arrived: it is open, and says so.
  useEffect(() => {
    if (groupRef.current?.matches(":hover")) setOpen(true);
  }, []);

  useOnRouteChange(() => {
    setOpen(false);
    if (groupRef.current?.matches(":hover, :focus-within")) setDismissed(true);
  });

  function focusItem(index: number) {
    const items = listRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu; the button carries the semantics
    <div
      ref={groupRef}
      className="more-menu group relative"
      data-open={open || undefined}
      data-dismissed={dismissed || undefined}
      onMouseEnter={() => show(true)}
      onMouseLeave={() => {
        setOpen(false);
        setDismissed(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setDismissed(false);
        }
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          show(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        // Before the app has loaded, hover opens it by CSS: only a key's press (Enter,
        // Space) is pressed again once the app has hydrated.
        data-replay="keyboard"
        aria-expanded={open}
        aria-controls={listId}
        className={`inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium ${
          hasActiveChild ? "bg-sea text-white" : "text-ink hover:bg-sand"
        }`}
        // A mouse has already opened the menu by hovering: its click must not close it
        // again. Keyboard activation (detail 0) toggles.
        onClick={(event) => show(event.detail === 0 ? !open : true)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            show(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        {t("header.more")}
        <ChevronDown
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      <ul
        ref={listRef}
        id={listId}
        className="more-menu-list absolute right-0 top-full z-50 w-60 rounded-xl border border-line bg-white p-2 shadow-lg"
        onKeyDown={(event) => {
          const items = Array.from(listRef.current?.querySelectorAll("a") ?? []);
          const index = items.indexOf(document.activeElement as HTMLAnchorElement);
          if (event.key === "ArrowDown") {
            event.preventDefault();
            focusItem(index + 1);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            focusItem(index - 1);
          }
        }}
      >
        <NavItems links={moreLinks} />
      </ul>
    </div>
  );
}
