import { Outlet } from "react-router";

// The business owner's pages (/foretagare): an owner is one of the guide's visitors, so
// they keep its header and footer. This layout holds what the owner pages share: the
// narrow column that reads well on a phone, and noindex, once.

export default function OwnerLayout() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      {/* React places it in the document's head. */}
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
    </div>
  );
}
