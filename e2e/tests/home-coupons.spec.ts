import type { Browser, Page } from '@playwright/test';
import { appStarted, expect, test } from './support/fixtures.ts';

/**
 * Home's coupons come from the shop's price lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons):
 * the demo seed's switched-on coupons, rendered with the page, each copying its code and opening the bike search.
 */

/** The coupon calls a page makes from now on. */
function couponCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/coupons')) calls.push(request.url());
  });
  return calls;
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const cases = [
  {
    path: '/',
    region: 'Coupons & Discounts',
    code: 'DIWALI10',
    search: /\/allbikes$/,
    heading: 'All Bikes',
    copied: 'Code DIWALI10 copied',
  },
  {
    path: '/bn',
    region: 'কুপন ও ছাড়',
    code: 'EID25',
    search: /\/bn\/allbikes$/,
    heading: 'সব বাইক',
    copied: 'কোড EID25 কপি হয়েছে',
  },
];

test.describe('home’s coupons', () => {
  for (const { path, region, code, search, heading, copied } of cases) {
    test(`on ${path}, a coupon arrives with the page; pressed, its code is on the clipboard and the search opens`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const calls = couponCalls(page);
      await page.goto(path);
      await appStarted(page);
      const coupons = page.getByRole('region', { name: region });
      await coupons.getByRole('button', { name: new RegExp(code) }).click();

      await expect(page).toHaveURL(search);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      // The coupons came inside the rendered page: the browser never asked for them.
      expect(calls).toEqual([]);
    });
  }

  test('are in the HTML before any script runs, in the page’s language, the switched-off ones left out', async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/');
      const english = page.getByRole('region', { name: 'Coupons & Discounts' });
      const diwali = english.getByRole('button', { name: /DIWALI10/ });
      await expect(diwali).toContainText('10% OFF');
      await expect(diwali).toContainText('Get 10% off on rentals of 200tk or more');
      await expect(diwali).toContainText('Minimum rental: 200tk');
      await expect(diwali).toContainText(/Valid from \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}/);
      for (const code of ['NEWYEAR15', 'EID25', 'SAVE50'])
        await expect(english.getByRole('button', { name: new RegExp(code) })).toBeVisible();
      for (const code of ['HOLI20', 'CHRISTMAS30']) await expect(english).not.toContainText(code);

      await page.goto('/bn');
      const bangla = page.getByRole('region', { name: 'কুপন ও ছাড়' });
      const eid = bangla.getByRole('button', { name: /EID25/ });
      await expect(eid).toContainText('২৫% ছাড়');
      await expect(eid).toContainText('৳৩৯৯ বা তার বেশি ভাড়ায় পান ২৫% ছাড়');
      await expect(eid).toContainText('সর্বনিম্ন ভাড়া: ৩৯৯ টাকা');
      await expect(eid).toContainText(/[০-৯]+ \S+, [০-৯]{4} থেকে [০-৯]+ \S+, [০-৯]{4} পর্যন্ত চালু/);
    });
  });
});
