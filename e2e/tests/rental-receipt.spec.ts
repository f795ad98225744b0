import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import {
  logIn,
  newCustomer,
  openDashboardPage,
  paidBooking,
  payCheckoutOverApi,
  recordReturnNow,
  rowWith,
  type Customer,
  type NewBike,
} from './support/signed-in-flows.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { storedPhone } from './support/phones.ts';

/**
 * A rental's whole story: the customer's receipt from My Rentals, printed on one A4
 * page; the same rental for the admin from Return Bike; nobody else's business.
 */

type PaidRental = { customer: Customer; bike: NewBike; rentalId: string; charge: number; balance: number };

const taka = (amount: number) => `${amount.toLocaleString('en-US')} BDT`;

/**
 * A returned rental with both payments made, set up over the API: booked from a few minutes ago for an
 * hour at 3000 BDT an hour (so the few minutes cost more than the advance), the advance paid on the local
 * checkout, the return recorded now, and the rest paid.
 */
async function paidReturnedRental(request: APIRequestContext): Promise<PaidRental> {
  const { bike, customer, auth, rentalId } = await paidBooking(request, {
    pricePerHour: 3000,
    bike: 'Receipt',
    plannedMinutes: 60,
  });
  const { totalCost, rentalCharge } = await recordReturnNow(request, rentalId);
  expect(totalCost).toBeGreaterThan(0);

  const checkout = await request.post(`/api/rentals/${rentalId}/payRental/${totalCost}`, { headers: auth });
  expect(checkout.status(), await checkout.text()).toBe(200);
  await payCheckoutOverApi(request, ((await checkout.json()) as { data: { payment_url: string } }).data.payment_url);
  return { customer, bike, rentalId, charge: rentalCharge, balance: totalCost };
}

/** What the receipt says for `term` (its lists are term → definition). */
function line(page: Page, term: string) {
  return page
    .locator('[data-receipt] dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
}

const receiptPath = (rentalId: string) => `/dashboard/rentals/${rentalId}`;

/** The receipt's 'Charges': the charge's lines, as the booking's quote says them. */
const chargesList = (page: Page) => page.locator('[data-receipt] #charges');

/** The charge's lines, [words, taka], and that they add up to `charge`. */
async function expectLinesAddUpTo(page: Page, charge: number) {
  const charges = chargesList(page);
  await expect(charges.getByRole('heading', { name: 'Charges', level: 3 })).toBeVisible();
  const amounts = (await charges.locator('dd').allTextContents()).map((text) => Number(text.replace(/[^\d-]/g, '')));
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(charge);
  // A few minutes at 3000 BDT an hour: the shortest charge, an hour (a price rule of the day may add a line).
  await expect(charges.locator('dt').first()).toHaveText('1 hour, the shortest charge, at 3,000 BDT an hour');
}

// A4 at 96 dpi is 794 × 1123 px; the print stylesheet's margins are 12 mm (45 px) on every side.
const A4_PRINTABLE = { width: Math.floor(794 - 2 * 45.35), height: Math.floor(1123 - 2 * 45.35) };

test.describe('a rental’s receipt', () => {
  test('the customer opens it from My Rentals and it prints on one A4 page', async ({ page, request }) => {
    const rental = await paidReturnedRental(request);
    await logIn(page, rental.customer.email, rental.customer.password, 'User Dashboard');
    await openDashboardPage(page, 'My Rentals');
    await page.getByRole('tab', { name: 'Paid', exact: true }).click();
    await page.getByRole('link', { name: `Receipt for ${rental.bike.name}` }).click();

    await expect(page.getByRole('heading', { name: 'Rental receipt', level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(receiptPath(rental.rentalId));
    await expect(page.getByRole('heading', { name: 'Cost (final)' })).toBeVisible();
    await expect(line(page, 'Charge')).toHaveText(taka(rental.charge));
    await expect(line(page, 'Advance')).toHaveText('100 BDT');
    await expect(line(page, 'Balance')).toHaveText(`${taka(rental.balance)} · Paid`);
    await expect(line(page, 'Bike')).toContainText(rental.bike.name);
    await expectLinesAddUpTo(page, rental.charge);

    const payments = page.getByRole('region', { name: 'Payment attempts' });
    const advance = rowWith(page, 'Advance').filter({ has: page.getByRole('cell', { name: 'Advance', exact: true }) });
    const rest = rowWith(page, 'Rest of the rent');
    await expect(payments.getByRole('row')).toHaveCount(3);
    for (const [row, amount] of [
      [advance, 100],
      [rest, rental.balance],
    ] as const) {
      await expect(row.getByRole('cell', { name: taka(amount), exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: 'aamarPay', exact: true })).toBeVisible();
    }

    await test.step('printed: no navigation, black on white, one A4 page', async () => {
      await page.setViewportSize(A4_PRINTABLE);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Back to My Rentals' })).toBeHidden();
      const receipt = page.locator('[data-receipt]');
      await expect(receipt.getByText('Bond Bike Rental', { exact: true })).toBeVisible();
      const printed = await page.evaluate(() => {
        const article = document.querySelector('[data-receipt]') as HTMLElement;
        return {
          color: getComputedStyle(article).color,
          body: getComputedStyle(document.body).backgroundColor,
          bottom: article.getBoundingClientRect().bottom + window.scrollY,
          pageHeight: document.documentElement.scrollHeight,
        };
      });
      expect(printed.color).toBe('rgb(0, 0, 0)');
      expect(printed.body).toBe('rgb(255, 255, 255)');
      // Laid out at the printable width of A4, the whole page (the receipt is all that is left) is no
      // taller than the printable height of one sheet.
      expect(printed.bottom).toBeLessThanOrEqual(A4_PRINTABLE.height);
      expect(printed.pageHeight).toBeLessThanOrEqual(A4_PRINTABLE.height);
      // And Chromium's own print of it is one page.
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).toHaveLength(1);
    });
  });

  test('is accessible, light and dark, and fits a 360 px phone', async ({ page, request }) => {
    const rental = await paidReturnedRental(request);
    await logIn(page, rental.customer.email, rental.customer.password, 'User Dashboard');
    await page.goto(receiptPath(rental.rentalId));
    await expect(page.getByRole('heading', { name: 'Rental receipt', level: 1 })).toBeVisible();
    await expectAccessible(page, 'receipt (light)');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page, 'receipt (dark)');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('heading', { name: 'Rental receipt', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the customer reaches the charge’s lines from My Rentals’ Total Cost on a 360 px phone', async ({
    page,
    request,
  }) => {
    const rental = await paidReturnedRental(request);
    await page.setViewportSize({ width: 360, height: 800 });
    await logIn(page, rental.customer.email, rental.customer.password, 'User Dashboard');
    await openDashboardPage(page, 'My Rentals');
    await page.getByRole('tab', { name: 'Paid', exact: true }).click();
    await page.getByRole('link', { name: `Charges of ${rental.bike.name}, line by line` }).click();

    await expect(page.getByRole('heading', { name: 'Rental receipt', level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(receiptPath(rental.rentalId));
    await expect(chargesList(page)).toBeFocused();
    await expect(chargesList(page)).toBeInViewport();
    await expectLinesAddUpTo(page, rental.charge);
    await expectNoSidewaysScroll(page);
  });

  test('another customer is told it was not found', async ({ page, request }) => {
    const rental = await paidReturnedRental(request);
    const other = await newCustomer(request, 'Nosy');
    await logIn(page, other.email, other.password, 'User Dashboard');
    await page.goto(receiptPath(rental.rentalId));
    await expect(page.getByRole('heading', { name: 'This rental was not found' })).toBeVisible();
    await expect(page.getByText(rental.bike.name)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to My Rentals' }).click();
    await expect(page.getByRole('heading', { name: 'My Rentals', level: 2 })).toBeVisible();
  });

  test("the admin opens it from Return Bike and reaches the customer's e-mail and phone", async ({ page, request }) => {
    const rental = await paidReturnedRental(request);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
    await openDashboardPage(page, 'Return Bike');
    await rowWith(page, rental.customer.name)
      .getByRole('link', { name: `Details of ${rental.customer.name}’s rental of ${rental.bike.name}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Rental details', level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(receiptPath(rental.rentalId));
    const customer = line(page, 'Customer');
    await expect(customer.getByRole('link', { name: rental.customer.email })).toHaveAttribute(
      'href',
      `mailto:${rental.customer.email}`,
    );
    const phone = storedPhone(rental.customer.phone);
    await expect(customer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
    await expect(line(page, 'Balance')).toHaveText(`${taka(rental.balance)} · Paid`);
    await page.getByRole('link', { name: 'Back to Return Bike' }).click();
    await expect(page.getByRole('heading', { name: 'Return Bike', level: 2 })).toBeVisible();
  });
});
