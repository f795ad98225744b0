import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import {
  adminAuth,
  apiToken,
  dhakaWallClock,
  dhakaWallClockToUtcIso,
  logIn,
  newBike,
  newCustomer,
  openDashboardPage,
  paidBooking,
  payCheckoutOverApi,
  type Customer,
  type NewBike,
} from './support/signed-in-flows.ts';

/**
 * The owner's Reports page (docs/decisions/014-reports.md): the month's money moving with a customer's payments, the CSV files,
 * the chart library loaded with the page only, and axe, dark theme and 360 px. The shop's figures grow with
 * every test running beside this one (and with demo history), so nothing here reads an absolute total: only
 * the rows this test made, and figures that must have grown by at least what it paid.
 */

const BIKE_TABLE = 'How each bike did';

type Rental = { rentalId: string; customer: Customer; bike: NewBike; auth: { authorization: string } };

/** A new customer books a new bike from this minute (the booking is out on rent at once) and pays the advance. */
async function paidRental(request: APIRequestContext, pricePerHour = 150): Promise<Rental> {
  return paidBooking(request, { pricePerHour, bike: 'Report', startInMinutes: 0 });
}

async function openReports(page: Page) {
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await openDashboardPage(page, 'Reports');
  await page.getByRole('radio', { name: 'This month' }).check();
  await expect(page.getByRole('heading', { name: 'Money', level: 3 })).toBeVisible();
}

/** Asks for the report again and waits for the answer. */
async function refresh(page: Page) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/reports/summary') && r.ok());
  await page.getByRole('button', { name: 'Refresh report' }).click();
  await answered;
}

const taka = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The amount on the 'Collected' card. */
async function collectedCard(page: Page): Promise<number> {
  const card = page
    .getByRole('region', { name: 'Money' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: /^Collected$/ }) });
  return taka(await card.locator('dd').first().textContent());
}

/** The 'Collected' cell of `bike`'s row in the table of bikes. */
function bikeCollected(page: Page, bike: NewBike) {
  const row = page.getByRole('table', { name: BIKE_TABLE }).getByRole('row').filter({ hasText: bike.name });
  return row.getByRole('cell').nth(4);
}

test('collected grows by the advance and then by the balance a customer pays', async ({ page, request }) => {
  await openReports(page);
  const before = await collectedCard(page);

  // 3000 BDT an hour, so a few minutes cost more than the 100 BDT advance and leave a balance.
  const rental = await paidRental(request, 3000);
  await refresh(page);
  await expect(bikeCollected(page, rental.bike)).toHaveText('100 BDT');
  expect(await collectedCard(page)).toBeGreaterThanOrEqual(before + 100);

  const returned = await request.patch('/api/rentals/calculate', {
    headers: await adminAuth(request),
    data: { bookingId: rental.rentalId, bikeReturnTime: dhakaWallClockToUtcIso(dhakaWallClock(3)) },
  });
  expect(returned.status(), await returned.text()).toBe(200);
  const balance = ((await returned.json()) as { data: { totalCost: number } }).data.totalCost;
  expect(balance).toBeGreaterThan(0);
  const checkout = await request.post(`/api/rentals/${rental.rentalId}/payRental/${balance}`, { headers: rental.auth });
  expect(checkout.status(), await checkout.text()).toBe(200);
  await payCheckoutOverApi(request, ((await checkout.json()) as { data: { payment_url: string } }).data.payment_url);

  // Choosing the period again reads the report again.
  await page.getByRole('radio', { name: 'Today' }).check();
  await page.getByRole('radio', { name: 'This month' }).check();
  // Charged at least an hour (3,000 BDT), so the sum has a thousands separator.
  await expect(bikeCollected(page, rental.bike)).toHaveText(`${(100 + balance).toLocaleString('en-US')} BDT`);
  expect(await collectedCard(page)).toBeGreaterThanOrEqual(before + 100 + balance);
});

/** The id of the customer account with this e-mail, as the counter's search finds it. */
async function accountId(request: APIRequestContext, auth: { authorization: string }, email: string) {
  const found = await request.get(`/api/customers?search=${encodeURIComponent(email)}`, { headers: auth });
  expect(found.status(), await found.text()).toBe(200);
  const [account] = ((await found.json()) as { data: { _id: string }[] }).data;
  expect(account).toBeDefined();
  return account!._id;
}

test('splits the money by method and by who took it, and names both in the payments file', async ({
  page,
  request,
}) => {
  const admin = await adminAuth(request);
  const clerk = await newCustomer(request, 'Clerk');
  const promoted = await request.patch(`/api/users/${await accountId(request, admin, clerk.email)}/role`, {
    headers: admin,
    data: { role: 'staff' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  const staff = { authorization: `Bearer ${await apiToken(request, clerk.email, clerk.password)}` };
  const rider = await newCustomer(request, 'Walkin');
  const bike = await newBike(request, 150, 'Report');
  // A Send Money transaction ID of this run: 10 capitals and digits.
  const reference = `BK${Date.now().toString(36).toUpperCase()}`.slice(0, 10).padEnd(10, '7');
  const booked = await request.post('/api/counter/rentals', {
    headers: staff,
    data: {
      customerId: await accountId(request, staff, rider.email),
      bikeId: bike._id,
      startTime: dhakaWallClockToUtcIso(dhakaWallClock(24 * 60)),
      endTime: dhakaWallClockToUtcIso(dhakaWallClock(26 * 60)),
      payment: { method: 'bkash_send_money', amount: 100, reference },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const rentalId = ((await booked.json()) as { data: { rental: { _id: string } } }).data.rental._id;

  await openReports(page);
  const byReceiver = page.getByRole('table', { name: 'Collected by who received it' });
  await expect(byReceiver.getByRole('row').filter({ hasText: clerk.name })).toContainText('100 BDT');
  const bkash = page
    .getByRole('table', { name: 'Collected by method' })
    .getByRole('row')
    .filter({ hasText: 'bKash Send Money' });
  expect(taka(await bkash.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(100);

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download payments (CSV)' }).click();
  const lines = (await readFile(await (await saving).path())).subarray(3).toString('utf8').split('\r\n');
  expect(lines.find((line) => line.includes(rentalId))).toMatch(
    new RegExp(`,bkash_send_money,${reference},${clerk.name}$`),
  );
});

test('downloads the month’s rentals and payments as CSV with the test’s rental in them', async ({ page, request }) => {
  const rental = await paidRental(request);
  await openReports(page);

  for (const [kind, header, mustHold] of [
    [
      'rentals',
      'Rental ID,Customer,Customer e-mail,Customer phone,Bike,Start,Planned return,Returned at,Status,Price per hour (BDT),Charge (BDT),Advance paid (BDT),Balance (BDT),Balance paid,Refunds owed (BDT),Refunds paid back (BDT),Rental charge (BDT),Add-ons (BDT),Discount (BDT),Coupon,Late fee (BDT),Fuel (BDT),Helmets (BDT),Charges (BDT),Deposit (BDT),Deposit applied (BDT),Deposit returned (BDT)',
      [rental.rentalId, rental.customer.name, rental.bike.name],
    ],
    [
      'payments',
      'Payment ID,Rental ID,Customer,Customer e-mail,Bike,Purpose,Amount (BDT),Gateway,Status,Gateway transaction ID,Created,Settled,Refund,Method,Reference,Received by',
      [rental.rentalId, rental.customer.email, rental.bike.name, ',online,,'],
    ],
  ] as const) {
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${kind} (CSV)` }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^bond-${kind}-\\d{4}-\\d{2}-01-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(header);
    const row = lines.find((line) => line.includes(rental.rentalId)) ?? '';
    for (const text of mustHold) expect(row).toContain(text);
  }
});

test('the chart library is fetched with the Reports page, not before', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
  });
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome Page', level: 2 })).toBeVisible();
  const holdsCharts = async (urls: string[]) => {
    const found: string[] = [];
    for (const url of urls) if ((await (await request.get(url)).text()).includes('visx-axis')) found.push(url);
    return found;
  };
  const beforeReports = [...scripts];
  expect(beforeReports.length).toBeGreaterThan(0);
  expect(await holdsCharts(beforeReports)).toEqual([]);

  await openDashboardPage(page, 'Reports');
  await expect(page.getByRole('heading', { name: 'Money', level: 3 })).toBeVisible();
  const withReports = scripts.filter((url) => !beforeReports.includes(url));
  expect(await holdsCharts(withReports)).toHaveLength(1);
});

async function showTables(page: Page) {
  for (const toggle of await page.locator('summary', { hasText: 'Show as table' }).all()) await toggle.click();
  await expect(page.getByRole('table')).toHaveCount(6);
}

test('Reports is accessible in the light theme, custom range errors included', async ({ page, request }) => {
  await paidRental(request);
  await openReports(page);
  await expect(page.getByRole('img', { name: /^Busiest hours|^Paid bookings by the weekday/ })).toBeVisible();
  await showTables(page);
  await page.getByRole('radio', { name: 'Custom range' }).check();
  await page.getByLabel('To (Dhaka day, included)').fill('2020-01-01');
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByText('The last day must be the same as the first day or later')).toBeVisible();
  await expectAccessible(page, 'Reports (light)');
});

test('Reports is accessible in the dark theme and fits a 360 px phone', async ({ page, request }) => {
  await paidRental(request);
  await page.setViewportSize({ width: 360, height: 800 });
  await openReports(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await showTables(page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'Reports (dark, 360 px)');
});
