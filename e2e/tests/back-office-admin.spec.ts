import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { storedPhone, uniquePhone } from './support/phones.ts';
import {
  adminAuth,
  apiToken,
  dhakaWallClock,
  dhakaWallClockToUtcIso,
  logIn,
  newBike,
  newCustomer,
  openDashboardPage,
  payCheckoutOverApi,
  rowWith,
  uniqueTag,
  type Customer,
  type NewBike,
} from './support/signed-in-flows.ts';

/**
 * The back office: the Audit Log page, and a customer found by phone in User Management. Every test
 * makes its own customer and bike with unique names and looks only at their rows: the shop may hold
 * others' data (other tests, the demo history).
 */

/** A customer with an address of their own (and, as every one, a phone number of their own). */
async function customerWithPhone(request: APIRequestContext): Promise<Customer> {
  const tag = uniqueTag();
  const customer = {
    name: `Phoned ${tag}`,
    email: `phoned-${tag}@bond-e2e.test`,
    password: 'e2e-password-123',
    phone: uniquePhone(),
  };
  const res = await request.post('/api/auth/signup', {
    data: { ...customer, address: 'House 5, Road 2, Mirpur 10', role: 'user' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return customer;
}

/**
 * Books `bike` for `customer` from a few minutes ago and pays the advance over the API: its period has begun
 * and nobody has handed the bike over, as in the spec's own flow, whose return call records the handover.
 * Answers the rental's id.
 */
async function bookingBegun(request: APIRequestContext, customer: Customer, bike: NewBike, startMinutes = -3) {
  const auth = { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` };
  const booked = await request.post('/api/rentals', {
    headers: auth,
    data: { bikeId: bike._id, startTime: dhakaWallClockToUtcIso(dhakaWallClock(startMinutes)) },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = ((await booked.json()) as { data: { booking: { payment_url: string; rentalId: string } } }).data;
  await payCheckoutOverApi(request, booking.payment_url);
  return booking.rentalId;
}

async function switchToDark(page: Page) {
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test.describe('the back office', () => {
  test('a return recorded on Return Bike is on the Audit Log, with its change in words', async ({ page, request }) => {
    const bike = await newBike(request, 150, 'Audited');
    const customer = await newCustomer(request, 'Audited');
    await bookingBegun(request, customer, bike, -2);

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openDashboardPage(page, 'Return Bike');
    const rental = rowWith(page, customer.name);
    // Never handed over (the spec's own flow): the return records the handover without an inspection.
    await expect(rental.getByText('Begun, not collected yet')).toBeVisible();
    await rental.getByRole('button', { name: /^Calculate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Calculate Total Cost Now !' });
    await dialog.getByLabel('Return time (Dhaka time)').fill(dhakaWallClock(1));
    await dialog.getByRole('button', { name: 'Calculate Now' }).click();
    await expect(page.getByText('Bike Returned Successfully')).toBeVisible();
    await expect(rental.getByRole('button', { name: 'Already Returned' })).toBeDisabled();

    await openDashboardPage(page, 'Audit Log');
    await page.getByLabel('Action').selectOption({ label: 'Return recorded' });
    // The rental has two entries (the handover the return recorded, and the return): until the filter's answer
    // comes, both are listed.
    const entry = rowWith(page, `${bike.name} · ${customer.name}`).filter({ hasText: 'Return recorded' });
    await expect(entry.getByText('Return recorded')).toBeVisible();
    await expect(entry.getByText(ADMIN_EMAIL)).toBeVisible();
    await expect(entry.getByText('State: Out on rent → Returned')).toBeVisible();
    await expect(entry.getByText(/^Return time: .* (am|pm)$/i)).toBeVisible();
    await expect(entry.getByText(/^Total cost: -?\d[\d,]* BDT$/)).toBeVisible();
    await expect(rowWith(page, 'Bike updated')).toHaveCount(0);
    await expectAccessible(page, 'Audit Log');
    await switchToDark(page);
    await expectAccessible(page, 'Audit Log (dark)');
  });

  test('a customer found by phone digits shows the open balance, the rental and how to reach them', async ({
    page,
    request,
  }) => {
    // 500 BDT an hour for 5 minutes: the shortest charge, an hour, 500 BDT; 400 BDT left after the advance.
    const bike = await newBike(request, 500, 'Owing');
    const customer = await customerWithPhone(request);
    const rentalId = await bookingBegun(request, customer, bike, -3);
    const returned = await request.patch('/api/rentals/calculate', {
      headers: await adminAuth(request),
      data: { bookingId: rentalId, bikeReturnTime: dhakaWallClockToUtcIso(dhakaWallClock(2)) },
    });
    expect(returned.status(), await returned.text()).toBe(200);

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openDashboardPage(page, 'User Management');
    // Typed as a customer says it, without the leading 0.
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.phone.slice(1));
    const row = rowWith(page, customer.email);
    const phone = storedPhone(customer.phone);
    await expect(row.getByRole('cell', { name: phone })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await row.getByRole('button', { name: `${customer.name}: open customer` }).click();

    const view = page.getByRole('dialog', { name: customer.name });
    await expect(view.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
    await expect(view.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);
    await expect(view.getByText('House 5, Road 2, Mirpur 10')).toBeVisible();
    const openBalance = view.getByText('Open balance', { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(openBalance).toHaveText('400 BDT');
    const rental = view.getByRole('row').filter({ hasText: bike.name });
    await expect(rental.getByText('Returned', { exact: true })).toBeVisible();
    await expect(rental.getByText('500 BDT', { exact: true })).toBeVisible();
    await expect(rental.getByText('400 BDT unpaid')).toBeVisible();
    await expectAccessible(page, 'customer view');
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(row.getByRole('button', { name: `${customer.name}: open customer` })).toBeFocused();
  });
});

test.describe('the back office on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the Audit Log and a customer view fit without sideways scrolling', async ({ page, request }) => {
    const customer = await newCustomer(request, 'Narrow');
    const bike = await newBike(request, 150, 'Narrow');
    // A booking awaiting its advance gives the customer view a rental row.
    const booked = await request.post('/api/rentals', {
      headers: { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` },
      data: { bikeId: bike._id, startTime: dhakaWallClockToUtcIso(dhakaWallClock(30)) },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openDashboardPage(page, 'Audit Log');
    // The bike just added is an entry of the log.
    await expect(rowWith(page, bike.name).getByText('Bike added')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await openDashboardPage(page, 'User Management');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
    await rowWith(page, customer.email)
      .getByRole('button', { name: `${customer.name}: open customer` })
      .click();
    const view = page.getByRole('dialog', { name: customer.name });
    await expect(view.getByRole('row').filter({ hasText: bike.name }).getByText('Awaiting advance')).toBeVisible();
    await expectNoSidewaysScroll(page);
    const box = await view.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
  });
});
