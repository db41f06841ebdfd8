import { Link } from "react-router";
import type { NavLink } from "~/content/categories";

/** A list of links within the site, one item each: the footer's, and the categories offered when a search finds nothing. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly NavLink[];
  /** The list's classes. */
  className: string;
  /** Each link's classes. */
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
