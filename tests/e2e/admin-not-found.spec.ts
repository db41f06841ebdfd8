import { ownAdminServer, setUpOperator } from "./admin-server";
import { expect, test } from "./fixtures";

// An unknown path under /admin: signed out, the guard sends the visitor to the sign-in
// page as for any admin page; signed in, a 404 inside the operator area's own frame,
// not the guide's public not-found page. Its own server: the operator is set up here.

test.describe.configure({ mode: "serial" });

const server = ownAdminServer("not-found");
const UNKNOWN = "/admin/finns-inte";

test("signed out, an unknown admin path redirects to the sign-in page", async ({ page }) => {
  const answer = await page.request.get(`${server.base}${UNKNOWN}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe("/admin/logga-in?till=%2Fadmin%2Ffinns-inte");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect((await page.request.get(`${server.base}${UNKNOWN}.data`)).status()).toBe(403);
});

test("signed in, an unknown admin path is a 404 in the admin frame with a way back", async ({
  page,
  consoleErrors,
}) => {
  await setUpOperator(page, server);
  const response = await page.goto(`${server.base}${UNKNOWN}`);
  expect(response?.status()).toBe(404);
  // The browser reports the 404 document itself as a console error: that one, once.
  const reported = consoleErrors.indexOf(
    "Failed to load resource: the server responded with a status of 404 (Not Found)",
  );
  expect(reported).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(reported, 1);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1, name: "Sidan finns inte" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(UNKNOWN);
  await expect(page).toHaveTitle("Sidan finns inte | Malmöguiden");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // The operator area's header and navigation, not the guide's header, footer and newsletter.
  await expect(page.getByRole("navigation", { name: "Redaktionens delar" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByText("Oops! Sidan du letar efter finns inte")).toHaveCount(0);

  await page.getByRole("link", { name: "Till redaktionens startsida" }).click();
  await expect(page).toHaveURL(`${server.base}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Redaktion" })).toBeVisible();

  // Reached inside the app, too (a client-side navigation asks for the .data file).
  const data = await page.request.get(`${server.base}${UNKNOWN}.data`);
  expect(data.status()).toBe(404);
});
