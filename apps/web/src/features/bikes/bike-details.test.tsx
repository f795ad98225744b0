import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBike } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { BikeDetails } from './bike-details.tsx';

describe('BikeDetails', () => {
  it("tells a visitor to log in: 'Login To Start Booking Process of the Bike'", async () => {
    const user = userEvent.setup();
    const onStartBooking = vi.fn();
    renderWithApp(<BikeDetails bike={makeBike()} viewerRole="" onStartBooking={onStartBooking} />);
    await user.click(screen.getByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByText('Login To Start Booking Process of the Bike')).toBeInTheDocument();
    expect(onStartBooking).not.toHaveBeenCalled();
  });

  it("tells an admin 'Admin is not allowed to book a bike'", async () => {
    const user = userEvent.setup();
    const onStartBooking = vi.fn();
    renderWithApp(<BikeDetails bike={makeBike()} viewerRole="admin" onStartBooking={onStartBooking} />);
    await user.click(screen.getByRole('button', { name: 'Book Now !' }));
    expect(await screen.findByText('Admin is not allowed to book a bike')).toBeInTheDocument();
    expect(onStartBooking).not.toHaveBeenCalled();
  });

  it('starts the booking for a signed-in customer', async () => {
    const user = userEvent.setup();
    const onStartBooking = vi.fn();
    renderWithApp(<BikeDetails bike={makeBike()} viewerRole="user" onStartBooking={onStartBooking} />);
    await user.click(screen.getByRole('button', { name: 'Book Now !' }));
    expect(onStartBooking).toHaveBeenCalledOnce();
  });

  it('offers no booking for a bike that is not available', () => {
    renderWithApp(<BikeDetails bike={makeBike({ isAvailable: false })} viewerRole="user" onStartBooking={vi.fn()} />);
    expect(screen.getByText('Not Available For Booking')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now !' })).toBeDisabled();
  });
});
