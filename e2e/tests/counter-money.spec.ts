import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import {
  adminAuth,
  logIn,
  newCustomer,
  openDashboardPage,
  refundDue,
  separateContext,
} from './support/signed-in-flows.ts';

/** The id of the account with this e-mail, as an admin's search of the counter's customers finds it. */
async function accountId(request: APIRequestContext, email: string) {
  const found = await request.get(`/api/customers?search=${encodeURIComponent(email)}`, {
    headers: await adminAuth(request),
  });
  expect(found.status(), await found.text()).toBe(200);
  const [account] = ((await found.json()) as { data: { _id: string }[] }).data;
  expect(account).toBeDefined();
  return account!._id;
}

/**
 * Refunds paid in cash (docs/product/the-counter.md#refunds-paid-in-cash) and the tills of a day
 * (docs/product/the-counter.md#tills): a clerk pays a refund due back in cash, is told to open the till
 * first, opens it, pays, and the till's cash paid out goes up; the owner reads the clerk's till in the day's
 * tills.
 */
test('a clerk pays a refund back in cash from the till; the owner reads it in the day’s tills', async ({
  page,
  browser,
  request,
}) => {
  const clerk = await newCustomer(request, 'Cashier');
  const promoted = await request.patch(`/api/users/${await accountId(request, clerk.email)}/role`, {
    headers: await adminAuth(request),
    data: { role: 'staff' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  const owed = await refundDue(request);
  const amount = `${owed.amount} BDT`;

  const { context, page: counter } = await separateContext(browser, { width: 390 });
  try {
    await logIn(counter, clerk.email, clerk.password, 'Counter Dashboard');
    await openDashboardPage(counter, 'Refunds');
    const pay = counter.getByRole('button', { name: `Paid back in cash: ${amount} to ${owed.customer.name}` });
    const dialog = counter.getByRole('dialog', { name: 'Paid back in cash' });
    await pay.click();
    await expect(dialog.getByRole('combobox')).toHaveCount(0);
    await dialog.getByLabel('Receipt number or note').fill('Counter receipt 41');
    await expectAccessible(counter, 'the clerk’s cash refund dialog');
    await dialog.getByRole('button', { name: 'Confirm refund' }).click();
    // No till open today: the server's reason, and the refund stays due.
    await expect(dialog.getByRole('alert')).toContainText('Open your till for today before taking or paying out cash');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(pay).toBeVisible();

    await openDashboardPage(counter, 'Till');
    await counter.getByRole('button', { name: 'Open till' }).click();
    const opening = counter.getByRole('dialog', { name: 'Open till' });
    await opening.getByLabel('Cash in the drawer (BDT)').fill('300');
    await opening.getByRole('button', { name: 'Open till' }).click();
    await expect(counter.getByText('Cash expected in the drawer')).toBeVisible();

    await openDashboardPage(counter, 'Refunds');
    await pay.click();
    await dialog.getByLabel('Receipt number or note').fill('Counter receipt 41');
    await dialog.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(dialog).toBeHidden();
    await expect(pay).toHaveCount(0);

    await openDashboardPage(counter, 'Till');
    const figure = (term: string) => counter.getByText(term, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(figure('Cash paid out')).toHaveText(amount);
    await expect(figure('Cash expected in the drawer')).toHaveText(`${300 - owed.amount} BDT`);
  } finally {
    await context.close();
  }

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await openDashboardPage(page, 'Till');
  const tills = page.getByRole('table', { name: /^Tills of / });
  const row = tills.getByRole('row').filter({ hasText: clerk.name });
  await expect(row).toContainText('300 BDT');
  await expect(row.getByRole('cell').nth(4)).toHaveText(amount);
  await expect(row).toContainText('Open');
  await expectAccessible(page, 'the tills of the day');
});
