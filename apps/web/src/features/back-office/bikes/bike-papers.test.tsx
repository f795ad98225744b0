import type { BikePapers } from '@bond/contract/papers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { bikesHandler, errorBody, json, makeBike, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { BikeManagement } from './bike-management.tsx';

/** Noon of 1 December 2026 in Dhaka. */
const NOW = new Date('2026-12-01T06:00:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

function makePapers(bikeId: string, overrides: Partial<BikePapers> = {}): BikePapers {
  return {
    bikeId,
    bikeName: 'Bike',
    registrationNumber: 'Dhaka Metro-HA 12-3456',
    taxTokenExpiry: '2026-11-30',
    fitnessExpiry: '2026-12-10',
    insuranceExpiry: '2027-03-10',
    updatedAt: '2026-11-01T04:00:00.000Z',
    updatedBy: { _id: 'admin-1', name: 'Rahim' },
    ...overrides,
  };
}

const papersHandler = (papers: BikePapers[]) => () =>
  json({ success: true, message: 'Papers retrieved successfully', data: papers });

const rowOf = (name: string) => screen.getAllByText(name)[0]?.closest('tr') as HTMLElement;
/** The words shown beside a paper's name in a row. */
const paperIn = (row: HTMLElement, paper: string) =>
  within(row).getByText(paper, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe("the fleet's papers", { timeout: 20_000 }, () => {
  it("shows each bike's registration number and words and colours each paper by today's Dhaka date", async () => {
    const livo = makeBike({ name: 'Honda Livo' });
    const fzs = makeBike({ name: 'Yamaha FZS' });
    mockApi({
      'GET /api/bikes': bikesHandler([livo, fzs]),
      'GET /api/papers': papersHandler([makePapers(livo._id, { bikeName: livo.name })]),
    });
    renderWithApp(<BikeManagement now={NOW} />);
    const table = await screen.findByRole('table', { name: 'Bikes' });
    expect(within(table).getByRole('columnheader', { name: 'Papers' })).toBeInTheDocument();
    const row = await waitFor(() => {
      const found = rowOf('Honda Livo');
      expect(within(found).getByText('Dhaka Metro-HA 12-3456')).toBeInTheDocument();
      return found;
    });
    const taxToken = paperIn(row, 'Tax token');
    expect(taxToken).toHaveTextContent('Expired 30 Nov');
    expect(taxToken).toHaveClass('text-red-800', 'dark:text-red-300');
    const fitness = paperIn(row, 'Fitness');
    expect(fitness).toHaveTextContent('Until 10 Dec, renew soon');
    expect(fitness).toHaveClass('text-amber-800', 'dark:text-amber-300');
    const insurance = paperIn(row, 'Insurance');
    expect(insurance).toHaveTextContent('Until 10 Mar 2027');
    expect(insurance.className).not.toMatch(/text-(red|amber)/);
    expect(within(rowOf('Yamaha FZS')).getByText('No papers on file')).toBeInTheDocument();
  });

  it('judges the papers on the day given: the same papers a month earlier are all in time', async () => {
    const livo = makeBike({ name: 'Honda Livo' });
    mockApi({ 'GET /api/bikes': bikesHandler([livo]), 'GET /api/papers': papersHandler([makePapers(livo._id)]) });
    renderWithApp(<BikeManagement now={new Date('2026-10-31T20:00:00Z')} />);
    // 2 am on 1 November in Dhaka: the tax token's last day is 29 days away, the fitness's 39.
    await screen.findByText('Dhaka Metro-HA 12-3456');
    const row = rowOf('Honda Livo');
    expect(paperIn(row, 'Tax token')).toHaveTextContent('Until 30 Nov');
    expect(paperIn(row, 'Fitness')).toHaveTextContent('Until 10 Dec');
    expect(within(row).queryByText(/Expired|renew soon/)).not.toBeInTheDocument();
  });

  it('Papers opens prefilled, sends the four fields as a PUT and shows the saved papers', async () => {
    const livo = makeBike({ name: 'Honda Livo' });
    const { calls } = mockApi({
      'GET /api/bikes': bikesHandler([livo]),
      'GET /api/papers': papersHandler([makePapers(livo._id)]),
      [`PUT /api/bikes/${livo._id}/papers`]: ({ body }) =>
        json({
          success: true,
          message: 'Papers saved',
          data: makePapers(livo._id, { ...(body as object), registrationNumber: 'Dhaka Metro-LA 45-6789' }),
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement now={NOW} />);
    await user.click(await screen.findByRole('button', { name: 'Papers of Honda Livo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Papers' });
    const number = within(dialog).getByLabelText('Registration number');
    expect(number).toHaveValue('Dhaka Metro-HA 12-3456');
    expect(number).toHaveAccessibleDescription(
      'As on the plate, in English or Bangla: Dhaka Metro-HA 12-3456 or ঢাকা মেট্রো-হ ১২-৩৪৫৬.',
    );
    expect(within(dialog).getByLabelText('Tax token valid until')).toHaveValue('2026-11-30');
    expect(within(dialog).getByLabelText('Fitness certificate valid until')).toHaveValue('2026-12-10');
    expect(within(dialog).getByLabelText('Insurance valid until')).toHaveValue('2027-03-10');

    await user.clear(number);
    await user.type(number, 'ঢাকা মেট্রো-ল ৪৫-৬৭৮৯');
    const taxToken = within(dialog).getByLabelText('Tax token valid until');
    await user.clear(taxToken);
    await user.type(taxToken, '2027-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save papers' }));

    expect(await screen.findByText('Papers saved')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/api/bikes/${livo._id}/papers`);
    expect(put?.body).toEqual({
      registrationNumber: 'ঢাকা মেট্রো-ল ৪৫-৬৭৮৯',
      taxTokenExpiry: '2027-11-30',
      fitnessExpiry: '2026-12-10',
      insuranceExpiry: '2027-03-10',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The table shows what the server saved, without reading the list again.
    const row = rowOf('Honda Livo');
    expect(within(row).getByText('Dhaka Metro-LA 45-6789')).toBeInTheDocument();
    expect(paperIn(row, 'Tax token')).toHaveTextContent('Until 30 Nov 2027');
    expect(calls.filter((call) => call.path === '/api/papers')).toHaveLength(1);
  });

  it('enters the papers of a bike with none, every field required', async () => {
    const fzs = makeBike({ name: 'Yamaha FZS' });
    const { calls } = mockApi({
      'GET /api/bikes': bikesHandler([fzs]),
      'GET /api/papers': papersHandler([]),
      [`PUT /api/bikes/${fzs._id}/papers`]: ({ body }) =>
        json({ success: true, message: 'Papers saved', data: makePapers(fzs._id, body as object) }),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement now={NOW} />);
    await user.click(await screen.findByRole('button', { name: 'Papers of Yamaha FZS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Papers' });
    expect(within(dialog).getByLabelText('Registration number')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save papers' }));
    for (const message of [
      'Registration number is required',
      'The tax token’s last valid day is required',
      'The fitness certificate’s last valid day is required',
      'The insurance’s last valid day is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Registration number'), 'Dhaka Metro-HA 12-3456');
    await user.type(within(dialog).getByLabelText('Tax token valid until'), '2027-01-31');
    await user.type(within(dialog).getByLabelText('Fitness certificate valid until'), '2027-02-28');
    await user.type(within(dialog).getByLabelText('Insurance valid until'), '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save papers' }));
    expect(await screen.findByText('Papers saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      registrationNumber: 'Dhaka Metro-HA 12-3456',
      taxTokenExpiry: '2027-01-31',
      fitnessExpiry: '2027-02-28',
      insuranceExpiry: '2027-03-31',
    });
    expect(await within(rowOf('Yamaha FZS')).findByText('Dhaka Metro-HA 12-3456')).toBeInTheDocument();
    expect(within(rowOf('Yamaha FZS')).queryByText('No papers on file')).not.toBeInTheDocument();
  });

  it('shows a number another bike has under its field, keeping what was typed', async () => {
    const livo = makeBike({ name: 'Honda Livo' });
    const taken = 'Another bike already has this registration number';
    const { calls } = mockApi({
      'GET /api/bikes': bikesHandler([livo]),
      'GET /api/papers': papersHandler([makePapers(livo._id)]),
      [`PUT /api/bikes/${livo._id}/papers`]: () =>
        json(
          {
            success: false,
            code: 'REGISTRATION_TAKEN',
            message: taken,
            errorMessage: [{ path: 'registrationNumber', message: taken }],
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement now={NOW} />);
    await user.click(await screen.findByRole('button', { name: 'Papers of Honda Livo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Papers' });
    const number = within(dialog).getByLabelText('Registration number');
    await user.clear(number);
    await user.type(number, 'Dhaka Metro-HA 99-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Save papers' }));

    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription(expect.stringContaining(taken));
    expect(number).toHaveValue('Dhaka Metro-HA 99-0001');
    expect(number).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Papers' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    // The table still shows what is on file.
    expect(within(rowOf('Honda Livo')).getByText('Dhaka Metro-HA 12-3456')).toBeInTheDocument();
  });

  it('shows a refusal naming no field above the buttons, keeping every field', async () => {
    const livo = makeBike({ name: 'Honda Livo' });
    const gone = 'Bike not found';
    mockApi({
      'GET /api/bikes': bikesHandler([livo]),
      'GET /api/papers': papersHandler([makePapers(livo._id)]),
      [`PUT /api/bikes/${livo._id}/papers`]: () => json(errorBody(gone, 'NOT_FOUND'), 404),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement now={NOW} />);
    await user.click(await screen.findByRole('button', { name: 'Papers of Honda Livo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Papers' });
    const insurance = within(dialog).getByLabelText('Insurance valid until');
    await user.clear(insurance);
    await user.type(insurance, '2028-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save papers' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(gone);
    expect(insurance).toHaveValue('2028-01-15');
    expect(within(dialog).getByLabelText('Registration number')).toHaveValue('Dhaka Metro-HA 12-3456');
  });
});

describe("the fleet's papers in Bangla", { timeout: 20_000 }, () => {
  it('words the papers and the dialog in Bangla, leaving only names and plates in English', async () => {
    await inBangla();
    const livo = makeBike({ name: 'Honda Livo', brand: 'Honda', model: 'Livo 110' });
    const fzs = makeBike({ name: 'Yamaha FZS', brand: 'Yamaha', model: 'FZS V3' });
    mockApi({
      'GET /api/bikes': bikesHandler([livo, fzs]),
      'GET /api/papers': papersHandler([makePapers(livo._id)]),
    });
    const user = userEvent.setup();
    const { container } = renderWithApp(<BikeManagement now={NOW} />);
    const table = await screen.findByRole('table', { name: 'বাইক' });
    expect(within(table).getByRole('columnheader', { name: 'কাগজপত্র' })).toBeInTheDocument();
    await within(table).findByText('Dhaka Metro-HA 12-3456');
    const row = rowOf('Honda Livo');
    expect(paperIn(row, 'ট্যাক্স টোকেন')).toHaveTextContent(/^মেয়াদ শেষ, ৩০ নভে/);
    expect(paperIn(row, 'ফিটনেস সনদ')).toHaveTextContent(/^১০ ডিসে.* পর্যন্ত, শিগগির নবায়ন করুন$/);
    expect(paperIn(row, 'বিমা')).toHaveTextContent(/২০২৭ পর্যন্ত$/);
    expect(within(rowOf('Yamaha FZS')).getByText('কোনো কাগজপত্র রাখা নেই')).toBeInTheDocument();
    const allowed = ['Honda', 'Livo', 'Yamaha', 'FZS', 'Dhaka Metro-HA 12-3456'];
    expect(englishLeftIn(container, allowed)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Honda Livo-এর কাগজপত্র' }));
    const dialog = await screen.findByRole('dialog', { name: 'কাগজপত্র' });
    for (const label of [
      'রেজিস্ট্রেশন নম্বর',
      'ট্যাক্স টোকেনের মেয়াদ শেষের দিন',
      'ফিটনেস সনদের মেয়াদ শেষের দিন',
      'বিমার মেয়াদ শেষের দিন',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'কাগজপত্র রাখুন' })).toBeInTheDocument();
    // The hint shows the English form of a plate beside the Bangla one, as both are taken.
    expect(englishLeftIn(dialog, ['Honda Livo', 'Dhaka Metro-HA 12-3456'])).toEqual([]);
  });
});
