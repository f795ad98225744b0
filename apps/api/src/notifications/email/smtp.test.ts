import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRentalStory } from '@bond/contract/rental-samples';
import { ChannelError, type EmailSender, type EmailToSend } from '../channels.ts';
import { emailHtml } from './html.ts';
import { receiptAttachment, receiptHtml } from './receipt.ts';
import { createSmtpSender } from './smtp.ts';

/**
 * The SMTP sender against a real SMTP server (smtp-server, on 127.0.0.1 and a free port) that keeps what it
 * receives, refuses what a test tells it to, or never greets.
 */

const FROM = 'Bond Bike Rental <bookings@bondbikerental.test>';

type Received = { raw: string; envelopeFrom: string; envelopeTo: string[]; user: string | undefined };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  // Senders first: a pooled connection left open would hold the server's close back.
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function startServer(options: SMTPServerOptions = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, received };
}

function sender(smtpUrl: string, timeoutMs?: number): EmailSender {
  const made = createSmtpSender({ smtpUrl, from: FROM, ...(timeoutMs ? { timeoutMs } : {}) });
  cleanups.push(() => made.close());
  return made;
}

const story = makeRentalStory();

function email(overrides: Partial<EmailToSend> = {}): EmailToSend {
  const subject = 'Your bike is back: the receipt';
  const text = `Thank you for riding with us.\n\nYour receipt: https://shop.example.test/dashboard/rentals/${story._id}`;
  return {
    to: 'customer@example.com',
    subject,
    text,
    html: emailHtml(subject, text),
    messageId: `<return_recorded.${story._id}@bondbikerental.test>`,
    attachments: [receiptAttachment(story, 'en')],
    ...overrides,
  };
}

/** The first address of a parsed header. */
const address = (header: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.value[0];

/** The ChannelError a send failed with. */
async function failure(send: Promise<unknown>): Promise<ChannelError> {
  const error = await send.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe('createSmtpSender', () => {
  it('sends a multipart message with its Message-ID, both parts and the receipt attached', async () => {
    const { port, received } = await startServer();
    const message = email();
    const answer = await sender(`smtp://127.0.0.1:${port}`).send(message);

    expect(answer).toEqual({ providerMessageId: message.messageId });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ envelopeFrom: 'bookings@bondbikerental.test', envelopeTo: ['customer@example.com'] });
    const raw = mail!.raw;
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);

    const parsed = await simpleParser(raw);
    expect(address(parsed.from)).toEqual({ name: 'Bond Bike Rental', address: 'bookings@bondbikerental.test' });
    expect(address(parsed.to)?.address).toBe('customer@example.com');
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.messageId).toBe(message.messageId);
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.html).toBe(message.html);
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment?.filename).toBe('receipt-1a2b3c4d.html');
    expect(attachment?.contentType).toBe('text/html');
    expect(attachment?.content.toString('utf8')).toBe(receiptHtml(story));
  });

  it('sends the same message twice with the same Message-ID, so that its receiver can drop the copy', async () => {
    const { port, received } = await startServer();
    const send = sender(`smtp://127.0.0.1:${port}`);
    await send.send(email());
    await send.send(email());
    expect(received).toHaveLength(2);
    const ids = await Promise.all(received.map(async (mail) => (await simpleParser(mail.raw)).messageId));
    expect(ids).toEqual([email().messageId, email().messageId]);
  });

  it('signs in with the user and password of the URL', async () => {
    const logins: { username: string | undefined; password: string | null | undefined }[] = [];
    const { port, received } = await startServer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username, password: auth.password });
        if (auth.username === 'shop' && auth.password === 'p@ss:w/rd') callback(null, { user: 'shop' });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
    });
    // A password with characters a URL must escape.
    await sender(`smtp://shop:${encodeURIComponent('p@ss:w/rd')}@127.0.0.1:${port}`).send(email());
    expect(logins).toEqual([{ username: 'shop', password: 'p@ss:w/rd' }]);
    expect(received.map((mail) => mail.user)).toEqual(['shop']);

    const refused = await failure(sender(`smtp://shop:wrong@127.0.0.1:${port}`).send(email()));
    expect(refused.permanent).toBe(true);
    expect(refused.message).toMatch(/^the mail server refused the message: 535 .*Invalid username or password/);
    expect(received).toHaveLength(1);
  });

  // 503 speaks of the session, not of the message: a new connection may succeed.
  it.each([
    [550, 'No such user', 'permanent'],
    [553, 'Bad address syntax', 'permanent'],
    [451, 'Try again later', 'transient'],
    [503, 'Bad sequence of commands', 'transient'],
  ])('a server answering %i to the recipient: %s', async (responseCode, words, kind) => {
    const permanent = kind === 'permanent';
    const { port, received } = await startServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error(words), { responseCode }));
      },
    });
    const error = await failure(sender(`smtp://127.0.0.1:${port}`).send(email()));
    expect(error.permanent).toBe(permanent);
    expect(error.message).toContain(`${responseCode} ${words}`);
    if (permanent) expect(error.message).toBe(`the mail server refused the message: ${responseCode} ${words}`);
    expect(received).toHaveLength(0);
  });

  it('a closed port: transient', async () => {
    // A port that was free a moment ago and has nothing listening on it now.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const error = await failure(sender(`smtp://127.0.0.1:${port}`).send(email()));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^could not reach the mail server: .*ECONNREFUSED/);
  });

  it('a server that never greets: transient, after timeoutMs', async () => {
    const { port } = await startServer({
      // The greeting is sent once onConnect answers; this one never does.
      onConnect() {},
    });
    const started = performance.now();
    const error = await failure(sender(`smtp://127.0.0.1:${port}`, 200).send(email()));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^the mail server did not answer within 200 ms/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
