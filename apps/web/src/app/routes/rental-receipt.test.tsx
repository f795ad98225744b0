import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNotification } from '../../features/back-office/notifications/notification-fixtures.ts';
import { makeStory } from '../../components/rentals/rental-fixtures.ts';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedIn = (role: 'user' | 'admin') => ({ user: { email: `${role}@example.com`, role } });
const storyOf = (story: ReturnType<typeof makeStory>) => () =>
  json({ success: true, message: 'Rental retrieved successfully', data: story });

describe('/dashboard/rentals/:id', { timeout: 15_000 }, () => {
  it('shows its customer the receipt, and goes back to My Rentals', async () => {
    const story = makeStory();
    const { calls } = mockApi({
      [`GET /api/rentals/${story._id}`]: storyOf(story),
      'GET /api/rentals': () => json({ success: true, message: 'ok', data: [story] }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, {
      route: `/dashboard/rentals/${story._id}`,
      preloadedState: signedIn('user'),
    });
    expect(await screen.findByRole('heading', { name: 'Rental receipt', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Rental receipt | Bond Bike Rental');
    // A customer's receipt has no Messages section, and asks for none.
    expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/notifications')).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Back to My Rentals' }));
    expect(await screen.findByRole('heading', { name: 'My Rentals', level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows an admin the rental with the customer’s contacts and its messages, and goes back to Return Bike', async () => {
    const story = makeStory();
    const { calls } = mockApi({
      [`GET /api/rentals/${story._id}`]: storyOf(story),
      'GET /api/rentals/all': () => json({ success: true, message: 'ok', data: [story] }),
      'GET /api/notifications': () =>
        json({
          success: true,
          message: 'ok',
          data: [makeNotification({ rentalId: story._id })],
          meta: { page: 1, pageSize: 100, total: 1, pageCount: 1 },
        }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { route: `/dashboard/rentals/${story._id}`, preloadedState: signedIn('admin') });
    expect(await screen.findByRole('heading', { name: 'Rental details', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: story.user.email })).toHaveAttribute('href', `mailto:${story.user.email}`);
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(messages).toHaveClass('print:hidden');
    expect(await within(messages).findByText('Booking confirmed')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/notifications')?.query.get('rental')).toBe(story._id);

    await user.click(screen.getByRole('link', { name: 'Back to Return Bike' }));
    expect(await screen.findByRole('heading', { name: 'Return Bike', level: 2 })).toBeInTheDocument();
  });

  it('tells another customer the rental was not found', async () => {
    const id = '10000000-0000-4000-8000-000000000999';
    mockApi({ [`GET /api/rentals/${id}`]: () => json(errorBody('Rental not found', 'NOT_FOUND'), 404) });
    renderRoutes(routes, { route: `/dashboard/rentals/${id}`, preloadedState: signedIn('user') });
    expect(await screen.findByRole('heading', { name: 'This rental was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Rentals' })).toHaveAttribute('href', '/dashboard');
  });

  it('sends a visitor to the login page', async () => {
    const { router } = renderRoutes(routes, { route: '/dashboard/rentals/10000000-0000-4000-8000-000000000001' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
