import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bikesHandler, errorBody, json, makeBike, mockApi } from '../../../test/mock-api.ts';
import { makeShopSettings, shopSettingsHandler } from '../../../test/charges-and-settings.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { BikeManagement } from './bike-management.tsx';

/** The fleet page reads every bike's papers too (bike-papers.test.tsx shows them): here none are on file. */
const NO_PAPERS = {
  'GET /api/papers': () => json({ success: true, message: 'Papers retrieved successfully', data: [] }),
};

const NO_BIKES_MATCH = 'No data found..Try filtering anything else';
const BOOKED_MARKER = 'Booked / out on rent';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = (name: string) => screen.getAllByText(name)[0]?.closest('tr') as HTMLElement;

// Radix dialogs and role queries are slow in jsdom on a busy 2-core machine.
describe('BikeManagement', { timeout: 15_000 }, () => {
  it("lists bikes with the spec's columns and the hourly price", async () => {
    const bikes = [
      makeBike({ name: 'Yamaha R15 V4', brand: 'Yamaha', model: 'R15 V4', pricePerHour: 250 }),
      makeBike({ name: 'Honda Livo', brand: 'Honda', model: 'Livo 110', isAvailable: false }),
    ];
    mockApi({ ...NO_PAPERS, 'GET /api/bikes': bikesHandler(bikes) });
    renderWithApp(<BikeManagement />);
    expect(await screen.findAllByText('Yamaha R15 V4')).not.toHaveLength(0);
    for (const header of ['Name', 'Model', 'Brand', 'Price (Hourly)', 'Manage']) {
      expect(screen.getByText(header, { selector: 'th' })).toBeInTheDocument();
    }
    expect(within(rowOf('Yamaha R15 V4')).getByText('250 BDT / hour')).toBeInTheDocument();
    expect(await within(rowOf('Yamaha R15 V4')).findByText('No papers on file')).toBeInTheDocument();
  });

  it("shows 'No data found..Try filtering anything else' when nothing matches, and Clear Filters resets", async () => {
    const bikes = [
      makeBike({ name: 'Yamaha R15 V4', brand: 'Yamaha', model: 'R15 V4', pricePerHour: 250 }),
      makeBike({ name: 'Honda Livo', brand: 'Honda', model: 'Livo 110', isAvailable: false }),
    ];
    mockApi({ ...NO_PAPERS, 'GET /api/bikes': bikesHandler(bikes) });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);
    await screen.findAllByText('Yamaha R15 V4');
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Honda' }));
    await user.click(screen.getByRole('combobox', { name: 'Availability' }));
    await user.click(await screen.findByRole('option', { name: 'Available' }));
    expect(await screen.findByText(NO_BIKES_MATCH)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findAllByText('Honda Livo')).not.toHaveLength(0);
    expect(screen.getAllByText('Yamaha R15 V4')).not.toHaveLength(0);
  });

  it('requires every field of the Create Bike dialog', async () => {
    const { calls } = mockApi({
      ...NO_PAPERS,
      'GET /api/bikes': bikesHandler([]),
      'GET /api/shop-settings': shopSettingsHandler(),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);
    await user.click(await screen.findByRole('button', { name: 'Create Bike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bike' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Bike' }));
    for (const message of [
      'Name is required',
      'Brand is required',
      'Model is required',
      'Year is required',
      'Image is required',
      'Price per hour is required',
      'Description is required',
      'CC is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Year'), '2024.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bike' }));
    expect(await within(dialog).findByText('Year must be a whole number')).toBeInTheDocument();
  });

  it('sends year, price per hour and CC as integers and closes on success', async () => {
    const { calls } = mockApi({
      ...NO_PAPERS,
      'GET /api/bikes': bikesHandler([]),
      'GET /api/shop-settings': shopSettingsHandler(),
      'POST /api/bikes': ({ body }) =>
        json({ success: true, message: 'Bike added successfully', data: makeBike(body as object) }, 201),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);
    await user.click(await screen.findByRole('button', { name: 'Create Bike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bike' });
    const fill = async (label: string, value: string) => user.type(within(dialog).getByLabelText(label), value);
    await fill('Name', 'Suzuki Gixxer SF');
    await fill('Brand', 'Suzuki');
    await fill('Model', 'Gixxer SF');
    await fill('Year', '2024');
    await fill('Price per hour (BDT)', ' 220 ');
    await fill('CC', '155');
    await fill('Image URL', '/media/bikes/suzuki-gixxer-sf.svg');
    await fill('Description', 'A sporty 155 cc bike.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bike' }));
    expect(await screen.findByText('Bike added successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Suzuki Gixxer SF',
      brand: 'Suzuki',
      model: 'Gixxer SF',
      year: 2024,
      image: '/media/bikes/suzuki-gixxer-sf.svg',
      pricePerHour: 220,
      description: 'A sporty 155 cc bike.',
      cc: 155,
      isOffered: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes a day and a week price, checks they fit the hourly one, and leaves an empty one to the shop', async () => {
    const { calls } = mockApi({
      ...NO_PAPERS,
      'GET /api/bikes': bikesHandler([]),
      'GET /api/shop-settings': shopSettingsHandler(),
      'POST /api/bikes': ({ body }) =>
        json({ success: true, message: 'Bike added successfully', data: makeBike(body as object) }, 201),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);
    await user.click(await screen.findByRole('button', { name: 'Create Bike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bike' });
    const fill = async (label: string, value: string) => user.type(within(dialog).getByLabelText(label), value);
    expect(within(dialog).getByLabelText('Price per day (BDT)')).toHaveAccessibleDescription(
      'At most 24 hours’ price. Left empty: 8 hours’ price.',
    );
    for (const [label, value] of [
      ['Name', 'Honda Hornet 2.0'],
      ['Brand', 'Honda'],
      ['Model', 'Hornet 2.0'],
      ['Year', '2024'],
      ['Price per hour (BDT)', '200'],
      ['Price per day (BDT)', '4801'],
      ['CC', '184'],
      ['Image URL', '/media/bikes/honda-hornet.svg'],
      ['Description', 'A quick 184 cc street bike.'],
    ] as const) {
      await fill(label, value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Bike' }));
    expect(
      await within(dialog).findByText('Price per day must be at most 24 times the price per hour (at most 4800)'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    const day = within(dialog).getByLabelText('Price per day (BDT)');
    await user.clear(day);
    await user.type(day, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bike' }));
    expect(await screen.findByText('Bike added successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(post).toMatchObject({ pricePerHour: 200, pricePerDay: 1500 });
    expect(post).not.toHaveProperty('pricePerWeek');
  });

  it("Update Bike sends only the fields that changed; the shop's switch as isOffered", async () => {
    const bike = makeBike({ name: 'Honda Livo', pricePerHour: 120 });
    const { calls } = mockApi({
      ...NO_PAPERS,
      'GET /api/bikes': bikesHandler([bike]),
      [`PUT /api/bikes/${bike._id}`]: ({ body }) =>
        json({ success: true, message: 'Bike updated successfully', data: { ...bike, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);
    await user.click(await screen.findByRole('button', { name: 'Update Honda Livo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Bike' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Honda Livo');
    const price = within(dialog).getByLabelText('Price per hour (BDT)');
    await user.clear(price);
    await user.type(price, '140');
    await user.click(within(dialog).getByRole('button', { name: 'Update Bike' }));
    expect(await screen.findByText('Bike updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ pricePerHour: 140 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Update Honda Livo' }));
    const again = await screen.findByRole('dialog', { name: 'Update Bike' });
    await user.click(within(again).getByLabelText('Available for booking'));
    await user.click(within(again).getByRole('button', { name: 'Update Bike' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ isOffered: false });
  });

  it("shows each bike's state: available, switched off by the shop, or booked / out on rent", async () => {
    const bikes = [
      makeBike({ name: 'Free Bike' }),
      makeBike({ name: 'Off Bike', isAvailable: false, isOffered: false }),
      makeBike({ name: 'Held Bike', isAvailable: false, isOffered: true, isBooked: true }),
      makeBike({ name: 'Off Held Bike', isAvailable: false, isOffered: false, isBooked: true }),
    ];
    mockApi({ ...NO_PAPERS, 'GET /api/bikes': bikesHandler(bikes) });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);
    await screen.findAllByText('Free Bike');
    expect(within(rowOf('Free Bike')).getByText('Available')).toBeInTheDocument();
    expect(within(rowOf('Off Bike')).getByText('Not Available')).toBeInTheDocument();
    expect(within(rowOf('Off Bike')).queryByText(BOOKED_MARKER)).not.toBeInTheDocument();
    expect(within(rowOf('Held Bike')).getByText(BOOKED_MARKER)).toBeInTheDocument();
    expect(within(rowOf('Held Bike')).queryByText('Not Available')).not.toBeInTheDocument();
    expect(within(rowOf('Off Held Bike')).getByText('Not Available')).toBeInTheDocument();
    expect(within(rowOf('Off Held Bike')).getByText(BOOKED_MARKER)).toBeInTheDocument();

    // The filter asks the server about bookable now (isAvailable), as the spec has it.
    await user.click(screen.getByRole('combobox', { name: 'Availability' }));
    await user.click(await screen.findByRole('option', { name: 'Not Available' }));
    await waitFor(() => expect(screen.queryByText('Free Bike')).not.toBeInTheDocument());
    expect(screen.getAllByText('Held Bike')).not.toHaveLength(0);
    expect(screen.getAllByText('Off Bike')).not.toHaveLength(0);
  });

  it("Update Bike prefills the shop's switch from isOffered, not from isAvailable", async () => {
    const held = makeBike({ name: 'Held Bike', isAvailable: false, isOffered: true, isBooked: true });
    const off = makeBike({ name: 'Off Bike', isAvailable: false, isOffered: false, isBooked: false });
    const { calls } = mockApi({
      ...NO_PAPERS,
      'GET /api/bikes': bikesHandler([held, off]),
      [`PUT /api/bikes/${held._id}`]: ({ body }) =>
        json({ success: true, message: 'Bike updated successfully', data: { ...held, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);

    await user.click(await screen.findByRole('button', { name: 'Update Off Bike' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Bike' });
    expect(within(dialog).getByLabelText('Available for booking')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Update Held Bike' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Bike' });
    const offered = within(dialog).getByLabelText('Available for booking');
    expect(offered).toBeChecked();
    expect(offered).toHaveAccessibleDescription(/Booked \/ out on rent right now/);
    // Saving the unchanged switch with another edit does not switch the booked bike off.
    const price = within(dialog).getByLabelText('Price per hour (BDT)');
    await user.clear(price);
    await user.type(price, '175');
    await user.click(within(dialog).getByRole('button', { name: 'Update Bike' }));
    expect(await screen.findByText('Bike updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ pricePerHour: 175 });
  });

  it("shows each bike's deposit, none when it is 0", async () => {
    const bikes = [makeBike({ name: 'Yamaha R15 V4', deposit: 3000 }), makeBike({ name: 'Honda Livo', deposit: 0 })];
    mockApi({ ...NO_PAPERS, 'GET /api/bikes': bikesHandler(bikes) });
    renderWithApp(<BikeManagement />);
    const table = await screen.findByRole('table', { name: 'Bikes' });
    expect(within(table).getByRole('columnheader', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(rowOf('Yamaha R15 V4')).getByText('3,000 BDT')).toBeInTheDocument();
    expect(within(rowOf('Honda Livo')).getByText('None')).toBeInTheDocument();
  });

  it("saves a new bike with its deposit, or leaves it out for the shop's default, named in the hint", async () => {
    const { calls } = mockApi({
      ...NO_PAPERS,
      'GET /api/bikes': bikesHandler([]),
      'GET /api/shop-settings': shopSettingsHandler(makeShopSettings({ defaultDeposit: 2500 })),
      'POST /api/bikes': ({ body }) =>
        json({ success: true, message: 'Bike added successfully', data: makeBike(body as object) }, 201),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);
    await user.click(await screen.findByRole('button', { name: 'Create Bike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bike' });
    const deposit = within(dialog).getByLabelText('Deposit (BDT)');
    await waitFor(() =>
      expect(deposit).toHaveAccessibleDescription(
        'Whole taka, taken when the bike is handed over; 0 for none. Left empty: the shop’s default, now 2,500 BDT.',
      ),
    );
    for (const [label, value] of [
      ['Name', 'TVS Apache RTR 160'],
      ['Brand', 'TVS'],
      ['Model', 'Apache RTR 160'],
      ['Year', '2023'],
      ['Price per hour (BDT)', '180'],
      ['CC', '160'],
      ['Deposit (BDT)', '3500.5'],
      ['Image URL', '/media/bikes/tvs-apache.svg'],
      ['Description', 'A light 160 cc street bike.'],
    ] as const) {
      await user.type(within(dialog).getByLabelText(label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Bike' }));
    expect(await within(dialog).findByText('Deposit must be a whole number')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(deposit);
    await user.type(deposit, '3500');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bike' }));
    expect(await screen.findByText('Bike added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'TVS Apache RTR 160', deposit: 3500 });
  });

  it('Update Bike shows the deposit and sends it when changed, 0 for none; it may not be left empty', async () => {
    const bike = makeBike({ name: 'Honda Livo', deposit: 2000 });
    const { calls } = mockApi({
      ...NO_PAPERS,
      'GET /api/bikes': bikesHandler([bike]),
      [`PUT /api/bikes/${bike._id}`]: ({ body }) =>
        json({ success: true, message: 'Bike updated successfully', data: { ...bike, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);
    await user.click(await screen.findByRole('button', { name: 'Update Honda Livo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Bike' });
    const deposit = within(dialog).getByLabelText('Deposit (BDT)');
    expect(deposit).toHaveValue('2000');
    expect(deposit).toHaveAccessibleDescription('Whole taka, taken when the bike is handed over; 0 for none.');
    await user.clear(deposit);
    await user.click(within(dialog).getByRole('button', { name: 'Update Bike' }));
    expect(await within(dialog).findByText('Deposit is required: 0 for none')).toBeInTheDocument();
    expect(deposit).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(deposit, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Update Bike' }));
    expect(await screen.findByText('Bike updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ deposit: 0 });
    // The settings are read for a new bike's hint only.
    expect(calls.some((c) => c.path === '/api/shop-settings')).toBe(false);
  });

  it("asks 'ARE YOU SURE ?' before deleting and shows a refusal as a toast", async () => {
    const bike = makeBike({ name: 'Honda Livo' });
    const refusal = 'This bike is booked or out on rent. Record its return before deleting it';
    mockApi({
      ...NO_PAPERS,
      'GET /api/bikes': bikesHandler([bike]),
      [`DELETE /api/bikes/${bike._id}`]: () => json(errorBody(refusal, 'BIKE_HAS_OPEN_RENTAL'), 409),
    });
    const user = userEvent.setup();
    renderWithApp(<BikeManagement />);
    await user.click(await screen.findByRole('button', { name: 'Delete Honda Livo' }));
    const dialog = await screen.findByRole('dialog', { name: 'ARE YOU SURE ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Honda Livo' })).toBeInTheDocument();
  });
});

describe('BikeManagement in Bangla', { timeout: 15_000 }, () => {
  it('shows the table, the bike states, the hourly price in Bengali digits and the add-bike dialog in Bangla', async () => {
    await inBangla();
    const bikes = [
      makeBike({ name: 'Yamaha R15 V4', brand: 'Yamaha', model: 'R15 V4', pricePerHour: 250 }),
      makeBike({ name: 'Honda Livo', brand: 'Honda', model: 'Livo 110', isAvailable: false, isBooked: true }),
    ];
    mockApi({ ...NO_PAPERS, 'GET /api/bikes': bikesHandler(bikes), 'GET /api/shop-settings': shopSettingsHandler() });
    const user = userEvent.setup();
    const { container } = renderWithApp(<BikeManagement />);
    const table = await screen.findByRole('table', { name: 'বাইক' });
    for (const header of ['নাম', 'মডেল', 'ব্র্যান্ড', 'ভাড়া (ঘণ্টায়)', 'ম্যানেজ']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(rowOf('Yamaha R15 V4')).getByText('ঘণ্টায় ২৫০৳')).toBeInTheDocument();
    expect(within(rowOf('Yamaha R15 V4')).getByText('পাওয়া যাচ্ছে')).toBeInTheDocument();
    expect(within(rowOf('Honda Livo')).getByText('বুক করা / ভাড়ায় বাইরে')).toBeInTheDocument();
    expect(within(rowOf('Honda Livo')).getByRole('button', { name: 'Honda Livo আপডেট করুন' })).toBeInTheDocument();
    const names = ['Yamaha', 'R15 V4', 'Honda', 'Livo'];
    expect(englishLeftIn(container, names)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'বাইক যোগ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'বাইক যোগ করুন' });
    expect(dialog).toHaveAccessibleDescription('দোকানে একটি বাইক যোগ করুন। সব ঘর পূরণ করতে হবে।');
    for (const label of ['নাম', 'ব্র্যান্ড', 'সাল', 'ঘণ্টাপ্রতি ভাড়া (টাকা)', 'সিসি', 'ছবির লিংক', 'বিবরণ']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('checkbox', { name: 'বুকিংয়ের জন্য খোলা' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    // The image box's example is an address, Latin in every language.
    expect(englishLeftIn(dialog, ['/media/bikes/'])).toEqual([]);

    // The number fields' own 'required' words are the web app's, so they follow the language too.
    await user.click(within(dialog).getByRole('button', { name: 'বাইক যোগ করুন' }));
    expect(await within(dialog).findByText('সাল দিতে হবে')).toBeInTheDocument();
    expect(within(dialog).getByText('ঘণ্টাপ্রতি ভাড়া দিতে হবে')).toBeInTheDocument();
    expect(within(dialog).getByText('সিসি দিতে হবে')).toBeInTheDocument();
  });
});
