import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeChargeItem } from '../../../test/charges-and-settings.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { listOf, refusal, saved } from '../../../test/price-lists.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ChargeItemsTable } from './charge-items-table.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** Fills the Add charge dialog's fields. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  values: { code: string; nameEn: string; nameBn: string; amount: string },
) {
  await user.type(within(dialog).getByLabelText('Code'), values.code);
  await user.type(within(dialog).getByLabelText('Name in English'), values.nameEn);
  await user.type(within(dialog).getByLabelText('Name in Bangla'), values.nameBn);
  await user.type(within(dialog).getByLabelText('Amount (BDT)'), values.amount);
}

// Radix dialogs and role queries are slow in jsdom on a busy 2-core machine.
describe('ChargeItemsTable', { timeout: 15_000 }, () => {
  it('lists every charge, switched off ones too, with code, both names, amount and state', async () => {
    const { calls } = mockApi({
      'GET /api/charge-items': listOf([
        makeChargeItem(),
        makeChargeItem({ code: 'LOST_HELMET', nameEn: 'Lost helmet', nameBn: 'হেলমেট হারানো', amount: 1500 }),
        makeChargeItem({ code: 'MIRROR', nameEn: 'Broken mirror', nameBn: 'আয়না ভাঙা', amount: 800, active: false }),
      ]),
    });
    renderWithApp(<ChargeItemsTable />);
    const table = await screen.findByRole('table', { name: 'Charges' });
    for (const header of ['Code', 'Name', 'Amount', 'State', 'Manage']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // The admin's list is every charge: no ?active filter.
    expect(calls.find((c) => c.path === '/api/charge-items')?.query.toString()).toBe('');
    const scratch = rowOf('SCRATCH');
    expect(within(scratch).getByText('Scratch')).toHaveAttribute('lang', 'en');
    expect(within(scratch).getByText('আঁচড়')).toHaveAttribute('lang', 'bn');
    expect(within(scratch).getByText('500 BDT')).toBeInTheDocument();
    expect(within(scratch).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('LOST_HELMET')).getByText('1,500 BDT')).toBeInTheDocument();
    const mirror = rowOf('MIRROR');
    expect(within(mirror).getByText('Switched off')).toBeInTheDocument();
    expect(within(mirror).getByRole('button', { name: 'Switch on MIRROR' })).toBeInTheDocument();
  });

  it('adds a charge: checks the fields first, sends the code in capitals and a whole amount, shows the row', async () => {
    const { calls } = mockApi({
      'GET /api/charge-items': listOf([]),
      'POST /api/charge-items': ({ body }) =>
        saved('Charge added successfully', makeChargeItem({ ...(body as object) }), 201),
    });
    const user = userEvent.setup();
    renderWithApp(<ChargeItemsTable />);
    await user.click(await screen.findByRole('button', { name: 'Add charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(
      await within(dialog).findByText('Code must be 2 to 32 capital letters, digits or underscores'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('English name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Bangla name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await fill(user, dialog, { code: 'broken_seat', nameEn: 'Torn seat', nameBn: 'ছেঁড়া সিট', amount: '১২০০' });
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Charge added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'BROKEN_SEAT',
      nameEn: 'Torn seat',
      nameBn: 'ছেঁড়া সিট',
      amount: 1200,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('BROKEN_SEAT')).getByText('1,200 BDT')).toBeInTheDocument();
  });

  it("shows the server's 409 CODE_TAKEN at the Code field, and its other 400s in the dialog", async () => {
    const taken = 'Another charge on the price list already has this code';
    let answer = () => refusal('CODE_TAKEN', [{ path: 'code', message: taken }], 409);
    const { calls } = mockApi({
      'GET /api/charge-items': listOf([makeChargeItem()]),
      'POST /api/charge-items': () => answer(),
    });
    const user = userEvent.setup();
    renderWithApp(<ChargeItemsTable />);
    await user.click(await screen.findByRole('button', { name: 'Add charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add charge' });
    await fill(user, dialog, { code: 'SCRATCH', nameEn: 'Deep scratch', nameBn: 'গভীর আঁচড়', amount: '900' });
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    const code = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(taken)));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    // Said once, at its field, not again above the buttons; the dialog stays open with what was typed.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name in English')).toHaveValue('Deep scratch');

    const amountRefused = 'Amount must be at most 100000';
    answer = () => refusal('VALIDATION_FAILED', [{ path: 'amount', message: amountRefused }]);
    await user.clear(code);
    await user.type(code, 'DEEP_SCRATCH');
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    const amount = within(dialog).getByLabelText('Amount (BDT)');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(amountRefused)));
    expect(amount).toHaveFocus();

    // A refusal naming no field of the form is said above the buttons.
    answer = () => refusal('VALIDATION_FAILED', [{ path: '', message: 'The request could not be read' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The request could not be read');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3);
  });

  it('changes a charge, sending only what changed, and says when nothing did', async () => {
    const scratch = makeChargeItem();
    const { calls } = mockApi({
      'GET /api/charge-items': listOf([scratch]),
      [`PUT /api/charge-items/${scratch._id}`]: ({ body }) =>
        saved('Charge updated successfully', { ...scratch, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderWithApp(<ChargeItemsTable />);
    await user.click(await screen.findByRole('button', { name: 'Change SCRATCH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change charge' });
    expect(within(dialog).getByLabelText('Name in Bangla')).toHaveValue('আঁচড়');
    await user.click(within(dialog).getByRole('button', { name: 'Change charge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing has changed.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    const amount = within(dialog).getByLabelText('Amount (BDT)');
    await user.clear(amount);
    await user.type(amount, '650');
    await user.click(within(dialog).getByRole('button', { name: 'Change charge' }));
    expect(await screen.findByText('Charge updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: 650 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('SCRATCH')).getByText('650 BDT')).toBeInTheDocument();
  });

  it('switches a charge off with active: false, asked first, and on again', async () => {
    const scratch = makeChargeItem();
    const { calls } = mockApi({
      'GET /api/charge-items': listOf([scratch]),
      [`PUT /api/charge-items/${scratch._id}`]: ({ body }) =>
        saved('Charge updated successfully', { ...scratch, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderWithApp(<ChargeItemsTable />);
    await user.click(await screen.findByRole('button', { name: 'Switch off SCRATCH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off SCRATCH?' });
    expect(dialog).toHaveAccessibleDescription(/can no longer charge it at a return/);
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await within(rowOf('SCRATCH')).findByText('Switched off')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false });

    await user.click(screen.getByRole('button', { name: 'Switch on SCRATCH' }));
    const again = await screen.findByRole('dialog', { name: 'Switch on SCRATCH?' });
    await user.click(within(again).getByRole('button', { name: 'Switch on' }));
    expect(await within(rowOf('SCRATCH')).findByText('Active')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ active: true });
  });
});

describe('ChargeItemsTable in Bangla', { timeout: 15_000 }, () => {
  it('shows the table and the dialog in Bangla, its own checks too', async () => {
    await inBangla();
    mockApi({ 'GET /api/charge-items': listOf([makeChargeItem({ amount: 1500 })]) });
    const user = userEvent.setup();
    const { container } = renderWithApp(<ChargeItemsTable />);
    const table = await screen.findByRole('table', { name: 'চার্জের তালিকা' });
    for (const header of ['কোড', 'নাম', 'পরিমাণ', 'অবস্থা', 'ম্যানেজ']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(rowOf('SCRATCH')).getByText('১,৫০০৳')).toBeInTheDocument();
    expect(within(rowOf('SCRATCH')).getByText('চালু')).toBeInTheDocument();
    expect(englishLeftIn(container, ['SCRATCH'])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'চার্জ যোগ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'চার্জ যোগ করুন' });
    await user.type(within(dialog).getByLabelText('পরিমাণ (টাকা)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'চার্জ যোগ করুন' }));
    expect(await within(dialog).findByText('পরিমাণ কমপক্ষে ১ হতে হবে')).toBeInTheDocument();
    expect(within(dialog).getByText('ইংরেজি নাম দিতে হবে')).toBeInTheDocument();
    expect(englishLeftIn(dialog, ['SCRATCH', 'LOST_HELMET'])).toEqual([]);
  });
});
