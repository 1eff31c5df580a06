import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, t=2): the OWASP baseline. */
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

/** A malformed stored hash counts as a wrong password rather than a server error. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against a fixed hash when the email is unknown keeps the response time the same,
 * so timing does not reveal which emails have accounts.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
