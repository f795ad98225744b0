import type { SmsStandinSwitches } from '@bond/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { errorBody, json, mockApi, type ApiCall } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { makeDelivery } from './notification-fixtures.ts';
import { DELIVERIES_PAGE_SIZE, SmsStandinPage, switchesText } from './sms-standin.tsx';

const SMS_STANDIN_NOTE =
  'This is the shop’s built-in stand-in of SSL Wireless: it takes the shop’s SMS the way SSL Wireless would, and sends nothing to phones.';
const SWITCHES_HEADING = 'How the stand-in answers';
const DELIVERIES_HEADING = 'What the stand-in delivered';
const DELIVERIES_TABLE = 'SMS the stand-in received';
const NO_DELIVERIES = 'The stand-in has not received any SMS yet.';
const BAD_ERROR_CODE = 'Enter a four-digit error code from 1000 to 9999, such as 4025';
const SWITCHES_ERROR_PREFIX = 'Could not save the switches:';

beforeAll(() => {
  process.env.TZ = 'UTC';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ok = <T,>(data: T, message = 'ok') => json({ success: true, message, data });

/** The stand-in's two calls, its switches kept in `state` (a PUT changes them). */
function serve(state: {
  switches: SmsStandinSwitches;
  deliveries: ReturnType<typeof makeDelivery>[];
  pageCount?: number;
}) {
  return mockApi({
    'GET /api/sms-standin/switches': () => ok(state.switches),
    'PUT /api/sms-standin/switches': ({ body }) => {
      state.switches = body as SmsStandinSwitches;
      return ok(state.switches, 'The stand-in’s switches are saved');
    },
    'GET /api/sms-standin/deliveries': ({ query }) =>
      json({
        success: true,
        message: 'ok',
        data: state.deliveries,
        meta: {
          page: Number(query.get('page')),
          pageSize: DELIVERIES_PAGE_SIZE,
          total: state.deliveries.length,
          pageCount: state.pageCount ?? 1,
        },
      }),
  });
}

const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

describe('SMS stand-in', { timeout: 15_000 }, () => {
  it('says it sends nothing to phones, and lists what it received, newest first', async () => {
    const delivery = makeDelivery({
      sms: 'Bond Bike Rental: your return is due at 4:30 pm.',
      segments: 2,
      smsType: 'EN',
      receivedAt: '2026-11-22T09:30:00.000Z',
    });
    const { calls } = serve({ switches: { mode: 'deliver' }, deliveries: [delivery] });
    renderWithApp(<SmsStandinPage />);
    expect(screen.getByText(SMS_STANDIN_NOTE)).toBeInTheDocument();
    expect(SMS_STANDIN_NOTE).toMatch(/built-in stand-in of SSL Wireless.*sends nothing to phones/);
    expect(screen.getByRole('region', { name: SWITCHES_HEADING })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: DELIVERIES_HEADING });
    const table = await within(section).findByRole('table', { name: DELIVERIES_TABLE });
    for (const header of ['Received', 'Number', 'Text', 'Segments', 'csms_id', 'Reference']) {
      expect(within(table).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    const row = within(within(table).getByText(delivery.sms).closest('tr') as HTMLElement);
    // 09:30 UTC is 3:30 pm in Dhaka.
    expect(row.getByText(/3:30\s?pm/i)).toBeInTheDocument();
    expect(row.getByText('8801711000002')).toBeInTheDocument();
    expect(row.getByText('2 segments')).toBeInTheDocument();
    expect(row.getByText('EN')).toBeInTheDocument();
    expect(row.getByText(delivery.csmsId)).toBeInTheDocument();
    expect(row.getByText(delivery.referenceId)).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((c) => c.path.endsWith('/deliveries'))?.query ?? [])).toEqual({
      page: '1',
      pageSize: String(DELIVERIES_PAGE_SIZE),
    });
  });

  it('says when it has received nothing, reads again on Refresh, and pages', async () => {
    const state: Parameters<typeof serve>[0] = { switches: { mode: 'deliver' }, deliveries: [] };
    const { calls } = serve(state);
    const user = userEvent.setup();
    renderWithApp(<SmsStandinPage />);
    expect(await screen.findByText(NO_DELIVERIES)).toBeInTheDocument();
    const delivery = makeDelivery();
    state.deliveries = [delivery];
    state.pageCount = 2;
    await user.click(screen.getByRole('button', { name: 'Refresh deliveries' }));
    expect(await screen.findByText(delivery.csmsId)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path.endsWith('/deliveries'))
          .at(-1)
          ?.query.get('page'),
      ).toBe('2'),
    );
  });

  it('switches how the stand-in answers, and saves it', async () => {
    const { calls } = serve({ switches: { mode: 'deliver' }, deliveries: [] });
    const user = userEvent.setup();
    renderWithApp(<SmsStandinPage />);
    const mode = await screen.findByLabelText('Answer to the next SMS');
    expect(mode).toHaveValue('deliver');
    expect(
      within(mode)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Deliver', 'Fail (server error)', 'Time out', 'Answer an error code']);
    expect(screen.getByText('Deliver', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Error code')).not.toBeInTheDocument();

    await user.selectOptions(mode, 'Time out');
    await user.click(screen.getByRole('button', { name: 'Save switches' }));
    expect(await screen.findByText('The stand-in’s switches are saved')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toEqual({ mode: 'timeout' });
    expect(await screen.findByText('Time out', { selector: 'span' })).toBeInTheDocument();
  });

  it('asks for a four-digit error code before answering with one', async () => {
    const { calls } = serve({ switches: { mode: 'deliver' }, deliveries: [] });
    const user = userEvent.setup();
    renderWithApp(<SmsStandinPage />);
    await user.selectOptions(await screen.findByLabelText('Answer to the next SMS'), 'Answer an error code');
    const code = screen.getByLabelText('Error code');
    expect(code).toHaveAccessibleDescription(/4025 is an invalid number/);

    await user.click(screen.getByRole('button', { name: 'Save switches' }));
    expect(await screen.findByText(BAD_ERROR_CODE)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    await user.type(code, '40x');
    await user.click(screen.getByRole('button', { name: 'Save switches' }));
    expect(puts(calls)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '4025');
    await user.click(screen.getByRole('button', { name: 'Save switches' }));
    expect(await screen.findByText('The stand-in’s switches are saved')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toEqual({ mode: 'error-code', errorCode: 4025 });
    expect(await screen.findByText('Answer an error code (4025)', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByLabelText('Error code')).toHaveValue('4025');
  });

  it('says why the switches were not saved', async () => {
    mockApi({
      'GET /api/sms-standin/switches': () => ok({ mode: 'deliver' }),
      'GET /api/sms-standin/deliveries': () =>
        json({ success: true, message: 'ok', data: [], meta: { page: 1, pageSize: 20, total: 0, pageCount: 1 } }),
      'PUT /api/sms-standin/switches': () =>
        json(errorBody('mode must be one of deliver, fail, timeout, error-code'), 400),
    });
    const user = userEvent.setup();
    renderWithApp(<SmsStandinPage />);
    await user.selectOptions(await screen.findByLabelText('Answer to the next SMS'), 'Fail (server error)');
    await user.click(screen.getByRole('button', { name: 'Save switches' }));
    expect(
      await screen.findByText(`${SWITCHES_ERROR_PREFIX} mode must be one of deliver, fail, timeout, error-code`),
    ).toBeInTheDocument();
  });

  it('writes the switches in words', () => {
    expect(switchesText({ mode: 'fail' }, 'en')).toBe('Fail (server error)');
    expect(switchesText({ mode: 'error-code', errorCode: 4001 }, 'en')).toBe('Answer an error code (4001)');
  });

  it('speaks Bangla, keeps SSL Wireless’s codes as they are, and takes a code typed in Bengali digits', async () => {
    await inBangla();
    const delivery = makeDelivery({ segments: 2 });
    const { calls } = serve({ switches: { mode: 'deliver' }, deliveries: [delivery] });
    const user = userEvent.setup();
    const { container } = renderWithApp(<SmsStandinPage />);
    expect(screen.getByRole('region', { name: 'স্ট্যান্ড-ইন কীভাবে উত্তর দেয়' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'স্ট্যান্ড-ইনের পাওয়া এসএমএস' });
    for (const header of ['পাওয়ার সময়', 'নম্বর', 'লেখা', 'অংশ', 'csms_id', 'রেফারেন্স']) {
      expect(within(table).getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    expect(within(table).getByText('২টি অংশ')).toBeInTheDocument();
    const mode = await screen.findByLabelText('পরের এসএমএসের উত্তর');
    expect(screen.getByText('পৌঁছে দাও', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ডেলিভারি রিফ্রেশ করুন' })).toBeInTheDocument();
    const allowed = ['SSL Wireless', 'Bond Bike Rental', 'csms_id', /^BBR\d+$/, /^REF-\d+$/];
    expect(englishLeftIn(container, allowed)).toEqual([]);

    await user.selectOptions(mode, 'এরর কোড দিয়ে উত্তর');
    const code = screen.getByLabelText('এরর কোড');
    expect(code).toHaveAccessibleDescription(/4025 মানে ভুল নম্বর/);
    await user.click(screen.getByRole('button', { name: 'সুইচ সেভ করুন' }));
    expect(
      await screen.findByText('1000 থেকে 9999-এর মধ্যে চার অঙ্কের একটি এরর কোড লিখুন, যেমন 4025'),
    ).toBeInTheDocument();
    await user.type(code, '৪০২৫');
    await user.click(screen.getByRole('button', { name: 'সুইচ সেভ করুন' }));
    await waitFor(() => expect(puts(calls)[0]?.body).toEqual({ mode: 'error-code', errorCode: 4025 }));
    expect(await screen.findByText('এরর কোড দিয়ে উত্তর (4025)', { selector: 'span' })).toBeInTheDocument();
    // The toast says the server's message as it came (the mock answers in English) in sonner's own frame.
    const toaster = ['The stand-in’s switches are saved', 'Notifications alt+T', 'Close toast'];
    expect(englishLeftIn(container, [...allowed, /status_code/, ...toaster])).toEqual([]);
  });
});
