import { expectAccessible } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { mailTo } from './support/mail.ts';
import { messagesOf } from './support/messages.ts';
import { logIn, openDashboardPage, paidBooking, separateContext } from './support/signed-in-flows.ts';

/**
 * What the shop tells customers, seen by the admin. The shop runs with the SSL Wireless
 * stand-in and a real SMTP server beside it (peers/smtp-peer.mjs). The test that flips the stand-in's
 * switches is in stand-in-switches.after.spec.ts, which runs after every other test.
 */

test('a customer books and pays; the admin sees the confirmation sent by SMS and by e-mail, with the receipt', async ({
  browser,
  request,
}) => {
  // Booked over the API and paid on the stand-in's checkout, as the browser would (the booking dialog has
  // its own specs): this test is about what the shop says afterwards.
  const { bike, customer } = await paidBooking(request, {
    pricePerHour: 140,
    bike: 'Notified',
    startInMinutes: 24 * 60,
    plannedMinutes: 120,
    // A new address gets nothing but its verification link until it is opened (decision 023).
    verifyEmail: true,
  });

  // The worker sends within a second or two of the payment: the verification link came first.
  const mail = () => mailTo(customer.email);
  await expect.poll(() => mail().length).toBe(2);
  const [, raw = ''] = mail();
  expect(raw).toMatch(new RegExp(`^Subject: Booking confirmed: ${bike.name}`, 'm'));
  expect(raw).toMatch(/filename=.?receipt-[0-9a-f]{8}\.html/);

  const admin = await separateContext(browser);
  await logIn(admin.page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await openDashboardPage(admin.page, 'Notifications');
  const rows = admin.page
    .getByRole('table', { name: 'Messages to customers' })
    .getByRole('row')
    .filter({ hasText: customer.name })
    .filter({ hasText: 'Booking confirmed' });
  await expect(async () => {
    await admin.page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(rows.filter({ hasText: 'SMS' }).filter({ hasText: 'Sent' })).toHaveCount(1, { timeout: 1000 });
    await expect(rows.filter({ hasText: 'E-mail' }).filter({ hasText: 'Sent' })).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  await expect(rows.first()).toContainText('Booking confirmed');
  await expectAccessible(admin.page, 'notifications');

  // The SMS's text, as sent.
  await rows
    .filter({ hasText: 'SMS' })
    .getByRole('button', { name: `Show text: Booking confirmed to ${customer.name}` })
    .click();
  const dialog = admin.page.getByRole('dialog', { name: 'Booking confirmed' });
  await expect(dialog).toContainText(`${bike.name} is booked for you`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await admin.context.close();
});

test('the SMS stand-in page lists what it "delivered", each SMS once', async ({ browser, request }) => {
  const { rentalId, bike, customer } = await paidBooking(request, {
    pricePerHour: 95,
    bike: 'Delivered',
    startInMinutes: 900,
    plannedMinutes: 60,
  });
  await expect
    .poll(async () => (await messagesOf(request, rentalId)).find((m) => m.channel === 'sms')?.status)
    .toBe('sent');
  const admin = await separateContext(browser);
  await logIn(admin.page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await openDashboardPage(admin.page, 'SMS stand-in');
  const delivered = admin.page
    .getByRole('table', { name: 'SMS the stand-in received' })
    .getByRole('row')
    .filter({ hasText: bike.name });
  await expect(delivered).toHaveCount(1);
  // The MSISDN of the customer's number (`8801…`).
  await expect(delivered).toContainText(`88${customer.phone}`);
  await expectAccessible(admin.page, 'sms stand-in');
  await admin.context.close();
});
