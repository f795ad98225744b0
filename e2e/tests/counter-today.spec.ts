import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { storedPhone } from './support/phones.ts';
import {
  adminAuth,
  apiToken,
  dhakaWallClock,
  dhakaWallClockToUtcIso,
  logIn,
  newBike,
  newCustomer,
  openDashboardPage,
  rowWith,
  separateContext,
} from './support/signed-in-flows.ts';

/**
 * The counter's day (docs/product/the-counter.md#the-counters-day, #payment-link-by-sms): a clerk books a
 * walk-in without the advance, finds the booking under Today's bookings to hand over, takes the advance there
 * by bKash Send Money with its transaction ID, and sends another customer whose booking waits for its advance
 * a payment link, which reaches the customer's phone (the SSL Wireless stand-in's deliveries).
 */
test('a clerk takes a held booking’s advance by Send Money from Today and sends another a payment link', async ({
  browser,
  request,
}) => {
  const clerk = await newCustomer(request, 'Clerk');
  const walkIn = await newCustomer(request, 'Walkin');
  const other = await newCustomer(request, 'Later');
  const admin = await adminAuth(request);
  const idOf = async (email: string, password: string) => {
    const me = await request.get('/api/users/me', {
      headers: { authorization: `Bearer ${await apiToken(request, email, password)}` },
    });
    return ((await me.json()) as { data: { _id: string } }).data._id;
  };
  const clerkId = await idOf(clerk.email, clerk.password);
  const made = await request.patch(`/api/users/${clerkId}/role`, { headers: admin, data: { role: 'staff' } });
  expect(made.status(), await made.text()).toBe(200);
  const staff = { authorization: `Bearer ${await apiToken(request, clerk.email, clerk.password)}` };

  // Both bookings start within the half hour, so on today's list unless Dhaka's midnight comes first.
  const start = dhakaWallClock(30);
  const onNextDay = start.slice(0, 10) !== dhakaWallClock(0).slice(0, 10);
  const bike = await newBike(request, 150, 'Today');
  const otherBike = await newBike(request, 150, 'Link');
  const waiting = await request.post('/api/counter/rentals', {
    headers: staff,
    data: {
      customerId: await idOf(other.email, other.password),
      bikeId: otherBike._id,
      startTime: dhakaWallClockToUtcIso(start),
      endTime: dhakaWallClockToUtcIso(dhakaWallClock(150)),
    },
  });
  expect(waiting.status(), await waiting.text()).toBe(201);
  const waitingId = ((await waiting.json()) as { data: { rental: { _id: string } } }).data.rental._id;

  const { context, page: counter } = await separateContext(browser, { width: 360 });
  try {
    await logIn(counter, clerk.email, clerk.password, 'Counter Dashboard');

    // The walk-in's booking, made at the counter with the advance later: held 15 minutes.
    await openDashboardPage(counter, 'Customers');
    await counter.getByRole('searchbox', { name: 'Phone, name or e-mail' }).fill(walkIn.phone);
    await rowWith(counter, walkIn.name)
      .getByRole('button', { name: `Book a bike for ${walkIn.name}` })
      .click();
    const booking = counter.getByRole('dialog', { name: `Book a bike for ${walkIn.name}` });
    await booking.getByLabel('Bike').selectOption(bike._id);
    await booking.getByLabel('Start time (Dhaka time)').fill(start);
    await booking.getByLabel('Planned return (Dhaka time)').fill(dhakaWallClock(150));
    await booking.getByLabel('Advance of 100 BDT').selectOption('later');
    await booking.getByRole('button', { name: 'Book and hold 15 minutes' }).click();
    await expect(booking).toBeHidden();

    // Today: the booking waits to be handed over, its advance due.
    await openDashboardPage(counter, 'Today');
    await expect(counter.getByText(/^Today, /)).toBeVisible();
    if (onNextDay) await counter.getByRole('button', { name: 'Next day' }).click();
    const handOver = counter.getByRole('region', { name: /^To hand over/ });
    const card = handOver.getByRole('listitem').filter({ hasText: walkIn.name });
    await expect(card).toContainText(storedPhone(walkIn.phone));
    await expect(card).toContainText(bike.name);
    await expect(card).toContainText('Awaiting advance');
    await expect(card).toContainText('Due now: 100 BDT');
    await expectAccessible(counter, 'the counter’s day');
    await expectNoSidewaysScroll(counter);

    await card.getByRole('button', { name: `Take advance from ${walkIn.name}` }).click();
    const payment = counter.getByRole('dialog', { name: 'Take the advance' });
    await payment.getByLabel('Paid by').selectOption('bkash_send_money');
    const reference = `BK${Date.now().toString(36).toUpperCase().slice(-8)}`;
    await payment.getByLabel('Transaction ID').fill(reference);
    await expectAccessible(counter, 'the payment dialog');
    await payment.getByRole('button', { name: 'Record 100 BDT' }).click();
    await expect(payment).toBeHidden();
    await expect(counter.getByText('Payment recorded')).toBeVisible();
    await expect(card).toContainText('Booked');
    await expect(card.getByRole('button', { name: `Take advance from ${walkIn.name}` })).toHaveCount(0);

    const found = await request.get(`/api/customers?search=${walkIn.phone}`, { headers: staff });
    const [rider] = ((await found.json()) as { data: { _id: string }[] }).data;
    const rentals = await request.get(`/api/rentals/all?customer=${rider?._id}&include=all`, { headers: admin });
    const [rental] = ((await rentals.json()) as { data: { _id: string; status: string }[] }).data;
    expect(rental).toMatchObject({ status: 'booked' });
    const story = await request.get(`/api/rentals/${rental?._id}`, { headers: admin });
    expect(((await story.json()) as { data: { payments: unknown[] } }).data.payments).toMatchObject([
      { gateway: 'bkash_send_money', gatewayTxnId: reference, status: 'paid' },
    ]);

    // The other booking still waits for its advance: the customer gets the link by SMS.
    const sent = new Date(Date.now() - 1000);
    const otherCard = handOver.getByRole('listitem').filter({ hasText: other.name });
    await otherCard.getByRole('button', { name: `Send ${other.name} a payment link` }).click();
    await expect(counter.getByText(`Payment link sent by SMS to ${storedPhone(other.phone)}`)).toBeVisible();
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/sms-standin/deliveries?pageSize=50', { headers: admin });
          const { data } = (await res.json()) as { data: { msisdn: string; sms: string; receivedAt: string }[] };
          return data.find((d) => d.msisdn === `88${other.phone}` && new Date(d.receivedAt) >= sent)?.sms ?? '';
        },
        { message: `the payment link SMS to ${other.phone}`, timeout: 15_000 },
      )
      .toContain(`pay the 100 BDT advance for ${otherBike.name}`);
    const deliveries = await request.get('/api/sms-standin/deliveries?pageSize=50', { headers: admin });
    const { data } = (await deliveries.json()) as { data: { msisdn: string; sms: string }[] };
    expect(data.find((d) => d.msisdn === `88${other.phone}`)?.sms).toContain(`/r/${waitingId.slice(0, 8)}`);

    // The same page in the dark theme, on the phone's width (loaded afresh: no toast over the toggle).
    await counter.reload();
    await counter.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(counter.locator('html')).toHaveClass(/dark/);
    await openDashboardPage(counter, 'Today');
    if (onNextDay) await counter.getByRole('button', { name: 'Next day' }).click();
    await expect(otherCard).toContainText('Awaiting advance');
    await expectAccessible(counter, 'the counter’s day (dark)');
    await expectNoSidewaysScroll(counter);
  } finally {
    await context.close();
  }
});
