import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUploadRequest } from '../../lib/pictures/fake-upload-request.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { HandoverDialog } from './handover-dialog.tsx';
import { cameraPhotos, photoAnswers, PHOTO_IDS, toHandOver } from './inspection-fixtures.ts';

beforeEach(() => {
  let n = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${(n += 1)}`), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Hand over Yamaha FZS V3 to Karim Hossain' }));
  return screen.findByRole('dialog', { name: 'Hand over Yamaha FZS V3' });
};

describe('handing a bike over', { timeout: 20_000 }, () => {
  it('takes the readings, four photos and the deposit by Send Money, and hands the bike over', async () => {
    const { calls } = mockApi({
      'POST /api/rentals/10000000-0000-4000-8000-000000000011/handover': () =>
        json({ success: true, message: 'Yamaha FZS V3 handed over to Karim Hossain' }),
    });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(...photoAnswers()));
    const user = userEvent.setup();
    renderWithApp(<HandoverDialog rental={toHandOver} />);
    const dialog = await open(user);
    expect(dialog).toHaveTextContent('Deposit held: 2,000 BDT');

    await user.type(within(dialog).getByLabelText('Odometer (km)'), '12480');
    await user.click(within(dialog).getByRole('radio', { name: '6/8' }));
    await user.click(within(dialog).getByRole('radio', { name: '2' }));
    const camera = within(dialog).getByLabelText('Take photos');
    expect(camera).toHaveAttribute('capture', 'environment');
    await user.upload(camera, cameraPhotos(4));
    await waitFor(() => expect(within(dialog).getByText(/4 taken, at least 4/)).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(dialog).getAllByRole('img', { name: /Photo \d of the bike/ })).toHaveLength(4);
    // Each photo went on its own to the rental's photos.
    expect(FakeUploadRequest.sent.map((sent) => sent.url)).toEqual(
      Array.from({ length: 4 }, () =>
        expect.stringMatching(/\/api\/rentals\/10000000-0000-4000-8000-000000000011\/photos$/),
      ),
    );

    await user.selectOptions(within(dialog).getByLabelText('Deposit paid by'), 'bkash_send_money');
    await user.type(within(dialog).getByLabelText('Transaction ID'), 'bk8a7f2q9z');
    await user.type(within(dialog).getByLabelText('Notes'), 'Scuff on the left mirror already');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over and take 2,000 BDT' }));

    expect(await screen.findByText('Yamaha FZS V3 handed over to Karim Hossain')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      odometerKm: 12480,
      fuelEighths: 6,
      helmets: 2,
      photoIds: PHOTO_IDS.slice(0, 4),
      notes: 'Scuff on the left mirror already',
      deposit: { method: 'bkash_send_money', amount: 2000, reference: 'bk8a7f2q9z' },
    });
  });

  it('says what is missing before sending anything', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderWithApp(<HandoverDialog rental={toHandOver} />);
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Hand over and take 2,000 BDT' }));
    expect(within(dialog).getByLabelText('Odometer (km)')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent('Tap how much fuel is in the tank');
    expect(dialog).toHaveTextContent('Take at least 4 photos of the bike');
    expect(calls).toHaveLength(0);
  });

  it('keeps what was taken when the server refuses, and shows why', async () => {
    mockApi({
      'POST /api/rentals/10000000-0000-4000-8000-000000000011/handover': () =>
        json(
          errorBody(
            'The rider’s papers are waiting for review: approve them before the bike leaves',
            'RIDER_NOT_APPROVED',
          ),
          409,
        ),
    });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(...photoAnswers()));
    const user = userEvent.setup();
    renderWithApp(<HandoverDialog rental={{ ...toHandOver, bike: { ...toHandOver.bike, deposit: 0 } }} />);
    const dialog = await open(user);
    expect(dialog).toHaveTextContent('This bike takes no deposit.');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '৮৮০০');
    await user.click(within(dialog).getByRole('radio', { name: 'Full' }));
    await user.upload(within(dialog).getByLabelText('Take photos'), cameraPhotos(4));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('approve them before the bike leaves');
    expect(within(dialog).getByLabelText('Odometer (km)')).toHaveValue('৮৮০০');
    expect(within(dialog).getAllByRole('img', { name: /Photo \d of the bike/ })).toHaveLength(4);
  });

  it('speaks Bangla, digits and taka included', async () => {
    await inBangla();
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<HandoverDialog rental={toHandOver} />);
    await user.click(screen.getByRole('button', { name: 'Karim Hossain-কে Yamaha FZS V3 বুঝিয়ে দিন' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yamaha FZS V3 বুঝিয়ে দিন' });
    expect(dialog).toHaveTextContent('জামানত রাখা হবে: ২,০০০৳');
    expect(within(dialog).getByRole('radio', { name: '৬/৮' })).toBeInTheDocument();
    expect(englishLeftIn(dialog, ['Karim Hossain', 'Yamaha', 'bKash', 'Nagad', 'Rocket'])).toEqual([]);
  });
});
