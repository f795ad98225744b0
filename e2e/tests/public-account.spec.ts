import { appStarted, expect, test } from './support/fixtures.ts';
import { listBikes, registerCustomer } from './support/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { uniquePhone } from './support/phones.ts';

test.describe('register and login', () => {
  test('register validates, then creates the account and goes to /login', async ({ page }) => {
    await page.goto('/register');
    // A press before the app has started sends the form to the server, which shows the page again.
    await appStarted(page);
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone is required',
      'Address is required',
      'Password is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const email = `new-${Date.now()}@bond-e2e.test`;
    await page.getByLabel('Name').fill('Nadia Karim');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill(uniquePhone());
    await page.getByLabel('Address').fill('Road 4, Banani, Dhaka');
    await page.getByLabel('Password').fill('nadia-rides-2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    // The same e-mail again is refused, in red and as a toast.
    await page.goto('/register');
    // A press before the app has started sends the form to the server, which shows the page again.
    await appStarted(page);
    await page.getByLabel('Name').fill('Nadia Karim');
    await page.getByLabel('Email').fill(email);
    // A number of its own, so that only the e-mail is taken.
    await page.getByLabel('Phone').fill(uniquePhone());
    await page.getByLabel('Address').fill('Road 4, Banani, Dhaka');
    await page.getByLabel('Password').fill('nadia-rides-2026');
    await page.getByRole('button', { name: 'Register' }).click();
    const inline = page.getByRole('alert').filter({ hasText: /.+/ }).first();
    await expect(inline).toBeVisible();
    const message = (await inline.textContent()) ?? '';
    await expect(page.getByText(message, { exact: true })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  });

  test('a wrong password shows the server message inline and as a toast', async ({ page }) => {
    await page.goto('/login');
    // A press before the app has started sends the form to the server, which shows the page again.
    await appStarted(page);
    await page.getByLabel('Email').fill('nobody@bond-e2e.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const inline = page.locator('form [role="alert"]');
    await expect(inline).toBeVisible();
    await expect(inline).toHaveClass(/text-red-700/);
    const message = (await inline.textContent()) ?? '';
    expect(message.length).toBeGreaterThan(5);
    await expect(page.getByText(message, { exact: true })).toHaveCount(2);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer logs in: token cookie for 7 days, Dashboard in the navbar, logout', async ({
    page,
    request,
    context,
  }) => {
    const { email, password } = await registerCustomer(request);
    await page.goto('/login');
    // A press before the app has started sends the form to the server, which shows the page again.
    await appStarted(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'authToken');
    expect(cookie).toBeDefined();
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login Now !' })).toHaveCount(0);

    // The session survives a reload (persisted state).
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();

    // Logout reloads the page once the server has ended the session: wait for that reload, so the
    // navigation below cannot collide with it.
    const reloaded = page.waitForEvent('load');
    await nav.getByRole('button', { name: 'Logout' }).click();
    await reloaded;
    await expect(nav.getByRole('link', { name: 'Login Now !' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'authToken')).toBeUndefined();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an admin pressing 'Book Now !' is told 'Admin is not allowed to book a bike'", async ({ page, request }) => {
    const bike = (await listBikes(request)).find((b) => b.isAvailable)!;
    await page.goto('/login');
    // A press before the app has started sends the form to the server, which shows the page again.
    await appStarted(page);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.goto(`/allbikes/${bike._id}`);
    await appStarted(page);
    await page.getByRole('button', { name: 'Book Now !' }).click();
    await expect(page.getByText('Admin is not allowed to book a bike')).toBeVisible();
  });
});
