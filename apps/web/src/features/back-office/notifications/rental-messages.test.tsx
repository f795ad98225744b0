import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { json, mockApi, type ApiCall } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { RENTAL_ID, failedEmail, makeNotification } from './notification-fixtures.ts';
import { RENTAL_MESSAGES_LIMIT, RentalMessages } from './rental-messages.tsx';

const RENTAL_MESSAGES_HEADING = 'Messages';
const RENTAL_MESSAGES_TABLE = 'Messages about this rental';
const NO_RENTAL_MESSAGES = 'No messages about this rental yet.';

beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (data: unknown[], total = data.length) =>
  json({
    success: true,
    message: 'Messages retrieved successfully',
    data,
    meta: { page: 1, pageSize: RENTAL_MESSAGES_LIMIT, total, pageCount: Math.max(1, Math.ceil(total / 100)) },
  });
const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET');

describe("a rental's Messages", { timeout: 15_000 }, () => {
  it("asks for the rental's messages and lists them with channel, kind, state and time; not printed", async () => {
    const confirmed = makeNotification();
    const { calls } = mockApi({ 'GET /api/notifications': () => page([failedEmail(), confirmed]) });
    renderWithApp(<RentalMessages rentalId={RENTAL_ID} />);
    const section = screen.getByRole('region', { name: RENTAL_MESSAGES_HEADING });
    expect(section).toHaveClass('print:hidden');
    const table = await within(section).findByRole('table', { name: RENTAL_MESSAGES_TABLE });
    for (const header of ['Time', 'Channel', 'Message', 'Status', 'Sent', 'Actions']) {
      expect(within(table).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    expect(Object.fromEntries(listCalls(calls)[0]?.query ?? [])).toEqual({
      rental: RENTAL_ID,
      pageSize: String(RENTAL_MESSAGES_LIMIT),
    });
    const row = within(within(table).getByText('Booking confirmed').closest('tr') as HTMLElement);
    expect(row.getByText('SMS')).toBeInTheDocument();
    expect(row.getByText('Sent')).toBeInTheDocument();
    expect(row.getAllByText(/10:00\s?am/i)[0]).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Retry: Return recorded to Rina Akter' })).toBeInTheDocument();
    expect(within(section).queryByText(/the Notifications page has them all/)).not.toBeInTheDocument();
  });

  it('retries a failed message and reads the messages again', async () => {
    const failed = failedEmail();
    let messages = [failed];
    const { calls } = mockApi({
      'GET /api/notifications': () => page(messages),
      [`POST /api/notifications/${failed._id}/retry`]: () => {
        messages = [{ ...failed, status: 'queued' }];
        return json({ success: true, message: 'The message will be sent again', data: messages[0] });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<RentalMessages rentalId={RENTAL_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Retry: Return recorded to Rina Akter' }));
    expect(await screen.findByText('The message will be sent again')).toBeInTheDocument();
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it('says when there are none, and when there are more than it shows', async () => {
    mockApi({ 'GET /api/notifications': () => page([]) });
    const { unmount } = renderWithApp(<RentalMessages rentalId={RENTAL_ID} />);
    expect(await screen.findByText(NO_RENTAL_MESSAGES)).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    mockApi({ 'GET /api/notifications': () => page([makeNotification()], 130) });
    renderWithApp(<RentalMessages rentalId={RENTAL_ID} />);
    expect(
      await screen.findByText('The newest 1 of 130 messages; the Notifications page has them all.'),
    ).toBeInTheDocument();
  });

  it('speaks Bangla, with Bengali digits in the count of messages', async () => {
    await inBangla();
    mockApi({ 'GET /api/notifications': () => page([failedEmail(), makeNotification()], 130) });
    const { container } = renderWithApp(<RentalMessages rentalId={RENTAL_ID} />);
    const section = screen.getByRole('region', { name: 'মেসেজ' });
    const table = await within(section).findByRole('table', { name: 'এই ভাড়ার মেসেজ' });
    const row = within(within(table).getByText('বুকিং কনফার্ম').closest('tr') as HTMLElement);
    expect(row.getByText('এসএমএস')).toBeInTheDocument();
    expect(row.getByText('পাঠানো হয়েছে')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'আবার পাঠান: Rina Akter-এর জন্য “বাইক ফেরত নেওয়া হয়েছে”' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'মেসেজ রিফ্রেশ করুন' })).toBeInTheDocument();
    expect(
      within(section).getByText('১৩০টি মেসেজের নতুন ২টি দেখানো হলো; নোটিফিকেশন পাতায় সবগুলো আছে।'),
    ).toBeInTheDocument();
    expect(englishLeftIn(container, ['Rina Akter', 'SMTP server refused the message'])).toEqual([]);
  });
});
