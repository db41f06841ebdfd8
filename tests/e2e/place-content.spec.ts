import type { Locator } from "@playwright/test";
import { grandFitness } from "../../app/.server/db/seed/places";
import type { PlaceDetails } from "../../app/content/types";
import { BASIC_PROFILES, shownPhone, shownWebsite } from "./expected";
import { expect, pastTheSplash, test } from "./fixtures";

// Business content: the Grand Fitness card shows exactly the rows its data holds, and no
// detail page's 'Boka tid' box is a dead end. Expectations come from the data module, so
// the tests keep holding when a confirmed phone number or website is added later.

test.beforeEach(pastTheSplash);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The map search must find the place: its street address, or its name and town. */
function expectMapHref(href: string | null, place: PlaceDetails) {
  expect(href, place.id).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
  const query = decodeURIComponent(new URL(href ?? "").searchParams.get("query") ?? "");
  expect(query, place.id).toContain(place.address.trim());
  if (!/\d/.test(place.address)) expect(query, place.id).toContain(place.name);
}

/** The website link is there only when the data has a website, and opens it in a new tab. */
async function expectWebsiteLink(link: Locator, website: string | undefined) {
  await expect(link).toHaveCount(website ? 1 : 0);
  if (website) {
    await expect(link).toHaveAttribute("href", website);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
}

test.describe("Grand Fitness contact card", () => {
  test("renders every row the data holds and no row without data", async ({ page }) => {
    await page.goto(`/business/${grandFitness.id}`);
    const card = page.getByTestId("gym-contact");
    await expect(card.getByRole("heading", { name: "Kontakt" })).toBeVisible();

    const address = grandFitness.address.trim();
    await expect(card.getByText("Adress", { exact: true })).toHaveCount(address ? 1 : 0);
    if (address) {
      await expect(card.locator("dd").first()).toContainText(address);
      const map = card.getByRole("link", { name: /Visa på karta/ });
      expectMapHref(await map.getAttribute("href"), grandFitness);
      await expect(map).toHaveAttribute("target", "_blank");
      await expect(map).toHaveAttribute("rel", "noopener noreferrer");
    }

    const phone = shownPhone(grandFitness.phone);
    await expect(card.getByText("Telefon", { exact: true })).toHaveCount(phone ? 1 : 0);
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(phone ? 1 : 0);
    if (phone) {
      const tel = card.locator('a[href^="tel:"]');
      await expect(tel).toHaveText(phone);
      expect(await tel.getAttribute("href")).toMatch(/^tel:\+?\d+$/);
    }

    await expect(card.getByText("E-post", { exact: true })).toHaveCount(grandFitness.email ? 1 : 0);
    await expect(card.locator('a[href^="mailto:"]')).toHaveCount(grandFitness.email ? 1 : 0);
    if (grandFitness.email) {
      await expect(card.locator('a[href^="mailto:"]')).toHaveAttribute(
        "href",
        `mailto:${grandFitness.email}`,
      );
    }

    await expectWebsiteLink(
      card.getByRole("link", { name: /Besök hemsida/ }),
      grandFitness.website,
    );
  });

  test("hours and facilities appear only with data; the cards never invent text", async ({
    page,
  }) => {
    await page.goto(`/business/${grandFitness.id}`);
    await expect(page.getByRole("heading", { name: "Öppettider" })).toHaveCount(
      grandFitness.hours.length > 0 ? 1 : 0,
    );
    for (const row of grandFitness.hours) {
      await expect(page.getByText(row.days, { exact: true })).toBeVisible();
      await expect(page.getByText(row.time, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Faciliteter" })).toHaveCount(
      grandFitness.features.length > 0 ? 1 : 0,
    );
    for (const feature of grandFitness.features)
      await expect(page.getByText(feature, { exact: true })).toBeVisible();

    // The spec's two cards stay; without a confirmed text they say so instead of inventing one.
    await expect(page.getByRole("heading", { name: "Vår filosofi" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Utrustning" })).toBeVisible();
    await expect(page.getByTestId("gym-philosophy")).toHaveText(
      grandFitness.philosophy.trim() || "Ingen beskrivning ännu.",
    );
    await expect(page.getByTestId("gym-equipment")).toHaveText(
      grandFitness.equipment.trim() || "Ingen beskrivning ännu.",
    );
  });
});

test.describe("'Boka tid' has a way to act on every detail page", () => {
  for (const place of BASIC_PROFILES) {
    test(`/business/${place.id}`, async ({ page }) => {
      await page.goto(`/business/${place.id}`);
      const booking = page.locator("aside", {
        has: page.getByRole("heading", { name: "Boka tid" }),
      });
      await expect(booking).toContainText(
        "Kontakta oss för att boka tid eller få mer information om våra tjänster.",
      );
      const phone = shownPhone(place.phone);
      const direct = Boolean(place.email || phone);
      // Spec buttons for e-mail and phone; without either, the website and the map.
      const actions = {
        email: place.email,
        phone,
        website: direct ? undefined : place.website,
        map: !direct && place.address.trim() !== "",
      };
      const links = booking.getByRole("link");
      expect(await links.count(), `${place.id} has no link in 'Boka tid'`).toBeGreaterThan(0);

      const mail = booking.getByRole("link", { name: "Skicka e-post" });
      await expect(mail).toHaveCount(actions.email ? 1 : 0);
      if (actions.email) await expect(mail).toHaveAttribute("href", `mailto:${actions.email}`);

      const call = booking.getByRole("link", { name: "Ring oss" });
      await expect(call).toHaveCount(actions.phone ? 1 : 0);
      if (actions.phone) expect(await call.getAttribute("href")).toMatch(/^tel:\+?\d+$/);

      await expectWebsiteLink(
        booking.getByRole("link", { name: /Besök hemsida/ }),
        actions.website,
      );

      const map = booking.getByRole("link", { name: /Visa på karta/ });
      await expect(map).toHaveCount(actions.map ? 1 : 0);
      if (actions.map) {
        expectMapHref(await map.getAttribute("href"), place);
        await expect(map).toHaveAttribute("target", "_blank");
        await expect(map).toHaveAttribute("rel", "noopener noreferrer");
      }

      // The contact block shows the website without its protocol (spec 2).
      if (place.website) {
        const contact = page.locator("section", {
          has: page.getByRole("heading", { name: "Kontaktinformation" }),
        });
        await expect(
          contact.getByRole("link", {
            name: new RegExp(escapeRegExp(shownWebsite(place.website))),
          }),
        ).toHaveAttribute("target", "_blank");
      }
    });
  }
});

test("the meta description does not say 'i Malmö' twice or for places outside Malmö", async ({
  page,
}) => {
  for (const id of ["malmo-opera", "radisson-blu-hotel", "st-jakobs-stenugnsbageri"]) {
    await page.goto(`/business/${id}`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description, id).not.toMatch(/Malmö i Malmö/);
    if (id === "st-jakobs-stenugnsbageri") expect(description, id).not.toMatch(/i Malmö:/);
  }
});
