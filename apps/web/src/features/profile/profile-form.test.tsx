import type { User } from '@bond/contract/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ProfilePanel } from './profile-form.tsx';
import { Welcome } from './welcome.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const me: User = {
  _id: '50000000-0000-4000-8000-000000000001',
  name: 'Demo Customer',
  email: 'customer@example.com',
  phone: '01711000002',
  address: 'Dhanmondi, Dhaka',
  role: 'user',
  reminderChannel: 'sms',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const meResponse = () =>
  json({ success: true, message: 'Profile retrieved successfully', email: me.email, role: me.role, data: me });

describe('ProfilePanel', { timeout: 15_000 }, () => {
  it('shows what it is given under the form once the profile is loaded, and not on a load error', async () => {
    mockApi({ 'GET /api/users/me': meResponse });
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
      'GET /api/users/me': meResponse,
      'PUT /api/users/me': ({ body }) =>
        json({ success: true, message: 'Profile updated successfully', data: { ...me, ...(body as object) } }),
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
      phone: '01711000002',
      address: 'Gulshan 2, Dhaka',
    });
  });

  it('checks the fields before sending', async () => {
    const { calls } = mockApi({ 'GET /api/users/me': meResponse });
    const user = userEvent.setup();
    renderWithApp(<ProfilePanel />);
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("shows 'Error updating profile:' with the server's reason", async () => {
    mockApi({
      'GET /api/users/me': meResponse,
      'PUT /api/users/me': () => json(errorBody('Phone must be a phone number, such as 01712345678'), 400),
    });
    const user = userEvent.setup();
    renderWithApp(<ProfilePanel />);
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText('Error updating profile: Phone must be a phone number, such as 01712345678'),
    ).toBeInTheDocument();
  });
});

describe('Welcome', () => {
  it("greets with the shop's name and the person's name", async () => {
    mockApi({ 'GET /api/users/me': meResponse });
    renderWithApp(<Welcome intro="Have a good ride." />);
    expect(screen.getByText('Welcome to Bond Bike Rental')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Demo Customer')).toBeInTheDocument());
  });
});
