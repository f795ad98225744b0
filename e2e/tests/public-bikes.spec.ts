import type { Page } from '@playwright/test';
import { appStarted, expect, test } from './support/fixtures.ts';
import { expectAccessible, expectNoSidewaysScroll, useDarkTheme } from './support/a11y.ts';
import { listBikes } from './support/api.ts';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function cardTitles(page: Page) {
  return page.getByRole('region', { name: 'Search Your Desired Bikes' }).getByRole('heading', { level: 3 });
}

test.describe('bike search on /allbikes', () => {
  test('lists every bike, then narrows by name, brand, model and availability', async ({ page, request }) => {
    const bikes = await listBikes(request);
    expect(bikes.length).toBeGreaterThanOrEqual(12);
    await page.goto('/allbikes');
    await expect(page.getByRole('heading', { level: 1, name: 'All Bikes' })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(bikes.length);

    // Name: case-insensitive substring.
    const sample = bikes[0]!;
    const fragment = sample.name.slice(0, 4).toUpperCase();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(fragment);
    const byName = bikes.filter((b) => b.name.toLowerCase().includes(fragment.toLowerCase())).map((b) => b.name);
    await expect(cardTitles(page)).toHaveText(byName);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    await expect(cardTitles(page)).toHaveCount(bikes.length);

    // Brand: the distinct brands of the whole list.
    const brands = [...new Set(bikes.map((b) => b.brand))];
    await page.getByRole('combobox', { name: 'Brand' }).click();
    await expect(page.getByRole('option')).toHaveText(brands);
    await page.keyboard.press('Escape');
    const brand = brands[0]!;
    await choose(page, 'Brand', brand);
    const ofBrand = bikes.filter((b) => b.brand === brand);
    await expect(cardTitles(page)).toHaveText(ofBrand.map((b) => b.name));

    // Model: the models of the filtered list.
    await page.getByRole('combobox', { name: 'Model' }).click();
    await expect(page.getByRole('option')).toHaveText([...new Set(ofBrand.map((b) => b.model))]);
    await page.keyboard.press('Escape');
    await choose(page, 'Model', ofBrand[0]!.model);
    await expect(cardTitles(page)).toHaveText(
      ofBrand.filter((b) => b.model.toLowerCase().includes(ofBrand[0]!.model.toLowerCase())).map((b) => b.name),
    );

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveText(/Filter by brand/);
    await expect(cardTitles(page)).toHaveCount(bikes.length);

    // Availability.
    await choose(page, 'Availability', 'Not Available');
    const unavailable = bikes.filter((b) => !b.isAvailable);
    expect(unavailable.length).toBeGreaterThan(0);
    await expect(cardTitles(page)).toHaveText(unavailable.map((b) => b.name));
    await expect(page.getByRole('button', { name: 'Not Available For Booking' }).first()).toBeDisabled();
    await choose(page, 'Availability', 'Available');
    await expect(cardTitles(page)).toHaveCount(bikes.filter((b) => b.isAvailable).length);
    await expect(page.getByRole('link', { name: /Available For Booking/ })).toHaveCount(
      bikes.filter((b) => b.isAvailable).length,
    );
  });

  test("says 'No bikes found. Try Searching anything else..' and offers 'No Models Available'", async ({ page }) => {
    await page.goto('/allbikes');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('no such bike anywhere');
    await expect(page.getByText('No bikes found. Try Searching anything else..')).toBeVisible();
    await page.getByRole('combobox', { name: 'Model' }).click();
    await expect(page.getByRole('option', { name: 'No Models Available' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    // The search form never navigates.
    await page.getByRole('searchbox', { name: 'Search by name' }).press('Enter');
    await expect(page).toHaveURL(/\/allbikes$/);
  });

  test('a name typed before the app has started is the one searched for', async ({ page, request }) => {
    // On a slow phone the rendered page is up seconds before its scripts: hold them back until the name is in.
    const bikes = await listBikes(request);
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/allbikes', { waitUntil: 'domcontentloaded' });
    const fragment = bikes[0]!.name.slice(0, 4);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(fragment);
    releaseScripts();
    await appStarted(page);
    const byName = bikes.filter((b) => b.name.toLowerCase().includes(fragment.toLowerCase())).map((b) => b.name);
    expect(byName.length).toBeLessThan(bikes.length);
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(fragment);
    await expect(cardTitles(page)).toHaveText(byName);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`is accessible and fits a 360 px phone in the ${theme} theme`, async ({ page }) => {
      if (theme === 'dark') await useDarkTheme(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/allbikes');
      await expect(cardTitles(page).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `/allbikes (${theme})`);
    });
  }
});

test.describe('bike page', () => {
  test('shows the facts, price per hour in BDT and the booking message for a visitor', async ({ page, request }) => {
    const bike = (await listBikes(request)).find((b) => b.isAvailable)!;
    await page.goto('/allbikes');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: bike.name, exact: true }) });
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/allbikes/${bike._id}$`));

    await expect(page.getByRole('heading', { level: 1, name: bike.name })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(bike.name) })).toBeVisible();
    await expect(page.getByText(`${bike.pricePerHour} BDT / hour`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${bike.cc} CC`, { exact: true })).toBeVisible();
    await expect(page.getByText(bike.model, { exact: true })).toBeVisible();
    await expect(page.getByText('Available For Booking', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(bike.name));

    await appStarted(page);
    await page.getByRole('button', { name: 'Book Now !' }).click();
    await expect(page.getByText('Login To Start Booking Process of the Bike')).toBeVisible();
  });

  test('an unavailable bike cannot be booked', async ({ page, request }) => {
    // A bike the shop does not offer (one out on rent now is unavailable too, yet bookable for later).
    const bike = (await listBikes(request)).find((b) => !b.isOffered)!;
    await page.goto(`/allbikes/${bike._id}`);
    await expect(page.getByText('Not Available For Booking', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now !' })).toBeDisabled();
  });

  test("an unknown bike reads 'Not Found'", async ({ page }) => {
    await page.goto('/allbikes/6f1c8a8e-1111-4222-8333-444455556666');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`is accessible and fits a 360 px phone in the ${theme} theme`, async ({ page, request }) => {
      const bike = (await listBikes(request))[0]!;
      if (theme === 'dark') await useDarkTheme(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/allbikes/${bike._id}`);
      await expect(page.getByRole('heading', { level: 1, name: bike.name })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `bike page (${theme})`);
    });
  }
});
