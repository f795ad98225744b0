import { expect, test } from '@playwright/test';
import { logIn, newCustomer } from './support/signed-in-flows.ts';

/** Sessions (docs/product/accounts-and-roles.md#sessions): protected routes, the cookie, logout and a session the server ends. */
test.describe('sessions', () => {
  test('protected routes send a visitor to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/booking');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login keeps the token in the authToken cookie for 7 days; logout ends the session', async ({
    page,
    request,
    context,
  }) => {
    const customer = await newCustomer(request);
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    const cookie = (await context.cookies()).find((c) => c.name === 'authToken');
    expect(cookie).toBeDefined();
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7.01);

    await page.goto('/booking');
    await expect(page.getByText('This is booking process page')).toBeVisible();

    // Logout reloads the page once the server has ended the session: wait for that reload first.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await reloaded;
    await expect(page.getByRole('link', { name: 'Login Now !' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'authToken')).toBeUndefined();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session the server no longer accepts ends with a message and the login page', async ({
    page,
    request,
    context,
  }) => {
    const customer = await newCustomer(request);
    await logIn(page, customer.email, customer.password, 'User Dashboard');
    // The token and the refresh cookie are no longer valid (as after a logout elsewhere or an expiry).
    await context.clearCookies();
    await context.addCookies([{ name: 'authToken', value: 'revoked.token.value', url: new URL(page.url()).origin }]);
    await page.reload();
    await expect(page.getByText('Your session has expired. Please log in again')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Login Now !' })).toBeVisible();
  });
});
