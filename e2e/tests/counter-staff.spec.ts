import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { storedPhone, uniquePhone } from './support/phones.ts';
import {
  adminAuth,
  apiToken,
  dhakaWallClock,
  logIn,
  newBike,
  newCustomer,
  openDashboardPage,
  rowWith,
  separateContext,
  uniqueTag,
} from './support/signed-in-flows.ts';

/**
 * The counter (docs/product/the-counter.md#staff, #walk-ins, #tills): the owner makes an account staff; the
 * staff member's dashboard finds a customer by a phone number typed any way, adds a walk-in rider who has none,
 * opens the day's till, books a bike for the walk-in with the advance in cash, and closes the till with the
 * cash expected.
 */
test('the owner makes a clerk staff, who adds a walk-in by phone, books with cash and closes the till', async ({
  page,
  browser,
  request,
}) => {
  const clerk = await newCustomer(request, 'Clerk');
  const regular = await newCustomer(request, 'Regular');

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await openDashboardPage(page, 'User Management');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(clerk.email);
  const row = rowWith(page, clerk.email);
  await row.getByRole('button', { name: `Make ${clerk.name} staff` }).click();
  await page.getByRole('dialog', { name: 'Make staff?' }).getByRole('button', { name: 'Yes, make staff' }).click();
  await expect(row.getByRole('cell', { name: 'Staff', exact: true })).toBeVisible();

  const { context, page: counter } = await separateContext(browser, { width: 390 });
  try {
    await logIn(counter, clerk.email, clerk.password, 'Counter Dashboard');
    const pages = counter.getByRole('navigation', { name: 'Dashboard pages' });
    await expect(pages.getByRole('button', { name: 'User Management' })).toHaveCount(0);
    await openDashboardPage(counter, 'Customers');
    const search = counter.getByRole('searchbox', { name: 'Phone, name or e-mail' });

    // The regular's number read out with the country code and spaces.
    const spoken = `+880 ${regular.phone.slice(1, 5)} ${regular.phone.slice(5)}`;
    await search.fill(spoken);
    await expect(rowWith(counter, regular.name)).toBeVisible();
    await expect(counter.getByRole('row')).toHaveCount(2);

    // A rider with no account: not found, then added with the number typed in the search.
    const walkIn = { name: `Walk-in ${uniqueTag()}`, phone: uniquePhone() };
    await search.fill(walkIn.phone);
    await expect(counter.getByText(`No customer matches “${walkIn.phone}”`)).toBeVisible();
    await counter.getByRole('button', { name: 'New customer' }).click();
    const dialog = counter.getByRole('dialog', { name: 'New customer' });
    await expect(dialog.getByLabel('Mobile number')).toHaveValue(walkIn.phone);
    await dialog.getByLabel('Name').fill(walkIn.name);
    await expectAccessible(counter, 'the new customer form');
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowWith(counter, walkIn.name)).toContainText(storedPhone(walkIn.phone));

    // The same number again is refused: a number belongs to one account.
    await counter.getByRole('button', { name: 'New customer' }).click();
    await dialog.getByLabel('Name').fill('Someone Else');
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await expect(dialog.getByText(/already/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The day's till: opened with the float, the walk-in's advance taken in cash, closed with the count.
    await openDashboardPage(counter, 'Till');
    await counter.getByRole('button', { name: 'Open till' }).click();
    const opening = counter.getByRole('dialog', { name: 'Open till' });
    await opening.getByLabel('Cash in the drawer (BDT)').fill('500');
    await opening.getByRole('button', { name: 'Open till' }).click();
    await expect(counter.getByText('Cash expected in the drawer')).toBeVisible();

    // The walk-in's booking, made at the counter with the advance in cash.
    const bike = await newBike(request, 150, 'Counter');
    await openDashboardPage(counter, 'Customers');
    await search.fill(walkIn.phone);
    await rowWith(counter, walkIn.name)
      .getByRole('button', { name: `Book a bike for ${walkIn.name}` })
      .click();
    const booking = counter.getByRole('dialog', { name: `Book a bike for ${walkIn.name}` });
    await booking.getByLabel('Bike').selectOption(bike._id);
    await booking.getByLabel('Start time (Dhaka time)').fill(dhakaWallClock(24 * 60));
    await booking.getByLabel('Planned return (Dhaka time)').fill(dhakaWallClock(28 * 60));
    await expect(booking.getByRole('region', { name: 'Price estimate' })).toContainText('600 BDT');
    await expectAccessible(counter, 'the counter’s booking dialog');
    await booking.getByRole('button', { name: 'Book and take the advance' }).click();
    await expect(booking).toBeHidden();

    const staff = { authorization: `Bearer ${await apiToken(request, clerk.email, clerk.password)}` };
    const found = await request.get(`/api/customers?search=${walkIn.phone}`, { headers: staff });
    const [rider] = ((await found.json()) as { data: { _id: string }[] }).data;
    const rentals = await request.get(`/api/rentals/all?customer=${rider?._id}&include=all`, {
      headers: await adminAuth(request),
    });
    expect(((await rentals.json()) as { data: { status: string; bikeId?: string }[] }).data).toMatchObject([
      { status: 'booked' },
    ]);

    await counter.reload();
    await openDashboardPage(counter, 'Till');
    const expected = counter.getByText('Cash expected in the drawer').locator('xpath=following-sibling::dd');
    await expect(expected).toHaveText('600 BDT');
    await counter.getByRole('button', { name: 'Close till' }).click();
    const closing = counter.getByRole('dialog', { name: 'Close till' });
    await closing.getByLabel('Cash counted (BDT)').fill('600');
    await closing.getByRole('button', { name: 'Close till' }).click();
    await expect(counter.getByText('Till closed: 600 BDT counted, 600 BDT expected, difference 0 BDT')).toBeVisible();
  } finally {
    await context.close();
  }
});
