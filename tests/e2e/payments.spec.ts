import { expect, holdRequests, pastTheSplash, test, toast } from "./fixtures";

test.beforeEach(pastTheSplash);

test("buying Silver in demo mode ends on /success with status 'Aktiv'", async ({ page }) => {
  // The checkout request waits until the test has seen 'Bearbetar...' (no sleep: a slow
  // machine or a fast server cannot make the state pass unseen).
  const checkout = await holdRequests(page, "**/api/create-checkout-session");
  await page.goto("/advertise");
  const silver = page.locator("li", {
    has: page.getByRole("heading", { name: "Silver", exact: true }),
  });
  await silver.getByRole("button", { name: "Välj Silver" }).click();
  await expect(silver.getByRole("button", { name: "Bearbetar..." })).toBeDisabled();
  checkout.release();
  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await expect(page.getByText("Demoläge – ingen riktig betalning görs")).toBeVisible();
  await page.getByLabel("E-postadress för kvitto").fill("agare@example.se");
  await page.getByRole("button", { name: "Betala (demo)" }).click();
  await expect(page).toHaveURL(/\/success\?plan=silver&session_id=cs_demo_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tack för din beställning!");
  await expect(page.getByText("Silver")).toBeVisible();
  await expect(page.getByText("agare@example.se", { exact: true })).toBeVisible();
  await expect(page.getByTestId("subscription-status")).toHaveText("Aktiv");
  await expect(page.getByText(/publiceras inom 24 timmar/)).toBeVisible();

  // A paid demo checkout cannot be paid twice.
  const sessionId = new URL(page.url()).searchParams.get("session_id");
  const again = await page.request.get(`/demo-checkout/${sessionId}`);
  expect(again.status()).toBe(404);
});

test("cancelling the demo checkout returns to the plans", async ({ page }) => {
  await page.goto("/advertise");
  await page.getByRole("button", { name: "Välj Brons" }).click();
  await page.getByRole("button", { name: "Avbryt" }).click();
  await expect(page).toHaveURL(/\/advertise$/);
});

test("checkout works without JavaScript too", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: "mg_visit", value: "1", url: baseURL as string }]);
  const page = await context.newPage();
  await page.goto("/advertise");
  await page.getByRole("button", { name: "Välj Guld" }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await page.getByLabel("E-postadress för kvitto").fill("guld@example.se");
  await page.getByRole("button", { name: "Betala (demo)" }).click();
  await expect(page).toHaveURL(/\/success\?plan=guld/);
  await expect(page.getByTestId("subscription-status")).toHaveText("Aktiv");
  await context.close();
});

test("a failing checkout shows the spec's error toast", async ({ page, consoleErrors }) => {
  await page.route("**/api/create-checkout-session", (route) =>
    route.fulfill({ status: 502, json: { error: "fel" } }),
  );
  await page.goto("/advertise");
  await page.getByRole("button", { name: "Välj Silver" }).click();
  await expect(toast(page)).toContainText(
    "Ett fel uppstod: Kunde inte starta betalningsprocessen. Försök igen senare.",
  );
  await expect(page.getByRole("button", { name: "Välj Silver" })).toBeEnabled();
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("502")));
});

test("an answer without url shows 'Ingen betalnings-URL returnerades'", async ({ page }) => {
  await page.route("**/api/create-checkout-session", (route) =>
    route.fulfill({ status: 200, json: { url: null } }),
  );
  await page.goto("/advertise");
  await page.getByRole("button", { name: "Välj Brons" }).click();
  await expect(toast(page)).toContainText("Ingen betalnings-URL returnerades");
});

test("/success without a known plan or session is still a friendly page", async ({ page }) => {
  await page.goto("/success");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Vi hittar inte din beställning",
  );
  // A plan without a checkout session is no order either: no thank-you claim.
  await page.goto("/success?plan=brons");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Vi hittar inte din beställning",
  );
  await expect(page.getByText("Tack för din beställning")).toHaveCount(0);
  await expect(page.getByTestId("subscription-status")).toHaveCount(0);
});

test("/success with an unknown session id does not claim an order", async ({ page }) => {
  for (const sessionId of ["cs_demo_finnsinte", "cs_test_finnsinte", "inte-ett-id"]) {
    await page.goto(`/success?plan=silver&session_id=${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Vi hittar inte din beställning",
    );
    await expect(page.getByText("Tack för din beställning")).toHaveCount(0);
    await expect(page.getByText("Verifierar betalning...")).toHaveCount(0);
    await expect(page.getByTestId("subscription-status")).toHaveCount(0);
    await expect(
      page.getByText(/Om du har betalat får du en bekräftelse via e-post/),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Till annonspaketen" })).toHaveAttribute(
      "href",
      "/advertise",
    );
  }
  await expect(page).toHaveTitle(/^Din annonsbeställning/);
});

test("the checkout endpoint refuses forged prices and unknown plans", async ({ request }) => {
  const forged = await request.post("/api/create-checkout-session", {
    data: { plan: "guld", priceId: "demo_brons" },
  });
  expect(forged.status()).toBe(400);
  const unknown = await request.post("/api/create-checkout-session", {
    data: { plan: "platina", priceId: "demo_platina" },
  });
  expect(unknown.status()).toBe(400);
  const ok = await request.post("/api/create-checkout-session", {
    data: { plan: "guld", priceId: "demo_guld" },
  });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).url).toMatch(/\/demo-checkout\/cs_demo_/);
});
