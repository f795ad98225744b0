import { MESSAGE_TEMPLATES, type Notification } from '@bond/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { errorBody, json, mockApi, type ApiCall } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { RENTAL_ID, failedEmail, makeNotification } from './notification-fixtures.ts';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsPage } from './notifications-page.tsx';

const NOTIFICATIONS_TABLE = 'Messages to customers';
const NO_NOTIFICATIONS = 'No messages have been sent to customers yet.';
const NO_MATCHING_NOTIFICATIONS = 'No messages match these filters.';
const RETRY_ERROR_PREFIX = 'Could not send the message again:';

beforeAll(() => {
  process.env.TZ = 'Europe/London';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentSms = makeNotification({ segments: 2 });
const queuedReminder = makeNotification({
  template: 'pickup_reminder',
  status: 'queued',
  attempts: 0,
  lastError: 'No SMS gateway is configured',
  providerMessageId: null,
  segments: null,
  dueAt: '2026-11-22T09:30:00.000Z',
  sentAt: null,
  createdAt: '2026-11-21T04:00:00.000Z',
});
const failed = failedEmail();

/** Answers a page of the given messages, filtered the way the server filters. */
function listOf(messages: () => Notification[], pageCount = 1) {
  return ({ query }: ApiCall) => {
    const data = messages().filter(
      (m) =>
        (!query.get('status') || m.status === query.get('status')) &&
        (!query.get('channel') || m.channel === query.get('channel')) &&
        (!query.get('template') || m.template === query.get('template')),
    );
    return json({
      success: true,
      message: 'Messages retrieved successfully',
      data,
      meta: { page: Number(query.get('page') ?? 1), pageSize: NOTIFICATIONS_PAGE_SIZE, total: data.length, pageCount },
    });
  };
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/notifications');
const rowOf = (table: HTMLElement, text: string) => within(within(table).getByText(text).closest('tr') as HTMLElement);

describe('Notifications', { timeout: 20_000 }, () => {
  it('lists each message: when, customer and rental, channel and number, kind, state, sent and segments', async () => {
    const { calls } = mockApi({ 'GET /api/notifications': listOf(() => [sentSms, failed, queuedReminder]) });
    renderWithApp(<NotificationsPage />);
    const table = await screen.findByRole('table', { name: NOTIFICATIONS_TABLE });
    for (const header of ['Time', 'Customer', 'Channel', 'Message', 'Status', 'Sent', 'Actions']) {
      expect(within(table).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    expect(Object.fromEntries(listCalls(calls)[0]?.query ?? [])).toEqual({
      page: '1',
      pageSize: String(NOTIFICATIONS_PAGE_SIZE),
    });

    const sms = rowOf(table, 'Booking confirmed');
    // 04:00 UTC is 10:00 am in Dhaka, whatever the browser's zone.
    expect(sms.getAllByText(/10:00\s?am/i)[0]).toBeInTheDocument();
    expect(sms.getByText('Rina Akter')).toBeInTheDocument();
    expect(sms.getByRole('link', { name: `Rental ${RENTAL_ID.slice(0, 8)}` })).toHaveAttribute(
      'href',
      `/dashboard/rentals/${RENTAL_ID}`,
    );
    expect(sms.getByText('SMS')).toBeInTheDocument();
    expect(sms.getByText('+880 1711-000002')).toBeInTheDocument();
    expect(sms.getByText('Sent')).toBeInTheDocument();
    expect(sms.getByText('1 attempt')).toBeInTheDocument();
    expect(sms.getByText('2 segments')).toBeInTheDocument();
    expect(sms.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();

    const email = rowOf(table, 'Return recorded');
    expect(email.getByText('E-mail')).toBeInTheDocument();
    expect(email.getByText('rina@example.com')).toBeInTheDocument();
    expect(email.getByText('Failed')).toBeInTheDocument();
    expect(email.getByText('5 attempts')).toBeInTheDocument();
    expect(email.getByText('Last error: SMTP server refused the message: 550 mailbox unavailable')).toBeInTheDocument();
    expect(email.getByRole('button', { name: 'Retry: Return recorded to Rina Akter' })).toBeEnabled();

    const queued = rowOf(table, 'Pickup reminder');
    expect(queued.getByText('Queued')).toBeInTheDocument();
    expect(queued.getByText('Not tried yet')).toBeInTheDocument();
    expect(queued.getByText(/^Due .*3:30\s?pm$/i)).toBeInTheDocument();
    expect(queued.getByText('Waiting: No SMS gateway is configured')).toBeInTheDocument();
  });

  it('filters by status, channel and message type, and says when nothing matches', async () => {
    const { calls } = mockApi({ 'GET /api/notifications': listOf(() => [sentSms, failed]) });
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />);
    await screen.findByRole('table', { name: NOTIFICATIONS_TABLE });
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();

    const types = within(screen.getByLabelText('Message type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types.slice(0, 4)).toEqual(['All message types', 'Booking confirmed', 'Pickup reminder', 'Return reminder']);
    // Every kind of message the shop sends, after the choice of all of them.
    expect(types).toHaveLength(MESSAGE_TEMPLATES.length + 1);
    expect(types.slice(-3)).toEqual(['Booking moved to another bike', 'Bike paper expiring', 'Bike due a service']);

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(screen.queryByText('Booking confirmed', { selector: 'td' })).not.toBeInTheDocument());
    expect(screen.getByText('Return recorded', { selector: 'td' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.query.get('status')).toBe('failed');

    await user.selectOptions(screen.getByLabelText('Channel'), 'SMS');
    expect(await screen.findByText(NO_MATCHING_NOTIFICATIONS)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Message type'), 'Pickup reminder');
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1)?.query ?? [])).toEqual({
        page: '1',
        pageSize: String(NOTIFICATIONS_PAGE_SIZE),
        status: 'failed',
        channel: 'sms',
        template: 'pickup_reminder',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Booking confirmed', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(listCalls(calls).at(-1)?.query.has('status')).toBe(false);
  });

  it('says so when the shop has sent nothing yet', async () => {
    const { calls } = mockApi({ 'GET /api/notifications': listOf(() => [], 1) });
    renderWithApp(<NotificationsPage />);
    expect(await screen.findByText(NO_NOTIFICATIONS)).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('asks for the next page with the pager', async () => {
    const { calls } = mockApi({ 'GET /api/notifications': listOf(() => [sentSms], 3) });
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />);
    await screen.findByRole('table', { name: NOTIFICATIONS_TABLE });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('page')).toBe('2'));
  });

  it('shows the whole text of a message, an e-mail with its subject', async () => {
    mockApi({ 'GET /api/notifications': listOf(() => [failed]) });
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Show text: Return recorded to Rina Akter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return recorded' });
    expect(dialog).toHaveAccessibleDescription(/^E-mail to rina@example\.com, written /);
    expect(within(dialog).getByText('Your return is recorded')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/We recorded the return of your bike\.\s+Balance to pay: 500 BDT\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a failed message again: a toast, the list read again, and the keyboard on the row', async () => {
    let messages = [failed];
    const { calls } = mockApi({
      'GET /api/notifications': listOf(() => messages),
      [`POST /api/notifications/${failed._id}/retry`]: () => {
        messages = [{ ...failed, status: 'queued', dueAt: '2026-11-22T10:00:00.000Z' }];
        return json({ success: true, message: 'The message will be sent again', data: messages[0] });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Retry: Return recorded to Rina Akter' }));
    expect(await screen.findByText('The message will be sent again')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`/api/notifications/${failed._id}/retry`);
    expect(await screen.findByText('Queued', { selector: 'td span' })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show text: Return recorded to Rina Akter' })).toHaveFocus();
  });

  it('says why a retry was refused and reads the list again, where another admin had retried it', async () => {
    let messages = [failed];
    const refused = 'Only a failed message can be sent again; this one is queued';
    const { calls } = mockApi({
      'GET /api/notifications': listOf(() => messages),
      [`POST /api/notifications/${failed._id}/retry`]: () => {
        messages = [{ ...failed, status: 'queued' }];
        return json(errorBody(refused, 'NOT_RETRYABLE'), 409);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />);
    await user.click(await screen.findByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText(`${RETRY_ERROR_PREFIX} ${refused}`)).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(await screen.findByText('Queued', { selector: 'td span' })).toBeInTheDocument();
  });

  it('puts the keyboard on the table when the retried message leaves the list of failed ones', async () => {
    let messages = [failed];
    mockApi({
      'GET /api/notifications': listOf(() => messages),
      [`POST /api/notifications/${failed._id}/retry`]: () => {
        messages = [{ ...failed, status: 'queued' }];
        return json({ success: true, message: 'The message will be sent again', data: messages[0] });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />);
    await user.selectOptions(await screen.findByLabelText('Status'), 'Failed');
    await user.click(await screen.findByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText(NO_MATCHING_NOTIFICATIONS)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: NOTIFICATIONS_TABLE })).toHaveFocus());
  });

  it("shows the server's reason with 'Try again' when the list cannot be loaded", async () => {
    let attempts = 0;
    mockApi({
      'GET /api/notifications': (call) => {
        attempts += 1;
        return attempts === 1 ? json(errorBody('The server is busy', 'INTERNAL'), 500) : listOf(() => [])(call);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_NOTIFICATIONS)).toBeInTheDocument();
  });

  it('speaks Bangla: the filters, the states and a failed message’s Retry, sending the API’s values', async () => {
    await inBangla();
    let messages = [sentSms, failed];
    const { calls } = mockApi({
      'GET /api/notifications': listOf(() => messages),
      [`POST /api/notifications/${failed._id}/retry`]: () => {
        messages = [{ ...failed, status: 'queued', dueAt: '2026-11-22T10:00:00.000Z' }];
        return json({ success: true, message: 'মেসেজটি আবার পাঠানো হবে', data: messages[0] });
      },
    });
    const user = userEvent.setup();
    const { container } = renderWithApp(<NotificationsPage />);
    const table = await screen.findByRole('table', { name: 'কাস্টমারদের পাঠানো মেসেজ' });
    for (const header of ['সময়', 'কাস্টমার', 'মাধ্যম', 'মেসেজ', 'অবস্থা', 'পাঠানো', 'কাজ']) {
      expect(within(table).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    const sms = rowOf(table, 'বুকিং কনফার্ম');
    expect(sms.getByText('এসএমএস')).toBeInTheDocument();
    expect(sms.getByText('পাঠানো হয়েছে')).toBeInTheDocument();
    expect(sms.getByText('১ বার চেষ্টা')).toBeInTheDocument();
    expect(sms.getByText('২টি অংশ')).toBeInTheDocument();
    const email = rowOf(table, 'বাইক ফেরত নেওয়া হয়েছে');
    expect(email.getByText('ব্যর্থ')).toBeInTheDocument();
    expect(email.getByText('৫ বার চেষ্টা')).toBeInTheDocument();
    expect(email.getByText('শেষ এরর: SMTP server refused the message: 550 mailbox unavailable')).toBeInTheDocument();
    expect(englishLeftIn(container, ['Rina Akter', 'SMTP server refused the message'])).toEqual([]);

    await user.click(
      await screen.findByRole('button', { name: 'আবার পাঠান: Rina Akter-এর জন্য “বাইক ফেরত নেওয়া হয়েছে”' }),
    );
    expect(await screen.findByText('মেসেজটি আবার পাঠানো হবে')).toBeInTheDocument();
    expect(await screen.findByText('অপেক্ষায়', { selector: 'td span' })).toBeInTheDocument();
    expect(screen.getByText(/^পাঠানোর সময় ২২ নভে, ২০২৬, ৪:০০/)).toBeInTheDocument();
    // sonner's own labels frame the toast (the server's message itself is in Bangla).
    expect(
      englishLeftIn(container, ['Rina Akter', 'SMTP server refused', 'Notifications alt+T', 'Close toast']),
    ).toEqual([]);

    await user.selectOptions(screen.getByLabelText('অবস্থা'), 'ব্যর্থ');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('failed'));
    expect(within(screen.getByLabelText('মেসেজের ধরন')).getAllByRole('option')[0]).toHaveTextContent('সব ধরনের মেসেজ');
    await user.selectOptions(screen.getByLabelText('মাধ্যম'), 'এসএমএস');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('channel')).toBe('sms'));
    expect(await screen.findByText('এই বাছাইয়ে কোনো মেসেজ মেলেনি।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'বাছাই মুছুন' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.has('status')).toBe(false));
  });
});
