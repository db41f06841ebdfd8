import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LogoMark } from "~/components/logo-mark";
import { NAV_LINKS, PRIMARY_NAV_COUNT } from "~/content/categories";
import { SITE } from "~/content/site";

const primaryLinks = NAV_LINKS.slice(0, PRIMARY_NAV_COUNT);
const moreLinks = NAV_LINKS.slice(PRIMARY_NAV_COUNT);

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-sea text-white" : "text-ink hover:bg-sand"
  }`;
}

/** Header with the 13 links: 7 in the bar and 6 under 'Mer' on wide screens, all in a menu on small ones. */
export function SiteHeader() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // Every route change closes the small-screen menu (spec 4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2"
          aria-label={`${SITE.name}, till startsidan`}
        >
          <LogoMark size={36} className="shrink-0" />
          <span className="font-display text-xl font-bold text-sea">{SITE.name}</span>
        </Link>

        <nav aria-label="Huvudmeny" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {primaryLinks.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <MoreMenu />
            </li>
          </ul>
        </nav>

        <button
          type="button"
          className="inline-flex items-center justify-center rounded-full p-2 text-sea hover:bg-sand xl:hidden"
          aria-label="Öppna meny"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>

      <nav
        id={menuId}
        aria-label="Meny"
        hidden={!menuOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-line px-4 pb-4 xl:hidden"
      >
        <ul className="grid gap-1 pt-2 sm:grid-cols-2">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className={navLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The 'Mer' dropdown: opens on hover, on click and from the keyboard (Enter, Space,
 * ArrowDown); Escape closes it and returns focus to the button. Without JavaScript
 * it still opens on hover and when focus moves inside (CSS :hover/:focus-within).
 */
function MoreMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const hasActiveChild = moreLinks.some((link) => link.href === location.pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => setOpen(false), [location.pathname]);

  function focusItem(index: number) {
    const items = listRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu; the button carries the semantics
    <div
      className="group relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className={`inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium ${
          hasActiveChild ? "bg-sea text-white" : "text-ink hover:bg-sand"
        }`}
        // A mouse has already opened the menu by hovering: its click must not close it
        // again. Keyboard activation (detail 0) toggles.
        onClick={(event) => setOpen((value) => (event.detail === 0 ? !value : true))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        Mer
        <ChevronDown
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      <ul
        ref={listRef}
        id={listId}
        className={`absolute right-0 top-full z-50 w-60 rounded-xl border border-line bg-white p-2 shadow-lg ${
          open ? "block" : "hidden"
        } no-js-hover`}
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
        {moreLinks.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className={navLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
