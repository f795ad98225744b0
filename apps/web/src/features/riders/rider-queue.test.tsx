import type { Rider } from '@bond/contract/riders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi, type ApiCall } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FakeUploadRequest } from '../../lib/pictures/fake-upload-request.ts';
import { makeRider, RIDER_ID } from './rider-fixtures.ts';
import { RiderQueue } from './rider-queue.tsx';

const ALL = ['nid_front', 'nid_back', 'licence', 'selfie_with_licence'] as const;
const KARIM_ID = '80000000-0000-4000-8000-000000000002';
const page = (riders: Rider[]) =>
  json({
    success: true,
    message: 'Riders retrieved',
    data: riders,
    meta: { page: 1, pageSize: 20, total: riders.length, pageCount: 1 },
  });
const file = (rider: Rider) => json({ success: true, message: 'Rider file retrieved', data: rider });
const picture = () => new Response(new Uint8Array(8), { status: 200, headers: { 'content-type': 'image/webp' } });
const documentReads = (calls: ApiCall[]) => calls.filter((call) => /\/documents\//.test(call.path));

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture'), revokeObjectURL: vi.fn() });
  document.cookie = 'authToken=staff-token; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The file of Rina waiting for review, its pictures read only once it is opened. */
function waiting(onApprove?: () => Response) {
  let rina = makeRider({ kinds: ALL });
  const karim = makeRider({
    userId: KARIM_ID,
    name: 'Karim Uddin',
    kinds: ALL,
    submittedAt: '2026-11-21T04:00:00.000Z',
  });
  const handlers: Record<string, (call: ApiCall) => Response> = {
    'GET /api/riders': (call) => page(call.query.get('status') === 'pending' ? [rina, karim] : []),
    [`GET /api/riders/${RIDER_ID}`]: () => file(rina),
    [`POST /api/riders/${RIDER_ID}/approve`]:
      onApprove ??
      (() => {
        rina = { ...rina, status: 'approved', reviewedBy: { _id: 'staff', name: 'Counter Clerk' } };
        return file(rina);
      }),
    [`POST /api/riders/${RIDER_ID}/reject`]: (call) => {
      rina = { ...rina, status: 'rejected', rejectionReason: (call.body as { reason: string }).reason };
      return json({ success: true, message: 'Rider rejected; they are told why', data: rina });
    },
  };
  for (const document of rina.documents) {
    handlers[`GET /api/riders/${RIDER_ID}/documents/${document._id}`] = picture;
  }
  return mockApi(handlers);
}

describe('the riders’ review queue', { timeout: 15_000 }, () => {
  it('lists the files waiting for review first, by status, and reads no picture before a file is opened', async () => {
    const { calls } = waiting();
    const user = userEvent.setup();
    renderWithApp(<RiderQueue />);
    const table = await screen.findByRole('table', { name: 'Riders’ files: Waiting for review' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Rina Akter', 'Karim Uddin']);
    const asked = calls.find((call) => call.path === '/api/riders');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ status: 'pending', page: '1', pageSize: '20' });
    expect(documentReads(calls)).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Show files'), 'rejected');
    expect(await screen.findByText('No rejected files.')).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.path === '/api/riders')
        .at(-1)
        ?.query.get('status'),
    ).toBe('rejected');
    expect(documentReads(calls)).toEqual([]);
  });

  it('opens a file with its details and four pictures, and approves it', async () => {
    const { calls } = waiting();
    const user = userEvent.setup();
    renderWithApp(<RiderQueue />);
    await user.click(await screen.findByRole('button', { name: 'Open the file of Rina Akter' }));
    expect(await screen.findByRole('heading', { name: 'File of Rina Akter' })).toBeInTheDocument();
    expect(screen.getByText('DK0123456L00001')).toBeInTheDocument();
    expect(screen.getByText('30 June 2028')).toBeInTheDocument();
    for (const name of ['NID front', 'NID back', 'Driving licence', 'Selfie holding the licence']) {
      expect(await screen.findByRole('img', { name: `${name} of Rina Akter` })).toHaveAttribute('src', 'blob:picture');
    }
    // Each picture read once, with the staff member's token (each view is in the audit log).
    expect(documentReads(calls)).toHaveLength(4);
    expect(documentReads(calls).every((call) => call.headers.get('authorization') === 'Bearer staff-token')).toBe(true);
    // Every picture is on file: nothing to add.
    expect(screen.queryByLabelText(/Take or choose a photo/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Rina Akter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText('Rider file retrieved')).toBeInTheDocument();
    expect(await screen.findByText('Approved. The licence is valid until 30 June 2028.')).toBeInTheDocument();
    expect(screen.getByText(/Reviewed by Counter Clerk/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/riders/${RIDER_ID}/approve`,
    ]);

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('table', { name: 'Riders’ files: Waiting for review' })).toBeInTheDocument();
  });

  it('shows what has been done with a file, newest first, with who did it', async () => {
    const rider = makeRider({
      kinds: ALL,
      history: [
        {
          at: '2026-11-22T05:00:00.000Z',
          action: 'rider.rejected',
          by: { _id: 'staff', name: 'Counter Clerk' },
          kind: null,
          reason: 'The licence photo is blurred',
        },
        {
          at: '2026-11-22T04:55:00.000Z',
          action: 'rider.document_viewed',
          by: { _id: 'staff', name: 'Counter Clerk' },
          kind: 'licence',
          reason: null,
        },
      ],
    });
    const handlers: Record<string, (call: ApiCall) => Response> = {
      'GET /api/riders': () => page([rider]),
      [`GET /api/riders/${RIDER_ID}`]: () => file(rider),
    };
    for (const document of rider.documents) handlers[`GET /api/riders/${RIDER_ID}/documents/${document._id}`] = picture;
    mockApi(handlers);
    const user = userEvent.setup();
    renderWithApp(<RiderQueue />);
    await user.click(await screen.findByRole('button', { name: 'Open the file of Rina Akter' }));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/Rejected: “The licence photo is blurred” · Counter Clerk$/),
      expect.stringMatching(/Picture seen: Driving licence · Counter Clerk$/),
    ]);
  });

  it('shows the server’s refusal of an approval (a licence expired since it was sent) in the dialog', async () => {
    waiting(() =>
      json(errorBody('This licence has expired since it was sent: it cannot be approved', 'LICENCE_EXPIRED'), 409),
    );
    const user = userEvent.setup();
    renderWithApp(<RiderQueue />);
    await user.click(await screen.findByRole('button', { name: 'Open the file of Rina Akter' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Rina Akter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This licence has expired since it was sent: it cannot be approved',
    );
  });

  it('rejects with a reason, which is required', async () => {
    const { calls } = waiting();
    const user = userEvent.setup();
    renderWithApp(<RiderQueue />);
    await user.click(await screen.findByRole('button', { name: 'Open the file of Rina Akter' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the file of Rina Akter' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAccessibleDescription('Say why, so the rider knows what to correct');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(reason, '  The selfie is too dark to see the face  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rider rejected; they are told why')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'The selfie is too dark to see the face',
    });
    expect(await screen.findByText('Rejected: The selfie is too dark to see the face')).toBeInTheDocument();
  });

  it('lets staff photograph a missing picture at the counter, sent to the rider’s file', async () => {
    let rider = makeRider({ kinds: ['nid_front', 'nid_back', 'licence'] });
    const handlers: Record<string, (call: ApiCall) => Response> = {
      'GET /api/riders': () => page([rider]),
      [`GET /api/riders/${RIDER_ID}`]: () => file(rider),
    };
    for (const n of [1, 2, 3, 4]) {
      handlers[`GET /api/riders/${RIDER_ID}/documents/81000000-0000-4000-8000-00000000000${n}`] = picture;
    }
    mockApi(handlers);
    const complete = makeRider({ kinds: ALL });
    vi.stubGlobal(
      'XMLHttpRequest',
      FakeUploadRequest.with({ status: 201, body: { success: true, message: 'Picture saved', data: complete } }),
    );
    const user = userEvent.setup();
    renderWithApp(<RiderQueue />);
    await user.selectOptions(await screen.findByLabelText('Show files'), 'none');
    await user.click(await screen.findByRole('button', { name: 'Open the file of Rina Akter' }));
    expect(await screen.findByText('Not ready for review. Missing: Selfie holding the licence.')).toBeInTheDocument();
    const input = screen.getByLabelText('Take or choose a photo (Selfie holding the licence)');
    expect(input).toHaveAttribute('capture', 'user');
    expect(screen.getAllByLabelText(/Take or choose a photo/)).toHaveLength(1);
    rider = complete;
    await user.upload(input, new File([new Uint8Array(32)], 'selfie.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Picture saved')).toBeInTheDocument();
    const [sent] = FakeUploadRequest.sent;
    expect(sent?.url).toMatch(new RegExp(`/api/riders/${RIDER_ID}/documents$`));
    expect(sent?.headers.authorization).toBe('Bearer staff-token');
    expect(sent?.body.get('kind')).toBe('selfie_with_licence');
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('is wholly in Bangla on a Bangla page, the list and a file', async () => {
    waiting();
    await inBangla();
    const user = userEvent.setup();
    const { container } = renderWithApp(<RiderQueue />);
    const table = await screen.findByRole('table', { name: 'চালকদের ফাইল: যাচাইয়ের অপেক্ষায়' });
    const allowed = ['Rina Akter', 'Karim Uddin', 'DK0123456L00001', 'JPEG, PNG'];
    expect(englishLeftIn(container, allowed)).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Rina Akter-এর ফাইল খুলুন' }));
    expect(await screen.findByRole('heading', { name: 'Rina Akter-এর ফাইল' })).toBeInTheDocument();
    expect(await screen.findAllByRole('img')).toHaveLength(4);
    expect(screen.getByText('৩০ জুন, ২০২৮')).toBeInTheDocument();
    expect(englishLeftIn(container, allowed)).toEqual([]);
  });
});
