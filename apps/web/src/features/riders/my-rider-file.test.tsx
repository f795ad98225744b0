import type { Rider } from '@bond/contract/riders';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MyRiderFile } from './my-rider-file.tsx';
import { FakeUploadRequest } from '../../lib/pictures/fake-upload-request.ts';
import { makeRider } from './rider-fixtures.ts';

const ALL = ['nid_front', 'nid_back', 'licence', 'selfie_with_licence'] as const;
const answer = (rider: Rider) => json({ success: true, message: 'Rider file retrieved', data: rider });
const thumbnail = () => new Response(new Uint8Array(8), { status: 200, headers: { 'content-type': 'image/webp' } });

let objectUrls = 0;
const created = vi.fn(() => `blob:thumbnail-${(objectUrls += 1)}`);
const revoked = vi.fn();

beforeEach(() => {
  objectUrls = 0;
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  document.cookie = 'authToken=the-token; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  created.mockClear();
  revoked.mockClear();
});

describe('Rider documents in View Profile', { timeout: 15_000 }, () => {
  it('says in a sentence what each status means for the rider', async () => {
    let rider = makeRider({ nidNumber: null, licenceNumber: null, licenceExpiry: null, kinds: ['nid_front'] });
    mockApi({
      'GET /api/riders/me': () => answer(rider),
      'GET /api/riders/me/documents/81000000-0000-4000-8000-000000000001/thumbnail': thumbnail,
    });
    const cases: [Rider, string, RegExp][] = [
      [
        rider,
        'Not complete',
        /^Still missing: your NID and licence details, NID back, Driving licence, Selfie holding the licence\./,
      ],
      [makeRider({ kinds: ALL }), 'Waiting for review', /The shop will check your papers/],
      [
        makeRider({ kinds: ALL, status: 'approved' }),
        'Approved',
        /^Approved: you can take a bike\. Your licence is valid until 30 June 2028\.$/,
      ],
      [
        makeRider({ kinds: ALL, status: 'rejected', rejectionReason: 'The selfie is too dark' }),
        'Not approved',
        /^The shop could not approve your papers: The selfie is too dark\. Correct the details or send new pictures/,
      ],
      [
        makeRider({ kinds: ALL, status: 'expired', licenceExpiry: '2026-11-01' }),
        'Licence expired',
        /^Your licence expired on 1 November 2026\. Send a picture of your new licence/,
      ],
    ];
    for (const [next, badge, sentence] of cases) {
      rider = next;
      const { unmount } = renderWithApp(<MyRiderFile />);
      const section = await screen.findByRole('region', { name: 'Rider documents' });
      expect(await within(section).findByText(badge)).toBeInTheDocument();
      expect(within(section).getByText(sentence)).toBeInTheDocument();
      unmount();
    }
  });

  it('sends the details with Bengali digits read as digits, and shows the server’s refusal at its field', async () => {
    const empty = makeRider({ nidNumber: null, licenceNumber: null, licenceExpiry: null });
    const { calls } = mockApi({
      'GET /api/riders/me': () => answer(empty),
      'PUT /api/riders/me': () =>
        json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'This licence has expired: enter the expiry of a valid licence',
            errorMessage: [
              { path: 'licenceExpiry', message: 'This licence has expired: enter the expiry of a valid licence' },
            ],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithApp(<MyRiderFile />);
    await user.type(await screen.findByLabelText('NID number'), '১৯৯০ ১২৩ ৪৫৬ ৭৮৯');
    await user.type(screen.getByLabelText('Driving licence number'), 'dk-0123456-l00001');
    await user.type(screen.getByLabelText('Licence valid until'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const expiry = screen.getByLabelText('Licence valid until');
    await waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'));
    expect(expiry).toHaveAccessibleDescription('This licence has expired: enter the expiry of a valid licence');
    expect(expiry).toHaveFocus();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      nidNumber: '1990123456789',
      licenceNumber: 'DK0123456L00001',
      licenceExpiry: '2026-01-31',
    });
  });

  it('refuses a number that is no NID before asking the server', async () => {
    const { calls } = mockApi({ 'GET /api/riders/me': () => answer(makeRider({ nidNumber: null })) });
    const user = userEvent.setup();
    renderWithApp(<MyRiderFile />);
    const nid = await screen.findByLabelText('NID number');
    await user.clear(nid);
    await user.type(nid, '12345');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(nid).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('uploads a picture of its kind with the session’s token, shows the progress, then the file as it stands', async () => {
    let rider = makeRider({ kinds: ['nid_front'] });
    const { calls } = mockApi({
      'GET /api/riders/me': () => answer(rider),
      'GET /api/riders/me/documents/81000000-0000-4000-8000-000000000001/thumbnail': thumbnail,
      'GET /api/riders/me/documents/81000000-0000-4000-8000-000000000002/thumbnail': thumbnail,
    });
    const after = makeRider({ kinds: ['nid_front', 'nid_back'] });
    vi.stubGlobal(
      'XMLHttpRequest',
      FakeUploadRequest.with({ status: 201, body: { success: true, message: 'Picture saved', data: after } }),
    );
    const user = userEvent.setup();
    renderWithApp(<MyRiderFile />);
    const input = await screen.findByLabelText('Take or choose a photo (NID back)');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Take or choose a photo (Selfie holding the licence)')).toHaveAttribute(
      'capture',
      'user',
    );
    // The picture on file is shown, read with the token; its slot offers to replace it.
    expect(await screen.findByRole('img', { name: 'Your picture: NID front' })).toHaveAttribute(
      'src',
      'blob:thumbnail-1',
    );
    const read = calls.find((call) => call.path.endsWith('/thumbnail'));
    expect(read?.headers.get('authorization')).toBe('Bearer the-token');
    expect(screen.getByLabelText('Replace the photo (NID front)')).toBeInTheDocument();

    rider = after;
    FakeUploadRequest.holding = true;
    await user.upload(input, new File([new Uint8Array(64)], 'IMG_2041.jpg', { type: 'image/jpeg' }));
    // Half sent: the bar and the share say so, and the input waits.
    expect(await screen.findByRole('progressbar', { name: 'Sending NID back' })).toHaveAttribute('value', '0.5');
    expect(screen.getByText('Sending… 50%')).toBeInTheDocument();
    expect(input).toBeDisabled();
    act(() => FakeUploadRequest.release());
    expect(await screen.findByText('Picture saved')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const [sent] = FakeUploadRequest.sent;
    expect(sent?.url).toMatch(/\/api\/riders\/me\/documents$/);
    expect(sent?.headers.authorization).toBe('Bearer the-token');
    expect(sent?.body.get('kind')).toBe('nid_back');
    // The browser could not decode this one (jsdom): the original went as it was.
    expect((sent?.body.get('file') as File).size).toBe(64);
    expect(await screen.findByRole('img', { name: 'Your picture: NID back' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a picture at its slot', async () => {
    mockApi({ 'GET /api/riders/me': () => answer(makeRider()) });
    vi.stubGlobal(
      'XMLHttpRequest',
      FakeUploadRequest.with({
        status: 415,
        body: { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send a JPEG, PNG or WebP picture' },
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<MyRiderFile />);
    await user.upload(
      await screen.findByLabelText('Take or choose a photo (Driving licence)'),
      new File(['%PDF-1.7'], 'licence.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The photo was not saved: Send a JPEG, PNG or WebP picture',
    );
  });

  it('lets the thumbnails’ object URLs go when it leaves the page', async () => {
    mockApi({
      'GET /api/riders/me': () => answer(makeRider({ kinds: ['nid_front'] })),
      'GET /api/riders/me/documents/81000000-0000-4000-8000-000000000001/thumbnail': thumbnail,
    });
    const { unmount } = renderWithApp(<MyRiderFile />);
    await screen.findByRole('img', { name: 'Your picture: NID front' });
    expect(revoked).not.toHaveBeenCalled();
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:thumbnail-1');
  });

  it('is wholly in Bangla on a Bangla page', async () => {
    mockApi({
      'GET /api/riders/me': () => answer(makeRider({ kinds: ALL, status: 'approved' })),
      'GET /api/riders/me/documents/81000000-0000-4000-8000-000000000001/thumbnail': thumbnail,
      'GET /api/riders/me/documents/81000000-0000-4000-8000-000000000002/thumbnail': thumbnail,
      'GET /api/riders/me/documents/81000000-0000-4000-8000-000000000003/thumbnail': thumbnail,
      'GET /api/riders/me/documents/81000000-0000-4000-8000-000000000004/thumbnail': thumbnail,
    });
    await inBangla();
    const { container } = renderWithApp(<MyRiderFile />);
    expect(
      await screen.findByText('অনুমোদিত: আপনি বাইক নিতে পারবেন। আপনার লাইসেন্সের মেয়াদ ৩০ জুন, ২০২৮ পর্যন্ত।'),
    ).toBeInTheDocument();
    await screen.findAllByRole('img');
    expect(englishLeftIn(container, ['JPEG, PNG', /DK0123456L00001/])).toEqual([]);
  });
});
