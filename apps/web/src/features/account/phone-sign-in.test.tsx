import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi, type ApiCall } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { fakeToken } from '../../test/tokens.ts';
import { PhoneSignIn } from './phone-sign-in.tsx';

function renderPhoneSignIn() {
  return renderWithApp(<PhoneSignIn />, {
    route: '/login',
    path: '/login',
    extraRoutes: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
  });
}

const sent = () =>
  json(
    {
      success: true,
      message: 'If this number can receive it, a code is on its way. It works for 5 minutes',
      data: { expiresInSeconds: 300, resendInSeconds: 60 },
    },
    202,
  );

/** The server's refusal naming one field, as the API words it. */
const refusal = (status: number, code: string, path: string, message: string) =>
  json({ ...errorBody(message, code), errorMessage: [{ path, message }] }, status);

/** The session's token the server answers with: made once, so that a second's tick never changes it. */
const TOKEN = fakeToken({ user_email: '', user_role: 'user' });

const signedIn = (status: number, message: string) =>
  json(
    {
      success: true,
      message,
      token: TOKEN,
      data: { email: '', role: 'user', phone: '+8801712345678', newAccount: status === 201 },
    },
    status,
  );

const bodies = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.body);

describe('PhoneSignIn', () => {
  it('sends a code to the number in its stored form and moves to the code field', async () => {
    const { calls } = mockApi({ 'POST /api/auth/otp/request': sent });
    const user = userEvent.setup();
    renderPhoneSignIn();
    expect(screen.getByRole('heading', { name: 'Or log in with your mobile number' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '01712-345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('Code from the SMS');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription('It works for 5 minutes and 5 tries.');
    expect(screen.getByText('We sent a code by SMS to +8801712345678.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('a code is on its way');
    expect(bodies(calls, '/api/auth/otp/request')).toEqual([{ phone: '+8801712345678' }]);
  });

  it('refuses a number that is not a Bangladeshi mobile before asking the server', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderPhoneSignIn();
    await user.type(screen.getByLabelText('Mobile number'), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Phone must be a Bangladeshi mobile number, such as 01712 345678 or +880 1712 345678'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong code with the tries left, and a wait when a new code is asked for too soon', async () => {
    const wrong = 'Wrong code. 4 tries left';
    const wait = 'A new code can be sent in 42 seconds';
    const requests = [sent, () => refusal(429, 'RATE_LIMITED', '', wait)];
    const { calls } = mockApi({
      'POST /api/auth/otp/request': () => requests[bodies(calls, '/api/auth/otp/request').length - 1]!(),
      'POST /api/auth/otp/verify': () => refusal(401, 'PHONE_CODE_WRONG', 'code', wrong),
    });
    const user = userEvent.setup();
    renderPhoneSignIn();
    await user.type(screen.getByLabelText('Mobile number'), '+880 1712 345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // Typed on a Bangla keyboard, the digits go as 0–9.
    await user.type(await screen.findByLabelText('Code from the SMS'), '১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'Log in with the code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    expect(bodies(calls, '/api/auth/otp/verify')).toEqual([{ phone: '+8801712345678', code: '123456' }]);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(wait));
    expect(screen.getByLabelText('Code from the SMS')).toHaveValue('');
    expect(bodies(calls, '/api/auth/otp/request')).toEqual([{ phone: '+8801712345678' }, { phone: '+8801712345678' }]);
  });

  it('shows an expired code, and another number can be used', async () => {
    const expired = 'This code has expired. Ask for a new code';
    mockApi({
      'POST /api/auth/otp/request': sent,
      'POST /api/auth/otp/verify': () => refusal(401, 'PHONE_CODE_EXPIRED', 'code', expired),
    });
    const user = userEvent.setup();
    renderPhoneSignIn();
    await user.type(screen.getByLabelText('Mobile number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in with the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);

    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    const phone = await screen.findByLabelText('Mobile number');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a new number for a name, opens the account with it and goes to the dashboard signed in', async () => {
    const asked = 'This number has no account yet: give your name to open one';
    const verifies = [
      () => refusal(400, 'VALIDATION_FAILED', 'name', asked),
      () => signedIn(201, 'Your account is open and you are signed in'),
    ];
    const { calls } = mockApi({
      'POST /api/auth/otp/request': sent,
      'POST /api/auth/otp/verify': () => verifies[bodies(calls, '/api/auth/otp/verify').length - 1]!(),
    });
    const user = userEvent.setup();
    const { router, store } = renderPhoneSignIn();
    await user.type(screen.getByLabelText('Mobile number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '305817');
    await user.click(screen.getByRole('button', { name: 'Log in with the code' }));

    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(asked);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(bodies(calls, '/api/auth/otp/verify')).toHaveLength(1);

    await user.type(name, ' Rahima Akter ');
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(bodies(calls, '/api/auth/otp/verify')).toEqual([
      { phone: '+8801712345678', code: '305817' },
      { phone: '+8801712345678', code: '305817', name: 'Rahima Akter' },
    ]);
    // Kept as a password login keeps it, and signed in without an e-mail.
    expect(Cookies.get('authToken')).toBe(TOKEN);
    expect(store.getState().user).toEqual({ email: '', role: 'user' });
    expect(await screen.findByText('Your account is open and you are signed in')).toBeInTheDocument();
  });

  it('signs a known number in with its code', async () => {
    const { calls } = mockApi({
      'POST /api/auth/otp/request': sent,
      'POST /api/auth/otp/verify': () => signedIn(200, 'User logged in successfully'),
    });
    const user = userEvent.setup();
    const { router } = renderPhoneSignIn();
    await user.type(screen.getByLabelText('Mobile number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '305817');
    await user.click(screen.getByRole('button', { name: 'Log in with the code' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(bodies(calls, '/api/auth/otp/verify')).toEqual([{ phone: '+8801712345678', code: '305817' }]);
  });

  it('speaks Bangla through the whole flow', async () => {
    await inBangla();
    const asked = 'এই নম্বরে এখনো কোনো অ্যাকাউন্ট নেই';
    mockApi({
      'POST /api/auth/otp/request': () =>
        json({ success: true, message: 'কোড পাঠানো হয়েছে', data: { expiresInSeconds: 300, resendInSeconds: 60 } }, 202),
      'POST /api/auth/otp/verify': () => refusal(400, 'VALIDATION_FAILED', 'name', asked),
    });
    const user = userEvent.setup();
    const { container } = renderPhoneSignIn();
    expect(screen.getByRole('heading', { name: 'অথবা মোবাইল নম্বর দিয়ে লগইন করুন' })).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '০১৭১২৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
    const code = await screen.findByLabelText('এসএমএসের কোড');
    expect(code).toHaveAccessibleDescription('কোডটি ৫ মিনিট চলবে, চেষ্টা করা যাবে ৫ বার।');
    await user.type(code, '৩০৫৮১৭');
    await user.click(screen.getByRole('button', { name: 'কোড দিয়ে লগইন করুন' }));
    expect(await screen.findByLabelText('নাম')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আমার অ্যাকাউন্ট খুলুন' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'আরেকটি কোড পাঠান' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'অন্য নম্বর দিন' })).toBeEnabled();
    expect(englishLeftIn(container)).toEqual([]);
  });
});
