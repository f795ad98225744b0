import { expect, type Locator, type Page } from '@playwright/test';
import { appStarted, test } from './support/fixtures.ts';
import {
  adminAuth,
  dhakaWallClock,
  finishCheckout,
  logIn,
  newBike,
  newCustomer,
  uniqueTag,
} from './support/signed-in-flows.ts';

/**
 * Prices as a rider meets them (docs/product/money-and-refunds.md#prices-hours-days-and-weeks): a three-day
 * rental over a weekend dearer by a rule, a second helmet and a coupon pressed on the home page, priced line
 * by line in the booking dialog, paid, and the same lines on the receipt in English and in Bangla.
 *
 * The end-to-end shop has its demo rules off (tests/shop.setup.ts); this test makes a rule of its own for the
 * Friday and Saturday of a weekend more than a week ahead, which no other test books.
 */

/** The Dhaka date (YYYY-MM-DD) of the first Thursday at least 8 days ahead, and the two days after it. */
function weekendAhead(): { thursday: string; friday: string; saturday: string; sunday: string } {
  for (let days = 8; days < 15; days++) {
    const date = dhakaWallClock(days * 24 * 60).slice(0, 10);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 4) continue;
    const next = (n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    return { thursday: date, friday: next(1), saturday: next(2), sunday: next(3) };
  }
  throw new Error('no Thursday in the coming week');
}

/** The lines of a list of prices, term and amount, in order. */
async function linesOf(list: Locator): Promise<string[]> {
  return list
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((term) => `${term.textContent?.trim()} | ${term.nextElementSibling?.textContent?.trim()}`),
    );
}

async function pressHomeCoupon(page: Page, code: string) {
  await page.goto('/');
  await appStarted(page);
  await page
    .getByRole('region', { name: 'Coupons & Discounts' })
    .getByRole('button', { name: new RegExp(code) })
    .click();
  await expect(page).toHaveURL(/\/allbikes$/);
}

test('a weekend rental with a second helmet and a home-page coupon costs the same lines from dialog to receipt', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const days = weekendAhead();
  const tag = uniqueTag();
  const rule = await request.post('/api/price-rules', {
    headers: await adminAuth(request),
    data: {
      name: { en: `Weekend ${tag}`, bn: `সাপ্তাহিক ছুটি ${tag}` },
      kind: 'dates',
      from: days.friday,
      to: days.saturday,
      percent: 20,
    },
  });
  expect(rule.status(), await rule.text()).toBe(201);
  const bike = await newBike(request, 150, 'Weekender');
  const customer = await newCustomer(request, 'Weekend');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logIn(page, customer.email, customer.password, 'User Dashboard');

  // The coupon pressed on the home page is on the clipboard.
  await pressHomeCoupon(page, 'DIWALI10');

  await page.goto(`/allbikes/${bike._id}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Book Now !' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rent this bike now' });
  await dialog.getByLabel('Start time (Dhaka time)').fill(`${days.thursday}T10:00`);
  await dialog.getByLabel('Planned return (Dhaka time)').fill(`${days.sunday}T10:00`);
  await dialog.getByRole('combobox', { name: 'Second helmet, 50 BDT a day' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await dialog.getByLabel('Coupon code (optional)').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(dialog.getByLabel('Coupon code (optional)')).toHaveValue('DIWALI10');

  const price = dialog.getByRole('region', { name: 'Price estimate' });
  // 3 days at 8 hours' price; Friday and Saturday 20 % dearer; the helmet by the day; 10 % off the rent.
  const expected = [
    '3 days × 1,200 BDT | 3,600 BDT',
    `Weekend ${tag} +20% (2 days) | 480 BDT`,
    'Second helmet: 3 days × 50 BDT | 150 BDT',
    'Coupon DIWALI10: 10% off the rent | −408 BDT',
    'Total | 3,822 BDT',
    'Advance, paid now | −100 BDT',
    'Balance, paid after the return | 3,722 BDT',
  ];
  await expect.poll(() => linesOf(price.locator('dl'))).toEqual(expected);

  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/aamarpay\/paynow\.php\?track=/);
  await finishCheckout(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'My Rentals' })).toBeVisible();

  // The receipt, opened at its charges from My Rentals: the lines the dialog showed, the coupon taken once.
  await page
    .getByRole('link', { name: `Charges of ${bike.name}, line by line` })
    .first()
    .click();
  const charges = page.locator('[data-receipt] #charges dl');
  await expect.poll(() => linesOf(charges)).toEqual(expected.slice(0, 4));
  const receipt = new URL(page.url()).pathname;

  // The same lines in Bangla, said the Bangla way.
  await page.goto(`/bn${receipt}`);
  await expect
    .poll(() => linesOf(charges))
    .toEqual([
      '৩ দিন × ১,২০০৳ | ৩,৬০০৳',
      `সাপ্তাহিক ছুটি ${tag} +২০% (২ দিন) | ৪৮০৳`,
      'দ্বিতীয় হেলমেট: ৩ দিন × ৫০৳ | ১৫০৳',
      'কুপন DIWALI10: ভাড়ায় ১০% ছাড় | −৪০৮৳',
    ]);
});
