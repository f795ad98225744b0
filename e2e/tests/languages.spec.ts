import type { Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, scrollThrough } from './support/a11y.ts';
import { listBikes } from './support/api.ts';
import { BLOG_SLUGS } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

/** Bengali letters: a text in Bangla has some. */
const BANGLA = /[\u0980-\u09FF]/;

test.describe('a visitor whose browser prefers Bangla', () => {
  test.use({ locale: 'bn-BD' });

  test('lands on the Bangla pages, can switch to English, and the choice is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'সব বাইক' })).toHaveAttribute('href', '/bn/allbikes');

    await page.getByRole('link', { name: 'English (ইংরেজি)' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Bikes' })).toBeVisible();

    // Remembered: the browser still prefers Bangla, but the visitor chose English.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeVisible();
  });
});

test.describe('an English visitor', () => {
  test('switches to Bangla on the same page, and later visits follow the choice', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'বাংলা (Bangla)' }).click();
    await expect(page).toHaveURL(/\/bn\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BANGLA);

    await page.goto('/allbikes');
    await expect(page).toHaveURL(/\/bn\/allbikes$/);
    // Links inside the Bangla pages stay in Bangla.
    await page.getByRole('navigation').first().getByRole('link', { name: 'আমাদের কথা' }).click();
    await expect(page).toHaveURL(/\/bn\/about$/);
  });
});

test.describe('the Bangla pages on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'bn-BD' });

  const check = async (page: Page, path: string) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // A bike page's heading is the bike's name as the shop wrote it; its title says the rest in Bangla.
    await expect(page).toHaveTitle(BANGLA);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, path);
  };

  test('home, with every section, fits and is accessible', async ({ page }) => {
    await page.goto('/bn');
    await scrollThrough(page);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, '/bn');
  });

  test('All Bikes and a bike page fit and are accessible', async ({ page, request }) => {
    const [bike] = await listBikes(request);
    await check(page, '/bn/allbikes');
    await check(page, `/bn/allbikes/${bike!._id}`);
  });

  test('About, Contact and a blog article fit and are accessible', async ({ page }) => {
    await check(page, '/bn/about');
    await check(page, '/bn/contact');
    await check(page, `/bn/blogs/${BLOG_SLUGS[4]}`);
  });

  test('Login, Register and the missing page fit and are accessible', async ({ page }) => {
    await check(page, '/bn/login');
    await check(page, '/bn/register');
    await check(page, '/bn/no-such-page');
  });
});

test.describe('the banner video and the visitor’s data', () => {
  const videoRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (/\.mp4(\?|$)/.test(request.url())) seen.push(request.url());
    });
    return seen;
  };

  test('plays after the page has loaded on a fast connection', async ({ page }) => {
    const seen = videoRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('video')).toHaveAttribute('src', /banner-(mobile|desktop)\.mp4$/);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
  });

  test('is never fetched when the browser asks to save data', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    const seen = videoRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
    // The poster stands in for the video.
    await expect(page.locator('img[src^="/media/banner/banner-"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('video')).toHaveCount(0);
    expect(seen).toEqual([]);
  });

  test('a data-saving visitor who only reads downloads no script; the first key press brings the app', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // The rendered page is all there, and its links lead on, without any script.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All Bikes' }).first()).toHaveAttribute('href', '/allbikes');
    expect(scripts).toEqual([]);

    await page.keyboard.press('Tab');
    await expect.poll(() => scripts.some((path) => path.startsWith('/assets/index-'))).toBe(true);
    // The app has started: its buttons wait for it (docs/decisions/020-pages-rendered-on-the-server.md), then work.
    const themeToggle = page.getByRole('button', { name: 'Switch to dark theme' });
    await expect(themeToggle).toBeEnabled();
    await themeToggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\.mp4$/.test(path))).toBe(false);
  });

  test('is never fetched for a visitor who prefers less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const seen = videoRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('img[src^="/media/banner/banner-"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('video')).toHaveCount(0);
    expect(seen).toEqual([]);
  });
});
