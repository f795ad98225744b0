import type { Service, ServiceLog } from '@bond/contract/services';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { bikesHandler, json, makeBike, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { BikeManagement } from './bike-management.tsx';

/** Noon of 1 December 2026 in Dhaka. */
const NOW = new Date('2026-12-01T06:00:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

function makeService(bikeId: string, overrides: Partial<Service> = {}): Service {
  return {
    _id: 'service-1',
    bikeId,
    date: '2026-09-14',
    odometerKm: 12_000,
    work: 'Oil change, chain tightened',
    cost: 1_850,
    recordedBy: { _id: 'staff-1', name: 'Karim' },
    recordedAt: '2026-09-14T08:00:00.000Z',
    ...overrides,
  };
}

function makeLog(bikeId: string): ServiceLog {
  return {
    services: [
      makeService(bikeId),
      makeService(bikeId, {
        _id: 'service-0',
        date: '2025-12-20',
        odometerKm: 9_500,
        work: 'Brake pads',
        cost: 900,
        recordedBy: { _id: 'admin-1', name: 'Rahim' },
      }),
    ],
    readings: [
      { rentalId: 'rental-2', stage: 'return', at: '2026-11-28T11:30:00.000Z', odometerKm: 13_420 },
      { rentalId: 'rental-2', stage: 'handover', at: '2026-11-27T04:00:00.000Z', odometerKm: 13_100 },
    ],
    odometerKm: 13_420,
    kmSinceService: 1_420,
  };
}

const logHandler = (log: ServiceLog) => () => json({ success: true, message: 'Service log retrieved', data: log });
const papersHandler = () => json({ success: true, message: 'Papers retrieved successfully', data: [] });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function openLog(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Service log of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Service log' });
  return { user, dialog };
}

describe("a bike's service log", { timeout: 20_000 }, () => {
  it('shows the highest odometer, the km since the service, the services and the readings, latest first', async () => {
    const livo = makeBike({ name: 'Honda Livo' });
    mockApi({
      'GET /api/bikes': bikesHandler([livo]),
      'GET /api/papers': papersHandler,
      [`GET /api/bikes/${livo._id}/services`]: logHandler(makeLog(livo._id)),
    });
    renderWithApp(<BikeManagement now={NOW} />);
    const { dialog } = await openLog('Honda Livo');
    const odometer = await within(dialog).findByText('Highest odometer known');
    expect(odometer.nextElementSibling).toHaveTextContent('13,420 km');
    expect(within(dialog).getByText('Since the last service').nextElementSibling).toHaveTextContent('1,420 km');

    const services = rowsOf(within(dialog).getByRole('table', { name: 'Services' }));
    expect(services).toHaveLength(2);
    expect(services[0]).toHaveTextContent(/14 Sep.*12,000 km.*Oil change, chain tightened.*1,850 BDT.*Karim/);
    expect(services[1]).toHaveTextContent(/20 Dec 2025.*9,500 km.*Brake pads.*900 BDT.*Rahim/);

    const readings = rowsOf(within(dialog).getByRole('table', { name: 'Odometer readings at handovers and returns' }));
    expect(readings).toHaveLength(2);
    expect(readings[0]).toHaveTextContent(/Nov 28, 2026, 5:30 PM.*Return.*13,420 km/);
    expect(readings[1]).toHaveTextContent(/Nov 27, 2026, 10:00 AM.*Handover.*13,100 km/);
  });

  it('says in words when there is no service and no reading', async () => {
    const fzs = makeBike({ name: 'Yamaha FZS' });
    mockApi({
      'GET /api/bikes': bikesHandler([fzs]),
      'GET /api/papers': papersHandler,
      [`GET /api/bikes/${fzs._id}/services`]: logHandler({
        services: [],
        readings: [],
        odometerKm: null,
        kmSinceService: null,
      }),
    });
    renderWithApp(<BikeManagement now={NOW} />);
    const { dialog } = await openLog('Yamaha FZS');
    expect(await within(dialog).findByText('No odometer reading yet')).toBeInTheDocument();
    expect(within(dialog).getByText('No service recorded yet')).toBeInTheDocument();
    expect(within(dialog).getByText('No service recorded yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('No odometer reading taken at a handover or a return yet.')).toBeInTheDocument();
  });

  it("records a service: today's Dhaka day by default, the POST's body, a toast, the form cleared, the log read again", async () => {
    const livo = makeBike({ name: 'Honda Livo' });
    const { calls } = mockApi({
      'GET /api/bikes': bikesHandler([livo]),
      'GET /api/papers': papersHandler,
      [`GET /api/bikes/${livo._id}/services`]: logHandler(makeLog(livo._id)),
      [`POST /api/bikes/${livo._id}/services`]: ({ body }) =>
        json(
          {
            success: true,
            message: 'Service recorded',
            data: makeService(livo._id, { ...(body as object), _id: 's-2' }),
          },
          201,
        ),
    });
    renderWithApp(<BikeManagement now={NOW} />);
    const { user, dialog } = await openLog('Honda Livo');
    await within(dialog).findByRole('table', { name: 'Services' });
    const date = within(dialog).getByLabelText('Day of the service');
    expect(date).toHaveValue('2026-12-01');

    await user.click(within(dialog).getByRole('button', { name: 'Record service' }));
    expect(await within(dialog).findByText('The odometer reading is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Say what work was done')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(date);
    await user.type(date, '2026-11-30');
    await user.type(within(dialog).getByLabelText('Odometer (km)'), '13500');
    await user.type(within(dialog).getByLabelText('Work done'), 'Engine oil and air filter');
    await user.type(within(dialog).getByLabelText('Cost (taka)'), '2200');
    await user.click(within(dialog).getByRole('button', { name: 'Record service' }));

    expect(await screen.findByText('Service recorded')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/api/bikes/${livo._id}/services`);
    expect(post?.body).toEqual({
      date: '2026-11-30',
      odometerKm: 13_500,
      work: 'Engine oil and air filter',
      cost: 2_200,
    });
    await waitFor(() => expect(within(dialog).getByLabelText('Odometer (km)')).toHaveValue(''));
    expect(within(dialog).getByLabelText('Work done')).toHaveValue('');
    expect(within(dialog).getByLabelText('Day of the service')).toHaveValue('2026-12-01');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path.endsWith('/services'))).toHaveLength(2),
    );
    expect(screen.getByRole('dialog', { name: 'Service log' })).toBeInTheDocument();
  });

  it('shows a refusal naming odometerKm under that field, keeping what was typed', async () => {
    const livo = makeBike({ name: 'Honda Livo' });
    const below = 'The odometer cannot be below the last reading';
    mockApi({
      'GET /api/bikes': bikesHandler([livo]),
      'GET /api/papers': papersHandler,
      [`GET /api/bikes/${livo._id}/services`]: logHandler(makeLog(livo._id)),
      [`POST /api/bikes/${livo._id}/services`]: () =>
        json(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            message: below,
            errorMessage: [{ path: 'odometerKm', message: below }],
          },
          400,
        ),
    });
    renderWithApp(<BikeManagement now={NOW} />);
    const { user, dialog } = await openLog('Honda Livo');
    const odometer = within(dialog).getByLabelText('Odometer (km)');
    await user.type(odometer, '100');
    await user.type(within(dialog).getByLabelText('Work done'), 'Chain');
    await user.type(within(dialog).getByLabelText('Cost (taka)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record service' }));

    expect(await within(dialog).findByText(below)).toBeInTheDocument();
    expect(odometer).toHaveAccessibleDescription(expect.stringContaining(below));
    expect(odometer).toHaveValue('100');
    expect(odometer).toHaveFocus();
    expect(within(dialog).getByLabelText('Work done')).toHaveValue('Chain');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("a bike's service log in Bangla", { timeout: 20_000 }, () => {
  it('words the figures, the lists and the form in Bangla, leaving only names in English', async () => {
    await inBangla();
    const livo = makeBike({ name: 'Honda Livo', brand: 'Honda', model: 'Livo 110' });
    const log = makeLog(livo._id);
    log.services = log.services.map((service) => ({ ...service, work: 'ইঞ্জিন অয়েল বদল' }));
    mockApi({
      'GET /api/bikes': bikesHandler([livo]),
      'GET /api/papers': papersHandler,
      [`GET /api/bikes/${livo._id}/services`]: logHandler(log),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement now={NOW} />);
    await user.click(await screen.findByRole('button', { name: 'Honda Livo-এর সার্ভিসের খাতা' }));
    const dialog = await screen.findByRole('dialog', { name: 'সার্ভিসের খাতা' });
    const odometer = await within(dialog).findByText('জানা সর্বোচ্চ ওডোমিটার');
    expect(odometer.nextElementSibling).toHaveTextContent('১৩,৪২০ কিমি');
    const readings = rowsOf(within(dialog).getByRole('table', { name: /ওডোমিটারের রিডিং$/ }));
    expect(readings[0]).toHaveTextContent(/ফেরত নেওয়ার সময়/);
    expect(readings[1]).toHaveTextContent(/ভাড়ায় দেওয়ার সময়/);
    for (const label of ['সার্ভিসের দিন', 'ওডোমিটার (কিমি)', 'যে কাজ হয়েছে', 'খরচ (টাকা)']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(englishLeftIn(dialog, ['Honda Livo', 'Karim', 'Rahim'])).toEqual([]);
  });
});
