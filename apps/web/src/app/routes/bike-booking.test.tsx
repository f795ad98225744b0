import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeBike, mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveBike(isAvailable: boolean, isOffered = isAvailable) {
  const bike = makeBike({ name: 'Yamaha R15 V4', isAvailable, isOffered, isBooked: isOffered && !isAvailable });
  mockApi({
    [`GET /api/bikes/${bike._id}`]: () => json({ success: true, message: 'Bike retrieved successfully', data: bike }),
    [`GET /api/bikes/${bike._id}/availability`]: () => json({ success: true, message: 'Availability', data: [] }),
  });
  return bike;
}

describe('booking from the bike page', { timeout: 15_000 }, () => {
  it("opens 'Rent this bike now' for a customer and an available bike", async () => {
    const bike = serveBike(true);
    const user = userEvent.setup();
    renderRoutes(routes, {
      route: `/allbikes/${bike._id}`,
      preloadedState: { user: { email: 'rider@example.com', role: 'user' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByRole('dialog', { name: 'Rent this bike now' })).toBeInTheDocument();
  });

  it('opens the dialog for a bike out with someone else right now: a later, free time can be booked', async () => {
    const bike = serveBike(false, true);
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
    const bike = serveBike(false, false);
    renderRoutes(routes, {
      route: `/allbikes/${bike._id}`,
      preloadedState: { user: { email: 'rider@example.com', role: 'user' } },
    });
    expect(await screen.findByRole('button', { name: 'Book Now !' })).toBeDisabled();
  });

  it('tells an admin that admins cannot book', async () => {
    const bike = serveBike(true);
    const user = userEvent.setup();
    renderRoutes(routes, {
      route: `/allbikes/${bike._id}`,
      preloadedState: { user: { email: 'boss@example.com', role: 'admin' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByText('Admin is not allowed to book a bike')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    const bike = serveBike(true);
    const user = userEvent.setup();
    renderRoutes(routes, { route: `/allbikes/${bike._id}` });
    await user.click(await screen.findByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByText('Login To Start Booking Process of the Bike')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
