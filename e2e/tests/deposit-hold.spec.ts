import { expectAccessible } from './support/a11y.ts';
import { approveRider, clerkWithTill, fourPhotos } from './support/counter-flows.ts';
import { expect, test } from './support/fixtures.ts';
import { dhakaWallClock, logIn, openDashboardPage, paidBooking, separateContext } from './support/signed-in-flows.ts';

/**
 * A deposit held in the rider's bKash wallet (docs/product/handover-and-return.md#deposits-held-in-bkash), on the
 * bKash stand-in: a clerk on a phone chooses bKash for the deposit, gives the rider bKash's page, and the rider
 * approves the hold with their PIN and is told nothing was taken; the counter sees it held and hands the bike
 * over. At the return with a scratch, the bill takes 550 BDT from the hold and bKash gives the other 1,450 back
 * to the rider at once, so nothing is left to give back by hand.
 */
test('a clerk holds the deposit in the rider’s bKash, hands the bike over, and the return takes only what the bill needs', async ({
  browser,
  request,
}) => {
  // A whole counter flow (two browser contexts, eight photos, a bill), longer than most tests under load.
  test.slow();
  const { clerk, staff } = await clerkWithTill(request, 'Holder');
  // A paid booking that began three minutes ago, for an hour, of a bike at 150 BDT an hour (deposit 2,000 BDT).
  const { bike, customer, auth, rentalId } = await paidBooking(request, {
    pricePerHour: 150,
    bike: 'Held',
    customer: 'Wallet',
    startInMinutes: -3,
    plannedMinutes: 60,
  });
  await approveRider(request, auth, staff);
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
    await handover.getByLabel('Odometer (km)').fill('8200');
    await handover.getByRole('group', { name: 'Fuel in the tank' }).getByText('Full', { exact: true }).click();
    await handover.getByLabel('Take photos').setInputFiles(await fourPhotos());
    await expect(handover.getByRole('progressbar')).toHaveCount(0);
    await expect(handover.getByRole('img', { name: /^Photo \d of the bike$/ })).toHaveCount(4);

    // The deposit stays in the rider's wallet: bKash is asked to hold it, and the rider approves on its page.
    await handover.getByLabel('Deposit paid by').selectOption({ label: 'bKash: held in the rider’s wallet' });
    await handover.getByRole('button', { name: 'Ask bKash to hold 2,000 BDT' }).click();
    await expect(
      handover.getByText('Waiting for the rider to approve the hold of 2,000 BDT on bKash’s page.'),
    ).toBeVisible();
    // Not held yet: the handover is not sent.
    await handover.getByRole('button', { name: 'Hand over and take 2,000 BDT' }).click();
    await expect(handover.getByText('Wait until bKash holds the deposit, or take it another way.')).toBeVisible();
    await expectAccessible(counter, 'the handover waiting for a bKash hold');

    const [bkash] = await Promise.all([
      counter.waitForEvent('popup'),
      handover.getByRole('link', { name: 'Open bKash’s page' }).click(),
    ]);
    await bkash.waitForURL(/\/bkash\/checkout\?paymentID=/);
    await expect(bkash.getByRole('heading', { name: 'bKash stand-in (test)' })).toBeVisible();
    await bkash.getByLabel('PIN').fill('12345');
    await bkash.getByRole('button', { name: 'Pay', exact: true }).click();
    await bkash.waitForURL((url) => url.pathname === '/deposit-hold');
    await expect(bkash.getByRole('status')).toHaveText(
      /^Your deposit is held in your bKash wallet\. Nothing has been taken/,
    );
    await expectAccessible(bkash, 'the rider’s page after approving the hold');
    await bkash.close();

    // The counter's dialog finds it held, and the bike leaves.
    await expect(handover.getByText('2,000 BDT held in the rider’s bKash.', { exact: false })).toBeVisible();
    await handover.getByRole('button', { name: 'Hand over and take 2,000 BDT' }).click();
    await expect(handover).toBeHidden();

    // Back now, with a scratch: 150 rent + 500 scratch − 100 advance = 550 taken from the hold.
    if (returnsOnNextDay) await counter.getByRole('button', { name: 'Next day' }).click();
    const returns = counter.getByRole('region', { name: /^Returns due/ });
    await returns.getByRole('button', { name: `Take back ${bike.name} from ${customer.name}` }).click();
    const taking = counter.getByRole('dialog', { name: `Take back ${bike.name}` });
    const bill = taking.getByRole('table', { name: 'The bill, line by line' });
    await taking.getByLabel('Returned at').fill(dhakaWallClock(0));
    await taking.getByLabel('Odometer (km)').fill('8260');
    await taking.getByRole('group', { name: 'Fuel in the tank' }).getByText('Full', { exact: true }).click();
    await taking.getByRole('group', { name: 'Helmets brought back' }).getByText('1', { exact: true }).click();
    await taking.getByLabel('Take photos').setInputFiles(await fourPhotos());
    await expect(taking.getByRole('progressbar')).toHaveCount(0);
    await taking.getByRole('button', { name: 'Add Scratch (500 BDT)' }).click();
    await expect(bill.getByRole('row', { name: 'Total 650 BDT' })).toBeVisible();
    await taking.getByRole('button', { name: 'Take back and bill' }).click();
    await expect(
      counter.getByText('Taken back. 1,450 BDT of the deposit went back to the rider’s bKash.'),
    ).toBeVisible();
    await expect(taking).toBeHidden();
  } finally {
    await context.close();
  }

  // bKash took the 550 and nothing is owed back by hand.
  const hold = await request.get(`/api/rentals/${rentalId}/deposit-hold`, { headers: staff });
  expect(((await hold.json()) as { data: unknown }).data).toMatchObject({ state: 'captured', capturedAmount: 550 });
  const refunds = await request.get(`/api/rentals/${rentalId}`, { headers: auth });
  expect(((await refunds.json()) as { data: { refunds: unknown[] } }).data.refunds).toEqual([]);
});
