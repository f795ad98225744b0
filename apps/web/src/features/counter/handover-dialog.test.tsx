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
    // Nothing was sent (the dialog only read which gateways the shop has).
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
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
  it('holds the deposit in the rider’s bKash wallet, and sends the handover only once bKash holds it', async () => {
    const rental = '10000000-0000-4000-8000-000000000011';
    const hold = (state: string, over: Record<string, unknown> = {}) => ({
      _id: '70000000-0000-4000-8000-000000000001',
      rentalId: rental,
      state,
      amount: 2000,
      checkoutUrl: state === 'pending' ? 'https://shop.example/bkash/checkout?paymentID=TR0011abc' : null,
      capturedAmount: null,
      error: null,
      createdAt: '2026-11-26T07:55:00.000Z',
      updatedAt: '2026-11-26T07:55:00.000Z',
      ...over,
    });
    let current: ReturnType<typeof hold> | null = null;
    const { calls } = mockApi({
      'GET /api/payments/gateways': () =>
        json({ success: true, message: 'ok', data: [{ name: 'aamarpay' }, { name: 'bkash' }] }),
      [`GET /api/rentals/${rental}/deposit-hold`]: () =>
        current
          ? json({ success: true, message: 'ok', data: current })
          : json(errorBody('Deposit hold not found', 'NOT_FOUND'), 404),
      [`POST /api/rentals/${rental}/deposit-hold`]: () => {
        current = hold('pending');
        return json({ success: true, message: 'bKash hold sent', data: current });
      },
      [`POST /api/rentals/${rental}/handover`]: () =>
        json({ success: true, message: 'Yamaha FZS V3 handed over to Karim Hossain' }),
    });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(...photoAnswers()));
    const user = userEvent.setup();
    renderWithApp(<HandoverDialog rental={toHandOver} />);
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '12480');
    await user.click(within(dialog).getByRole('radio', { name: '6/8' }));
    await user.upload(within(dialog).getByLabelText('Take photos'), cameraPhotos(4));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());

    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'bKash: held in the rider’s wallet' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText('Deposit paid by'), 'bkash_hold');
    expect(within(dialog).queryByLabelText('Transaction ID')).not.toBeInTheDocument();
    // Not held yet: the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Hand over and take 2,000 BDT' }));
    expect(dialog).toHaveTextContent('Wait until bKash holds the deposit, or take it another way.');
    expect(calls.filter((call) => call.path.endsWith('/handover'))).toHaveLength(0);

    await user.click(await within(dialog).findByRole('button', { name: 'Ask bKash to hold 2,000 BDT' }));
    expect(
      await within(dialog).findByText(/Waiting for the rider to approve the hold of 2,000 BDT/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open bKash’s page' })).toHaveAttribute(
      'href',
      'https://shop.example/bkash/checkout?paymentID=TR0011abc',
    );
    // The rider approves on their phone: the counter's next look finds it held.
    current = hold('held');
    expect(
      await within(dialog).findByText(/2,000 BDT held in the rider’s bKash/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hand over and take 2,000 BDT' }));
    expect(await screen.findByText('Yamaha FZS V3 handed over to Karim Hossain')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST' && call.path.endsWith('/handover'));
    expect(sent?.body).toMatchObject({ deposit: { method: 'bkash_hold', amount: 2000 } });
  });
});
