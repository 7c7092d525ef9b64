import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's const enum value 2) with OWASP's baseline cost. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Without a stored hash, still spend the time, so response times don't reveal which accounts exist.
  if (!passwordHash) {
    await hash(password, OPTIONS);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
