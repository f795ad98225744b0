import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { LogOutEverywhere } from './log-out-everywhere.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedIn = { user: { email: 'customer@example.com', role: 'user' as const } };

describe('Log out on every device', { timeout: 15_000 }, () => {
  it('ends every session on the server, then this one', async () => {
    document.cookie = 'authToken=the-token; path=/';
    const { calls } = mockApi({
      'POST /api/auth/logout-all': () => json({ success: true, message: 'Logged out on every device' }),
      'POST /api/auth/logout': () => json({ success: true, message: 'Logged out' }),
    });
    const user = userEvent.setup();
    const { store } = renderWithApp(<LogOutEverywhere />, { preloadedState: signedIn });
    expect(screen.getByRole('region', { name: 'Sessions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out on every device' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/auth/logout'));
    const everywhere = calls.find((c) => c.path === '/api/auth/logout-all');
    expect(everywhere?.headers.get('authorization')).toBe('Bearer the-token');
    expect(store.getState().user.email).toBe('');
    expect(document.cookie).not.toContain('authToken=');
  });

  it('speaks Bangla', async () => {
    await inBangla();
    mockApi({});
    const { container } = renderWithApp(<LogOutEverywhere />, { preloadedState: signedIn });
    expect(screen.getByRole('region', { name: 'সেশন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সব ডিভাইস থেকে লগ আউট করুন' })).toBeEnabled();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it("keeps the session and shows the server's reason when it fails", async () => {
    document.cookie = 'authToken=the-token; path=/';
    mockApi({
      'POST /api/auth/logout-all': () => json(errorBody('The server is busy, try again', 'INTERNAL'), 503),
    });
    const user = userEvent.setup();
    const { store } = renderWithApp(<LogOutEverywhere />, { preloadedState: signedIn });
    await user.click(screen.getByRole('button', { name: 'Log out on every device' }));
    expect(await screen.findByText('The server is busy, try again')).toBeInTheDocument();
    expect(store.getState().user.email).toBe('customer@example.com');
    document.cookie = 'authToken=; path=/; max-age=0';
  });
});
