import { expect, test } from '@playwright/test';
import { appStarted } from './support/fixtures.ts';
import {
  apiToken,
  bookThroughDialog,
  dhakaWallClock,
  dhakaWallClockToUtcIso,
  finishCheckout,
  logIn,
  newBike,
  newCustomer,
  openDashboardPage,
  rowWith,
  separateContext,
} from './support/signed-in-flows.ts';

/** Booking from the bike page: checkouts that fail or are cancelled, refusals, and times from London. */
test.describe('booking a bike', () => {
  test('a cancelled checkout cancels the booking and says so', async ({ page, request }) => {
    const bike = await newBike(request, 150);
    const customer = await newCustomer(request);
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await bookThroughDialog(page, bike._id, dhakaWallClock(30));
    await finishCheckout(page, 'Cancel');
    await expect(
      page.getByText('You cancelled the advance payment, so the booking was cancelled. You can book again.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Rentals' })).toBeVisible();
    await expect(page.getByText('No unpaid data to show')).toBeVisible();
    // A booking that never became a rental is in the Cancelled tab (docs/decisions/008).
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(rowWith(page, bike.name).getByText('Cancelled.')).toBeVisible();
    await expect(rowWith(page, bike.name).getByText('Nothing to return')).toBeVisible();
    // The bike is free again.
    await page.goto(`/allbikes/${bike._id}`);
    await expect(page.getByText('Available For Booking')).toBeVisible();
  });

  test('a failed checkout cancels the booking and says so', async ({ page, request }) => {
    const bike = await newBike(request, 150);
    const customer = await newCustomer(request);
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await bookThroughDialog(page, bike._id, dhakaWallClock(30));
    await finishCheckout(page, 'Fail');
    await expect(
      page.getByText(
        'The advance payment failed, so the booking was cancelled and nothing was charged. You can book again.',
      ),
    ).toBeVisible();
    await expect(page.getByText('No unpaid data to show')).toBeVisible();
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(rowWith(page, bike.name).getByText('Cancelled.')).toBeVisible();
  });

  test('a customer who left the checkout pays the advance from My Rentals', async ({ page, request }) => {
    const bike = await newBike(request, 150);
    const customer = await newCustomer(request);
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await bookThroughDialog(page, bike._id, dhakaWallClock(30));
    // Walks away from the checkout without paying or cancelling: the bike stays held for a while.
    await page.goto('/dashboard');
    await openDashboardPage(page, 'My Rentals');
    const bookings = page.getByRole('region', { name: 'Bookings without a paid advance' });
    await expect(bookings.getByText('Awaiting the advance payment.')).toBeVisible();
    await bookings.getByRole('button', { name: `Pay advance for ${bike.name}` }).click();
    await page.waitForURL(/\/aamarpay\/paynow\.php\?track=/);
    await finishCheckout(page, 'Pay');
    await expect(
      page.getByText('Payment successful. Your booking is confirmed: the advance of 100 BDT is paid.'),
    ).toBeVisible();
    await expect(rowWith(page, bike.name).getByText('Not yet calculated')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bookings without a paid advance' })).toHaveCount(0);
  });

  test('a payment that arrives for a closed booking is reported as owed back, never as confirmed', async ({
    page,
    request,
  }) => {
    const bike = await newBike(request, 150);
    const customer = await newCustomer(request);
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await bookThroughDialog(page, bike._id, dhakaWallClock(30));
    const checkout = page.url();
    // The customer drops the booking (another tab, the phone) while its checkout is still open, then pays it.
    const auth = { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` };
    const rentals = (await (await request.get('/api/rentals', { headers: auth })).json()) as {
      data: { _id: string }[];
    };
    const cancelled = await request.post(`/api/rentals/${rentals.data[0]!._id}/cancel`, { headers: auth });
    expect(cancelled.status()).toBe(200);
    await page.goto(checkout);
    await finishCheckout(page, 'Pay');
    // Said as it happened: the booking had been cancelled (not "lapsed").
    await expect(
      page.getByText('We received your payment but the booking had been cancelled; 100 BDT will be returned'),
    ).toBeVisible();
    await expect(page.getByText(/Your booking is confirmed/)).toHaveCount(0);
  });

  test("shows the server's reason when the bike was just taken or the start time is out of range", async ({
    page,
    request,
  }) => {
    const bike = await newBike(request, 150);
    const customer = await newCustomer(request);
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await page.goto(`/allbikes/${bike._id}`);
    await appStarted(page);
    await page.getByRole('button', { name: 'Book Now !' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rent this bike now' });
    await expect(dialog.getByLabel('Advance payment')).toHaveValue('100 BDT Only');
    await expect(dialog.getByLabel('Advance payment')).toBeDisabled();
    await expect(dialog.getByText('Advance Payment of 100tk is required')).toBeVisible();

    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(dialog.getByText('Start time is required')).toBeVisible();

    await dialog.getByLabel('Start time (Dhaka time)').fill(dhakaWallClock(-60));
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    // The dialog checks the period rules itself (docs/product/booking-and-periods.md#periods) and says so next to the field.
    await expect(dialog.getByText('Start time cannot be in the past')).toBeVisible();

    // Someone else books it while the dialog is open.
    const other = await newCustomer(request, 'Quick');
    const otherToken = await apiToken(request, other.email, other.password);
    const taken = await request.post('/api/rentals', {
      headers: { authorization: `Bearer ${otherToken}` },
      data: { bikeId: bike._id, startTime: dhakaWallClockToUtcIso(dhakaWallClock(20)) },
    });
    expect(taken.status()).toBe(201);
    await dialog.getByLabel('Start time (Dhaka time)').fill(dhakaWallClock(30));
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    // A booking asked without a return ends at the bike's next booking, at most 14 days on (decision 021).
    await expect(dialog.getByRole('alert')).toHaveText(/^This bike is booked from .* to .*$/);
    await expect(page).toHaveURL(new RegExp(`/allbikes/${bike._id}$`));
  });

  test('a customer in London enters and sees Dhaka times', async ({ browser, request }) => {
    const bike = await newBike(request, 150);
    const customer = await newCustomer(request);
    const { page, context } = await separateContext(browser, { timezoneId: 'Europe/London' });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/London');
    await logIn(page, customer.email, customer.password, 'User Dashboard');

    const start = dhakaWallClock(45);
    await bookThroughDialog(page, bike._id, start);
    await finishCheckout(page, 'Pay');
    await expect(page.getByRole('heading', { name: 'My Rentals' })).toBeVisible();

    // The server got the instant the Dhaka wall-clock time names…
    const token = await apiToken(request, customer.email, customer.password);
    const rentals = (await (
      await request.get('/api/rentals', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { startTime: string; bike: { name: string } }[];
    };
    const rental = rentals.data.find((r) => r.bike.name === bike.name);
    expect(rental?.startTime.replace('.000Z', 'Z')).toBe(dhakaWallClockToUtcIso(start));

    // …and the table shows that same Dhaka time, not London's.
    const [date, time] = start.split('T') as [string, string];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const shown = `${(hour % 12 || 12).toString()}:${String(minute).padStart(2, '0')}\\s?${hour < 12 ? 'am' : 'pm'}`;
    const day = Number(date.split('-')[2]);
    const cell = rowWith(page, bike.name).getByRole('cell').nth(1);
    await expect(cell).toHaveText(new RegExp(`\\b${day}\\b.*${shown}`, 'i'));
    await context.close();
  });
});
