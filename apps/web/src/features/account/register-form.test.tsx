import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderRegister() {
  return renderWithApp(<RegisterForm />, {
    route: '/register',
    path: '/register',
    extraRoutes: [{ path: '/login', element: <h1>Login page</h1> }],
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Rahim Uddin');
  await user.type(screen.getByLabelText('Email'), 'rahim@example.com');
  await user.type(screen.getByLabelText('Phone'), '01712345678');
  await user.type(screen.getByLabelText('Address'), 'Road 9/A, Dhanmondi');
  await user.type(screen.getByLabelText('Password'), 'long-enough-1');
}

describe('RegisterForm', () => {
  it('requires all five fields', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone is required',
      'Address is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it("sends role 'user', shows the server's message, clears the form and goes to /login", async () => {
    const { calls } = mockApi({
      'POST /api/auth/signup': () => json({ success: true, message: 'User registered successfully' }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls[0]?.body).toEqual({
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      // Typed as 01712345678; sent in the one form the shop stores (docs/product/accounts-and-roles.md#phone-numbers).
      phone: '+8801712345678',
      address: 'Road 9/A, Dhanmondi',
      password: 'long-enough-1',
      role: 'user',
    });
    expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
  });

  it('speaks Bangla', async () => {
    await inBangla();
    mockApi({});
    const { container } = renderRegister();
    expect(screen.getByLabelText('নাম')).toHaveAttribute('placeholder', 'আপনার পুরো নাম');
    expect(screen.getByLabelText('ইমেইল')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('ফোন')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('ঠিকানা')).toHaveAttribute('placeholder', 'বাসা, রোড, এলাকা, ঢাকা');
    expect(screen.getByLabelText('পাসওয়ার্ড')).toHaveAttribute('placeholder', 'কমপক্ষে ৮ অক্ষর');
    expect(screen.getByRole('button', { name: 'রেজিস্টার করুন' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'এখানে লগইন করুন' })).toHaveAttribute('href', '/login');
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('shows a refusal inline in red and as a toast, and keeps what was typed', async () => {
    mockApi({
      'POST /api/auth/signup': () => json(errorBody('An account with this e-mail already exists', 'EMAIL_TAKEN'), 409),
    });
    const user = userEvent.setup();
    renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists');
    await waitFor(() => expect(screen.getAllByText('An account with this e-mail already exists')).toHaveLength(2));
    expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
    expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  });
});
