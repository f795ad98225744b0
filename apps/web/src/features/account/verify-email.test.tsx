import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { VerifyEmail } from './verify-email.tsx';

/** Decision 023: the page a verification link opens says what came of it, in the page's language. */
describe('VerifyEmail', { timeout: 15_000 }, () => {
  const verified = () =>
    json({
      success: true,
      message: 'Your e-mail address is verified',
      data: { email: 'rina@example.com', emailVerified: true },
    });

  it('posts the token from the link and says the address is verified', async () => {
    const { calls } = mockApi({ 'POST /api/auth/verify-email': verified });
    renderWithApp(<VerifyEmail token="abc.def.ghi" profileState={null} />);
    expect(
      await screen.findByText(
        'Your e-mail address rina@example.com is verified. Your receipts and messages will come to it.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toContainEqual({ token: 'abc.def.ghi' });
    expect(screen.getByRole('link', { name: 'Go to View Profile' })).toHaveAttribute('href', '/dashboard');
  });

  it('an expired link says so and where to ask for a new one', async () => {
    mockApi({
      'POST /api/auth/verify-email': () =>
        json(
          errorBody(
            'This verification link has expired. Log in and ask for a new one in View Profile',
            'VERIFICATION_LINK_EXPIRED',
          ),
          400,
        ),
    });
    renderWithApp(<VerifyEmail token="abc.def.ghi" profileState={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('alert')).toHaveTextContent('Log in and send yourself a new link from View Profile.');
  });

  it('a changed link, or none, is not valid; in Bangla too', async () => {
    mockApi({
      'POST /api/auth/verify-email': () =>
        json(errorBody('This verification link is not valid', 'VERIFICATION_LINK_INVALID'), 400),
    });
    const { unmount } = renderWithApp(<VerifyEmail token="forged" profileState={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    unmount();
    await inBangla();
    const { container } = renderWithApp(<VerifyEmail token="" profileState={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('এই লিংকটি সঠিক নয়');
    expect(englishLeftIn(container)).toEqual([]);
  });
});
