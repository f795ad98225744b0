/**
 * Helpers for the signed-in specs: accounts and bikes made over the API (each test makes its own, so tests
 * run in parallel), logging in through the login page, booking through the bike page and walking the
 * local aamarPay checkout.
 */
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env.ts';
import { appStarted } from './fixtures.ts';
import { verifyThroughLink } from './mail.ts';
import { uniquePhone } from './phones.ts';

let counter = 0;
/** A short, unique tag for names and e-mails made by this test run. */
export function uniqueTag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `login of ${email}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

export async function adminAuth(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, ADMIN_EMAIL, ADMIN_PASSWORD)}` };
}

/** `phone`: as it was typed at sign-up (the shop stores it as `+880…`, phones.ts's `storedPhone`). */
export type Customer = { name: string; email: string; password: string; phone: string };

/** A new customer account with a name that is unique in the shop. */
export async function newCustomer(request: APIRequestContext, first = 'Rider'): Promise<Customer> {
  const tag = uniqueTag();
  const customer = {
    name: `${first} ${tag}`,
    email: `${first.toLowerCase()}-${tag}@bond-e2e.test`,
    password: 'e2e-password-123',
    phone: uniquePhone(),
  };
  const res = await request.post('/api/auth/signup', {
    data: { ...customer, address: 'Road 9/A, Dhanmondi', role: 'user' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return customer;
}

export type NewBike = { _id: string; name: string; pricePerHour: number };

/** A new bike added by the admin over the API. */
export async function newBike(request: APIRequestContext, pricePerHour: number, label = 'Cruiser'): Promise<NewBike> {
  const name = `E2E ${label} ${uniqueTag()}`;
  const res = await request.post('/api/bikes', {
    headers: await adminAuth(request),
    data: {
      name,
      brand: 'Hero',
      model: 'Hunk 150R',
      year: 2023,
      image: '/media/bikes/hero-hunk-150r.svg',
      pricePerHour,
      description: 'Added by an end-to-end test.',
      cc: 150,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as { data: NewBike }).data };
}

const DHAKA_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The `datetime-local` value of Dhaka's wall clock at `minutesFromNow` (what a Dhaka customer would type). */
export function dhakaWallClock(minutesFromNow: number, now = Date.now()): string {
  const parts = Object.fromEntries(
    DHAKA_PARTS.formatToParts(new Date(now + minutesFromNow * 60_000)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A `datetime-local` value read on Dhaka's clock (UTC+6, no daylight saving) → the UTC ISO instant. */
export function dhakaWallClockToUtcIso(value: string): string {
  return new Date(`${value}:00+06:00`).toISOString().replace('.000Z', 'Z');
}

/** Logs in through the login page and waits for the dashboard. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  heading: 'User Dashboard' | 'Admin Dashboard' | 'Counter Dashboard',
) {
  await page.goto('/login');
  // A press before the app has started sends the form to the server, which shows the page again.
  await appStarted(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** A browser context of its own (cookies and storage apart from the other person's). */
export async function separateContext(browser: Browser, options: { timezoneId?: string; width?: number } = {}) {
  const context: BrowserContext = await browser.newContext({
    timezoneId: options.timezoneId ?? 'Asia/Dhaka',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  return { context, page: await context.newPage() };
}

/** Opens the bike page, books it for `startWallClock` (Dhaka time) and waits for the checkout page. */
export async function bookThroughDialog(page: Page, bikeId: string, startWallClock: string) {
  await page.goto(`/allbikes/${bikeId}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Book Now !' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rent this bike now' });
  await dialog.getByLabel('Start time (Dhaka time)').fill(startWallClock);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/aamarpay\/paynow\.php\?track=/);
  await expect(page.getByRole('heading', { name: 'aamarPay checkout' })).toBeVisible();
}

/** Presses Pay, Fail or Cancel on the stand-in's checkout and waits for the dashboard. */
export async function finishCheckout(page: Page, button: 'Pay' | 'Fail' | 'Cancel') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Opens a dashboard page from the sidebar. */
export async function openDashboardPage(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard pages' })
    .getByRole('button', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
}

/** The table row that mentions `text`. */
export function rowWith(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/** Presses Pay on the stand-in's checkout over HTTP and posts its return form, as the browser would. */
export async function payCheckoutOverApi(request: APIRequestContext, paymentUrl: string) {
  const url = new URL(paymentUrl);
  const track = url.searchParams.get('track') ?? '';
  expect((await request.get(url.pathname + url.search)).ok()).toBe(true);
  const pressed = await request.post(url.pathname, { form: { track, action: 'pay' }, maxRedirects: 0 });
  const page = await pressed.text();
  const target = /<form id="return" method="post" action="([^"]+)"/.exec(page)?.[1];
  expect(target, 'the checkout answers a return form').toBeTruthy();
  const fields = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  const back = new URL((target ?? '').replaceAll('&amp;', '&'));
  const landed = await request.post(back.pathname + back.search, { form: fields, maxRedirects: 0 });
  expect(landed.headers().location).toContain('payment=success');
}

/**
 * Money the shop owes a new customer (docs/product/money-and-refunds.md#refunds-due): a rental of a few minutes at 60 BDT an hour costs less than
 * the 100 BDT advance, so its return leaves a refund due (negative_balance).
 */
export async function refundDue(request: APIRequestContext) {
  const { customer, bike, rentalId } = await paidBooking(request, {
    pricePerHour: 60,
    bike: 'Refund',
    customer: 'Owed',
  });
  const { totalCost } = await recordReturnNow(request, rentalId);
  expect(totalCost).toBeLessThan(0);
  return { customer, bike, rentalId, amount: -totalCost };
}

/**
 * A new customer books a new bike over the API and pays the advance on the stand-in's checkout. It starts
 * `startInMinutes` from now on a whole minute (a few minutes ago by default: out on rent at once) and is
 * open-ended unless `plannedMinutes` is given.
 */
export async function paidBooking(
  request: APIRequestContext,
  o: {
    pricePerHour: number;
    bike: string;
    customer?: string;
    startInMinutes?: number;
    plannedMinutes?: number;
    /** The customer opens the link of the verification e-mail first, so the shop's e-mail reaches them. */
    verifyEmail?: boolean;
  },
) {
  const bike = await newBike(request, o.pricePerHour, o.bike);
  const customer = await newCustomer(request, o.customer ?? o.bike);
  if (o.verifyEmail) await verifyThroughLink(request, customer.email);
  const auth = { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` };
  const startTime = dhakaWallClockToUtcIso(dhakaWallClock(o.startInMinutes ?? -3));
  const endTime =
    o.plannedMinutes === undefined
      ? {}
      : { endTime: new Date(Date.parse(startTime) + o.plannedMinutes * 60_000).toISOString().replace('.000Z', 'Z') };
  const booked = await request.post('/api/rentals', {
    headers: auth,
    data: { bikeId: bike._id, startTime, ...endTime },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = ((await booked.json()) as { data: { booking: { payment_url: string; rentalId: string } } }).data;
  await payCheckoutOverApi(request, booking.payment_url);
  return { bike, customer, auth, rentalId: booking.rentalId };
}

/** An admin records the return of `rentalId` now (2 minutes ahead, within the grace); what it cost. */
export async function recordReturnNow(request: APIRequestContext, rentalId: string) {
  const returned = await request.patch('/api/rentals/calculate', {
    headers: await adminAuth(request),
    data: { bookingId: rentalId, bikeReturnTime: dhakaWallClockToUtcIso(dhakaWallClock(2)) },
  });
  expect(returned.status(), await returned.text()).toBe(200);
  return ((await returned.json()) as { data: { totalCost: number; rentalCharge: number } }).data;
}
