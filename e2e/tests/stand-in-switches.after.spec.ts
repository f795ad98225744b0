import { expect, test } from './support/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { messagesOf } from './support/messages.ts';
import { logIn, openDashboardPage, paidBooking, separateContext } from './support/signed-in-flows.ts';

/**
 * The SSL Wireless stand-in's switches answer the next SMS of the whole shop, whoever it is for: a test that
 * flips them would fail an SMS another test waits for (a sign-in code, a confirmation). Files named
 * `*.after.spec.ts` run in their own Playwright project once every other test has finished
 * (playwright.config.ts).
 */
test('an SMS the gateway refuses fails visibly, and the admin sends it again by hand', async ({ browser, request }) => {
  const admin = await separateContext(browser);
  const page = admin.page;
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await openDashboardPage(page, 'SMS stand-in');
  const switches = page.getByRole('region', { name: 'How the stand-in answers' });
  await switches.getByLabel('Answer to the next SMS').selectOption({ label: 'Answer an error code' });
  await switches.getByLabel('Error code').fill('4026');
  await switches.getByRole('button', { name: 'Save switches' }).click();
  await expect(switches.getByText('Now: Answer an error code (4026).')).toBeVisible();

  let rentalId = '';
  let customerName = '';
  try {
    const booked = await paidBooking(request, {
      pricePerHour: 90,
      bike: 'Refused',
      customer: 'Unlucky',
      startInMinutes: 600,
    });
    rentalId = booked.rentalId;
    customerName = booked.customer.name;
    await expect
      .poll(async () => (await messagesOf(request, rentalId)).find((m) => m.channel === 'sms')?.status)
      .toBe('failed');
  } finally {
    await switches.getByLabel('Answer to the next SMS').selectOption({ label: 'Deliver' });
    await switches.getByRole('button', { name: 'Save switches' }).click();
    await expect(switches.getByText('Now: Deliver. Switch it')).toBeVisible();
  }

  await openDashboardPage(page, 'Notifications');
  await page.getByLabel('Status').selectOption({ label: 'Failed' });
  const failed = page.getByRole('row').filter({ hasText: customerName });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('4026');
  await failed.getByRole('button', { name: `Retry: Booking confirmed to ${customerName}` }).click();
  await expect(page.getByText('Message queued to be sent again')).toBeVisible();

  await expect
    .poll(async () => (await messagesOf(request, rentalId)).find((m) => m.channel === 'sms')?.status)
    .toBe('sent');
  await page.getByLabel('Status').selectOption({ label: 'Sent' });
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: customerName }).filter({ hasText: 'SMS' })).toHaveCount(1);
  await admin.context.close();
});
