import { appStarted, expect, test } from './support/fixtures.ts';
import { expectAccessible, expectNoSidewaysScroll, useDarkTheme } from './support/a11y.ts';
import { BLOG_SLUGS } from './support/env.ts';

test.describe('about', () => {
  test('has tagline, mission, vision, a team of four, history, milestones, contacts and location', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Bond Bike Rental');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const title of [
      'Our Mission',
      'Our Vision',
      'Meet Our Team',
      'Our History',
      'Milestones',
      'Contact Information',
      'Our Location',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const team = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('listitem');
    await expect(team).toHaveCount(4);
    for (const member of await team.all()) {
      await expect(member.getByRole('img')).toBeVisible();
      await expect(member.getByRole('heading', { level: 3 })).not.toBeEmpty();
    }
    await expect(page.getByText('September 2024').first()).toBeVisible();
    for (const label of ['Phone', 'Toll-free', 'Fax', 'Hours']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    // Every picture on the page is shipped with the shop (same origin, and it loads).
    const sources = await page
      .locator('img')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThanOrEqual(6);
    const broken: string[] = [];
    for (const src of sources) {
      expect(new URL(src).origin).toBe(new URL(page.url()).origin);
      if (!(await page.request.get(src)).ok()) broken.push(src);
    }
    expect(broken).toEqual([]);
  });
});

test.describe('contact', () => {
  test('validates, sends the message and thanks the sender', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Saturday to Thursday 10am to 8pm')).toBeVisible();
    await expect(page.getByText('Toll-free', { exact: true })).toBeVisible();
    await expect(page.getByText('Address', { exact: true })).toBeVisible();

    // The form's checks are the app's: a press before it has started sends the form to the server instead.
    await appStarted(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();

    await page.getByLabel('Name').fill('Tahmid');
    await page.getByLabel('Email').fill('tahmid@example.com');
    await page.getByLabel('Message').fill('Can I rent a scooter for a whole week?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank You Tahmid ! For Messaging Us')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});

test.describe('blogs', () => {
  test('all twelve articles are real pages with their own title, description and picture', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const slug of BLOG_SLUGS) {
      await page.goto(`/blogs/${slug}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const title = (await heading.textContent()) ?? '';
      expect(title).not.toBe('Not Found');
      await expect(page).toHaveTitle(`${title} | Bond Bike Rental`);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length, slug).toBeGreaterThan(50);
      titles.add(title);
      descriptions.add(description);

      const picture = page.locator('article img').first();
      await expect(picture).toHaveAttribute('src', `/media/blogs/${slug}.svg`);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const words = (await page.locator('article').innerText()).split(/\s+/).filter(Boolean).length;
      expect(words, `${slug} has ${words} words`).toBeGreaterThanOrEqual(400);
    }
    expect(titles.size).toBe(12);
    expect(descriptions.size).toBe(12);
  });

  test("an unknown article reads 'Not Found'", async ({ page }) => {
    await page.goto('/blogs/no-such-article');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  });
});

test.describe('not found', () => {
  test("an unknown address reads 'Not Found' with 'Go Back To Home'", async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Bikes' })).toBeVisible();
  });
});

const PAGES = ['/about', '/contact', '/login', '/register', '/blogs/bike-safety-tips', '/does-not-exist'];

for (const theme of ['light', 'dark'] as const) {
  test(`information pages are accessible and fit a 360 px phone in the ${theme} theme`, async ({ page }) => {
    if (theme === 'dark') await useDarkTheme(page);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `${path} (${theme})`);
    }
  });
}

// One test per article: all of them in one test outgrew its time-out on a busy machine.
for (const slug of BLOG_SLUGS) {
  test(`the blog article ${slug} is accessible`, async ({ page }) => {
    await page.goto(`/blogs/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `/blogs/${slug}`);
  });
}
