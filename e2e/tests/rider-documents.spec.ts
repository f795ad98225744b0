import sharp from 'sharp';
import { expectAccessible } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import {
  adminAuth,
  logIn,
  newCustomer,
  openDashboardPage,
  rowWith,
  separateContext,
  type Customer,
} from './support/signed-in-flows.ts';

/**
 * Riders on file (docs/product/riders-on-file.md#screens): a new customer enters their NID and licence in
 * View Profile and sends the four pictures from the phone, one of them a camera photo larger than the 5 MB
 * the shop takes, shrunk in the browser before it goes; a clerk opens the file from the Riders queue, sees
 * the four pictures and approves it; the customer, with the site in Bangla, reads that they are approved.
 */

/** The most the shop takes of one picture as received (docs/product/riders-on-file.md#pictures). */
const RIDER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** A photo as a phone takes it: a JPEG of `width` × `height`, noisy (as a real photo) when `busy`. */
function photo(width: number, height: number, busy = false): Promise<Buffer> {
  if (busy) {
    return sharp({
      create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
  }
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The customer's account made staff by the owner over the API (counter-staff.spec.ts does it on screen). */
async function makeStaff(request: Parameters<typeof newCustomer>[0], clerk: Customer) {
  const admin = await adminAuth(request);
  const found = await request.get(`/api/customers?search=${encodeURIComponent(clerk.email)}`, { headers: admin });
  const [account] = ((await found.json()) as { data: { _id: string }[] }).data;
  const made = await request.patch(`/api/users/${account?._id}/role`, { headers: admin, data: { role: 'staff' } });
  expect(made.status(), await made.text()).toBe(200);
}

/** A day two years from now, as a date input takes it. */
const inTwoYears = () => {
  const day = new Date(Date.now() + 2 * 365 * 24 * 60 * 60_000);
  return day.toISOString().slice(0, 10);
};

test('a rider sends their papers, a clerk approves them from the queue, and the rider reads it in Bangla', async ({
  page,
  browser,
  request,
}) => {
  const rider = await newCustomer(request, 'Papers');
  const clerk = await newCustomer(request, 'Reviewer');
  await makeStaff(request, clerk);

  await logIn(page, rider.email, rider.password, 'User Dashboard');
  await openDashboardPage(page, 'View Profile');
  const file = page.getByRole('region', { name: 'Rider documents' });
  await expect(file.getByText('Not complete')).toBeVisible();
  await expect(file.getByText(/^Still missing: your NID and licence details, NID front/)).toBeVisible();

  // The NID typed in Bengali digits with spaces, the licence number as it is printed.
  await file.getByLabel('NID number').fill('১৯৯০ ১২৩ ৪৫৬ ৭৮৯');
  await file.getByLabel('Driving licence number').fill('dk-0123456-l00001');
  await file.getByLabel('Licence valid until').fill(inTwoYears());
  await file.getByRole('button', { name: 'Save details' }).click();
  await expect(file.getByLabel('NID number')).toHaveValue('1990123456789');
  await expect(file.getByLabel('Driving licence number')).toHaveValue('DK0123456L00001');

  // A camera photo of 3000 × 2250 is more than the shop takes; the browser shrinks it before it goes.
  const big = await photo(3000, 2250, true);
  expect(big.length).toBeGreaterThan(RIDER_UPLOAD_MAX_BYTES);
  const small = await photo(640, 480);
  const pictures = [
    ['NID front', small],
    ['NID back', small],
    ['Driving licence', big],
    ['Selfie holding the licence', small],
  ] as const;
  for (const [kind, bytes] of pictures) {
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/riders/me/documents'),
    );
    await file.getByLabel(`Take or choose a photo (${kind})`).setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: bytes,
    });
    expect((await sent).postDataBuffer()?.length ?? 0).toBeLessThan(RIDER_UPLOAD_MAX_BYTES);
    await expect(file.getByRole('img', { name: `Your picture: ${kind}` })).toBeVisible();
  }
  await expect(file.getByText('Waiting for review')).toBeVisible();
  await expect(file.getByText(/The shop will check your papers/)).toBeVisible();
  await expectAccessible(page, 'the rider documents in View Profile');

  const { context, page: counter } = await separateContext(browser, { width: 390 });
  try {
    await logIn(counter, clerk.email, clerk.password, 'Counter Dashboard');
    await openDashboardPage(counter, 'Riders');
    await expect(counter.getByRole('table', { name: 'Riders’ files: Waiting for review' })).toBeVisible();
    await rowWith(counter, rider.name)
      .getByRole('button', { name: `Open the file of ${rider.name}` })
      .click();
    await expect(counter.getByRole('heading', { name: `File of ${rider.name}` })).toBeVisible();
    await expect(counter.getByText('DK0123456L00001')).toBeVisible();
    for (const [kind] of pictures) {
      const shown = counter.getByRole('img', { name: `${kind} of ${rider.name}` });
      await expect(shown).toBeVisible();
      // Each picture arrived whole (a broken one has no natural width).
      expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expectAccessible(counter, 'a rider’s file on a phone');
    await counter.getByRole('button', { name: 'Approve' }).click();
    const approving = counter.getByRole('dialog', { name: `Approve ${rider.name}?` });
    await approving.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(approving).toBeHidden();
    await expect(counter.getByText(/^Approved\. The licence is valid until/)).toBeVisible();
  } finally {
    await context.close();
  }

  // The rider, with the site in Bangla.
  await page.goto('/bn/dashboard');
  await page.getByRole('navigation', { name: 'ড্যাশবোর্ডের পাতা' }).getByRole('button', { name: 'প্রোফাইল দেখুন' }).click();
  const mine = page.getByRole('region', { name: 'চালকের কাগজপত্র' });
  await expect(mine.getByText('অনুমোদিত', { exact: true })).toBeVisible();
  await expect(mine.getByText(/^অনুমোদিত: আপনি বাইক নিতে পারবেন। আপনার লাইসেন্সের মেয়াদ .+ পর্যন্ত।$/)).toBeVisible();
  await expectAccessible(page, 'the rider documents in Bangla');
});
