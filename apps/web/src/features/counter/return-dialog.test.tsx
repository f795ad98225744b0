import type { ChargeItem } from '@bond/contract/charge-items';
import type { Inspection } from '@bond/contract/inspections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStory } from '../../components/rentals/rental-fixtures.ts';
import { FakeUploadRequest } from '../../lib/pictures/fake-upload-request.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi, type ApiCall } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { cameraPhotos, lateWithScratch, onTime, outOnRent, photoAnswers, PHOTO_IDS } from './inspection-fixtures.ts';
import { ReturnDialog } from './return-dialog.tsx';

beforeEach(() => {
  let n = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${(n += 1)}`), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const RENTAL = `/api/rentals/${outOnRent._id}`;
const leftWith: Inspection = {
  odometerKm: 12480,
  fuelEighths: 6,
  helmets: 2,
  notes: null,
  recordedBy: { _id: '70000000-0000-4000-8000-000000000001', name: 'Rafiq' },
  recordedAt: outOnRent.handedOverAt!,
  photoIds: PHOTO_IDS.slice(0, 4),
};
const story = makeStory({
  _id: outOnRent._id,
  status: 'active',
  handover: {
    handedOverAt: outOnRent.handedOverAt!,
    handedOverBy: leftWith.recordedBy,
    inspection: leftWith,
    deposit: { amount: 2000, method: 'cash', reference: null },
  },
});
const item = (code: string, nameEn: string, nameBn: string, amount: number): ChargeItem => ({
  _id: `a0000000-0000-4000-8000-0000000000${code.length}${amount}`.slice(0, 36),
  code,
  nameEn,
  nameBn,
  amount,
  active: true,
});
const ITEMS = [item('SCRATCH', 'Scratch', 'আঁচড়', 500), item('LOST_HELMET', 'Lost helmet', 'হারানো হেলমেট', 1500)];

/** The handlers of a return screen; the preview answers `bill` for whatever it is asked. */
const handlers = (bill = lateWithScratch) => ({
  [`GET ${RENTAL}`]: () => json({ success: true, message: 'ok', data: story }),
  'GET /api/charge-items': () => json({ success: true, message: 'ok', data: ITEMS }),
  [`POST ${RENTAL}/return/preview`]: () => json({ success: true, message: 'ok', data: bill }),
});
const previews = (calls: ApiCall[]) => calls.filter((call) => call.path.endsWith('/return/preview'));
/** The return time the last preview asked about. */
const previewedAt = (calls: ApiCall[]) =>
  (previews(calls).at(-1)?.body as { returnTime?: string } | undefined)?.returnTime;

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Take back Yamaha FZS V3 from Karim Hossain' }));
  return screen.findByRole('dialog', { name: 'Take back Yamaha FZS V3' });
};

describe('taking a bike back', { timeout: 20_000 }, () => {
  it('takes the readings, photos and a scratch, shows the bill before saving, and saves it', async () => {
    const { calls } = mockApi({
      ...handlers(),
      [`POST ${RENTAL}/return`]: () =>
        json({ success: true, message: 'Return recorded', data: { rental: story, bill: lateWithScratch } }),
    });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(...photoAnswers()));
    const user = userEvent.setup();
    renderWithApp(<ReturnDialog rental={outOnRent} />);
    const dialog = await open(user);
    // How the bike left, to compare.
    expect(await within(dialog).findByText('Left with 12,480 km, fuel 6/8, 2 helmets')).toBeInTheDocument();
    // The bill as a return now would make it, before anything is typed.
    const bill = await within(dialog).findByRole('table', { name: 'The bill, line by line' });
    expect(previews(calls)[0]?.body).toEqual({ returnTime: expect.any(String), charges: [] });

    await user.type(within(dialog).getByLabelText('Odometer (km)'), '12530');
    await user.click(within(dialog).getByRole('radio', { name: '3/8' }));
    await user.click(within(dialog).getByRole('radio', { name: '2' }));
    // The lost helmet is charged by the helmets brought back, not picked.
    expect(within(dialog).queryByRole('button', { name: /Lost helmet/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Scratch (500 BDT)' }));
    await user.type(within(dialog).getByLabelText('What it is for'), 'Torn seat cover');
    await user.type(within(dialog).getByLabelText('Amount (BDT)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Add this charge' }));
    await waitFor(() =>
      expect(previews(calls).at(-1)?.body).toEqual({
        returnTime: expect.any(String),
        odometerKm: 12530,
        fuelEighths: 3,
        helmetsBack: 2,
        charges: [
          { itemCode: 'SCRATCH', amount: 500 },
          { label: 'Torn seat cover', amount: 300 },
        ],
      }),
    );
    expect(within(bill).getByRole('row', { name: 'Late: 2 hours × 270 BDT 540 BDT' })).toBeInTheDocument();
    expect(within(bill).getByRole('row', { name: 'Total 2,120 BDT' })).toBeInTheDocument();
    expect(within(bill).getByRole('row', { name: 'Taken from the deposit -2,000 BDT' })).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Take photos'), cameraPhotos(4));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Take back and bill' }));
    expect(await screen.findByText('Taken back. 20 BDT left to pay.')).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'POST' && call.path.endsWith('/return'));
    expect(saved?.body).toEqual({
      returnTime: previewedAt(calls),
      odometerKm: 12530,
      fuelEighths: 3,
      helmetsBack: 2,
      photoIds: PHOTO_IDS.slice(0, 4),
      charges: [
        { itemCode: 'SCRATCH', amount: 500 },
        { label: 'Torn seat cover', amount: 300 },
      ],
    });
  });

  it('refuses an odometer below the handover’s and a charge with no amount, sending no return', async () => {
    const { calls } = mockApi(handlers(onTime));
    const user = userEvent.setup();
    renderWithApp(<ReturnDialog rental={outOnRent} />);
    const dialog = await open(user);
    await within(dialog).findByText('Left with 12,480 km, fuel 6/8, 2 helmets');
    await user.type(within(dialog).getByLabelText('What it is for'), 'Seat');
    await user.click(within(dialog).getByRole('button', { name: 'Add this charge' }));
    expect(dialog).toHaveTextContent('Write what it is for and a whole amount from 1 to 100,000');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Take back and bill' }));
    expect(dialog).toHaveTextContent('At least 12,480 km: the reading at the handover');
    expect(within(dialog).getByLabelText('Odometer (km)')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent('Tap how many helmets came back');
    expect(calls.some((call) => call.path.endsWith('/return'))).toBe(false);
  });

  it('previews a return ahead of now, and says that is what it is', async () => {
    const { calls } = mockApi(handlers(onTime));
    const user = userEvent.setup();
    renderWithApp(<ReturnDialog rental={outOnRent} />);
    const dialog = await open(user);
    await within(dialog).findByRole('table', { name: 'The bill, line by line' });
    const when = within(dialog).getByLabelText('Returned at');
    await user.clear(when);
    await user.type(when, '2099-01-01T18:00');
    expect(dialog).toHaveTextContent('That time is ahead');
    await waitFor(() => expect(previewedAt(calls)).toBe('2099-01-01T12:00:00Z'));
  });

  it('shows the preview’s refusal in place of the bill', async () => {
    mockApi({
      ...handlers(),
      [`POST ${RENTAL}/return/preview`]: () => json(errorBody('The return must be after the start'), 400),
    });
    const user = userEvent.setup();
    renderWithApp(<ReturnDialog rental={outOnRent} />);
    const dialog = await open(user);
    expect(
      await within(dialog).findByText(/The bill could not be worked out: The return must be after the start/),
    ).toBeInTheDocument();
  });

  it('speaks Bangla, the bill’s lines included', async () => {
    await inBangla();
    mockApi(handlers());
    const user = userEvent.setup();
    renderWithApp(<ReturnDialog rental={outOnRent} />);
    await user.click(screen.getByRole('button', { name: 'Karim Hossain-এর কাছ থেকে Yamaha FZS V3 ফেরত নিন' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yamaha FZS V3 ফেরত নিন' });
    const bill = await within(dialog).findByRole('table', { name: 'বিল, প্রতিটি খরচ আলাদা করে' });
    expect(within(bill).getByRole('row', { name: 'দেরি: ২ ঘণ্টা × ২৭০৳ ৫৪০৳' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'আঁচড় যোগ করুন (৫০০৳)' })).toBeInTheDocument();
    expect(englishLeftIn(dialog, ['Karim Hossain', 'Yamaha'])).toEqual([]);
  });
});
