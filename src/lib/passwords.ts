/** Password hashing with argon2id (OWASP's minimum profile: 19 MiB, 2 passes, 1 lane). */
import argon2 from 'argon2';

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/**
 * Verifies a password. With no stored hash (unknown user) it still verifies against a dummy hash,
 * so the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= argon2.hash('nametag-dummy-password', options);
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
