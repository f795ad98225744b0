import { expectAccessible } from './support/a11y.ts';
import { appStarted, expect, test } from './support/fixtures.ts';
import { decodedMail, mailTo, verificationLinkFor } from './support/mail.ts';
import { uniquePhone } from './support/phones.ts';
import { logIn, openDashboardPage, uniqueTag } from './support/signed-in-flows.ts';

/**
 * Decision 023: a new account's address gets its verification link and nothing else; the link opens the
 * verify page, which says so, and View Profile then says the address is verified.
 */
test('register, open the link of the verification e-mail, and the address is verified', async ({ page }) => {
  const tag = uniqueTag();
  const email = `verify-${tag}@bond-e2e.test`;
  await page.goto('/register');
  await appStarted(page);
  await page.getByLabel('Name').fill(`Nadia ${tag}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(uniquePhone());
  await page.getByLabel('Address').fill('Road 4, Banani, Dhaka');
  await page.getByLabel('Password').fill('nadia-rides-2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const link = await verificationLinkFor(email);
  const [mail = ''] = mailTo(email).map(decodedMail);
  expect(mail).toMatch(/^Subject: Bond Bike Rental: please verify your e-mail address/m);
  expect(mail).not.toContain(`Nadia ${tag}`);

  // Before the link is opened, View Profile says so and offers to send it again.
  await logIn(page, email, 'nadia-rides-2026', 'User Dashboard');
  await openDashboardPage(page, 'View Profile');
  await expect(page.getByText(/^Not verified yet: open the link we sent to this address/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail', level: 1 })).toBeVisible();
  await expect(page.getByText(`Your e-mail address ${email} is verified.`)).toBeVisible();
  await expectAccessible(page, 'verify email');
  await page.getByRole('link', { name: 'Go to View Profile' }).click();
  await expect(page.getByRole('heading', { name: 'View Profile', level: 2 })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);

  // A link that was changed says so, in Bangla on the Bangla page.
  const forged = new URL(link);
  forged.pathname = '/bn/verify-email';
  forged.searchParams.set('token', `${forged.searchParams.get('token')}x`);
  await page.goto(forged.toString());
  await expect(page.getByRole('alert')).toContainText('এই লিংকটি সঠিক নয়');
});
