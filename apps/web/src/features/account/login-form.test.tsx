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

  it('asks an admin account under attack for the code sent to it, and sends it with the login (decision 022)', async () => {
    const token = fakeToken({ user_email: 'boss@example.com', user_role: 'admin' });
    const asked = 'We sent a 6-digit code to your phone and e-mail. Enter it to log in';
    const answers = [
      () => json({ ...errorBody(asked, 'LOGIN_CODE_REQUIRED'), errorMessage: [{ path: 'code', message: asked }] }, 401),
      () =>
        json({
          success: true,
          message: 'Logged in successfully',
          token,
          data: { email: 'boss@example.com', role: 'admin' },
        }),
    ];
    const { calls } = mockApi({ 'POST /api/auth/login': () => answers[calls.length - 1]!() });
    const user = userEvent.setup();
    const { router } = renderLogin();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'boss@example.com');
    await user.type(screen.getByLabelText('Password'), 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(asked);
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Typed on a Bangla keyboard, the digits go as 0–9.
    await user.type(code, '০৪২৯১৭');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'boss@example.com', password: 'the-right-one' },
      { email: 'boss@example.com', password: 'the-right-one', code: '042917' },
    ]);
  });

  it('asks for a new code with a login without one, and shows a wait as the server words it', async () => {
    const asked = 'We sent a 6-digit code to your phone and e-mail. Enter it to log in';
    const wait = 'Too many failed logins on this account. Please try again in 40 seconds';
    const answers = [
      () => json(errorBody(asked, 'LOGIN_CODE_REQUIRED'), 401),
      () => json(errorBody(wait, 'RATE_LIMITED'), 429),
    ];
    const { calls } = mockApi({ 'POST /api/auth/login': () => answers[calls.length - 1]!() });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'boss@example.com');
    await user.type(screen.getByLabelText('Password'), 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Send me a new code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(wait));
    expect(calls[1]?.body).toEqual({ email: 'boss@example.com', password: 'the-right-one' });
  });

  it('asks for the code in Bangla', async () => {
    await inBangla();
    mockApi({ 'POST /api/auth/login': () => json(errorBody('কোড পাঠিয়েছি', 'LOGIN_CODE_REQUIRED'), 401) });
    const user = userEvent.setup();
    const { container } = renderLogin();
    await user.type(screen.getByLabelText('ইমেইল'), 'boss@example.com');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByLabelText('কোড')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'নতুন কোড পাঠান' })).toBeEnabled();
    expect(screen.getByText('অ্যাডমিনের নিজের ফোনে এসএমএসে ও ই-মেইলে পাঠানো ৬ অঙ্কের কোড')).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
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
