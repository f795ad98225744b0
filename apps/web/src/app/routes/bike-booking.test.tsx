import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeBike, mockApi, type ApiCall } from '../../test/mock-api.ts';
import { ridersApi } from '../../features/riders/api.ts';
import { makeRider } from '../../features/riders/rider-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ALL_PAPERS = ['nid_front', 'nid_back', 'licence', 'selfie_with_licence'] as const;

function serveBike(
  isAvailable: boolean,
  isOffered = isAvailable,
  rider = makeRider({ kinds: ALL_PAPERS, status: 'approved' }),
) {
  const bike = makeBike({ name: 'Yamaha R15 V4', isAvailable, isOffered, isBooked: isOffered && !isAvailable });
  const { calls } = mockApi({
    [`GET /api/bikes/${bike._id}`]: () => json({ success: true, message: 'Bike retrieved successfully', data: bike }),
    [`GET /api/bikes/${bike._id}/availability`]: () => json({ success: true, message: 'Availability', data: [] }),
    'GET /api/riders/me': () => json({ success: true, message: 'Rider file retrieved', data: rider }),
  });
  return { bike, calls };
}

const askedForRider = (calls: ApiCall[]) => calls.some((call) => call.path === '/api/riders/me');

describe('booking from the bike page', { timeout: 15_000 }, () => {
  it("opens 'Rent this bike now' for a customer and an available bike", async () => {
    const { bike } = serveBike(true);
    const user = userEvent.setup();
    renderRoutes(routes, {
      route: `/allbikes/${bike._id}`,
      preloadedState: { user: { email: 'rider@example.com', role: 'user' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByRole('dialog', { name: 'Rent this bike now' })).toBeInTheDocument();
  });

  it('tells a customer whose papers are not approved what to bring or upload, and still lets them book', async () => {
    const { bike, calls } = serveBike(true, true, makeRider({ nidNumber: null }));
    const user = userEvent.setup();
    renderRoutes(routes, {
      route: `/allbikes/${bike._id}`,
      preloadedState: { user: { email: 'rider@example.com', role: 'user' } },
    });
    await screen.findByRole('button', { name: 'Book Now !' });
    // Nothing is asked about the papers before the dialog opens.
    expect(askedForRider(calls)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Book Now !' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rent this bike now' });
    const notice = await within(dialog).findByRole('note', { name: 'Before we hand you the bike' });
    expect(notice).toHaveTextContent(/^Before we hand you the bike.*upload them in View Profile → Rider documents/);
    expect(within(notice).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('says nothing of the papers to an approved rider', async () => {
    const { bike, calls } = serveBike(true);
    const user = userEvent.setup();
    const { store } = renderRoutes(routes, {
      route: `/allbikes/${bike._id}`,
      preloadedState: { user: { email: 'rider@example.com', role: 'user' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Book Now !' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rent this bike now' });
    await waitFor(() => expect(ridersApi.endpoints.getMyRider.select()(store.getState()).isSuccess).toBe(true));
    expect(askedForRider(calls)).toBe(true);
    expect(within(dialog).getByLabelText('Start time (Dhaka time)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('opens the dialog for a bike out with someone else right now: a later, free time can be booked', async () => {
    const { bike } = serveBike(false, true);
    const user = userEvent.setup();
    renderRoutes(routes, {
      route: `/allbikes/${bike._id}`,
      preloadedState: { user: { email: 'rider@example.com', role: 'user' } },
    });
    expect(await screen.findByText('Not Available For Booking')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByRole('dialog', { name: 'Rent this bike now' })).toBeInTheDocument();
  });

  it('offers no booking for a bike the shop does not rent out', async () => {
    const { bike } = serveBike(false, false);
    renderRoutes(routes, {
      route: `/allbikes/${bike._id}`,
      preloadedState: { user: { email: 'rider@example.com', role: 'user' } },
    });
    expect(await screen.findByRole('button', { name: 'Book Now !' })).toBeDisabled();
  });

  it('tells an admin that admins cannot book', async () => {
    const { bike, calls } = serveBike(true);
    const user = userEvent.setup();
    renderRoutes(routes, {
      route: `/allbikes/${bike._id}`,
      preloadedState: { user: { email: 'boss@example.com', role: 'admin' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByText('Admin is not allowed to book a bike')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(askedForRider(calls)).toBe(false);
  });

  it('asks a visitor to log in first', async () => {
    const { bike, calls } = serveBike(true);
    const user = userEvent.setup();
    renderRoutes(routes, { route: `/allbikes/${bike._id}` });
    await user.click(await screen.findByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByText('Login To Start Booking Process of the Bike')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A visitor has no rider's file: nothing is asked for it.
    expect(askedForRider(calls)).toBe(false);
  });
});
