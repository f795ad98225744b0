import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AddOnsTable } from './add-ons-table.tsx';
import { listOf, makeAddOn, refusal, saved } from '../../../test/price-lists.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

// Radix dialogs and role queries are slow in jsdom on a busy 2-core machine.
describe('AddOnsTable', { timeout: 15_000 }, () => {
  it('lists every add-on with code, both names, price a day, stock and state', async () => {
    mockApi({
      'GET /api/add-ons/all': listOf([
        makeAddOn(),
        makeAddOn({
          code: 'TOP-BOX',
          name: { en: 'Top box', bn: 'টপ বক্স' },
          pricePerDay: 1200,
          stock: 0,
          active: false,
        }),
      ]),
    });
    renderWithApp(<AddOnsTable />);
    const table = await screen.findByRole('table', { name: 'Add-ons' });
    for (const header of ['Code', 'Name', 'Price per day', 'Stock', 'State', 'Manage']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const raincoat = rowOf('RAINCOAT');
    expect(within(raincoat).getByText('Raincoat')).toBeInTheDocument();
    expect(within(raincoat).getByText('রেইনকোট')).toHaveAttribute('lang', 'bn');
    expect(within(raincoat).getByText('30 BDT a day')).toBeInTheDocument();
    expect(within(raincoat).getByText('6')).toBeInTheDocument();
    expect(within(raincoat).getByText('Active')).toBeInTheDocument();
    const box = rowOf('TOP-BOX');
    expect(within(box).getByText('1,200 BDT a day')).toBeInTheDocument();
    expect(within(box).getByText('Switched off')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Switch on TOP-BOX' })).toBeInTheDocument();
  });

  it('adds an add-on: checks the fields first, sends whole numbers, and shows the new row', async () => {
    const { calls } = mockApi({
      'GET /api/add-ons/all': listOf([]),
      'POST /api/add-ons': ({ body }) =>
        saved('Add-on added successfully', makeAddOn({ ...(body as object), code: 'HELMET-XL' }), 201),
    });
    const user = userEvent.setup();
    renderWithApp(<AddOnsTable />);
    await user.click(await screen.findByRole('button', { name: 'Add add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add add-on' });
    await user.click(within(dialog).getByRole('button', { name: 'Add add-on' }));
    expect(await within(dialog).findByText('Code must be 2 to 30 letters, digits or hyphens')).toBeInTheDocument();
    expect(within(dialog).getByText('English name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Bangla name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price per day is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Stock is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Code'), 'helmet-xl');
    await user.type(within(dialog).getByLabelText('Name in English'), 'Helmet XL');
    await user.type(within(dialog).getByLabelText('Name in Bangla'), 'হেলমেট এক্সএল');
    await user.type(within(dialog).getByLabelText('Price per day (BDT)'), '৫০');
    await user.type(within(dialog).getByLabelText('Stock'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add add-on' }));
    expect(await screen.findByText('Add-on added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'HELMET-XL',
      name: { en: 'Helmet XL', bn: 'হেলমেট এক্সএল' },
      pricePerDay: 50,
      stock: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('HELMET-XL')).getByText('50 BDT a day')).toBeInTheDocument();
  });

  it("shows the server's refusal of a taken code at the Code field", async () => {
    const taken = 'Another add-on already has this code';
    mockApi({
      'GET /api/add-ons/all': listOf([]),
      'POST /api/add-ons': () => refusal('CODE_TAKEN', [{ path: 'code', message: taken }], 409),
    });
    const user = userEvent.setup();
    renderWithApp(<AddOnsTable />);
    await user.click(await screen.findByRole('button', { name: 'Add add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add add-on' });
    await user.type(within(dialog).getByLabelText('Code'), 'RAINCOAT');
    await user.type(within(dialog).getByLabelText('Name in English'), 'Raincoat');
    await user.type(within(dialog).getByLabelText('Name in Bangla'), 'রেইনকোট');
    await user.type(within(dialog).getByLabelText('Price per day (BDT)'), '30');
    await user.type(within(dialog).getByLabelText('Stock'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add add-on' }));
    const code = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(taken)));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    // Said once, at its field, not again above the buttons.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes an add-on, sending only what changed, and says when nothing did', async () => {
    const raincoat = makeAddOn();
    const { calls } = mockApi({
      'GET /api/add-ons/all': listOf([raincoat]),
      [`PUT /api/add-ons/${raincoat._id}`]: ({ body }) =>
        saved('Add-on updated successfully', { ...raincoat, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderWithApp(<AddOnsTable />);
    await user.click(await screen.findByRole('button', { name: 'Change RAINCOAT' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change add-on' });
    expect(within(dialog).getByLabelText('Name in Bangla')).toHaveValue('রেইনকোট');
    await user.click(within(dialog).getByRole('button', { name: 'Change add-on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing has changed.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    const bangla = within(dialog).getByLabelText('Name in Bangla');
    await user.clear(bangla);
    await user.type(bangla, 'বর্ষাতি');
    const price = within(dialog).getByLabelText('Price per day (BDT)');
    await user.clear(price);
    await user.type(price, '35');
    await user.click(within(dialog).getByRole('button', { name: 'Change add-on' }));
    expect(await screen.findByText('Add-on updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: { en: 'Raincoat', bn: 'বর্ষাতি' },
      pricePerDay: 35,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('RAINCOAT')).getByText('35 BDT a day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change RAINCOAT' }));
    dialog = await screen.findByRole('dialog', { name: 'Change add-on' });
    expect(within(dialog).getByLabelText('Name in Bangla')).toHaveValue('বর্ষাতি');
  });

  it('switches an add-on off with active: false, asked first, and on again', async () => {
    const raincoat = makeAddOn();
    const { calls } = mockApi({
      'GET /api/add-ons/all': listOf([raincoat]),
      [`PUT /api/add-ons/${raincoat._id}`]: ({ body }) =>
        saved('Add-on updated successfully', { ...raincoat, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderWithApp(<AddOnsTable />);
    await user.click(await screen.findByRole('button', { name: 'Switch off RAINCOAT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off RAINCOAT?' });
    expect(dialog).toHaveAccessibleDescription(/can no longer choose it/);
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await within(rowOf('RAINCOAT')).findByText('Switched off')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false });

    await user.click(screen.getByRole('button', { name: 'Switch on RAINCOAT' }));
    const again = await screen.findByRole('dialog', { name: 'Switch on RAINCOAT?' });
    await user.click(within(again).getByRole('button', { name: 'Switch on' }));
    expect(await within(rowOf('RAINCOAT')).findByText('Active')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ active: true });
  });
});

describe('AddOnsTable in Bangla', { timeout: 15_000 }, () => {
  it('shows the table and the dialog in Bangla, its own checks too', async () => {
    await inBangla();
    mockApi({ 'GET /api/add-ons/all': listOf([makeAddOn({ pricePerDay: 1200 })]) });
    const user = userEvent.setup();
    const { container } = renderWithApp(<AddOnsTable />);
    const table = await screen.findByRole('table', { name: 'অ্যাড-অন' });
    for (const header of ['কোড', 'নাম', 'দিনপ্রতি ভাড়া', 'মজুত', 'অবস্থা', 'ম্যানেজ']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(rowOf('RAINCOAT')).getByText('দিনে ১,২০০৳')).toBeInTheDocument();
    expect(within(rowOf('RAINCOAT')).getByText('চালু')).toBeInTheDocument();
    expect(englishLeftIn(container, ['RAINCOAT'])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'অ্যাড-অন যোগ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'অ্যাড-অন যোগ করুন' });
    await user.type(within(dialog).getByLabelText('দিনপ্রতি ভাড়া (টাকা)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'অ্যাড-অন যোগ করুন' }));
    expect(await within(dialog).findByText('দিনপ্রতি ভাড়া কমপক্ষে ১ হতে হবে')).toBeInTheDocument();
    expect(within(dialog).getByText('মজুত দিতে হবে')).toBeInTheDocument();
    expect(englishLeftIn(dialog, ['RAINCOAT', 'TOP-BOX'])).toEqual([]);
  });
});
