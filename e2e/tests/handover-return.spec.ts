import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { approveRider, clerkWithTill, fourPhotos } from './support/counter-flows.ts';
import { dhakaWallClock, logIn, openDashboardPage, paidBooking, separateContext } from './support/signed-in-flows.ts';

/**
 * A bike leaves and comes back at the counter (docs/product/handover-and-return.md#screens): a clerk on a
 * phone hands a bike over to an approved rider with four photos and a cash deposit, asks the bill of a
 * return two hours past the planned one, then takes the bike back with a scratch; the rider reads the bill,
 * in Bangla, line by line (the rent, the scratch, their total, the advance, what the deposit paid) and the
 * rest of the deposit owed back.
 *
 * The shop's clock is the machine's: a booking starts at most 5 minutes in the past and lasts at least an
 * hour (docs/product/booking-and-periods.md#periods), nothing moves a planned return earlier, and this test
 * cannot reach the server's database, so a return two hours late cannot happen within a run. The late line
 * is what the return screen's preview bills for that time; the late return itself is billed by the API's
 * tests (return.test.ts).
 */

test('a clerk hands a bike over with photos and a cash deposit, takes it back with a scratch, and the rider reads the bill in Bangla', async ({
  browser,
  page,
  request,
}) => {
  // A whole counter flow (two browser contexts, eight photos, a bill), longer than most tests under load.
  test.slow();
  // The clerk, with a till open for the cash.
  const { clerk, staff } = await clerkWithTill(request, 'Handover');

  // A paid booking that began three minutes ago, for an hour, of a bike at 150 BDT an hour.
  const { bike, customer, auth, rentalId } = await paidBooking(request, {
    pricePerHour: 150,
    bike: 'Handover',
    customer: 'Deposit',
    startInMinutes: -3,
    plannedMinutes: 60,
  });
  await approveRider(request, auth, staff);
  // The planned return: the day its return is listed on, and two hours after it on Dhaka's clock.
  const story = await request.get(`/api/rentals/${rentalId}`, { headers: auth });
  const plannedEnd = Date.parse(((await story.json()) as { data: { endTime: string } }).data.endTime);
  const returnsOnNextDay = dhakaWallClock(0, plannedEnd).slice(0, 10) !== dhakaWallClock(0).slice(0, 10);

  const { context, page: counter } = await separateContext(browser, { width: 360 });
  try {
    await logIn(counter, clerk.email, clerk.password, 'Counter Dashboard');
    await openDashboardPage(counter, 'Today');
    const toHandOver = counter.getByRole('region', { name: /^To hand over/ });
    await toHandOver.getByRole('button', { name: `Hand over ${bike.name} to ${customer.name}` }).click();
    const handover = counter.getByRole('dialog', { name: `Hand over ${bike.name}` });
    await expect(handover.getByText('Deposit held: 2,000 BDT')).toBeVisible();
    await handover.getByLabel('Odometer (km)').fill('12480');
    await handover.getByRole('group', { name: 'Fuel in the tank' }).getByText('6/8', { exact: true }).click();
    await handover.getByRole('group', { name: 'Helmets given' }).getByText('1', { exact: true }).click();
    await expect(handover.getByRole('radio', { name: '6/8' })).toBeChecked();
    await handover.getByLabel('Take photos').setInputFiles(await fourPhotos());
    await expect(handover.getByText('4 taken, at least 4')).toBeVisible();
    await expect(handover.getByRole('progressbar')).toHaveCount(0);
    await expect(handover.getByRole('img', { name: /^Photo \d of the bike$/ })).toHaveCount(4);
    await expectNoSidewaysScroll(counter);
    await expectAccessible(counter, 'the handover on a phone');
    await handover.getByRole('button', { name: 'Hand over and take 2,000 BDT' }).click();
    await expect(handover).toBeHidden();

    // Out on rent: it is now a return due, on the day of its planned return.
    if (returnsOnNextDay) await counter.getByRole('button', { name: 'Next day' }).click();
    const returns = counter.getByRole('region', { name: /^Returns due/ });
    await returns.getByRole('button', { name: `Take back ${bike.name} from ${customer.name}` }).click();
    const taking = counter.getByRole('dialog', { name: `Take back ${bike.name}` });
    await expect(taking.getByText('Left with 12,480 km, fuel 6/8, 1 helmets')).toBeVisible();
    const bill = taking.getByRole('table', { name: 'The bill, line by line' });

    // "What if it comes back two hours after the planned return?": the late fee, 2 started hours × 225 BDT.
    await taking.getByLabel('Returned at').fill(dhakaWallClock(120, plannedEnd));
    await expect(taking.getByText(/That time is ahead/)).toBeVisible();
    await expect(bill.getByRole('row', { name: /Late.* 450 BDT$/ })).toBeVisible();

    // Back now, with a scratch.
    await taking.getByLabel('Returned at').fill(dhakaWallClock(0));
    await taking.getByLabel('Odometer (km)').fill('12530');
    await taking.getByRole('group', { name: 'Fuel in the tank' }).getByText('6/8', { exact: true }).click();
    await taking.getByRole('group', { name: 'Helmets brought back' }).getByText('1', { exact: true }).click();
    await taking.getByLabel('Take photos').setInputFiles(await fourPhotos());
    await expect(taking.getByRole('progressbar')).toHaveCount(0);
    await taking.getByRole('button', { name: 'Add Scratch (500 BDT)' }).click();
    await expect(bill.getByRole('row', { name: /Late/ })).toHaveCount(0);
    await expect(bill.getByRole('row', { name: 'Scratch 500 BDT' })).toBeVisible();
    await expect(bill.getByRole('row', { name: 'Total 650 BDT' })).toBeVisible();
    await expectAccessible(counter, 'the return and its bill on a phone');
    await taking.getByRole('button', { name: 'Take back and bill' }).click();
    await expect(counter.getByText('Taken back. 1,450 BDT of the deposit to give back.')).toBeVisible();
    await expect(taking).toBeHidden();
  } finally {
    await context.close();
  }

  // The rider reads the receipt in Bangla: each line of the bill, what the deposit paid and its rest given back.
  await logIn(page, customer.email, customer.password, 'User Dashboard');
  await page.goto(`/bn/dashboard/rentals/${rentalId}`);
  const receipt = page.getByRole('article');
  // The charges, line by line: the rent (the shortest charge, an hour at 150 BDT) and the scratch.
  const charges = receipt.locator('#charges');
  await expect(charges.getByRole('heading', { name: 'যা যা ধরা হয়েছে', level: 3 })).toBeVisible();
  await expect(charges.locator('dt')).toHaveText(['১ ঘণ্টা (সর্বনিম্ন ভাড়া), ঘণ্টায় ১৫০৳', 'দাগ বা আঁচড়']);
  await expect(charges.locator('dd')).toHaveText(['১৫০৳', '৫০০৳']);
  // Their total, the advance, what the deposit paid, and nothing left to pay.
  const term = (words: string) =>
    receipt
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${words}$`) }) })
      .locator('dd');
  await expect(term('ভাড়া')).toHaveText('৬৫০৳');
  await expect(term('অগ্রিম')).toHaveText('১০০৳');
  await expect(term('জামানত থেকে নেওয়া')).toHaveText('৫৫০৳');
  await expect(term('বাকি')).toHaveText('০৳ · কিছু দিতে হবে না: অগ্রিমেই হয়ে গেছে');
  // The rest of the deposit, owed back to the rider.
  const moneyBack = receipt.getByRole('region', { name: 'টাকা ফেরত', exact: true });
  await expect(moneyBack.getByRole('listitem')).toHaveCount(1);
  await expect(moneyBack).toContainText('টাকা ফেরত দেওয়া হবে: ১,৪৫০৳');
  await expect(moneyBack).toContainText('বিলের পর জামানতের বাকি অংশ');
  const record = page.getByRole('region', { name: 'বাইক যেভাবে গেল ও ফিরল' });
  await expect(record).toContainText('১২,৪৮০ কিমি');
  await expect(record).toContainText('১২,৫৩০ কিমি');
  await expect(record.getByRole('img', { name: /বাইকের . নম্বর ছবি/ })).toHaveCount(8);
  await expectAccessible(page, 'the Bangla receipt with its bill and photos');
});
