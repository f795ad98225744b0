import type { User } from '@bond/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import { ProfilePanel } from './profile-form.tsx';
import { Welcome } from './welcome.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const me: User = {
  _id: '50000000-0000-4000-8000-000000000001',
  name: 'Demo Customer',
  email: 'customer@example.com',
  // As the shop stores and answers it (docs/product/accounts-and-roles.md#phone-numbers).
  phone: '+8801711000002',
  address: 'Dhanmondi, Dhaka',
  role: 'user',
  reminderChannel: 'sms',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const meResponse = (user: User = me) =>
  json({ success: true, message: 'Profile retrieved successfully', email: user.email, role: user.role, data: user });
const updated = ({ body }: { body: unknown }) =>
  json({ success: true, message: 'Profile updated successfully', data: { ...me, ...(body as object) } });

describe('ProfilePanel', { timeout: 15_000 }, () => {
  it('shows what it is given under the form once the profile is loaded, and not on a load error', async () => {
    mockApi({ 'GET /api/users/me': () => meResponse() });
    renderWithApp(
      <ProfilePanel>
        <p>Under the form</p>
      </ProfilePanel>,
    );
    await screen.findByRole('button', { name: 'Update Profile' });
    expect(screen.getByText('Under the form')).toBeInTheDocument();
  });

  it("shows the server's reason and 'Try again' when the profile cannot be loaded", async () => {
    let attempts = 0;
    mockApi({
      'GET /api/users/me': () => {
        attempts += 1;
        return attempts === 1 ? json(errorBody('The server is busy, try again', 'INTERNAL'), 503) : meResponse();
      },
    });
    const user = userEvent.setup();
    renderWithApp(
      <ProfilePanel>
        <p>Under the form</p>
      </ProfilePanel>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy, try again');
    expect(screen.queryByText('Under the form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Demo Customer');
    expect(screen.getByText('Under the form')).toBeInTheDocument();
  });

  it('edits name, phone and address; the e-mail is shown but disabled', async () => {
    const { calls } = mockApi({
      'GET /api/users/me': () => meResponse(),
      'PUT /api/users/me': updated,
    });
    const user = userEvent.setup();
    renderWithApp(<ProfilePanel />);
    expect(await screen.findByLabelText('Name')).toHaveValue('Demo Customer');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('customer@example.com');
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'Gulshan 2, Dhaka');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Demo Customer',
      phone: '+8801711000002',
      address: 'Gulshan 2, Dhaka',
      reminderChannel: 'sms',
      language: 'en',
    });
  });

  it('lets a customer choose how reminders come, saved with the profile', async () => {
    const { calls } = mockApi({ 'GET /api/users/me': () => meResponse(), 'PUT /api/users/me': updated });
    const user = userEvent.setup();
    renderWithApp(<ProfilePanel />);
    const REMINDERS_NOTE = i18next.t('profile:reminders.note');
    const group = await screen.findByRole('group', { name: 'Reminders' });
    expect(group).toHaveAccessibleDescription(REMINDERS_NOTE);
    expect(REMINDERS_NOTE).toMatch(/Receipts and payment messages always come by e-mail/);
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((radio) => radio.getAttribute('value'))).toEqual(['sms', 'email', 'none']);
    expect(within(group).getByRole('radio', { name: 'By SMS' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'By e-mail' })).not.toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'No reminders' }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Demo Customer',
      phone: '+8801711000002',
      address: 'Dhanmondi, Dhaka',
      reminderChannel: 'none',
      language: 'en',
    });
    // The form keeps what was saved.
    expect(within(group).getByRole('radio', { name: 'No reminders' })).toBeChecked();

    // The keyboard moves between the choices as one group.
    await user.click(within(group).getByRole('radio', { name: 'By SMS' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'By e-mail' })).toBeChecked());
  });

  it('lets a customer choose the language of the shop’s messages, each named in its own words', async () => {
    const { calls } = mockApi({
      'GET /api/users/me': () => meResponse({ ...me, language: 'en' }),
      'PUT /api/users/me': updated,
    });
    const user = userEvent.setup();
    renderWithApp(<ProfilePanel />);
    const group = await screen.findByRole('group', { name: 'Messages in' });
    expect(group).toHaveAccessibleDescription("The language of the shop's SMS and e-mails to you.");
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'বাংলা' }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ language: 'bn' });
    expect(within(group).getByRole('radio', { name: 'বাংলা' })).toBeChecked();
  });

  it('speaks Bangla, the reminder choices too, and sends the same values', async () => {
    await inBangla();
    const { calls } = mockApi({ 'GET /api/users/me': () => meResponse(), 'PUT /api/users/me': updated });
    const user = userEvent.setup();
    const { container } = renderWithApp(<ProfilePanel />);
    expect(await screen.findByLabelText('নাম')).toHaveValue('Demo Customer');
    expect(screen.getByLabelText('ইমেইল')).toBeDisabled();
    expect(screen.getByLabelText('ফোন')).toHaveValue('+8801711000002');
    expect(screen.getByLabelText('ঠিকানা')).toHaveValue('Dhanmondi, Dhaka');
    const group = screen.getByRole('group', { name: 'রিমাইন্ডার' });
    expect(group).toHaveAccessibleDescription(/রসিদ আর পেমেন্টের মেসেজ সবসময় ইমেইলে আসে/);
    expect(within(group).getByRole('radio', { name: 'এসএমএসে' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'ইমেইলে' })).not.toBeChecked();
    expect(englishLeftIn(container)).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: 'রিমাইন্ডার চাই না' }));
    await user.click(screen.getByRole('button', { name: 'প্রোফাইল আপডেট করুন' }));
    // An account saved before languages existed takes the page's language.
    expect(screen.getByRole('radio', { name: 'বাংলা' })).toBeChecked();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ reminderChannel: 'none', language: 'bn' }),
    );
  });

  it('says whether the e-mail address is verified, and sends an unverified one its link again (decision 023)', async () => {
    const { calls } = mockApi({
      'GET /api/users/me': () => meResponse({ ...me, emailVerified: false }),
      'POST /api/auth/verify-email/resend': () =>
        json({ success: true, message: 'A new verification link is on its way to customer@example.com' }),
    });
    const user = userEvent.setup();
    renderWithApp(<ProfilePanel />);
    expect(
      await screen.findByText(
        /Not verified yet: open the link we sent to this address\. Until then it gets nothing else/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('A new verification link is on its way to customer@example.com'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/auth/verify-email/resend']);
  });

  it('a refused resend says why; a verified address says so and offers no button', async () => {
    mockApi({
      'GET /api/users/me': () => meResponse({ ...me, emailVerified: false }),
      'POST /api/auth/verify-email/resend': () =>
        json(errorBody('Too many attempts. Please try again in 1 minute', 'RATE_LIMITED'), 429),
    });
    const user = userEvent.setup();
    const first = renderWithApp(<ProfilePanel />);
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('The link could not be sent: Too many attempts. Please try again in 1 minute'),
    ).toBeInTheDocument();
    first.unmount();
    mockApi({ 'GET /api/users/me': () => meResponse({ ...me, emailVerified: true }) });
    renderWithApp(<ProfilePanel />);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('offers an admin no reminder choice and leaves it out of the update', async () => {
    const admin: User = { ...me, name: 'Shop Owner', email: 'admin@example.com', role: 'admin' };
    const { calls } = mockApi({ 'GET /api/users/me': () => meResponse(admin), 'PUT /api/users/me': updated });
    const user = userEvent.setup();
    renderWithApp(<ProfilePanel />);
    expect(await screen.findByLabelText('Name')).toHaveValue('Shop Owner');
    expect(screen.queryByRole('group', { name: 'Reminders' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Shop Owner',
      phone: '+8801711000002',
      address: 'Dhanmondi, Dhaka',
    });
  });

  it('checks the fields before sending', async () => {
    const { calls } = mockApi({ 'GET /api/users/me': () => meResponse() });
    const user = userEvent.setup();
    renderWithApp(<ProfilePanel />);
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("shows 'Error updating profile:' with the server's reason", async () => {
    mockApi({
      'GET /api/users/me': () => meResponse(),
      'PUT /api/users/me': () => json(errorBody('This phone number is already on an account'), 400),
    });
    const user = userEvent.setup();
    renderWithApp(<ProfilePanel />);
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText('Error updating profile: This phone number is already on an account'),
    ).toBeInTheDocument();
  });
});

describe('Welcome', () => {
  it("greets with the shop's name and the person's name", async () => {
    mockApi({ 'GET /api/users/me': () => meResponse() });
    renderWithApp(<Welcome intro="Have a good ride." />);
    expect(screen.getByText('Welcome to Bond Bike Rental')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Demo Customer')).toBeInTheDocument());
  });

  it('greets in Bangla', async () => {
    await inBangla();
    mockApi({ 'GET /api/users/me': () => meResponse() });
    const { container } = renderWithApp(<Welcome intro="ভালো রাইড হোক।" />);
    expect(screen.getByText('বন্ড বাইক রেন্টালে স্বাগতম')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Demo Customer')).toBeInTheDocument());
    expect(englishLeftIn(container, ['Demo Customer'])).toEqual([]);
  });
});
