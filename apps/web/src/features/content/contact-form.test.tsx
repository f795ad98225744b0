import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders the form, fills it in as Karim and sends it. */
async function sendAsKarim() {
  const user = userEvent.setup();
  renderWithApp(<ContactForm />);
  await user.type(screen.getByLabelText('Name'), 'Karim');
  await user.type(screen.getByLabelText('Email'), 'karim@example.com');
  await user.type(screen.getByLabelText('Message'), 'Do you rent bikes for a week?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

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
    await sendAsKarim();

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

describe('ContactForm with an e-mail provider', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('sends nothing to a provider when none is configured', async () => {
    const { calls } = mockApi({
      'POST /api/contact': () => json({ success: true, message: 'Message received' }, 201),
    });
    await sendAsKarim();
    expect(await screen.findByText('Thank You Karim ! For Messaging Us')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/contact']);
  });

  it('also sends the message to the configured provider with its public key', async () => {
    vi.stubEnv('CONTACT_MAIL_ENDPOINT', 'https://mail.example/api/v1.0/email/send');
    vi.stubEnv('CONTACT_MAIL_PUBLIC_KEY', 'public-key-123');
    const { calls } = mockApi({
      'POST /api/contact': () => json({ success: true, message: 'Message received' }, 201),
      'POST /api/v1.0/email/send': () => new Response('OK', { status: 200 }),
    });
    await sendAsKarim();
    expect(await screen.findByText('Thank You Karim ! For Messaging Us')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({
      key: 'public-key-123',
      from_name: 'Karim',
      from_email: 'karim@example.com',
      to_name: 'Bond Bike Rental',
      message: 'Do you rent bikes for a week?',
    });
  });

  it('only logs a provider refusal: the sender is thanked, the message is stored', async () => {
    vi.stubEnv('CONTACT_MAIL_ENDPOINT', 'https://mail.example/api/v1.0/email/send');
    vi.stubEnv('CONTACT_MAIL_PUBLIC_KEY', 'public-key-123');
    mockApi({
      'POST /api/contact': () => json({ success: true, message: 'Message received' }, 201),
      'POST /api/v1.0/email/send': () => new Response('Too Many Requests', { status: 429 }),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sendAsKarim();
    expect(await screen.findByText('Thank You Karim ! For Messaging Us')).toBeInTheDocument();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('429')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ContactForm in Bangla', () => {
  it('asks, thanks and explains a failure in Bangla', async () => {
    await inBangla();
    mockApi({
      'POST /api/contact': () => json(errorBody('অনেক বেশি মেসেজ, এক মিনিট পরে চেষ্টা করুন', 'RATE_LIMITED'), 429),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { container } = renderWithApp(<ContactForm />);
    expect(screen.getByRole('heading', { name: 'আমাদের লিখুন' })).toBeInTheDocument();
    expect(screen.getByLabelText('মেসেজ')).toHaveAttribute('placeholder', 'কীভাবে সাহায্য করতে পারি?');
    expect(englishLeftIn(container)).toEqual([]);
    await user.type(screen.getByLabelText('নাম'), 'করিম');
    await user.type(screen.getByLabelText('ইমেইল'), 'karim@example.com');
    await user.type(screen.getByLabelText('মেসেজ'), 'এক সপ্তাহের জন্য বাইক ভাড়া দেন?');
    await user.click(screen.getByRole('button', { name: 'মেসেজ পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'অনেক বেশি মেসেজ, এক মিনিট পরে চেষ্টা করুন চাইলে সরাসরি ফোন বা ইমেইলও করতে পারেন।',
    );
  });

  it('thanks the sender by name in Bangla', async () => {
    await inBangla();
    mockApi({ 'POST /api/contact': () => json({ success: true, message: 'মেসেজ পাওয়া গেছে' }, 201) });
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('নাম'), 'করিম');
    await user.type(screen.getByLabelText('ইমেইল'), 'karim@example.com');
    await user.type(screen.getByLabelText('মেসেজ'), 'শুভেচ্ছা');
    await user.click(screen.getByRole('button', { name: 'মেসেজ পাঠান' }));
    expect(await screen.findByText('ধন্যবাদ করিম! মেসেজ পাঠানোর জন্য কৃতজ্ঞ।')).toBeInTheDocument();
  });
});
