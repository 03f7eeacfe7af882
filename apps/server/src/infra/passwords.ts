import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane). The parameters travel in
 * the hash string, so raising them later still verifies old hashes.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
