import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bikesHandler, json, makeBike, mockApi } from '../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { isoToWallClock } from '../../lib/time.ts';
import { BikeSearch } from './bike-search.tsx';

const FROM_LABEL = 'Free from (Dhaka time)';
const UNTIL_LABEL = 'Until (Dhaka time)';

const shop = [
  makeBike({ name: 'FZS V3', brand: 'Yamaha', model: 'FZS', isAvailable: true }),
  makeBike({ name: 'R15 V4', brand: 'Yamaha', model: 'R15', isAvailable: false }),
  makeBike({ name: 'Hornet 2.0', brand: 'Honda', model: 'CB Hornet 160R', isAvailable: true }),
  makeBike({ name: 'Pulsar N160', brand: 'Bajaj', model: 'N160', isAvailable: true }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function results() {
  return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('BikeSearch', () => {
  it('shows a spinner while loading, then every bike', async () => {
    mockApi({ 'GET /api/bikes': bikesHandler(shop) });
    renderWithApp(<BikeSearch />);
    expect(screen.getByRole('heading', { name: 'Search Your Desired Bikes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading bikes…');
    expect(await screen.findByRole('heading', { name: 'FZS V3' })).toBeInTheDocument();
    await waitFor(() => expect(results()).toEqual(['FZS V3', 'R15 V4', 'Hornet 2.0', 'Pulsar N160']));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('filters by name case-insensitively at once and asks the server with searchByName', async () => {
    const { calls } = mockApi({ 'GET /api/bikes': bikesHandler(shop) });
    const user = userEvent.setup();
    renderWithApp(<BikeSearch />);
    await screen.findByRole('heading', { name: 'FZS V3' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'hOrN');
    await waitFor(() => expect(results()).toEqual(['Hornet 2.0']));
    await waitFor(() => expect(calls.some((c) => c.query.get('searchByName') === 'hOrN')).toBe(true));
    expect(results()).toEqual(['Hornet 2.0']);
  });

  it('lists brands from the unfiltered list and models from the filtered one', async () => {
    const { calls } = mockApi({ 'GET /api/bikes': bikesHandler(shop) });
    const user = userEvent.setup();
    renderWithApp(<BikeSearch />);
    await screen.findByRole('heading', { name: 'FZS V3' });

    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    const brands = await screen.findAllByRole('option');
    expect(brands.map((o) => o.textContent)).toEqual(['Yamaha', 'Honda', 'Bajaj']);
    await user.click(screen.getByRole('option', { name: 'Yamaha' }));

    await waitFor(() => expect(results()).toEqual(['FZS V3', 'R15 V4']));
    expect(calls.at(-1)?.query.get('searchByBrand')).toBe('Yamaha');

    await user.click(screen.getByRole('combobox', { name: 'Model' }));
    const models = await screen.findAllByRole('option');
    expect(models.map((o) => o.textContent)).toEqual(['FZS', 'R15']);
    await user.click(screen.getByRole('option', { name: 'R15' }));
    await waitFor(() => expect(results()).toEqual(['R15 V4']));

    // The brand list still comes from the whole shop.
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Yamaha', 'Honda', 'Bajaj']);
    await user.keyboard('{Escape}');
  });

  it('filters by availability and shows the card buttons for each state', async () => {
    mockApi({ 'GET /api/bikes': bikesHandler(shop) });
    const user = userEvent.setup();
    renderWithApp(<BikeSearch />);
    await screen.findByRole('heading', { name: 'FZS V3' });

    const r15 = screen.getByRole('heading', { name: 'R15 V4' }).closest('article');
    expect(within(r15 as HTMLElement).getByRole('button', { name: 'Not Available For Booking' })).toBeDisabled();
    const fzs = screen.getByRole('heading', { name: 'FZS V3' }).closest('article');
    expect(within(fzs as HTMLElement).getByRole('link', { name: /Available For Booking/ })).toHaveAttribute(
      'href',
      `/allbikes/${shop[0]?._id}`,
    );
    expect(within(fzs as HTMLElement).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/allbikes/${shop[0]?._id}`,
    );

    await choose(user, 'Availability', 'Not Available');
    await waitFor(() => expect(results()).toEqual(['R15 V4']));
    await choose(user, 'Availability', 'Available');
    await waitFor(() => expect(results()).toEqual(['FZS V3', 'Hornet 2.0', 'Pulsar N160']));
  });

  it("says 'No bikes found. Try Searching anything else..' when nothing matches, and Clear Filters resets", async () => {
    mockApi({ 'GET /api/bikes': bikesHandler(shop) });
    const user = userEvent.setup();
    renderWithApp(<BikeSearch />);
    await screen.findByRole('heading', { name: 'FZS V3' });

    const nameBox = screen.getByRole('searchbox', { name: 'Search by name' });
    await user.type(nameBox, 'vespa');
    expect(await screen.findByText('No bikes found. Try Searching anything else..')).toBeInTheDocument();

    // No models match: the model list shows its disabled entry.
    await user.click(screen.getByRole('combobox', { name: 'Model' }));
    const empty = await screen.findByRole('option', { name: 'No Models Available' });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(nameBox).toHaveValue('');
    await waitFor(() => expect(results()).toHaveLength(4));
  });

  it('submitting the form does nothing else', async () => {
    mockApi({ 'GET /api/bikes': bikesHandler(shop) });
    const user = userEvent.setup();
    const { router } = renderWithApp(<BikeSearch />, { route: '/allbikes', path: '/allbikes' });
    await screen.findByRole('heading', { name: 'FZS V3' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'fzs{Enter}');
    expect(router.state.location.pathname).toBe('/allbikes');
    await waitFor(() => expect(results()).toEqual(['FZS V3']));
  });

  it("shows 'Bikes Will be Added Soon' and 'No Brands Available' for an empty shop", async () => {
    mockApi({ 'GET /api/bikes': () => json({ success: true, message: 'No bikes yet', data: [] }) });
    const user = userEvent.setup();
    renderWithApp(<BikeSearch />);
    expect(await screen.findByText('Bikes Will be Added Soon')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    expect(await screen.findByRole('option', { name: 'No Brands Available' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
  });

  it('searches in Bangla, the bikes’ names, brands and models as they are', async () => {
    await inBangla();
    mockApi({ 'GET /api/bikes': bikesHandler(shop) });
    const user = userEvent.setup();
    const { container } = renderWithApp(<BikeSearch />);
    expect(screen.getByRole('heading', { name: 'আপনার পছন্দের বাইক খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('বাইক লোড হচ্ছে…');
    await screen.findByRole('heading', { name: 'FZS V3' });
    expect(await screen.findByText('৪টি বাইক পাওয়া গেছে')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'বাইক ফিল্টার' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ব্র্যান্ড' })).toHaveTextContent('ব্র্যান্ড বেছে নিন');
    expect(screen.getByLabelText('কখন থেকে (ঢাকার সময়)')).toHaveAttribute('type', 'datetime-local');
    expect(
      screen.getByText('"কখন থেকে" আর "কখন পর্যন্ত" দিলে শুধু আপনার পুরো রাইডের সময় ফাঁকা বাইকগুলো দেখাবে।'),
    ).toBeInTheDocument();
    expect(englishLeftIn(container, ['Yamaha', 'Honda', 'Bajaj', ...shop.map((b) => b.name)])).toEqual([]);

    // The availability choices read in Bangla and still send the spec's values.
    await choose(user, 'বুকিং', 'বুকিং করা যাবে না');
    await waitFor(() => expect(results()).toEqual(['R15 V4']));

    await user.type(screen.getByRole('searchbox', { name: 'নাম দিয়ে খুঁজুন' }), 'vespa');
    expect(await screen.findByText('কোনো বাইক পাওয়া যায়নি। অন্য কিছু দিয়ে খুঁজে দেখুন।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ফিল্টার মুছুন' }));
    await waitFor(() => expect(results()).toHaveLength(4));

    // Half a period says what is missing, in Bangla.
    fireEvent.change(screen.getByLabelText('কখন থেকে (ঢাকার সময়)'), {
      target: { value: isoToWallClock(new Date(Date.now() + 2 * 86_400_000)) },
    });
    expect(await screen.findByText('সময় ধরে খুঁজতে "কখন থেকে" আর "কখন পর্যন্ত" দুটোই বেছে নিন')).toBeInTheDocument();
  });

  it('tells the visitor when the server cannot be reached', async () => {
    mockApi({
      'GET /api/bikes': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithApp(<BikeSearch />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
  });

  describe('search by time', () => {
    const DAY = 86_400_000;
    /** Dhaka wall clock `days` from now, on a whole hour. */
    const dhakaIn = (days: number) => {
      const at = new Date(Date.now() + days * DAY);
      at.setUTCMinutes(0, 0, 0);
      return isoToWallClock(at);
    };
    const iso = (wallClock: string) => new Date(`${wallClock}:00+06:00`).toISOString();

    /** The server: with a period, only FZS V3 and R15 V4 (out now, free later) are free for it. */
    function serveWithPeriods() {
      const plain = bikesHandler(shop);
      return mockApi({
        'GET /api/bikes': (call) => {
          if (!call.query.get('availableFrom')) return plain(call);
          const free = shop.filter((b) => b.name === 'FZS V3' || b.name === 'R15 V4');
          return json({ success: true, message: 'Bikes retrieved successfully', data: free });
        },
      });
    }

    it('sends availableFrom and availableTo once both are set, and lists only the bikes free then', async () => {
      const { calls } = serveWithPeriods();
      const user = userEvent.setup();
      renderWithApp(<BikeSearch />);
      await screen.findByRole('heading', { name: 'Hornet 2.0' });
      const from = dhakaIn(2);
      const until = dhakaIn(3);
      fireEvent.change(screen.getByLabelText(FROM_LABEL), { target: { value: from } });
      fireEvent.change(screen.getByLabelText(UNTIL_LABEL), { target: { value: until } });
      await waitFor(() => expect(results()).toEqual(['FZS V3', 'R15 V4']));
      const asked = calls.find((c) => c.query.get('availableFrom'));
      // Dhaka wall clock → the instant it names, whatever the browser zone.
      expect(asked?.query.get('availableFrom')).toBe(iso(from));
      expect(asked?.query.get('availableTo')).toBe(iso(until));
      expect(screen.getByText(/^Showing bikes free from /)).toBeInTheDocument();
      expect(screen.getAllByText('Free for the time you chose')).toHaveLength(2);

      // The four spec filters still work alongside.
      await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'r15');
      await waitFor(() => expect(results()).toEqual(['R15 V4']));
      await waitFor(() =>
        expect(calls.some((c) => c.query.get('searchByName') === 'r15' && c.query.get('availableFrom'))).toBe(true),
      );

      // Clear Filters empties the pair too.
      await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
      expect(screen.getByLabelText(FROM_LABEL)).toHaveValue('');
      expect(screen.getByLabelText(UNTIL_LABEL)).toHaveValue('');
      await waitFor(() => expect(results()).toHaveLength(4));
    });

    it('asks for the other half of the pair, and sends nothing until then', async () => {
      const { calls } = serveWithPeriods();
      renderWithApp(<BikeSearch />);
      await screen.findByRole('heading', { name: 'Hornet 2.0' });
      fireEvent.change(screen.getByLabelText(FROM_LABEL), { target: { value: dhakaIn(2) } });
      const message = await screen.findByText('Choose both "Free from" and "Until" to search by time');
      expect(screen.getByLabelText(UNTIL_LABEL)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(UNTIL_LABEL)).toHaveAccessibleDescription(message.textContent ?? '');
      expect(results()).toHaveLength(4);
      expect(calls.some((c) => c.query.get('availableFrom'))).toBe(false);
    });

    it('says when "Until" is not after "Free from"', async () => {
      const { calls } = serveWithPeriods();
      renderWithApp(<BikeSearch />);
      await screen.findByRole('heading', { name: 'Hornet 2.0' });
      fireEvent.change(screen.getByLabelText(FROM_LABEL), { target: { value: dhakaIn(3) } });
      fireEvent.change(screen.getByLabelText(UNTIL_LABEL), { target: { value: dhakaIn(2) } });
      expect(await screen.findByText('"Until" must be after "Free from"')).toBeInTheDocument();
      expect(calls.some((c) => c.query.get('availableFrom'))).toBe(false);
    });
  });
});
