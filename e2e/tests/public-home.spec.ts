import { expect, test } from './support/fixtures.ts';
import { expectAccessible, expectNoSidewaysScroll, scrollThrough, useDarkTheme } from './support/a11y.ts';
import { listBikes } from './support/api.ts';

test.describe('home', () => {
  test('has every section of the spec, in a page that reads top to bottom', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Bond Bike Rental');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Dhaka/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await scrollThrough(page);

    for (const title of [
      'Featured Bikes',
      'Offers To Grab Right Now !',
      'Coupons & Discounts',
      'Search Your Desired Bikes',
      'Why Choose Us',
      'Customer Testimonials',
      'Blogs',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }

    // Featured Bikes: the last five available bikes of the list.
    const bikes = await listBikes(request);
    const featured = bikes
      .filter((b) => b.isAvailable)
      .slice(-5)
      .map((b) => b.name);
    const featuredSection = page.getByRole('region', { name: 'Featured Bikes' });
    await expect(featuredSection.getByRole('heading', { level: 3 })).toHaveText(featured);

    // Why Choose Us: the six titles of the spec.
    const why = page.getByRole('region', { name: 'Why Choose Us' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Best Prices',
      'Wide Selection',
      'Excellent Customer Service',
      'Flexible Rental Plans',
      'High-Quality Well-Maintained Bikes',
      'Convenient Locations',
    ]);

    await expect(page.getByRole('region', { name: 'Customer Testimonials' }).getByRole('listitem')).toHaveCount(6);

    // Offers: the first four, each leading to /allbikes.
    const offers = page.getByRole('region', { name: 'Offers To Grab Right Now !' });
    await expect(offers.getByRole('article')).toHaveCount(4);
    const hurry = offers.getByRole('link', { name: 'Hurry Up ! Take A Rent Now..' });
    await expect(hurry).toHaveCount(4);
    for (const link of await hurry.all()) await expect(link).toHaveAttribute('href', '/allbikes');

    // Blogs: the first four articles.
    const blogs = page.getByRole('region', { name: 'Blogs' });
    await expect(blogs.getByRole('link', { name: /Read Full Blog/ })).toHaveCount(4);
    await expect(blogs.getByRole('link', { name: /Read Full Blog/ }).first()).toHaveAttribute(
      'href',
      '/blogs/choosing-perfect-rental-bike',
    );
  });

  test('plays the banner video muted, looping, without controls: desktop file on large screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', '/media/banner/banner-desktop.mp4');
    await expect(video).toHaveAttribute('poster', '/media/banner/banner-desktop.webp');
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      autoplay: v.autoplay,
      controls: v.controls,
    }));
    expect(state).toEqual({ muted: true, loop: true, autoplay: true, controls: false });
    const media = await page.request.get('/media/banner/banner-desktop.mp4');
    expect(media.ok()).toBe(true);
    expect((await media.body()).length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });

  test('uses the mobile banner file on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.locator('video')).toHaveAttribute('src', '/media/banner/banner-mobile.mp4');
    await expect(page.locator('video')).toHaveAttribute('poster', '/media/banner/banner-mobile.webp');
    const media = await page.request.get('/media/banner/banner-mobile.mp4');
    expect((await media.body()).length).toBeLessThanOrEqual(700 * 1024);
  });

  test('a blog teaser opens its article', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    const blogs = page.getByRole('region', { name: 'Blogs' });
    await blogs
      .getByRole('link', { name: /Read Full Blog/ })
      .nth(1)
      .click();
    await expect(page).toHaveURL(/\/blogs\/scenic-bike-routes$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`is accessible and fits a 360 px phone in the ${theme} theme`, async ({ page }) => {
      if (theme === 'dark') await useDarkTheme(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/');
      await scrollThrough(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `/ (${theme})`);
    });
  }
});
