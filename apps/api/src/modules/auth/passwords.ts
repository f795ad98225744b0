import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (D3). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Checked when an e-mail is unknown, so a wrong e-mail and a wrong password take the same time. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
}
