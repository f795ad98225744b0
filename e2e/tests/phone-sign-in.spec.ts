import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appStarted } from './support/fixtures.ts';
import { expectAccessible } from './support/a11y.ts';
import { storedPhone, uniquePhone } from './support/phones.ts';
import {
  adminAuth,
  apiToken,
  dhakaWallClock,
  dhakaWallClockToUtcIso,
  newBike,
  newCustomer,
  openDashboardPage,
  rowWith,
  separateContext,
  uniqueTag,
} from './support/signed-in-flows.ts';

/**
 * Phone sign-in on the login page (docs/product/accounts-and-roles.md#phone-sign-in): a rider the counter made
 * and booked for claims the account with the number and the code the SMS brought, read where a phone would
 * get it (the SSL Wireless stand-in's deliveries), and finds the booking in My Rentals; a new number opens an
 * account with a name.
 */

/** The account's id, as its token names it. */
const idOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

/** The code of the newest SMS the stand-in received for `phone` (as typed, `019…`), once it has come. */
async function codeSentTo(request: APIRequestContext, phone: string, notBefore: Date): Promise<string> {
  const headers = await adminAuth(request);
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/sms-standin/deliveries?pageSize=50', { headers });
        const { data } = (await res.json()) as { data: { msisdn: string; sms: string; receivedAt: string }[] };
        const sms = data.find((d) => d.msisdn === `88${phone}` && new Date(d.receivedAt) >= notBefore);
        code = /^\D*(\d{6})/.exec(sms?.sms ?? '')?.[1] ?? '';
        return code;
      },
      { message: `an SMS with a code to ${phone}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Asks for a code on the login page and answers when the stand-in has it. */
async function askForCode(page: Page, request: APIRequestContext, phone: string) {
  const asked = new Date(Date.now() - 1000);
  // A press before the app has started sends the form to the server, which shows the page again.
  await appStarted(page);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect(page.getByLabel('Code from the SMS')).toBeFocused();
  return codeSentTo(request, phone, asked);
}

test('a rider the counter booked for logs in with the code by SMS and sees the booking', async ({
  browser,
  request,
}) => {
  // A staff member, made by the owner.
  const clerk = await newCustomer(request, 'Clerk');
  const promoted = await request.patch(
    `/api/users/${idOf(await apiToken(request, clerk.email, clerk.password))}/role`,
    {
      headers: await adminAuth(request),
      data: { role: 'staff' },
    },
  );
  expect(promoted.status(), await promoted.text()).toBe(200);
  const staff = { authorization: `Bearer ${await apiToken(request, clerk.email, clerk.password)}` };

  // The walk-in rider, and a booking paid in cash at the counter.
  const rider = { name: `Walk-in ${uniqueTag()}`, phone: uniquePhone() };
  const made = await request.post('/api/customers', { headers: staff, data: rider });
  expect(made.status(), await made.text()).toBe(201);
  const customerId = ((await made.json()) as { data: { _id: string } }).data._id;
  const till = await request.post('/api/tills', { headers: staff, data: { openingFloat: 0 } });
  expect(till.status(), await till.text()).toBe(201);
  const bike = await newBike(request, 140, 'Claimed');
  const booked = await request.post('/api/counter/rentals', {
    headers: staff,
    data: {
      customerId,
      bikeId: bike._id,
      startTime: dhakaWallClockToUtcIso(dhakaWallClock(24 * 60)),
      endTime: dhakaWallClockToUtcIso(dhakaWallClock(27 * 60)),
      payment: { method: 'cash', amount: 100 },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The rider, on a phone, with the number the counter has.
  const { context, page } = await separateContext(browser, { width: 360 });
  try {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Or log in with your mobile number' })).toBeVisible();
    await expectAccessible(page, 'the login page');
    const code = await askForCode(page, request, rider.phone);
    await expect(page.getByText(`We sent a code by SMS to ${storedPhone(rider.phone)}.`)).toBeVisible();

    // A wrong code first: refused, with the tries left.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Code from the SMS').fill(wrong);
    await page.getByRole('button', { name: 'Log in with the code' }).click();
    await expect(page.getByRole('alert')).toHaveText('This code is wrong. 4 tries left');
    await expectAccessible(page, 'a wrong code');
    // The page fits the phone: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByRole('button', { name: 'Log in with the code' }).click();
    await expect(page.getByRole('heading', { name: 'User Dashboard', level: 1 })).toBeVisible();
    await openDashboardPage(page, 'My Rentals');
    await expect(rowWith(page, bike.name).first()).toBeVisible();

    // Signed in as a password login is: the session survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'User Dashboard', level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a new number opens an account with a name, in Bangla too', async ({ browser, request }) => {
  const phone = uniquePhone();
  const name = `Rahima ${uniqueTag()}`;
  const { context, page } = await separateContext(browser, { width: 360 });
  try {
    await page.goto('/login');
    const code = await askForCode(page, request, phone);
    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByRole('button', { name: 'Log in with the code' }).click();

    // The number is new: a name is asked for, and the same code goes again with it.
    const nameField = page.getByLabel('Name', { exact: true });
    await expect(nameField).toBeFocused();
    await expect(page.getByRole('status')).toContainText('no account');
    await expectAccessible(page, 'a name asked for');
    await nameField.fill(name);
    await page.getByRole('button', { name: 'Open my account' }).click();
    await expect(page.getByRole('heading', { name: 'User Dashboard', level: 1 })).toBeVisible();

    // The account is the admin's to see: a customer with that number and name.
    const found = await request.get(`/api/customers?search=${phone}`, { headers: await adminAuth(request) });
    const [account] = ((await found.json()) as { data: { name: string; phone: string; role: string }[] }).data;
    expect(account).toMatchObject({ name, phone: storedPhone(phone), role: 'user' });
  } finally {
    await context.close();
  }

  // The Bangla login page offers the same.
  const bangla = await separateContext(browser, { width: 360 });
  try {
    await bangla.page.goto('/bn/login');
    await expect(bangla.page.getByRole('heading', { name: 'অথবা মোবাইল নম্বর দিয়ে লগইন করুন' })).toBeVisible();
    await expect(bangla.page.getByRole('textbox', { name: 'মোবাইল নম্বর' })).toBeVisible();
    await expect(bangla.page.getByRole('button', { name: 'কোড পাঠান' })).toBeVisible();
  } finally {
    await bangla.context.close();
  }
});
