import { HIDDEN_IN_SEED, places } from "../../app/.server/db/seed/places";
import { confirmedInSeed } from "../../app/.server/db/seed/trust";
import { shownPhone } from "./expected";
import { expect, pastTheSplash, test } from "./fixtures";

// Issue 35, point 4, as a visitor on a phone sees the freshly seeded guide: no '(0)'
// filters, a confirmation note that names what was confirmed (or nothing), and
// 'Vägbeskrivning' beside every street address with a number.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.beforeEach(pastTheSplash);

/** A street and a number ("Adelgatan 4, Malmö"), as the seeded addresses write them. */
const STREET_AND_NUMBER = /[a-zåäö]\s+\d/i;

const seeded = places.filter((b) => !HIDDEN_IN_SEED.has(b.id) && b.id !== "grand-fitness");
const reachable = (b: (typeof places)[number]) =>
  Boolean(shownPhone(b.phone) || b.email || b.website) || STREET_AND_NUMBER.test(b.address);

test("a fresh install offers no filter that would show nothing; a ticked one in the address can still be unticked", async ({
  page,
}) => {
  // No seeded place has confirmed hours or an accessibility fact: no filter at all.
  await page.goto("/category/fika-lunch");
  await expect(page.getByRole("heading", { name: "Alla platser" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Filtrera platser" })).toHaveCount(0);
  await expect(page.getByText(/\(0\)/)).toHaveCount(0);
  await expect(page.getByTestId("all-places").getByRole("listitem").first()).toBeVisible();

  // An old link with 'Öppet nu': that one box, ticked, and a way back.
  await page.goto("/category/fika-lunch?oppet=nu");
  const filters = page.getByRole("form", { name: "Filtrera platser" });
  await expect(filters.getByRole("checkbox")).toHaveCount(1);
  await expect(filters.getByLabel("Öppet nu (0)")).toBeChecked();
  await expect(page.getByText("Inga platser i kategorin matchar filtret just nu.")).toBeVisible();
  // A click, not uncheck(): unticking sends the form, and the page it opens has no
  // filter left for uncheck() to find ticked or not (it waited for it until the timeout).
  await filters.getByLabel("Öppet nu (0)").click();
  await expect(page).toHaveURL(/\/category\/fika-lunch$/);
  await expect(page.getByRole("form", { name: "Filtrera platser" })).toHaveCount(0);
  await expect(page.getByTestId("all-places").getByRole("listitem").first()).toBeVisible();

  // The search results too.
  await page.goto("/sok?q=kaf%C3%A9");
  await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("form", { name: "Filtrera platser" })).toHaveCount(0);
});

test("a place's page names what was confirmed, and says nothing where nothing was", async ({
  page,
}) => {
  const withContact = seeded.find((b) => confirmedInSeed(b) && shownPhone(b.phone));
  const bare = seeded.find((b) => confirmedInSeed(b) && !reachable(b));
  const never = seeded.find((b) => !confirmedInSeed(b));
  expect(withContact && bare && never, "the seed has each kind of place").toBeTruthy();
  if (!withContact || !bare || !never) return;

  // Checked against its source on 23 November 2026: its contact details, no hours.
  await page.goto(`/business/${withContact.id}`);
  await expect(page.getByTestId("confirmed")).toHaveText(
    "Kontaktuppgifter bekräftade 23 november 2026 av Malmöguiden",
  );
  // Checked too, but nothing a confirmation covers: no phone, e-mail, site or street number.
  await page.goto(`/business/${bare.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bare.name);
  await expect(page.getByTestId("confirmed")).toHaveCount(0);
  await expect(page.getByText(/bekräftade/)).toHaveCount(0);
  // Never confirmed: nothing said either.
  await page.goto(`/business/${never.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(never.name);
  await expect(page.getByTestId("confirmed")).toHaveCount(0);
});

test("'Vägbeskrivning' beside a street address with a number opens directions in a new tab, whatever else the place has", async ({
  page,
}) => {
  // A place with a phone as well: the map used to appear only without one.
  const place = seeded.find((b) => STREET_AND_NUMBER.test(b.address) && shownPhone(b.phone));
  const street = seeded.find((b) => !STREET_AND_NUMBER.test(b.address) && b.address !== "Malmö");
  expect(place && street, "the seed has each kind of address").toBeTruthy();
  if (!place || !street) return;

  await page.goto(`/business/${place.id}`);
  const contact = page.locator("section", {
    has: page.getByRole("heading", { name: "Kontaktinformation" }),
  });
  const directions = contact.getByRole("link", {
    name: `Vägbeskrivning till ${place.address} (öppnas i en ny flik)`,
  });
  await expect(directions).toBeVisible();
  await expect(directions).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place.address)}`,
  );
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  // Beside the address: in the same entry of the contact list.
  await expect(
    contact.locator("dd", { has: page.getByRole("link", { name: /^Vägbeskrivning/ }) }),
  ).toContainText(place.address);

  // A street without a number is not precise enough for directions.
  await page.goto(`/business/${street.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(street.name);
  await expect(page.getByRole("link", { name: /Vägbeskrivning/ })).toHaveCount(0);
});
