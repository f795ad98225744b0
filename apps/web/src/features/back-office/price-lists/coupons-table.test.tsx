import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { bikesHandler, makeBike, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CouponsTable } from './coupons-table.tsx';
import { listOf, makeCoupon, refusal, saved } from '../../../test/price-lists.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

const livo = makeBike({ name: 'Honda Livo' });
const fz = makeBike({ name: 'Yamaha FZ' });
const summer = () =>
  makeCoupon({
    code: 'SUMMER500',
    kind: 'fixed',
    value: 500,
    minimumCharge: 2000,
    validFrom: '2026-04-01',
    validTo: '2026-04-30',
    maxUses: 100,
    maxUsesPerCustomer: 2,
    firstRentalOnly: true,
    bikeId: livo._id,
    details: { en: '500 BDT off a Livo in April', bn: 'এপ্রিলে লিভোতে ৫০০ টাকা ছাড়' },
  });

describe('CouponsTable', { timeout: 15_000 }, () => {
  it('lists every coupon with what it takes off, its days, limits, terms and state', async () => {
    mockApi({
      'GET /api/coupons': listOf([makeCoupon(), summer(), makeCoupon({ code: 'OLD10', value: 10, active: false })]),
      'GET /api/bikes': bikesHandler([livo]),
    });
    renderWithApp(<CouponsTable />);
    const table = await screen.findByRole('table', { name: 'Coupons' });
    for (const header of ['Code', 'Discount', 'Valid', 'Uses', 'Terms', 'State', 'Manage']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const eid = rowOf('EID25');
    expect(within(eid).getByText('25% off')).toBeInTheDocument();
    expect(within(eid).getByText('Always')).toBeInTheDocument();
    expect(within(eid).getByText('Unlimited in all')).toBeInTheDocument();
    expect(within(eid).getByText('Unlimited per customer')).toBeInTheDocument();
    expect(within(eid).getByText('Any bike')).toBeInTheDocument();
    const fixed = rowOf('SUMMER500');
    expect(within(fixed).getByText('500 BDT off')).toBeInTheDocument();
    expect(within(fixed).getByText('Rental charge at least 2,000 BDT')).toBeInTheDocument();
    expect(within(fixed).getByText('1 April 2026 to 30 April 2026')).toBeInTheDocument();
    expect(within(fixed).getByText('100 in all')).toBeInTheDocument();
    expect(within(fixed).getByText('2 per customer')).toBeInTheDocument();
    expect(await within(fixed).findByText('Only Honda Livo')).toBeInTheDocument();
    expect(within(fixed).getByText('First rental only')).toBeInTheDocument();
    expect(within(rowOf('OLD10')).getByText('Switched off')).toBeInTheDocument();
  });

  it('adds a coupon for one bike with its days and limits; empty limits are unlimited', async () => {
    const { calls } = mockApi({
      'GET /api/coupons': listOf([]),
      'GET /api/bikes': bikesHandler([livo]),
      'POST /api/coupons': ({ body }) => saved('Coupon added successfully', makeCoupon(body as object), 201),
    });
    const user = userEvent.setup();
    renderWithApp(<CouponsTable />);
    await user.click(await screen.findByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coupon' });
    const fill = async (label: string, value: string) => user.type(within(dialog).getByLabelText(label), value);
    await fill('Code', 'Rain-200');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Taka off');
    await fill('Value', '200');
    await user.clear(within(dialog).getByLabelText('Minimum rental charge (BDT)'));
    await fill('Minimum rental charge (BDT)', '1000');
    await user.selectOptions(within(dialog).getByLabelText('Bike'), 'Honda Livo');
    await fill('First valid day', '2026-06-01');
    await fill('Uses per customer', '1');
    await user.click(within(dialog).getByLabelText('First rental only'));
    await fill('Details in English', '200 BDT off in the rains');
    await fill('Details in Bangla', 'বর্ষায় ২০০ টাকা ছাড়');
    await user.click(within(dialog).getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByText('Coupon added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'Rain-200',
      kind: 'fixed',
      value: 200,
      minimumCharge: 1000,
      validFrom: '2026-06-01',
      validTo: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      firstRentalOnly: true,
      bikeId: livo._id,
      details: { en: '200 BDT off in the rains', bn: 'বর্ষায় ২০০ টাকা ছাড়' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Rain-200')).getByText('From 1 June 2026')).toBeInTheDocument();
  });

  it("refuses a percentage over 100 itself, and shows the server's refusals at their fields", async () => {
    const taken = 'Another coupon already has this code (capital and small letters count as the same)';
    const { calls } = mockApi({
      'GET /api/coupons': listOf([]),
      'GET /api/bikes': bikesHandler([livo]),
      'POST /api/coupons': () => refusal('CODE_TAKEN', [{ path: 'code', message: taken }], 409),
    });
    const user = userEvent.setup();
    renderWithApp(<CouponsTable />);
    await user.click(await screen.findByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coupon' });
    await user.type(within(dialog).getByLabelText('Code'), 'eid25');
    await user.type(within(dialog).getByLabelText('Value'), '150');
    await user.type(within(dialog).getByLabelText('Details in English'), 'Eid');
    await user.type(within(dialog).getByLabelText('Details in Bangla'), 'ঈদ');
    await user.click(within(dialog).getByRole('button', { name: 'Add coupon' }));
    expect(await within(dialog).findByText('Value must be at most 100 for a percent coupon')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const value = within(dialog).getByLabelText('Value');
    await user.clear(value);
    await user.type(value, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Add coupon' }));
    const code = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(taken)));
    expect(code).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes a coupon, sending only what changed, and shows a refused bike at the Bike field', async () => {
    const coupon = summer();
    const { calls } = mockApi({
      'GET /api/coupons': listOf([coupon]),
      // The Yamaha is deleted by the time the change arrives.
      'GET /api/bikes': bikesHandler([livo, fz]),
      [`PUT /api/coupons/${coupon._id}`]: ({ body }) =>
        (body as { bikeId?: unknown }).bikeId === undefined
          ? saved('Coupon updated successfully', { ...coupon, ...(body as object) })
          : refusal('NOT_FOUND', [{ path: 'bikeId', message: 'Bike not found' }], 404),
    });
    const user = userEvent.setup();
    renderWithApp(<CouponsTable />);
    await screen.findByText('Only Honda Livo');
    await user.click(screen.getByRole('button', { name: 'Change SUMMER500' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change coupon' });
    expect(within(dialog).getByLabelText('Bike')).toHaveValue(livo._id);
    expect(within(dialog).getByLabelText('First rental only')).toBeChecked();
    await user.selectOptions(within(dialog).getByLabelText('Bike'), 'Yamaha FZ');
    await user.click(within(dialog).getByRole('button', { name: 'Change coupon' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Bike')).toHaveAccessibleDescription('Bike not found'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ bikeId: fz._id });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Change SUMMER500' }));
    dialog = await screen.findByRole('dialog', { name: 'Change coupon' });
    expect(within(dialog).getByLabelText('Bike')).not.toHaveAccessibleDescription('Bike not found');
    const uses = within(dialog).getByLabelText('Uses in all');
    await user.clear(uses);
    await user.click(within(dialog).getByRole('button', { name: 'Change coupon' }));
    expect(await screen.findByText('Coupon updated successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ maxUses: null });
    expect(within(rowOf('SUMMER500')).getByText('Unlimited in all')).toBeInTheDocument();
  });

  it('switches a switched-off coupon on with active: true', async () => {
    const old = makeCoupon({ code: 'OLD10', value: 10, active: false });
    const { calls } = mockApi({
      'GET /api/coupons': listOf([old]),
      'GET /api/bikes': bikesHandler([]),
      [`PUT /api/coupons/${old._id}`]: ({ body }) =>
        saved('Coupon updated successfully', { ...old, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderWithApp(<CouponsTable />);
    await user.click(await screen.findByRole('button', { name: 'Switch on OLD10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch on OLD10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch on' }));
    expect(await within(rowOf('OLD10')).findByText('Active')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: true });
  });
});

describe('CouponsTable in Bangla', { timeout: 15_000 }, () => {
  it("shows the coupons in Bangla, and the server's refusal in the page's language at its field", async () => {
    await inBangla();
    const taken = 'এই কোডে আগেই আরেকটি কুপন আছে (বড় ও ছোট হাতের অক্ষর একই ধরা হয়)';
    mockApi({
      'GET /api/coupons': listOf([summer()]),
      'GET /api/bikes': bikesHandler([livo]),
      'POST /api/coupons': () => refusal('CODE_TAKEN', [{ path: 'code', message: taken }], 409),
    });
    const user = userEvent.setup();
    const { container } = renderWithApp(<CouponsTable />);
    await screen.findByRole('table', { name: 'কুপন' });
    const row = rowOf('SUMMER500');
    expect(within(row).getByText('৫০০৳ ছাড়')).toBeInTheDocument();
    expect(within(row).getByText('ভাড়া কমপক্ষে ২,০০০৳ হলে')).toBeInTheDocument();
    expect(within(row).getByText('গ্রাহকপ্রতি ২ বার')).toBeInTheDocument();
    expect(await within(row).findByText('শুধু Honda Livo')).toBeInTheDocument();
    expect(englishLeftIn(container, ['SUMMER500', 'Honda Livo'])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'কুপন যোগ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'কুপন যোগ করুন' });
    await user.type(within(dialog).getByLabelText('কোড'), 'SUMMER500');
    await user.type(within(dialog).getByLabelText('ছাড়ের পরিমাণ'), '10');
    await user.type(within(dialog).getByLabelText('ইংরেজি বিবরণ'), 'Summer');
    await user.type(within(dialog).getByLabelText('বাংলা বিবরণ'), 'গ্রীষ্ম');
    await user.click(within(dialog).getByRole('button', { name: 'কুপন যোগ করুন' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('কোড')).toHaveAccessibleDescription(expect.stringContaining(taken)),
    );
    expect(englishLeftIn(dialog, ['SUMMER500', 'Summer', 'Honda Livo', 'eid25', 'EID25'])).toEqual([]);
  });
});
