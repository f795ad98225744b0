import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { couponsHandler, json, makeCoupon, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { contentApi } from './api.ts';
import { CouponsSection } from './coupons-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DIWALI10 = makeCoupon({
  code: 'DIWALI10',
  value: 10,
  minimumCharge: 200,
  validFrom: '2026-11-26',
  validTo: '2027-11-26',
  details: { en: 'Get 10% off on rentals of 200tk or more', bn: '৳২০০ বা তার বেশি ভাড়ায় পান ১০% ছাড়' },
});
const WELCOME = makeCoupon({
  code: 'WELCOME-100',
  kind: 'fixed',
  value: 100,
  minimumCharge: 0,
  validTo: '2026-12-31',
  firstRentalOnly: true,
  details: { en: '100tk off your first ride', bn: 'প্রথম রাইডে ১০০ টাকা ছাড়' },
});
const HORNET = makeCoupon({
  code: 'HORNET5',
  value: 5,
  validFrom: '2027-01-01',
  bikeId: '00000000-0000-4000-8000-000000000042',
  details: { en: '5% off the Hornet 2.0', bn: 'হর্নেট ২.০-তে ৫% ছাড়' },
});

/** The section on `/`, with the search and a bike's page to land on. */
function renderHome() {
  const search = { path: '/allbikes', element: <h1>The search</h1> };
  const bike = { path: '/allbikes/:id', element: <h1>A bike</h1> };
  return renderWithApp(<CouponsSection />, { extraRoutes: [search, bike] });
}

const couponsRegion = () => screen.findByRole('region', { name: 'Coupons & Discounts' });

describe('CouponsSection', () => {
  it('shows the active coupons the API lists, each with its value, code, details and terms', async () => {
    const { calls } = mockApi({ 'GET /api/coupons/active': couponsHandler([DIWALI10, WELCOME, HORNET]) });
    renderHome();
    const region = await couponsRegion();
    const coupons = within(region).getAllByRole('button');
    expect(coupons).toHaveLength(3);
    const [diwali, welcome, hornet] = coupons;
    expect(diwali).toHaveTextContent(
      '10% OFFDIWALI10Get 10% off on rentals of 200tk or moreMinimum rental: 200tkValid from 26 November 2026 to 26 November 2027',
    );
    expect(welcome).toHaveTextContent(
      '100tk OFFWELCOME-100100tk off your first rideFor your first rental onlyValid until 31 December 2026',
    );
    expect(welcome).not.toHaveTextContent('Minimum rental');
    expect(hornet).toHaveTextContent('5% OFFHORNET55% off the Hornet 2.0For one bike onlyValid from 1 January 2027');
    expect(calls.map((call) => call.path)).toEqual(['/api/coupons/active']);
  });

  it('copies the code on a press, says so and opens the bike search', async () => {
    mockApi({ 'GET /api/coupons/active': couponsHandler([DIWALI10, WELCOME]) });
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.click(within(await couponsRegion()).getByRole('button', { name: /DIWALI10/ }));
    expect(await screen.findByRole('heading', { name: 'The search' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/allbikes');
    expect(await navigator.clipboard.readText()).toBe('DIWALI10');
    expect(await screen.findByText('Code DIWALI10 copied')).toBeInTheDocument();
  });

  it('opens the bike a coupon is for', async () => {
    mockApi({ 'GET /api/coupons/active': couponsHandler([HORNET]) });
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.click(within(await couponsRegion()).getByRole('button', { name: /HORNET5/ }));
    expect(await screen.findByRole('heading', { name: 'A bike' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/allbikes/00000000-0000-4000-8000-000000000042');
    expect(await navigator.clipboard.readText()).toBe('HORNET5');
  });

  it.each([
    [
      'offers no clipboard (a page on plain http)',
      () => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }),
    ],
    [
      'refuses to copy',
      () =>
        vi
          .spyOn(navigator.clipboard, 'writeText')
          .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError')),
    ],
  ])('shows the code selected to copy by hand when the browser %s', async (_, withoutCopying) => {
    mockApi({ 'GET /api/coupons/active': couponsHandler([DIWALI10, WELCOME]) });
    const user = userEvent.setup();
    withoutCopying();
    const { router } = renderHome();
    await user.click(within(await couponsRegion()).getByRole('button', { name: /WELCOME-100/ }));
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    expect(field).toHaveValue('WELCOME-100');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('readonly');
    const { selectionStart, selectionEnd } = field as HTMLInputElement;
    expect([selectionStart, selectionEnd]).toEqual([0, 'WELCOME-100'.length]);
    expect(field).toHaveAccessibleDescription(
      'Your browser would not copy it here. The code is selected: copy it, then find your bike.',
    );
    expect(screen.getByRole('link', { name: 'Find your bike' })).toHaveAttribute('href', '/allbikes');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(/copied/)).not.toBeInTheDocument();
  });

  it('is left out when no coupon is active', async () => {
    mockApi({ 'GET /api/coupons/active': couponsHandler([]) });
    const { store } = renderHome();
    await waitFor(() => expect(contentApi.endpoints.getActiveCoupons.select()(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByRole('region', { name: 'Coupons & Discounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coupons & Discounts' })).not.toBeInTheDocument();
  });

  it('says so when the coupons cannot be loaded', async () => {
    mockApi({ 'GET /api/coupons/active': () => json({ success: false, message: 'Busy' }, 503) });
    renderHome();
    const region = await couponsRegion();
    expect(region).toHaveTextContent('Our coupons could not be loaded just now.');
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('CouponsSection in Bangla', () => {
  it('shows the coupons in Bangla, keeping the codes, and says the copy in Bangla', async () => {
    await inBangla();
    mockApi({ 'GET /api/coupons/active': couponsHandler([DIWALI10, WELCOME]) });
    const user = userEvent.setup();
    renderHome();
    const region = await screen.findByRole('region', { name: 'কুপন ও ছাড়' });
    const [diwali, welcome] = within(region).getAllByRole('button');
    expect(diwali).toHaveTextContent(
      '১০% ছাড়DIWALI10৳২০০ বা তার বেশি ভাড়ায় পান ১০% ছাড়সর্বনিম্ন ভাড়া: ২০০ টাকা২৬ নভেম্বর, ২০২৬ থেকে ২৬ নভেম্বর, ২০২৭ পর্যন্ত চালু',
    );
    expect(welcome).toHaveTextContent(
      '১০০ টাকা ছাড়WELCOME-100প্রথম রাইডে ১০০ টাকা ছাড়শুধু প্রথম ভাড়ার জন্য৩১ ডিসেম্বর, ২০২৬ পর্যন্ত চালু',
    );
    expect(englishLeftIn(region, [/^[A-Z0-9-]+$/])).toEqual([]);
    await user.click(diwali!);
    expect(await screen.findByText('কোড DIWALI10 কপি হয়েছে')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('DIWALI10');
  });
});
