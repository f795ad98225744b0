import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
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
  separateContext,
} from './support/signed-in-flows.ts';

/**
 * The shop closed for a day (docs/product/fleet-calendar.md#closures, #screens): an admin closes a whole Dhaka
 * day on which two customers have paid bookings, is shown both, closes the shop cancelling them, and each
 * customer finds the booking cancelled with the advance owed back.
 *
 * A closure holds every bike's time, so this one closes a day no other test books: 20 days ahead (the others
 * book within 17 days), too far for the pages' banner (14 days), and it is ended again at the end.
 */

/** A new customer's paid booking of a new bike for `from` to `to` on the Dhaka day `date`. */
async function paidBookingOn(request: APIRequestContext, label: string, date: string, from: string, to: string) {
  const bike = await newBike(request, 120, `Closed ${label}`);
  const customer = await newCustomer(request, label);
  const auth = { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` };
  const booked = await request.post('/api/rentals', {
    headers: auth,
    data: {
      bikeId: bike._id,
      startTime: dhakaWallClockToUtcIso(`${date}T${from}`),
      endTime: dhakaWallClockToUtcIso(`${date}T${to}`),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = ((await booked.json()) as { data: { booking: { payment_url: string; rentalId: string } } }).data;
  await payCheckoutOverApi(request, booking.payment_url);
  return { bike, customer, rentalId: booking.rentalId };
}

test('an admin closes a day with two bookings, cancelling both, and each customer sees the advance owed back', async ({
  browser,
  page,
  request,
}) => {
  const date = dhakaWallClock(20 * 24 * 60).slice(0, 10);
  const nextDate = dhakaWallClock(21 * 24 * 60).slice(0, 10);
  const morning = await paidBookingOn(request, 'Morning', date, '10:00', '14:00');
  const evening = await paidBookingOn(request, 'Evening', date, '16:00', '19:00');
  let closureId = '';
  try {
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openDashboardPage(page, 'Shop closures');
    await page.getByLabel('Closed from').fill(`${date}T00:00`);
    await page.getByLabel('Open again at').fill(`${nextDate}T00:00`);
    await page.getByLabel('Reason').selectOption({ label: 'Hartal' });
    await page.getByLabel('Note for the staff (not shown to customers)').fill('Hartal called for the whole day');
    await page.getByRole('button', { name: 'Close the shop', exact: true }).click();

    // Both bookings are named, and nothing is closed yet.
    const inTheWay = page.getByRole('table', { name: 'Bookings in the way' });
    await expect(page.getByRole('alert')).toHaveText(
      '2 bookings fall while the shop would be closed: cancel them first, or close the shop cancelling them',
    );
    for (const booked of [morning, evening]) {
      const row = inTheWay.getByRole('row').filter({ hasText: booked.customer.name });
      await expect(row.getByText(booked.bike.name)).toBeVisible();
      await expect(row.getByText('Paid: owed back')).toBeVisible();
    }
    await expectAccessible(page, 'closing the shop over two bookings');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Close the shop and cancel these 2 bookings' }).click();
    await expect(
      page.getByText('The shop is closed for that period; 2 bookings cancelled with the advance owed back'),
    ).toBeVisible();
    await expect(inTheWay).toBeHidden();
    const listed = page
      .getByRole('table', { name: 'Closures' })
      .getByRole('row')
      .filter({ hasText: 'Hartal called for the whole day' });
    await expect(listed.getByText('Coming')).toBeVisible();
    const closures = await request.get('/api/closures', { headers: await adminAuth(request) });
    closureId = ((await closures.json()) as { data: { _id: string; note: string | null }[] }).data.find(
      (c) => c.note === 'Hartal called for the whole day',
    )!._id;

    // Each customer finds the booking cancelled, the advance to come back.
    for (const booked of [morning, evening]) {
      const customer = await separateContext(browser, { width: 390 });
      await logIn(customer.page, booked.customer.email, booked.customer.password, 'User Dashboard');
      await openDashboardPage(customer.page, 'My Rentals');
      await customer.page.getByRole('tab', { name: 'Cancelled' }).click();
      const row = rowWith(customer.page, booked.bike.name);
      await expect(row.getByText('Cancelled.')).toBeVisible();
      await expect(row.getByText('Money will be returned: 100 BDT')).toBeVisible();
      await customer.context.close();
    }

    // The day is shut for every bike, one added now too.
    const later = await newBike(request, 120, 'Closed Later');
    const rider = await newCustomer(request, 'Shut');
    const refused = await request.post('/api/rentals', {
      headers: { authorization: `Bearer ${await apiToken(request, rider.email, rider.password)}` },
      data: {
        bikeId: later._id,
        startTime: dhakaWallClockToUtcIso(`${date}T11:00`),
        endTime: dhakaWallClockToUtcIso(`${date}T12:00`),
      },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^The shop is closed from /);
  } finally {
    // The shop opens that day again for whatever runs after.
    if (closureId) {
      const ended = await request.delete(`/api/closures/${closureId}`, { headers: await adminAuth(request) });
      expect(ended.status(), await ended.text()).toBe(200);
    }
  }
});
