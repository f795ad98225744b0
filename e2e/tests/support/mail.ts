/**
 * The e-mail the shop sent, as the SMTP peer beside it received it (peers/smtp-peer.mjs appends each one,
 * raw, to $E2E_DATA_DIR/mail.jsonl), and the verification link in it (decision 023).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** The raw e-mails the SMTP peer received for `address`, oldest first. */
export function mailTo(address: string): string[] {
  let lines: string[];
  try {
    lines = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'mail.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
  return lines
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(address))
    .map((m) => m.raw);
}

/** A raw message with its quoted-printable soft line breaks and `=XX` escapes undone (ASCII parts). */
export function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The verification link of the e-mail `address` received, once it has arrived. */
export async function verificationLinkFor(address: string): Promise<string> {
  const find = () =>
    mailTo(address)
      .map(decodedMail)
      .map((mail) => /https?:\/\/[^\s"<>]+\/verify-email\?token=[\w.%-]+/.exec(mail)?.[0])
      .find(Boolean);
  await expect.poll(find, { message: `the verification e-mail to ${address}` }).toBeTruthy();
  return find()!;
}

/** The customer opens the link of their verification e-mail (its page posts the token; so does this). */
export async function verifyThroughLink(request: APIRequestContext, address: string): Promise<void> {
  const token = new URL(await verificationLinkFor(address)).searchParams.get('token');
  const res = await request.post('/api/auth/verify-email', { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}
