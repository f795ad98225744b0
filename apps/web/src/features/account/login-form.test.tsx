import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { fakeToken } from '../../test/tokens.ts';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLogin() {
  return renderWithApp(<LoginForm />, {
    route: '/login',
    path: '/login',
    extraRoutes: [
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/register', element: <h1>Register page</h1> },
    ],
  });
}

describe('LoginForm', () => {
  it('requires an e-mail address and a password', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's first error message in red and as a toast", async () => {
    mockApi({
      'POST /api/auth/login': () => json(errorBody('Wrong e-mail or password', 'INVALID_CREDENTIALS'), 401),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'rider@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const inline = await screen.findByRole('alert');
    expect(inline).toHaveTextContent('Wrong e-mail or password');
    expect(inline).toHaveClass('text-red-700');
    await waitFor(() => expect(screen.getAllByText('Wrong e-mail or password')).toHaveLength(2));
  });

  it('keeps the token in the authToken cookie for 7 days, sets the user and goes to /dashboard', async () => {
    const token = fakeToken({ user_email: 'rider@example.com', user_role: 'user' });
    const { calls } = mockApi({
      'POST /api/auth/login': () =>
        json({
          success: true,
          message: 'User logged in successfully',
          token,
          data: { email: 'rider@example.com', role: 'user' },
        }),
    });
    const setCookie = vi.spyOn(Cookies, 'set');
    const user = userEvent.setup();
    const { store, router } = renderLogin();
    await user.type(screen.getByLabelText('Email'), ' Rider@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls[0]?.body).toEqual({ email: 'rider@example.com', password: 'secret-123' });
    expect(setCookie).toHaveBeenCalledWith('authToken', token, expect.objectContaining({ expires: 7 }));
    expect(Cookies.get('authToken')).toBe(token);
    expect(store.getState().user).toEqual({ email: 'rider@example.com', role: 'user' });
    expect(await screen.findByText('User logged in successfully')).toBeInTheDocument();
  });

  it('speaks Bangla', async () => {
    await inBangla();
    mockApi({});
    const { container } = renderLogin();
    expect(screen.getByLabelText('ইমেইল')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('পাসওয়ার্ড')).toHaveAttribute('placeholder', 'আপনার পাসওয়ার্ড');
    expect(screen.getByRole('button', { name: 'লগইন' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'এখানে রেজিস্টার করুন' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/^বন্ড বাইক রেন্টালে নতুন\?/)).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('links to the register page', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
  });
});
