import type { Browser, Page } from '@playwright/test';
import { listBikes } from './support/api.ts';
import { BLOG_SLUGS } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The public pages arrive as complete HTML from the server, in the page's language, and the app
 * then hydrates them. With JavaScript off, what a visitor reads is all there.
 */
async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The page's structured data blocks, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('pages that arrive rendered', () => {
  test('home carries every section’s words, the bikes and its head before any script runs', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ride Dhaka your way, by the hour');
      await expect(page.getByRole('heading', { name: 'Featured Bikes' })).toBeVisible();
      await expect(page.getByText(/\d+ BDT/).first()).toBeVisible();
      for (const section of ['Coupons & Discounts', 'Blogs'])
        await expect(page.getByRole('region', { name: section })).toBeAttached();
      await expect(page.getByRole('link', { name: /Read Full Blog/ })).toHaveCount(4);
      await expect(page).toHaveTitle('Bond Bike Rental');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
      await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', /\/bn$/);
      // The banner's poster is the largest paint: the head asks for it first, and for no bike picture.
      const imagePreloads = await page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(imagePreloads).toContain('/media/banner/banner-mobile.webp');
      expect(imagePreloads.filter((href) => href?.startsWith('/media/bikes/'))).toEqual([]);
      const shop = (await structuredData(page)).find((data) => data['@type'] === 'LocalBusiness');
      expect(shop).toMatchObject({
        name: 'Bond Bike Rental',
        openingHoursSpecification: [{ opens: '10:00', closes: '20:00' }],
      });
    });
  });

  test('All Bikes and a bike page carry their bikes; the bike page its offer in BDT', async ({ browser, request }) => {
    const bikes = await listBikes(request);
    const [bike] = bikes;
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/allbikes');
      await expect(page.getByRole('heading', { level: 1, name: 'All Bikes' })).toBeVisible();
      await expect(page.getByText(bike!.name).first()).toBeVisible();
      // Every bike, not only the first screenful of six (the demo shop has more; other tests add and delete
      // bikes meanwhile, so the exact count is not stable).
      expect(bikes.length).toBeGreaterThan(7);
      expect(await page.locator('main article').count()).toBeGreaterThan(7);

      await page.goto(`/bn/allbikes/${bike!._id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(bike!.name);
      const product = (await structuredData(page)).find((data) => data['@type'] === 'Product');
      expect(product).toMatchObject({
        offers: { '@type': 'Offer', price: bike!.pricePerHour, priceCurrency: 'BDT' },
      });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/bn/allbikes/${bike!._id}$`),
      );
    });
  });

  test('About, a blog article, Login and the missing page in Bangla, with a 404 for the missing one', async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      for (const path of ['/bn/about', `/bn/blogs/${BLOG_SLUGS[0]}`, '/bn/login', '/bn/register', '/bn/contact']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/[\u0980-\u09FF]/);
        await expect(page, path).toHaveTitle(/বন্ড বাইক রেন্টাল/);
      }
      const missing = await page.goto('/bn/no-such-page');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
      // A bike or an article that does not exist is Not Found too, and says so to crawlers.
      for (const path of ['/allbikes/00000000-0000-4000-8000-000000000000', '/bn/blogs/no-such-article']) {
        const unknown = await page.goto(path);
        expect(unknown?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/^Not Found$|[\u0980-\u09FF]/);
      }
    });
  });

  test('hydrates without a mismatch and then works as the app', async ({ page }) => {
    // The fixture fails the test on any page error or console error (a hydration mismatch is both).
    await page.goto('/bn/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
    await page.getByRole('navigation').first().getByRole('link', { name: 'সব বাইক' }).click();
    await expect(page).toHaveURL(/\/bn\/allbikes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'সব বাইক' })).toBeVisible();
    await expect(page).toHaveTitle('সব বাইক | বন্ড বাইক রেন্টাল');
    // The visitor chose Bangla by coming to a Bangla page: the home page comes in Bangla too, and works.
    await page.goto('/');
    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator('video')).toBeAttached();
  });

  test('hydrating keeps every element the server rendered, so a tap while the app starts is never lost', async ({
    page,
    request,
  }) => {
    // A part of the page replaced as the app starts (a spinner flashed in while data is asked again, say)
    // takes the element under a visitor's finger away between its press and its release: the tap is lost.
    // The elements the server sent must be the ones the app goes on with.
    const bike = (await listBikes(request))[0]!;
    const pages = [
      '/allbikes/6f1c8a8e-1111-4222-8333-444455556666',
      `/allbikes/${bike._id}`,
      '/allbikes',
      '/',
      '/bn/about',
      `/blogs/${BLOG_SLUGS[0]}`,
      '/contact',
      '/login',
    ];
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const main = document.getElementById('main');
        const rendered = main ? [...main.querySelectorAll('h1, a, button, img')] : [];
        Object.assign(window, { renderedElements: rendered });
      });
    });
    for (const path of pages) {
      await page.goto(path);
      // The app has taken the page over: the menu button is enabled once hydrated.
      await expect(page.locator('header button[aria-controls]')).toBeEnabled();
      // Whatever the app asks again after hydrating has been answered and shown.
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const rendered = (window as unknown as { renderedElements: Element[] }).renderedElements;
        return { count: rendered.length, lost: rendered.filter((element) => !element.isConnected).length };
      });
      expect(kept.count, path).toBeGreaterThan(0);
      expect(kept.lost, `elements of ${path} replaced after hydrating`).toBe(0);
    }
  });
});
