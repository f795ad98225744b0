import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi, type ApiCall } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { busyReport, quietReport } from './report-fixtures.ts';
import { Reports } from './reports-page.tsx';
import { ReportsSection } from './reports-section.tsx';

const BIKE_TABLE = 'How each bike did';
const BUSIEST_TITLE = 'Busiest hours';
const SHOW_AS_TABLE = 'Show as table';
const MONEY_TITLE = 'Money';
const DEPOSITS_TITLE = 'Deposits held for customers';
const RENTALS_TITLE = 'Rentals';
const FROM_LABEL = 'From (Dhaka day)';
const TO_LABEL = 'To (Dhaka day, included)';
const SHOW_REPORT = 'Show report';
const DOWNLOAD_LABELS = { rentals: 'Download rentals (CSV)', payments: 'Download payments (CSV)' };
const QUIET_PERIOD = 'No money moved and no rentals in this period.';
const REFRESH_REPORT = 'Refresh report';
const REVENUE_TITLE = 'Collected per day';
const UTILISATION_TITLE = 'Utilisation per bike';

// Tuesday 24 November 2026, 10:00 in Dhaka.
const NOW = new Date('2026-11-24T04:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  document.cookie = 'authToken=the-admin-token; path=/';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = <T,>(data: T) => json({ success: true, message: 'Report retrieved successfully', data });
const periodOf = (call: ApiCall) => ({ from: call.query.get('from') ?? '', to: call.query.get('to') ?? '' });
const summaryCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/reports/summary').map(periodOf);

function serveBusy(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/reports/summary': (call) => ok(busyReport(periodOf(call))), ...extra });
}

/** A table's header row and rows, as the text of each cell. */
const tableText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const section = (name: string) => screen.getByRole('region', { name });
const figure = (name: string, label: string) =>
  within(within(section(name)).getByText(label, { selector: 'dt' }).parentElement as HTMLElement);

/**
 * A saved file's text. Which Blob a response hands over depends on the Node version under jsdom (Node 24's
 * lacks text() there), so it is read the way a page would, with FileReader, where text() is missing.
 */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('Reports', { timeout: 15_000 }, () => {
  it('loads with its chart library only when opened, for this month in Dhaka, with the bearer token', async () => {
    const { calls } = serveBusy();
    renderWithApp(<ReportsSection />);
    expect(await screen.findByRole('heading', { name: MONEY_TITLE })).toBeInTheDocument();
    expect(summaryCalls(calls)).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer the-admin-token');
    expect(screen.getByRole('radio', { name: 'This month' })).toBeChecked();
    expect(screen.getByText('1 Nov 2026 to 30 Nov 2026')).toBeInTheDocument();
  });

  it('shows the headline figures as cards, money as the shop writes it', async () => {
    serveBusy();
    renderWithApp(<Reports />);
    await screen.findByRole('heading', { name: MONEY_TITLE });
    const collected = figure(MONEY_TITLE, 'Collected');
    expect(collected.getByText('1,350 BDT')).toBeInTheDocument();
    expect(collected.getByText(/Advances 300 BDT · Balances 950 BDT/)).toBeInTheDocument();
    expect(collected.getByText(/Of it taken from deposits at returns: 100 BDT/)).toBeInTheDocument();
    expect(collected.getByText(/Also received and owed back in full: 100 BDT/)).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Refunds due').getByText('2,000 BDT')).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Refunded').getByText('2,000 BDT')).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Outstanding now').getByText('450 BDT')).toBeInTheDocument();
    expect(
      figure(MONEY_TITLE, 'Outstanding now').getByText('2 returned rentals with a balance unpaid'),
    ).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Owed back now').getByText('1 refund not paid back yet')).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Discounts given').getByText('120 BDT')).toBeInTheDocument();
    expect(
      figure(MONEY_TITLE, 'Discounts given').getByText('Coupons taken off the rentals returned in the period'),
    ).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Add-on income').getByText('60 BDT')).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Late fees').getByText('270 BDT')).toBeInTheDocument();
    const charges = figure(MONEY_TITLE, 'Charges at returns');
    expect(charges.getByText('620 BDT')).toBeInTheDocument();
    expect(charges.getByText('Fuel 120 BDT · Helmets 0 BDT · Damage and loss 500 BDT')).toBeInTheDocument();
    for (const [label, value] of [
      ['Booked', '4'],
      ['Cancelled', '1'],
      ['No-shows', '1'],
      ['Returned', '2'],
      ['Overdue now', '1'],
    ] as const) {
      expect(figure(RENTALS_TITLE, label).getByText(value, { selector: 'dd' })).toBeInTheDocument();
    }
    expect(screen.queryByText(QUIET_PERIOD)).not.toBeInTheDocument();
  });

  it('shows the deposits held for customers now apart from the money collected, and those taken, applied and given back', async () => {
    serveBusy();
    renderWithApp(<Reports />);
    await screen.findByRole('heading', { name: MONEY_TITLE });
    const deposits = section(DEPOSITS_TITLE);
    const held = figure(DEPOSITS_TITLE, 'Deposits held now');
    expect(held.getByText('1,500 BDT')).toBeInTheDocument();
    expect(held.getByText('Customers’ money, not income: 1 rental out with a deposit')).toBeInTheDocument();
    expect(figure(DEPOSITS_TITLE, 'Deposits taken').getByText('3,500 BDT')).toBeInTheDocument();
    expect(figure(DEPOSITS_TITLE, 'Deposits that paid bills').getByText('100 BDT')).toBeInTheDocument();
    expect(
      figure(DEPOSITS_TITLE, 'Deposits that paid bills').getByText(
        'At the returns in the period; counted in Collected',
      ),
    ).toBeInTheDocument();
    const back = figure(DEPOSITS_TITLE, 'Deposits given back');
    expect(back.getByText('1,900 BDT')).toBeInTheDocument();
    expect(
      back.getByText('Owed back at the returns in the period; deposits paid back in the period: 1,900 BDT'),
    ).toBeInTheDocument();
    expect(within(deposits).getByText(/A deposit is the customer’s money/)).toBeInTheDocument();
    // Not among the money collected.
    expect(within(section(MONEY_TITLE)).queryByText('Deposits held now')).not.toBeInTheDocument();
  });

  it('in a quiet period shows no deposits held, no late fees and no charges', async () => {
    mockApi({ 'GET /api/reports/summary': (call) => ok(quietReport(periodOf(call))) });
    renderWithApp(<Reports />);
    await screen.findByRole('heading', { name: MONEY_TITLE });
    expect(figure(DEPOSITS_TITLE, 'Deposits held now').getByText('0 BDT')).toBeInTheDocument();
    expect(
      figure(DEPOSITS_TITLE, 'Deposits held now').getByText(
        'Customers’ money, not income: 0 rentals out with a deposit',
      ),
    ).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Late fees').getByText('0 BDT')).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Charges at returns').getByText('0 BDT')).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Collected').queryByText(/taken from deposits/)).not.toBeInTheDocument();
  });

  it('draws each chart as a named image with the same figures in a table', async () => {
    const user = userEvent.setup();
    serveBusy();
    renderWithApp(<Reports />);
    await screen.findByRole('heading', { name: MONEY_TITLE });

    const revenue = screen.getByRole('img', {
      name: 'Collected per day, 1 Nov 2026 to 30 Nov 2026: 1,350 BDT in all; the most on Sat 7 Nov, 1,150 BDT.',
    });
    // One bar per day with money, drawn in the theme's bar colour.
    expect(revenue.querySelectorAll('rect.visx-bar')).toHaveLength(2);
    expect(revenue.querySelector('rect.visx-bar')).toHaveClass('fill-brand-700', 'dark:fill-brand-400');
    const utilisation = screen.getByRole('img', {
      name: 'Utilisation of 2 bikes, most used first: Honda Hornet 2.0 8.9% down to Yamaha FZS V3 2.2%.',
    });
    expect(within(utilisation).getByText('Honda Hornet 2.0 (retired)')).toBeInTheDocument();
    const heat = screen.getByRole('img', {
      name: 'Paid bookings by the weekday and hour they start, Saturday to Friday, Dhaka time: 4 bookings; the busiest hour is Sat 10 am to 11 am with 3 bookings.',
    });
    // Saturday first; the busiest hour at the darkest level.
    expect([...heat.querySelectorAll('text')].map((t) => t.textContent).filter((t) => t?.length === 3)).toEqual([
      'Sat',
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
    ]);
    expect(heat.querySelectorAll('[data-level="4"]')).toHaveLength(1);
    expect(heat.querySelectorAll('[data-level="2"]')).toHaveLength(1);

    // Each chart's table: behind 'Show as table', with a caption and headers.
    const toggles = screen.getAllByText(SHOW_AS_TABLE, { selector: 'summary' });
    expect(toggles).toHaveLength(3);
    for (const toggle of toggles) await user.click(toggle);
    const money = screen.getByRole('table', { name: `${REVENUE_TITLE} (BDT)` });
    expect(within(money).getAllByRole('row')).toHaveLength(1 + 30 + 1);
    const saturday = within(money).getByRole('rowheader', { name: 'Sat 7 Nov' }).closest('tr') as HTMLElement;
    expect(
      within(saturday)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,150 BDT', '200 BDT', '950 BDT', ...Array.from({ length: 10 }, () => '0 BDT')]);
    expect(
      within(money)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Day',
      'Collected',
      'Advances',
      'Balances',
      'From deposits',
      'Refunds due',
      'Refunded',
      'Discounts',
      'Add-ons',
      'Late fees',
      'Charges',
      'Deposits taken',
      'Deposits given back',
      'Deposits held (end of day)',
    ]);
    // The day before a return: its deposit taken and held at the end of the day.
    const handoverDay = within(money).getByRole('rowheader', { name: 'Fri 20 Nov' }).closest('tr') as HTMLElement;
    expect(
      within(handoverDay)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([...Array.from({ length: 10 }, () => '0 BDT'), '2,000 BDT', '0 BDT', '2,000 BDT']);
    // The day of a return: what its deposit paid, its coupon's discount, its add-ons, late fee and charges, and
    // the rest of its deposit given back: nothing held at the end of the day.
    const returnDay = within(money).getByRole('rowheader', { name: 'Sat 21 Nov' }).closest('tr') as HTMLElement;
    expect(
      within(returnDay)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '200 BDT',
      '100 BDT',
      '0 BDT',
      '100 BDT',
      '2,000 BDT',
      '0 BDT',
      '120 BDT',
      '60 BDT',
      '270 BDT',
      '620 BDT',
      '0 BDT',
      '1,900 BDT',
      '0 BDT',
    ]);
    // The totals: sums, and the deposits held at the end of the period.
    const totals = within(money).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1,350 BDT',
      '300 BDT',
      '950 BDT',
      '100 BDT',
      '2,000 BDT',
      '2,000 BDT',
      '120 BDT',
      '60 BDT',
      '270 BDT',
      '620 BDT',
      '3,500 BDT',
      '1,900 BDT',
      '1,500 BDT',
    ]);
    const bikes = screen.getByRole('table', { name: UTILISATION_TITLE });
    expect(
      within(bikes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Bike', 'Utilisation', 'Rented', 'Available']);
    const hours = screen.getByRole('table', { name: /^Busiest hours/ });
    expect(
      within(hours)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    const sat = within(hours).getByRole('rowheader', { name: 'Sat' }).closest('tr') as HTMLElement;
    expect(within(sat).getAllByRole('cell')[10]).toHaveTextContent('3');
    expect(within(section(BUSIEST_TITLE)).getByText('Bookings starting in that hour:')).toBeInTheDocument();
  });

  it('lists every bike with its hours, utilisation and money, retired bikes marked', async () => {
    serveBusy();
    renderWithApp(<Reports />);
    const table = await screen.findByRole('table', { name: BIKE_TABLE });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Bike', 'Rented', 'Available', 'Utilisation', 'Collected', 'Rentals']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells.map((row) => row.slice(1))).toEqual([
      ['30.5 h', '342 h', '8.9%', '1,150 BDT', '2'],
      ['12 h', '554 h', '2.2%', '200 BDT', '1'],
    ]);
    // The date is the shop's (en-BD, '15 Nov 2026'; Node's own ICU may write it its way).
    expect(cells[0]?.[0]).toMatch(/^Honda Hornet 2\.0Retired (15 Nov|Nov 15,) 2026$/);
    expect(cells[1]?.[0]).toBe('Yamaha FZS V3');
  });

  it('splits the money collected by method and by who received it, each a table', async () => {
    serveBusy();
    renderWithApp(<Reports />);
    const byMethod = await screen.findByRole('table', { name: 'Collected by method' });
    expect(tableText(byMethod)).toEqual([
      ['Method', 'Payments', 'Amount'],
      ['Online (gateway)', '2', '350 BDT'],
      ['Cash', '3', '700 BDT'],
      ['bKash Send Money', '1', '300 BDT'],
      ['Nagad Send Money', '0', '0 BDT'],
      ['Rocket Send Money', '0', '0 BDT'],
      ['Card terminal', '0', '0 BDT'],
    ]);
    expect(tableText(screen.getByRole('table', { name: 'Collected by who received it' }))).toEqual([
      ['Received by', 'Payments', 'Amount'],
      ['Shirin Akter', '3', '800 BDT'],
      ['Online', '2', '350 BDT'],
      ['Tanvir Hasan', '1', '200 BDT'],
    ]);
    // On a phone each row is a card whose lines are led by their column's name.
    const cash = within(byMethod).getByText('Cash').closest('tr') as HTMLElement;
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((c) => c.dataset.label),
    ).toEqual(['Method', 'Payments', 'Amount']);
  });

  it('in a quiet period lists every method at zero and says nobody received anything', async () => {
    mockApi({ 'GET /api/reports/summary': (call) => ok(quietReport(periodOf(call))) });
    renderWithApp(<Reports />);
    const byMethod = await screen.findByRole('table', { name: 'Collected by method' });
    expect(
      tableText(byMethod)
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(Array(6).fill('0 BDT'));
    const byReceiver = screen.getByRole('table', { name: 'Collected by who received it' });
    expect(within(byReceiver).getByText('No money was collected in this period.')).toBeInTheDocument();
  });

  it('asks for today, this week (Saturday to Friday) and a custom range, checked next to the fields', async () => {
    const user = userEvent.setup();
    const { calls } = serveBusy();
    renderWithApp(<Reports />);
    await screen.findByRole('heading', { name: MONEY_TITLE });
    await user.click(screen.getByRole('radio', { name: 'This week' }));
    await waitFor(() => expect(summaryCalls(calls).at(-1)).toEqual({ from: '2026-11-21', to: '2026-11-27' }));
    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(summaryCalls(calls).at(-1)).toEqual({ from: '2026-11-24', to: '2026-11-24' }));
    expect(await screen.findByText('24 Nov 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    const from = screen.getByLabelText(FROM_LABEL);
    const to = screen.getByLabelText(TO_LABEL);
    // The fields start from the period shown.
    expect(from).toHaveValue('2026-11-24');
    const asked = summaryCalls(calls).length;

    await user.clear(to);
    await user.type(to, '2026-11-20');
    await user.click(screen.getByRole('button', { name: SHOW_REPORT }));
    expect(to).toHaveAccessibleDescription('The last day must be the same as the first day or later');
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.clear(from);
    await user.type(from, '2025-01-01');
    await user.clear(to);
    await user.type(to, '2026-01-02');
    await user.click(screen.getByRole('button', { name: SHOW_REPORT }));
    expect(to).toHaveAccessibleDescription('A report can cover at most 366 days');
    expect(summaryCalls(calls)).toHaveLength(asked);

    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    expect(to).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: SHOW_REPORT }));
    await waitFor(() => expect(summaryCalls(calls).at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31' }));
    expect(await screen.findByText('1 Oct 2026 to 31 Oct 2026')).toBeInTheDocument();
  });

  it('in a quiet period says so and still shows the cards, at zero', async () => {
    mockApi({ 'GET /api/reports/summary': (call) => ok(quietReport(periodOf(call))) });
    renderWithApp(<Reports />);
    expect(await screen.findByText(QUIET_PERIOD)).toBeInTheDocument();
    expect(figure(MONEY_TITLE, 'Collected').getByText('0 BDT')).toBeInTheDocument();
    expect(figure(RENTALS_TITLE, 'Booked').getByText('0', { selector: 'dd' })).toBeInTheDocument();
    expect(within(section(REVENUE_TITLE)).getByText('No money was collected in this period.')).toBeInTheDocument();
    expect(within(section(BUSIEST_TITLE)).getByText('No paid booking starts in this period.')).toBeInTheDocument();
    // Bikes were in the shop, unused: their chart shows them at 0 %.
    expect(screen.getByRole('img', { name: 'Utilisation per bike: Yamaha FZS V3, 0%.' })).toBeInTheDocument();
  });

  it('says why it could not load, tries again, and keeps figures shown when a refresh fails', async () => {
    const user = userEvent.setup();
    let answer: 'fail' | 'ok' = 'fail';
    mockApi({
      'GET /api/reports/summary': (call) =>
        answer === 'ok' ? ok(busyReport(periodOf(call))) : json(errorBody('The database is not answering'), 503),
    });
    renderWithApp(<Reports />);
    expect(await screen.findByText('The database is not answering')).toBeInTheDocument();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: MONEY_TITLE })).toBeInTheDocument();

    answer = 'fail';
    await user.click(screen.getByRole('button', { name: REFRESH_REPORT }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Could not refresh the report: The database is not answering');
    expect(notice).toHaveTextContent(/may be out of date \(as of .*2026, 10:00 [ap]m\)/i);
    expect(figure(MONEY_TITLE, 'Collected').getByText('1,350 BDT')).toBeInTheDocument();
  });

  describe('downloads', () => {
    function stubSaving() {
      const saved: { name: string; blob: Blob }[] = [];
      const blobs = new Map<string, Blob>();
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: vi.fn((blob: Blob) => {
            const url = `blob:report-${blobs.size}`;
            blobs.set(url, blob);
            return url;
          }),
          revokeObjectURL: vi.fn(),
        }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
      });
      return saved;
    }

    const csv = (body: string, headers: Record<string, string> = {}) =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });

    it('saves both files for the period under the server’s name, asked with the bearer token', async () => {
      const user = userEvent.setup();
      const saved = stubSaving();
      const { calls } = serveBusy({
        'GET /api/reports/rentals.csv': () =>
          csv('\uFEFFRental ID,Customer\r\n', {
            'content-disposition': 'attachment; filename="bond-rentals-2026-11-01-to-2026-11-30.csv"',
          }),
        // Without a name from the server, the file is named after the period.
        'GET /api/reports/payments.csv': () => csv('\uFEFFPayment ID\r\n'),
      });
      renderWithApp(<Reports />);
      await screen.findByRole('heading', { name: MONEY_TITLE });
      await user.click(screen.getByRole('button', { name: DOWNLOAD_LABELS.rentals }));
      await waitFor(() => expect(saved).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: DOWNLOAD_LABELS.payments }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved.map((s) => s.name)).toEqual([
        'bond-rentals-2026-11-01-to-2026-11-30.csv',
        'bond-payments-2026-11-01-to-2026-11-30.csv',
      ]);
      expect(await blobText(saved[0]!.blob)).toContain('Rental ID,Customer');
      const downloads = calls.filter((c) => c.path.endsWith('.csv'));
      expect(downloads.map(periodOf)).toEqual([
        { from: '2026-11-01', to: '2026-11-30' },
        { from: '2026-11-01', to: '2026-11-30' },
      ]);
      for (const call of downloads) expect(call.headers.get('authorization')).toBe('Bearer the-admin-token');
      expect(screen.getByRole('button', { name: DOWNLOAD_LABELS.rentals })).toBeEnabled();
    });

    it('says in a toast why a file could not be downloaded', async () => {
      const user = userEvent.setup();
      const saved = stubSaving();
      serveBusy({
        'GET /api/reports/payments.csv': () => json(errorBody('A report can cover at most 366 days'), 400),
      });
      renderWithApp(<Reports />);
      await screen.findByRole('heading', { name: MONEY_TITLE });
      await user.click(screen.getByRole('button', { name: DOWNLOAD_LABELS.payments }));
      expect(
        await screen.findByText('Could not download the payments file: A report can cover at most 366 days'),
      ).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });
  });

  describe('in Bangla', () => {
    /** Bike names from the API, and the CSV files' kind, stay as they are. */
    const ALLOWED = ['Honda Hornet 2.0', 'Yamaha FZS V3', '(CSV)', 'Shirin Akter', 'Tanvir Hasan'];

    it('shows the figures in Bengali digits and taka, names each chart in Bangla and lists the bikes', async () => {
      await inBangla();
      serveBusy();
      const { container } = renderWithApp(<Reports />);
      await screen.findByRole('heading', { name: 'টাকা' });
      const collected = figure('টাকা', 'আদায় হয়েছে');
      expect(collected.getByText('১,৩৫০৳')).toBeInTheDocument();
      expect(collected.getByText(/অগ্রিম ৩০০৳ · বাকি ৯৫০৳/)).toBeInTheDocument();
      expect(collected.getByText(/এর মধ্যে ফেরতের সময় জামানত থেকে নেওয়া: ১০০৳/)).toBeInTheDocument();
      expect(figure('টাকা', 'এখন বকেয়া').getByText('ফেরত আসা ২টি ভাড়ার বাকি টাকা পাওয়া যায়নি')).toBeInTheDocument();
      expect(figure('টাকা', 'দেওয়া ছাড়').getByText('১২০৳')).toBeInTheDocument();
      expect(figure('টাকা', 'অ্যাড-অন থেকে আয়').getByText('৬০৳')).toBeInTheDocument();
      expect(figure('টাকা', 'দেরির মাশুল').getByText('২৭০৳')).toBeInTheDocument();
      expect(
        figure('টাকা', 'ফেরতের সময়ের চার্জ').getByText('তেল ১২০৳ · হেলমেট ০৳ · ক্ষতি ও হারানো ৫০০৳'),
      ).toBeInTheDocument();
      const held = figure('কাস্টমারদের রাখা জামানত', 'এখন রাখা জামানত');
      expect(held.getByText('১,৫০০৳')).toBeInTheDocument();
      expect(held.getByText('কাস্টমারদের টাকা, আয় নয়: জামানতসহ বাইরে থাকা ১টি ভাড়া')).toBeInTheDocument();
      expect(figure('কাস্টমারদের রাখা জামানত', 'জামানত ফেরত').getByText('১,৯০০৳')).toBeInTheDocument();
      expect(figure('ভাড়া', 'বুকিং').getByText('৪', { selector: 'dd' })).toBeInTheDocument();

      expect(
        screen.getByRole('img', {
          name: 'দিনে কত টাকা এলো, ১ নভে ২০২৬ থেকে ৩০ নভে ২০২৬: মোট ১,৩৫০৳; সবচেয়ে বেশি শনি, ৭ নভে, ১,১৫০৳।',
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('img', {
          name: '২টি বাইকের ব্যবহার, বেশি ব্যবহৃত আগে: Honda Hornet 2.0 ৮.৯% থেকে Yamaha FZS V3 ২.২% পর্যন্ত।',
        }),
      ).toBeInTheDocument();
      const heat = screen.getByRole('img', { name: /সবচেয়ে ব্যস্ত সময় শনি সকাল ১০টা থেকে সকাল ১১টা, ৩টি বুকিং।$/ });
      expect(within(heat).getAllByText('শনি')).toHaveLength(1);

      const table = screen.getByRole('table', { name: 'কোন বাইক কেমন চলেছে' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['বাইক', 'ভাড়ায়', 'দোকানে', 'ব্যবহার', 'আদায়', 'ভাড়া']);
      const cells = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
      expect(cells.map((row) => row.slice(1))).toEqual([
        ['৩০.৫ ঘণ্টা', '৩৪২ ঘণ্টা', '৮.৯%', '১,১৫০৳', '২'],
        ['১২ ঘণ্টা', '৫৫৪ ঘণ্টা', '২.২%', '২০০৳', '১'],
      ]);
      expect(cells[0]?.[0]).toMatch(/^Honda Hornet 2\.0১৫ নভে, ২০২৬ থেকে বাদ$/);
      expect(tableText(screen.getByRole('table', { name: 'কীভাবে টাকা আদায় হয়েছে' })).slice(0, 4)).toEqual([
        ['যেভাবে', 'পেমেন্ট', 'পরিমাণ'],
        ['অনলাইন (গেটওয়ে)', '২', '৩৫০৳'],
        ['নগদ টাকা', '৩', '৭০০৳'],
        ['বিকাশ সেন্ড মানি', '১', '৩০০৳'],
      ]);
      expect(tableText(screen.getByRole('table', { name: 'কে টাকা নিয়েছেন' }))).toEqual([
        ['যিনি নিয়েছেন', 'পেমেন্ট', 'পরিমাণ'],
        ['Shirin Akter', '৩', '৮০০৳'],
        ['অনলাইন', '২', '৩৫০৳'],
        ['Tanvir Hasan', '১', '২০০৳'],
      ]);
      expect(screen.getByRole('button', { name: 'ভাড়ার তালিকা ডাউনলোড (CSV)' })).toBeInTheDocument();
      expect(englishLeftIn(container, ALLOWED)).toEqual([]);
    });

    it('chooses the period in Bangla and says what is wrong with a custom range', async () => {
      await inBangla();
      const user = userEvent.setup();
      const { calls } = serveBusy();
      const { container } = renderWithApp(<Reports />);
      await screen.findByRole('heading', { name: 'টাকা' });
      expect(screen.getByRole('group', { name: 'সময়' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'এই মাস' })).toBeChecked();
      expect(screen.getByText('১ নভে ২০২৬ থেকে ৩০ নভে ২০২৬')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'এই সপ্তাহ' }));
      await waitFor(() => expect(summaryCalls(calls).at(-1)).toEqual({ from: '2026-11-21', to: '2026-11-27' }));
      await user.click(screen.getByRole('radio', { name: 'আজ' }));
      expect(await screen.findByText('২৪ নভে ২০২৬')).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'নিজের মতো সময়' }));
      const from = screen.getByLabelText('শুরু (ঢাকার দিন)');
      const to = screen.getByLabelText('শেষ (ঢাকার দিন, এই দিনসহ)');
      await user.clear(to);
      await user.type(to, '2026-11-20');
      await user.click(screen.getByRole('button', { name: 'রিপোর্ট দেখুন' }));
      expect(to).toHaveAccessibleDescription('শেষ দিন প্রথম দিনের সমান বা পরের হতে হবে');
      await user.clear(from);
      await user.type(from, '2025-01-01');
      await user.clear(to);
      await user.type(to, '2026-01-02');
      await user.click(screen.getByRole('button', { name: 'রিপোর্ট দেখুন' }));
      expect(to).toHaveAccessibleDescription('একটি রিপোর্টে সর্বোচ্চ ৩৬৬ দিন ধরা যায়');
      expect(englishLeftIn(container, ALLOWED)).toEqual([]);
    });
  });
});
