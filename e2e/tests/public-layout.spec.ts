import { expect, test } from './support/fixtures.ts';

test.describe('layout', () => {
  test('navbar and footer links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Bond Bike Rental' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['All Bikes', '/allbikes'],
      ['Contact Us', '/contact'],
      ['About Us', '/about'],
      ['Login Now !', '/login'],
    ]) {
      await expect(nav.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    const footerNav = footer.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['All Bikes', '/allbikes'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/allbikes'],
      ['Terms of Service', '/about'],
    ]) {
      await expect(footerNav.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByText('Bond Bike Rental').first()).toBeVisible();
    await expect(footer.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    const social = footer.getByRole('link', { name: /opens in a new tab/ });
    await expect(social).toHaveCount(2);
    for (const link of await social.all()) await expect(link).toHaveAttribute('href', /^https:\/\//);
  });

  test('the theme toggle has a name, flips the theme and is remembered', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('on a phone the links sit behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'All Bikes', exact: true })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'All Bikes', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('a keyboard user can skip to the content', async ({ page }) => {
    await page.goto('/allbikes');
    await expect(page.getByRole('heading', { level: 1, name: 'All Bikes' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the pages are served with the right titles and a robots.txt', async ({ page, request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain('User-agent: *');
    for (const [path, title] of [
      ['/allbikes', 'All Bikes | Bond Bike Rental'],
      ['/contact', 'Contact Us | Bond Bike Rental'],
      ['/login', 'Login | Bond Bike Rental'],
      ['/register', 'Register | Bond Bike Rental'],
    ]) {
      await page.goto(path!);
      await expect(page).toHaveTitle(title!);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });
});
