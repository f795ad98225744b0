/**
 * The two channels the outbox sends by (docs/product/messages.md#channels), each a small interface with a real adapter: SMS through SSL
 * Wireless's HTTP API v3 (`sms/sslwireless.ts`, also pointed at the local stand-in) and e-mail through SMTP
 * (`email/smtp.ts`). The worker knows nothing else about them.
 */

/** A send that did not happen. `permanent`: trying again cannot help (a refused number, bad credentials). */
export class ChannelError extends Error {
  override name = 'ChannelError';
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export type SmsToSend = {
  /** `8801XXXXXXXXX`. */
  msisdn: string;
  text: string;
  /**
   * Our reference for this message (`csms_id`: alphanumeric, at most 20 characters). The same message sent
   * again carries the same reference, and the gateway refuses it as a duplicate instead of sending it twice.
   */
  reference: string;
};

export type SmsSent = {
  /** The gateway's own id of the message (SSL Wireless's `reference_id`). */
  providerMessageId: string;
  /** SMS parts the text was sent as. */
  segments: number;
  /** The gateway said it already had this reference: sent before, by an attempt whose answer was lost. */
  duplicate: boolean;
};

export interface SmsGateway {
  readonly name: string;
  /** Sends one SMS; throws a ChannelError when the gateway does not take it. */
  send(sms: SmsToSend): Promise<SmsSent>;
}

export type EmailAttachment = { filename: string; contentType: string; content: string };

export type EmailToSend = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<…@…>`: the same message sent again carries the same Message-ID, so receivers can drop the copy. */
  messageId: string;
  attachments: EmailAttachment[];
};

export interface EmailSender {
  /** Sends one e-mail; throws a ChannelError when the server does not take it. Answers the Message-ID. */
  send(email: EmailToSend): Promise<{ providerMessageId: string }>;
  close(): void;
}
