/**
 * E-mail through SMTP (docs/product/messages.md#channels) with nodemailer: one pool of connections to the server SMTP_URL names
 * (smtp:// with STARTTLS when the server offers it, or smtps://; user:password@ when it needs them), each
 * message sent as MAIL_FROM with a plain-text and an HTML part, its attachments, and the Message-ID the
 * outbox gave it, so that a message sent again is recognised as the same message by whoever receives it.
 */
import { createTransport } from 'nodemailer';
import { ChannelError, type EmailSender, type EmailToSend } from '../channels.ts';

export type SmtpOptions = {
  /** `smtp://` or `smtps://`, with `user:password@` when the server asks for them. */
  smtpUrl: string;
  /** The sender: 'Bond Bike Rental <bookings@example.com>'. */
  from: string;
  /** How long to wait to connect, for the server's greeting, and for any answer after (default 15 s). */
  timeoutMs?: number;
};

/** What nodemailer puts on an error, as far as telling the kind of failure needs. */
type SmtpFailure = Error & {
  code?: string;
  /** The SMTP reply code of a refusal (550, 451, …); absent when the server never answered. */
  responseCode?: number;
  /** The server's reply line, as it said it. */
  response?: string;
};

/**
 * Whether trying again cannot help: a 5xx reply is the server's final word on the message (RFC 5321: a
 * mailbox that does not exist, an address it will not take, credentials it refused). 503, "bad sequence of
 * commands", is the exception: it speaks of the session, not the message, and a new connection can succeed.
 */
function isPermanentReply(code: number): boolean {
  return code >= 500 && code <= 599 && code !== 503;
}

/**
 * Any failure of a send as a ChannelError that says what the server said, or why it could not say it
 * (`timeoutMs`: how long each wait was).
 */
function smtpChannelError(error: unknown, timeoutMs: number): ChannelError {
  if (!(error instanceof Error)) return new ChannelError(`the e-mail was not sent: ${String(error)}`);
  const failure = error as SmtpFailure;
  const said = failure.response?.trim() || failure.message;
  const code = failure.responseCode;
  if (code !== undefined && isPermanentReply(code)) {
    return new ChannelError(`the mail server refused the message: ${said}`, true);
  }
  if (code !== undefined && code >= 400) {
    return new ChannelError(`the mail server did not take the message for now: ${said}`);
  }
  if (failure.code === 'ETIMEDOUT') {
    return new ChannelError(`the mail server did not answer within ${timeoutMs} ms: ${failure.message}`);
  }
  if (failure.code === 'ESOCKET' || failure.code === 'ECONNECTION' || failure.code === 'EDNS') {
    return new ChannelError(`could not reach the mail server: ${failure.message}`);
  }
  return new ChannelError(`the e-mail was not sent: ${said}`);
}

/**
 * An EmailSender over one pooled SMTP transport. `send()` resolves once the server has taken the message
 * and answers its Message-ID; it throws a ChannelError otherwise, permanent for a 5xx refusal, transient
 * for anything else (a 4xx reply, a refused or dropped connection, a server too slow to answer). `close()`
 * closes the pool's connections.
 */
export function createSmtpSender({ smtpUrl, from, timeoutMs = 15_000 }: SmtpOptions): EmailSender {
  const transport = createTransport(
    {
      url: smtpUrl,
      pool: true,
      // One more try on a fresh connection when a pooled one closes as it is handed a message (the server
      // dropped it while idle); any other retrying is the outbox's.
      maxRequeues: 1,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
      // Attachments are the receipt's text: never a file or a URL to read.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from },
  );

  return {
    async send(email: EmailToSend) {
      try {
        await transport.sendMail({
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: email.messageId,
          attachments: email.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        });
      } catch (error) {
        throw smtpChannelError(error, timeoutMs);
      }
      return { providerMessageId: email.messageId };
    },
    close() {
      transport.close();
    },
  };
}
