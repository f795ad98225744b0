import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appStarted } from './support/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import {
  apiToken,
  adminAuth,
  dhakaWallClock,
  logIn,
  newBike,
  newCustomer,
  openDashboardPage,
  rowWith,
} from './support/signed-in-flows.ts';

/**
 * bKash's own checkout in a real browser (docs/product/money-and-refunds.md#paying-with-bkash): the customer
 * chooses bKash in the booking dialog, approves on the bKash stand-in's page and is back on the dashboard with
 * the booking confirmed; an admin sends a cancelled booking's advance back through bKash with one click
 * (docs/product/money-and-refunds.md#refunds-through-bkash).
 */

/** On the bKash stand-in's page: the wallet number is filled in from the customer's phone; the PIN is typed. */
async function approveOnBkash(page: Page) {
  await page.waitForURL(/\/bkash\/checkout\?paymentID=/);
  await expect(page.getByRole('heading', { name: 'bKash stand-in (test)' })).toBeVisible();
  await expect(page.getByLabel('bKash account number')).toHaveValue(/^01[3-9]\d{8}$/);
  await page.getByLabel('PIN').fill('12345');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** A booking paid through bKash over the API, then cancelled by the admin with its advance owed back. */
async function cancelledBkashBooking(request: APIRequestContext, page: Page) {
  const bike = await newBike(request, 150, 'Refundable');
  const customer = await newCustomer(request, 'Bkash');
  const auth = { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` };
  const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 24 * 3_600_000);
  const booked = await request.post('/api/rentals?gateway=bkash', {
    headers: auth,
    data: { bikeId: bike._id, startTime: start.toISOString(), endTime: new Date(+start + 3 * 3_600_000).toISOString() },
  });
  expect(booked.status()).toBe(201);
  const { booking } = ((await booked.json()) as { data: { booking: { payment_url: string; rentalId: string } } }).data;
  await page.goto(booking.payment_url);
  await approveOnBkash(page);
  const cancelled = await request.post(`/api/rentals/${booking.rentalId}/cancel`, {
    headers: await adminAuth(request),
    data: { refundAdvance: true },
  });
  expect(cancelled.status()).toBe(200);
  return { bike, customer };
}

test.describe('paying through bKash', () => {
  test('a customer chooses bKash for the advance and the booking is confirmed', async ({ page, request }) => {
    const bike = await newBike(request, 150, 'Pink');
    const customer = await newCustomer(request, 'Wallet');
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await page.goto(`/allbikes/${bike._id}`);
    await appStarted(page);
    await page.getByRole('button', { name: 'Book Now !' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rent this bike now' });
    await dialog.getByLabel('Start time (Dhaka time)').fill(dhakaWallClock(30));
    const choice = dialog.getByRole('group', { name: 'Pay with' });
    await expect(choice.getByRole('radio', { name: /^aamarPay/ })).toBeChecked();
    await choice.getByRole('radio', { name: 'bKash', exact: true }).check();
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await approveOnBkash(page);
    await expect(
      page.getByText('Payment successful. Your booking is confirmed: the advance of 100 BDT is paid.'),
    ).toBeVisible();
    await expect(rowWith(page, bike.name).getByText('Not yet calculated')).toBeVisible();
  });

  test('an admin sends a cancelled booking’s advance back through bKash with one click', async ({ page, request }) => {
    const { customer } = await cancelledBkashBooking(request, page);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openDashboardPage(page, 'Refunds');
    const row = rowWith(page, customer.name);
    await expect(row.getByText(/^bKash refunds until/)).toBeVisible();
    await row.getByRole('button', { name: `Refund through bKash: 100 BDT to ${customer.name}` }).click();
    await expect(page.getByText(/^Sent back through bKash \(ref /)).toBeVisible();
    await expect(rowWith(page, customer.name)).toHaveCount(0);
    await page.getByLabel('Show').selectOption('refunded');
    await expect(rowWith(page, customer.name).getByText(/bKash · /)).toBeVisible();
  });
});
