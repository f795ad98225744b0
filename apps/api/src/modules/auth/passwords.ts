import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (docs/product/accounts-and-roles.md#passwords). */
export const hashPassword = (password: string) => hash(password);

/**
 * The password hash of an account nobody can log in to (the demo history's made-up customers, docs/product/platform.md#demo-data): not an
 * argon2 hash at all, so no password verifies against it, and nobody ever knew a password for it.
 */
export const NO_LOGIN_PASSWORD_HASH = '!no-login';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (passwordHash === NO_LOGIN_PASSWORD_HASH) {
    // As slow as a wrong password on a real account: the answer's timing does not tell them apart.
    await burnPasswordCheck(password);
    return false;
  }
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
