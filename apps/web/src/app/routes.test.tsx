import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../test/console-guard.ts';
import { bikesHandler, json, makeBike, mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { routes } from './routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

const signedIn = { user: { email: 'rider@example.com', role: 'user' as const } };

describe('routes and layout', () => {
  it("shows 'Not Found' with 'Go Back To Home' for an unknown address", async () => {
    mockApi({ 'GET /api/bikes': bikesHandler([]) });
    renderRoutes(routes, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back To Home' })).toHaveAttribute('href', '/');
  });

  it('has the navbar of a visitor: no Dashboard, "Login Now !"', async () => {
    mockApi({ 'GET /api/bikes': bikesHandler([]) });
    renderRoutes(routes, { route: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'All Bikes' })).toHaveAttribute('href', '/allbikes');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Login Now !' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('has the navbar of a signed-in user: Dashboard and Logout', async () => {
    mockApi({ 'GET /api/bikes': bikesHandler([]) });
    renderRoutes(routes, { route: '/', preloadedState: signedIn });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login Now !' })).not.toBeInTheDocument();
  });

  it('has the footer links', async () => {
    mockApi({ 'GET /api/bikes': bikesHandler([]) });
    renderRoutes(routes, { route: '/' });
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/allbikes');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/about');
    expect(within(footer).getByRole('link', { name: 'All Bikes' })).toHaveAttribute('href', '/allbikes');
    expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('toggles the dark theme from the navbar', async () => {
    mockApi({ 'GET /api/bikes': bikesHandler([]) });
    const user = userEvent.setup();
    const { store } = renderRoutes(routes, { route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(store.getState().theme.isDarkMode).toBe(true);
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('sends a visitor from /dashboard and /booking to /login', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await router.navigate('/booking');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the dashboard of the role in the session, and the booking page', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn });
    expect(await screen.findByRole('heading', { name: 'User Dashboard' })).toBeInTheDocument();
    await router.navigate('/booking');
    expect(await screen.findByRole('heading', { name: 'This is booking process page' })).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' when a page breaks", async () => {
    mockApi({});
    // React and the router report the caught render error; that is the point of this test.
    expectConsoleError(/Wheel fell off/);
    const Broken = () => {
      throw new Error('Wheel fell off');
    };
    const broken: RouteObject[] = [
      {
        path: '/',
        element: <RootLayout />,
        children: [{ errorElement: <RouteError />, children: [{ path: 'broken', Component: Broken }] }],
      },
    ];
    renderRoutes(broken, { route: '/broken' });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Wheel fell off')).toBeInTheDocument();
  });

  it('renders a bike page with its facts, and Not Found for an unknown bike', async () => {
    const bike = makeBike({ name: 'Hornet 2.0', brand: 'Honda', model: 'CB Hornet 160R', cc: 184, pricePerHour: 250 });
    mockApi({
      [`GET /api/bikes/${bike._id}`]: () => json({ success: true, message: 'ok', data: bike }),
      'GET /api/bikes/unknown': () =>
        json(
          {
            success: false,
            code: 'NOT_FOUND',
            message: 'Not found',
            errorMessage: [{ path: 'id', message: 'Bike not found' }],
          },
          404,
        ),
    });
    const { router } = renderRoutes(routes, { route: `/allbikes/${bike._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hornet 2.0' })).toBeInTheDocument();
    expect(screen.getByText('250 BDT / hour')).toBeInTheDocument();
    expect(screen.getByText('2,000 BDT / day')).toBeInTheDocument();
    expect(screen.getByText('10,000 BDT / week')).toBeInTheDocument();
    expect(screen.getByText('184 CC')).toBeInTheDocument();
    expect(screen.getByText('CB Hornet 160R')).toBeInTheDocument();
    expect(screen.getByText('Available For Booking')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now !' })).toBeEnabled();
    await router.navigate('/allbikes/unknown');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it('renders a blog article and Not Found for an unknown slug', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, { route: '/blogs/bike-safety-tips' });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).not.toBe('Not Found');
    await waitFor(() => expect(document.title).toContain(title.textContent ?? ''));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    await router.navigate('/blogs/no-such-article');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });
});
