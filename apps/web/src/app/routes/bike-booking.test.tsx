import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeBike, mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveBike(isAvailable: boolean) {
  const bike = makeBike({ name: 'Yamaha R15 V4', isAvailable });
  mockApi({
    [`GET /api/bikes/${bike._id}`]: () => json({ success: true, message: 'Bike retrieved successfully', data: bike }),
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
