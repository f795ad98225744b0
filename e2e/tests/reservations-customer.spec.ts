import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { appStarted } from './support/fixtures.ts';
import {
  apiToken,
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

/**
 * Reservations by time, as customers walk them (docs/product/booking-and-periods.md): periods booked days ahead through the bike page,
 * a clash refused with the server's words, the availability strip, Dhaka times in a London browser, and
 * extending and cancelling from My Rentals. Dates are computed from now on Dhaka's calendar, so the spec
 * passes any day.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A Dhaka calendar date 'YYYY-MM-DD' as the shop writes it: 'Fri 27 Nov'. */
function shopDayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${day} ${MONTHS[month - 1]}`;
}

/** The dialog 'Rent this bike now' filled with a period of one Dhaka day, from and to 'HH:mm'. */
async function fillBooking(page: Page, bikeId: string, date: string, from: string, to: string) {
  await page.goto(`/allbikes/${bikeId}`);
  await expect(page.getByRole('heading', { name: 'When it is free' })).toBeVisible();
  await appStarted(page);
  await page.getByRole('button', { name: 'Book Now !' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rent this bike now' });
  await dialog.getByLabel('Start time (Dhaka time)').fill(`${date}T${from}`);
  await dialog.getByLabel('Planned return (Dhaka time)').fill(`${date}T${to}`);
  return dialog;
}

async function bookAndPay(page: Page, bikeId: string, date: string, from: string, to: string) {
  const dialog = await fillBooking(page, bikeId, date, from, to);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/aamarpay\/paynow\.php\?track=/);
  await finishCheckout(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'My Rentals' })).toBeVisible();
}

/** Books a period of one Dhaka day through the API and pays its advance on the stand-in's checkout page. */
async function payForPeriod(
  page: Page,
  request: APIRequestContext,
  customer: { email: string; password: string },
  bikeId: string,
  date: string,
  from: string,
  to: string,
) {
  const res = await request.post('/api/rentals', {
    headers: { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` },
    data: {
      bikeId,
      startTime: dhakaWallClockToUtcIso(`${date}T${from}`),
      endTime: dhakaWallClockToUtcIso(`${date}T${to}`),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { booking } = ((await res.json()) as { data: { booking: { payment_url: string } } }).data;
  await page.goto(booking.payment_url);
  await finishCheckout(page, 'Pay');
}

const upcoming = (page: Page) => page.getByRole('region', { name: 'Upcoming and current rentals' });

test.describe('reservations by time', () => {
  // The second customer's browser is in London: every time on the page is still Dhaka's (docs/product/booking-and-periods.md#shop-time).
  test.use({ timezoneId: 'Europe/London' });

  test('a customer books a period through the dialog; a London customer books the touching one in Dhaka time', async ({
    page,
    browser,
    request,
  }) => {
    // Two customers (or an admin and a customer), each signing in and paying through the stand-in's checkout:
    // a long flow, given the time the whole-rental test has.
    test.setTimeout(90_000);
    const bike = await newBike(request, 150, 'Reserve');
    const [first, second] = await Promise.all([newCustomer(request, 'Early'), newCustomer(request, 'Later')]);
    // Three days ahead on Dhaka's calendar: more than 24 hours away whenever the test runs.
    const date = dhakaWallClock(3 * 24 * 60).slice(0, 10);
    const day = shopDayLabel(date);

    // The first customer (in Dhaka, on a 360 px phone) books 10:00 am to 2:00 pm and pays the advance.
    const early = await separateContext(browser, { width: 360 });
    await logIn(early.page, first.email, first.password, 'User Dashboard');
    const firstDialog = await fillBooking(early.page, bike._id, date, '10:00', '14:00');
    const quote = firstDialog.getByRole('region', { name: 'Price estimate' });
    await expect(quote.getByText('4 hours at 150 BDT an hour')).toBeVisible();
    await expect(quote.getByText('Total').locator('xpath=following-sibling::dd[1]')).toHaveText('600 BDT');
    await expect(
      quote.getByText('Balance, paid after the return').locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('500 BDT');
    await expect(
      firstDialog.getByText(
        'Cancel 24 hours or more before the start and the 100 BDT advance is returned; later, it is kept.',
      ),
    ).toBeVisible();
    await expect(firstDialog.getByLabel('Advance payment')).toHaveValue('100 BDT Only');
    await firstDialog.getByRole('button', { name: 'Pay Now' }).click();
    await early.page.waitForURL(/\/aamarpay\/paynow\.php\?track=/);
    await finishCheckout(early.page, 'Pay');
    await expect(upcoming(early.page).getByText(`${day}, 10:00 am to 2:00 pm`)).toBeVisible();
    await early.context.close();

    // The second customer, in London, books the touching period 2:00 pm to 6:00 pm (Dhaka time).
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/London');
    await logIn(page, second.email, second.password, 'User Dashboard');
    await bookAndPay(page, bike._id, date, '14:00', '18:00');
    const secondItem = upcoming(page).getByRole('listitem').filter({ hasText: bike.name });
    await expect(secondItem.getByText(`${day}, 2:00 pm to 6:00 pm`)).toBeVisible();
    await expect(secondItem.getByText('Booked', { exact: true })).toBeVisible();
    // The strip in London reads Dhaka's day and times.
    await page.goto(`/allbikes/${bike._id}`);
    await expect(
      page.getByRole('button', { name: `${day}: booked 10:00 am to 6:00 pm, free otherwise` }),
    ).toBeVisible();
  });

  test('a third customer sees both bookings on the strip and is refused an overlapping period', async ({
    browser,
    request,
  }) => {
    const bike = await newBike(request, 150, 'Strip');
    const [first, second, third] = await Promise.all([
      newCustomer(request, 'Early'),
      newCustomer(request, 'Later'),
      newCustomer(request, 'Third'),
    ]);
    const date = dhakaWallClock(3 * 24 * 60).slice(0, 10);
    const day = shopDayLabel(date);
    // Two touching paid bookings, made through the API and the stand-in's checkout page.
    const late = await separateContext(browser, { width: 360 });
    await payForPeriod(late.page, request, first, bike._id, date, '10:00', '14:00');
    await payForPeriod(late.page, request, second, bike._id, date, '14:00', '18:00');

    // The third customer (Dhaka, 360 px) sees both bookings on the strip and is refused an overlapping period.
    await logIn(late.page, third.email, third.password, 'User Dashboard');
    await late.page.goto(`/allbikes/${bike._id}`);
    const strip = late.page.getByRole('list', { name: 'The next 14 days' });
    await expect(strip.getByRole('button')).toHaveCount(14);
    const busyDay = strip.getByRole('button', { name: `${day}: booked 10:00 am to 6:00 pm, free otherwise` });
    await expect(busyDay).toBeVisible();
    await expect(late.page.getByText('Free now', { exact: true })).toBeVisible();
    await appStarted(late.page);
    await busyDay.click();
    await expect(busyDay).toHaveAttribute('aria-pressed', 'true');
    await expect(
      late.page.getByText(`${day}: booked 10:00 am to 6:00 pm, free otherwise`, { exact: true }),
    ).toBeVisible();
    await expectAccessible(late.page, 'bike page with the availability strip');
    await expectNoSidewaysScroll(late.page);

    const thirdDialog = await fillBooking(late.page, bike._id, date, '13:00', '15:00');
    await thirdDialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(thirdDialog.getByRole('alert')).toHaveText(`This bike is booked from ${day}, 10:00 am to 2:00 pm`);
    await expect(late.page).toHaveURL(new RegExp(`/allbikes/${bike._id}$`));
    await expectAccessible(late.page, 'booking dialog with a refusal');
    await expectNoSidewaysScroll(late.page);
    expect((await thirdDialog.boundingBox())?.width).toBeLessThanOrEqual(360);
    // A planned return before the start is refused next to the field, before asking the server.
    await thirdDialog.getByLabel('Planned return (Dhaka time)').fill(`${date}T09:00`);
    await thirdDialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(thirdDialog.getByText('The planned return must be at least 1 hour after the start')).toBeVisible();
    await late.context.close();
  });

  test('a customer cannot extend into the next booking: the server’s words, in the dialog', async ({
    page,
    browser,
    request,
  }) => {
    // Two customers (or an admin and a customer), each signing in and paying through the stand-in's checkout:
    // a long flow, given the time the whole-rental test has.
    test.setTimeout(90_000);
    const bike = await newBike(request, 150, 'Extend');
    const [first, second] = await Promise.all([newCustomer(request, 'Early'), newCustomer(request, 'Later')]);
    const date = dhakaWallClock(3 * 24 * 60).slice(0, 10);
    const day = shopDayLabel(date);
    // Two touching paid bookings, made through the API and the stand-in's checkout page.
    const early = await separateContext(browser, { width: 360 });
    await logIn(early.page, first.email, first.password, 'User Dashboard');
    await payForPeriod(early.page, request, first, bike._id, date, '10:00', '14:00');
    await logIn(page, second.email, second.password, 'User Dashboard');
    await payForPeriod(page, request, second, bike._id, date, '14:00', '18:00');

    await early.page.goto('/dashboard');
    await openDashboardPage(early.page, 'My Rentals');
    await expectNoSidewaysScroll(early.page);
    await upcoming(early.page)
      .getByRole('button', { name: `Extend ${bike.name}` })
      .click();
    const extend = early.page.getByRole('dialog', { name: 'Extend the rental' });
    await extend.getByLabel('New planned return (Dhaka time)').fill(`${date}T15:00`);
    await extend.getByRole('button', { name: 'Extend' }).click();
    await expect(extend.getByRole('alert')).toHaveText(`This bike is booked from ${day}, 2:00 pm to 6:00 pm`);
    await expectAccessible(early.page, 'extend dialog with a refusal');
    await expectNoSidewaysScroll(early.page);
    await early.page.keyboard.press('Escape');
    await expect(extend).toBeHidden();
    await early.context.close();
  });

  test('a customer extends into free time', async ({ page, request }) => {
    const bike = await newBike(request, 150, 'Extend free');
    const customer = await newCustomer(request, 'Free');
    const date = dhakaWallClock(3 * 24 * 60).slice(0, 10);
    const day = shopDayLabel(date);
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await payForPeriod(page, request, customer, bike._id, date, '14:00', '18:00');

    await page.goto('/dashboard');
    await openDashboardPage(page, 'My Rentals');
    await upcoming(page)
      .getByRole('button', { name: `Extend ${bike.name}` })
      .click();
    const extend = page.getByRole('dialog', { name: 'Extend the rental' });
    await extend.getByLabel('New planned return (Dhaka time)').fill(`${date}T19:00`);
    await expect(extend.getByText(`New period: ${day}, 2:00 pm to 7:00 pm (5 hours)`)).toBeVisible();
    await extend.getByRole('button', { name: 'Extend' }).click();
    await expect(extend).toBeHidden();
    const item = upcoming(page).getByRole('listitem').filter({ hasText: bike.name });
    await expect(item.getByText(`${day}, 2:00 pm to 7:00 pm`)).toBeVisible();
  });

  test('cancelling three days ahead owes the advance back and frees the period on the strip', async ({
    page,
    request,
  }) => {
    const bike = await newBike(request, 150, 'Cancel');
    const customer = await newCustomer(request, 'Early');
    const date = dhakaWallClock(3 * 24 * 60).slice(0, 10);
    const day = shopDayLabel(date);
    await payForPeriod(page, request, customer, bike._id, date, '10:00', '14:00');
    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await openDashboardPage(page, 'My Rentals');

    // The customer cancels three days ahead: the dialog says the advance comes back, and it is owed.
    await upcoming(page)
      .getByRole('button', { name: `Cancel booking of ${bike.name}` })
      .click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(
      cancel.getByText(
        `${bike.name}, ${day}, 10:00 am to 2:00 pm. You are cancelling 24 hours or more before the start, so the 100 BDT advance will be returned to you.`,
      ),
    ).toBeVisible();
    await expectAccessible(page, 'cancel booking dialog');
    await expectNoSidewaysScroll(page);
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel).toBeHidden();
    await expect(upcoming(page)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(rowWith(page, bike.name).getByText('Cancelled.')).toBeVisible();
    await expect(rowWith(page, bike.name).getByText('Money will be returned: 100 BDT')).toBeVisible();

    // The freed period shows on the strip: the day is free.
    await page.goto(`/allbikes/${bike._id}`);
    await expect(page.getByRole('button', { name: `${day}: free all day` })).toBeVisible();
  });

  test('the bike search lists only the bikes free for the time chosen', async ({ page, request }) => {
    const bike = await newBike(request, 150, 'Search');
    const customer = await newCustomer(request, 'Holder');
    const date = dhakaWallClock(2 * 24 * 60).slice(0, 10);
    // A booking from 10:00 am to 2:00 pm holds the bike (awaiting its advance, which is enough to hold it).
    const held = await request.post('/api/rentals', {
      headers: { authorization: `Bearer ${await apiToken(request, customer.email, customer.password)}` },
      data: {
        bikeId: bike._id,
        startTime: dhakaWallClockToUtcIso(`${date}T10:00`),
        endTime: dhakaWallClockToUtcIso(`${date}T14:00`),
      },
    });
    expect(held.status(), await held.text()).toBe(201);

    await page.goto('/allbikes');
    // Typed into the rendered page before the app starts, the name was lost when it took over the field.
    await appStarted(page);
    const search = page.getByRole('search', { name: 'Bike filters' });
    await search.getByRole('searchbox', { name: 'Search by name' }).fill(bike.name);
    await expect(page.getByRole('heading', { name: bike.name, level: 3 })).toBeVisible();

    await search.getByLabel('Free from (Dhaka time)').fill(`${date}T11:00`);
    await expect(page.getByText('Choose both "Free from" and "Until" to search by time')).toBeVisible();
    await search.getByLabel('Until (Dhaka time)').fill(`${date}T12:00`);
    await expect(page.getByText('No bikes found. Try Searching anything else..')).toBeVisible();

    await search.getByLabel('Free from (Dhaka time)').fill(`${date}T14:00`);
    await search.getByLabel('Until (Dhaka time)').fill(`${date}T16:00`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: bike.name }) });
    await expect(card.getByText('Free for the time you chose')).toBeVisible();
    await expectAccessible(page, 'bike search by time');
  });

  test('the strip and the booking dialog in the dark theme', async ({ page, request }) => {
    const bike = await newBike(request, 150, 'Dark');
    const customer = await newCustomer(request, 'Night');
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.goto(`/allbikes/${bike._id}`);
    await expect(page.getByRole('list', { name: 'The next 14 days' }).getByRole('button')).toHaveCount(14);
    await expectAccessible(page, 'bike page with the strip (dark)');
    const dialog = await fillBooking(page, bike._id, dhakaWallClock(2 * 24 * 60).slice(0, 10), '10:00', '09:00');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(dialog.getByText('The planned return must be at least 1 hour after the start')).toBeVisible();
    await expectAccessible(page, 'booking dialog with a field error (dark)');
  });
});
