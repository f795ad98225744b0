import { expect, test } from '@playwright/test';
import { appStarted } from './support/fixtures.ts';
import {
  bookThroughDialog,
  dhakaWallClock,
  finishCheckout,
  logIn,
  newBike,
  openDashboardPage,
  rowWith,
  separateContext,
  uniqueTag,
} from './support/signed-in-flows.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { uniquePhone } from './support/phones.ts';

/**
 * The rental lifecycle from the web app alone, with the customer and the admin in
 * separate browsers: register → login → book → pay the advance → the rental in Unpaid → the admin records
 * the return → the customer pays the rest → the rental in Paid.
 */
test('a customer and an admin run a whole rental from the web app', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // 3000 BDT an hour, so that a few minutes cost more than the 100 BDT advance.
  const bike = await newBike(request, 3000, 'Tourer');
  const tag = uniqueTag();
  const customer = { name: `Lifecycle ${tag}`, email: `lifecycle-${tag}@bond-e2e.test`, password: 'e2e-password-123' };

  const { page: rider, context: riderContext } = await separateContext(browser);
  const { page: admin, context: adminContext } = await separateContext(browser);

  await test.step('the customer registers and logs in', async () => {
    await rider.goto('/register');
    await appStarted(rider);
    await rider.getByLabel('Name').fill(customer.name);
    await rider.getByLabel('Email').fill(customer.email);
    await rider.getByLabel('Phone').fill(uniquePhone());
    await rider.getByLabel('Address').fill('House 27, Road 9/A, Dhanmondi');
    await rider.getByLabel('Password').fill(customer.password);
    await rider.getByRole('button', { name: 'Register' }).click();
    await rider.waitForURL('**/login');
    await logIn(rider, customer.email, customer.password, 'User Dashboard');
    await expect(rider.getByText(customer.name)).toBeVisible();
  });

  await test.step('books the bike and pays the advance on the checkout', async () => {
    await bookThroughDialog(rider, bike._id, dhakaWallClock(-2));
    await expect(rider.getByText('100.00 BDT')).toBeVisible();
    await finishCheckout(rider, 'Pay');
    await expect(
      rider.getByText('Payment successful. Your booking is confirmed: the advance of 100 BDT is paid.'),
    ).toBeVisible();
    await expect(rider.getByRole('heading', { name: 'My Rentals' })).toBeVisible();
    expect(new URL(rider.url()).search).toBe('');
    const row = rowWith(rider, bike.name);
    await expect(row.getByText('Not returned yet')).toBeVisible();
    await expect(row.getByText('Not yet calculated')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  });

  let totalCost = '';
  await test.step('the admin records the return', async () => {
    await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openDashboardPage(admin, 'Return Bike');
    const row = rowWith(admin, customer.name);
    await expect(row.getByText(bike.name)).toBeVisible();
    await expect(row.getByText('Advance paid')).toBeVisible();
    // The spec's flow has no handover: the return records one without an inspection.
    await expect(row.getByText('Begun, not collected yet')).toBeVisible();
    await row.getByRole('button', { name: /^Calculate/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Calculate Total Cost Now !' });
    await dialog.getByLabel('Return time (Dhaka time)').fill(dhakaWallClock(3));
    await dialog.getByRole('button', { name: 'Calculate Now' }).click();
    await expect(admin.getByText('Bike Returned Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: 'Already Returned' })).toBeDisabled();
    await expect(row.getByText('Returned', { exact: true })).toBeVisible();
    await expect(row.getByText('Unpaid')).toBeVisible();
    totalCost = ((await row.getByText(/^\d[\d,]* BDT$/).textContent()) ?? '').trim();
    expect(totalCost).toMatch(/^\d[\d,]* BDT$/);
  });

  await test.step('the customer sees the cost (polled) and pays exactly that', async () => {
    const row = rowWith(rider, bike.name);
    await expect(row.getByText(totalCost)).toBeVisible({ timeout: 15_000 });
    await row.getByRole('button', { name: /Pay Now/ }).click();
    await rider.waitForURL(/\/aamarpay\/paynow\.php\?track=/);
    await expect(rider.getByText(`${totalCost.replace(' BDT', '').replace(/,/g, '')}.00 BDT`)).toBeVisible();
    await finishCheckout(rider, 'Pay');
    await expect(rider.getByText('Payment successful. Thank you! Your rental is now paid.')).toBeVisible();
    await expect(rider.getByText('No unpaid data to show')).toBeVisible();
    await rider.getByRole('tab', { name: 'Paid', exact: true }).click();
    const paid = rowWith(rider, bike.name);
    await expect(paid.getByText(totalCost)).toBeVisible();
    await expect(paid.getByText('Returned', { exact: true })).toBeVisible();
    await expect(paid.getByText('Paid (100 BDT)')).toBeVisible();
    await expect(paid.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  });

  await test.step("the admin's table shows it paid", async () => {
    await expect(rowWith(admin, customer.name).getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  });

  await riderContext.close();
  await adminContext.close();
});
