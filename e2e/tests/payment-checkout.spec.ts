import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerCustomer } from './support/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';

/**
 * The aamarPay stand-in's checkout in a real browser: a booking made over the API is paid,
 * failed or cancelled on the checkout page, and the browser comes back to the dashboard the way
 * aamarPay returns it. The rental's state is then read back from the API.
 */
async function token(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function bookNewBike(request: APIRequestContext) {
  const admin = await token(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const bike = await request.post('/api/bikes', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      name: `Checkout Test ${Date.now()}`,
      brand: 'Hero',
      model: 'Hunk 150R',
      year: 2022,
      image: '/media/bikes/hero-hunk-150r.svg',
      pricePerHour: 170,
      description: 'Added by the checkout test.',
      cc: 150,
    },
  });
  expect(bike.status()).toBe(201);
  const bikeId = ((await bike.json()) as { data: { _id: string } }).data._id;
  const customer = await registerCustomer(request, 'checkout');
  const auth = { authorization: `Bearer ${await token(request, customer.email, customer.password)}` };
  // Starting now, on a whole minute (docs/product/booking-and-periods.md#states): once paid, the rental is out on rent at once.
  const startTime = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  const booked = await request.post('/api/rentals', { headers: auth, data: { bikeId, startTime } });
  expect(booked.status()).toBe(201);
  const { booking } = ((await booked.json()) as { data: { booking: { payment_url: string; rentalId: string } } }).data;
  const rental = async () => {
    const res = await request.get('/api/rentals?include=all', { headers: auth });
    return ((await res.json()) as { data: { _id: string; status: string; advancePayment: boolean }[] }).data.find(
      (r) => r._id === booking.rentalId,
    );
  };
  const bikeShown = async () =>
    ((await (await request.get(`/api/bikes/${bikeId}`)).json()) as { data: { isAvailable: boolean } }).data;
  return { booking, rental, bikeShown };
}

test.describe('the local aamarPay checkout', () => {
  test('Pay: the advance is verified and the booking is confirmed, the bike held for it', async ({ page, request }) => {
    const { booking, rental, bikeShown } = await bookNewBike(request);
    await page.goto(booking.payment_url);
    await expect(page.getByRole('heading', { name: 'aamarPay checkout' })).toBeVisible();
    await expect(page.getByText('100.00 BDT')).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    // Booked from now, waiting for its handover at the counter.
    expect(await rental()).toMatchObject({ status: 'booked', advancePayment: true });
    expect((await bikeShown()).isAvailable).toBe(false);
  });

  test('Fail: the booking is cancelled and the bike is free again', async ({ page, request }) => {
    const { booking, rental, bikeShown } = await bookNewBike(request);
    await page.goto(booking.payment_url);
    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    expect(await rental()).toMatchObject({ status: 'cancelled', advancePayment: false });
    expect((await bikeShown()).isAvailable).toBe(true);
  });

  test('Cancel: the booking is cancelled and the bike is free again', async ({ page, request }) => {
    const { booking, rental, bikeShown } = await bookNewBike(request);
    await page.goto(booking.payment_url);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    expect(await rental()).toMatchObject({ status: 'cancelled' });
    expect((await bikeShown()).isAvailable).toBe(true);
  });

  test('a used checkout link cannot be paid again', async ({ page, request }) => {
    const { booking } = await bookNewBike(request);
    await page.goto(booking.payment_url);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    const again = await page.goto(booking.payment_url);
    expect(again?.status()).toBe(409);
    await expect(page.getByRole('heading', { name: 'Payment already completed' })).toBeVisible();
  });
});
