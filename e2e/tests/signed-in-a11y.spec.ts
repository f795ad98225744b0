import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appStarted } from './support/fixtures.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import {
  apiToken,
  dhakaWallClock,
  dhakaWallClockToUtcIso,
  finishCheckout,
  logIn,
  newBike,
  newCustomer,
  openDashboardPage,
  refundDue,
  type Customer,
} from './support/signed-in-flows.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';

/** docs/product/platform.md#accessibility: axe finds nothing serious on both dashboards and their dialogs, light and dark, and 360 px fits. */

const CUSTOMER_PAGES = ['Welcome Page', 'View Profile', 'My Rentals'];
const ADMIN_PAGES = [
  'Welcome Page',
  'View Profile',
  'Bike Management',
  'User Management',
  'Return Bike',
  'Refunds',
  'Messages',
];

/**
 * A customer with a bike out on rent (advance paid), a cancelled booking and one still awaiting its
 * advance (with its 'Pay advance' button), so the tables and the bookings list have rows.
 */
async function customerWithRentals(page: Page, request: APIRequestContext): Promise<Customer> {
  const customer = await newCustomer(request, 'Access');
  const auth = { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` };
  await logIn(page, customer.email, customer.password, 'User Dashboard');
  for (const outcome of ['Pay', 'Cancel'] as const) {
    const bike = await newBike(request, 150, 'Access');
    // The paid one starts now, so the bike is out on rent (docs/product/booking-and-periods.md#states: a period starting later stays booked).
    const start = outcome === 'Pay' ? dhakaWallClock(-2) : dhakaWallClock(20);
    const res = await request.post('/api/rentals', {
      headers: auth,
      data: { bikeId: bike._id, startTime: dhakaWallClockToUtcIso(start) },
    });
    expect(res.status()).toBe(201);
    const { booking } = ((await res.json()) as { data: { booking: { payment_url: string } } }).data;
    await page.goto(booking.payment_url);
    await finishCheckout(page, outcome);
  }
  const held = await newBike(request, 150, 'Access');
  const pending = await request.post('/api/rentals', {
    headers: auth,
    data: { bikeId: held._id, startTime: dhakaWallClockToUtcIso(dhakaWallClock(20)) },
  });
  expect(pending.status()).toBe(201);
  return customer;
}

async function switchToDark(page: Page) {
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

async function checkPages(page: Page, pages: readonly string[], theme: string) {
  for (const label of pages) {
    await openDashboardPage(page, label);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessible(page, `${label} (${theme})`);
    await expectNoSidewaysScroll(page);
  }
}

test.describe('accessibility of the signed-in side', () => {
  test.describe.configure({ timeout: 90_000 });

  test("the customer's dashboard, light and dark", async ({ page, request }) => {
    await customerWithRentals(page, request);
    await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
    await checkPages(page, CUSTOMER_PAGES, 'light');
    await expect(page.getByRole('button', { name: /^Pay advance for / })).toBeVisible();
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(page.getByText('Cancelled.', { exact: true })).toBeVisible();
    await expectAccessible(page, 'My Rentals, Cancelled tab (light)');
    await switchToDark(page);
    await checkPages(page, CUSTOMER_PAGES, 'dark');
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expectAccessible(page, 'My Rentals, Cancelled tab (dark)');
  });

  test('the booking dialog, light and dark', async ({ page, request }) => {
    const customer = await newCustomer(request, 'Dialog');
    const bike = await newBike(request, 150, 'Dialog');
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await page.goto(`/allbikes/${bike._id}`);
    await appStarted(page);
    await page.getByRole('button', { name: 'Book Now !' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rent this bike now' });
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(dialog.getByText('Start time is required')).toBeVisible();
    await expectAccessible(page, 'booking dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Book Now !' })).toBeFocused();
    await switchToDark(page);
    await page.getByRole('button', { name: 'Book Now !' }).click();
    await expectAccessible(page, 'booking dialog (dark)');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the admin's dashboard, ${theme}`, async ({ page, request }) => {
      await customerWithRentals(page, request);
      await page.context().clearCookies();
      await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
      if (theme === 'dark') await switchToDark(page);
      await checkPages(page, ADMIN_PAGES, theme);
    });
  }

  test("the admin's dialogs", async ({ page, request }) => {
    const customer = await newCustomer(request, 'Dialogs');
    await customerWithRentals(page, request);
    await page.context().clearCookies();
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');

    await openDashboardPage(page, 'Bike Management');
    await page.getByRole('button', { name: 'Create Bike' }).click();
    const create = page.getByRole('dialog', { name: 'Create Bike' });
    await create.getByRole('button', { name: 'Create Bike' }).click();
    await expect(create.getByText('Name is required')).toBeVisible();
    await expectAccessible(page, 'Create Bike dialog with errors');
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Create Bike' })).toBeFocused();

    await page
      .getByRole('button', { name: /^Update / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Update Bike' })).toBeVisible();
    await expectAccessible(page, 'Update Bike dialog');
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'ARE YOU SURE ?' })).toBeVisible();
    await expectAccessible(page, 'Delete bike dialog');
    await page.keyboard.press('Escape');

    await openDashboardPage(page, 'User Management');
    // The accounts are paged, oldest first: the new customer is found by the search box.
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
    await page.getByRole('button', { name: `Promote ${customer.name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Promote to admin ?' })).toBeVisible();
    await expectAccessible(page, 'Promote dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Delete ${customer.name}` }).click();
    await expect(page.getByRole('dialog', { name: 'ARE YOU SURE ?' })).toBeVisible();
    await expectAccessible(page, 'Delete user dialog');
    await page.keyboard.press('Escape');

    await openDashboardPage(page, 'Return Bike');
    await page
      .getByRole('button', { name: /^Calculate the total cost/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Calculate Total Cost Now !' })).toBeVisible();
    await expectAccessible(page, 'Calculate dialog');
    await page.keyboard.press('Escape');

    const owed = await refundDue(request);
    await openDashboardPage(page, 'Refunds');
    await page.getByRole('button', { name: `Mark refunded: ${owed.amount} BDT to ${owed.customer.name}` }).click();
    const markRefunded = page.getByRole('dialog', { name: 'Mark refunded' });
    await expect(markRefunded.getByLabel('Paid back by')).toBeFocused();
    await markRefunded.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(markRefunded.getByText('Choose how the money was paid back')).toBeVisible();
    await expectAccessible(page, 'Mark refunded dialog with errors');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('button', { name: `Mark refunded: ${owed.amount} BDT to ${owed.customer.name}` }),
    ).toBeFocused();
  });
});

test.describe('a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('both dashboards and a dialog fit without sideways scrolling', async ({ page, request }) => {
    test.setTimeout(90_000);
    await customerWithRentals(page, request);
    for (const label of CUSTOMER_PAGES) {
      await openDashboardPage(page, label);
      await expectNoSidewaysScroll(page);
    }
    await page.context().clearCookies();
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    for (const label of ADMIN_PAGES) {
      await openDashboardPage(page, label);
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    }
    await openDashboardPage(page, 'Bike Management');
    await page.getByRole('button', { name: 'Create Bike' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Bike' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const box = await page.getByRole('dialog', { name: 'Create Bike' }).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');

    const owed = await refundDue(request);
    await openDashboardPage(page, 'Refunds');
    await page.getByRole('button', { name: `Mark refunded: ${owed.amount} BDT to ${owed.customer.name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Mark refunded' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const refundBox = await page.getByRole('dialog', { name: 'Mark refunded' }).boundingBox();
    expect(refundBox?.width).toBeLessThanOrEqual(360);
  });
});
