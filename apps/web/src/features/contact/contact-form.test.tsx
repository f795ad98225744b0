import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactForm', () => {
  it('requires name, e-mail and message', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the message, thanks the sender by name and clears the form', async () => {
    const { calls } = mockApi({
      'POST /api/contact': () => json({ success: true, message: 'Message received' }, 201),
    });
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Karim');
    await user.type(screen.getByLabelText('Email'), 'karim@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you rent bikes for a week?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Thank You Karim ! For Messaging Us')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Karim',
      email: 'karim@example.com',
      message: 'Do you rent bikes for a week?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('logs a failure and tells the sender the message did not go out', async () => {
    mockApi({
      'POST /api/contact': () => json(errorBody('Too many messages, try again in a minute', 'RATE_LIMITED'), 429),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Karim');
    await user.type(screen.getByLabelText('Email'), 'karim@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, try again in a minute');
    expect(warn).toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});
