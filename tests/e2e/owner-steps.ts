import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import type { AdminServer } from "./admin-server";
import { expect, toast } from "./fixtures";

// Steps an owner's journey shares across specs (plans, the owner's editor): a
// registration approved by the operator, a plan bought in demo mode, a photo to upload.

/** A JPEG of one colour, as a phone's photo stands in for here. */
export const picture = (background: string) =>
  sharp({ create: { width: 160, height: 120, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * The owner registers a restaurant (with `image` as its profile image, if given), and the
 * operator (signed in on `page`) approves it: the business is published with the owner's
 * address as its owner.
 */
export async function registerAndApprove(
  page: Page,
  server: AdminServer,
  { name, slug, owner, image }: { name: string; slug: string; owner: string; image?: Buffer },
) {
  await page.goto(`${server.base}/submit-business`);
  await page.getByLabel("Företagsnamn *").fill(name);
  await page.getByLabel("Kategori *").selectOption("Restauranger");
  await page
    .getByLabel("Information om företaget *")
    .fill("Lunchkafé vid Gustav Adolfs torg med soppa och surdegsbröd.");
  await page.getByLabel("E-post till kontaktperson *").fill(owner);
  if (image)
    await page
      .getByLabel("Profilbild")
      .setInputFiles({ name: `${slug}.jpg`, mimeType: "image/jpeg", buffer: image });
  await page.getByRole("button", { name: "Skicka registrering" }).click();
  await expect(toast(page)).toContainText("Tack! Din registrering har skickats.");
  await page.goto(`${server.base}/admin/registreringar`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByLabel("Kategori i guiden")).toHaveValue("restauranger");
  await page.getByRole("button", { name: "Godkänn och publicera" }).click();
  await expect(page).toHaveURL(`${server.base}/admin/foretag/${slug}?skapat=1`);
}

/**
 * Buys `plan` for the business in demo mode, from the plans page that names it, with
 * the owner's address: linked at once when that address owns the business, else held
 * for the operator.
 */
export async function buyInDemo(
  page: Page,
  advertise: string,
  plan: "Silver" | "Guld",
  { name, owner, owned = true }: { name: string; owner: string; owned?: boolean },
) {
  await page.goto(advertise);
  await expect(page.getByText(`Annonspaketet gäller ${name}.`)).toBeVisible();
  await page
    .locator("li", { has: page.getByRole("heading", { name: plan, exact: true }) })
    .getByRole("button", { name: `Välj ${plan}` })
    .click();
  await page.getByLabel("E-postadress för kvitto").fill(owner);
  await page.getByRole("button", { name: "Betala (demo)" }).click();
  await expect(page.getByTestId("plan-business")).toContainText(
    owned
      ? `Annonspaketet gäller ${name}.`
      : `Du valde ${name}. Innan annonspaketet kopplas dit kontrollerar vi att du företräder företaget`,
  );
}

/** A browser of the owner's own: a 390 px touch phone, past the first-visit notice. */
export async function phoneFor(browser: Browser, server: AdminServer) {
  const context = await browser.newContext({
    locale: "sv-SE",
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await context.addCookies([{ name: "mg_visit", value: "1", url: server.base }]);
  return { context, page: await context.newPage() };
}
