/**
 * The e-mail provider of docs/product/messages.md#contact-messages: besides storing the message through `POST /api/contact`,
 * the page sends it to a third-party e-mail service when the shop was built with that service's address
 * and public key (`CONTACT_MAIL_ENDPOINT`, `CONTACT_MAIL_PUBLIC_KEY`). Without them nothing is sent. The
 * message is already safe in the shop's inbox, so a failure here (the provider may answer 403, 429 or 451)
 * is only logged.
 */
import { SHOP_NAME } from '@bond/contract/constants';

const MAIL_TIMEOUT_MS = 10_000;

export type ContactMail = { name: string; email: string; message: string };

function mailProviderConfig(): { endpoint: string; publicKey: string } | undefined {
  const endpoint = import.meta.env.CONTACT_MAIL_ENDPOINT as string | undefined;
  const publicKey = import.meta.env.CONTACT_MAIL_PUBLIC_KEY as string | undefined;
  return endpoint && publicKey ? { endpoint, publicKey } : undefined;
}

/** Sends one request to the provider when it is configured; never throws. */
export async function sendToMailProvider(mail: ContactMail): Promise<void> {
  const config = mailProviderConfig();
  if (!config) return;
  try {
    const res = await fetch(config.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: config.publicKey,
        from_name: mail.name,
        from_email: mail.email,
        to_name: SHOP_NAME,
        message: mail.message,
      }),
      signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
    });
    if (!res.ok) console.warn(`The e-mail provider refused the contact message: ${res.status} ${res.statusText}`);
  } catch (error) {
    console.warn('The e-mail provider could not be reached', error);
  }
}
