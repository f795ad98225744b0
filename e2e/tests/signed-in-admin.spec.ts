import { expect, test } from '@playwright/test';
import {
  adminAuth,
  apiToken,
  dhakaWallClock,
  dhakaWallClockToUtcIso,
  finishCheckout,
  logIn,
  newBike,
  newCustomer,
  openDashboardPage,
  refundDue,
  rowWith,
  separateContext,
  uniqueTag,
} from './support/signed-in-flows.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { storedPhone } from './support/phones.ts';

test.describe("the admin's dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  });

  test('creates, updates and deletes a bike', async ({ page }) => {
    const name = `E2E Roadster ${uniqueTag()}`;
    await openDashboardPage(page, 'Bike Management');

    await page.getByRole('button', { name: 'Create Bike' }).click();
    const create = page.getByRole('dialog', { name: 'Create Bike' });
    await create.getByRole('button', { name: 'Create Bike' }).click();
    await expect(create.getByText('Name is required')).toBeVisible();
    await expect(create.getByText('CC is required')).toBeVisible();
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Brand').fill('Suzuki');
    await create.getByLabel('Model').fill('Gixxer SF');
    await create.getByLabel('Year').fill('2024');
    await create.getByLabel('Price per hour (BDT)').fill('210');
    await create.getByLabel('CC').fill('155');
    await create.getByLabel('Image URL').fill('/media/bikes/suzuki-gixxer-sf.svg');
    await create.getByLabel('Description').fill('A sporty 155 cc bike added from the dashboard.');
    await create.getByRole('button', { name: 'Create Bike' }).click();
    await expect(page.getByText('Bike added successfully')).toBeVisible();
    await expect(create).toBeHidden();
    const row = rowWith(page, name);
    await expect(row.getByText('210 BDT / hour')).toBeVisible();
    await expect(row.getByText('Gixxer SF')).toBeVisible();

    await row.getByRole('button', { name: `Update ${name}` }).click();
    const update = page.getByRole('dialog', { name: 'Update Bike' });
    await expect(update.getByLabel('Name')).toHaveValue(name);
    await update.getByLabel('Price per hour (BDT)').fill('260');
    await update.getByRole('button', { name: 'Update Bike' }).click();
    await expect(page.getByText('Bike updated successfully')).toBeVisible();
    await expect(row.getByText('260 BDT / hour')).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const remove = page.getByRole('dialog', { name: 'ARE YOU SURE ?' });
    await remove.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(page.getByText('Bike deleted successfully')).toBeVisible();
    await expect(rowWith(page, name)).toHaveCount(0);
  });

  test('filters the bike table and says when nothing matches', async ({ page }) => {
    await openDashboardPage(page, 'Bike Management');
    // The header row and at least two bikes of the demo data.
    await expect(page.getByRole('row').nth(2)).toBeVisible();
    await page.getByRole('combobox', { name: 'Brand' }).click();
    await page.getByRole('option', { name: 'Yamaha' }).click();
    await expect(page.getByRole('cell', { name: 'Honda', exact: true })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Model' }).click();
    await page.getByRole('option').first().click();
    // A Yamaha model with brand Honda matches nothing.
    await page.getByRole('combobox', { name: 'Brand' }).click();
    await page.getByRole('option', { name: 'Honda' }).click();
    await expect(page.getByText('No data found..Try filtering anything else')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText('No data found..Try filtering anything else')).toBeHidden();
  });

  test('refuses to delete a bike that is booked, as a toast', async ({ page, request }) => {
    const bike = await newBike(request, 150, 'Held');
    const customer = await newCustomer(request);
    const token = await apiToken(request, customer.email, customer.password);
    const booked = await request.post('/api/rentals', {
      headers: { authorization: `Bearer ${token}` },
      // Its period starts now, so the bike is held right now (docs/product/booking-and-periods.md#states: a later period would leave it free today).
      data: { bikeId: bike._id, startTime: dhakaWallClockToUtcIso(dhakaWallClock(-1)) },
    });
    expect(booked.status()).toBe(201);
    await openDashboardPage(page, 'Bike Management');
    // Still offered by the shop, but held by the booking.
    await expect(rowWith(page, bike.name).getByText('Booked / out on rent')).toBeVisible();
    await expect(rowWith(page, bike.name).getByText('Not Available')).toHaveCount(0);
    await rowWith(page, bike.name)
      .getByRole('button', { name: `Delete ${bike.name}` })
      .click();
    await page.getByRole('dialog', { name: 'ARE YOU SURE ?' }).getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(
      page.getByText('This bike is booked or out on rent. Cancel its bookings or record its return before deleting it'),
    ).toBeVisible();
    await expect(rowWith(page, bike.name)).toHaveCount(1);
  });

  test('promotes one customer and deletes another; admins are left alone', async ({ page, request }) => {
    const promoted = await newCustomer(request, 'Promoted');
    const deleted = await newCustomer(request, 'Deleted');
    await openDashboardPage(page, 'User Management');
    // The accounts are paged, oldest first: each is found by the search box.
    const search = page.getByRole('searchbox', { name: 'Search customers' });

    await search.fill(ADMIN_EMAIL);
    const adminRow = rowWith(page, ADMIN_EMAIL);
    await expect(adminRow.getByText('Admins cannot be promoted or deleted')).toBeVisible();
    await expect(adminRow.getByRole('button')).toHaveCount(0);

    await search.fill(promoted.email);
    const toPromote = rowWith(page, promoted.email);
    await toPromote.getByRole('button', { name: `Promote ${promoted.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Promote to admin ?' })
      .getByRole('button', { name: 'Yes, Promote' })
      .click();
    await expect(page.getByText('User promoted to admin successfully')).toBeVisible();
    await expect(toPromote.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
    await expect(toPromote.getByText('Admins cannot be promoted or deleted')).toBeVisible();

    await search.fill(deleted.email);
    const toDelete = rowWith(page, deleted.email);
    await toDelete.getByRole('button', { name: `Delete ${deleted.name}` }).click();
    await page.getByRole('dialog', { name: 'ARE YOU SURE ?' }).getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(page.getByText(`No customers match “${deleted.email}”`)).toBeVisible();
    await expect(page.getByRole('cell', { name: deleted.email, exact: true })).toHaveCount(0);
    const login = await request.post('/api/auth/login', { data: { email: deleted.email, password: deleted.password } });
    expect(login.status()).toBe(401);
  });

  test('reads the contact inbox', async ({ page, request }) => {
    const name = `Inbox Sender ${uniqueTag()}`;
    const sent = await request.post('/api/contact', {
      data: { name, email: 'sender@bond-e2e.test', message: 'Do you rent helmets with the bikes?' },
    });
    expect(sent.status()).toBe(201);
    await openDashboardPage(page, 'Messages');
    const message = page.getByRole('article', { name: `Message from ${name}` });
    await expect(message.getByText('Do you rent helmets with the bikes?')).toBeVisible();
    await expect(message.getByRole('link', { name: 'sender@bond-e2e.test' })).toHaveAttribute(
      'href',
      'mailto:sender@bond-e2e.test',
    );
  });
});

test("a refund due shows 'Money will be returned' to the customer until an admin records it refunded", async ({
  page,
  request,
  browser,
}) => {
  // 60 BDT an hour for a few minutes is less than the 100 BDT advance.
  const bike = await newBike(request, 60, 'Scooter');
  const customer = await newCustomer(request);
  const token = await apiToken(request, customer.email, customer.password);
  const booked = await request.post('/api/rentals', {
    headers: { authorization: `Bearer ${token}` },
    data: { bikeId: bike._id, startTime: dhakaWallClockToUtcIso(dhakaWallClock(-3)) },
  });
  expect(booked.status()).toBe(201);
  const { booking } = ((await booked.json()) as { data: { booking: { payment_url: string; rentalId: string } } }).data;

  await logIn(page, customer.email, customer.password, 'User Dashboard');
  await page.goto(booking.payment_url);
  await finishCheckout(page, 'Pay');
  await expect(rowWith(page, bike.name).getByText('Not yet calculated')).toBeVisible();

  const returned = await request.patch('/api/rentals/calculate', {
    headers: await adminAuth(request),
    data: { bookingId: booking.rentalId, bikeReturnTime: dhakaWallClockToUtcIso(dhakaWallClock(2)) },
  });
  expect(returned.status(), await returned.text()).toBe(200);
  const { totalCost } = ((await returned.json()) as { data: { totalCost: number } }).data;
  expect(totalCost).toBeLessThan(0);

  const row = rowWith(page, bike.name);
  await expect(row.getByText(`${Math.abs(totalCost)} BDT`)).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('Will be returned', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Money will be returned' })).toBeDisabled();

  // The shop pays it back by bKash and records it on the Refunds page (docs/product/money-and-refunds.md#refunds-due).
  const shop = await separateContext(browser);
  await logIn(shop.page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await openDashboardPage(shop.page, 'Refunds');
  const owed = shop.page.getByRole('region', { name: 'Money owed back' });
  const refundRow = owed.getByRole('row').filter({ hasText: customer.name });
  await expect(refundRow.getByText('The rental cost less than the advance')).toBeVisible();
  await expect(refundRow.getByText(bike.name)).toBeVisible();
  await expect(refundRow.getByRole('link', { name: storedPhone(customer.phone) })).toBeVisible();
  await refundRow
    .getByRole('button', { name: `Mark refunded: ${Math.abs(totalCost)} BDT to ${customer.name}` })
    .click();
  const dialog = shop.page.getByRole('dialog', { name: 'Mark refunded' });
  await dialog.getByLabel('Paid back by').selectOption({ label: 'bKash' });
  await dialog.getByLabel('Reference (transaction ID or receipt number)').fill('BKASH-8F3K2');
  await dialog.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(shop.page.getByText('Refund recorded')).toBeVisible();
  await expect(refundRow).toHaveCount(0);
  await expect(shop.page.getByRole('heading', { name: 'Money owed back' })).toBeFocused();
  await owed.getByLabel('Show').selectOption({ label: 'Paid back' });
  await expect(refundRow.getByText('bKash · BKASH-8F3K2')).toBeVisible();
  await shop.context.close();

  // The customer now reads when it was refunded, instead of the disabled button.
  await expect(row.getByText(/^Refunded on /)).toHaveCount(2, { timeout: 15_000 });
  await expect(row.getByRole('button', { name: 'Money will be returned' })).toHaveCount(0);
});

test('a refund another admin recorded meanwhile is refused with a clear message and leaves the list', async ({
  page,
  request,
}) => {
  const owed = await refundDue(request);
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await openDashboardPage(page, 'Refunds');
  await expect(page.getByRole('heading', { name: 'Payments to check', level: 3 })).toBeVisible();
  const refundRow = rowWith(page, owed.customer.name);
  await refundRow.getByRole('button', { name: /^Mark refunded/ }).click();
  // Meanwhile another admin records it.
  const refunds = await request.get('/api/refunds', { headers: await adminAuth(request) });
  const id = ((await refunds.json()) as { data: { _id: string; rentalId: string }[] }).data.find(
    (r) => r.rentalId === owed.rentalId,
  )?._id;
  const first = await request.post(`/api/refunds/${id}/refunded`, {
    headers: await adminAuth(request),
    data: { method: 'bkash', reference: 'BKS-14' },
  });
  expect(first.status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Mark refunded' });
  await dialog.getByLabel('Paid back by').selectOption({ label: 'Nagad' });
  await dialog.getByLabel(/^Reference/).fill('NGD-1');
  await dialog.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(
    page.getByText('This refund has already been recorded as paid back, so nothing was changed'),
  ).toBeVisible();
  await expect(rowWith(page, owed.customer.name)).toHaveCount(0);
});
